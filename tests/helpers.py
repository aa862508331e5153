"""Helpers shared by the test modules: paths, and running the CLI as a user would (a process of
its own, `run_irscope`) or in the test's own process where only its output and exit status are
read (`invoke_irscope`)."""

from __future__ import annotations

import contextlib
import fcntl
import os
import pty
import re
import shutil
import signal
import struct
import subprocess
import sys
import termios
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import click

REPO = Path(__file__).resolve().parent.parent
KERNELS = REPO / "kernels"


@dataclass(frozen=True)
class CliResult:
    returncode: int
    stdout: str
    stderr: str


def run_irscope(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None) -> CliResult:
    """Run the installed CLI exactly as a user would (a separate process)."""
    full_env = {**os.environ, "COLUMNS": "200", **(env or {})}
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", *args],
        capture_output=True,
        text=True,
        cwd=cwd or REPO,
        env=full_env,
    )
    return CliResult(proc.returncode, proc.stdout, proc.stderr)


def invoke_irscope(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None) -> CliResult:
    """`run_irscope` without the process: the console script's own code (cli.group's signal
    handlers and `command`, the escaping standard streams of views.console) run here, in `cwd`
    with `env` over this process's environment, each put back afterwards; what it writes is
    read as `run_irscope` reads a child's pipes. Everything but the process itself: its start
    (what is read at import), its end (cli.process_end), signals, pipes and the collector's
    policy are `run_irscope`'s to test."""
    from click import formatting
    from click.testing import CliRunner

    from irscope.cli import group

    isolated = CliRunner().isolation(env={"COLUMNS": "200", **(env or {})})
    with _fresh_caches(), _restored_handlers(), _working_directory(cwd or REPO), isolated as (out, err, _):
        formatting.FORCED_WIDTH = None  # CliRunner's 80 (put back by it): help as wide as COLUMNS says
        group.catch_ending_signals()
        code = group.command(list(args))
        sys.stdout.flush()
        sys.stderr.flush()
        return CliResult(code, _as_read(out.getvalue()), _as_read(err.getvalue()))


def _as_read(data: bytes) -> str:
    """Bytes from a child's pipe as subprocess.run(text=True) gives them: the locale's encoding
    (strict), universal newlines."""
    import locale

    return data.decode(locale.getpreferredencoding(False)).replace("\r\n", "\n").replace("\r", "\n")


@contextlib.contextmanager
def _working_directory(path: Path) -> Iterator[None]:
    before = os.getcwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(before)


@contextlib.contextmanager
def _restored_handlers() -> Iterator[None]:
    """The ending signals' handlers and sys.unraisablehook as they were before the command."""
    from irscope.cli.group import ENDING_SIGNALS

    signals = [getattr(signal, name) for name in ENDING_SIGNALS if hasattr(signal, name)]
    handlers = {sig: signal.getsignal(sig) for sig in signals}
    hook = sys.unraisablehook
    try:
        yield
    finally:
        sys.unraisablehook = hook
        for sig, handler in handlers.items():
            signal.signal(sig, handler)


@contextlib.contextmanager
def _fresh_caches() -> Iterator[None]:
    """Every functools cache of irscope's modules empty, before the command and after it, as a
    fresh process has them: they are keyed on paths whose files a test rewrites between two
    commands (a bundle's member, a source map) or read the environment (IRSCOPE_NVDISASM)."""
    _clear_caches()
    try:
        yield
    finally:
        _clear_caches()


def _clear_caches() -> None:
    for name, module in list(sys.modules.items()):
        if name != "irscope" and not name.startswith("irscope."):
            continue
        for value in list(vars(module).values()):
            if getattr(value, "__module__", None) == name and callable(getattr(value, "cache_clear", None)):
                value.cache_clear()
            elif isinstance(value, click.Command) and hasattr(value, "_help_option"):
                # click (8.2+) keeps the help option a command first made; made under a context
                # without the command's settings (a test's `click.Context(command)`), it lacks -h.
                value._help_option = None


