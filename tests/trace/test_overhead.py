"""What the traced program pays for recording (docs/tracing.md, "Cost"): a compile's arguments are
described once, without making an MLIR context per tensor, and a Python process of a traced
command that never imports cutlass imports none of irscope's hooks."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO

needs_dsl = pytest.mark.skipif(importlib.util.find_spec("cutlass") is None, reason="nvidia-cutlass-dsl not installed")


def test_a_traced_python_process_that_never_compiles_imports_no_hooks(tmp_path: Path) -> None:
    """Every Python process of `irscope trace -- COMMAND` runs the boot; one that never imports
    cutlass (a helper script, a tool the tests start) should pay for reading the environment and
    registering, not for the hooks (on main its exit handler imported trace_hooks and the bundle
    modules: ~70 ms of CPU a process) nor importlib.abc (~13 ms)."""
    from irscope.capture.trace.process import BOOT_DIR, STAGING_ENV

    env = {
        **os.environ,
        STAGING_ENV: str(tmp_path / "staging"),
        "PYTHONPATH": os.pathsep.join([str(BOOT_DIR), str(REPO)]),
    }
    proc = subprocess.run([sys.executable, "-X", "importtime", "-c", "pass"], env=env, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    imported = {line.split("|")[-1].strip() for line in proc.stderr.splitlines() if line.startswith("import time:")}
    assert "irscope.capture.trace.process" in imported  # the boot ran
    assert (tmp_path / "staging" / "procs" / f"{proc_pid(tmp_path)}.json").is_file()
    assert not {"irscope.capture.trace.hooks", "irscope.bundle", "importlib.abc"} & imported


def proc_pid(tmp_path: Path) -> str:
    (found,) = (tmp_path / "staging" / "procs").glob("*.json")
    return found.stem


@needs_dsl
def test_arguments_are_described_once_without_a_context_per_tensor(monkeypatch: pytest.MonkeyPatch) -> None:
    """The dedup key (where the DSL gives no module hash) and trace.json take one description of
    the arguments; describing three tensors outside a compile makes at most one MLIR context for
    the process, inside one none (on main: two descriptions, a context per tensor each, ~9 ms
    apiece)."""
    import cutlass
    from cutlass._mlir import ir
    from cutlass.cute.runtime import make_fake_compact_tensor

    from irscope.capture.trace import hooks as trace_hooks
    from irscope.capture.trace import signature

    made: list[object] = []
    original_init = ir.Context.__init__

    def counting_init(self: object, *args: object, **kwargs: object) -> None:
        made.append(self)
        original_init(self, *args, **kwargs)

    monkeypatch.setattr(ir.Context, "__init__", counting_init)
    described: list[object] = []
    original_describe = signature.describe_call

    def counting_describe(*args: object, **kwargs: object) -> object:
        described.append(args)
        return original_describe(*args, **kwargs)

    monkeypatch.setattr(signature, "describe_call", counting_describe)

    def add(a: object, b: object, c: object) -> None:
        pass

    tensors = tuple(make_fake_compact_tensor(cutlass.Float32, (64, 32), stride_order=(1, 0)) for _ in range(3))
    frame = trace_hooks._Frame(add, tensors, {}, "cute.compile")
    trace_hooks._signature_digest(frame)
    spec = trace_hooks._spec(frame, "sm_90a", module_hash=None)
    assert len(described) == 1
    assert [p["kind"] for p in spec.call["params"]] == ["tensor"] * 3
    assert len(made) <= 1
    with ir.Context():
        before = len(made)
        signature.describe_call(add, tensors, {})
        assert len(made) == before
