"""Comparing two captures, the kernels' mangled names are not changed lines (pairing collapsed
names across A and B), unless --raw-names; and `diff -y` in a pipe keeps every character."""

from __future__ import annotations

from pathlib import Path

from irscope.analysis.diff import SideBySideRow
from irscope.analysis.normalize import collapse_long_names, unify_collapsed_names
from irscope.views.diff_text import side_by_side_lines
from tests import example_project as sandbox

example_project = sandbox.example_project  # the fixture
SIG = "_tensorptrf32gmemalign16o161285126481921131072128_tensorptrf32gmemalign16o16128512648192"


def test_unify_pairs_names_found_on_one_side_only() -> None:
    left = collapse_long_names(f".global kernel_cutlass_add_kernel_v1{SIG}\nLDG helper_common{SIG}\n")
    right = collapse_long_names(f".global kernel_cutlass_add_kernel_v2{SIG}\nLDG helper_common{SIG}\n")
    assert left != right
    a, b = unify_collapsed_names(left, right)
    assert a == b == ".global kernel_cutlass_add_kernel_v{1,2}~\nLDG helper_common~\n"


def test_unify_leaves_unpaired_and_equal_texts_alone() -> None:
    text = collapse_long_names(f"call kernel_cutlass_add_kernel_v1{SIG}\n")
    assert unify_collapsed_names(text, text) == (text, text)
    assert unify_collapsed_names(text, "nothing here\n") == (text, "nothing here\n")


def test_diff_of_two_versions_hides_symbol_names(example_project: Path) -> None:
    command = "irscope diff elementwise_add:v1_f32@sm_90a elementwise_add:v2_f32@sm_90a --stage sass"
    collapsed = sandbox.run_in_project(command, example_project)
    raw = sandbox.run_in_project(command + " --raw-names", example_project)
    assert collapsed.returncode == raw.returncode == 1, collapsed.stderr + raw.stderr

    def changed(out: str) -> list[str]:
        return [line for line in out.splitlines() if line[:1] in "+-" and not line.startswith(("---", "+++"))]

    assert not [line for line in changed(collapsed.stdout) if "add_kernel" in line]
    assert "kernel_cutlass_add_kernel_v{1,2}~" in collapsed.stdout
    assert any("kernel_cutlass_add_kernel_v1_tensor" in line for line in changed(raw.stdout))


def test_side_by_side_in_a_pipe_cuts_nothing() -> None:
    long = "%0 = cute.make_layout(" + "x" * 150 + ") : !cute.layout<end>"
    rows = (SideBySideRow(1, long, 1, long + " changed", "replace"),)
    lines = list(side_by_side_lines(rows, width=80, context=None))
    column = lines[0].index(" | ")  # the columns grow to the longest word: no word is cut (round 9)
    left = " ".join(line[:column].strip() for line in lines if line[:column].strip())
    right = " ".join(line[column + 3 :] for line in lines)
    assert left == long and right == long + " changed"
    assert lines[0][column + 1] == "|" and all(line[column + 1] == " " for line in lines[1:])
