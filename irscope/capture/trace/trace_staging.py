"""A trace's staging area -> bundles in a store, and the one-line summary (no cutlass import).

    STAGING/compiles/<pid>-<seq>/   one compile, in the capture worker's format + trace.json
    STAGING/procs/<pid>.json        one Python process that started tracing (forks included)

Runs after the traced program has ended (the `irscope trace` parent), or at the end of a
`with irscope.trace():` block / pytest session. The same compile seen by two processes (a fork
recompiling what its parent compiled) is assembled once.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from irscope import bundle, store
from irscope.bounded_read import parse_json, read_file
from irscope.bundle_manifest import NO_DEVICE_CODE
from irscope.bundle_trace import TraceSpec, read_spec
from irscope.capture.assemble.assemble import assemble
from irscope.capture.trace import trace_library_arch
from irscope.capture.workdir import Workdir, read_json
from irscope.errors import IrscopeError
from irscope.registry import CaseInfo, CaseTarget

_ARCH = re.compile(r"^sm_[0-9]+[a-z]?$")


@dataclass(frozen=True)
class TracedBundle:
    label: str  # kernel:case@arch
    path: Path
    ok: bool
    device_code: bool = True  # False: an ok compile of a function that launches no kernel


@dataclass(frozen=True)
class TraceSummary:
    store_root: Path
    bundles: tuple[TracedBundle, ...]
    processes: int
    repeats: int  # compiles of a module already seen (no new bundle)
    skipped: tuple[str, ...] = field(default=())  # compiles that could not become bundles, with why
    internal_errors: tuple[str, ...] = field(default=())
    library: tuple[str, ...] = field(default=())  # the DSL's own functions whose compiles were left out
    library_arch: str = ""  # which of the DSL's own compiles ran for this GPU, not the arch asked for
    #: Bundles whose spec names arguments a rebuild cannot make: "label: first problem (and N more)".
    not_rebuildable: tuple[str, ...] = field(default=())

    def line(self) -> str:
        """The one line the traced program's stderr gets."""
        failed = sum(not b.ok for b in self.bundles)
        host_only = sum(not b.device_code for b in self.bundles)
        kernels = sorted({b.label.split(":", 1)[0] for b in self.bundles})
        procs = f"{self.processes} Python process" + ("es" if self.processes != 1 else "")
        text = f"irscope trace: {len(self.bundles)} bundle{'s' if len(self.bundles) != 1 else ''}"
        notes = [f"{failed} failed compile{'s' if failed != 1 else ''}"] if failed else []
        notes += [f"{host_only} with {NO_DEVICE_CODE}"] if host_only else []
        if notes:
            text += f" ({', '.join(notes)})"
        text += f" from {procs} in {self.store_root}"
        if self.repeats:
            text += f"; {self.repeats} repeated compile{'s' if self.repeats != 1 else ''} not recorded again"
        if kernels:
            text += ": " + ", ".join(kernels)
        if self.processes == 0:
            text += " (no Python process started tracing: was the command a Python program?)"
        if self.library:
            text += "; compiles of the DSL's own functions left out (--include-library records them): " + ", ".join(
                self.library
            )
        if self.library_arch:
            text += f"; {self.library_arch}"
        if self.not_rebuildable:
            count = len(self.not_rebuildable)
            text += f"; {count} recorded, not rebuildable (capture --from-trace names why): {self.not_rebuildable[0]}"
        if self.skipped:
            text += f"; {len(self.skipped)} not recorded: {self.skipped[0]}"
        if self.internal_errors:
            text += f"; tracer faults (the program was not affected): {self.internal_errors[0]}"
        return text


def assemble_staged(staging: Path, store_root: Path, *, with_sass: bool, nvdisasm: Path | None) -> TraceSummary:
    bundles: list[TracedBundle] = []
    skipped: list[str] = []
    not_rebuildable: list[str] = []
    seen: set[tuple[str, ...]] = set()
    repeats = 0
    processes = _processes(staging)
    for workdir in sorted((staging / "compiles").glob("*"), key=_order):
        trace_path = workdir / "trace.json"
        if not trace_path.is_file():
            skipped.append(f"{workdir.name}: the process ended inside the compile")
            continue
        try:
            trace = read_spec(trace_path)
        except IrscopeError as exc:
            skipped.append(str(exc))
            continue
        key = (trace.kernel, trace.case, trace.arch, trace.module_hash or "failed")
        if key in seen:
            repeats += 1
            continue
        seen.add(key)
        if not _ARCH.match(trace.arch):
            skipped.append(f"{trace.kernel}:{trace.case}: no target arch (set CUTE_DSL_ARCH or --arch)")
            continue
        selection = selection_of(trace)
        destination = store.bundle_destination(store_root, trace.kernel, trace.case, trace.arch)
        result_file = Workdir(workdir).result
        result = read_json(result_file) if result_file.is_file() else {}
        path = assemble(
            workdir,
            selection,
            destination,
            returncode=0,
            with_sass=with_sass,
            nvdisasm=nvdisasm,
            wall_ms=result.get("timings_ms", {}).get("compile"),
            trace=trace,
        )
        written = bundle.committed(path)
        bundles.append(TracedBundle(selection.label, path, written.ok, written.manifest.device_code))
        problems = trace.unrebuildable()
        if problems:
            more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
            not_rebuildable.append(f"{selection.label}: {problems[0]}{more}")
    errors = [e for p in processes.values() for e in p.get("internal_errors", [])]
    library = sorted({name for p in processes.values() for name in p.get("library", [])})
    retargeted = {k: v for p in processes.values() for k, v in p.get("library_arch", {}).get("retargeted", {}).items()}
    failed = {k: v for p in processes.values() for k, v in p.get("library_arch", {}).get("failed", {}).items()}
    gpu = next((p["library_arch"]["gpu"] for p in processes.values() if p.get("library_arch", {}).get("gpu")), None)
    repeats += sum(p.get("counts", {}).get("cache_hits", 0) for p in processes.values())
    unseen = sum(p.get("counts", {}).get("unseen", 0) for p in processes.values())
    stopped = sum(p.get("counts", {}).get("stopped", 0) for p in processes.values())
    if stopped:
        skipped.append(f"{stopped} compile(s) stopped by an interrupt (no bundle, as in a capture)")
    if unseen:
        skipped.append(f"{unseen} compile(s) returned without running the pass pipeline (served from a cache)")
    return TraceSummary(
        store_root,
        tuple(bundles),
        len(processes),
        repeats,
        tuple(skipped),
        tuple(errors),
        tuple(library),
        trace_library_arch.summary(retargeted, gpu, failed),
        tuple(not_rebuildable),
    )


def selection_of(trace: TraceSpec) -> CaseTarget:
    """The registry's view of a traced compile (what `assemble` and `capture` take)."""
    argv = " ".join(Path(a).name if i == 0 else a for i, a in enumerate(trace.argv))
    info = CaseInfo(
        kernel=trace.kernel,
        case=trace.case,
        source=trace.function.file,
        entry=trace.function.qualname,
        archs=(trace.arch,),
        dsl="",
        description=f"traced ({trace.how}) in: {argv}" if argv else f"traced ({trace.how})",
    )
    return CaseTarget(info, trace.arch)


def _order(workdir: Path) -> tuple[float, str]:
    try:
        return (workdir.stat().st_mtime, workdir.name)
    except OSError:
        return (time.time(), workdir.name)


def _processes(staging: Path) -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for path in sorted((staging / "procs").glob("*.json")):
        try:
            found[path.stem] = parse_json(read_file(path), str(path))
        except IrscopeError:
            found[path.stem] = {}
    return found
