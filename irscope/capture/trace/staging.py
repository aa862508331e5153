"""A trace's staging area -> bundles in a store, and the one-line summary (no cutlass import).

    STAGING/compiles/<pid>-<seq>/   one compile, in the capture worker's format + trace.json
    STAGING/procs/<pid>.json        one Python process that started tracing (forks included)
    STAGING/finish.log              what the processes finishing the compiles printed

Runs after the traced program has ended (the `irscope trace` parent, whose Finisher has been
finishing compiles beside the program), or at the end of a `with irscope.trace():` block / pytest
session: trace_finish does the work, in other processes; this sums it up.
"""

from __future__ import annotations

import os
import shlex
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from irscope.bundle.manifest import NO_DEVICE_CODE
from irscope.capture.trace import library_arch as trace_library_arch
from irscope.capture.trace import process_record
from irscope.capture.trace.finish import Finished, Finisher
from irscope.capture.trace.process_record import ProcessRecord
from irscope.errors import IrscopeError
from irscope.path_kinds import is_real_dir


@dataclass(frozen=True)
class TracedBundle:
    label: str  # kernel:case@arch
    path: Path
    ok: bool
    device_code: bool = True  # False: an ok compile of a function that launches no kernel


@dataclass(frozen=True)
class LoadedKernels:
    """Kernels the program loaded without compiling (trace.cache_loads): not recorded."""

    source: str  # trace.cache_loads.FILE_CACHE | COMPILED_OBJECT
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
    #: Staging folders in the store that a killed trace left (trace.resume.left_behind).
    left_behind: int = 0
    #: Traced processes still running when the program ended (a daemon it left behind), by pid.
    outliving: tuple[int, ...] = field(default=())

    def lines(self) -> list[str]:
        """What the traced program's stderr gets: the loaded objects, one a line, then `line()`."""
        named = [entry.line() for entry in self.loaded[:LOADED_LINES]]
        if len(self.loaded) > LOADED_LINES:
            named.append(f"irscope trace: and {len(self.loaded) - LOADED_LINES} more objects loaded without compiling")
        return [*named, self.line()]

    def line(self) -> str:
        """The one line the traced program's stderr gets: what was made, then a clause for each
        thing left out of it or gone wrong."""
        text = f"irscope trace: {self._made()} from {_counted(self.processes, 'Python process', 'es')} in {self.store_root}"
        # The kernels right after the bundles they name: after another clause they would read as its.
        text += self._kernels()
        if self.repeats:
            text += f"; {_counted(self.repeats, 'repeated compile')} not recorded again"
        return text + "".join(f"; {clause}" for clause in self._left_out() + self._gone_wrong())

    def _made(self) -> str:
        """The bundles, with how many of them hold a failed compile or no device code."""
        failed = sum(not b.ok for b in self.bundles)
        host_only = sum(not b.device_code for b in self.bundles)
        notes = [_counted(failed, "failed compile")] if failed else []
        notes += [f"{host_only} with {NO_DEVICE_CODE}"] if host_only else []
        made = _counted(len(self.bundles), "bundle")
        return f"{made} ({', '.join(notes)})" if notes else made

    def _kernels(self) -> str:
        """The kernels recorded, by name; or why there can be none."""
        kernels = sorted({b.label.split(":", 1)[0] for b in self.bundles})
        text = ": " + ", ".join(kernels) if kernels else ""
        if self.processes == 0 and not self.bundles:  # a bundle was traced by some process
            text += " (no Python process started tracing: was the command a Python program?)"
        return text

    def _left_out(self) -> list[str]:
        """Compiles the program made, or kernels it used, that were not recorded by design."""
        clauses = []
        if self.library:
            library = ", ".join(self.library)
            clauses.append(f"compiles of the DSL's own functions left out (--include-library records them): {library}")
        if self.library_arch:
            clauses.append(self.library_arch)
        if self.loaded:
            clauses.append(self._loaded_clause())
        return clauses

    def _gone_wrong(self) -> list[str]:
        """What did not become a usable bundle, each with its first case; what killed traces left."""
        clauses = []
        if self.not_rebuildable:
            clauses.append(
                f"{len(self.not_rebuildable)} recorded, not rebuildable (capture --from-trace names why): "
                f"{self.not_rebuildable[0]}"
            )
        if self.skipped:
            clauses.append(f"{len(self.skipped)} not recorded: {self.skipped[0]}")
        if self.internal_errors:
            clauses.append(f"tracer faults (the program was not affected): {self.internal_errors[0]}")
        if self.left_behind:
            clauses.append(self._left_behind_clause())
        if self.outliving:
            pids = ", ".join(map(str, self.outliving[:8])) + (", ..." if len(self.outliving) > 8 else "")
            whose = "its" if len(self.outliving) == 1 else "their"
            clauses.append(
                f"{_counted(len(self.outliving), 'traced process', 'es')} still running when the program ended "
                f"(pid {pids}): {whose} compiles from then on are not recorded"
            )
        return clauses

    def _left_behind_clause(self) -> str:
        traces = (
            "trace was killed before finishing what it"
            if self.left_behind == 1
            else "traces were killed before finishing what they"
        )
        return (
            f"{self.left_behind} earlier {traces} recorded: "
            f"`irscope trace --finish --out {shlex.quote(str(self.store_root))}` makes their bundles"
        )

    def _loaded_clause(self) -> str:
        count = sum(len(entry.kernels) or 1 for entry in self.loaded)
        them = "them" if count != 1 else "it"
        text = f"{_counted(count, 'kernel')} loaded without compiling, not recorded (named above): "
        if self.keep_caches:
            return text + f"--keep-program-caches let the program read its caches: trace without it to compile {them}"
        return text + (
            "from a cache irscope does not turn off, or an object the program ships: make the program "
            f"compile {them} (turn that cache off) to record {them}"
        )


