"""The DSL as installed: the versions of its wheels (and nvdisasm's), and whether a kernel case's
`dsl` specifier admits the installed release.

Asked at the start of every capture, before its worker can start (a capture key names the
wheels; discovery is keyed by the DSL's version; a case may need a DSL range), so answered
without importing importlib.metadata (~40 ms CPU) or packaging (~10-15 ms) where the answer is
plain: the `*.dist-info` directories on sys.path, and numeric releases compared as PEP 440
compares them. Wherever those libraries could answer otherwise they answer
(tests/test_installed_versions.py and tests/test_dsl_specifier.py hold the fast paths to their
verdicts).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from irscope.errors import KernelModuleError


def dsl_version() -> str | None:
    return installed_versions(("nvidia-cutlass-dsl",))["nvidia-cutlass-dsl"]


def installed_versions(names: tuple[str, ...]) -> dict[str, str | None]:
    """NAME -> the installed version of each distribution (None: not installed), as
    `importlib.metadata.version` answers it, without importing importlib.metadata (~40 ms CPU at
    the start of a capture, before its worker can start): the `*.dist-info` directories on
    sys.path, matched by normalized name the way importlib.metadata matches them, the first
    sys.path entry that has one wins, its METADATA's `Version:` read. Where importlib.metadata
    could see more (a zip or an egg on sys.path, another finder of distributions, an egg-info,
    a METADATA without a version) it answers instead."""
    wanted = {_normalized(n): n for n in names}
    if _another_finder():
        return {name: _metadata_version(name) for name in names}
    found, unsure = _scan_sys_path(wanted)
    keys = {name: _normalized(name) for name in names}
    return {
        name: found[key] if key in found else (_metadata_version(name) if unsure else None)
        for name, key in keys.items()
    }


def _another_finder() -> bool:
    """Is a finder of distributions besides PathFinder on sys.meta_path (importlib.metadata asks it)?"""
    return any(
        hasattr(f, "find_distributions") and f.__name__ != "PathFinder" for f in map(_finder_class, sys.meta_path)
    )


def _scan_sys_path(wanted: dict[str, str]) -> tuple[dict[str, str | None], bool]:
    """Normalized name -> version of the `wanted` found on sys.path, and whether an entry
    importlib.metadata reads could not be scanned (then it has the last word on the others)."""
    found: dict[str, str | None] = {}
    unsure = False
    for entry in sys.path:
        if len(found) == len(wanted):
            break
        listing = _listing(entry)
        if listing is None:
            unsure = True
            continue
        for key, item in _first_infos(listing, wanted, found).items():
            version = _dist_info_version(Path(entry or ".", item))
            found[key] = version if version is not None else _metadata_version(wanted[key])
    return found, unsure


def _listing(entry: str) -> list[str] | None:
    """The names in a sys.path entry; None for one this scan cannot read (an egg, a zip file, an
    unreadable directory)."""
    if os.path.basename(entry).lower().endswith(".egg"):
        return None
    try:
        return os.listdir(entry or ".")
    except FileNotFoundError:
        return []  # a path hook's name, a directory that is gone: no distributions
    except OSError:
        return None


def _first_infos(listing: list[str], wanted: dict[str, str], found: dict[str, str | None]) -> dict[str, str]:
    """Normalized name -> its `.dist-info` or `.egg-info` in `listing`, for each wanted name not
    yet found: importlib's pick, the first listed."""
    here: dict[str, str] = {}
    for item in listing:
        low = item.lower()
        if low.endswith((".dist-info", ".egg-info")):
            key = _normalized(low.rpartition(".")[0].partition("-")[0])
            if key in wanted and key not in found:
                here.setdefault(key, item)
    return here


def _finder_class(finder: object) -> type:
    return finder if isinstance(finder, type) else type(finder)


def _normalized(name: str) -> str:
    """importlib.metadata's normalization of a distribution's name (PEP 503, dashes as underscores)."""
    return re.sub(r"[-_.]+", "-", name).lower().replace("-", "_")


