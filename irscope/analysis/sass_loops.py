"""The loops of a kernel's SASS, and its main loop: the steady state that decides a GEMM's speed.

A loop is a back-edge: a branch (`BRA`) to a label at the same or an earlier address of the
same function; its body is every instruction from that label to the branch. Two kinds are set
aside:

- **wait loops**, which only poll an mbarrier or sleep (`SYNCS.PHASECHK`, `NANOSLEEP`, `BRA`,
  `YIELD`): ptxas builds one around every `mbarrier.try_wait`; they spin, they do no work;
- the `BRA` to itself that ends every function (a trap after the last `EXIT`).

A loop that retries `setmaxnreg` (`USETMAXREG.TRY_ALLOC` and its branch) waits too.

Of the others, the **innermost** ones contain no other such loop; the **main loop** is the
innermost loop with the most tensor-core MMAs (then the most instructions). Its instruction mix
is static, per iteration: each instruction of the body once, a wait loop inside it included
once (the iteration that does not wait). A loop's extent is its blocks: the run of consecutive
instructions from its header, and the runs ptxas placed out of line (after the function's exit:
the retry paths of its mbarrier waits), each said apart, never one span from the first address
to the last.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from irscope.analysis.dominators import dominator_tree
from irscope.analysis.sass_families import FAMILIES, TENSOR_SPACE
from irscope.analysis.sass_stats import SassFunctionStats, instruction, instruction_stats

SECTION = re.compile(r"^\s*\.section\s+\"?(?P<name>[^\s,\"]+)")  # a listing's section header
_LABEL = re.compile(r"^(?P<label>[.\w$]+):\s*$")
ADDRESS = re.compile(r"^\s*/\*(?P<addr>[0-9a-fA-F]{4,})\*/")  # an instruction's address
_TARGET = re.compile(r"`\((?P<label>[.\w$]+)\)")
Parsed = tuple[str, str, str]  # an instruction's (predicate, opcode, operands)


@dataclass(frozen=True)
class Loop:
    """One back-edge's loop: where it is and what one iteration executes (static counts)."""

    function: str
    label: str
    start: int  # address of its header, where the run of consecutive instructions it starts begins
    end: int  # address of that run's last instruction
    lines: tuple[str, ...]  # its SASS, as listed
    wait: bool  # only polls an mbarrier, sleeps or retries setmaxnreg
    innermost: bool = False
    main: bool = False
    #: (first, last) address of each run of consecutive instructions of its blocks: the header's
    #: run first, then the ones placed elsewhere (out of line)
    ranges: tuple[tuple[int, int], ...] = ()

    @cached_property
    def stats(self) -> SassFunctionStats:
        """The body's counts: families by key, sync kinds, instructions. Counted when asked
        (the innermost loops' and the main loop's are): an outer loop's body repeats every
        loop inside it, so counting every loop's would grow with the nesting depth squared."""
        return instruction_stats(self.function, [p for p in map(instruction, self.lines) if p is not None])

    @property
    def instructions(self) -> int:
        return self.stats.instructions

    @property
    def mma(self) -> int:
        return sum(self.stats.count(f) for f in self.stats.counts if _is_tensor(f))

    @property
    def spills(self) -> int:
        """Local-memory instructions (LDL, STL) in one iteration."""
        return self.stats.count("LDL") + self.stats.count("STL")

    @property
    def span(self) -> str:
        """`44b0-71e0`, and `(+ 8b80-8c10 out of line)` for blocks placed elsewhere."""
        head = f"{self.start:04x}-{self.end:04x}"
        apart = [f"{a:04x}-{b:04x}" for a, b in self.ranges[1:]]
        return head + (f" (+ {', '.join(apart)} out of line)" if apart else "")

    def holds(self, address: int) -> bool:
        return any(a <= address <= b for a, b in self.ranges or ((self.start, self.end),))

    @property
    def wgmma_waits(self) -> dict[int, int]:
        """How often one iteration waits for its warpgroup MMAs to drain to N batches in flight
        (`WARPGROUP.DEPBAR.LE gsb0, 0xN`, wgmma.wait_group N): N -> count. The largest N is how
        many batches the loop keeps in flight: its pipelining depth."""
        return wgmma_waits(self.lines)

    def mix(self) -> list[tuple[str, int]]:
        """[("HGMMA.64x256x16", 4), ("UTMALDG.2D.MC", 1), ("SYNCS", 3), ...]: the families that
        matter per iteration, tensor cores first, keyed as `irscope stats` keys them."""
        out = []
        for family in sorted(self.stats.counts, key=_mix_order):
            for key, n in sorted(self.stats.counts[family].items()):
                out.append((family if key == "-" else f"{family}.{key}", n))
        return out

    def summary(self) -> str:
        """'4 HGMMA.64x256x16, 2 UTMALDG.2D.MC, 3 SYNCS, 0 spills (61 instructions)'."""
        parts = [f"{n} {what}" for what, n in self.mix() if what.split(".")[0] not in ("LDL", "STL")]
        parts.append(f"{self.spills} spills")
        return f"{', '.join(parts)} ({self.instructions} instructions)"

    def to_json(self) -> dict[str, object]:
        waits = self.wgmma_waits
        return {
            "label": self.label,
            "start": self.start,
            "end": self.end,
            "instructions": self.instructions,
            "main": self.main,
            "mix": {what: n for what, n in self.mix()},
            "sync": {c: dict(sorted(k.items())) for c, k in sorted(self.stats.sync.items())},
            "spills": self.spills,
            # only where there is something to say: the stats of most kernels stay as they were
            **({"ranges": [list(r) for r in self.ranges]} if len(self.ranges) > 1 else {}),
            **({"wgmma_waits": {str(n): k for n, k in sorted(waits.items(), reverse=True)}} if waits else {}),
        }


