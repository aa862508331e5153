"""Tables never cut an identifier, at any width, on a terminal or not (views/table.py).

Every table the CLI prints (passes, stats, list, check, run) is rendered at 40, 80 and 200
columns into a rich Console that is a terminal or not; every identifier it holds (pass NAME#k,
kernel:case@arch, SASS family, file path) must appear whole, and output that is not a terminal
must be plain (no box drawing, no escape codes). Then the same through the real CLI in a pipe.
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import click
import pytest
from hypothesis import given
from hypothesis import strategies as st
from rich.console import Console
from rich.text import Text

from irscope import bundle, registry, store
from tests import example_project as sandbox
from tests.helpers import assert_fitted, run_irscope_in_a_terminal

example_project = sandbox.example_project  # the fixture
WIDTHS = (40, 80, 200)
BOX = re.compile("[─━│┃┌┏└┗┡╇]")


def console(width: int, tty: bool, **kwargs) -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    colors = {"color_system": "truecolor"} if tty else {}  # not a terminal: rich picks none, as in a pipe
    return Console(file=out, width=width, force_terminal=tty, **colors, **kwargs), out


def plain_text(out: io.StringIO) -> str:
    return Text.from_ansi(out.getvalue()).plain


def assert_whole(text: str, identifiers: list[str]) -> None:
    """Each identifier appears with no word character glued to either end, and nothing is elided."""
    assert "…" not in text
    for ident in identifiers:
        assert re.search(rf"(?<![\w#.-]){re.escape(ident)}(?![\w#])", text), f"{ident!r} not whole in:\n{text}"


def check_mode(out: io.StringIO, tty: bool, **kwargs) -> None:
    raw = out.getvalue()
    if tty and not kwargs.get("no_color"):
        assert "\x1b[" in raw
    else:
        assert "\x1b[" not in raw or kwargs.get("no_color") and not re.search(r"\x1b\[3\dm", raw)
        assert not BOX.search(raw), raw


@pytest.fixture(scope="module")
def add_v1(example_project: Path) -> bundle.Bundle:
    return bundle.load(store.resolve_one("elementwise_add:v1_f32@sm_90a", example_project / ".irscope"))


MODES = [(w, tty) for w in WIDTHS for tty in (True, False)]


@pytest.mark.parametrize(("width", "tty"), MODES)
def test_pass_table_keeps_every_pass_name(add_v1: bundle.Bundle, width: int, tty: bool) -> None:
    from irscope.views.pass_table import print_pass_table

    con, out = console(width, tty)
    print_pass_table(add_v1, console=con)
    text = plain_text(out)
    assert_whole(text, [p.key for p in add_v1.passes] + [str(add_v1.path)])
    check_mode(out, tty)
    if width < 100:  # the narrow layouts: notes became footnotes, wrapped at spaces like other prose
        assert "[1] cute-expand-ops#1 = convert-cute-algo-to-arch" in " ".join(text.split())
        assert all(len(line) <= width for line in text.splitlines() if line.startswith(("[", "marks")))
    else:
        assert "observed" in text.splitlines()[1]


def test_narrow_layout_fits_when_it_can(add_v1: bundle.Bundle) -> None:
    from irscope.views.pass_table import print_pass_table

    con, out = console(80, False)
    print_pass_table(add_v1, console=con)
    table_lines = plain_text(out).splitlines()[1 : len(add_v1.passes) + 2]
    assert max(len(line.rstrip()) for line in table_lines) <= 80


def test_plain_under_no_color_on_a_terminal(add_v1: bundle.Bundle) -> None:
    from irscope.views.pass_table import print_pass_table

    con, out = console(80, True, no_color=True)
    print_pass_table(add_v1, console=con)
    assert not BOX.search(out.getvalue()) and not re.search(r"\x1b\[3\dm", out.getvalue())


@pytest.mark.parametrize(("width", "tty"), MODES)
def test_stats_table_keeps_families(add_v1: bundle.Bundle, width: int, tty: bool) -> None:
    from irscope.analysis.stats import bundle_stats
    from irscope.views.stats_table import print_bundle_stats

    con, out = console(width, tty)
    stats = bundle_stats(add_v1)
    print_bundle_stats(stats, con, show_all=True)
    text = plain_text(out)
    families = [f for fn in stats.functions for f in fn.sass.counts]
    assert families and "LDG" in families
    assert_whole(text, [*families, str(add_v1.path), add_v1.label])
    check_mode(out, tty)


@pytest.mark.parametrize(("width", "tty"), MODES)
def test_case_table_keeps_labels(example_project: Path, width: int, tty: bool) -> None:
    from irscope.views.case_table import print_case_table

    infos = registry.discover(registry.kernel_modules(example_project / "kernels"), cache_dir=None)
    con, out = console(width, tty)
    print_case_table(infos, example_project / "kernels", con)
    assert_whole(plain_text(out), [i.label for i in infos])
    check_mode(out, tty)


def _recorded_run() -> tuple[object, list[object]]:
    from irscope.gpu import measure, runner

    data = json.loads((Path(__file__).parents[2] / "docs/gpu-runs/2026-11-22-h100-run1.json").read_text())
    device = runner.DeviceInfo(**data["device"])
    fields = runner.CaseRun.__dataclass_fields__
    results = [
        runner.CaseRun(
            **{k: v for k, v in r.items() if k in fields and k != "checks"},
            checks=tuple(measure.Check(**c) for c in r["checks"]),
        )
        for r in data["results"]
    ]
    return device, results


@pytest.mark.parametrize(("width", "tty"), MODES)
def test_run_table_keeps_kernel_cases(width: int, tty: bool) -> None:
    """`irscope run > results.txt` cut every case to `copy_…`: the recorded H100 results, rendered."""
    from irscope.views.run_table import print_run_table

    device, results = _recorded_run()
    con, out = console(width, tty)
    print_run_table(device, results, con)
    labels = [r.label for r in results]
    assert len(set(labels)) == len(labels) >= 10
    assert_whole(plain_text(out), labels)
    check_mode(out, tty)


@pytest.mark.parametrize(("width", "tty"), MODES)
def test_check_report_keeps_labels_and_paths(example_project: Path, width: int, tty: bool) -> None:
    from irscope.snapshots.check_run import CheckRun
    from irscope.snapshots.report import print_check_report
    from irscope.snapshots.snapshot_session import SnapshotSession

    root = example_project / "snapshots"
    bundles = [bundle.load(p) for p in store.all_latest(example_project / ".irscope")]
    results = [r for b in bundles for r in SnapshotSession(root=root).check(b)]
    con, out = console(width, tty)
    print_check_report(CheckRun(root=root, results=tuple(results)), con)
    text = plain_text(out)
    assert_whole(text, [f"{r.sid.kernel}:{r.sid.case}@{r.sid.arch}" for r in results] + [r.sid.stage for r in results])
    check_mode(out, tty)


@pytest.mark.slow
@pytest.mark.parametrize(
    "command",
    [
        "irscope passes elementwise_add:v1_f32@sm_90a | cat",
        "irscope stats elementwise_add:v1_f32@sm_90a | cat",
        "irscope list | cat",
        "irscope check --from-store .irscope copy_inner_partition | cat",
    ],
)
def test_cli_in_a_pipe_at_80_columns(example_project: Path, command: str) -> None:
    """The issue's reproduction: COLUMNS=80 irscope ... | cat keeps every identifier whole."""
    result = sandbox.run_in_project(command, example_project, COLUMNS="80")
    assert result.returncode == 0, result.stderr
    assert not BOX.search(result.stdout) and "\x1b[" not in result.stdout
    b = bundle.load(store.resolve_one("elementwise_add:v1_f32@sm_90a", example_project / ".irscope"))
    expected = {
        "passes": [p.key for p in b.passes],
        "stats": ["LDG", "STG", b.label],
        "list": ["elementwise_add:v1_f32", "elementwise_add:v2_f32", "copy_inner_partition:bf16"],
        "check": ["copy_inner_partition:bf16@sm_80", "copy_inner_partition:bf16@sm_90a", "cute-expand-ops#1"],
    }[command.split()[1]]
    assert_whole(result.stdout, expected)


