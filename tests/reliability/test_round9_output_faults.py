"""Round 9: output read at 80 columns, through pipes and at odd terminal widths (docs/reliability.md,
"Round 9"): `diff -y` in a pipe at COLUMNS=80, 1 and 100000."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from irscope.analysis.split_rows import SideBySideRow
from irscope.views.diff_text import LONGEST_WHOLE_WORD, side_by_side_lines
from tests.helpers import REPO

SASS = (
    ".text.kernel_cutlass_{relu_kernel,add_kernel_v1}~:",
    "        ISETP.GT.U32.AND P0, PT, R19.reuse, 0x1fff, PT ;",
    "        LOP3.LUT R27, R27, 0x3fe0000, RZ, 0xc0, !PT ;",
)


def _words(lines: list[str]) -> list[str]:
    return [w for line in lines for w in line.replace(" | ", " ").split()]


@pytest.mark.parametrize("width", [80, 40, 1])
def test_side_by_side_in_a_pipe_cuts_no_word(width: int) -> None:
    """`diff -y` into a pipe at 80 columns (and narrower): a line too long for its column goes on
    the next row broken between words, and a word wider than half the width widens the columns
    (the rows run past the terminal) rather than being cut. (Failed on main: cut at the column,
    `ISETP.GT.U32.AND P0, PT, R19.r` / `euse, 0x1fff, PT ;`, the kernel's name in two.)"""
    rows = [SideBySideRow(1, SASS[0], 1, SASS[0], "equal")]
    rows += [SideBySideRow(k, SASS[k], k, SASS[k].replace("R27", "R28"), "replace") for k in (1, 2)]
    lines = list(side_by_side_lines(rows, width=width, context=None))
    expected = [w for r in rows for w in (r.left or "").split() + (r.right or "").split()]
    assert sorted(_words(lines)) == sorted(expected), lines


def test_side_by_side_at_a_huge_width_pads_no_row() -> None:
    """COLUMNS=100000: each column as wide as its longest line, not half the terminal. (Failed on
    main: every row padded to 50,000 characters, 7.8 MB of spaces for a diff of two small SASS
    listings.)"""
    rows = [SideBySideRow(k, line, k, line + " changed", "replace") for k, line in enumerate(SASS, 1)]
    lines = list(side_by_side_lines(rows, width=100_000, context=None))
    longest = max(len(line) for line in SASS)
    assert max(len(line) for line in lines) <= 2 * (longest + len(" changed")) + 3


def test_a_word_past_the_longest_kept_whole_is_cut_not_widening_every_row() -> None:
    """A constant's blob (`dense<"0x...">`, 4000 characters, one word): cut into column-wide
    pieces; the columns do not grow to it (held on main, where everything was cut)."""
    blob = 'dense<"0x' + "ab" * 2000 + '">'
    rows = [SideBySideRow(1, f"%0 = arith.constant {blob}", 1, "%0 = arith.constant 0", "replace")]
    lines = list(side_by_side_lines(rows, width=80, context=None))
    assert max(len(line) for line in lines) <= 80
    assert "".join(line[: (80 - 3) // 2].strip() for line in lines[1:]).endswith(blob[-20:])
    assert len(blob) > LONGEST_WHOLE_WORD


def test_diff_side_by_side_of_a_real_capture_at_80_columns(store: Path) -> None:
    """`COLUMNS=80 irscope diff CASE --pass convert-to-llvm -y` into a pipe: the words of its rows
    are those of the same diff where nothing needs to wrap (COLUMNS=100000), every one whole.
    (Failed on main: LLVM dialect words cut at column 38.)"""
    args = ("--store", str(store), "diff", "relu:f32@sm_90a", "--pass", "convert-to-llvm", "-y")
    narrow, wide = _at_columns("80", *args), _at_columns("100000", *args)
    assert narrow.returncode == wide.returncode == 1, narrow.stderr + wide.stderr

    def words(out: str) -> list[str]:
        return sorted(_words([line for line in out.splitlines()[2:] if line != "..."]))

    assert words(narrow.stdout) == words(wide.stdout)


def _at_columns(columns: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("IRSCOPE_")}
    return subprocess.run(
        [sys.executable, "-m", "irscope", *args],
        cwd=REPO,
        env={**env, "COLUMNS": columns},
        capture_output=True,
        text=True,
        timeout=120,
    )


def _on_a_terminal(env: dict[str, str], *args: str) -> tuple[int, str]:
    """`irscope ARGS` with its standard output a pseudo-terminal (80 columns): its exit status
    and what the terminal received."""
    import fcntl
    import pty
    import struct
    import termios

    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    base = {k: v for k, v in os.environ.items() if not k.startswith(("IRSCOPE_", "NO_COLOR", "FORCE_COLOR", "COLUMNS"))}
    proc = subprocess.Popen(
        [sys.executable, "-m", "irscope", *args], cwd=REPO, env={**base, **env}, stdout=slave, stderr=subprocess.PIPE
    )
    os.close(slave)
    out = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: the terminal's last writer is gone
            break
        if not chunk:
            break
        out += chunk
    os.close(master)
    return proc.wait(timeout=120), out.decode("utf-8", "replace")


@pytest.mark.parametrize("command", ["passes", "stats"])
def test_no_color_on_a_terminal_is_plain_text(store: Path, command: str) -> None:
    """NO_COLOR=1 with a terminal for standard output: plain aligned text, no escape sequence,
    as the README promises. (Failed on main: rich dropped only the colours; `passes` still sent
    dim and bold, `\\x1b[2mno\\x1b[0m`.) An empty NO_COLOR is not set (no-color.org): colour."""
    code, plain = _on_a_terminal({"NO_COLOR": "1"}, "--store", str(store), command, "relu:f32@sm_90a")
    assert code == 0 and "relu:f32@sm_90a" in plain
    assert "\x1b[" not in plain, plain[:400]
    code, coloured = _on_a_terminal({"NO_COLOR": ""}, "--store", str(store), command, "relu:f32@sm_90a")
    assert code == 0 and "\x1b[" in coloured


def test_a_capture_whose_reader_stopped_writes_every_bundle(tmp_path: Path) -> None:
    """`irscope capture ... | head -1` (in the test: the pipe's reader gone before the first line):
    every case is still captured, then the command ends quietly with 141, as a writer the pipe
    stopped. (Failed on main: the first line's EPIPE stopped the run, its other cases killed and
    never captured, silently: `capture | head -20` in CI left bundles missing behind head's 0.)"""
    from tests.reliability.capture_support import FAULTS, LABELS, latest_bundles, sigint_default_in_child

    read, write = os.pipe()
    os.close(read)
    env = {k: v for k, v in os.environ.items() if not k.startswith("IRSCOPE_")}
    store = tmp_path / "store"
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(store), "capture", "--kernels", str(FAULTS)]
        + ["--fresh", "-j", "1"],
        cwd=REPO,
        env={**env, "COLUMNS": "200"},
        stdout=write,
        stderr=subprocess.PIPE,
        text=True,
        timeout=600,
        preexec_fn=sigint_default_in_child,  # noqa: PLW1509 - only resets one signal before exec
    )
    os.close(write)
    assert proc.returncode == 141, proc.stderr
    assert proc.stderr == ""
    assert sorted(latest_bundles(store)) == sorted(LABELS)


def test_an_update_whose_reader_stopped_writes_every_snapshot(store: Path, tmp_path: Path) -> None:
    """`irscope check --update --from-store S | head -1` (the reader gone before the first line):
    the stale snapshot is written, then 141 (held on main: the update is done before the report)."""
    from tests.helpers import copy_suite_snapshots

    snap = tmp_path / "snapshots"
    copy_suite_snapshots(snap / "relu", "relu")
    final = snap / "relu" / "f32" / "sm_90a" / "final.mlir"
    final.write_text(final.read_text() + "// stale\n")
    read, write = os.pipe()
    os.close(read)
    env = {k: v for k, v in os.environ.items() if not k.startswith("IRSCOPE_")}
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", "check", "--update", "--from-store", str(store), "--snapshots", str(snap)]
        + ["relu"],
        cwd=REPO,
        env={**env, "COLUMNS": "200"},
        stdout=write,
        stderr=subprocess.PIPE,
        text=True,
        timeout=300,
    )
    os.close(write)
    assert proc.returncode == 141, proc.stderr
    assert "// stale" not in final.read_text()


def test_side_by_side_on_a_terminal_cuts_no_word() -> None:
    """`diff -y` on an 80-column terminal (rich's table): no word cut in two either; the table
    runs wider than the terminal where a word needs it. (Failed on main: `kernel_cutlass_{relu_
    kernel,add_ke` / `rnel_v1}~:`, rich folding the name at the column's edge.)"""
    import io
    import re

    from rich.console import Console

    from irscope.views.diff_text import print_side_by_side

    rows = [SideBySideRow(1, SASS[0], 1, SASS[0], "equal")]
    rows += [SideBySideRow(k, SASS[k], k, SASS[k].replace("R27", "R28"), "replace") for k in (1, 2)]
    console = Console(file=io.StringIO(), width=80, force_terminal=True, color_system="standard")
    print_side_by_side(rows, "A", "B", console, context=None)
    plain = re.sub(r"\x1b\[[0-9;]*m", "", console.file.getvalue())  # type: ignore[attr-defined]
    words = [w for line in plain.splitlines()[1:] for w in line.split()]
    expected = [
        w for r in rows for w in [str(r.left_no), *(r.left or "").split(), str(r.right_no), *(r.right or "").split()]
    ]
    assert sorted(words) == sorted(expected), plain
    assert console.width == 80
