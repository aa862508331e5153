"""One exception tree for everything irscope reports to a user.

The CLI turns an :class:`IrscopeError` into one line on stderr and exit status 2; anything else
is a bug and keeps its traceback.
"""

from __future__ import annotations

from collections.abc import Sequence

#: The most names an error lists under its line; the rest are counted.
MAX_LISTED = 20


class IrscopeError(Exception):
    """A problem the user can fix: the message names the file, kernel or pass at fault. `listed`:
    names the message asks the user to choose from (the captures an ambiguous reference fits),
    printed one per line under it, each a line of its own however it was spelled."""

    def __init__(self, *args: object, listed: Sequence[str] = ()) -> None:
        super().__init__(*args)
        self.listed = tuple(listed)

    @property
    def headline(self) -> str:
        """The message without the names listed under it."""
        return super().__str__()

    def __str__(self) -> str:
        return "\n".join([self.headline, *listed_lines(self.listed)])


def listed_lines(names: Sequence[str], limit: int = MAX_LISTED) -> list[str]:
    """Names as an error lists them: one per line, indented; beyond `limit`, a count."""
    shown = [f"  {n}" for n in names[:limit]]
    if len(names) > limit:
        shown.append(f"  ... and {len(names) - limit} more")
    return shown


class KernelNotFound(IrscopeError):
    """A kernel or case name that no kernel module declares."""


class KernelModuleError(IrscopeError):
    """A kernel module that cannot be imported or declares its cases wrongly."""


class BundleError(IrscopeError):
    """A bundle that is missing, corrupt, or does not validate against the manifest schema."""


class CaptureFailed(BundleError):
    """A text asked of a bundle whose capture failed: the message is the DSL's."""


class BundleNotFound(BundleError):
    """No bundle matches a path or a kernel reference."""


class AmbiguousReference(BundleNotFound):
    """A kernel reference fits several captures where one is meant; the message lists them."""


class PassNotFound(IrscopeError):
    """A pass reference (NAME or NAME#k) that a bundle's pipeline does not contain."""


class ToolMissing(IrscopeError):
    """An external tool (nvdisasm) or package (nvidia-cutlass-dsl) that is not installed."""


class StoreError(IrscopeError):
    """An output file or directory that cannot, or may not, be created or written."""


class SnapshotError(IrscopeError):
    """A snapshot tree holding what irscope did not write: a symlink, a FIFO, text not UTF-8."""


class ConfigError(IrscopeError):
    """A [tool.irscope] setting in pyproject.toml that cannot be used: the message names the file and key."""


class StageUnavailable(IrscopeError):
    """A text (the IR after a pass, the PTX, the SASS) that a bundle does not hold, or an unknown stage."""