def _dist_info_version(path: Path) -> str | None:
    """The `Version:` of a `*.dist-info` directory's METADATA; None for anything else."""
    if not path.name.endswith(".dist-info"):
        return None
    try:
        with open(path / "METADATA", encoding="utf-8", errors="replace") as f:
            for line in f:
                if line.startswith("Version:"):
                    return line.removeprefix("Version:").strip() or None
                if not line.strip():
                    return None  # the headers ended without one
    except OSError:
        return None
    return None


def _metadata_version(name: str) -> str | None:
    from importlib import metadata

    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


_DSL_DISTRIBUTIONS = (
    "nvidia-cutlass-dsl",
    "nvidia-cutlass-dsl-libs-base",
    "nvidia-cutlass-dsl-libs-core",
    "nvidia-cutlass-dsl-libs-cu12",
    "nvidia-cutlass-dsl-libs-cu13",
    "nvidia-cuda-nvdisasm",
)


def dsl_distributions() -> list[str]:
    """NAME==VERSION of the installed DSL wheels and nvdisasm (a bundle's `dsl.libs`, a capture key's tools)."""
    return [f"{name}=={v}" for name, v in installed_versions(_DSL_DISTRIBUTIONS).items() if v is not None]


_PLAIN_RELEASE = re.compile(r"\d+(?:\.\d+)*")
_SIMPLE_CLAUSE = re.compile(r"(>=|<=|==|!=|<|>)\s*(\d+(?:\.\d+)*)")


def dsl_admits(spec: str, version: str, source: str = "", case: str = "") -> bool:
    """Does the `dsl` specifier `spec` (PEP 440, e.g. ">=4.3,<4.6") admit `version`? packaging's
    answer (pre-releases admitted). Where both are plain (comparisons of numeric releases, what
    kernel modules write) the releases are compared here, zero-padded as PEP 440 compares them,
    so a capture's start does not import packaging (~10-15 ms CPU before the worker can start)."""
    simple = _simple_admits(spec, version)
    if simple is not None:
        return simple
    from packaging.specifiers import InvalidSpecifier, SpecifierSet

    try:
        return SpecifierSet(spec).contains(version, prereleases=True)
    except InvalidSpecifier:
        raise KernelModuleError(f"{source}: case {case!r} has a bad dsl specifier {spec!r}") from None


def _simple_admits(spec: str, version: str) -> bool | None:
    """`dsl_admits` for a plain release and clauses `OP RELEASE` (OP one of >= <= == != < >);
    None for anything else (wildcards, ~=, ===, pre/post/dev/local parts, an empty clause)."""
    if not _PLAIN_RELEASE.fullmatch(version):
        return None
    found = [_SIMPLE_CLAUSE.fullmatch(c.strip()) for c in spec.split(",")]
    clauses = [m for m in found if m is not None]
    if not clauses or len(clauses) != len(found):
        return None
    have = [int(x) for x in version.split(".")]
    for m in clauses:
        want = [int(x) for x in m[2].split(".")]
        width = max(len(have), len(want))
        a, b = tuple(have + [0] * (width - len(have))), tuple(want + [0] * (width - len(want)))
        ok = {">=": a >= b, "<=": a <= b, "==": a == b, "!=": a != b, "<": a < b, ">": a > b}[m[1]]
        if not ok:
            return False
    return True


def dsl_extra_range() -> str | None:
    """The releases of nvidia-cutlass-dsl irscope's `[dsl]` extra accepts (`>=4.2,<4.9`), as
    irscope's installed metadata declares them; None where irscope is not installed as a package."""
    from importlib import metadata

    try:
        requires = metadata.requires("irscope") or []
    except metadata.PackageNotFoundError:
        return None
    for line in requires:
        m = re.match(r"nvidia-cutlass-dsl\s*([^;]*);.*extra\s*==\s*[\"']dsl[\"']", line)
        if m:
            return ",".join(sorted((c.strip() for c in m[1].split(",")), key=lambda c: not c.startswith(">")))
    return None
