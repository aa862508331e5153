"""`irscope capture --from-trace SOURCE`: recompile traced compiles from their specs.

Parent side (no cutlass import). A SOURCE is a trace bundle, a store (the newest bundle of each
kernel:case@arch that holds a trace.json), a spec file, or a folder of spec files (what
`irscope trace --specs DIR` writes and a project commits: DIR/KERNEL/CASE@ARCH.json). Each spec is
checked against its schema; a spec whose arguments cannot all be rebuilt, or that names a
module the import policy (trace_imports) does not allow, is refused with one line per argument
or module, saying why; the rest go to the ordinary capture workers, which rebuild the call with
fake tensors (rebuild.build) instead of reading CASES.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from irscope import archs as archs_mod
from irscope import bundle, store
from irscope.bundle import load_spec
from irscope.bundle.trace_spec import TraceSpec
from irscope.capture.rebuild.build import refusals
from irscope.capture.rebuild.imports import ImportPolicy
from irscope.capture.trace.labels import selection_of
from irscope.errors import IrscopeError
from irscope.registry import CaseTarget

#: Spec files in a folder: DIR/KERNEL/CASE@ARCH.json (and any *.json one level up or down).
SPEC_GLOBS = ("*.json", "*/*.json")


@dataclass(frozen=True)
class Recapture:
    selections: list[CaseTarget]
    traces: dict[str, Path]  # selection label -> the spec document (a bundle's trace.json or a spec file)
    # compile (kernel:case@arch, or the spec file its schema refused) -> one line per argument or
    # module that keeps it from being rebuilt, each naming the compile
    refusals: dict[str, list[str]]

    @property
    def refused(self) -> list[str]:
        return [line for lines in self.refusals.values() for line in lines]


def traced_specs(target: Path) -> list[Path]:
    """The spec documents of a bundle, a store or a folder of spec files."""
    if target.is_file():
        return [target]
    if (target / bundle.MANIFEST).is_file():
        found = [target]
    elif target.is_dir():
        found = store.all_latest(target)
    else:
        raise IrscopeError(f"{target}: no such bundle, store or spec file")
    specs = [b / rel for b in found if (rel := bundle.load(b).manifest.artifacts.get("trace"))]
    if not found:
        specs = sorted({p for pattern in SPEC_GLOBS for p in target.glob(pattern) if p.is_file()})
    if not specs:
        raise IrscopeError(
            f"{target}: holds no traced bundle or spec file (make some with `irscope trace -- python prog.py`)"
        )
    return specs


def plan(targets: list[Path], archs: list[str], policy: ImportPolicy) -> Recapture:
    selections: list[CaseTarget] = []
    traces: dict[str, Path] = {}
    refused: dict[str, list[str]] = {}
    for target in targets:
        for path in traced_specs(target):
            try:
                spec = load_spec(path)
            except IrscopeError as exc:
                refused[str(path)] = [str(exc)]
                continue
            problems = spec.unrebuildable() + import_problems(spec, policy)
            if problems:
                refused[spec.label] = [f"{path}: {spec.label}: {p}" for p in problems]
                continue
            for arch in archs or [spec.arch]:
                archs_mod.check_arch(arch)
                sel = selection_of(replace(spec, arch=arch))
                if sel.label not in traces:
                    selections.append(sel)
                    traces[sel.label] = path
    return Recapture(selections, traces, refused)


def import_problems(spec: TraceSpec, policy: ImportPolicy) -> list[str]:
    """One line per name the rebuild would refuse (checked here, without importing): a module
    the policy does not allow, a name resolve.py's rule does not take for its kind."""
    return refusals(spec, policy)


def traced_plan(ref: store.KernelRef, root: Path, policy: ImportPolicy) -> Recapture | None:
    """The recapture of `ref` when the store's newest bundles of it are traced ones, else None."""
    found = [p for p in store.latest_bundles(root, ref) if bundle.load(p).manifest.artifacts.get("trace")]
    if not found:
        return None
    return plan(found, [ref.arch] if ref.arch else [], policy)
