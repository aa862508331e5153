"""One exception tree for everything irscope reports to a user.

The CLI turns an :class:`IrscopeError` into one line on stderr and exit status 2; anything else
is a bug and keeps its traceback.
"""

from __future__ import annotations


class IrscopeError(Exception):
    """A problem the user can fix: the message names the file, kernel or pass at fault."""


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