def _counted(count: int, noun: str, plural: str = "s") -> str:
    return f"{count} {noun}{plural if count != 1 else ''}"


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
    done = Outcomes.of(finisher.finish(progress))
    processes = ProcessRecords.read(staging)
    return TraceSummary(
        store_root,
        done.bundles,
        processes=len(processes.records) + len(processes.unreadable),
        repeats=finisher.repeats + processes.count("cache_hits"),
        skipped=(*finisher.skipped, *done.skipped, *processes.not_run()),
        internal_errors=(*processes.internal_errors(), *done.faults, *finisher.faults),
        library=processes.library(),
        library_arch=processes.library_arch(),
        not_rebuildable=done.not_rebuildable,
        loaded=processes.not_recorded(done.functions),
        keep_caches=processes.keep_caches(),
    )


@dataclass(frozen=True)
class Outcomes:
    """The finished compiles, by what became of each."""

    bundles: tuple[TracedBundle, ...]
    skipped: tuple[str, ...]  # "label: why", for a compile that could not become a bundle
    faults: tuple[str, ...]  # as `skipped`, where the fault was irscope's
    functions: frozenset[str]  # the kernel functions of the bundles written
    #: "label: first problem (and N more)", for a bundle whose spec a rebuild cannot make.
    not_rebuildable: tuple[str, ...]

    @classmethod
    def of(cls, done: list[Finished]) -> Outcomes:
        bundles: list[TracedBundle] = []
        skipped: list[str] = []
        faults: list[str] = []
        functions: set[str] = set()
        not_rebuildable: list[str] = []
        for finished in done:
            if finished.path is None:
                (faults if finished.internal else skipped).append(f"{finished.label}: {finished.error}")
                continue
            bundles.append(TracedBundle(finished.label, finished.path, finished.ok, finished.device_code))
            functions.update(finished.functions)
            not_rebuildable += _rebuild_problems(finished)
        return cls(tuple(bundles), tuple(skipped), tuple(faults), frozenset(functions), tuple(not_rebuildable))


