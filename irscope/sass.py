"""Find nvdisasm and turn a cubin into SASS text. No cutlass needed."""

from __future__ import annotations

import os
import shutil
import sys
from functools import lru_cache
from pathlib import Path

from irscope import processes
from irscope.errors import IrscopeError, ToolMissing
from irscope.processes import Deadline

INSTALL_HINT = "pip install nvidia-cuda-nvdisasm (or put a CUDA toolkit's nvdisasm on PATH, or set IRSCOPE_NVDISASM)"


# Skip nvdisasm's dataflow analysis (branch-stack target labels). nvdisasm 13.x turns it off by
# itself on the DSL's cubins ("Dataflow analysis disabled due to previous warnings"): with this
# option the SASS of every bundled kernel is byte for byte the same, and nvdisasm takes ~0.20 s
# instead of ~0.29 s, which is most of what a capture costs over a plain compile.
OPTIONS = ("-ndf",)


class DisassemblyError(IrscopeError):
    """nvdisasm ran and failed on a cubin."""


@lru_cache(maxsize=1)
def find_nvdisasm() -> Path | None:
    explicit = os.environ.get("IRSCOPE_NVDISASM")
    if explicit:
        return Path(explicit) if Path(explicit).is_file() else None
    # The PyPI package nvidia-cuda-nvdisasm installs nvidia/cu*/bin/nvdisasm into site-packages.
    for entry in sys.path:
        base = Path(entry) / "nvidia"
        if base.is_dir():
            for candidate in sorted(base.glob("cu*/bin/nvdisasm"), reverse=True):
                if candidate.is_file():
                    return candidate
    on_path = shutil.which("nvdisasm")
    if on_path:
        return Path(on_path)
    for home in (os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"):
        if home and (Path(home) / "bin" / "nvdisasm").is_file():
            return Path(home) / "bin" / "nvdisasm"
    return None


def require_nvdisasm() -> Path:
    found = find_nvdisasm()
    if found is None:
        raise ToolMissing(f"nvdisasm not found; SASS needs it: {INSTALL_HINT}")
    return found


def disassemble(
    cubin: Path, nvdisasm: Path | None = None, *, line_info: bool = False, deadline: Deadline | None = None
) -> str:
    """The full disassembly (code and .nv.info sections, which carry register counts).

    With `line_info`, the code only, annotated with the source line (`-g`, from .debug_line)
    and the PTX line (`-gp`, from .nv_debug_line_sass) of each run of instructions: what
    irscope.analysis.lineinfo reads. Only cubins built with line info carry those tables.
    nvdisasm runs in its own process group, killed with it when `deadline` passes."""
    tool = nvdisasm or require_nvdisasm()
    options = [*OPTIONS, "-c", "-g", "-gp"] if line_info else [*OPTIONS]
    done = processes.run([str(tool), *options, str(cubin)], deadline)
    if done.returncode is None:
        raise DisassemblyError(timed_out_message(deadline))
    if done.returncode != 0:
        raise DisassemblyError(failed_message(done.returncode, done.stderr))
    return done.stdout


def timed_out_message(deadline: Deadline | None) -> str:
    limit = f" ({deadline.limit_s:g} s, --timeout)" if deadline else ""
    return f"nvdisasm did not finish within the case's time limit{limit} and was killed"


def failed_message(returncode: int, stderr: str) -> str:
    detail = [ln.strip() for ln in stderr.splitlines() if ln.strip()]
    return f"nvdisasm failed (exit status {returncode})" + (f": {detail[-1]}" if detail else "")
