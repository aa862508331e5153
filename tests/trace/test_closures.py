"""A function defined inside the host function and given to a compile, using the host function's
variables (tests/trace_programs/closure_epilogue.py: a scale factor, a tuple, a cutlass type):
recorded by its source and the values of those variables, and rebuilt from the program's file to
identical PTX, line info included; one whose variable cannot be recorded (a lock) is refused
naming that variable. Such closures used to be refused whole ("defines it inside a function: it
cannot be imported by name"), as the upstream efc GEMMs' epilogues were."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.trace_support import bundles, irscope, trace_program

pytestmark = pytest.mark.slow


def test_a_closure_is_rebuilt_with_its_recorded_values_to_identical_code(tmp_path: Path) -> None:
    from irscope import bundle

    traced = trace_program(tmp_path, "closure_epilogue.py", "--no-sass", "--specs")
    assert traced.proc.returncode == 0, traced.proc.stderr
    epilogues = {
        e["class"]["qualname"]: e
        for e in (json.loads(f.read_text())["call"]["params"][1] for f in traced.specs.glob("*/*.json"))
    }
    scaled, guarded = epilogues["host.<locals>.scaled"], epilogues["host.<locals>.guarded"]
    assert scaled["rebuild"] and scaled["lambda"]["line"] == 28 and scaled["lambda"]["col"] == 4
    assert scaled["lambda"]["source"].startswith("def scaled(x):\n        return x * scale")
    closure = scaled["closure"]
    assert sorted(closure) == ["acc_type", "biases", "scale"]
    assert (closure["scale"]["kind"], closure["scale"]["value"]) == ("scalar", 2.5)
    assert [i["value"] for i in closure["biases"]["items"]] == [0.5, 0.25]
    assert (closure["acc_type"]["kind"], closure["acc_type"]["name"]) == ("dtype", "Float32")
    assert not guarded["rebuild"] and guarded["closure"]["scale"]["rebuild"]

    proc = irscope("--store", str(tmp_path / "again"), "capture", "--no-sass", "--from-trace", str(traced.specs))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr
    (refused,) = [line for line in proc.stderr.splitlines() if line.startswith("irscope: error: ")]
    assert "argument 'epilogue', variable 'lock' (_thread.lock): not a tensor" in refused
    assert proc.stdout.splitlines()[-1].startswith("1 captured, 1 traced compile refused")
    before, after = bundles(traced.store), bundles(tmp_path / "again")
    (label,) = after
    a, b = bundle.load(before[label]), bundle.load(after[label])
    assert b.ok, b.error
    assert "\t.loc\t1 29 15" in a.ptx()  # the epilogue's body, at its place in the program
    assert a.ptx() == b.ptx()


def test_closure_values_decide_the_case() -> None:
    """The same epilogue compiled with two scale factors is two compiles: two cases, not one case
    whose second bundle hides the first."""
    from irscope.capture.trace.labels import case_label

    function = {"kind": "function", "class": {"module": "prog", "qualname": "host.<locals>.scaled"}, "rebuild": True}

    def call(scale: float) -> dict:
        cell = {"kind": "scalar", "type": "float", "value": scale, "constexpr": False, "rebuild": True}
        return {"params": [{**function, "name": "epilogue", "closure": {"scale": cell}}], "kwargs": {}}

    assert case_label(call(2.5)) != case_label(call(3.0))