_WGMMA_WAIT = re.compile(r"\bWARPGROUP\.DEPBAR\.LE\s+gsb0\s*,\s*(0x[0-9a-fA-F]+|\d+)")


def wgmma_waits(lines: tuple[str, ...] | list[str]) -> dict[int, int]:
    """N -> how many `WARPGROUP.DEPBAR.LE gsb0, N` these SASS lines hold (not under @!PT)."""
    found: dict[int, int] = {}
    for line in lines:
        m = _WGMMA_WAIT.search(line)
        if m and "@!PT" not in line:
            n = int(m[1], 0)
            found[n] = found.get(n, 0) + 1
    return found


def _is_tensor(family: str) -> bool:
    return family in FAMILIES and FAMILIES[family].space == TENSOR_SPACE


_SPACE_ORDER = (
    "tensor",
    "tma",
    "global",
    "shared",
    "tmem",
    "local",
    "atomic",
    "generic",
    "sync",
    "texture",
    "constant",
)


def _mix_order(family: str) -> tuple[int, str]:
    space = FAMILIES[family].space if family in FAMILIES else ""
    return (_SPACE_ORDER.index(space) if space in _SPACE_ORDER else len(_SPACE_ORDER), family)


def sass_loops(sass_text: str) -> dict[str, tuple[Loop, ...]]:
    """Function name -> its loops (wait loops included, marked), in address order."""
    return {name: flow.loops for name, flow in sass_flow(sass_text).items()}


@dataclass(frozen=True)
class FunctionFlow:
    """One function's control flow as the loop finder sees it: its basic blocks (instruction
    addresses, in order), the blocks control may pass to from each, every address's SASS line,
    and its loops."""

    blocks: tuple[tuple[int, ...], ...]
    successors: tuple[frozenset[int], ...]
    lines: dict[int, str]
    loops: tuple[Loop, ...]


