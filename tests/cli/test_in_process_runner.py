"""The tests' in-process runner (`invoke_irscope`) says what the command says as a user runs
it (`run_irscope`, a process of its own): the same stdout, stderr and exit status, byte for
byte, for each kind of command the tests read that way; and it leaves the test's process as it
found it. On committed bundles: nothing compiles."""

from __future__ import annotations

import dataclasses
import os
import re
import shutil
import signal
import sys
from pathlib import Path

import pytest

from irscope.cli.group import COMMANDS
from tests.conftest import DATA_BUNDLE, DATA_REF
from tests.helpers import CliResult, invoke_irscope, member_text, put_member_text, run_irscope

OTHER_REF = "copy_inner_partition:bf16@sm_80"


@pytest.fixture(scope="module")
def two_arch_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store holding the committed sm_90a and sm_80 captures of copy_inner_partition."""
    root = tmp_path_factory.mktemp("store")
    for arch in ("sm_90a", "sm_80"):
        src = DATA_BUNDLE.parent / f"copy_inner_partition_bf16_{arch}"
        shutil.copytree(src, root / "copy_inner_partition" / "bf16" / arch / "20260101T000000.000000Z")
    return root


COMMAND_LINES = {
    "show": ("show", DATA_REF),
    "show-ptx": ("show", DATA_REF, "--kind", "ptx"),
    "passes": ("passes", DATA_REF),
    "stats": ("stats", DATA_REF),
    "stats-json": ("stats", DATA_REF, "--json"),
    "diff": ("diff", DATA_REF, OTHER_REF, "--kind", "ptx"),
    "list-store": ("list", "--store", "{store}"),
    "explain-no-capture": ("explain", DATA_REF, "--no-capture"),
    "explain-bundle": ("explain", str(DATA_BUNDLE)),
    "bad-reference": ("passes", "no_such_kernel:v1@sm_90a"),
    "bad-option": ("stats", DATA_REF, "--no-such-option"),
    "help": ("--help",),
    "version": ("--version",),
    **{f"help-{name}": (name, "--help") for name in sorted(COMMANDS)},
}


@pytest.mark.parametrize("name", sorted(COMMAND_LINES))
def test_in_process_says_what_the_process_says(name: str, two_arch_store: Path) -> None:
    args = tuple(a.format(store=two_arch_store) for a in COMMAND_LINES[name])
    env = {"IRSCOPE_STORE": str(two_arch_store)}
    in_process, child = invoke_irscope(*args, env=env), run_irscope(*args, env=env)
    assert child.stdout or child.stderr  # a command that said nothing would compare nothing
    assert (in_process.returncode, in_process.stdout, in_process.stderr) == (
        child.returncode,
        child.stdout,
        child.stderr,
    )


def test_a_bad_reference_is_exit_2_in_both(two_arch_store: Path) -> None:
    env = {"IRSCOPE_STORE": str(two_arch_store)}
    result = invoke_irscope(*COMMAND_LINES["bad-reference"], env=env)
    assert result.returncode == 2 and result.stderr.startswith("irscope: error: "), result


def test_export_writes_the_same_page(two_arch_store: Path, tmp_path: Path) -> None:
    pages = []
    for runner, where in ((run_irscope, tmp_path / "process"), (invoke_irscope, tmp_path / "in_process")):
        where.mkdir()
        result = runner("export", DATA_REF, "-o", "page.html", cwd=where, env={"IRSCOPE_STORE": str(two_arch_store)})
        pages.append((result, (where / "page.html").read_bytes()))
    (child, child_page), (in_process, in_process_page) = pages
    assert _untimed(in_process) == _untimed(child) and in_process_page == child_page


def _untimed(result: CliResult) -> CliResult:
    """The result without the seconds a run took (`wrote page.html (...) in 0.1 s`)."""
    return dataclasses.replace(result, stdout=re.sub(r" in \d+\.\d+ s$", " in N s", result.stdout, flags=re.M))


def test_a_rewritten_member_is_read_anew(tmp_path: Path) -> None:
    """Bundles are cached by path in a process (immutable once in place); a test that rewrites
    one between two commands sees the new text, as a new process would, its control characters
    escaped as the CLI's standard streams escape them."""
    bundle = shutil.copytree(DATA_BUNDLE, tmp_path / "bundle")
    args = ("show", str(bundle), "--kind", "ptx")
    first = invoke_irscope(*args)
    assert first.returncode == 0, first.stderr
    ptx = next(p for p in bundle.rglob("*.ptx*") if p.is_file())
    rel = str(ptx.relative_to(bundle))
    put_member_text(
        bundle, rel, member_text(bundle, rel).replace(".version", ".version /* rewritten \x1b]0;title\x07 */", 1)
    )
    again = invoke_irscope(*args)
    assert "rewritten \\x1b]0;title\\x07" in again.stdout
    assert again == run_irscope(*args)


def test_the_process_is_left_as_it_was(two_arch_store: Path, tmp_path: Path) -> None:
    handlers = {s: signal.getsignal(s) for s in (signal.SIGTERM, signal.SIGHUP)}
    before = (os.getcwd(), dict(os.environ), sys.stdout, sys.stderr, sys.unraisablehook)
    invoke_irscope("passes", DATA_REF, cwd=tmp_path, env={"IRSCOPE_STORE": str(two_arch_store), "NO_COLOR": "1"})
    invoke_irscope("passes", "no_such_kernel", cwd=tmp_path)
    assert (os.getcwd(), dict(os.environ), sys.stdout, sys.stderr, sys.unraisablehook) == before
    assert {s: signal.getsignal(s) for s in handlers} == handlers
