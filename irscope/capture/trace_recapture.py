"""`irscope capture --from-trace STORE|BUNDLE`: recompile traced compiles from their specs.

Parent side (no cutlass import): finds the traced bundles (those with a trace.json; in a store,
the newest of each kernel:case@arch), refuses the ones whose spec names an argument that cannot
be rebuilt (one line per argument, saying why), and hands the rest to the ordinary capture
workers, which rebuild the call with fake tensors (trace_rebuild) instead of reading CASES.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from irscope import archs as archs_mod
from irscope import bundle, store
from irscope.capture.trace_rebuild import unrebuildable
from irscope.capture.trace_staging import selection_of
from irscope.errors import IrscopeError
from irscope.registry import Selection


@dataclass(frozen=True)
class Recapture:
    selections: list[Selection]
    traces: dict[str, Path]  # selection label -> trace.json
    refused: list[str]  # one line per bundle whose arguments cannot all be rebuilt


def traced_bundles(target: Path) -> list[Path]:
    """A bundle directory, or every newest bundle of a store, that holds a trace.json."""
    if (target / bundle.MANIFEST).is_file():
        found = [target]
    elif target.is_dir():
        found = store.all_latest(target)
    else:
        raise IrscopeError(f"{target}: no such bundle or store")
    traced = [b for b in found if bundle.load(b).manifest["artifacts"].get("trace")]
    if not traced:
        raise IrscopeError(f"{target}: holds no traced bundle (make some with `irscope trace -- python prog.py`)")
    return traced


def plan(targets: list[Path], archs: list[str]) -> Recapture:
    selections: list[Selection] = []
    traces: dict[str, Path] = {}
    refused: list[str] = []
    for target in targets:
        for path in traced_bundles(target):
            b = bundle.load(path)
            spec = b.trace() or {}
            problems = unrebuildable(spec)
            if problems:
                refused.extend(f"{b.label}: {p}" for p in problems)
                continue
            for arch in archs or [spec["arch"]]:
                archs_mod.check_arch(arch)
                sel = selection_of({**spec, "arch": arch})
                if sel.label not in traces:
                    selections.append(sel)
                    traces[sel.label] = path / b.manifest["artifacts"]["trace"]
    return Recapture(selections, traces, refused)


def traced_plan(ref: store.KernelRef, root: Path) -> Recapture | None:
    """The recapture of `ref` when the store's newest bundles of it are traced ones, else None."""
    found = [p for p in store.latest_bundles(root, ref) if bundle.load(p).manifest["artifacts"].get("trace")]
    if not found:
        return None
    return plan(found, [ref.arch] if ref.arch else [])