def sass_flow(sass_text: str) -> dict[str, FunctionFlow]:
    """Function name -> its blocks, edges and loops (what warp_roles reads beside the loops)."""
    out: dict[str, FunctionFlow] = {}
    for name, body in _function_bodies(sass_text).items():
        rows, labels = _instructions(body)
        if not rows:
            out[name] = FunctionFlow((), (), {}, ())
            continue
        graph = _ControlFlow(rows, labels)
        blocks = tuple(tuple(graph.block_addresses(b)) for b in range(len(graph.starts)))
        successors = tuple(frozenset(s) for s in graph.successors)
        lines = {a: row[1] for a, row in rows.items()}
        out[name] = FunctionFlow(blocks, successors, lines, _mark(_loops(name, rows, labels, graph)))
    return out


def main_loop(loops: tuple[Loop, ...]) -> Loop | None:
    return next((loop for loop in loops if loop.main), None)


def _function_bodies(text: str) -> dict[str, list[str]]:
    bodies: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        m = SECTION.match(line)
        if m:
            name = m["name"]
            current = bodies.setdefault(name[6:], []) if name.startswith(".text.") else None
            continue
        if current is not None:
            current.append(line)
    return bodies


def _loops(
    function: str, rows: dict[int, tuple[Parsed, str]], labels: dict[str, int], graph: _ControlFlow
) -> list[Loop]:
    """The natural loop of every back-edge of one function's listing (loops sharing a header
    are one loop), in the order of their first back-edge, each marked innermost or not.

    A loop holds another exactly when it holds the other's header (natural loops with
    different headers are disjoint or nested), and a header dominates every header inside its
    loop, so loops taken deepest header first meet every loop inside them before themselves:
    each body is walked once, and whether it holds a loop that works is a look at its blocks."""
    tails: dict[int, list[int]] = {}
    for tail, head in graph.back_edges():
        tails.setdefault(head, []).append(tail)
    names = {address: label for label, address in labels.items()}
    position = {a: i for i, a in enumerate(sorted(rows))}
    found: dict[int, Loop] = {}
    working_heads: set[int] = set()
    for head in sorted(tails, key=graph.dominators.enter.__getitem__, reverse=True):
        blocks = graph.natural_loop(tails[head], head)
        addresses = sorted(a for b in blocks for a in graph.block_addresses(b))
        innermost = not any(b in working_heads for b in blocks if b != head)
        runs = _runs(addresses, position, graph.starts[head])
        loop = _loop(function, names.get(graph.starts[head], ""), addresses, runs, rows, innermost)
        if not loop.wait:
            working_heads.add(head)
        found[head] = loop
    return [found[head] for head in tails]


def _runs(addresses: list[int], position: dict[int, int], header: int) -> tuple[tuple[int, int], ...]:
    """The loop's instructions as runs of consecutive instructions of the function, the run
    holding the header first."""
    runs: list[list[int]] = []
    for a in addresses:
        if runs and position[a] == position[runs[-1][1]] + 1:
            runs[-1][1] = a
        else:
            runs.append([a, a])
    first = next((r for r in runs if r[0] <= header <= r[1]), runs[0])
    return ((first[0], first[1]), *((r[0], r[1]) for r in runs if r is not first))


def _instructions(body: list[str]) -> tuple[dict[int, tuple[Parsed, str]], dict[str, int]]:
    """address -> (parsed instruction, line), and label -> address of the instruction it marks."""
    labels: dict[str, int] = {}
    pending: list[str] = []
    rows: dict[int, tuple[Parsed, str]] = {}
    for line in body:
        m = _LABEL.match(line)
        if m:
            pending.append(m["label"])
            continue
        a = ADDRESS.match(line)
        parsed = instruction(line) if a else None
        if a and parsed:
            address = int(a["addr"], 16)
            for label in pending:
                labels[label] = address
            pending = []
            rows[address] = (parsed, line)
    return rows, labels


