"""`capture --from-trace` where traced compiles are refused before any compile runs (arguments that
cannot be rebuilt, a function defined inside a function, a spec its schema refuses): one line per
reason naming the compile, a summary that counts them, and exit 1 as a failed capture. It used to
say "nothing to capture" when every compile was refused."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from tests.trace_support import irscope

LABEL = "prog.{name}:f32_32-0123abcd@sm_90a"


def _spec(name: str, params: list[dict], qualname: str = "apply") -> dict:
    return {
        "format": "irscope-trace",
        "format_version": 2,
        "kernel": f"prog.{name}",
        "case": "f32_32-0123abcd",
        "digest": "0" * 64,
        "arch": "sm_90a",
        "how": "cute.compile",
        "function": {"module": "prog", "qualname": qualname, "file": "prog.py", "bound": False},
        "call": {"params": params, "kwargs": {}},
        "program": {"argv": ["python", "prog.py"], "path": []},
    }


def _opaque(name: str, why: str) -> dict:
    return {"name": name, "kind": "opaque", "type": "prog.Handle", "rebuild": False, "why": why}


def _write(folder: Path, name: str, data: dict) -> None:
    (folder / f"prog.{name}").mkdir(parents=True)
    (folder / f"prog.{name}" / "f32_32-0123abcd@sm_90a.json").write_text(json.dumps(data))


def test_every_compile_refused_is_counted_and_named_and_fails(tmp_path: Path) -> None:
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")
    (tmp_path / "prog.py").write_text("def apply(*args):\n    pass\n")  # the project's own module
    specs = tmp_path / "specs"
    _write(specs, "runtime", _spec("runtime", [_opaque("h", "made at run time"), _opaque("g", "a generator")]))
    _write(specs, "nested", _spec("nested", [], qualname="main.<locals>.apply"))
    _write(specs, "badarch", {**_spec("badarch", []), "arch": "hopper"})
    proc = irscope("--store", str(tmp_path / "store"), "capture", "--no-sass", "--from-trace", str(specs), cwd=tmp_path)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr
    lines = proc.stderr.splitlines()
    assert "nothing to capture" not in proc.stdout.splitlines()
    errors = sorted(line.removeprefix("irscope: error: ") for line in lines if line.startswith("irscope: error: "))
    assert len(errors) == 4, proc.stderr  # both arguments of one compile, one line each
    bad_arch, nested, runtime_g, runtime_h = sorted(errors, key=lambda line: line.split(": ", 2)[1:])
    assert "prog.badarch" in bad_arch and "hopper" in bad_arch

    def named(name: str) -> str:  # each line names the spec file, then the compile
        return f"{specs / f'prog.{name}' / 'f32_32-0123abcd@sm_90a.json'}: {LABEL.format(name=name)}"

    assert nested.startswith(named("nested") + ": main.<locals>.apply is defined inside a function")
    assert runtime_g == named("runtime") + ": argument 'g' (prog.Handle): a generator"
    assert runtime_h == named("runtime") + ": argument 'h' (prog.Handle): made at run time"
    assert proc.stdout.splitlines()[-1].startswith("0 captured, 3 traced compiles refused (cannot be rebuilt")
    assert not (tmp_path / "store" / "prog.runtime").exists()
