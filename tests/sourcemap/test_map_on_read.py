"""A line-info capture's source map and its comparison with the plain compile are built on read,
from raw texts the bundle keeps (capture imports no analysis): everything a reader sees is what
the capture used to store, and older bundles with a stored sourcemap.json read as before."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from irscope import bundle
from irscope.analysis import line_info_capture, sourcemap_cache
from irscope.capture.cache.entries import CaptureCache
from irscope.views.capture_summary import capture_summary
from tests.helpers import invoke_irscope
from tests.sourcemap.data_pair import ON_READ, STORED, in_store


@pytest.fixture
def pair(tmp_path: Path) -> tuple[bundle.Bundle, bundle.Bundle]:
    """(stored map, mapped on read), each in a store of its own (the kept map's place)."""
    return bundle.load(in_store(STORED, tmp_path / "stored")), bundle.load(in_store(ON_READ, tmp_path / "on-read"))


def test_capture_keeps_raw_texts_instead_of_a_map(pair) -> None:
    old, new = pair
    assert old.sourcemap_document() is not None and "sass_lines" not in old.manifest.artifacts
    assert new.sourcemap_document() is None and "sourcemap" not in new.manifest.artifacts
    assert {"sass_lines", "plain_ptx", "plain_sass", "plain_pipeline"} <= set(new.manifest.artifacts)
    assert new.manifest.capture.lineinfo["reference"] == {"status": "kept"}
    assert old.manifest.capture.lineinfo["reference"]["status"] == "compared"


def test_the_map_built_on_read_is_the_map_capture_stored(pair) -> None:
    old, new = pair
    stored = old.sourcemap_document()
    assert len(stored["sass"]) > 0 and len(stored["ptx"]) > 0 and stored["files"][0].get("copy")
    assert line_info_capture.sourcemap_document(new) == stored
    assert line_info_capture.sourcemap_document(old) == stored  # an older bundle: read as stored


def test_the_comparison_built_on_read_is_the_one_capture_stored(pair) -> None:
    old, new = pair
    stored = old.manifest.capture.lineinfo["reference"]
    assert stored["summary"].startswith("line info did not change the code") and stored["pipeline_changes"]
    assert line_info_capture.plain_comparison(new) == stored
    assert line_info_capture.plain_comparison(old) == stored
    assert capture_summary(new) == capture_summary(old)


def _busiest_line(doc: dict) -> int:
    lines = [doc["locations"][k][1] for _, k in doc["ptx"]]
    return max(set(lines), key=lines.count)


@pytest.mark.parametrize("args", [(), ("--json",), ("--line",)])
def test_explain_prints_the_same(pair, args: tuple[str, ...]) -> None:
    old, new = pair
    if args == ("--line",):
        args = ("--line", str(_busiest_line(old.sourcemap_document())))
    a, b = (invoke_irscope("explain", str(x.path), *args) for x in pair)
    assert a.returncode == 0 and b.returncode == 0, a.stderr + b.stderr
    assert a.stdout and a.stdout == b.stdout


def test_tui_source_pane_state_is_the_same(pair) -> None:
    from irscope.tui.source_rows import load_source_state

    a, b = (load_source_state(x) for x in pair)
    assert not isinstance(a, str) and not isinstance(b, str)
    assert (a.path, a.title, a.lines, a.reports) == (b.path, b.title, b.lines, b.reports) and a.reports


def test_the_built_map_is_kept_in_the_store_and_read_back(pair) -> None:
    old, new = pair
    entry = sourcemap_cache.entry_path(new)
    assert entry is not None and entry.parent == new.path.parents[3] / ".cache" / "sourcemaps"
    assert not entry.exists()
    line_info_capture.sourcemap_document(new)
    kept = json.loads(entry.read_text())
    assert "copy" not in kept["files"][0]  # the copies come from the manifest
    # Read back (not built again): a change made to the kept map shows.
    kept["ptx"] = kept["ptx"][:1]
    entry.write_text(json.dumps(kept))
    line_info_capture.forget()
    assert len(line_info_capture.sourcemap_document(new)["ptx"]) == 1


@pytest.mark.parametrize(
    "corrupt",
    [
        lambda p: p.write_text("{"),
        lambda p: p.write_text(json.dumps({"format": "irscope-sourcemap"})),
        lambda p: p.write_text(
            json.dumps(
                {
                    "format": "irscope-sourcemap",
                    "format_version": 1,
                    "files": [],
                    "locations": [[5, 1, 1]],
                    "mlir": {},
                    "ptx": [],
                    "sass": [],
                }
            )
        ),
        lambda p: p.symlink_to("/etc/passwd"),
        lambda p: p.mkdir(),
    ],
    ids=["truncated", "schema", "bad-index", "symlink", "directory"],
)
def test_a_broken_kept_map_is_built_again(pair, corrupt) -> None:
    old, new = pair
    entry = sourcemap_cache.entry_path(new)
    entry.parent.mkdir(parents=True)
    corrupt(entry)
    assert line_info_capture.sourcemap_document(new) == old.sourcemap_document()


def test_a_bundle_outside_a_store_is_mapped_without_keeping_it(tmp_path: Path) -> None:
    b = bundle.load(shutil.copytree(ON_READ, tmp_path / "b"))
    assert sourcemap_cache.entry_path(b) is None
    assert line_info_capture.sourcemap_document(b) == bundle.load(STORED).sourcemap_document()
    assert sorted(os.listdir(tmp_path)) == ["b"]


def test_a_read_only_store_is_mapped_without_keeping_it(pair) -> None:
    old, new = pair
    root = new.path.parents[3]
    os.chmod(root, 0o555)
    try:
        if os.access(root, os.W_OK):
            pytest.skip("running as a user who writes anywhere (root)")
        assert line_info_capture.sourcemap_document(new) == old.sourcemap_document()
    finally:
        os.chmod(root, 0o755)


def test_a_corrupt_line_table_is_one_line(pair) -> None:
    new = pair[1]
    (new.path / new.manifest.artifacts["sass_lines"]).write_bytes(b"\x1f\x8b not gzip")
    r = invoke_irscope("explain", str(new.path))
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert "module.sass-lines.txt.gz" in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr


def test_a_symlinked_source_copy_is_refused_on_load(pair) -> None:
    new = pair[1]
    copy = new.path / new.manifest.capture.lineinfo["sources"][0]["copy"]
    copy.unlink()
    copy.symlink_to("/etc/passwd")
    r = invoke_irscope("explain", str(new.path))
    assert r.returncode == 2 and "symlink" in r.stderr and copy.name in r.stderr and "root:" not in r.stdout


def test_cache_clear_removes_the_kept_maps(pair) -> None:
    """`irscope cache --clear` (no REFS) empties `.cache/sourcemaps/` too; the bundles stay, and a
    map is built and kept again when next read."""
    old, new = pair
    root = new.path.parents[3]
    entry = sourcemap_cache.entry_path(new)
    line_info_capture.sourcemap_document(new)
    assert entry.is_file()
    leftover = entry.parent / f".{entry.name}.0123abcd.tmp"  # a killed writer's
    leftover.write_text("{")
    cleared = invoke_irscope("--store", str(root), "cache", "--clear")
    assert cleared.returncode == 0, cleared.stderr
    assert cleared.stdout.strip() == f"removed 0 cached capture(s) and 1 kept source map(s) from {root / '.cache'}"
    assert not entry.exists() and not leftover.exists()
    line_info_capture.forget()
    assert line_info_capture.sourcemap_document(bundle.load(new.path)) == old.sourcemap_document()
    assert entry.is_file()
    assert "source maps" in invoke_irscope("cache", "--help").stdout


def test_cache_clear_of_some_captures_keeps_the_maps(pair) -> None:
    new = pair[1]
    entry = sourcemap_cache.entry_path(new)
    line_info_capture.sourcemap_document(new)
    cleared = invoke_irscope("--store", str(new.path.parents[3]), "cache", "--clear", "relu")
    assert cleared.returncode == 0 and cleared.stdout.startswith("removed 0 cached capture(s) from"), cleared.stderr
    assert entry.is_file()


def test_cache_clear_follows_no_link_to_the_maps(pair, tmp_path: Path) -> None:
    """A `.cache/sourcemaps` that links elsewhere (keep never writes through one) is refused in one
    line, and what it points at stays."""
    new = pair[1]
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "mine.json").write_text("{}")
    cache = new.path.parents[3] / ".cache"
    captured = cache / "captures" / "ab" / ("ab" + "0" * 62)
    captured.mkdir(parents=True)
    entry = {"format": 1, "key": captured.name, "label": "relu:f32@sm_90a", "created": "20260101T000000.000000Z"}
    (captured / "entry.json").write_text(json.dumps({**entry, "inputs": {}, "files": {}, "bundle_files": {}}))
    assert [e.label for e in CaptureCache(cache.parent).entries()] == ["relu:f32@sm_90a"]
    (cache / "sourcemaps").symlink_to(elsewhere)
    cleared = invoke_irscope("--store", str(new.path.parents[3]), "cache", "--clear")
    assert cleared.returncode == 2 and "Traceback" not in cleared.stderr
    assert len(cleared.stderr.strip().splitlines()) == 1 and "sourcemaps" in cleared.stderr, cleared.stderr
    assert (elsewhere / "mine.json").is_file()
    assert (captured / "entry.json").is_file(), "the capture cache is left as it was"
