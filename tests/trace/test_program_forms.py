"""Programs that compile in the ways real programs are run and written, traced as a user would
(`irscope trace`, then `capture --from-trace`): each compile recorded under one readable name,
rebuilt with identical code, or named as not rebuildable with the reason. One trace per program
(module-scoped fixtures); tests/trace_programs/ holds the programs."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from tests.trace_support import PROGRAMS, Traced, bundles, code_digests, irscope, trace_program, without_progress

pytestmark = pytest.mark.slow


def _rebuilt(traced: Traced, work: Path) -> tuple[subprocess.CompletedProcess[str], dict[str, Path]]:
    proc = irscope("--store", str(work / "rebuilt"), "capture", "--from-trace", str(traced.store))
    return proc, bundles(work / "rebuilt") if (work / "rebuilt").is_dir() else {}


def _same_code(traced: Traced, rebuilt: dict[str, Path]) -> None:
    from irscope import bundle

    found = bundles(traced.store)
    assert sorted(rebuilt) == sorted(found)
    for label, path in found.items():
        a, b = code_digests(bundle.load(path), PROGRAMS), code_digests(bundle.load(rebuilt[label]), PROGRAMS)
        assert a["ok"] and a == b, label


@pytest.fixture(scope="module")
def pools(tmp_path_factory: pytest.TempPathFactory) -> Traced:
    return trace_program(tmp_path_factory.mktemp("pools"), "multiprocessing_pools.py", "--no-sass")


def test_spawned_and_forked_workers_compile_one_kernel_under_one_name(pools: Traced) -> None:
    """A spawned worker runs the script as `__mp_main__`: its compiles were a kernel of their own,
    `mp_main__.Shift`, beside the forked worker's `multiprocessing_pools.Shift`."""
    assert pools.proc.returncode == 0, pools.proc.stderr
    assert pools.proc.stdout.splitlines() == ["spawn [1, 2]", "fork [3]"]
    summary = without_progress(pools.proc.stderr)[-1]
    assert summary.startswith("irscope trace: 3 bundles from ") and summary.endswith(": multiprocessing_pools.Shift")
    listing = irscope("list", "--store", str(pools.store))
    assert listing.returncode == 0 and "Traceback" not in listing.stderr
    named = [line.split()[0] for line in listing.stdout.splitlines() if line.startswith("  by=")]
    assert named == ["by=1", "by=2", "by=3"], listing.stdout


def test_a_spawned_workers_compiles_rebuild_with_identical_code(pools: Traced, tmp_path: Path) -> None:
    """The kernel method's symbol holds `__mp_main__` (the DSL mangles `repr(self)` in): the
    rebuild loads the script as that module, and the code is the traced code."""
    proc, rebuilt = _rebuilt(pools, tmp_path)
    assert proc.returncode == 0, proc.stderr
    _same_code(pools, rebuilt)


@pytest.fixture(scope="module")
def notebook(tmp_path_factory: pytest.TempPathFactory) -> Traced:
    return trace_program(tmp_path_factory.mktemp("notebook"), "notebook_cell.py", "--no-sass")


def test_a_kernel_compiled_from_a_notebook_cell_is_named_and_said_not_rebuildable(
    notebook: Traced, tmp_path: Path
) -> None:
    """Code exec'd from a string names a pseudo-file (`<ipython-input-1-abc>`): the kernel was named
    `ipython-input-1-abc_.cell`, and the rebuild looked for that name as a file of the project."""
    assert notebook.proc.returncode == 0 and notebook.proc.stdout == "cell: compiled\n", notebook.proc.stderr
    why = "cell is defined in <ipython-input-1-abc> (a string run by exec, a notebook cell): a rebuild reads its source from a .py file"
    summary = without_progress(notebook.proc.stderr)[-1]
    assert (
        summary.startswith("irscope trace: 1 bundle from 1 Python process")
        and ": cell; 1 recorded, not rebuildable" in summary
    )
    assert summary.endswith(f"cell:f32_32-517d902c@sm_90a: {why}")
    proc, rebuilt = _rebuilt(notebook, tmp_path)
    assert (proc.returncode, rebuilt) == (1, {})
    refused = [line for line in proc.stderr.splitlines() if line.startswith("irscope: error: ")]
    assert len(refused) == 1 and refused[0].endswith(why), proc.stderr


@pytest.fixture(scope="module")
def options(tmp_path_factory: pytest.TempPathFactory) -> Traced:
    return trace_program(tmp_path_factory.mktemp("options"), "compile_options.py", "--no-sass")


