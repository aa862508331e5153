"""The kernel registry: which kernel modules exist and which cases they declare.

Kernel modules import cutlass, so listing their cases means importing them. That happens in a
subprocess (`irscope.capture.worker.discover`), never in the irscope process itself, and the answer is
cached in the store keyed by the modules' content and the DSL version, so a repeated
`irscope capture` does not pay the import twice. A module's cases may come from the project's
other files (a helper module that builds the CASES list, a package of the project): the child
names every local `.py` file the imports read with its content's hash (worker/local_modules.py),
and a cached answer holds only while each of them is unchanged.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from irscope import installed, processes
from irscope.bounded_read import parse_json, read_file
from irscope.errors import IrscopeError, KernelModuleError, KernelNotFound

DEFAULT_KERNELS_DIR = "kernels"
CACHE_FILE = "registry-cache.json"
#: The discovery child's answer (`capture/worker/discover.py`) is JSON lines on its own
#: standard output, which nothing a kernel module prints reaches: `{"importing": PATH}` before
#: each import (a module that ends the process outright, os._exit or a crash, is still named),
#: then `{"cases": ..., "modules": ...}` or `{"error": LINE}`, the one line naming the module.
IMPORTING = "importing"
#: How long the discovery child may take to import every kernel module (the DSL's own import
#: takes seconds): a module that waits at import (a lock, a network share, a device) must not
#: hang `list` and `capture` without a word. The child and what it started are killed then.
DISCOVERY_TIMEOUT_S = 300.0


@dataclass(frozen=True)
class CaseInfo:
    """A case as the registry knows it: plain data, no cutlass objects."""

    kernel: str
    case: str
    source: str
    entry: str
    archs: tuple[str, ...]
    dsl: str
    description: str
    xfail: str = ""  # why the case is expected to fail to compile (irscope.kernel.Case.xfail)

    @property
    def label(self) -> str:
        return f"{self.kernel}:{self.case}"


@dataclass(frozen=True)
class CaseTarget:
    """One unit of capture work: a case for one arch."""

    info: CaseInfo
    arch: str

    @property
    def label(self) -> str:
        return f"{self.info.kernel}:{self.info.case}@{self.arch}"


def kernels_dir() -> Path:
    """$IRSCOPE_KERNELS, else kernels/. Set but empty is an error, as $IRSCOPE_STORE's is: taken
    as the current directory, every `*.py` there (a project's setup.py) was imported as a kernel
    module."""
    value = os.environ.get("IRSCOPE_KERNELS")
    if value is not None and not value.strip():
        raise KernelNotFound(
            "IRSCOPE_KERNELS is set but empty: unset it (kernel modules are then in kernels/) or name a directory"
        )
    return Path(value or DEFAULT_KERNELS_DIR)


def kernel_modules(directory: Path) -> list[Path]:
    if not directory.is_dir():
        return []
    return sorted(p for p in directory.glob("*.py") if not p.name.startswith("_"))


def _fingerprint(paths: list[Path]) -> str:
    """The discovery cache's key. Each module is read as every file irscope parses is
    (bounded_read.read_file): a regular file (a link to one followed), without blocking, at most
    64 MiB; a `kernels/x.py` that is a FIFO hung `list` and `capture`, a link to /dev/zero took
    every byte of memory."""
    h = hashlib.sha256()
    h.update((installed.dsl_version() or "-").encode())
    for p in paths:
        h.update(os.fsencode(p.resolve()))  # the bytes of its name, UTF-8 or not
        h.update(read_file(p, error=KernelModuleError))
    return h.hexdigest()


def discover(paths: list[Path], cache_dir: Path | None) -> list[CaseInfo]:
    """The cases declared by `paths`, importing them in a subprocess unless cached."""
    if not paths:
        return []
    cache = cache_dir / CACHE_FILE if cache_dir else None
    key = _fingerprint(paths)  # once: it reads every module
    cached = _read_cache(cache, key)
    if cached is None:
        found = _discover_in_subprocess(paths)
        _write_cache(cache, key, found)
        cached = found["cases"]
    return _case_infos(cached)


def cached_cases(paths: list[Path], cache_dir: Path | None) -> list[CaseInfo] | None:
    """The cases of `paths` as the discovery cache holds them; None where it holds none for these
    modules as they are now (nothing is imported: shell completion asks this)."""
    cached = _read_cache(cache_dir / CACHE_FILE if cache_dir else None, _fingerprint(paths)) if paths else None
    return None if cached is None else _case_infos(cached)


def _case_infos(cached: list[dict[str, Any]]) -> list[CaseInfo]:
    return [
        CaseInfo(
            kernel=c["kernel"],
            case=c["case"],
            source=c["source"],
            entry=c["entry"],
            archs=tuple(c["archs"]),
            dsl=c["dsl"],
            description=c["description"],
            xfail=c.get("xfail", ""),
        )
        for c in cached
    ]


def file_digest(path: str | Path) -> str | None:
    """sha256 of a local module's bytes (the discovery child records them, a cache hit checks
    them); None where it cannot be read."""
    try:
        return hashlib.sha256(read_file(Path(path))).hexdigest()
    except IrscopeError:  # gone, unreadable, or no regular file (a FIFO is never read)
        return None


def _discover_in_subprocess(paths: list[Path]) -> dict[str, Any]:
    cmd = [sys.executable, "-m", "irscope.capture.worker.discover", *map(str, paths)]
    # Standard input is /dev/null, as for the compile workers: a module that reads it at import
    # (input()) gets end of file, not irscope's terminal, where it would wait unannounced.
    done = processes.run(cmd, processes.Deadline.after(DISCOVERY_TIMEOUT_S), env=_child_env())
    answer = _answer_lines(done.stdout)
    importing = [str(a[IMPORTING]) for a in answer if IMPORTING in a]
    where = importing[-1] if importing else "kernel discovery"
    if done.returncode is None:
        raise KernelModuleError(
            f"{where}: import still running after {DISCOVERY_TIMEOUT_S:g} s, stopped (does it wait for something?)"
        )
    last = answer[-1] if answer else {}
    if isinstance(last.get("error"), str):
        raise KernelModuleError(last["error"])
    if done.returncode == 0 and isinstance(last.get("cases"), list):
        return last
    raise KernelModuleError(
        f"{where}: import ended the process (exit status {done.returncode}) before its CASES could be read"
    )


def _answer_lines(stdout: str) -> list[dict[str, Any]]:
    """The discovery child's answer, a JSON object a line; a line that is not one is passed over."""
    lines = []
    for line in stdout.splitlines():
        try:
            value = parse_json(line, "kernel discovery's answer", error=KernelModuleError)
        except IrscopeError:
            continue
        if isinstance(value, dict):
            lines.append(value)
    return lines


