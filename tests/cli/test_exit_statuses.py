"""How each way a command ends becomes irscope's exit status and at most one line on stderr (with
the names an error lists under it): what irscope.cli.group runs around the click group, each ending
raised by a stand-in for the group."""

from __future__ import annotations

import errno
from collections.abc import Callable

import click
import pytest

from irscope.capture.orchestrate import CaptureInterrupted
from irscope.cli import group
from irscope.cli.group import Terminated
from irscope.errors import IrscopeError, KernelNotFound


def _raising(exc: BaseException) -> Callable[..., None]:
    def main(*args: object, **kwargs: object) -> None:
        raise exc

    return main


def _abort_after(interrupt: BaseException) -> Callable[..., None]:
    """click's Abort, raised while handling `interrupt` (what click makes of a KeyboardInterrupt)."""

    def main(*args: object, **kwargs: object) -> None:
        try:
            raise interrupt
        except BaseException:
            raise click.exceptions.Abort() from None

    return main


def _usage_error(command_path: str) -> click.UsageError:
    ctx = click.Context(click.Command("irscope"), info_name=command_path)
    return click.UsageError("No such option: --x", ctx=ctx)


CASES: list[tuple[str, Callable[..., None], int, list[str]]] = [
    ("returns", lambda *a, **k: None, 0, []),
    ("exit-3", _raising(SystemExit(3)), 3, []),
    ("exit-none", _raising(SystemExit(None)), 0, []),
    ("exit-text", _raising(SystemExit("gone\x1b[2J")), 1, ["gone\\x1b[2J"]),
    ("ctrl-c", _raising(KeyboardInterrupt()), 130, ["irscope: interrupted"]),
    ("sigterm", _raising(Terminated(15)), 143, ["irscope: terminated"]),
    ("sighup", _raising(Terminated(1)), 129, ["irscope: hung up (SIGHUP)"]),
    ("sigusr1", _raising(Terminated(10)), 138, ["irscope: stopped by SIGUSR1"]),
    ("abort-ctrl-c", _abort_after(KeyboardInterrupt()), 130, ["irscope: interrupted"]),
    ("abort-sigterm", _abort_after(Terminated(15)), 143, ["irscope: terminated"]),
    ("abort-alone", _raising(click.exceptions.Abort()), 130, ["irscope: interrupted"]),
    ("click-exit", _raising(click.exceptions.Exit(4)), 4, []),
    ("usage-top", _raising(_usage_error("irscope")), 2, ["irscope: error: No such option: --x (see --help)"]),
    (
        "usage-command",
        _raising(_usage_error("irscope stats")),
        2,
        ["irscope stats: error: No such option: --x (see --help)"],
    ),
    ("usage-no-ctx", _raising(click.UsageError("bad")), 2, ["irscope: error: bad (see --help)"]),
    ("click-error", _raising(click.ClickException("no such file")), 2, ["irscope: error: no such file"]),
    ("irscope-error", _raising(KernelNotFound("unknown kernel 'x'")), 2, ["irscope: error: unknown kernel 'x'"]),
    (
        "irscope-error-listed",
        _raising(IrscopeError("add fits several:", listed=["add:f16@sm_90a", "add:f32@sm_90a"])),
        2,
        ["irscope: error: add fits several:", "  add:f16@sm_90a", "  add:f32@sm_90a"],
    ),
    (
        "os-error-file",
        _raising(PermissionError(errno.EACCES, "Permission denied", "/x/y")),
        2,
        ["irscope: error: /x/y: Permission denied"],
    ),
    (
        "os-error-output",
        _raising(OSError(errno.ENOSPC, "No space left on device")),
        2,
        ["irscope: error: cannot write the output: No space left on device"],
    ),
    ("os-error-pipe", _raising(BrokenPipeError(errno.EPIPE, "Broken pipe")), 141, []),
]


@pytest.mark.parametrize(("main", "code", "lines"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_each_ending_is_an_exit_status_and_its_lines(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], main, code: int, lines: list[str]
) -> None:
    monkeypatch.setattr(group.cli, "main", main)
    assert group._run([]) == code
    out, err = capsys.readouterr()
    assert out == "" and err.splitlines() == lines


def test_a_capture_interrupted_says_its_summary(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(group.cli, "main", _raising(CaptureInterrupted(15, [], 2, 3)))
    assert group._run([]) == 143
    assert capsys.readouterr().err == (
        "irscope: interrupted by SIGTERM: 0 of 5 cases finished, 2 stopped, 3 not started (no bundle written for those)\n"
    )


def test_any_other_exception_is_not_taken_for_an_ending(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(group.cli, "main", _raising(ValueError("a bug")))
    with pytest.raises(ValueError, match="a bug"):
        group._run([])
