"""The `irscope` command ends its process without the interpreter's teardown, losing nothing:
exit status, atexit handlers, buffered output, threads still running (cli/process_end.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def run_command(prelude: str, *args: str) -> subprocess.CompletedProcess[str]:
    """`irscope ARGS` as its console script runs it (irscope.cli.run), after `prelude`."""
    script = f"import sys\n{prelude}\nfrom irscope.cli import run\nsys.argv = ['irscope', *sys.argv[1:]]\nrun()\n"
    return subprocess.run([sys.executable, "-c", script, *args], cwd=REPO, capture_output=True, text=True, timeout=120)


def test_the_exit_status_and_the_output_come_through() -> None:
    done = run_command("", "--version")
    assert (done.returncode, done.stdout.startswith("irscope, version"), done.stderr) == (0, True, "")
    done = run_command("", "no-such-command")
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "no-such-command" in done.stderr


def test_a_command_ends_clean_where_warnings_are_errors() -> None:
    """Under `-W error` (as a CI may run it) the end of a command raises no warning: it reads
    click's stdout wrapper without the name click 8.2+ deprecates (a traceback and exit 1)."""
    script = "import sys\nfrom irscope.cli import run\nsys.argv = ['irscope', '--version']\nrun()\n"
    done = subprocess.run(
        [sys.executable, "-W", "error", "-c", script], cwd=REPO, capture_output=True, text=True, timeout=120
    )
    assert (done.returncode, done.stderr) == (0, "")


def test_buffered_output_is_written() -> None:
    """Output still in Python's buffers when the command returns (a pipe is block-buffered):
    what is printed last, and what went to the interpreter's own stdout object unflushed."""
    prelude = "import atexit\nsys.__stdout__.write('first ')\natexit.register(lambda: print('last', end=''))"
    done = run_command(prelude, "--version")
    assert done.returncode == 0 and done.stdout.startswith("first ") and done.stdout.endswith("last")


def test_atexit_handlers_run(tmp_path: Path) -> None:
    """What a library leaves to the exit (a temporary directory's finalizer, an atexit handler)."""
    mark = tmp_path / "handler-ran"
    prelude = (
        "import atexit, tempfile, pathlib\n"
        f"atexit.register(pathlib.Path({str(mark)!r}).write_text, 'yes')\n"
        "kept = tempfile.TemporaryDirectory()\n"
        f"pathlib.Path({str(tmp_path / 'where')!r}).write_text(kept.name)\n"
    )
    done = run_command(prelude, "--version")
    assert done.returncode == 0
    assert mark.read_text() == "yes"
    assert not Path((tmp_path / "where").read_text()).exists()  # the finalizer removed it


def test_a_running_thread_is_waited_for(tmp_path: Path) -> None:
    """A thread that is not a daemon, still writing when the command returns: the ordinary
    exit runs, which waits for it."""
    mark = tmp_path / "thread-done"
    prelude = (
        "import threading, time, pathlib\n"
        f"threading.Thread(target=lambda: (time.sleep(0.5), pathlib.Path({str(mark)!r}).write_text('done'))).start()\n"
    )
    done = run_command(prelude, "--version")
    assert done.returncode == 0
    assert mark.read_text() == "done"
