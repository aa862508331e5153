"""What a capture run is asked to do, as one value: where it writes, how many cases at once, how
long each may take, how the passes are observed. Built once by its caller (the CLI from its
options, `check` and `explain` from theirs) and only read after that; the live things a run
uses (the capture cache, a worker started ahead) travel beside it (orchestrate.CaptureResources)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from irscope.capture_method import RequestedMethod

if TYPE_CHECKING:
    from irscope.capture.rebuild.imports import ImportPolicy

DEFAULT_TIMEOUT_S = 900.0


@dataclass(frozen=True)
class CaptureSettings:
    store_root: Path
    jobs: int = 0  # 0: one per usable CPU (irscope.cpus: affinity, cgroup quota)
    timeout_s: float = DEFAULT_TIMEOUT_S  # per case: the compile, its side runs and nvdisasm together
    with_sass: bool = True
    nvdisasm: Path | None = None
    method: RequestedMethod = RequestedMethod.AUTO
    keep_workdir: bool = False
    #: Compile with CUTE_DSL_LINEINFO=1, print the IR with locations and build sourcemap.json;
    #: a plain compile of the same case runs too, to check that line info changed no code.
    lineinfo: bool = False
    #: capture --from-trace: (selection label, the trace.json whose spec the worker rebuilds
    #: instead of a kernel module's CASES), one pair per traced selection (`traced`).
    traces: tuple[tuple[str, Path], ...] = ()
    #: What those rebuilds may import (trace_imports); the current directory's project by default.
    trace_policy: ImportPolicy | None = None
    #: Compile every case even where the capture cache holds it, and keep the new captures there.
    fresh: bool = False
    cache_env: tuple[str, ...] = ()  # [tool.irscope] cache-env: more variables a compile reads

    @staticmethod
    def traces_of(by_label: Mapping[str, Path]) -> tuple[tuple[str, Path], ...]:
        """`traces` from a selection label -> trace.json mapping (what trace_recapture plans)."""
        return tuple(sorted(by_label.items()))

    def traced(self, label: str) -> Path | None:
        """The trace.json the selection `label` is rebuilt from; None for a kernel module's case."""
        return next((path for traced, path in self.traces if traced == label), None)
