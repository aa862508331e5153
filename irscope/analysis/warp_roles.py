"""Warp-specialized kernels: the roles `setmaxnreg` sets apart, each role's main loop, and the
register budget after the reallocation.

A warp-specialized Hopper kernel (CUTLASS's persistent GEMM, FlashAttention's forward) branches
on the warpgroup index: the producer warpgroup gives registers back (`setmaxnreg.dec`,
`USETMAXREG.DEALLOC.CTAPOOL 0x18`: 24 per thread) and issues TMA loads; the MMA warpgroups take
them (`setmaxnreg.inc`, `USETMAXREG.TRY_ALLOC.CTAPOOL UP0, 0xf0`: 240) and issue the warpgroup
MMAs. A role is the code control reaches from its USETMAXREG without passing another one (the
blocks of sass_loops' control flow); a loop belongs to the role whose code holds its header.

How many warpgroups take each value is not in the SASS (it depends on the warpgroup index the
branch tests). Where there are as many values as warpgroups, each takes one. Otherwise the pool
decides: setmaxnreg moves registers between the warpgroups of a CTA, and CUTLASS's kernels pick
values that use up what the launch allocated, registers per thread x threads (168 x 384 =
64,512 = (1 x 24 + 2 x 240) x 128 threads per warpgroup); the one split of the warpgroups that
adds up to it exactly is the answer; where none or several do, the count is unknown and said
so.

Each role's code must fit its budget: the highest register it names (R0..Rn) must lie below
it, or the warpgroup would read registers it gave back.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Any

from irscope.analysis.sass_loops import FunctionFlow, Loop

WARPGROUP_THREADS = 128
REGISTERS_PER_SM = 65536  # sm_90 and sm_100: 64K 32-bit registers per SM, the most a CTA may hold
_SETMAXNREG = re.compile(r"\bUSETMAXREG\.(?P<how>TRY_ALLOC|DEALLOC)\S*\s+(?:!?UP\w+\s*,\s*)?(?P<n>0x[0-9a-fA-F]+|\d+)")
_REGISTER = re.compile(r"(?<![\w.])R(\d{1,3})\b")
_TMA_LOADS = ("UTMALDG", "UBLKCP")
_MMA = ("HGMMA", "IGMMA", "QGMMA", "BGMMA", "UTCHMMA", "UTCQMMA", "UTCIMMA", "UTCOMMA", "UTCMMA")


@dataclass(frozen=True)
class Role:
    name: str  # "MMA", "producer", or "role at ADDR" where its code does neither
    setmaxnreg: str  # "inc.240" / "dec.24", as sync_kinds names it
    registers: int  # per thread, after setmaxnreg
    address: int  # of its USETMAXREG
    highest_register: int | None  # the highest R index its code names; None: it names none
    main_loop: Loop | None
    warpgroups: int | None = None  # how many of the CTA's warpgroups take it (None: unknown)

    @property
    def fits(self) -> bool:
        return self.highest_register is None or self.highest_register < self.registers

    def to_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "setmaxnreg": self.setmaxnreg,
            "registers": self.registers,
            "warpgroups": self.warpgroups,
            "highest_register": self.highest_register,
            "fits": self.fits,
            "main_loop": self.main_loop.label if self.main_loop else None,
        }


@dataclass(frozen=True)
class RegisterBudget:
    """The CTA's registers after setmaxnreg: each role's per-thread budget x its warpgroups."""

    roles: tuple[Role, ...]
    threads: int | None  # per CTA
    launch_registers: int | None  # per thread, what the CTA was launched with (EIATTR_REGCOUNT)

    @property
    def per_cta(self) -> int | None:
        if any(r.warpgroups is None for r in self.roles):
            return None
        return sum(r.registers * WARPGROUP_THREADS * (r.warpgroups or 0) for r in self.roles)

    @property
    def launch_pool(self) -> int | None:
        """What the launch allocates the CTA (per warp, in units of 8 registers per thread):
        setmaxnreg moves registers within it, never beyond."""
        if self.threads is None or self.launch_registers is None:
            return None
        return -(-self.launch_registers // 8) * 8 * self.threads

    @property
    def ctas_per_sm(self) -> int | None:
        """CTAs one SM holds by registers: the CTA holds its launch's allocation, and what the
        roles take after setmaxnreg where that is more (their reallocation then waits)."""
        held = max(p for p in (self.per_cta, self.launch_pool, 1) if p is not None)
        return REGISTERS_PER_SM // held if self.per_cta else None

    @property
    def within_launch(self) -> bool:
        """Whether the roles' budgets fit the registers the launch allocates the CTA."""
        return self.per_cta is None or self.launch_pool is None or self.per_cta <= self.launch_pool

    @property
    def fits(self) -> bool:
        return all(r.fits for r in self.roles)

    def summary(self) -> str:
        """`1 warpgroup x 24 (producer) + 2 x 240 (MMA) = 64,512 of 65,536 registers per CTA: 1 CTA/SM`."""
        parts = []
        for i, r in enumerate(self.roles):
            count = "?" if r.warpgroups is None else str(r.warpgroups)
            unit = (" warpgroup" if r.warpgroups == 1 else " warpgroups") if i == 0 else ""
            parts.append(f"{count}{unit} x {r.registers} ({r.name})")
        head = " + ".join(parts)
        if self.per_cta is None:
            return f"{head}: how many warpgroups take each is unknown ({self._why_unknown()})"
        launch = ""
        if self.launch_pool is not None and self.launch_pool != self.per_cta:
            launch = f" (its launch allocates {self.launch_pool:,}: {self.launch_registers} x {self.threads})"
        if not self.within_launch:
            launch = f", MORE THAN ITS LAUNCH ALLOCATES ({self.launch_pool:,}): setmaxnreg.inc would wait for them"
        return (
            f"{head} = {self.per_cta:,} of {REGISTERS_PER_SM:,} registers per CTA{launch}: "
            f"{self.ctas_per_sm} CTA{'s' if self.ctas_per_sm != 1 else ''}/SM by registers"
        )

    def fit_line(self) -> str:
        """`each role's code fits its budget (producer names up to R23 of 24, MMA R239 of 240)`."""
        shown = ", ".join(
            f"{r.name} names {'no register' if r.highest_register is None else f'up to R{r.highest_register}'} "
            f"of {r.registers}"
            for r in self.roles
        )
        if self.fits:
            return f"each role's code fits its budget ({shown})"
        over = [r.name for r in self.roles if not r.fits]
        return f"OVER BUDGET: {', '.join(over)} ({shown})"

    def _why_unknown(self) -> str:
        if self.threads is None or self.launch_registers is None:
            return "the CTA's threads or registers are unknown"
        return f"no one split of {self.threads // WARPGROUP_THREADS} warpgroups keeps the launch's pool"

    def to_json(self) -> dict[str, object]:
        return {
            "roles": [r.to_json() for r in self.roles],
            "per_cta": self.per_cta,
            "of": REGISTERS_PER_SM,
            "ctas_per_sm": self.ctas_per_sm,
            "fits": self.fits and self.within_launch,
        }


