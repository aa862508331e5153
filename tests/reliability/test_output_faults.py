"""Files irscope writes where a user points it (issue 23): only where a regular file or nothing
is, whole, with the user's umask (irscope/output_files.py); standard output that fails; and
strings from a bundle that would drive the terminal."""

from __future__ import annotations

import json
import os
import resource
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from irscope import bundle
from tests.helpers import copy_suite_snapshots, member_text, put_member_text
from tests.reliability.conftest import CASE, only_bundle
from tests.reliability.test_snapshot_update_faults import _make_failed

RELU = "relu/f32/sm_90a"


def _run(
    *args: str, cwd: Path, stdout=subprocess.PIPE, env: dict[str, str] | None = None, timeout: float = 120, **popen
):  # noqa: ANN001, ANN003, ANN202
    return subprocess.run(
        [sys.executable, "-m", "irscope", *args],
        cwd=cwd,
        env={**os.environ, "COLUMNS": "200", **(env or {})},
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        timeout=timeout,
        **popen,
    )


def _one_line(stderr: str) -> str:
    lines = [ln for ln in stderr.splitlines() if ln.strip()]
    assert "Traceback" not in stderr and "Exception ignored" not in stderr, stderr
    assert len(lines) == 1 and lines[0].startswith("irscope: error: "), stderr
    return lines[0]


def _special(kind: str, path: Path) -> None:
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "symlink":
        path.symlink_to(path.parent / "elsewhere.txt")
    elif kind == "directory":
        path.mkdir()
    elif kind == "device":
        if os.getuid() != 0:
            pytest.skip("only root makes device nodes")
        os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # a second /dev/null


def _is(kind: str, path: Path) -> bool:
    mode = os.lstat(path).st_mode
    return {
        "fifo": stat.S_ISFIFO,
        "symlink": stat.S_ISLNK,
        "directory": stat.S_ISDIR,
        "device": stat.S_ISCHR,
    }[kind](mode)


@pytest.fixture
def snap(tmp_path: Path) -> Path:
    dst = tmp_path / "snapshots"
    copy_suite_snapshots(dst / "relu" / "f32", "relu", "f32")
    return dst


KINDS = ["fifo", "symlink", "directory", "device"]


@pytest.mark.parametrize("kind", KINDS)
def test_export_writes_only_where_a_regular_file_or_nothing_is(store: Path, tmp_path: Path, kind: str) -> None:
    """`export -o PATH` replaced whatever PATH was (a FIFO; as root, a device node)."""
    (tmp_path / "elsewhere.txt").write_text("not irscope's\n")
    target = tmp_path / "page.html"
    _special(kind, target)
    r = _run("--store", str(store), "export", CASE, "-o", str(target), cwd=tmp_path)
    line = _one_line(r.stderr)
    assert r.returncode == 2 and str(target) in line, line
    assert _is(kind, target), "the file in the way was replaced"
    assert (tmp_path / "elsewhere.txt").read_text() == "not irscope's\n"
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".page.html.")], "a temporary was left"


@pytest.mark.parametrize("kind", ["fifo", "symlink", "device"])
def test_check_reports_go_only_where_a_regular_file_or_nothing_is(
    store: Path, snap: Path, tmp_path: Path, kind: str
) -> None:
    """`check --junit-xml`, `check --html DIR` (its index.html) and $GITHUB_STEP_SUMMARY (which a
    FIFO without a reader made hang) follow the same rule."""
    (tmp_path / "elsewhere.txt").write_text("not irscope's\n")
    cases = {
        "junit": (tmp_path / "report.xml", ["--junit-xml", str(tmp_path / "report.xml")], {}),
        "html": (tmp_path / "pages" / "index.html", ["--html", str(tmp_path / "pages")], {}),
        "summary": (
            tmp_path / "summary.md",
            ["--format", "github"],
            {"GITHUB_STEP_SUMMARY": str(tmp_path / "summary.md")},
        ),
    }
    (tmp_path / "pages").mkdir()
    for name, (target, args, env) in cases.items():
        _special(kind, target)
        r = _run(
            "check", "--from-store", str(store), "--snapshots", str(snap), *args, cwd=tmp_path, env=env, timeout=60
        )
        line = _one_line(r.stderr)
        assert r.returncode == 2 and str(target) in line, (name, line)
        assert _is(kind, target), f"{name}: the file in the way was replaced"
    assert (tmp_path / "elsewhere.txt").read_text() == "not irscope's\n"


