"""Dominators of a control-flow graph, in time near-linear in its size (Lengauer-Tarjan).

A block `d` dominates `b` when every path from the entry to `b` passes through `d`. Sets of
dominators per block grow with the graph's depth: a SASS of 8,000 conditional branches in a
row held 32 million set entries (5.9 GB) that way. Here each block keeps only its immediate
dominator, found by Lengauer and Tarjan's semidominators with path compression (O(E log V)),
and "does `d` dominate `b`" is a comparison of the two blocks' places in a walk of the
dominator tree. Every walk is a loop over an explicit stack, so depth costs no recursion.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

UNREACHABLE = -1


@dataclass(frozen=True)
class DominatorTree:
    """Immediate dominators of the blocks reachable from block 0, and the tree's walk order."""

    idom: tuple[int, ...]  # block -> its immediate dominator (the entry's is itself), or UNREACHABLE
    enter: tuple[int, ...]  # block -> when the walk of the dominator tree entered it
    leave: tuple[int, ...]  # block -> when it left it (after every block it dominates)

    def reachable(self, block: int) -> bool:
        return self.idom[block] != UNREACHABLE

    def dominates(self, d: int, b: int) -> bool:
        """Whether `d` dominates `b` (a block dominates itself); False where either is unreachable."""
        if not (self.reachable(d) and self.reachable(b)):
            return False
        return self.enter[d] <= self.enter[b] and self.leave[b] <= self.leave[d]


def dominator_tree(successors: Sequence[Sequence[int] | set[int]]) -> DominatorTree:
    """The dominator tree of the graph whose block `i` branches to `successors[i]`, entry 0."""
    n = len(successors)
    order, parent = _depth_first(successors)
    number = [UNREACHABLE] * n
    for k, block in enumerate(order):
        number[block] = k
    predecessors: list[list[int]] = [[] for _ in order]
    for block in order:
        for s in successors[block]:
            predecessors[number[s]].append(number[block])
    idom_numbers = _immediate_dominators(predecessors, parent)
    idom = [UNREACHABLE] * n
    for k, block in enumerate(order):
        idom[block] = order[idom_numbers[k]]
    enter, leave = _walk(idom, order)
    return DominatorTree(tuple(idom), enter, leave)


def _depth_first(successors: Sequence[Sequence[int] | set[int]]) -> tuple[list[int], list[int]]:
    """The blocks reachable from 0 in depth-first preorder, and each one's DFS parent by number."""
    if not successors:
        return [], []
    order, parent = [0], [0]
    seen = {0}
    stack = [(0, iter(successors[0]))]  # (a block's number, its successors not yet looked at)
    while stack:
        k, rest = stack[-1]
        for s in rest:
            if s not in seen:
                seen.add(s)
                parent.append(k)
                order.append(s)
                stack.append((len(order) - 1, iter(successors[s])))
                break
        else:
            stack.pop()
    return order, parent


def _walk(idom: list[int], order: list[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """When a depth-first walk of the dominator tree enters and leaves each block."""
    n = len(idom)
    children: list[list[int]] = [[] for _ in range(n)]
    for block in order[1:]:
        children[idom[block]].append(block)
    enter, leave = [UNREACHABLE] * n, [UNREACHABLE] * n
    clock = 0
    stack = [(order[0], iter(children[order[0]]))] if order else []
    if order:
        enter[order[0]] = 0
    while stack:
        block, rest = stack[-1]
        child = next(rest, None)
        clock += 1
        if child is None:
            leave[block] = clock
            stack.pop()
        else:
            enter[child] = clock
            stack.append((child, iter(children[child])))
    return tuple(enter), tuple(leave)


def _immediate_dominators(predecessors: list[list[int]], parent: list[int]) -> list[int]:
    """Lengauer-Tarjan on blocks numbered in DFS preorder (0 the entry): each one's idom number."""
    n = len(parent)
    semi = list(range(n))
    label = list(range(n))
    ancestor = [UNREACHABLE] * n
    idom = [0] * n
    bucket: list[list[int]] = [[] for _ in range(n)]

    def evaluate(v: int) -> int:
        if ancestor[v] == UNREACHABLE:
            return v
        path, x = [], v  # the blocks from v up whose ancestor's ancestor is linked
        while ancestor[ancestor[x]] != UNREACHABLE:
            path.append(x)
            x = ancestor[x]
        for x in reversed(path):  # compressed from the top down, as the recursive form does
            a = ancestor[x]
            if semi[label[a]] < semi[label[x]]:
                label[x] = label[a]
            ancestor[x] = ancestor[a]
        return label[v]

    for w in range(n - 1, 0, -1):
        for v in predecessors[w]:
            u = evaluate(v)
            semi[w] = min(semi[w], semi[u])
        bucket[semi[w]].append(w)
        p = parent[w]
        ancestor[w] = p
        for v in bucket[p]:
            u = evaluate(v)
            idom[v] = u if semi[u] < semi[v] else p
        bucket[p].clear()
    for w in range(1, n):
        if idom[w] != semi[w]:
            idom[w] = idom[idom[w]]
    return idom