def register_budget(flow: FunctionFlow, threads: int | None, launch_registers: int | None) -> RegisterBudget | None:
    """The budget of a kernel whose SASS reallocates registers (USETMAXREG); None where it does not."""
    marks = _setmaxnreg(flow)
    if not marks:
        return None
    starts = {flow_block(flow, address) for address, _, _ in marks}
    roles = []
    for address, how, n in marks:
        region = _region(flow, flow_block(flow, address), starts)
        addresses = {a for b in region for a in flow.blocks[b]}
        loops = [loop for loop in flow.loops if loop.innermost and loop.start in addresses]
        roles.append(_role(flow, address, how, n, addresses, loops))
    counts = _warpgroups([r.registers for r in roles], threads, launch_registers)
    if counts is not None:
        roles = [_with(r, warpgroups=c) for r, c in zip(roles, counts, strict=True)]
    return RegisterBudget(tuple(roles), threads, launch_registers)


def flow_block(flow: FunctionFlow, address: int) -> int:
    return next(i for i, block in enumerate(flow.blocks) if address in block)


def role_of(budget: RegisterBudget | None, loop: Loop) -> Role | None:
    return next((r for r in budget.roles if r.main_loop is loop), None) if budget else None


def _setmaxnreg(flow: FunctionFlow) -> list[tuple[int, str, int]]:
    found = []
    for address in sorted(flow.lines):
        m = _SETMAXNREG.search(flow.lines[address])
        if m and "@!PT" not in flow.lines[address]:
            found.append((address, "inc" if m["how"] == "TRY_ALLOC" else "dec", int(m["n"], 0)))
    return found


