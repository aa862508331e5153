"""Issue 40, "names that say what a compile is": two compiles of one kernel class that differ only
in a compile-time value (an attribute of `self`, `tile_n` 64 or 128; a `Constexpr` flag, `negate`)
have case names that differ only in their digest. They are told apart by those values, and by
the test or program line that first made them, in `list --store` (at 80 columns, in a pipe and
in a terminal), `passes`, `report`, `export` and the TUI's header and palette; `list --store`
names the traced command once and narrows to a kernel, a value or a test.

tests/trace_programs/configured_kernels.py is traced twice: run as a script, and run by pytest."""

from __future__ import annotations

import io
import json
import shutil
import sys
from pathlib import Path

import pytest
from rich.console import Console

from tests.trace_support import PROGRAMS, Traced, bundles, irscope, trace_program

pytestmark = pytest.mark.slow

PROGRAM = "configured_kernels.py"
KERNEL = "configured_kernels.TiledScale"
#: What each compile is, in the order the program makes them.
NAMES = ["tile_n=64 negate=False", "tile_n=128 negate=False", "tile_n=128 negate=True"]
LINE = f"tests/trace_programs/{PROGRAM}:"


@pytest.fixture(scope="module")
def traced(tmp_path_factory: pytest.TempPathFactory) -> Traced:
    """The program run as a script, from the repository (its lines are named from there)."""
    found = trace_program(tmp_path_factory.mktemp("names"), PROGRAM)
    assert found.proc.returncode == 0, found.proc.stderr
    return found