def test_color_always_in_a_pipe(example_project: Path) -> None:
    result = sandbox.run_in_project(
        "irscope passes elementwise_add:v1_f32@sm_90a --color always | cat", example_project
    )
    assert result.returncode == 0 and "\x1b[" in result.stdout
    result = sandbox.run_in_project("irscope passes elementwise_add:v1_f32@sm_90a --color never", example_project)
    assert "\x1b[" not in result.stdout


def test_every_table_command_has_json_and_color() -> None:
    """The commands that print a table (passes, stats, list, check, run) also print JSON and take
    --color; explain prints text and JSON."""
    from irscope.cli import cli

    ctx = click.Context(cli)
    for name in ("passes", "stats", "list", "check", "run"):
        options = {opt for p in cli.get_command(ctx, name).params for opt in p.opts}
        assert {"--json", "--color"} <= options, name
    assert "--json" in {opt for p in cli.get_command(ctx, "explain").params for opt in p.opts}


def test_legend_lines_wrap_at_spaces_and_never_split_an_identifier():
    from irscope.views.table import wrap_prose

    line = "marks: * a landmark (one-shot-convert-to-llvm#1, convert-cute-algo-to-arch); @ anchored at gpu.module"
    parts = wrap_prose(line, 40)
    assert len(parts) > 1
    assert all(len(p) <= 40 for p in parts if " " in p.strip())
    assert " ".join(p.strip() for p in parts) == line
    assert any("one-shot-convert-to-llvm#1," in p for p in parts)


