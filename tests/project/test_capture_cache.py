"""The capture cache: an unchanged case is not compiled again; a change to what decides it (its
kernel module, a local module it imports, the capture options, the environment) recompiles
that case and only that one; a cache that was tampered with or broken is a miss, never a
wrong bundle."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from irscope import bundle, store
from irscope.bundle import WRITING_MARKER
from irscope.bundle.members import encoded
from irscope.capture.cache.entries import CaptureCache
from tests.helpers import CliResult, member_text, run_irscope
from tests.project.conftest import needs_dsl

ARCH = ("--arch", "sm_90a", "--no-sass")  # one arch, no nvdisasm: the fewest seconds per compile


def capture(project: Path, *args: str, **env: str) -> CliResult:
    r = run_irscope("capture", *ARCH, *args, cwd=project, env=env or None)
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr
    return r


def how(r: CliResult) -> dict[str, str]:
    """label -> 'cached' or 'compiled', from capture's ok lines."""
    out = {}
    for line in r.stdout.splitlines():
        parts = line.split()
        if parts and parts[0] == "ok":
            out[parts[1]] = "cached" if parts[2] == "cached" else "compiled"
    return out


def newest(project: Path, ref: str) -> Path:
    return store.resolve_one(ref, project / ".irscope")


@needs_dsl
def test_only_what_changed_is_compiled_again(project: Path) -> None:
    first = capture(project)
    assert how(first) == {"plain_copy:f32@sm_90a": "compiled", "scale:f32@sm_90a": "compiled"}
    bundles = {ref: newest(project, ref) for ref in how(first)}

    again = capture(project)
    assert how(again) == {"plain_copy:f32@sm_90a": "cached", "scale:f32@sm_90a": "cached"}
    assert "2 captured (2 from the capture cache)" in again.stdout
    # The store's newest capture already is the cached bundle: no new capture was added.
    assert {ref: newest(project, ref) for ref in bundles} == bundles

    widths = project / "kernels" / "tiling" / "widths.py"  # a local module scale.py imports
    widths.write_text(widths.read_text().replace("ELEMENTS_PER_THREAD = 2", "ELEMENTS_PER_THREAD = 4"))
    edited = capture(project)
    assert how(edited) == {"plain_copy:f32@sm_90a": "cached", "scale:f32@sm_90a": "compiled"}
    # four elements per thread now: the new capture's PTX is not the cached one's
    assert bundle.load(newest(project, "scale:f32@sm_90a")).ptx() != bundle.load(bundles["scale:f32@sm_90a"]).ptx()

    kernel = project / "kernels" / "plain_copy.py"
    kernel.write_text(kernel.read_text() + "\n# an edit that changes no code still recompiles\n")
    assert how(capture(project)) == {"plain_copy:f32@sm_90a": "compiled", "scale:f32@sm_90a": "cached"}

    assert how(capture(project, "--fresh")) == {"plain_copy:f32@sm_90a": "compiled", "scale:f32@sm_90a": "compiled"}
    # and what --fresh compiled is what the cache holds now
    assert how(capture(project)) == {"plain_copy:f32@sm_90a": "cached", "scale:f32@sm_90a": "cached"}


@needs_dsl
def test_a_reverted_edit_reuses_the_older_capture_as_the_newest(project: Path) -> None:
    capture(project, "plain_copy")
    original = newest(project, "plain_copy:f32@sm_90a")
    kernel = project / "kernels" / "plain_copy.py"
    text = kernel.read_text()
    kernel.write_text(text + "\n# edited\n")
    capture(project, "plain_copy")
    kernel.write_text(text)
    r = capture(project, "plain_copy")
    assert how(r) == {"plain_copy:f32@sm_90a": "cached"}
    now = newest(project, "plain_copy:f32@sm_90a")
    # The newest capture of the case is again the original one's bundle (linked in anew).
    assert now != original and (now / bundle.MANIFEST).read_bytes() == (original / bundle.MANIFEST).read_bytes()


@needs_dsl
def test_options_and_environment_that_decide_a_compile_are_in_the_key(project: Path) -> None:
    capture(project, "plain_copy")
    assert how(capture(project, "plain_copy", "--lineinfo")) == {"plain_copy:f32@sm_90a": "compiled"}
    assert how(capture(project, "plain_copy", IRSCOPE_TILE="8")) == {"plain_copy:f32@sm_90a": "compiled"}
    # A variable only [tool.irscope] cache-env names is in the key too.
    (project / "pyproject.toml").write_text('[tool.irscope]\ncache-env = ["MY_TILE"]\n')
    assert how(capture(project, "plain_copy", MY_TILE="1")) == {"plain_copy:f32@sm_90a": "compiled"}
    assert how(capture(project, "plain_copy", MY_TILE="1")) == {"plain_copy:f32@sm_90a": "cached"}
    assert how(capture(project, "plain_copy", MY_TILE="2")) == {"plain_copy:f32@sm_90a": "compiled"}