@pytest.fixture(scope="module")
def traced_tests(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The program's tests run by pytest under `irscope trace`, in a folder of their own."""
    work = tmp_path_factory.mktemp("names-pytest")
    shutil.copy(PROGRAMS / PROGRAM, work / PROGRAM)
    pytest_cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", PROGRAM]
    proc = irscope("trace", "--arch", "sm_90a", "--out", str(work / "store"), "--", *pytest_cmd, cwd=work)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return work / "store"


def label_of(store: Path, name: str) -> str:
    """The label of the compile named `name` (read from its trace.json, not from any view)."""
    from irscope import bundle

    for label, path in bundles(store).items():
        spec = bundle.load(path).trace()
        tile_n = spec.call["params"][0]["state"]["tile_n"]["value"]
        negate = spec.call["params"][-1]["value"]
        if name == f"tile_n={tile_n} negate={negate}":
            return label
    raise AssertionError(f"no compile {name} in {store}")


def listed(store: Path, *args: str, columns: int = 80) -> tuple[int, list[str], str]:
    proc = irscope("--store", str(store), "list", *args, env={"COLUMNS": str(columns)})
    return proc.returncode, proc.stdout.splitlines(), proc.stderr


# ---- list --store -------------------------------------------------------------------------------
def test_list_in_a_pipe_at_80_columns_names_each_compile_by_its_values(traced: Traced) -> None:
    code, lines, err = listed(traced.store)
    assert code == 0, err
    labels = [label_of(traced.store, n) for n in NAMES]
    assert labels[0].split("-")[:-1] == labels[1].split("-")[:-1]  # the case names differ only by digest
    for label, name in zip(labels, NAMES, strict=True):
        (row,) = [i for i, line in enumerate(lines) if line.startswith(label)]  # whole, never cut
        under = lines[row + 1]
        assert under.startswith(f"  {name}  ({LINE}"), (name, under)
    # the traced command once, on a line of its own, never under every row
    commands = [line for line in lines if PROGRAM in line and "traced command" in line]
    assert len(commands) == 1 and lines[-1] == commands[0], lines
    assert sum(f"python {PROGRAMS / PROGRAM}" in line or PROGRAM + " " in line for line in lines) <= 1


def test_list_in_a_terminal_at_80_columns_and_wide(traced: Traced) -> None:
    from irscope import compile_names, store_index
    from irscope.views.capture_table import print_capture_table

    rows = store_index.listing(traced.store)
    for width in (80, 250):
        out = io.StringIO()
        console = Console(file=out, width=width, force_terminal=True, color_system=None, legacy_windows=False)
        print_capture_table(rows, traced.store, console, compile_names.of_rows(rows))
        lines = out.getvalue().splitlines()
        for name in NAMES:
            (row,) = [i for i, line in enumerate(lines) if line.startswith(label_of(traced.store, name))]
            assert lines[row + 1].startswith(f"  {name}  ({LINE}"), (width, lines)
        assert sum(line.startswith("traced command:") for line in lines) == 1


def test_list_narrows_to_a_kernel_a_value_and_a_test(traced: Traced) -> None:
    def rows(*args: str) -> list[str]:
        code, lines, err = listed(traced.store, *args)
        assert code == 0, err
        return [line for line in lines if line.startswith(KERNEL)]

    assert len(rows("TiledScale")) == 3 and len(rows("TiledScale@sm_90a", "nothing_of_it")) == 3
    (only,) = rows("--where", "tile_n=64")
    assert only.startswith(label_of(traced.store, NAMES[0]))
    (only,) = rows("--where", "tile_n=128", "--where", "negate=True")
    assert only.startswith(label_of(traced.store, NAMES[2]))
    assert len(rows("--test", LINE)) == 3
    digest = label_of(traced.store, NAMES[1]).rsplit("-", 1)[1].split("@")[0]
    assert len(rows(f":{digest[:6]}")) == 1
    code, lines, err = listed(traced.store, "--where", "tile_n=256")
    assert code != 0 and not lines and err.count("\n") == 1, err
    assert "no capture matches --where tile_n=256" in err and "tile_n is 64 or 128" in err
    code, _, err = listed(traced.store, "--where", "tile_n")
    assert code == 2 and "NAME=VALUE" in err and "Traceback" not in err
    proc = irscope("list", "--where", "tile_n=64")  # no store to narrow
    assert proc.returncode == 2 and "--store" in proc.stderr
    proc = irscope("--store", str(traced.store), "list", "--json", "--where", "negate=True")
    (row,) = json.loads(proc.stdout)
    assert row["values"]["tile_n"] == "128" and row["name"] == NAMES[2] and row["trigger"].startswith(LINE)


def test_the_names_come_from_the_listing_cache(traced: Traced, tmp_path: Path) -> None:
    """The values are kept in <store>/.cache/listing.json beside each row: a listing from the
    cache loads no bundle and names the compiles as a cold one does."""
    from irscope import compile_names, store, store_index

    copy = tmp_path / "store"
    shutil.copytree(traced.store, copy, symlinks=True)
    (copy / store_index.CACHE).unlink(missing_ok=True)
    cold = store_index.listing(copy)
    cached = json.loads((copy / store_index.CACHE).read_text())["rows"]
    assert all(entry["values"] for entry in cached.values())
    loaded = []
    real = store.listed
    try:
        store.listed = lambda path: loaded.append(path) or real(path)  # type: ignore[assignment]
        warm = store_index.listing(copy)
    finally:
        store.listed = real  # type: ignore[assignment]
    assert warm == cold and not loaded
    assert sorted(n.values_text() for n in compile_names.of_rows(warm).values()) == sorted(NAMES)


# ---- passes, report, export ---------------------------------------------------------------------
def test_passes_report_and_export_name_the_compiles(traced: Traced, tmp_path: Path) -> None:
    a, b = (label_of(traced.store, n) for n in NAMES[:2])
    proc = irscope("--store", str(traced.store), "passes", a, env={"COLUMNS": "80"})
    assert proc.returncode == 0, proc.stderr
    second = proc.stdout.splitlines()[1]
    assert second.startswith(f"compiled with {NAMES[0]}; first compiled by {LINE}"), second
    proc = irscope("--store", str(traced.store), "report", a, b)
    assert proc.returncode in (0, 1), proc.stderr
    assert f"- **A** `{a}`" in proc.stdout and f"compiled with `{NAMES[0]}`" in proc.stdout
    assert f"compiled with `{NAMES[1]}`, first compiled by `{LINE}" in proc.stdout
    proc = irscope("--store", str(traced.store), "report", a, b, "--format", "json")
    names = json.loads(proc.stdout)["names"]
    assert (names["a"]["values"]["tile_n"], names["b"]["values"]["tile_n"]) == ("64", "128")
    page = tmp_path / "page.html"
    proc = irscope("--store", str(traced.store), "export", a, "--compare", b, "-o", str(page))
    assert proc.returncode == 0, proc.stderr
    html = page.read_text()
    assert f"<title>irscope: {a} ({NAMES[0]}) vs {b} ({NAMES[1]})</title>" in html
    assert f"compiled with {NAMES[0]}; first compiled by {LINE}" in html


# ---- the TUI ------------------------------------------------------------------------------------
async def _named(pilot, app) -> None:  # noqa: ANN001 - textual's Pilot, IrscopeApp
    from irscope.tui.headless import settle

    await settle(pilot)
    for _ in range(200):  # the names arrive from a worker once the first view is on screen
        if getattr(app.results, "names", None):
            break
        await pilot.pause(0.05)
    await settle(pilot)


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (200, 50)])
async def test_the_tui_header_says_the_values_and_compare_says_how_they_differ(
    traced: Traced, size: tuple[int, int]
) -> None:
    from irscope.tui.app import IrscopeApp
    from irscope.tui.headless import screen_lines

    for name in NAMES:
        app = IrscopeApp([label_of(traced.store, name)], store_root=traced.store)
        async with app.run_test(size=size) as pilot:
            await _named(pilot, app)
            header = screen_lines(app)[0]
            assert name in header and "@sm_90a" in header, header
    a, b = (label_of(traced.store, n) for n in NAMES[:2])
    app = IrscopeApp([a], store_root=traced.store, compare=b)
    async with app.run_test(size=size) as pilot:
        await _named(pilot, app)
        header = screen_lines(app)[0]
        assert "tile_n=64→128" in header, header


