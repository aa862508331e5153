"""What a synchronization instruction does, in words a Hopper/Blackwell kernel engineer checks.

SASS hides the mbarrier operation in the `SYNCS` opcode's modifiers and the barrier id in an
operand; PTX spells both out. One table per side turns an instruction into (category, kind),
so SASS and PTX are counted in the same words:

| category        | kinds                                               | SASS                          | PTX                              |
|-----------------|-----------------------------------------------------|-------------------------------|----------------------------------|
| `mbarrier`      | init, arrive, arrive.expect_tx, arrive.remote, try_wait, test_wait, inval | `SYNCS.EXCH.64`, `SYNCS.ARRIVE.TRANS64[.RED][.A1T0/.ART0]`, `SYNCS.PHASECHK.TRANS64[.TRYWAIT]` | `mbarrier.init`, `mbarrier.arrive[.expect_tx]`, `mbarrier.try_wait`, `mbarrier.test_wait` |
| `named_barrier` | sync.ID, arrive.ID, red.ID (ID a number, or R)      | `BAR.SYNC 0x1, 0x80`, `BAR.ARV`, `BAR.RED` | `bar.sync 1, 128`, `barrier.sync`, `bar.arrive`, `bar.red` |
| `fence`         | the modifiers, lower case                           | `FENCE.VIEW.ASYNC.S` -> view.async.s, `MEMBAR.ALL.GPU` -> membar.all.gpu | `fence.proxy.async.shared::cta` -> proxy.async.shared::cta, `membar.gl` -> membar.gl |
| `elect`         | `-`                                                 | `ELECT`                       | `elect.sync`                     |
| `setmaxnreg`    | inc.N, dec.N (N registers per thread)               | `USETMAXREG.TRYALLOC... N` -> inc.N, `USETMAXREG.DEALLOC... N` -> dec.N | `setmaxnreg.inc...u32 N`, `.dec` |

SASS decodings were read off real bundles against their PTX (tests/kernels/test_sync_counts.py):
an `mbarrier.arrive.expect_tx` becomes `SYNCS.ARRIVE.TRANS64` with the byte count in a register,
a plain arrive `SYNCS.ARRIVE.TRANS64.A1T0`/`.ART0` (transaction count 0), an arrive on a peer
CTA's barrier (`shared::cluster`) adds `.RED`; ptxas compiles one `mbarrier.try_wait` into a
`SYNCS.PHASECHK.TRANS64.TRYWAIT` and, in its retry loop, a `SYNCS.PHASECHK.TRANS64`, which is
also what `mbarrier.test_wait` becomes: that is why SASS counts more test_waits than PTX has.
"""

from __future__ import annotations

import re

MBARRIER, NAMED_BARRIER, FENCE, ELECT, SETMAXNREG = "mbarrier", "named_barrier", "fence", "elect", "setmaxnreg"
CATEGORIES = (MBARRIER, NAMED_BARRIER, FENCE, ELECT, SETMAXNREG)

_NUMBER = re.compile(r"^\s*(0x[0-9a-fA-F]+|\d+)")
_LAST_NUMBER = re.compile(r"(0x[0-9a-fA-F]+|\d+)\s*;?\s*$")


def sass_sync_kind(opcode: str, operands: str) -> tuple[str, str] | None:
    """(category, kind) of a SASS instruction; None when it is no synchronization we name."""
    base, *mods = opcode.split(".")
    if base == "SYNCS":
        return _syncs_kind(mods)
    if base == "BAR":
        what = {"SYNC": "sync", "ARV": "arrive", "RED": "red", "SYNCALL": "sync"}.get(mods[0] if mods else "", "sync")
        return NAMED_BARRIER, f"{what}.{_barrier_id(operands)}"
    if base in ("FENCE", "MEMBAR"):
        prefix = "" if base == "FENCE" else "membar."
        return FENCE, prefix + ".".join(m.lower() for m in mods) if mods else base.lower()
    if base == "ELECT":
        return ELECT, "-"
    if base == "USETMAXREG":
        return _setmaxnreg("dec" if "DEALLOC" in mods else "inc", operands)
    return None


def _setmaxnreg(direction: str, operands: str) -> tuple[str, str]:
    """inc.N / dec.N: the register count is the last operand (a number, hex in SASS)."""
    count = _LAST_NUMBER.search(operands)
    return SETMAXNREG, f"{direction}.{int(count[1], 0)}" if count else direction


def _syncs_kind(mods: list[str]) -> tuple[str, str] | None:
    if not mods:
        return None
    if mods[0] == "EXCH":
        return MBARRIER, "init"
    if mods[0] == "ARRIVE":
        if "RED" in mods:
            return MBARRIER, "arrive.remote"
        # .A1T0 (one arrival, no bytes) and .ART0 (arrivals from a register, no bytes) are plain
        # arrives; without them the transaction count comes from a register: expect_tx.
        return MBARRIER, "arrive" if any(m in ("A1T0", "ART0") for m in mods) else "arrive.expect_tx"
    if mods[0] == "PHASECHK":
        return MBARRIER, "try_wait" if "TRYWAIT" in mods else "test_wait"
    if mods[0] in ("CCTL", "INVAL"):
        return MBARRIER, "inval"
    return MBARRIER, ".".join(m.lower() for m in mods)


def _barrier_id(operands: str) -> str:
    m = _NUMBER.match(operands)
    if m:
        return str(int(m[1], 0))
    return "R" if operands.strip() else "0"


_PTX_FENCE_NOISE = ("sync", "aligned")


def ptx_sync_kind(opcode: str, operands: str) -> tuple[str, str] | None:
    """(category, kind) of a PTX instruction; None when it is no synchronization we name."""
    parts = opcode.split(".")
    head = parts[0]
    if head == "mbarrier" and len(parts) > 1:
        return MBARRIER, _mbarrier_kind(parts, operands)
    if head in ("bar", "barrier") and len(parts) > 1 and parts[1] in ("sync", "arrive", "red", "cta"):
        rest = [p for p in parts[1:] if p not in ("cta", "aligned")]
        what = rest[0] if rest else "sync"
        return NAMED_BARRIER, f"{what}.{_barrier_id(operands)}"
    if head == "fence" or head == "membar":
        kind = ".".join(p for p in parts[1:] if p not in _PTX_FENCE_NOISE)
        return FENCE, kind if head == "fence" else f"membar.{kind}"
    if head == "elect":
        return ELECT, "-"
    if head == "setmaxnreg":
        return _setmaxnreg("dec" if "dec" in parts else "inc", operands)
    return None


def _mbarrier_kind(parts: list[str], operands: str) -> str:
    what = parts[1]
    if what == "arrive" or what == "arrive_drop":
        if "expect_tx" in parts:
            return f"{what}.expect_tx"
        return f"{what}.remote" if "shared::cluster" in parts else what
    if what in ("try_wait", "test_wait", "init", "inval", "expect_tx", "complete_tx", "pending_count"):
        return what
    return what
