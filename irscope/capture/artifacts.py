"""PTX for DSL releases whose pipeline never materializes it (4.2.x: gpu-module-to-binary{format=bin}).

The real compile's cubin is read from its `gpu.binary` op (hooks.binary_objects). PTX does not
exist anywhere in that run, so it comes from a side run after the real compile: the same pipeline
text with one option switched, `cubin-format=bin` -> `cubin-format=isa`, on an exact bytecode
copy of the module the real pipeline started from. Before running, `str(pm)` of the side
pipeline is compared with the real one pass by pass: exactly one pass may differ, and only by
`format=bin` -> `format=isa`; otherwise no PTX is produced (and the manifest says why).
"""

from __future__ import annotations

import re
import tempfile
from dataclasses import dataclass

from irscope.capture.hooks import PipelineRun, binary_objects, real_pass_manager
from irscope.pipeline_text import differing, parse_pipeline, with_dump_paths

_BIN_FORMAT = re.compile(r"\bcubin-format=bin\b")


@dataclass(frozen=True)
class SideRunPtx:
    ptx: dict[str, str] | None  # gpu.binary symbol -> PTX text; None when not produced
    detail: str  # how it was obtained, or why not


def isa_side_run(run: PipelineRun) -> SideRunPtx:
    if not run.input_bytecode:
        return SideRunPtx(None, "no copy of the pipeline's input module")
    if not _BIN_FORMAT.search(run.text):
        return SideRunPtx(None, "the pipeline has no cubin-format=bin option to switch to isa")
    from cutlass._mlir import ir

    with tempfile.TemporaryDirectory(prefix="irscope-isa-") as scratch, ir.Context():
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