def _region(flow: FunctionFlow, start: int, stops: set[int]) -> set[int]:
    """The blocks control reaches from `start` without entering another role's first block."""
    seen, work = {start}, [start]
    while work:
        for s in flow.successors[work.pop()]:
            if s not in seen and s not in stops:
                seen.add(s)
                work.append(s)
    return seen


def _role(flow: FunctionFlow, address: int, how: str, n: int, addresses: set[int], loops: list[Loop]) -> Role:
    opcodes = [flow.lines[a].split(";")[0] for a in addresses]
    mma = any(re.search(rf"\b{f}\b", op) for op in opcodes for f in _MMA)
    loads = any(re.search(rf"\b{f}\b", op) for op in opcodes for f in _TMA_LOADS)
    name = "MMA" if mma else "producer" if loads else f"role at {address:04x}"
    if mma:
        main = max(loops, key=lambda loop: (loop.mma, loop.instructions), default=None)
    else:
        main = max(loops, key=lambda loop: (_tma_loads(loop), loop.instructions), default=None)
    highest = max((h for op in opcodes if (h := highest_register(op)) is not None), default=None)
    return Role(name, f"{how}.{n}", n, address, highest, main)


_WIDE = re.compile(r"\.(64|128|256)\b")
_MMA_SHAPE = re.compile(r"^[A-Z]GMMA\.\d+x(?P<n>\d+)x\d+\.(?P<acc>F32|F16|S32)\b")


def highest_register(line: str) -> int | None:
    """The highest register an instruction names, counting the registers a wide operand spans:
    `R2.64` two, a `.128` access's data register four, a warpgroup MMA's accumulator N/2 (f32,
    s32) or N/4 (f16) for an N-wide tile."""
    body = line.split(";")[0]
    body = re.sub(r"^\s*/\*[0-9a-fA-F]+\*/", "", body)
    found = [(int(m[1]), m.end()) for m in _REGISTER.finditer(body)]
    if not found:
        return None
    tokens = body.split()
    opcode = tokens[1] if len(tokens) > 1 and tokens[0].startswith("@") else tokens[0]
    mma = _MMA_SHAPE.match(opcode)
    if mma:  # the accumulator: the first register named
        span = int(mma["n"]) // (4 if mma["acc"] == "F16" else 2)
        return max(found[0][0] + span - 1, *(r for r, _ in found))
    wide = _WIDE.search(opcode)
    span = {"64": 2, "128": 4, "256": 8}[wide[1]] if wide else 1
    return max(r + (1 if body[end : end + 3] == ".64" else span - 1) for r, end in found)


def _tma_loads(loop: Loop) -> int:
    return sum(loop.stats.count(f) for f in _TMA_LOADS)


def _warpgroups(budgets: list[int], threads: int | None, registers: int | None) -> list[int] | None:
    """How many of the CTA's warpgroups take each budget: one each where there are as many
    roles as warpgroups; else the one split (each role at least one) whose budgets add up to
    the launch's pool exactly (registers x threads: what CUTLASS's kernels choose their values
    by); None where no split or several do."""
    if threads is None or registers is None or threads % WARPGROUP_THREADS:
        return None
    groups = threads // WARPGROUP_THREADS
    if groups == len(budgets):
        return [1] * groups
    pool = -(-registers // 8) * 8 * threads
    found = [
        split
        for split in itertools.product(range(1, groups + 1), repeat=len(budgets))
        if sum(split) == groups and sum(n * b * WARPGROUP_THREADS for n, b in zip(split, budgets, strict=True)) == pool
    ]
    return list(found[0]) if len(found) == 1 else None


def _with(role: Role, **changes: Any) -> Role:
    from dataclasses import replace

    return replace(role, **changes)