def test_written_files_follow_the_umask(store: Path, snap: Path, tmp_path: Path) -> None:
    """Updated snapshots were 0600 (mkstemp): a snapshot tree shared with a CI user could not be read."""
    (snap / RELU / "module.ptx").write_text("outdated\n")
    page, report = tmp_path / "page.html", tmp_path / "report.xml"
    run = [sys.executable, "-m", "irscope"]
    cmds = [
        [*run, "--store", str(store), "export", CASE, "-o", str(page)],
        [*run, "check", "--update", "--from-store", str(store), "--snapshots", str(snap), "--junit-xml", str(report)],
    ]
    for cmd in cmds:
        proc = subprocess.run(
            ["sh", "-c", 'umask 022 && exec "$@"', "sh", *cmd],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert proc.returncode == 0, proc.stderr
    for path in (page, report, snap / RELU / "module.ptx"):
        assert stat.S_IMODE(path.stat().st_mode) == 0o644, (path, oct(path.stat().st_mode))


# ---- standard output -------------------------------------------------------------------------
@pytest.mark.parametrize(
    "args",
    [["passes", CASE], ["show", CASE, "--stage", "ptx"], ["stats", CASE, "--json"]],
    ids=["passes", "show", "stats-json"],
)
def test_standard_output_that_fails_is_one_line(store: Path, tmp_path: Path, args: list[str]) -> None:
    """`> /dev/full` was a traceback; a reader that closed the pipe (`| head`) ended in a silent
    exit 1 (click's and rich's own handling), which hides a failing `check`: now quiet, with the
    status a shell gives a writer the pipe stopped."""
    with open("/dev/full", "w") as full:
        r = _run("--store", str(store), *args, cwd=tmp_path, stdout=full)
    assert r.returncode == 2 and "No space left on device" in _one_line(r.stderr)
    proc = subprocess.Popen(
        [sys.executable, "-m", "irscope", "--store", str(store), *args],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    proc.stdout.close()  # the reader is gone before irscope writes
    err = proc.stderr.read()
    assert proc.wait(timeout=120) == 141 and err == "", err


@pytest.mark.parametrize(
    "args",
    [["passes", CASE], ["show", CASE, "--stage", "ptx"], ["list"], ["--help"]],
    ids=["passes", "show", "list", "help"],
)
def test_standard_output_closed_by_the_shell_is_one_line(store: Path, tmp_path: Path, args: list[str]) -> None:
    """`irscope passes B >&-` (a closed descriptor: Python makes sys.stdout None) was an
    AttributeError traceback, exit 1 (`capture` too, after writing its bundles). Now one line and
    exit 2, as `ls >&-` says `write error`; descriptor 1 is held on /dev/null, so no file irscope
    opens takes its number."""
    proc = _run("--store", str(store), *args, cwd=tmp_path, stdin=subprocess.DEVNULL, preexec_fn=lambda: os.close(1))
    line = _one_line(proc.stderr)
    assert proc.returncode == 2 and line == "irscope: error: cannot write the output: standard output is closed"


@pytest.mark.parametrize(
    "args", [["passes", CASE], ["stats", CASE], ["diff", CASE, CASE], ["list"]], ids=["passes", "stats", "diff", "list"]
)
def test_a_terminal_size_of_0_means_not_set(store: Path, tmp_path: Path, args: list[str]) -> None:
    """`COLUMNS=0` (and `LINES=0`), which Python's shutil.get_terminal_size and most programs read
    as not set: rich took it as a width of 0, and `passes` ended in a textwrap ValueError
    traceback, exit 1. Now the output is the one without COLUMNS (a pipe: 80 columns)."""
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}

    def run(**extra: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "irscope", "--store", str(store), *args],
            cwd=tmp_path,
            env={**env, **extra},
            capture_output=True,
            text=True,
            timeout=120,
        )

    unset, zero = run(), run(COLUMNS="0", LINES="0")
    assert "Traceback" not in zero.stderr, zero.stderr
    assert (zero.returncode, zero.stdout, zero.stderr) == (unset.returncode, unset.stdout, unset.stderr)


@pytest.mark.parametrize("unbuffered", ["1", ""], ids=["PYTHONUNBUFFERED", "buffered"])
def test_output_cut_short_by_a_full_file_is_never_exit_0(store: Path, tmp_path: Path, unbuffered: str) -> None:
    """A file that stops growing part way through a write (a disk that filled; here the file size
    limit, RLIMIT_FSIZE, which makes write(2) write what fits and fail the next). Under
    PYTHONUNBUFFERED=1, set in many CI images, standard output wrote straight to its file and
    took the short write as done: exit 0 with the text cut at 4 KB. Now one line and exit 2, as
    buffered output always did."""
    out = tmp_path / "final.mlir"
    with out.open("w") as fh:
        proc = subprocess.run(
            [sys.executable, "-m", "irscope", "--store", str(store), "show", CASE, "--stage", "input"],
            cwd=tmp_path,
            env={**os.environ, "PYTHONUNBUFFERED": unbuffered},
            stdout=fh,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
            preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_FSIZE, (4096, resource.RLIM_INFINITY)),
        )
    assert out.stat().st_size == 4096  # the text is longer than what fitted
    assert proc.returncode == 2 and "File too large" in _one_line(proc.stderr)


