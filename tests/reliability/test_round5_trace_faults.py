"""Round 5 (issue 38's fresh round): tracing used the way programs use it. A traced program
that goes into a directory it then removes; `with irscope.trace()` nested in another trace (an
outer block, a program `irscope trace` runs), twice in one process, or into a store that cannot
be one: every compile kept where it belongs, a bad store said before the block runs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.reliability.capture_support import needs_dsl
from tests.trace_support import ARCH, PROGRAMS, bundles, irscope, without_progress

#: The head of every program below: tests/trace_programs/one_kernel.py's compile_negate(dtype).
HEAD = f"import sys\nsys.path.insert(0, {str(PROGRAMS)!r})\nimport irscope\nimport one_kernel\n"


def run_program(work: Path, body: str) -> subprocess.CompletedProcess[str]:
    program = work / "program.py"
    program.write_text(HEAD + body)
    return subprocess.run(
        [sys.executable, str(program)],
        cwd=work,
        env={**os.environ, "CUTE_DSL_ARCH": ARCH},
        capture_output=True,
        text=True,
        timeout=600,
    )


def cases(store: Path) -> set[str]:
    return {label.split(":", 1)[1].split("_", 1)[0] for label in bundles(store)} if store.is_dir() else set()


@needs_dsl
def test_a_program_in_a_directory_it_removed_keeps_its_compile(tmp_path: Path) -> None:
    """The program goes into a directory, removes it, and compiles there (as it can untraced).
    (Failed on main: `0 bundles ...; tracer faults: FileNotFoundError`: the recorder read the
    working directory with os.getcwd(), which raised, and the compile's record was lost.)"""
    program = tmp_path / "program.py"
    program.write_text(
        HEAD.replace("import irscope\n", "")
        + "import os, tempfile\nd = tempfile.mkdtemp()\nos.chdir(d)\nos.rmdir(d)\none_kernel.compile_negate('f32')\n"
    )
    proc = irscope(
        "trace", "--arch", ARCH, "--no-sass", "--out", str(tmp_path / "store"), "--", sys.executable, str(program)
    )
    assert proc.returncode == 0, proc.stderr
    assert without_progress(proc.stderr)[-1].startswith("irscope trace: 1 bundle from 1 Python process"), proc.stderr
    assert cases(tmp_path / "store") == {"f32"}


@needs_dsl
def test_nested_and_repeated_trace_blocks_each_keep_their_compiles(tmp_path: Path) -> None:
    """An outer block whose program opens an inner one (empty, then compiling), then compiles
    again; a second block in the same process compiling what the first did. (Failed on main:
    the inner block's end stopped the outer trace (its later compile lost, silently), and the
    second block recorded nothing: `1 repeated compile not recorded again`, the first block's
    memory of what it saw kept across traces.)"""
    outer, inner, first, second = (tmp_path / n for n in ("outer", "inner", "first", "second"))
    proc = run_program(
        tmp_path,
        f"with irscope.trace(store={str(outer)!r}, with_sass=False):\n"
        f"    with irscope.trace(store={str(inner)!r}, with_sass=False):\n"
        "        one_kernel.compile_negate('f16')\n"
        "    one_kernel.compile_negate('f32')\n"
        f"with irscope.trace(store={str(first)!r}, with_sass=False):\n"
        "    one_kernel.compile_negate('f32')\n"
        f"with irscope.trace(store={str(second)!r}, with_sass=False):\n"
        "    one_kernel.compile_negate('f32')\n",
    )
    assert proc.returncode == 0, proc.stderr
    assert (cases(outer), cases(inner), cases(first), cases(second)) == ({"f32"}, {"f16"}, {"f32"}, {"f32"})


@needs_dsl
def test_a_trace_block_inside_a_traced_program_hands_tracing_back(tmp_path: Path) -> None:
    """`irscope trace -- python prog.py`, where the program opens `with irscope.trace()` for a
    part of its work: that part goes to the block's store, and what it compiles afterwards to
    irscope's. (Failed on main: after the block nothing more was recorded.)"""
    program = tmp_path / "program.py"
    program.write_text(
        HEAD + f"with irscope.trace(store={str(tmp_path / 'block')!r}, with_sass=False, quiet=True):\n"
        "    one_kernel.compile_negate('f16')\n"
        "one_kernel.compile_negate('f32')\n"
    )
    proc = irscope(
        "trace", "--arch", ARCH, "--no-sass", "--out", str(tmp_path / "store"), "--", sys.executable, str(program)
    )
    assert proc.returncode == 0, proc.stderr
    assert (cases(tmp_path / "store"), cases(tmp_path / "block")) == ({"f32"}, {"f16"})


@needs_dsl
def test_a_trace_block_into_a_store_that_cannot_be_one_fails_before_it_runs(tmp_path: Path) -> None:
    """`with irscope.trace(store="a file")`: StoreError on entry, the block never runs, as
    `irscope trace --out` refuses before the program runs. (Failed on main: the block ran, its
    compiles made, then the error at its end: every compile lost.)"""
    store = tmp_path / "a-file"
    store.write_text("")
    ran = tmp_path / "RAN"
    proc = run_program(
        tmp_path,
        "from irscope.errors import StoreError\n"
        "try:\n"
        f"    with irscope.trace(store={str(store)!r}, with_sass=False):\n"
        f"        open({str(ran)!r}, 'w').close()\n"
        "except StoreError as exc:\n"
        "    print('refused:', exc)\n",
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"refused: {store}: the store is not a directory"
    assert not ran.exists()