def test_compiles_that_differ_only_in_their_options_are_named_by_them(options: Traced) -> None:
    """One function, the same tensor, four option strings (one of them another arch): the names
    said only `(compile_options.py:29)` under four hashes; they name the options."""
    assert options.proc.returncode == 0, options.proc.stderr
    listing = irscope("list", "--store", str(options.store))
    assert listing.returncode == 0 and "Traceback" not in listing.stderr
    lines = listing.stdout.splitlines()
    named = {
        f"{row.split()[0].split('@')[1]} {below.split('(')[0].strip()}".strip()
        for row, below in zip(lines, lines[1:], strict=False)
        if row.startswith("compile_options.scale:")
    }
    assert named == {"sm_90a", "sm_90a opt_level=1", "sm_90a generate_line_info=True", "sm_80"}, listing.stdout
    where = irscope("list", "--store", str(options.store), "--where", "opt_level=1")
    assert where.returncode == 0 and where.stdout.count("compile_options.scale:") == 1, where.stdout


def test_each_option_string_and_arch_rebuilds_with_identical_code(options: Traced, tmp_path: Path) -> None:
    proc, rebuilt = _rebuilt(options, tmp_path)
    assert proc.returncode == 0, proc.stderr
    _same_code(options, rebuilt)


@pytest.fixture(scope="module")
def elsewhere(tmp_path_factory: pytest.TempPathFactory) -> Traced:
    return trace_program(tmp_path_factory.mktemp("elsewhere"), "changes_directory.py", "--no-sass", "--specs")


def test_a_program_that_changes_directory_keeps_its_project(elsewhere: Traced, tmp_path: Path) -> None:
    """The program went into a temporary directory before compiling: its spec named that as its
    project, the kernel's file by its absolute path and its relative sys.path entry not at all,
    so a copy of the project elsewhere could not rebuild it."""
    import json
    import shutil

    assert elsewhere.proc.returncode == 0 and elsewhere.proc.stdout == "compiled elsewhere\n", elsewhere.proc.stderr
    (spec_file,) = elsewhere.specs.glob("*/*.json")
    spec = json.loads(spec_file.read_text())
    assert spec["function"]["file"] == "tests/trace_programs/one_kernel.py"
    assert "tests/trace_programs" in spec["program"]["path"]
    assert spec["trigger"] == {"line": "tests/trace_programs/changes_directory.py:15"}
    copy = tmp_path / "checkout"
    (copy / "tests" / "trace_programs").mkdir(parents=True)
    for name in ("one_kernel.py", "changes_directory.py"):
        shutil.copy(PROGRAMS / name, copy / "tests" / "trace_programs" / name)
    proc = irscope("--store", str(tmp_path / "rebuilt"), "capture", "--from-trace", str(elsewhere.specs), cwd=copy)
    assert proc.returncode == 0, proc.stderr
    (traced,) = bundles(elsewhere.store).values()
    (rebuilt,) = bundles(tmp_path / "rebuilt").values()
    from irscope import bundle

    assert code_digests(bundle.load(traced), PROGRAMS) == code_digests(bundle.load(rebuilt), PROGRAMS)


def test_a_module_run_with_python_m_is_listed_by_the_command_given(tmp_path: Path) -> None:
    """`python -m pkg.mod`: by the time the module compiles, its sys.argv[0] is its file, and the
    store's listing said `traced command: python /abs/path/one_kernel.py`, a command nobody ran."""
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")
    store = tmp_path / "store"
    module = "tests.trace_programs.one_kernel"
    proc = irscope("trace", "--arch", "sm_90a", "--no-sass", "--out", str(store), "--", sys.executable, "-m", module)
    assert proc.returncode == 0 and proc.stdout == "negate: compiled\n", proc.stderr
    listing = irscope("list", "--store", str(store))
    assert listing.returncode == 0, listing.stderr
    assert listing.stdout.splitlines()[-1] == f"traced command: python -m {module}", listing.stdout
    assert [label.split(":")[0] for label in bundles(store)] == ["one_kernel.negate"]
    proc, rebuilt = _rebuilt(Traced(proc, store, tmp_path / "specs"), tmp_path)
    assert proc.returncode == 0, proc.stderr
    _same_code(Traced(proc, store, tmp_path / "specs"), rebuilt)