@needs_dsl
def test_a_tampered_bundle_or_a_broken_entry_is_a_miss(project: Path) -> None:
    capture(project, "plain_copy")
    ptx = newest(project, "plain_copy:f32@sm_90a") / "module.ptx.zst"
    with open(ptx, "r+b") as fh:  # in place: the cache's hard link sees it too
        fh.write(encoded(ptx.name, (member_text(ptx.parent, ptx.name) + "// written in place\n").encode()))
        fh.truncate()
    assert how(capture(project, "plain_copy")) == {"plain_copy:f32@sm_90a": "compiled"}
    assert "written in place" not in member_text(newest(project, "plain_copy:f32@sm_90a"), "module.ptx.zst")

    cache = CaptureCache(project / ".irscope")
    (entry,) = cache.entries()
    (entry.path / "entry.json").write_text('{"format": 1, "key": ')  # cut short
    leftover = entry.path.parent / f".{entry.key}.99999.tmp"  # an interrupted write of an entry
    (leftover / "bundle").mkdir(parents=True)
    (leftover / WRITING_MARKER).touch()  # put() marks its temporary before writing into it
    foreign = entry.path.parent / ".not-irscopes.tmp"  # a .tmp irscope did not write: kept
    foreign.mkdir()
    assert how(capture(project, "plain_copy")) == {"plain_copy:f32@sm_90a": "compiled"}
    (fixed,) = cache.entries()
    assert fixed.key == entry.key and fixed.bundle_intact()
    assert not leftover.exists(), "a capture alone on its store sweeps what a killed one left"
    assert foreign.is_dir(), "only what irscope wrote is swept"


@needs_dsl
def test_a_failed_capture_is_not_cached(project: Path) -> None:
    kernel = project / "kernels" / "plain_copy.py"
    kernel.write_text(kernel.read_text().replace("gY[tidx] = gX[tidx]", "gY[tidx] = gX[tidx, 0, 0]"))
    for _ in range(2):
        r = run_irscope("capture", *ARCH, "plain_copy", cwd=project)
        assert r.returncode == 1 and "FAILED plain_copy:f32@sm_90a" in r.stdout
    assert CaptureCache(project / ".irscope").entries() == []


@needs_dsl
def test_concurrent_captures_share_one_cache(project: Path) -> None:
    env = {**os.environ, "COLUMNS": "200"}
    cmd = [sys.executable, "-m", "irscope", "capture", *ARCH, "plain_copy"]
    procs = [subprocess.Popen(cmd, cwd=project, env=env, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    for proc in procs:
        _, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
    (entry,) = CaptureCache(project / ".irscope").entries()
    assert entry.bundle_intact()
    assert how(capture(project, "plain_copy")) == {"plain_copy:f32@sm_90a": "cached"}
    assert not list((project / ".irscope" / ".cache").rglob("*.tmp"))


@needs_dsl
def test_cache_command_lists_marks_stale_and_clears(project: Path) -> None:
    capture(project)
    r = run_irscope("cache", "--json", cwd=project)
    assert r.returncode == 0, r.stderr
    entries = {e["label"]: e for e in json.loads(r.stdout)}
    assert set(entries) == {"plain_copy:f32@sm_90a", "scale:f32@sm_90a"}
    scale_files = sorted(Path(f).name for f in entries["scale:f32@sm_90a"]["files"])
    assert scale_files == ["__init__.py", "scale.py", "widths.py"]
    assert entries["plain_copy:f32@sm_90a"]["inputs"]["options"] == {"method": "auto", "lineinfo": False, "sass": False}

    (project / "kernels" / "tiling" / "widths.py").write_text("ELEMENTS_PER_THREAD = 8\n")
    table = run_irscope("cache", cwd=project, env={"COLUMNS": "80"})
    assert table.returncode == 0, table.stderr
    rows = {line.split()[0]: line for line in table.stdout.splitlines() if "@sm_90a" in line}
    assert "reusable" in rows["plain_copy:f32@sm_90a"]
    assert "stale:" in rows["scale:f32@sm_90a"] and "widths.py" in table.stdout
    assert "2 cached captures" in table.stdout and "1 stale" in table.stdout

    cleared = run_irscope("cache", "--clear", "scale", cwd=project)
    assert cleared.returncode == 0 and "removed 1 cached capture(s)" in cleared.stdout
    assert [e.label for e in CaptureCache(project / ".irscope").entries()] == ["plain_copy:f32@sm_90a"]
    assert store.resolve_one("scale:f32@sm_90a", project / ".irscope"), "bundles in the store stay"
    bad = run_irscope("cache", "not a ref", cwd=project)
    assert (
        bad.returncode == 2
        and bad.stderr.strip() == "irscope: error: not a ref: not a kernel reference KERNEL[:CASE][@ARCH]"
    )
    # A name that matches nothing (misspelt, or cleared already) says so and what the cache holds
    # (it printed "removed 0 cached capture(s)" and nothing else); clearing stays idempotent.
    typo = run_irscope("cache", "--clear", "scael", cwd=project)
    assert typo.returncode == 0, typo.stderr
    assert typo.stderr.strip() == (
        "irscope: note: scael: no cached capture matches in .irscope/.cache/captures (it holds plain_copy:f32@sm_90a)"
    )
    assert [e.label for e in CaptureCache(project / ".irscope").entries()] == ["plain_copy:f32@sm_90a"]


@needs_dsl
def test_cache_rows_of_one_case_are_told_apart_at_80_columns(project: Path) -> None:
    """Issue 42, item 8: at 80 columns the table dropped the capture time and the key, so two
    stale entries of one case read as the same row."""
    kernel = project / "kernels" / "plain_copy.py"
    for edit in ("", "# first edit\n", "# second edit\n"):
        kernel.write_text(kernel.read_text() + edit)
        capture(project, "plain_copy")
    table = run_irscope("cache", cwd=project, env={"COLUMNS": "80"})
    assert table.returncode == 0, table.stderr
    rows = [line for line in table.stdout.splitlines() if line.startswith("plain_copy:f32@sm_90a")]
    assert len(rows) == 3 and len(set(rows)) == 3, table.stdout
    assert all(len(line) <= 80 for line in table.stdout.splitlines()), table.stdout
    assert sum("reusable" in row for row in rows) == 1 and "kernels/plain_copy.py" in table.stdout
