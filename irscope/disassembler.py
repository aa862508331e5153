"""The CUDA binary tools irscope runs: nvdisasm (a cubin into SASS text) and, on request,
ptxas -v (its resource figures for a PTX: registers, stack frame, spill stores and loads). No
cutlass needed."""

from __future__ import annotations

import os
import re
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
    return find_tool("nvdisasm", "IRSCOPE_NVDISASM")


def find_tool(name: str, env_var: str) -> Path | None:
    """$env_var; else the PyPI package's copy (nvidia-cuda-nvdisasm, nvidia-cuda-nvcc install
    nvidia/cu*/bin/<name> into site-packages); else PATH; else a CUDA toolkit."""
    explicit = os.environ.get(env_var)
    if explicit:
        return Path(explicit) if Path(explicit).is_file() else None
    for entry in sys.path:
        base = Path(entry) / "nvidia"
        if base.is_dir():
            for candidate in sorted(base.glob(f"cu*/bin/{name}"), reverse=True):
                if candidate.is_file():
                    return candidate
    on_path = shutil.which(name)
    if on_path:
        return Path(on_path)
    for home in (os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"):
        if home and (Path(home) / "bin" / name).is_file():
            return Path(home) / "bin" / name
    return None


def require_nvdisasm() -> Path:
    found = find_nvdisasm()
    if found is None:
        raise ToolMissing(_not_found("nvdisasm", "IRSCOPE_NVDISASM", f"SASS needs it: {INSTALL_HINT}"))
    return found


def _not_found(name: str, env_var: str, hint: str) -> str:
    """Why `find_tool` found no `name`: the file its variable names, where it is set (the
    install hint, which ends in "or set it", would read as if it were not)."""
    explicit = os.environ.get(env_var)
    if explicit:
        return f"{env_var}={explicit}: not a file (it names the {name} irscope runs)"
    return f"{name} not found; {hint}"


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


PTXAS_HINT = "pip install nvidia-cuda-nvcc (or put a CUDA toolkit's ptxas on PATH, or set IRSCOPE_PTXAS)"


def ptxas_info(ptx: str, arch: str, *, deadline: Deadline | None = None) -> tuple[str, str]:
    """(ptxas's version line, its -v report) for compiling `ptx` for `arch` at -O3, the DSL's
    level. It is this ptxas, not necessarily the one that built the bundle's cubin: callers say so."""
    import tempfile

    tool = find_tool("ptxas", "IRSCOPE_PTXAS")
    if tool is None:
        raise ToolMissing(_not_found("ptxas", "IRSCOPE_PTXAS", PTXAS_HINT))
    version = processes.run([str(tool), "--version"], deadline)
    with tempfile.TemporaryDirectory(prefix="irscope-ptxas-") as tmp:
        source = Path(tmp) / "module.ptx"
        source.write_text(ptx.replace("\0", ""), encoding="utf-8")
        done = processes.run(
            [str(tool), "-v", f"-arch={arch}", "-O3", str(source), "-o", str(Path(tmp) / "module.cubin")], deadline
        )
    if done.returncode is None or version.returncode is None:
        limit = f" ({deadline.limit_s:g} s, --timeout)" if deadline else ""
        raise DisassemblyError(f"ptxas did not finish within its time limit{limit} and was killed")
    if done.returncode != 0:
        raise DisassemblyError(failed_message(done.returncode, done.stderr).replace("nvdisasm", "ptxas"))
    release = re.search(r"\bV(\d+\.\d+\.\d+)", version.stdout)
    return (f"ptxas {release[1]}" if release else "ptxas"), done.stdout + done.stderr
