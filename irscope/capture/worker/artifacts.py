"""Where a capture's PTX and cubin come from, and their disassembly (worker side).

The DSL's own dumps (CUTE_DSL_KEEP / KEEP_PTX) where it writes them. Releases that dump neither
(4.2.x) run `gpu-module-to-binary{format=bin}`: the real compile's cubin is then read from its
`gpu.binary` op right after the pipeline (hooks.binary_objects), and PTX, which does not
exist anywhere in that run, so it comes from a side run after the real compile: the same pipeline
text with one option switched, `cubin-format=bin` -> `cubin-format=isa`, on an exact bytecode
copy of the module the real pipeline started from. Before running, `str(pm)` of the side
pipeline is compared with the real one pass by pass: exactly one pass may differ, and only by
`format=bin` -> `format=isa`; otherwise no PTX is produced (and the manifest says why).
"""

from __future__ import annotations

import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from irscope import disassembler
from irscope.capture.pipeline_hooks import PipelineRun, binary_objects, real_pass_manager
from irscope.capture.workdir import SASS_ERR, SASS_OUT, SASS_RC, Workdir
from irscope.capture.worker_result import Artifact, SassRun
from irscope.pipeline_text import differing, parse_pipeline, with_dump_paths

_BIN_FORMAT = re.compile(r"\bcubin-format=bin\b")


@dataclass(frozen=True)
class SideRunPtx:
    ptx: dict[str, str] | None  # gpu.binary symbol -> PTX text; None when not produced
    detail: str  # how it was obtained, or why not


def isa_side_run(run: PipelineRun, workdir: Path) -> SideRunPtx:
    if not run.input_bytecode:
        return SideRunPtx(None, "no copy of the pipeline's input module")
    if not _BIN_FORMAT.search(run.text):
        return SideRunPtx(None, "the pipeline has no cubin-format=bin option to switch to isa")
    from cutlass._mlir import ir

    # Inside the workdir, which the parent removes even when this process is killed.
    with tempfile.TemporaryDirectory(prefix="isa-", dir=workdir) as scratch, ir.Context():
        text = with_dump_paths(_BIN_FORMAT.sub("cubin-format=isa", run.text, count=1), scratch)
        pm = real_pass_manager().parse(text)
        real = parse_pipeline(with_dump_paths(run.expanded, scratch))
        side = parse_pipeline(with_dump_paths(str(pm), scratch))
        diff = differing(real, side)
        if diff is None or len(diff) != 1:
            return SideRunPtx(None, f"switching cubin-format changed {diff if diff else 'the pass count'}: no side run")
        a, b = real[diff[0]], side[diff[0]]
        if a.name != b.name or a.options.replace("format=bin", "format=isa", 1) != b.options:
            return SideRunPtx(None, f"switching cubin-format changed more than {a.name}'s format: no side run")
        module = ir.Module.parse(run.input_bytecode)
        pm.enable_verifier(False)  # as the DSL runs its pipeline
        pm.run(module.operation)
        objects = binary_objects(module.operation)
    # The isa object is the PTX text, NUL-padded.
    ptx = {sym: data.rstrip(b"\0").decode("utf-8", errors="replace") for sym, data in objects.items()}
    return SideRunPtx(
        ptx or None,
        f"side run of the real pipeline with only {a.name}{{format=bin}} -> {{format=isa}} (checked on str(pm))",
    )


class Outputs:
    """The PTX and cubin of one capture (files under the worker's directory, with provenance)."""

    def __init__(self, workdir: Path | Workdir, nvdisasm: str | None) -> None:
        files = Workdir.of(workdir)
        self.workdir = files.path
        self.dump = files.dump
        self.extracted = files.extracted
        self.disassembly = Disassembly(files.path, nvdisasm)

    def pipeline_done(self, run: Any) -> None:
        """Right after the pipeline, inside the compile: start disassembling its cubin."""
        cubin = self._cubin(run)
        if cubin is not None:
            self.disassembly.start(self.workdir / cubin["file"])

    def _cubin(self, run: Any) -> Artifact | None:
        dumped = sorted(self.dump.glob("*.cubin"))
        if dumped:
            return {"file": str(dumped[-1].relative_to(self.workdir)), "provenance": "dsl-dump"}
        if not run.binaries:
            return None
        symbol, data = next(iter(run.binaries.items()))
        self.extracted.mkdir(exist_ok=True)
        path = self.extracted / f"{symbol}.cubin"
        # Asked twice (during the run, then after it): never rewrite the file in place, since the
        # background nvdisasm may already be reading it (a truncated cubin is "not readable").
        if not (path.is_file() and path.read_bytes() == data):
            tmp = path.with_suffix(".cubin.tmp")
            tmp.write_bytes(data)
            tmp.replace(path)
        more = f" ({len(run.binaries)} objects; the first kept)" if len(run.binaries) > 1 else ""
        return {
            "file": str(path.relative_to(self.workdir)),
            "provenance": "gpu-binary-op",
            "detail": f"the gpu.binary op @{symbol} of the real pipeline's output{more}",
        }

    def artifacts(self, run: Any) -> dict[str, Artifact]:
        found: dict[str, Artifact] = {}
        cubin = self._cubin(run)  # again: a dump the DSL wrote after the pipeline takes precedence
        if cubin is not None:
            found["cubin"] = cubin
        dumped = sorted(self.dump.glob("*.ptx"))
        if dumped:
            found["ptx"] = {"file": str(dumped[-1].relative_to(self.workdir)), "provenance": "dsl-dump"}
            return found
        side = isa_side_run(run, self.workdir)
        if side.ptx:
            symbol, text = next(iter(side.ptx.items()))
            self.extracted.mkdir(exist_ok=True)
            path = self.extracted / f"{symbol}.ptx"
            path.write_text(text)
            found["ptx"] = {
                "file": str(path.relative_to(self.workdir)),
                "provenance": "isa-side-run",
                "detail": side.detail,
            }
        else:
            found["ptx"] = {"file": "", "provenance": "none", "detail": side.detail}
        return found


class Disassembly:
    """nvdisasm on the cubin, started as soon as the pipeline has produced it, never waited for here.

    nvdisasm needs ~0.2 s even for a tiny cubin (its sm_90a decoder set-up; an empty raw binary
    costs the same). It runs detached while cute.compile finishes,
    the worker exits and the parent assembles the IR; it leaves its exit status in `sass.rc`
    (written last, by rename), which the parent waits for, and its stderr in `sass.err`. It is
    the only nvdisasm run of this cubin: a failure is reported, not retried. Without it (no
    cubin during the compile), the parent disassembles.
    """

    def __init__(self, workdir: Path, nvdisasm: str | None) -> None:
        self.workdir = workdir
        self.nvdisasm = nvdisasm
        self.started = False
        self.cubin: Path | None = None

    def start(self, cubin: Path) -> None:
        if not self.nvdisasm or self.started:
            return
        self.cubin = cubin
        script = f'cd "$1" && shift && "$@" > {SASS_OUT} 2> {SASS_ERR}; echo $? > {SASS_RC}.tmp && mv {SASS_RC}.tmp {SASS_RC}'
        subprocess.Popen(
            ["sh", "-c", script, "sh", str(self.workdir), self.nvdisasm, *disassembler.OPTIONS, str(cubin)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            # It outlives the worker's os._exit, in the worker's process group: the parent waits
            # for it until the case's deadline and then kills that group, nvdisasm included.
        )
        self.started = True

    def describe(self) -> SassRun | None:
        if not self.started:
            return None
        return {"cubin": str(self.cubin.relative_to(self.workdir)) if self.cubin else None, "status_file": SASS_RC}
