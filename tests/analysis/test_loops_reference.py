"""The loop finder (analysis/sass_loops.py on analysis/dominators.py) gives exactly what it gave
with sets of dominators (tests/analysis/reference/sass_loops.py, frozen) on every captured
kernel of the suite, the committed listings and random control flow; and its dominator tree
answers "does d dominate b" as the sets do, on random graphs."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from irscope import bundle, store
from irscope.analysis.dominators import dominator_tree
from irscope.analysis.sass_loops import sass_loops
from tests.analysis import sass_listings
from tests.analysis.reference import sass_loops as reference

DATA = Path(__file__).resolve().parent / "data"


def _found(text: str, finder: object) -> dict[str, list[tuple[object, ...]]]:
    """Every loop as all it says: where, what, which kind, its statistics."""
    return {
        function: [
            (loop.label, loop.start, loop.end, loop.lines, loop.wait, loop.innermost, loop.main, loop.to_json())
            for loop in loops
        ]
        for function, loops in finder.sass_loops(text).items()  # type: ignore[attr-defined]
    }


def _same(text: str) -> None:
    import irscope.analysis.sass_loops as current

    assert _found(text, current) == _found(text, reference)


def test_every_captured_kernel(seed_store: Path) -> None:
    texts = [bundle.load(path).sass() for path in store.all_latest(seed_store)]
    texts = [t for t in texts if t]
    assert texts
    for text in texts:
        _same(text)
    assert any(any(loop.main for loop in loops) for t in texts for loops in sass_loops(t).values())


@pytest.mark.parametrize("name", sorted(p.name for p in DATA.glob("*.sass")))
def test_committed_listings(name: str) -> None:
    _same((DATA / name).read_text())


@pytest.mark.parametrize("seed", range(20))
def test_random_control_flow(seed: int) -> None:
    """Forward and backward branches, conditional or not, EXITs, unlabelled and unreachable
    blocks (which may branch into a loop: the natural loop takes them in)."""
    rng = random.Random(seed)
    for _ in range(150):
        _same(sass_listings.random_listing(rng, rng.randint(1, 60)))


@pytest.mark.parametrize(
    "text",
    [sass_listings.conditional_chain(200), sass_listings.nested_loops(40), sass_listings.many_back_edges(200)],
    ids=["chain", "nest", "fan"],
)
def test_the_shapes_that_scale(text: str) -> None:
    _same(text)


def _dominator_sets(successors: list[set[int]]) -> tuple[list[set[int]], set[int]]:
    n = len(successors)
    reachable, work = {0}, [0]
    while work:
        for s in successors[work.pop()]:
            if s not in reachable:
                reachable.add(s)
                work.append(s)
    predecessors: list[list[int]] = [[] for _ in range(n)]
    for b, succ in enumerate(successors):
        for s in succ:
            predecessors[s].append(b)
    dom = [set(range(n)) for _ in range(n)]
    dom[0] = {0}
    changed = True
    while changed:
        changed = False
        for b in range(1, n):
            preds = [p for p in predecessors[b] if p in reachable]
            new = ({b} | set.intersection(*(dom[p] for p in preds))) if preds else {b}
            if new != dom[b]:
                dom[b], changed = new, True
    return dom, reachable


@pytest.mark.parametrize("seed", range(10))
def test_dominator_tree_against_dominator_sets(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(300):
        n = rng.randint(1, 30)
        successors = [set(rng.sample(range(n), rng.randint(0, min(3, n)))) for _ in range(n)]
        sets, reachable = _dominator_sets(successors)
        tree = dominator_tree(successors)
        for b in range(n):
            assert tree.reachable(b) == (b in reachable)
            for d in range(n):
                assert tree.dominates(d, b) == (b in reachable and d in sets[b]), (successors, d, b)
