"""A trace's staging area -> bundles in a store, and the one-line summary (no cutlass import).

    STAGING/compiles/<pid>-<seq>/   one compile, in the capture worker's format + trace.json
    STAGING/procs/<pid>.json        one Python process that started tracing (forks included)
    STAGING/finish.log              what the processes finishing the compiles printed

Runs after the traced program has ended (the `irscope trace` parent, whose Finisher has been
finishing compiles beside the program), or at the end of a `with irscope.trace():` block / pytest
session: trace_finish does the work, in other processes; this sums it up.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from irscope.bounded_read import parse_json, read_file
from irscope.bundle_manifest import NO_DEVICE_CODE
from irscope.capture.trace import trace_library_arch
from irscope.capture.trace.trace_finish import Finisher
from irscope.errors import IrscopeError


@dataclass(frozen=True)
class TracedBundle:
    label: str  # kernel:case@arch
    path: Path
    ok: bool
    device_code: bool = True  # False: an ok compile of a function that launches no kernel


@dataclass(frozen=True)
class LoadedKernels:
    """Kernels the program loaded without compiling (trace_cache_loads): not recorded."""

    source: str  # trace_cache_loads.FILE_CACHE | COMPILED_OBJECT
    path: str
    kernels: tuple[str, ...]  # () where the object's kernels could not be read

    def line(self) -> str:
        names = ", ".join(self.kernels) if self.kernels else "(its kernels' names could not be read)"
        return f"irscope trace: loaded without compiling, not recorded: {self.path} ({self.source}): {names}"


#: Loaded objects named one per line before the summary; the rest are counted.
LOADED_LINES = 20


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
    #: Kernels loaded without compiling that no bundle of this trace holds.
    loaded: tuple[LoadedKernels, ...] = field(default=())
    keep_caches: bool = False  # --keep-program-caches: the program read its caches
    #: Staging folders in the store that a killed trace left (trace_resume.left_behind).
    left_behind: int = 0

    def lines(self) -> list[str]:
        """What the traced program's stderr gets: the loaded objects, one a line, then `line()`."""
        named = [entry.line() for entry in self.loaded[:LOADED_LINES]]
        if len(self.loaded) > LOADED_LINES:
            named.append(f"irscope trace: and {len(self.loaded) - LOADED_LINES} more objects loaded without compiling")
        return [*named, self.line()]

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
        if self.loaded:
            text += f"; {self._loaded_clause()}"
        if self.not_rebuildable:
            count = len(self.not_rebuildable)
            text += f"; {count} recorded, not rebuildable (capture --from-trace names why): {self.not_rebuildable[0]}"
        if self.skipped:
            text += f"; {len(self.skipped)} not recorded: {self.skipped[0]}"
        if self.internal_errors:
            text += f"; tracer faults (the program was not affected): {self.internal_errors[0]}"
        if self.left_behind:
            traces = (
                "trace was killed before finishing what it"
                if self.left_behind == 1
                else "traces were killed before finishing what they"
            )
            text += (
                f"; {self.left_behind} earlier {traces} recorded: "
                f"`irscope trace --finish --out {shlex.quote(str(self.store_root))}` makes their bundles"
            )
        return text

    def _loaded_clause(self) -> str:
        count = sum(len(entry.kernels) or 1 for entry in self.loaded)
        them = "them" if count != 1 else "it"
        text = f"{count} kernel{'s' if count != 1 else ''} loaded without compiling, not recorded (named above): "
        if self.keep_caches:
            return text + f"--keep-program-caches let the program read its caches: trace without it to compile {them}"
        return text + (
            "from a cache irscope does not turn off, or an object the program ships: make the program "
            f"compile {them} (turn that cache off) to record {them}"
        )


def assemble_staged(
    staging: Path,
    store_root: Path,
    *,
    with_sass: bool,
    nvdisasm: Path | None,
    finisher: Finisher | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> TraceSummary:
    """Finish every compile recorded in `staging` into `store_root` (those `finisher` has taken
    while the program ran included) and summarize the run."""
    from irscope import store

    store.create(store_root)
    finisher = finisher or Finisher(staging, store_root, with_sass, nvdisasm)
    done = finisher.finish(progress)
    bundles: list[TracedBundle] = []
    skipped = list(finisher.skipped)
    errors: list[str] = []
    recorded: set[str] = set()  # the kernel functions of the bundles written
    not_rebuildable: list[str] = []
    for finished in done:
        if finished.path is None:
            (errors if finished.internal else skipped).append(f"{finished.label}: {finished.error}")
            continue
        bundles.append(TracedBundle(finished.label, finished.path, finished.ok, finished.device_code))
        recorded.update(finished.functions)
        problems = finished.trace.unrebuildable() if finished.trace else []
        if problems:
            more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
            not_rebuildable.append(f"{finished.label}: {problems[0]}{more}")
    processes = _processes(staging)
    errors = [e for p in processes.values() for e in p.get("internal_errors", [])] + errors + finisher.faults
    library = sorted({name for p in processes.values() for name in p.get("library", [])})
    retargeted = {k: v for p in processes.values() for k, v in p.get("library_arch", {}).get("retargeted", {}).items()}
    failed = {k: v for p in processes.values() for k, v in p.get("library_arch", {}).get("failed", {}).items()}
    gpu = next((p["library_arch"]["gpu"] for p in processes.values() if p.get("library_arch", {}).get("gpu")), None)
    repeats = finisher.repeats + sum(p.get("counts", {}).get("cache_hits", 0) for p in processes.values())
    # A compile served from the DSL's file cache ran no pipeline: named among the loads instead.
    unseen = sum(
        max(0, p.get("counts", {}).get("unseen", 0) - p.get("counts", {}).get("file_cache_loads", 0))
        for p in processes.values()
    )
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
        _not_recorded(processes, recorded),
        any(p.get("keep_caches") for p in processes.values()),
    )


def _not_recorded(processes: dict[str, dict[str, Any]], recorded: set[str]) -> tuple[LoadedKernels, ...]:
    """Each object loaded without compiling (once, in load order), unless every kernel in it is
    one this trace recorded (a program that compiles a kernel, exports it and loads it back)."""
    found: dict[tuple[str, str], LoadedKernels] = {}
    for p in processes.values():
        for load in p.get("loads", []):
            entry = LoadedKernels(load["source"], load["path"], tuple(load["kernels"]))
            if entry.kernels and set(entry.kernels) <= recorded:
                continue
            found.setdefault((entry.source, entry.path), entry)
    return tuple(found.values())


def _processes(staging: Path) -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for path in sorted((staging / "procs").glob("*.json")):
        try:
            found[path.stem] = parse_json(read_file(path), str(path))
        except IrscopeError:
            found[path.stem] = {}
    return found