def _child_env() -> dict[str, str]:
    env = dict(os.environ)
    # Make this irscope importable by the child even when run from a source checkout.
    here = str(Path(__file__).resolve().parent.parent)
    env["PYTHONPATH"] = here + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


def _read_cache(cache: Path | None, key: str) -> list[dict[str, Any]] | None:
    """The cached cases of these kernel modules, while every local module their import read is
    as it was (a helper that adds a case changes the answer)."""
    if cache is None or not cache.is_file():
        return None
    try:
        data = parse_json(read_file(cache), str(cache))
    except IrscopeError:
        return None
    entry = data.get(key) if isinstance(data, dict) else None
    if not isinstance(entry, dict) or not isinstance(entry.get("cases"), list):
        return None  # another format (an older irscope's: cases without their modules)
    modules = entry.get("modules")
    if not isinstance(modules, dict) or any(file_digest(p) != d for p, d in modules.items()):
        return None
    return entry["cases"] if all(map(_case_shaped, entry["cases"])) else None


def _case_shaped(case: Any) -> bool:
    """Is a cached case what CaseInfo is made of (strings; archs a list of them)?"""
    return (
        isinstance(case, dict)
        and all(isinstance(case.get(k), str) for k in ("kernel", "case", "source", "entry"))
        and all(isinstance(case.get(k), (str, type(None))) for k in ("dsl", "description", "xfail"))
        and isinstance(case.get("archs"), list)
        and all(isinstance(a, str) for a in case["archs"])
    )


