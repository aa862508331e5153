"""The DSL's own helper compiles run for the GPU that is present; the program's kernels for the
arch that was asked for.

`irscope trace --arch sm_100a` on an H100 sets CUTE_DSL_ARCH for the program, and the DSL then
compiles everything for sm_100a: the program's kernels, as asked, but also the helpers the
program runs on the spot. `cutlass.utils.HardwareInfo` compiles an empty kernel and loads it to
ask the driver about occupancy (`get_max_active_clusters`); built for sm_100a, that cubin cannot
load on an sm_90a GPU (CUDA_ERROR_INVALID_HANDLE), and 35 of the 47 Blackwell examples stopped
there on the H100, before compiling a kernel of their own. So a compile whose function lives in
the DSL's package (trace.record.in_library), made at the top level, runs with the DSL's arch set
to the GPU's own for its duration, and the arch asked for is put back before it returns.

Where this is safe, and where it is not:
- the helper's code is launched on this GPU by the DSL itself; built for any other arch it can
  never run here, so it only changes a compile that would otherwise fail at its first use;
- the DSL's JIT cache key holds the arch (`get_module_hash` hashes every DSL environment
  setting), so the helper compiled for the GPU is never mistaken for one built for the asked arch;
- what the helper answers is this GPU's (an H100's cluster occupancy, not a B200's), and a
  program that turns it into a kernel parameter compiles the kernel with it: the trace records
  the value it got (a persistent GEMM's `max_active_clusters`), as the rebuild will use it;
- the DSL's arch is one setting for the whole process: a kernel that another thread compiles
  during the helper's compile would target the GPU's arch too (its bundle then says so).
Without a GPU (nothing to launch on) or where both archs agree, nothing changes.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any


@dataclass
class LibraryArch:
    """The GPU's own arch (looked up once, at the first library compile) and what was changed."""

    gpu: str | None = None
    looked_up: bool = False
    #: "module.qualname" of each DSL function compiled for the GPU -> the arch that was asked for.
    retargeted: dict[str, str] = field(default_factory=dict)
    #: Those of them whose compile for this GPU failed -> the arch that was asked for.
    failed: dict[str, str] = field(default_factory=dict)

    def gpu_arch(self) -> str | None:
        if not self.looked_up:
            self.looked_up, self.gpu = True, present_gpu_arch()
        return self.gpu

    @contextlib.contextmanager
    def for_this_gpu(self, dsl: Any, name: str) -> Iterator[None]:
        """Within: the DSL compiles for this GPU's arch where another one was asked for."""
        envar = getattr(dsl, "envar", None)
        asked = getattr(envar, "arch", "") or ""
        gpu = self.gpu_arch() if asked else None
        if envar is None or gpu is None or gpu == asked:
            yield
            return
        envar.arch = gpu
        self.retargeted[name] = asked
        try:
            yield
        finally:
            envar.arch = asked

    def compile_failed(self, name: str) -> None:
        """The DSL's function `name` failed to compile; where it was compiled for this GPU in
        place of the arch asked for, that is why the program cannot go on here (the fp4
        conversion of `cutlass.cute.testing._convert` compiles only from sm_100 on)."""
        if name in self.retargeted:
            self.failed[name] = self.retargeted[name]


def present_gpu_arch() -> str | None:
    """This machine's GPU 0 as the DSL spells an arch it detects (`sm_90a`, `sm_100a`, `sm_80`),
    or None without one (the DSL's own query answers (None, None) then)."""
    try:
        from cutlass.base_dsl.runtime.cuda import get_compute_capability_major_minor

        major, minor = get_compute_capability_major_minor()
    except Exception:  # noqa: BLE001 - no driver, no device: nothing to retarget for
        return None
    if major is None or minor is None:
        return None
    return f"sm_{major}{minor}{'a' if major >= 9 else ''}"


def summary(retargeted: dict[str, str], gpu: str | None, failed: dict[str, str] | None = None) -> str:
    """The summary line's clause for the helpers compiled for this GPU ("" when none were), and
    for each that failed there, that the program needs a GPU of the arch asked for."""
    if not retargeted or gpu is None:
        return ""
    failed = failed or {}
    clauses = [
        f"the DSL's own compile {name} failed for this GPU ({gpu}): the program needs an {arch} GPU to run"
        for name, arch in sorted(failed.items())
    ]
    ran = {name: arch for name, arch in retargeted.items() if name not in failed}
    if ran:
        asked = ", ".join(sorted(set(ran.values())))
        clauses.append(f"the DSL's own compiles ran for this GPU ({gpu}), not {asked}: {', '.join(sorted(ran))}")
    return "; ".join(clauses)
