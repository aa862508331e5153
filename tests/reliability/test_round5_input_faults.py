"""Round 5 (issue 38's fresh round): what irscope is started with and what it reads. A working
directory that was removed, a tool variable naming nothing, a [tool.irscope] command table with
TOML's dates or a list where one value belongs, kernel and case names that cannot name a
directory of the store, a line of 5 MB in a pass's IR under the TUI's highlighter: each one
line (or bounded work), never a traceback, a compile thrown away, or gigabytes of memory."""

from __future__ import annotations

import os
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from tests.helpers import REPO
from tests.reliability.conftest import Run

FAULTS = REPO / "tests" / "data" / "kernels_faults"


def run(*args: str, cwd: Path = REPO, **env: str) -> Run:
    full = {**os.environ, "COLUMNS": "200", "IRSCOPE_STORE": str(cwd / ".no-store-here"), **env}
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", *args], cwd=cwd, env=full, capture_output=True, text=True, timeout=300
    )
    return Run(proc.returncode, proc.stdout, proc.stderr)


def test_a_working_directory_that_was_removed_is_one_line(store: Path, tmp_path: Path) -> None:
    """irscope started in a directory another job removed (`cd build && ... && rm -rf build`
    beneath the shell), even with an absolute --store: one line saying so. (Failed on main:
    `irscope: error: cannot write the output: No such file or directory`: the working
    directory's OSError, which names no file, was taken for standard output's.)"""
    gone = tmp_path / "gone"
    gone.mkdir()
    script = f'cd "{gone}" && rmdir "{gone}" && exec "{sys.executable}" -m irscope --store "{store}" passes relu'
    proc = subprocess.run(
        ["sh", "-c", script], capture_output=True, text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(REPO)}
    )
    got = Run(proc.returncode, proc.stdout, proc.stderr)
    assert got.returncode == 2
    assert "working directory" in got.one_error_line() and "no longer exists" in got.one_error_line()


def test_a_tool_variable_naming_no_file_is_named(store: Path) -> None:
    """IRSCOPE_NVDISASM (IRSCOPE_PTXAS) set to a path that is no file: the line names the
    variable and its value. (Failed on main: `nvdisasm not found; ... or set IRSCOPE_NVDISASM`,
    which it was.)"""
    got = run("capture", "relu:f32", "--arch", "sm_90a", "--out", str(store), IRSCOPE_NVDISASM="/nonexistent/nvdisasm")
    assert got.returncode == 2
    assert got.one_error_line() == (
        "irscope: error: IRSCOPE_NVDISASM=/nonexistent/nvdisasm: not a file (it names the nvdisasm irscope runs)"
    )
    got = run("--store", str(store), "stats", "relu", "--ptxas", IRSCOPE_PTXAS="/nonexistent/ptxas")
    assert got.returncode == 2
    assert got.one_error_line().startswith("irscope: error: IRSCOPE_PTXAS=/nonexistent/ptxas: not a file")


@pytest.mark.parametrize(
    ("table", "says"),
    [
        (
            "[tool.irscope.capture]\ntimeout = 1979-05-27T07:32:00Z",
            "capture] timeout: expected a string, a number or true/false, got a TOML datetime",
        ),
        (
            "[tool.irscope.diff]\ncontext = 1979-05-27",
            "diff] context: expected a string, a number or true/false, got a TOML date",
        ),
        (
            "[tool.irscope.capture]\narch = [07:32:00]",
            "capture] arch: expected a string, a number or true/false, got a TOML time",
        ),
        ("[tool.irscope.diff]\ncontext = 2.5", "diff] context: expected a whole number, got 2.5"),
        (
            '[tool.irscope.diff]\npass = ["cse", "canonicalize"]',
            "diff] pass: expected one value (the option is not repeatable)",
        ),
    ],
    ids=["datetime", "date", "time-in-a-list", "float-for-a-count", "list-for-one-value"],
)
def test_a_command_table_value_of_the_wrong_kind_is_one_line(tmp_path: Path, table: str, says: str) -> None:
    """[tool.irscope.COMMAND] values a command line could not give, whichever command runs.
    (Failed on main: a TOML date or time, a TypeError traceback from click's number type; 2.5
    taken as 2; a list for --pass taken as the string "['cse', 'canonicalize']".)"""
    (tmp_path / "pyproject.toml").write_text(table + "\n")
    got = run("passes", "relu", cwd=tmp_path)
    assert got.returncode == 2
    line = got.one_error_line()
    assert line.startswith(f"irscope: error: {tmp_path / 'pyproject.toml'}: [tool.irscope.{says}"), line


