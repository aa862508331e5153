"""Tracing a program of tests/trace_programs/ and rebuilding its trace, as a user would (the CLI
in subprocesses): shared by the trace tests and their session fixtures (tests/conftest.py)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.helpers import REPO

PROGRAMS = REPO / "tests" / "trace_programs"
ARCH = "sm_90a"
#: How the line `irscope trace` shows while it finishes compiles after the program begins
#: (trace.finish.ProgressLine); in a pipe it may come or not, by how long the finishing takes.
PROGRESS = "irscope trace: finishing the recorded compiles"


def without_progress(stderr: str) -> list[str]:
    """The lines of a traced run's stderr (stdout under pytest's plugin), without irscope's progress lines."""
    return [line for line in stderr.splitlines() if not line.startswith(PROGRESS)]


@dataclass(frozen=True)
class Traced:
    proc: subprocess.CompletedProcess[str]
    store: Path
    specs: Path  # empty unless the trace wrote specs


def irscope(*args: str, cwd: Path = REPO, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    full = {**os.environ, "COLUMNS": "200", "CUTE_DSL_ARCH": ARCH, **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "irscope", *args], cwd=cwd, env=full, capture_output=True, text=True, timeout=1800
    )


def trace_program(work: Path, program: str, *options: str) -> Traced:
    """`irscope trace --arch sm_90a --out WORK/store [--specs WORK/specs] -- python PROGRAM`."""
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")
    extra = [("--specs", str(work / "specs")) if o == "--specs" else (o,) for o in options]
    cmd = ["trace", "--arch", ARCH, "--out", str(work / "store"), *(w for group in extra for w in group)]
    proc = irscope(*cmd, "--", sys.executable, str(PROGRAMS / program))
    if not proc.stderr.splitlines() or not proc.stderr.splitlines()[-1].startswith("irscope trace:"):
        pytest.fail(f"irscope trace of {program} failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}")
    return Traced(proc, work / "store", work / "specs")


def bundles(store: Path) -> dict[str, Path]:
    """label -> newest bundle of every kernel:case@arch in a store."""
    from irscope import bundle
    from irscope import store as store_mod

    return {bundle.load(p).label: p for p in store_mod.all_latest(store)}


def code_digests(b, root: Path) -> dict[str, object]:  # noqa: ANN001 - bundle.Bundle
    """What identical code means for a traced compile and its rebuild elsewhere: the digests of its
    PTX (source paths under `root`, the program's directory, made relative: a line-info compile
    names its files), its cubin (left out with line info: it embeds those paths) and its SASS as
    this machine's nvdisasm prints the cubin."""
    import hashlib

    from irscope import disassembler

    def digest(data: str | bytes | None) -> str | None:
        return None if data is None else hashlib.sha256(data.encode() if isinstance(data, str) else data).hexdigest()

    spec = b.trace()
    lineinfo = spec is not None and "--generate-line-info" in spec.options
    ptx = b.ptx()
    cubin = b.artifact_path("cubin")
    nvdisasm = disassembler.find_nvdisasm()
    return {
        "ok": b.ok,
        "lineinfo": lineinfo,
        "ptx_sha256": digest(ptx.replace(f"{root}/", "") if ptx is not None else None),
        "cubin_sha256": digest(cubin.read_bytes()) if cubin and not lineinfo else None,
        "sass_sha256": digest(_without_debug(disassembler.disassemble(cubin, nvdisasm)))
        if cubin and nvdisasm
        else None,
    }


def _without_debug(sass: str) -> str:
    """The disassembly without its debug sections (line tables hold the source paths)."""
    kept, skipping = [], False
    for line in sass.splitlines():
        if line.startswith("//-----"):
            skipping = ".debug_" in line or ".nv_debug" in line
        if not skipping:
            kept.append(line)
    return "\n".join(kept)