# ---- control sequences from a bundle --------------------------------------------------------
EVIL = "\x1b]0;owned\x07\x1b[2J\x1b[8m\u202e\x9b"


def _evil_copy(store: Path, tmp_path: Path) -> Path:
    b = tmp_path / "evil"
    shutil.copytree(only_bundle(store), b)
    doc = json.loads((b / bundle.MANIFEST).read_text())
    doc["dsl"]["version"] += EVIL
    doc["capture"]["method_detail"] += EVIL
    (b / bundle.MANIFEST).write_text(json.dumps(doc))
    return b


@pytest.mark.parametrize(
    "args",
    [["stats"], ["passes"], ["passes", "--color", "always"], ["show", "--stage", "sass"]],
    ids=["stats", "passes", "passes-color", "show"],
)
def test_control_sequences_from_a_bundle_never_reach_the_terminal(store: Path, tmp_path: Path, args: list[str]) -> None:
    """A DSL version, a note or a text with escape sequences in it was printed as it was: the
    terminal would retitle, clear, hide or reorder what follows."""
    b = _evil_copy(store, tmp_path)
    put_member_text(b, bundle.SASS, member_text(b, bundle.SASS) + f"// {EVIL}\n")
    r = _run(args[0], str(b), *args[1:], cwd=tmp_path)
    out = r.stdout + r.stderr
    for char in ("\x07", "\x9b", "\u202e"):
        assert char not in out, (args, repr(char))
    allowed = out.replace("\x1b[", "") if "--color" in args else out  # rich's own colours, nothing else
    assert "\x1b]" not in allowed and "\x1b[2J" not in out and "\x1b[8m" not in out, repr(out[:300])
    assert "\\x1b" in out, "the escape is shown, not dropped silently"


def test_a_failed_bundles_message_is_one_clean_line(store: Path, tmp_path: Path) -> None:
    b = tmp_path / "failed"
    shutil.copytree(only_bundle(store), b)
    _make_failed(b)
    doc = json.loads((b / bundle.MANIFEST).read_text())
    doc["error"] = {"kind": "DSLRuntimeError", "message": f"boom{EVIL}"}
    (b / bundle.MANIFEST).write_text(json.dumps(doc))
    r = _run("show", str(b), cwd=tmp_path)
    line = _one_line(r.stderr)
    assert r.returncode == 2 and "boom\\x1b" in line and "\x1b" not in line


def test_the_html_pages_escape_what_a_bundle_holds(store: Path, tmp_path: Path) -> None:
    """Checked, not changed: jinja2 autoescapes the page, and the page's data is JSON inside it."""
    b = _evil_copy(store, tmp_path)
    doc = json.loads((b / bundle.MANIFEST).read_text())
    doc["dsl"]["version"] = "4.5.3<script>alert(1)</script>"
    (b / bundle.MANIFEST).write_text(json.dumps(doc))
    r = _run("export", str(b), "-o", str(tmp_path / "p.html"), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "<script>alert(1)" not in (tmp_path / "p.html").read_text()


def test_the_tuis_code_view_shows_no_control_character() -> None:
    """The TUI draws a bundle's texts itself (Textual, not a rich console): each character a
    terminal would act on becomes one U+FFFD, so columns and search matches stay where they were."""
    from irscope.tui.documents import find_matches, full_document
    from irscope.tui.render import Palette, render_row

    doc = full_document(f"ld.global.f32 %f1, [%rd1];{EVIL} // tail\n", "ptx", "module.ptx")
    state = find_matches(doc, "tail")
    strip = render_row(doc, 0, 120, 0, Palette(), state.by_row.get(0))
    assert not any(ch in strip.text for ch in ("\x1b", "\x07", "\x9b", "\u202e")), repr(strip.text)
    assert "\ufffd" in strip.text and "// tail" in strip.text


def test_a_file_where_a_tree_needs_a_directory_is_called_a_regular_file(tmp_path: Path) -> None:
    """A regular file in the way of a snapshot tree's (or a project's) directory was called
    "not a plain file" (`relu: is not a plain file, where <tree> needs a directory`): kind_of
    named every kind but the regular file (*failed before*)."""
    from irscope import output_files
    from irscope.errors import StoreError

    (tmp_path / "relu").write_text("")
    with pytest.raises(StoreError) as raised:
        output_files.check_tree(tmp_path, tmp_path / "relu" / "f32", make=True)
    assert str(raised.value) == f"{tmp_path / 'relu'}: is a regular file, where {tmp_path} needs a directory"