def test_kernels_imported_from_a_zip_archive_rebuild_where_allowed(tmp_path: Path) -> None:
    """A module of a zip archive on the program's sys.path is no file of the project: refused,
    naming --allow-import; allowed, the rebuild failed (`No module named 'zipped_square'`): the
    archive was not put back on sys.path."""
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")
    import shutil

    shutil.copy(PROGRAMS / "zipped_kernels.py", tmp_path / "zipped_kernels.py")
    store = tmp_path / "store"
    cmd = ("trace", "--arch", "sm_90a", "--no-sass", "--out", str(store), "--", sys.executable, "zipped_kernels.py")
    traced = irscope(*cmd, cwd=tmp_path)
    assert traced.returncode == 0 and traced.stdout == "zipped: compiled\n", traced.stderr
    rebuild = ("--store", str(tmp_path / "rebuilt"), "capture", "--from-trace", str(store))
    refused = irscope(*rebuild, cwd=tmp_path)
    assert refused.returncode != 0 and "Traceback" not in refused.stderr
    assert refused.stderr.splitlines()[0].endswith("or allow it with --allow-import zipped_square"), refused.stderr
    allowed = irscope(*rebuild, "--allow-import", "zipped_square", cwd=tmp_path)
    assert allowed.returncode == 0, allowed.stdout + allowed.stderr
    _same_code(Traced(traced, store, tmp_path), bundles(tmp_path / "rebuilt"))


@pytest.fixture(scope="module")
def threaded(tmp_path_factory: pytest.TempPathFactory) -> Traced:
    return trace_program(tmp_path_factory.mktemp("threaded"), "thread_pool.py", "--no-sass")


@pytest.fixture(scope="module")
def nested(tmp_path_factory: pytest.TempPathFactory) -> Traced:
    return trace_program(tmp_path_factory.mktemp("nested"), "nested_constexpr.py", "--no-sass")


@pytest.mark.parametrize(
    ("fixture", "kernel", "names"),
    [
        ("threaded", "thread_pool.axpy", ["alpha=0.5", "alpha=2.0"]),
        ("nested", "nested_constexpr.Stencil", ["history=(2,32) width=2", "history=(3,32) width=3"]),
    ],
)
def test_compiles_from_pool_threads_and_nested_jit_calls_are_named_and_rebuilt(
    request: pytest.FixtureRequest, fixture: str, kernel: str, names: list[str], tmp_path: Path
) -> None:
    """Guards: compiles made in a ThreadPoolExecutor's threads, and a kernel class calling jitted
    functions with other constexpr arguments, each recorded once, named by their values, rebuilt
    with identical code."""
    traced: Traced = request.getfixturevalue(fixture)
    assert traced.proc.returncode == 0, traced.proc.stderr
    summary = without_progress(traced.proc.stderr)[-1]
    assert summary.startswith(f"irscope trace: {len(names)} bundles from 1 Python process") and summary.endswith(kernel)
    listing = irscope("list", "--store", str(traced.store))
    assert listing.returncode == 0, listing.stderr
    shown = sorted(line.strip().rsplit("  (", 1)[0] for line in listing.stdout.splitlines() if line.startswith("  "))
    assert shown == names, listing.stdout
    proc, rebuilt = _rebuilt(traced, tmp_path)
    assert proc.returncode == 0, proc.stderr
    _same_code(traced, rebuilt)


@pytest.fixture(scope="module")
def looping(tmp_path_factory: pytest.TempPathFactory) -> Traced:
    return trace_program(tmp_path_factory.mktemp("looping"), "closure_with_loop.py", "--no-sass")


def test_a_closure_calling_a_modules_functions_is_recorded_by_its_source(looping: Traced, tmp_path: Path) -> None:
    """The epilogue calls `cutlass.range_constexpr(...)`: Python 3.11 compiles a call of a
    module-level import's attribute as an attribute load, and the trace compiled the source
    alone, without the module's imports, so it found no code like the one that ran and refused
    the closure ('whose source is not in its file as it ran')."""
    assert looping.proc.returncode == 0, looping.proc.stderr
    summary = without_progress(looping.proc.stderr)[-1]
    assert summary.startswith("irscope trace: 1 bundle") and "not rebuildable" not in summary, summary
    listing = irscope("list", "--store", str(looping.store))
    assert "  negate=True steps=3  (" in listing.stdout, listing.stdout
    proc, rebuilt = _rebuilt(looping, tmp_path)
    assert proc.returncode == 0, proc.stderr
    _same_code(looping, rebuilt)


@pytest.fixture(scope="module")
def factory(tmp_path_factory: pytest.TempPathFactory) -> Traced:
    return trace_program(tmp_path_factory.mktemp("factory"), "kernel_factory.py", "--no-sass", "--specs")