@pytest.mark.asyncio
@pytest.mark.parametrize("size", [(80, 24), (200, 50)])
async def test_the_palette_finds_a_compile_by_its_values(traced: Traced, size: tuple[int, int]) -> None:
    from irscope.tui.app import IrscopeApp
    from irscope.tui.headless import screen_lines, settle

    app = IrscopeApp([label_of(traced.store, NAMES[1])], store_root=traced.store)
    async with app.run_test(size=size) as pilot:
        await _named(pilot, app)
        for query, wanted in (("tile_n=64", NAMES[0]), ("negate=True", NAMES[2])):
            await pilot.press("ctrl+p")
            await settle(pilot)
            await pilot.press(*query)
            await settle(pilot)
            await pilot.pause(0.3)  # the palette's search runs as its own task
            lines = screen_lines(app)
            below = next(i for i, line in enumerate(lines) if query in line) + 1
            shown = "".join(line.strip() for line in lines[below:])  # a narrow palette wraps its entries
            found = {n: shown.find(label_of(traced.store, n)) for n in NAMES if label_of(traced.store, n) in shown}
            assert found and min(found, key=found.__getitem__) == wanted, (query, lines[below:])  # the first hit
            assert shown.replace(" ", "").startswith(f"open{label_of(traced.store, wanted)}{wanted.replace(' ', '')}")
            await pilot.press("escape")
            await settle(pilot)


# ---- the pytest node id -------------------------------------------------------------------------
def test_a_compile_names_the_test_that_first_made_it(traced_tests: Path) -> None:
    from irscope import bundle

    tests = {
        bundle.load(p).trace().trigger["test"] for p in bundles(traced_tests).values()
    }  # recorded at trace time, without pytest's phase
    ids = [f"{PROGRAM}::test_compiles[{n.split()[0][7:]}-{n.split()[1][7:]}]" for n in NAMES]
    assert tests == set(ids)
    code, lines, err = listed(traced_tests)
    assert code == 0, err
    for name, node in zip(NAMES, ids, strict=True):
        assert f"  {name}  ({node})" in lines, lines
    rows = [line for line in listed(traced_tests, "--test", "[128-True]")[1] if line.startswith(KERNEL)]
    assert len(rows) == 1
