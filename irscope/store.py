"""Where bundles live: a store directory, one bundle per capture, newest wins.

    <store>/<kernel>/<case>/<arch>/<UTC timestamp>/   (a bundle)

The default store is `.irscope/` in the current directory (git-ignored), overridable with
`--store` or IRSCOPE_STORE. A kernel reference `kernel[:case][@arch]` resolves to the latest
bundle of each matching (case, arch).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from irscope import bundle as bundle_mod
from irscope.errors import BundleNotFound

DEFAULT_STORE = ".irscope"
_REF = re.compile(r"^(?P<kernel>[A-Za-z_][\w.-]*?)(?::(?P<case>[A-Za-z_][\w.-]*?))?(?:@(?P<arch>sm_\w+))?$")


def default_root() -> Path:
    return Path(os.environ.get("IRSCOPE_STORE", DEFAULT_STORE))


def new_stamp(now: datetime | None = None) -> str:
    now = now or datetime.now(timezone.utc)
    return now.strftime("%Y%m%dT%H%M%S.%fZ")


def bundle_destination(root: Path, kernel: str, case: str, arch: str, stamp: str | None = None) -> Path:
    return root / kernel / case / arch / (stamp or new_stamp())


@dataclass(frozen=True)
class KernelRef:
    kernel: str
    case: str | None
    arch: str | None

    def __str__(self) -> str:
        return self.kernel + (f":{self.case}" if self.case else "") + (f"@{self.arch}" if self.arch else "")


def parse_ref(text: str) -> KernelRef | None:
    m = _REF.match(text)
    return KernelRef(m["kernel"], m["case"], m["arch"]) if m else None


def latest_bundles(root: Path, ref: KernelRef) -> list[Path]:
    """The newest bundle directory of every (case, arch) that `ref` matches, sorted by label."""
    kernel_dir = root / ref.kernel
    found: list[Path] = []
    if not kernel_dir.is_dir():
        return found
    for case_dir in sorted(kernel_dir.iterdir()):
        if not case_dir.is_dir() or (ref.case and case_dir.name != ref.case):
            continue
        for arch_dir in sorted(case_dir.iterdir()):
            if not arch_dir.is_dir() or (ref.arch and arch_dir.name != ref.arch):
                continue
            captures = sorted(
                d
                for d in arch_dir.iterdir()
                if d.is_dir() and not d.name.startswith(".") and (d / bundle_mod.MANIFEST).is_file()
            )
            if captures:
                found.append(captures[-1])
    return found


def all_latest(root: Path) -> list[Path]:
    if not root.is_dir():
        return []
    out: list[Path] = []
    for kernel_dir in sorted(root.iterdir()):
        if kernel_dir.is_dir() and not kernel_dir.name.startswith("."):
            out.extend(latest_bundles(root, KernelRef(kernel_dir.name, None, None)))
    return out


def resolve(target: str, root: Path | None = None) -> list[Path]:
    """A bundle path, or a kernel reference resolved in the store, to bundle directories."""
    path = Path(target)
    if (path / bundle_mod.MANIFEST).is_file() or path.name == bundle_mod.MANIFEST:
        return [path.parent if path.name == bundle_mod.MANIFEST else path]
    root = root or default_root()
    ref = parse_ref(target)
    if ref is None:
        if path.exists():
            raise BundleNotFound(f"{target}: not a bundle (no {bundle_mod.MANIFEST})")
        raise BundleNotFound(f"{target}: neither a bundle directory nor a kernel reference KERNEL[:CASE][@ARCH]")
    found = latest_bundles(root, ref)
    if not found:
        if path.exists():
            raise BundleNotFound(f"{target}: not a bundle (no {bundle_mod.MANIFEST})")
        raise BundleNotFound(f"{ref}: no capture in {root} (run `irscope capture {ref.kernel}` first)")
    return found


def resolve_one(target: str, root: Path | None = None) -> Path:
    found = resolve(target, root)
    if len(found) > 1:
        labels = ", ".join(_label(p) for p in found[:6])
        raise BundleNotFound(f"{target}: matches {len(found)} captures ({labels}); name one as KERNEL:CASE@ARCH")
    return found[0]


def _label(bundle_dir: Path) -> str:
    arch_dir = bundle_dir.parent
    return f"{arch_dir.parent.parent.name}:{arch_dir.parent.name}@{arch_dir.name}"