def _command_paths() -> list[tuple[str, ...]]:
    from irscope.cli.group import cli

    ctx = click.Context(cli)
    return [(), *((name,) for name in cli.list_commands(ctx))]


@pytest.mark.parametrize("path", _command_paths(), ids=lambda p: " ".join(p) or "irscope")
def test_every_help_fits_80_columns(path: tuple[str, ...]) -> None:
    """`irscope [COMMAND] --help` at COLUMNS=80: no line wider than the terminal (click rewraps
    prose, but not the example blocks its docstrings keep as written)."""
    from tests.helpers import invoke_irscope

    result = invoke_irscope(*path, "--help", env={"COLUMNS": "80"})
    assert result.returncode == 0, result.stderr
    wide = [line for line in result.stdout.splitlines() if len(line) > 80]
    assert not wide, "\n".join(wide)


def test_capture_lines_fit_an_80_column_terminal(example_project: Path) -> None:
    """On a terminal each case's summary is wrapped at its spaces under the label (the terminal
    would break it anywhere, inside a word); the words are the pipe's one line, in order."""
    args = ["capture", "elementwise_add:v1_f32", "copy_inner_partition", "--arch", "sm_90a"]
    shown = run_irscope_in_a_terminal(args, example_project, 80)
    assert all(len(line) <= 80 for line in shown.splitlines()), shown
    piped = invoke_irscope_plain(args, example_project)
    assert _blocks(shown) == _blocks(piped)
    assert len(shown.splitlines()) > len(piped.splitlines())  # a summary was wrapped


def _blocks(output: str) -> list[list[str]]:
    """The words of each unindented line and the lines that continue it, in any order (cases finish
    in any order), a compile's time or cache hit read alike, box rules (a terminal's) left out."""
    took = re.compile(r"^(\d+\.\ds|cached)$")  # either run may get either
    blocks: list[list[str]] = []
    for line in output.splitlines():
        words = [took.sub("T", w) for w in line.split() if not BOX.fullmatch(w[0]) or set(w) - set("─━")]
        if line[:1].strip():
            blocks.append([])
        if blocks:
            blocks[-1] += words
    return sorted(blocks)


def invoke_irscope_plain(args: list[str], cwd: Path, columns: int = 80) -> str:
    from tests.helpers import run_irscope

    result = run_irscope(*args, cwd=cwd, env={"COLUMNS": str(columns)})
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.mark.parametrize(("command", "columns"), [("stats", 80), ("explain", 80), ("passes", 100)])
def test_stats_passes_and_explain_fit_a_terminal(example_project: Path, command: str, columns: int) -> None:
    """The heading (label, DSL, the bundle's path), the figure lines under a function name and
    explain's lines are wrapped at spaces on a terminal, between their fields where they can be;
    a pipe keeps them whole. (`passes` at 100 columns: under DSL 4.8+ its landmark table holds
    `one-shot-convert-to-llvm#1` and `one-shot-convert-to-llvm` in two columns, 83 wide at least,
    and a table runs wider rather than cut a name.)"""
    args = [command, "elementwise_add:v1_f32@sm_90a"]
    shown = run_irscope_in_a_terminal(args, example_project, columns)
    assert_fitted(shown, invoke_irscope_plain(args, example_project, columns), columns)


@given(
    st.lists(st.text(alphabet="abc:/_-.@", min_size=1, max_size=30), min_size=1, max_size=12),
    st.lists(st.sampled_from([" ", "  ", "   "]), min_size=12, max_size=12),
    st.integers(min_value=10, max_value=90),
)
def test_fitted_lines_keep_every_word_whole_and_every_style(words: list[str], gaps: list[str], width: int) -> None:
    from irscope.views.table import fitted_lines

    text = Text("  ")
    for n, (word, gap) in enumerate(zip(words, gaps, strict=False)):
        text.append(word, style=f"color({n})")
        if n < len(words) - 1:
            text.append(gap)
    lines = fitted_lines(text, width, "    ")
    assert " ".join(line.plain for line in lines).split() == text.plain.split()
    for line in lines:
        assert line.cell_len <= width or len(line.plain.split()) == 1 or len(lines) == 1
    styled = [
        (span_text, str(span.style))
        for line in lines
        for span in line.spans
        for span_text in [line.plain[span.start : span.end]]
    ]
    assert styled == [(word, f"color({n})") for n, word in enumerate(words)]


def test_irscope_alone_prints_its_help(tmp_path: Path) -> None:
    """`irscope` with nothing after it: the help as --help prints it, exit 0 (click 8.2+ raises an
    error whose message is the help: it was printed as one error line, newlines escaped, exit 2)."""
    from tests.helpers import run_irscope

    alone = run_irscope(cwd=tmp_path, env={"COLUMNS": "80"})
    helped = run_irscope("--help", cwd=tmp_path, env={"COLUMNS": "80"})
    assert (alone.returncode, alone.stderr, alone.stdout) == (0, "", helped.stdout)