def run_patched_irscope(patches: str, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """Run the CLI in a child Python that first runs `patches` (code that wraps what a test
    injects a fault into: os.rename, a cache method), then irscope's main with `args`."""
    script = f"{patches}\nimport sys\nfrom irscope.cli import main\nsys.argv = ['irscope', *sys.argv[1:]]\nmain()\n"
    return subprocess.run(
        [sys.executable, "-c", script, *args],
        cwd=REPO,
        env={**os.environ, "COLUMNS": "200", **env},
        capture_output=True,
        text=True,
        timeout=300,
    )


def modules_loaded(code: str, modules: tuple[str, ...], *args: str) -> list[str]:
    """Which of `modules` a fresh interpreter has imported after running `code` (`python -c
    code args...` in the repository): what a command path must not pay for importing."""
    probe = f"{code}\nimport sys as _sys; print(sorted(m for m in {modules!r} if m in _sys.modules))"
    done = subprocess.run([sys.executable, "-c", probe, *args], cwd=REPO, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return eval(done.stdout.strip().splitlines()[-1])  # noqa: S307 - a list of names we printed


def clean_checkout(dest: Path) -> Path:
    """The files git would commit from this checkout (tracked, and new ones it does not ignore),
    copied to `dest`: a tree as a fresh clone has it, without what earlier builds left in this one
    (build/, *.egg-info, a core built in place), which a build here would otherwise reuse."""
    listed = subprocess.run(
        ["git", "-C", str(REPO), "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        capture_output=True,
        check=True,
    ).stdout
    for rel in filter(None, listed.decode().split("\0")):
        src = REPO / rel
        if src.is_file():  # a file deleted but not yet committed is listed and absent
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / rel)
    return dest


def kernel_cases() -> list[tuple[str, str, str]]:
    """(kernel, case, arch) of every case in kernels/ that the installed DSL release admits."""
    from irscope import registry

    infos = registry.discover(registry.kernel_modules(KERNELS), cache_dir=None)
    selections = [registry.CaseTarget(i, arch) for i in infos for arch in i.archs]
    admitted, _ = registry.split_by_dsl(selections)
    return [(s.info.kernel, s.info.case, s.arch) for s in admitted]


def as_replayed(src: Path, dest: Path, first: int, last: int) -> Path:
    """A copy of a printer bundle as a pass replay would have left it: passes `first`..`last`
    (1-based) observed only as one group whose last pass alone is exact, their change not known."""
    import json
    import shutil

    shutil.copytree(src, dest)
    manifest = json.loads((dest / "manifest.json").read_text())
    for p in manifest["passes"]:
        if first <= p["index"] <= last:
            p.update(observed="group", group=1, exact=p["index"] == last, changed=None)
    (dest / "manifest.json").write_text(json.dumps(manifest))
    return dest


def suite_snapshots() -> Path:
    """The suite's snapshot set for captures made with the installed DSL: `snapshots/dsl-<release>/`
    where the suite keeps one for that release (docs/snapshots.md), else `snapshots/` itself."""
    from irscope.installed import dsl_version
    from irscope.snapshots.releases import release_set

    return release_set(REPO / "snapshots", dsl_version())


def copy_suite_snapshots(dst: Path, *parts: str, expectations: bool = True) -> Path:
    """A copy of that set (or of its subdirectory `parts`) at `dst`, as a tree of its own: no
    other release's set inside; the suite's expectations.txt beside it unless asked not to."""
    import shutil

    skip = ("dsl-*",) if expectations else ("dsl-*", "expectations.txt")
    shutil.copytree(suite_snapshots().joinpath(*parts), dst, ignore=shutil.ignore_patterns(*skip))
    if expectations and not parts and not (dst / "expectations.txt").exists():
        shutil.copy(REPO / "snapshots" / "expectations.txt", dst / "expectations.txt")
    return dst


def member_text(bundle_dir: Path, rel: str) -> str:
    """A member of a bundle as its text (decompressed by its name, as irscope reads it)."""
    from irscope.bundle.members import read_member_text

    return read_member_text(bundle_dir, rel)


def put_member_text(bundle_dir: Path, rel: str, text: str) -> None:
    """Replace a standalone member (PTX, SASS) with `text`, stored as irscope stores it by its
    name (a test editing what a bundle holds). Bytes that are not UTF-8 come in as surrogates."""
    from irscope.bundle.members import encoded

    (bundle_dir / rel).write_bytes(encoded(rel, text.encode("utf-8", errors="surrogateescape")))


def run_irscope_in_a_terminal(args: list[str], cwd: Path, columns: int) -> str:
    """What `irscope ARGS` shows on a terminal `columns` wide (a pseudo-terminal), escape codes
    and the progress bar's redraws taken out."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES", "NO_COLOR")}
    proc = subprocess.Popen([sys.executable, "-m", "irscope", *args], cwd=cwd, stdout=slave, stderr=slave, env=env)
    os.close(slave)
    chunks = []
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # the other end closed (Linux: EIO)
            break
        if not chunk:
            break
        chunks.append(chunk)
    proc.wait(timeout=120)
    os.close(master)
    text = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", b"".join(chunks).decode())
    return "\n".join(line for line in re.split(r"\r\n|\r|\n", text) if line.strip() and "capturing" not in line)


def assert_fitted(shown: str, piped: str, width: int) -> None:
    """`shown` (a terminal's output, `run_irscope_in_a_terminal`) fits `width` but for a word wider
    than it, and each line of `piped` (the same command's output in a pipe) that is wider than it
    is in `shown` word for word, wrapped."""
    assert all(len(line) <= width or len(line.split()) == 1 for line in shown.splitlines()), shown
    long = [line.split() for line in piped.splitlines() if len(line) > width]
    assert long, piped  # what a terminal had to wrap
    words = shown.split()
    for run in long:
        assert any(words[i : i + len(run)] == run for i in range(len(words))), (run, shown)
