"""Rich progress for `irscope capture`: one line per finished case, a bar while others compile."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
from rich.text import Text

from irscope.views.capture_summary import capture_summary
from irscope.views.console import make_console, shown_path
from irscope.views.table import fitted_lines

# capture_all(selections, on_done) -> outcomes: the results of a capture run (orchestrate), passed
# in by the CLI (views never import capture). An outcome has ok, selection, wall_ms, bundle (the
# Bundle written), bundle_path and cached (the capture cache had it: no compile ran).
CaptureAll = Callable[[list[Any], Callable[[Any], None]], list[Any]]
INDENT = " " * 7  # under the case's label, after its mark


def run_with_progress(
    selections: list[Any],
    capture_all: CaptureAll,
    store_root: Path,
    skipped: list[tuple[Any, str]],
    refused: int = 0,
) -> list[Any]:
    """`refused`: how many traced compiles `capture --from-trace` refused before any compile ran
    (their lines, saying why, are printed already); they count in the summary like failures."""
    # Results (a line per case, the summary) on stdout, where `capture | tee log` keeps them; the
    # bar on the terminal: stdout's when it is one (rich keeps the lines above the bar), else stderr's.
    console = make_console()
    bar = console if console.is_terminal else make_console(stderr=True)
    lost: list[OSError] = []

    def say(*args: Any, **kwargs: Any) -> None:
        """A line of the run's results. Once standard output fails (a reader that stopped early,
        `capture | head -3`; a full disk) the run goes on without it: its bundles are what it
        makes. The failure ends the command after them (cli.group: 141, or one line)."""
        if lost:
            return
        try:
            console.print(*args, **kwargs)
        except OSError as exc:
            lost.append(exc)

    for sel, why in skipped:
        say(f"[yellow]skip[/] {sel.label}: {escape(why)}", soft_wrap=True)
    if not selections:
        if refused:
            say(f"0 captured, {_refused(refused)}", soft_wrap=True)
        else:
            say("nothing to capture")
        _raise_lost(lost)
        return []
    progress = Progress(
        SpinnerColumn(),
        TextColumn("capturing"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=bar,
        transient=True,
        # Off where nobody sees it (a pipe, a CI log): its refresh thread would still rebuild the
        # bar ten times a second (~10 ms CPU per second of compile) to print nothing.
        disable=not bar.is_terminal,
    )

    def done(o: Any) -> None:
        took = "cached" if getattr(o, "cached", False) else f"{o.wall_ms / 1e3:.1f}s"
        head = Text.from_markup(f"{_mark(o)} {escape(o.selection.label)}  [dim]{took}[/]  ")
        # soft_wrap: a long line runs on rather than being broken inside a label or a path; on a
        # terminal the summary is wrapped at its spaces under the label (a pipe keeps one line)
        line = head + Text(_summary(o))
        for part in fitted_lines(line, console.width, INDENT) if console.is_terminal else [line]:
            say(part, highlight=False, soft_wrap=True)
        say(Text(f"{INDENT}{shown_path(o.bundle_path)}", style="dim"), highlight=False, soft_wrap=True)
        progress.advance(task)

    with progress:
        task = progress.add_task("capture", total=len(selections))
        outcomes = capture_all(selections, done)
    failed = sum(not o.ok for o in outcomes)
    expected = sum(not o.ok and bool(o.selection.info.xfail) for o in outcomes)
    passed = sum(o.ok and bool(o.selection.info.xfail) for o in outcomes)
    cached = sum(bool(getattr(o, "cached", False)) for o in outcomes)
    summary = f"{len(outcomes) - failed} captured" + (f" ({cached} from the capture cache)" if cached else "")
    summary += f", [red]{failed - expected} failed[/]" if failed - expected else ""
    summary += f", {expected} failed as declared (xfail)" if expected else ""
    summary += f", [red]{passed} declared xfail compiled (XPASS)[/]" if passed else ""
    summary += f", {_refused(refused)}" if refused else ""
    say(summary + f" -> {escape(shown_path(store_root))}", soft_wrap=True)
    _raise_lost(lost)
    return outcomes


def _raise_lost(lost: list[OSError]) -> None:
    """The first failure of standard output, now that the run is over."""
    if lost:
        raise lost[0]


def _mark(o: Any) -> str:
    """ok / FAILED, and for a case declared to fail (Case(xfail=...)) xfail / XPASS."""
    if o.selection.info.xfail:
        return "[yellow]xfail[/] " if not o.ok else "[red]XPASS[/] "
    return "[green]ok[/]    " if o.ok else "[red]FAILED[/]"


def _summary(o: Any) -> str:
    if o.selection.info.xfail:
        return f"declared xfail ({o.selection.info.xfail}): " + capture_summary(o.bundle)
    return capture_summary(o.bundle)


def _refused(count: int) -> str:
    compiles = "compile" if count == 1 else "compiles"
    return f"[red]{count} traced {compiles} refused[/] (cannot be rebuilt: the error lines above say why)"