def _write_cache(cache: Path | None, key: str, found: dict[str, Any]) -> None:
    if cache is None:
        return
    from irscope.errors import StoreError
    from irscope.output_files import sweep_temporaries, write_file

    with contextlib.suppress(StoreError):  # a cache we cannot write only costs time
        if cache.parent.is_dir():
            sweep_temporaries(cache.parent)  # what a killed write of it left
        write_file(cache, json.dumps({key: found}), inside=cache.parent)


def select(
    targets: list[str],
    directory: Path,
    cache_dir: Path | None,
    archs: list[str] | None,
) -> list[CaseTarget]:
    """Resolve CLI targets (kernel names, kernel:case, or .py paths) into (case, arch) work items.

    With `archs`, each case is paired with those archs (`split_by_arch` passes over the pairs
    its case does not declare); otherwise with the archs it declares.
    """
    modules = kernel_modules(directory)
    if not targets and not modules:
        raise KernelNotFound(f"{directory}: no kernel modules (*.py) found")
    paths, filters = _wanted(targets or [p.stem for p in modules], {p.stem: p for p in modules}, directory)
    chosen = _chosen_cases(filters, discover(paths, cache_dir))
    return [CaseTarget(i, a) for i in chosen for a in (archs or list(i.archs))]


def _wanted(
    targets: list[str], by_name: dict[str, Path], directory: Path
) -> tuple[list[Path], list[tuple[str, str | None]]]:
    """The kernel modules the targets name, each once, and a (kernel, case or None) per target."""
    from irscope.store_refs import split_ref

    paths: list[Path] = []
    filters: list[tuple[str, str | None]] = []
    for t in targets:
        ref = split_ref(t)
        name, path = _kernel_module(ref.kernel, by_name, directory)
        if path not in paths:
            paths.append(path)
        filters.append((name, ref.case or None))
    return paths, filters


def _kernel_module(name: str, by_name: dict[str, Path], directory: Path) -> tuple[str, Path]:
    """The kernel a target names (a module of the directory, or a .py path) and its module."""
    if name.endswith(".py"):
        path = Path(name)
        if not path.is_file():
            raise KernelNotFound(f"{name}: no such kernel file")
        return path.stem, path
    if name in by_name:
        return name, by_name[name]
    known = ", ".join(sorted(by_name)) or f"none: {directory} has no kernel modules"
    raise KernelNotFound(f"unknown kernel {name!r} (known: {known})")


def _chosen_cases(filters: list[tuple[str, str | None]], infos: list[CaseInfo]) -> list[CaseInfo]:
    """The cases each (kernel, case or None: all) names, in that order, each once."""
    chosen: list[CaseInfo] = []
    for name, case in filters:
        chosen.extend(i for i in _matching(infos, name, case) if i not in chosen)
    return chosen


def _matching(infos: list[CaseInfo], name: str, case: str | None) -> list[CaseInfo]:
    """The cases of kernel `name` that `case` names (None: all of them); none is an error."""
    matching = [i for i in infos if i.kernel == name and (case is None or i.case == case)]
    if not matching:
        cases = ", ".join(i.case for i in infos if i.kernel == name) or "none"
        raise KernelNotFound(f"kernel {name!r} has no case {case!r} (cases: {cases})")
    return matching


def split_by_arch(selections: list[CaseTarget]) -> tuple[list[CaseTarget], list[tuple[CaseTarget, str]]]:
    """Keep the (case, arch) pairs whose case declares that arch; say why the others are passed
    over (`capture --arch sm_90a` on a suite with sm_100a-only cases)."""
    keep = [s for s in selections if s.arch in s.info.archs]
    skipped = [(s, f"the case declares {', '.join(s.info.archs)}, not {s.arch}") for s in selections if s not in keep]
    return keep, skipped


def split_by_dsl(selections: list[CaseTarget]) -> tuple[list[CaseTarget], list[tuple[CaseTarget, str]]]:
    """Keep the cases whose `dsl` specifier admits the installed DSL; say why the others are skipped."""
    version = installed.dsl_version() or "0"
    keep: list[CaseTarget] = []
    skipped: list[tuple[CaseTarget, str]] = []
    for s in selections:
        if not s.info.dsl or installed.dsl_admits(s.info.dsl, version, s.info.source, s.info.case):
            keep.append(s)
        else:
            skipped.append((s, f"needs nvidia-cutlass-dsl{s.info.dsl}, installed {version}"))
    return keep, skipped
