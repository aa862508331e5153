"""`irscope explain`: the main loop's source lines and the lines behind local memory."""

from __future__ import annotations

import json
import re
from pathlib import Path

from irscope.analysis.explain import Access, Explanation, LineReport, explain
from irscope.analysis.sass_loops import main_loop, sass_loops
from tests.helpers import invoke_irscope
from tests.sourcemap.helpers import load

SGEMM = "sgemm:f32@sm_90a"


def test_main_loop_lines_add_up_to_the_loop(lineinfo_store: Path) -> None:
    b, sm = load(lineinfo_store, SGEMM)
    expl = explain(b, sm)
    loop = expl.main_loop
    (fn_loops,) = [loops for loops in sass_loops(b.sass() or "").values() if main_loop(loops)]
    real = main_loop(fn_loops)
    assert loop is not None and loop.label == real.label and loop.summary == real.summary()
    assert sum(s.instructions for s in loop.sources) + loop.unmapped == real.instructions
    # The shared-memory loads of the loop come from the line that partitions or copies sA/sB:
    # each source line named holds at least one of the loop's instructions, in order of count.
    counts = [s.instructions for s in loop.sources]
    assert counts == sorted(counts, reverse=True) and all(counts)
    data = json.loads(invoke_irscope("--store", str(lineinfo_store), "explain", SGEMM, "--json", "--no-capture").stdout)
    assert data["main_loop"]["label"] == real.label and data["local_memory"] == []
    text = invoke_irscope("--store", str(lineinfo_store), "explain", SGEMM, "--no-capture").stdout
    assert f"main loop {real.label} at {real.span}: {real.summary()}" in text
    assert "local memory: no line's SASS stores or loads local memory (no spills)" in text
    assert re.search(r"^    kernels/sgemm\.py:\d+ `.+`: \d+$", text, re.M)


def test_local_memory_lines_count_stl_and_ldl() -> None:
    def line(n: int, *accesses: Access) -> LineReport:
        return LineReport("k.py", "k.py", n, f"line {n}", accesses, (1,), (), ())

    expl = Explanation(
        "k:c@sm_90a",
        "k.py",
        (
            line(10, Access("STL.64", "STL", "local", "64", 2, 0), Access("LDG.E", "LDG", "global", "32", 1, 0)),
            line(11, Access("LDL", "LDL", "local", "32", 3, 1)),
            line(12, Access("LDG.E.128", "LDG", "global", "128", 4, 0)),
        ),
        0,
        {},
    )
    assert [(m.line, m.stores, m.loads, m.store_bytes, m.load_bytes) for m in expl.local_memory] == [
        (10, 2, 0, 16, 0),
        (11, 0, 3, 0, 12),
    ]


def test_source_pane_marks_local_memory_lines() -> None:
    from irscope.tui.source_pane import line_mark, note

    def line(*accesses: Access) -> LineReport:
        return LineReport("k.py", "k.py", 1, "x", accesses, (1, 2), (), ())

    spill = line(Access("STL.64", "STL", "local", "64", 2, 0), Access("LDG.E.128", "LDG", "global", "128", 1, 0))
    assert line_mark(spill) == ("▲", "bold red")
    assert [span.style for span in note(spill).spans][0] == "bold red"
    assert line_mark(line(Access("LDG.E.128", "LDG", "global", "128", 1, 0))) == ("●", "green")
    assert line_mark(None) == (" ", "")
