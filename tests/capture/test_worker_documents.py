"""The documents a capture worker and its parent hand each other, as types (without compiling):
spec.json (capture/worker_spec.WorkerSpec) and result.json (capture/worker_result.WorkerResult),
written as before, read back equal, and refused in one line when malformed."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from irscope.capture.assemble.from_workdir import read_worker
from irscope.capture.cache.entries import recorded_files
from irscope.capture.workdir import Workdir
from irscope.capture.worker_launch import worker_env
from irscope.capture.worker_result import WorkerResult
from irscope.capture.worker_spec import WorkerSpec
from irscope.errors import IrscopeError


def _spec(tmp_path: Path, **fields: object) -> WorkerSpec:
    base: dict[str, object] = {
        "source": Path("/proj/kernels/relu.py"),
        "display_source": "kernels/relu.py",
        "case": "f32",
        "arch": "sm_90a",
        "workdir": tmp_path / "work",
    }
    return WorkerSpec(**{**base, **fields})  # type: ignore[arg-type]


def test_a_spec_is_written_key_for_key_as_the_worker_reads_it(tmp_path: Path) -> None:
    spec = _spec(tmp_path, nvdisasm=Path("/usr/bin/nvdisasm"), lineinfo=True)
    path = tmp_path / "spec.json"
    spec.write(path)
    assert path.read_text() == (
        '{"source": "/proj/kernels/relu.py", "display_source": "kernels/relu.py", "case": "f32", '
        f'"arch": "sm_90a", "workdir": "{tmp_path / "work"}", "method": "auto", '
        '"nvdisasm": "/usr/bin/nvdisasm", "lineinfo": true}'
    )
    assert WorkerSpec.read(path) == spec


def test_a_from_trace_spec_carries_its_import_policy(tmp_path: Path) -> None:
    imports = {"project": "/proj", "allowed": ["mylib"], "data": []}
    spec = _spec(tmp_path, method="none", trace=tmp_path / "trace.json", imports=imports)
    assert spec.to_json()["trace"] == str(tmp_path / "trace.json")
    assert WorkerSpec.from_json(json.loads(json.dumps(spec.to_json())), "spec.json") == spec
    with pytest.raises(ValueError, match="import policy"):
        _spec(tmp_path, trace=tmp_path / "trace.json")


@pytest.mark.parametrize(
    ("content", "said"),
    [
        ('{"source": "/k.py", "case": "f32", "workdir": "/w", "display_source": "k.py"}', "'arch' is a required"),
        (
            '{"source": "/k.py", "case": "f32", "arch": "sm_90a", "workdir": "/w", "display_source": "k.py", '
            '"lineinfo": "yes"}',
            "at lineinfo",
        ),
        ("{not json", "spec.json"),
    ],
)
def test_a_malformed_spec_is_refused_in_one_line(tmp_path: Path, content: str, said: str) -> None:
    """The worker started on a bad spec.json says so in one line and exits 1, writing nothing:
    no traceback, no work directory."""
    path = tmp_path / "spec.json"
    path.write_text(content)
    done = subprocess.run(
        [sys.executable, "-m", "irscope.capture.worker.compile_case", str(path)],
        cwd=tmp_path,
        env=worker_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"irscope: error: {path}"), done.stderr
    assert said in lines[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["spec.json"]


def _worker_result() -> WorkerResult:
    return WorkerResult(
        timings_ms={"import": 1.5, "worker": 9.0},
        runs=(
            {
                "text": "builtin.module(cute-to-nvvm)",
                "expanded": "builtin.module(cute-expand-ops)",
                "input_ir": "module {}\n",
                "printer_enabled": True,
                "started_ns": 1,
                "finished_ns": 2,
                "error": None,
                "pass_timing": None,
                "host_llvm": None,
            },
        ),
        error=None,
        env={"CUTE_DSL_ARCH": "sm_90a"},
        dsl_version="4.5.3",
        capture={"requested": "auto", "printer_works": True, "use_printer": True},
        artifacts={"ptx": {"file": "dump/k.ptx", "provenance": "dsl-dump"}},
        sass={"cubin": "dump/k.cubin", "status_file": "sass.rc"},
        local_modules=("/proj/kernels/relu.py",),
    )


def test_a_worker_result_is_written_in_the_order_its_readers_knew(tmp_path: Path) -> None:
    result = _worker_result()
    path = tmp_path / "result.json"
    result.write(path)
    assert list(json.loads(path.read_text())) == [
        "timings_ms", "runs", "error", "env", "dsl_version", "capture", "artifacts", "sass", "local_modules",
    ]  # fmt: skip
    assert WorkerResult.read(path) == result
    assert recorded_files(tmp_path) == ["/proj/kernels/relu.py"]


def test_a_traced_compiles_record_leaves_out_what_the_tracer_does_not_know(tmp_path: Path) -> None:
    """No lowered run: no artifacts; no nvdisasm beside it; no local modules (the capture cache
    keeps no traced compile); and `pending` names what its finishing process has to do."""
    run = {**_worker_result().runs[0], "input_ir": "", "input_bytecode": "pipeline/0-input.mlirbc"}
    traced = WorkerResult(
        timings_ms={"compile": 3.0},
        runs=(run,),  # type: ignore[arg-type]
        error={"kind": "ValueError", "message": "bad tile"},
        env={},
        dsl_version="4.5.3",
        capture={"requested": "auto", "pending": ["texts", "replay"]},
    )
    data = traced.to_json()
    assert "artifacts" not in data and "local_modules" not in data and data["sass"] is None
    assert WorkerResult.from_json(json.loads(json.dumps(data)), "result.json") == traced


@pytest.mark.parametrize(
    ("edit", "field"),
    [
        (lambda d: d["runs"][0].pop("input_ir"), "runs/0"),
        (lambda d: d.update(error={"kind": "ValueError"}), "error"),
        (lambda d: d["capture"].update(pending="texts"), "capture/pending"),
    ],
)
def test_a_malformed_result_is_one_error_naming_the_file_and_field(tmp_path: Path, edit, field: str) -> None:
    """The parent reads a worker's result.json by its type: a document of the wrong shape is one
    IrscopeError naming the file and the first field at fault, not a KeyError in the middle of
    assembling a bundle."""
    data = _worker_result().to_json()
    edit(data)
    files = Workdir(tmp_path)
    files.result.write_text(json.dumps(data))
    with pytest.raises(IrscopeError, match=f"^{files.result}: invalid worker result at {field}"):
        read_worker(files, 0, timed_out=False)
    assert recorded_files(tmp_path) == []  # the capture cache keys nothing on it
