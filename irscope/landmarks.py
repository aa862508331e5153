"""Name the lowering stages the way readers know them, whatever the installed DSL calls them.

The seed walkthrough names three stages: cute-expand-ops, convert-cute-algo-to-arch and
convert-to-llvm. Pass lists move between DSL releases (convert-cute-algo-to-arch exists only in
4.2.x; convert-to-llvm became one-shot-convert-to-llvm in 4.6), so each landmark is resolved
against the captured pipeline: by name where a pass still carries it, otherwise from the IR
itself (the pass after which no CuTe algorithm op such as cute.copy or
cute.tiled.copy.partition_S is left is the one that did the algorithm-to-arch lowering).

Also splits the pipeline into contiguous phases: cute, core, llvm, binary.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from irscope.bundle import Landmark, PassRecord

#: Ops that are CuTe algorithms (what convert-cute-algo-to-arch lowered), as opposed to layout
#: algebra or arch atoms. Matched as op uses, not type mentions.
_ALGO_OP = re.compile(r"(?m)^\s*(?:%[^=\n]+=\s*)?cute\.(?:copy|gemm|tiled\.[\w.]+)\(")

#: The display phases in pipeline order, as views title them.
PHASE_TITLES = {
    "cute": "CuTe",
    "core": "core: scf, arith, vector",
    "llvm": "LLVM / NVVM",
    "binary": "binary: PTX, cubin",
}

_LLVM_CONVERSIONS = ("convert-to-llvm", "one-shot-convert-to-llvm")
_BINARY_EMITTERS = ("cuda-to-binary", "gpu-module-to-binary", "cute-module-to-binary")


def _group_note(passes: Sequence[PassRecord], p: PassRecord) -> str:
    """'' for a pass observed singly; else which group it belongs to (1-based pass numbers)."""
    if p.group is None:
        return ""
    members = [i for i, q in enumerate(passes, start=1) if q.group == p.group]
    return (
        f"; it runs inside group {p.group} (passes {members[0]}-{members[-1]}), whose passes were observed "
        "only together: the exact IR is known only after the group's last pass"
    )


def _first(passes: Sequence[PassRecord], names: Sequence[str]) -> PassRecord | None:
    for p in passes:
        if p.name in names:
            return p
    return None


def has_algo_ops(ir_text: str) -> bool:
    return _ALGO_OP.search(ir_text) is not None


def resolve(
    passes: Sequence[PassRecord],
    read_ir: Callable[[str], str],
    input_ir: str | None,
) -> list[Landmark]:
    out: list[Landmark] = []
    expand = _first(passes, ["cute-expand-ops"])
    out.append(
        Landmark(
            "cute-expand-ops",
            expand.key if expand else None,
            "same name" + _group_note(passes, expand) if expand else "not in this pipeline",
        )
    )
    out.append(_resolve_algo_to_arch(passes, read_ir, input_ir))
    llvm = _first(passes, _LLVM_CONVERSIONS)
    if llvm is None:
        out.append(Landmark("convert-to-llvm", None, "no LLVM conversion pass in this pipeline"))
    else:
        how = "same name" if llvm.name == "convert-to-llvm" else f"renamed: {llvm.name} in this DSL version"
        out.append(Landmark("convert-to-llvm", llvm.key, how + " (first occurrence)" + _group_note(passes, llvm)))
    last = next((p for p in reversed(passes) if p.ir_member), None)
    out.append(Landmark("final", last.key if last else None, "the last pass with observed IR"))
    return out


def _resolve_algo_to_arch(
    passes: Sequence[PassRecord], read_ir: Callable[[str], str], input_ir: str | None
) -> Landmark:
    name = "convert-cute-algo-to-arch"
    same = _first(passes, [name])
    if same:
        return Landmark(name, same.key, "same name" + _group_note(passes, same))
    if input_ir is None or not has_algo_ops(input_ir):
        return Landmark(
            name, None, "this kernel has no CuTe algorithm ops (cute.copy, cute.gemm, cute.tiled.*) to lower"
        )
    for p in passes:
        if p.ir_member and not has_algo_ops(read_ir(p.ir_member)):
            how = f"absorbed: {p.name} lowers the CuTe algorithm ops (cute.copy, cute.tiled.*) in this DSL version"
            if p.exact is False:
                how = (
                    f"absorbed, by approximate replay: the CuTe algorithm ops (cute.copy, cute.tiled.*) are gone "
                    f"after {p.name} in the replay"
                )
            return Landmark(name, p.key, how + _group_note(passes, p))
    return Landmark(name, None, "no observed pass removed the CuTe algorithm ops")


def display_phases(passes: Sequence[PassRecord], landmarks: Sequence[Landmark]) -> list[str]:
    """cute | core | llvm | binary for each pass, as contiguous runs in pipeline order."""
    n = len(passes)
    index = {p.key: i for i, p in enumerate(passes)}
    llvm_at = next((index[m.pass_key] for m in landmarks if m.name == "convert-to-llvm" and m.pass_key), n)
    binary_at = next((i for i, p in enumerate(passes) if p.name in _BINARY_EMITTERS), n)
    llvm_at = min(llvm_at, binary_at)
    # CuTe runs up to the last cute-named pass (or the algo lowering) before the LLVM conversion.
    cute_end = -1
    for i, p in enumerate(passes[:llvm_at]):
        if "cute" in p.name:
            cute_end = i
    algo = next((m.pass_key for m in landmarks if m.name == "convert-cute-algo-to-arch" and m.pass_key), None)
    if algo is not None and index[algo] < llvm_at:
        cute_end = max(cute_end, index[algo])
    stages = []
    for i in range(n):
        if i >= binary_at:
            stages.append("binary")
        elif i >= llvm_at:
            stages.append("llvm")
        elif i <= cute_end:
            stages.append("cute")
        else:
            stages.append("core")
    return stages