def _rebuild_problems(finished: Finished) -> list[str]:
    """The bundle's line among `not_rebuildable`, if its spec names arguments a rebuild cannot make."""
    problems = finished.trace.unrebuildable() if finished.trace else []
    if not problems:
        return []
    more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
    return [f"{finished.label}: {problems[0]}{more}"]


@dataclass(frozen=True)
class ProcessRecords:
    """What each Python process that started tracing wrote as it ended (procs/PID.json,
    trace/process_record.py), in the order of their names; one whose record cannot be read counts
    for nothing, and is named among the internal errors."""

    records: tuple[ProcessRecord, ...]
    unreadable: tuple[str, ...] = ()  # why each record that could not be read was not
    folder: str = ""  # why procs/ itself was not read (a hand's file or link in its place)

    @classmethod
    def read(cls, staging: Path) -> ProcessRecords:
        records, unreadable = [], []
        procs = staging / "procs"
        if os.path.lexists(procs) and not is_real_dir(procs):
            return cls((), folder=f"{procs}: not a directory; the processes' records are not read")
        for path in sorted(procs.glob("*.json")):
            try:
                records.append(process_record.read(path))
            except IrscopeError as exc:
                unreadable.append(str(exc))
        return cls(tuple(records), tuple(unreadable))

    def count(self, name: str) -> int:
        """The sum over the processes of one of their tracer's counts (trace.hooks.Tracer.counts)."""
        return sum(p.get("counts", {}).get(name, 0) for p in self.records)

    def not_run(self) -> list[str]:
        """The compiles that ran no pass pipeline, so left no record to finish, as `skipped` words them."""
        notes = []
        stopped = self.count("stopped")
        if stopped:
            notes.append(f"{stopped} compile(s) stopped by an interrupt (no bundle, as in a capture)")
        # A compile served from the DSL's file cache ran no pipeline: named among the loads instead.
        counts = [p.get("counts", {}) for p in self.records]
        unseen = sum(max(0, c.get("unseen", 0) - c.get("file_cache_loads", 0)) for c in counts)
        if unseen:
            notes.append(f"{unseen} compile(s) returned without running the pass pipeline (served from a cache)")
        return notes

    def internal_errors(self) -> list[str]:
        records = [error for p in self.records for error in p.get("internal_errors", [])]
        return [*([self.folder] if self.folder else []), *self.unreadable, *records]

    def library(self) -> tuple[str, ...]:
        """The DSL's own functions whose compiles were left out, each once."""
        return tuple(sorted({name for p in self.records for name in p.get("library", [])}))

    def library_arch(self) -> str:
        """The summary's clause on the DSL's own compiles run for this GPU (trace_library_arch)."""
        arch = [p["library_arch"] for p in self.records if "library_arch" in p]
        retargeted = {k: v for a in arch for k, v in a["retargeted"].items()}
        failed = {k: v for a in arch for k, v in a["failed"].items()}
        gpu = next((a["gpu"] for a in arch if a["gpu"]), None)
        return trace_library_arch.summary(retargeted, gpu, failed)

    def keep_caches(self) -> bool:
        return any(p.get("keep_caches") for p in self.records)

    def not_recorded(self, recorded: frozenset[str]) -> tuple[LoadedKernels, ...]:
        """Each object loaded without compiling (once, in load order), unless every kernel in it is
        one this trace recorded (a program that compiles a kernel, exports it and loads it back)."""
        found: dict[tuple[str, str], LoadedKernels] = {}
        for p in self.records:
            for load in p.get("loads", []):
                entry = LoadedKernels(load["source"], load["path"], tuple(load["kernels"]))
                if entry.kernels and set(entry.kernels) <= recorded:
                    continue
                found.setdefault((entry.source, entry.path), entry)
        return tuple(found.values())