TINY = (FAULTS / "tiny.py").read_text()


@pytest.mark.parametrize(
    ("module", "case", "named"),
    [
        ("1kern", '"f32"', "'1kern' cannot name a kernel"),
        ("has space", '"f32"', "'has space' cannot name a kernel"),
        ("ké", '"f32"', "'ké' cannot name a kernel"),
        ("tiny", '"../../escaped"', "case name '../../escaped'"),
        ("tiny", '"x y"', "case name 'x y'"),
        ("tiny", '""', "case name ''"),
        ("tiny", "5", "case name 5"),
    ],
    ids=[
        "kernel-digit-first",
        "kernel-space",
        "kernel-not-ascii",
        "case-dotdot",
        "case-space",
        "case-empty",
        "case-int",
    ],
)
def test_a_name_that_cannot_name_a_store_directory_is_refused_at_discovery(
    tmp_path: Path, module: str, case: str, named: str
) -> None:
    """Kernel modules and cases whose names a bundle cannot hold (the store's KERNEL/CASE/ARCH
    directories, the manifest's names): `list` and `capture` refuse them in one line naming the
    module, before anything compiles. (Failed on main: listed; `capture` compiled them, then
    ended the whole run with `invalid manifest at kernel/name` (or tried `/tmp/irscope-tiny-
    ../../escaped-sm_90a-...` as its work directory), leaving empty directories in the store.)"""
    kernels = tmp_path / "kernels"
    kernels.mkdir()
    source = TINY.replace('Case("f32"', f"Case({case}", 1)
    (kernels / f"{module}.py").write_text(source)
    for args in (
        ("list", "--kernels", str(kernels)),
        ("--store", str(tmp_path / "store"), "capture", "--kernels", str(kernels)),
    ):
        got = run(*args, cwd=tmp_path)
        assert got.returncode == 2, got.stdout + got.stderr
        line = got.one_error_line()
        assert f"{module}.py: " in line and named in line, line
    assert not list((tmp_path / "store").glob("*/*"))


def test_a_huge_line_is_highlighted_within_bounded_memory() -> None:
    """The TUI's highlighter on a pass IR holding a 2 MB line (a `dense<"0x...">` constant on one
    line; the fault was tried with 50 MB): lexed up to `LEX_LIMIT` characters, the rest one plain
    span; a changed pair beyond it marked changed as a whole. (Failed on main: the whole line
    lexed, ~150 bytes per character: 300 MB here, 7.7 GB and 41 s for the 50 MB line, then
    `tui --screenshot` gave up.)"""
    from irscope.tui import highlight as lexed

    blob = os.urandom(1_000_000).hex()
    line = f'  llvm.mlir.global internal constant @blob(dense<"0x{blob}"> : tensor<1000000xi8>) : !llvm.array<1000000 x i8>'
    tracemalloc.start()
    spans = lexed.highlight("mlir", line)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert "".join(text for text, _ in spans) == line
    assert peak < 40 << 20, f"{peak / 1e6:.0f} MB to highlight one line"
    other = line[:-100] + "x" * 100
    left, right = lexed.intraline(line, other)
    assert left[-1] == (lexed.LEX_LIMIT, len(line)) and right[-1] == (lexed.LEX_LIMIT, len(other))
