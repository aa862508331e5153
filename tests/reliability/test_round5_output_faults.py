"""Round 5 (issue 38's fresh round): what irscope writes and prints. The one error line stays
one line whatever a name holds; a character the output's encoding lacks is escaped; a file a
user names never lands inside a bundle, a store irscope made or the snapshot tree a check
reads; a path option given empty is refused, never read as the current directory or as the
option left out; `tui --screenshot` of what does not open fails as every other command does."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO
from tests.reliability.conftest import CASE, Run, only_bundle, tree_bytes
from tests.trace_support import PROGRAMS

pytest_plugins = ["pytester"]


def run(*args: str, cwd: Path = REPO, **env: str) -> Run:
    """`irscope ARGS` run in `cwd`, with `env` added to the environment."""
    full = {**os.environ, "COLUMNS": "200", "IRSCOPE_STORE": str(cwd / ".no-store-here"), **env}
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", *args], cwd=cwd, env=full, capture_output=True, text=True, timeout=300
    )
    return Run(proc.returncode, proc.stdout, proc.stderr)


def usage_line(got: Run) -> str:
    """The one line of a usage error (`irscope COMMAND: error: ...`) or of any other error."""
    lines = [ln for ln in got.stderr.splitlines() if ln.strip()]
    assert "Traceback" not in got.stderr + got.stdout, got.stderr
    assert len(lines) == 1 and lines[0].startswith("irscope") and ": error: " in lines[0], got.stderr
    return lines[0]


def test_a_newline_in_an_argument_keeps_the_error_one_line(store: Path) -> None:
    """A target holding a newline (a shell variable that did) is named in the one error line
    with the newline escaped. (Failed on main: the line broke in two, the second reading as a
    line of its own.)"""
    got = run("--store", str(store), "passes", "relu\n:f32")
    assert got.returncode == 2
    assert "relu\\x0a:f32" in got.one_error_line()


def test_a_character_the_output_encoding_lacks_is_escaped(store: Path, tmp_path: Path) -> None:
    """A store whose path holds `ö`, printed to an ASCII stream (`PYTHONIOENCODING=ascii`, a
    locale without it): shown as `\\xf6`, exit 0. (Failed on main: UnicodeEncodeError traceback.)"""
    named = tmp_path / "störe"
    store.rename(named)
    for args in (("passes", "relu"), ("list",)):
        got = run("--store", str(named), *args, PYTHONIOENCODING="ascii")
        assert got.returncode == 0, got.stderr
        assert "Traceback" not in got.stderr
        assert "st\\xf6re" in got.stdout


def _kept_targets(store: Path, bundle: Path) -> dict[str, tuple[str, ...]]:
    return {
        "export-over-the-manifest": ("export", "relu", "-o", str(bundle / "manifest.json")),
        "export-into-the-bundle": ("export", "relu", "-o", str(bundle / "page.html")),
        "export-into-the-store": ("export", "relu", "-o", str(store / "page.html")),
        "screenshot-into-the-bundle": ("tui", "relu", "--screenshot", str(bundle / "shot.svg")),
        "junit-over-a-member": (
            "check",
            "--from-store",
            str(store),
            "--junit-xml",
            str(bundle / "module.ptx"),
            "relu:f32",
        ),
        "html-into-the-bundle": ("check", "--from-store", str(store), "--html", str(bundle / "pages"), "relu:f32"),
        "a-store-inside-the-bundle": ("capture", "relu:f32", "--arch", "sm_90a", "--out", str(bundle / "sub")),
        "trace-specs-into-the-bundle": (
            "trace",
            "--no-sass",
            "--specs",
            str(bundle / "specs"),
            "--out",
            str(store.parent / "traced"),
            "--arch",
            "sm_90a",
            "--",
            sys.executable,
            "-c",
            f"import sys; sys.path.insert(0, {str(PROGRAMS)!r}); import one_kernel; one_kernel.compile_negate('f32')",
        ),
        "run-keep-ptx-into-the-bundle": ("run", "relu", "--keep-ptx", str(bundle / "kept")),
    }


@pytest.mark.parametrize("case", list(_kept_targets(Path("s"), Path("b"))))
def test_a_file_a_user_names_never_lands_in_a_bundle_or_a_store(store: Path, case: str) -> None:
    """Each refused in one line naming the bundle or the store, before anything is written; the
    store byte for byte as it was. (Failed on main: exit 0, the page written over the bundle's
    manifest.json (the bundle gone), the JUnit report over its module.ptx, files added inside.)"""
    bundle = only_bundle(store)
    before = tree_bytes(store)
    got = run("--store", str(store), *_kept_targets(store, bundle)[case])
    assert got.returncode == 2, got.stdout + got.stderr
    line = got.one_error_line()
    assert f"lies in the bundle {bundle}" in line or f"lies in the store {store}" in line, line
    after = {k: v for k, v in tree_bytes(store).items() if not k.startswith(".cache/")}
    assert after == {k: v for k, v in before.items() if not k.startswith(".cache/")}


@pytest.mark.parametrize("merged", ["reports-over-the-manifest", "a-store-into-the-bundle"])
def test_a_merge_never_writes_into_a_bundle(store: Path, tmp_path: Path, merged: str) -> None:
    """`irscope merge -o` of reports over a bundle's manifest, and of a store into a bundle:
    refused in one line naming the bundle, the store byte for byte as it was. (Failed on main:
    the merged report replaced manifest.json; the merged store was linked in inside the bundle.)"""
    bundle = only_bundle(store)
    if merged == "reports-over-the-manifest":
        given, out = tmp_path / "shard-1.xml", bundle / "manifest.json"
        assert run("check", "--from-store", str(store), "--junit-xml", str(given), CASE).returncode == 0
    else:
        given, out = tmp_path / "shard-1", bundle / "merged"
        shutil.copytree(store, given)
    before = tree_bytes(store)
    got = run("merge", "-o", str(out), str(given))
    assert got.returncode == 2, got.stdout + got.stderr
    assert f"lies in the bundle {bundle}" in got.one_error_line()
    assert tree_bytes(store) == before


def test_check_html_of_a_new_snapshot_writes_its_page(store: Path, tmp_path: Path) -> None:
    """`check --html DIR` where a snapshot is new (not yet in the tree): its page shows the
    captured text, stats.json among them, whose lines repeat (`},`). (Failed on main: an
    IndexError traceback from the HTML templates, which took a kind without slots' repeated
    line for a template of its own and lost one.)"""
    pages = tmp_path / "pages"
    got = run("check", "--from-store", str(store), "--snapshots", str(tmp_path / "none"), "--html", str(pages), CASE)
    assert got.returncode == 1, got.stdout + got.stderr
    assert "Traceback" not in got.stderr
    stats = [p for p in pages.iterdir() if "stats" in p.name]
    assert len(stats) == 1 and "ctas_per_sm" in stats[0].read_text()


def test_a_check_report_never_replaces_a_snapshot(store: Path, tmp_path: Path) -> None:
    """`check --junit-xml` (or `--html`) inside the snapshot tree the check reads: refused at
    once. (Failed on main: the report replaced relu/f32/sm_90a/module.ptx, the snapshot lost.)"""
    snapshots = tmp_path / "snapshots"
    shutil.copytree(REPO / "snapshots" / "relu", snapshots / "relu")
    before = tree_bytes(snapshots)
    for option, name in (("--junit-xml", "relu/f32/sm_90a/module.ptx"), ("--html", "pages")):
        got = run(
            "check", "--from-store", str(store), "--snapshots", str(snapshots), option, str(snapshots / name), CASE
        )
        assert got.returncode == 2, got.stdout + got.stderr
        assert f"lies in {snapshots}, which this command reads" in got.one_error_line()
        assert tree_bytes(snapshots) == before


def _empty_values(store: str) -> dict[str, tuple[str, ...]]:
    return {
        "export-o": ("--store", store, "export", "relu", "-o", ""),
        "check-junit-xml": ("check", "--from-store", store, "--junit-xml", "", CASE),
        "check-html-blank": ("check", "--from-store", store, "--html", " ", CASE),
        "check-snapshots": ("check", "--from-store", store, "--snapshots", "", CASE),
        "merge-o": ("merge", "-o", "", store),
        "trace-specs": ("trace", "--specs", "", "--", sys.executable, "-c", "pass"),
        "trace-program": ("trace", "--", ""),
        "capture-kernels": ("capture", "--kernels", "", "nosuch"),
        "capture-out": ("capture", "--out", "", "nosuch"),
        "init-directory": ("init", ""),
        "tui-screenshot": ("--store", store, "tui", "relu", "--screenshot", ""),
    }


@pytest.mark.parametrize("case", list(_empty_values("s")))
def test_an_empty_path_is_refused_not_taken_for_the_current_directory(store: Path, tmp_path: Path, case: str) -> None:
    """`--out "$OUT"` with OUT unset: exit 2 at once, one line saying the value is empty; the
    working directory untouched. (Failed on main: `merge -o ""` merged the store into the
    working directory, `init ""` set it up, `export -o ""` wrote the default page there,
    `--snapshots ""` read it as the snapshot tree, `--junit-xml ""` and `--specs ""` wrote
    nothing with exit 0, `trace -- ""` said `: Permission denied`.)"""
    work = tmp_path / "work"
    work.mkdir()
    got = run(*_empty_values(str(store))[case], cwd=work)
    assert got.returncode == 2, got.stdout + got.stderr
    assert "empty" in usage_line(got)
    assert list(work.iterdir()) == []


def test_an_empty_irscope_kernels_imports_nothing_from_the_working_directory(tmp_path: Path) -> None:
    """`IRSCOPE_KERNELS=` (set, empty), as `IRSCOPE_STORE=` is: one line. (Failed on main: the
    working directory was the kernel directory, and its `setup.py` was imported as a kernel
    module, its code run.)"""
    (tmp_path / "setup.py").write_text(f"open({str(tmp_path / 'RAN')!r}, 'w').close()\n")
    got = run("list", cwd=tmp_path, IRSCOPE_KERNELS="")
    assert got.returncode == 2
    assert got.one_error_line().startswith("irscope: error: IRSCOPE_KERNELS is set but empty")
    assert not (tmp_path / "RAN").exists()


def test_the_plugins_path_options_refuse_an_empty_value(pytester: pytest.Pytester) -> None:
    """`pytest --irscope-store=$STORE` with STORE unset: a usage error. (Failed on main: taken
    as the option left out: the session captured kernels/ instead.)"""
    pytester.makepyfile(test_a="def test_x(irscope_snapshot):\n    pass\n")
    for option in ("--irscope-store", "--irscope-snapshots", "--irscope-kernels"):
        result = pytester.runpytest_subprocess("-p", "no:cacheprovider", f"{option}=", timeout=120)
        assert result.ret == pytest.ExitCode.USAGE_ERROR, option
        result.stderr.fnmatch_lines([f"*argument {option}: empty: name a directory*"])


def _future(store: Path) -> None:
    manifest = only_bundle(store) / "manifest.json"
    data = json.loads(manifest.read_text())
    data["format_version"] = 99
    manifest.write_text(json.dumps(data, indent=2))


@pytest.mark.parametrize(
    ("case", "args"),
    [
        ("no-such-kernel", ("nosuch",)),
        ("no-such-pass", ("relu", "--pass", "nosuch")),
        ("no-such-compare", ("relu", "-c", "nosuch")),
        ("a-future-bundle", ("relu",)),
    ],
)
def test_a_screenshot_of_what_does_not_open_fails(
    store: Path, tmp_path: Path, case: str, args: tuple[str, ...]
) -> None:
    """`tui --screenshot` (a CI step, a docs build) of a target, --compare or --pass that does
    not open: exit 2 with its one line, no screenshot. (Failed on main: exit 0, the error only
    inside the picture.)"""
    if case == "a-future-bundle":
        _future(store)
    shot = tmp_path / "shot.svg"
    got = run("--store", str(store), "tui", *args, "--screenshot", str(shot))
    assert got.returncode == 2, got.stdout + got.stderr
    assert "nosuch" in got.one_error_line() or "newer irscope" in got.one_error_line()
    assert not shot.exists()


def test_a_bundle_from_a_newer_irscope_says_so(store: Path) -> None:
    """A manifest of a format this irscope does not know yet. (Failed on main: `invalid manifest
    at format_version: 99 is not one of [1, 2, 3]`, which does not say to upgrade.)"""
    _future(store)
    got = run("--store", str(store), "passes", "relu")
    assert got.returncode == 2
    line = got.one_error_line()
    assert "format_version 99: a bundle written by a newer irscope" in line and "upgrade irscope" in line