def test_a_factorys_kernels_are_named_by_their_closures_and_rebuilt(factory: Traced, tmp_path: Path) -> None:
    """The compiled function is defined inside the factory: it was recorded by its name only
    (`make_kernel.<locals>.launch`, not rebuildable), the two compiles had one digest (named apart
    by a hash) and no values. Its source and closure are recorded as a function argument's are."""
    assert factory.proc.returncode == 0, factory.proc.stderr
    summary = without_progress(factory.proc.stderr)[-1]
    assert f"2 bundles from 1 Python process in {factory.store}: kernel_factory.make_kernel.launch;" in summary
    assert "not rebuildable" not in summary, summary
    listing = irscope("list", "--store", str(factory.store))
    shown = sorted(line.strip().rsplit("  (", 1)[0] for line in listing.stdout.splitlines() if line.startswith("  "))
    assert shown == [
        "act=IDENTITY gain=0.5 tile.threads=64 tile.unroll=2",
        "act=NEGATE gain=3.0 tile.threads=32 tile.unroll=4",
    ], listing.stdout
    assert all(len(label.split(":")[1].split("-")) == 2 for label in bundles(factory.store))  # no hash named apart
    proc, rebuilt = _rebuilt(factory, tmp_path)
    assert proc.returncode == 0, proc.stderr
    _same_code(factory, rebuilt)
    from_specs = irscope("--store", str(tmp_path / "from-specs"), "capture", "--from-trace", str(factory.specs))
    assert from_specs.returncode == 0, from_specs.stderr
    assert sorted(bundles(tmp_path / "from-specs")) == sorted(rebuilt)


@pytest.fixture(scope="module")
def main_block(tmp_path_factory: pytest.TempPathFactory) -> Traced:
    return trace_program(tmp_path_factory.mktemp("main-block"), "main_block_lambdas.py", "--no-sass")


def test_lambdas_using_a_main_block_variable_are_named_by_it_and_rebuilt(main_block: Traced, tmp_path: Path) -> None:
    """`for k in (1.0, 2.0): cute.compile(apply, t, lambda x: x + k)`: `k` is a global of the
    script's main block. The two compiles were named alike (one named apart by a hash), and each
    rebuild failed: `NameError ... name 'k' is not defined` (the rebuild imports the script
    without running that block)."""
    assert main_block.proc.returncode == 0, main_block.proc.stderr
    listing = irscope("list", "--store", str(main_block.store))
    shown = sorted(line.strip().rsplit("  (", 1)[0] for line in listing.stdout.splitlines() if line.startswith("  "))
    assert shown == ["k=1.0", "k=2.0"], listing.stdout
    proc, rebuilt = _rebuilt(main_block, tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    _same_code(main_block, rebuilt)


def test_an_object_the_rebuild_cannot_make_is_said_not_rebuildable_as_it_is_recorded() -> None:
    """A `functools.partial` (an epilogue with bound arguments) was recorded as a rebuildable
    object: the trace counted its compile rebuildable, `capture --from-trace` said to allow
    functools, and, allowed, the worker refused it (`partial` defines `__new__`)."""
    import functools

    from irscope.capture.trace.signature import describe

    entry = describe(functools.partial(max, 0.0))
    assert entry["kind"] == "object" and entry["rebuild"] is False
    assert entry["why"] == "partial defines __new__, which making the instance would run"


#: Where tests/trace/test_upstream.py reads the CUTLASS examples from (never committed here).
MIRROR = Path("/work/.mirror/NVIDIA+cutlass/repo")


def test_an_upstream_example_that_compiles_without_a_gpu_is_traced_and_rebuilt(tmp_path: Path) -> None:
    """Guard: CUTLASS's export tutorial at v4.7.0 (`dsl_tutorials/export/export_to_c.py`, read
    from the mirror): two functions compiled with symbolic extents (`cute.SymInt`) and a stream
    keyword, exported to C, each recorded and rebuilt with identical code. Its link step runs
    `$CC`, here `true`."""
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")
    path = "examples/python/CuTeDSL/dsl_tutorials/export"
    archive = subprocess.run(["git", "-C", str(MIRROR), "archive", "v4.7.0", path], capture_output=True)
    if archive.returncode != 0:
        pytest.skip(f"no CUTLASS mirror with v4.7.0 at {MIRROR}")
    subprocess.run(["tar", "x", "-C", str(tmp_path)], input=archive.stdout, check=True)
    example = tmp_path / path
    store = tmp_path / "store"
    cmd = ("trace", "--arch", "sm_90a", "--no-sass", "--out", str(store), "--", sys.executable, "export_to_c.py")
    traced = irscope(*cmd, cwd=example, env={"CC": "true"})
    assert traced.returncode == 0, traced.stderr
    summary = without_progress(traced.stderr)[-1]
    assert summary.endswith(
        "2 bundles from 1 Python process in " + f"{store}: export_to_c.add_one, export_to_c.print_tensor"
    )
    assert sorted(bundles(store)) == [
        "export_to_c.add_one:f32_dxd.x2-e29818e3@sm_90a",
        "export_to_c.print_tensor:f32_dxd-a2be2f9b@sm_90a",
    ]
    rebuild = irscope("--store", str(tmp_path / "rebuilt"), "capture", "--from-trace", str(store), cwd=example)
    assert rebuild.returncode == 0, rebuild.stderr
    _same_code(Traced(traced, store, tmp_path), bundles(tmp_path / "rebuilt"))
