"""The page's stats table of one kernel function (views/html/stats_view): the SASS rows by family
and width (the required families always, extra keys as columns, quiet spaces left out), the
notes (unknown opcodes, the PTX ops, disagreements), the facts and the synchronization rows."""

from __future__ import annotations

from dataclasses import replace

from irscope.analysis.stats import Disagreement, bundle_stats
from irscope.bundle import load
from irscope.views.html.stats_view import Cell, _function
from tests.conftest import DATA_BUNDLE


def _fn():
    (fn, *_) = bundle_stats(load(DATA_BUNDLE)).functions
    return fn


def test_rows_and_notes_of_a_function() -> None:
    fn = _fn()
    sass = replace(
        fn.sass,
        counts={"LDG": {"128": 2, "64": 1}, "STG": {"2D": 3}, "ULDC": {"64": 4}, "ATOMG": {"32": 5}},
        predicated={"LDG": {"128": 1, "64": 1}},
        other={"XLDG": 2, "ALD": 1},
    )
    ptx = replace(fn.ptx, ops={"ld.param": {"-": 9}, "st.global": {"v4.b32": 2, "b32": 1}, "ld.global": {"b16": 1}})
    split = Disagreement(("ld.global",), ("LDG",), {"16": 1}, {"64": 1}, "split", "1 PTX load, 1 SASS LDG")
    table = _function(replace(fn, sass=sass, ptx=ptx, disagreements=(split,)))
    assert table.header == ("SASS", "space", "8b", "16b", "32b", "64b", "128b", "256b", "2D", "predicated")
    none = Cell("-", "none")
    assert [row[0].text for row in table.rows] == ["LDG", "STG", "LDGSTS", "LDS", "STS", "ATOMG"]
    assert table.rows[0] == (
        Cell("LDG"),
        Cell("global"),
        none,
        none,
        none,
        Cell("1"),
        Cell("2", "wide"),
        none,
        none,
        Cell("2"),
    )
    assert table.rows[1][-2:] == (Cell("3"), Cell(""))
    assert table.rows[3][2:] == (none,) * 7 + (Cell(""),)
    assert table.notes == (
        "unknown memory opcodes: ALD x1, XLDG x2",
        "PTX: ld.global [b16 x1]; st.global [b32 x1, v4.b32 x2]",
        "PTX/SASS split: 1 PTX load, 1 SASS LDG",
    )


def test_a_function_without_sass_or_ptx() -> None:
    table = _function(replace(_fn(), sass=None, ptx=None, disagreements=()))
    assert (table.header, table.rows, table.notes) == ((), (), ())


def test_ptx_without_memory_instructions() -> None:
    fn = _fn()
    table = _function(replace(fn, ptx=replace(fn.ptx, ops={"ld.param": {"-": 3}}), disagreements=()))
    assert table.notes[-1] == "PTX: no memory instructions"


def test_the_committed_bundle_as_the_page_shows_it() -> None:
    fn = _fn()
    table = _function(fn)
    assert table.name == "kernel_cutlass_copy_kernel~"
    assert table.kind == fn.kind and table.summary
    assert [r[0].text for r in table.rows] == ["LDG", "STG", "LDGSTS", "LDS", "STS"]
    assert table.facts and all(f == f.strip() for f in table.facts)