class _ControlFlow:
    """Basic blocks of one function and their edges: a branch's target, and the next
    instruction unless the block ends in an unconditional BRA, EXIT or RET."""

    def __init__(self, rows: dict[int, tuple[Parsed, str]], labels: dict[str, int]) -> None:
        order = sorted(rows)
        leaders = {order[0], *labels.values()}
        for i, address in enumerate(order[:-1]):
            if rows[address][0][1].split(".")[0] in _ENDS_BLOCK:
                leaders.add(order[i + 1])
        self.starts = [a for a in order if a in leaders]
        index = {a: i for i, a in enumerate(self.starts)}
        self._members: list[list[int]] = [[] for _ in self.starts]
        block = -1
        for address in order:
            if address in index:
                block = index[address]
            self._members[block].append(address)
        self.successors: list[set[int]] = []
        for i, members in enumerate(self._members):
            (pred, opcode, operands), _ = rows[members[-1]]
            base = opcode.split(".")[0]
            # `@P0 BRA` and `BRA.U !UP0, target` (a uniform predicate as operand) are conditional.
            unconditional = pred.replace(" ", "") in ("", "@PT") and not _OPERAND_PREDICATE.match(operands)
            out = set()
            if base == "BRA":
                t = _TARGET.search(operands)
                if t and t["label"] in labels:
                    out.add(index[labels[t["label"]]])
            if not (unconditional and base in ("BRA", "EXIT", "RET")) and i + 1 < len(self.starts):
                out.add(i + 1)
            self.successors.append(out)
        self.predecessors: list[list[int]] = [[] for _ in self.starts]
        for b, succ in enumerate(self.successors):
            for s in succ:
                self.predecessors[s].append(b)
        self.dominators = dominator_tree(self.successors)

    def block_addresses(self, block: int) -> list[int]:
        return self._members[block]

    def back_edges(self) -> list[tuple[int, int]]:
        """(tail, head) of every edge into a block that dominates its source."""
        tree = self.dominators
        return [(n, h) for n, succ in enumerate(self.successors) for h in succ if tree.dominates(h, n)]

    def natural_loop(self, tails: list[int], head: int) -> set[int]:
        """The head and every block that reaches one of the tails without passing through it:
        the loop of all the head's back-edges at once, one walk however many there are."""
        body = {head, *tails}
        work = [t for t in set(tails) if t != head]
        while work:
            for p in self.predecessors[work.pop()]:
                if p not in body:
                    body.add(p)
                    work.append(p)
        return body


_OPERAND_PREDICATE = re.compile(r"^\s*!?U?P\d+\s*,")
_ENDS_BLOCK = ("BRA", "EXIT", "RET", "BRX", "JMP", "JMX", "CALL")


def _loop(
    function: str,
    label: str,
    addresses: list[int],
    runs: tuple[tuple[int, int], ...],
    rows: dict[int, tuple[Parsed, str]],
    innermost: bool,
) -> Loop:
    parsed = [rows[a][0] for a in addresses]
    polls = any(op.startswith(("SYNCS.PHASECHK", "NANOSLEEP", "USETMAXREG.TRY_ALLOC")) for _, op, _ in parsed)
    works = any(_works(pred, op) for pred, op, _ in parsed)
    only_branches = all(op.split(".")[0] in ("BRA", "NOP") for _, op, _ in parsed)
    lines = tuple(rows[a][1] for a in addresses)
    wait = (polls and not works) or only_branches
    start, end = runs[0]
    return Loop(function, label, start, end, lines, wait, innermost=innermost and not wait, ranges=runs)


def _works(pred: str, opcode: str) -> bool:
    """Whether an instruction counts in a family that is not a sync one (one under @!PT never
    runs and counts in none)."""
    family = FAMILIES.get(opcode.split(".")[0])
    return family is not None and family.space != "sync" and pred.replace(" ", "") != "@!PT"


def _mark(loops: list[Loop]) -> tuple[Loop, ...]:
    from dataclasses import replace

    main = max((loop for loop in loops if loop.innermost), key=lambda loop: (loop.mma, loop.instructions), default=None)
    return tuple(
        replace(loop, main=True) if loop is main else loop
        for loop in sorted(loops, key=lambda loop: (loop.start, loop.end))
    )
