"""sourcemap.json (stored by older line-info captures) and the manifest's line-info fields are
validated on load, and a broken one is an error naming the file and the field, never a traceback
or a wrong answer."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from irscope import bundle
from irscope.bundle.sourcemap import load_sourcemap
from irscope.errors import BundleError
from tests.helpers import invoke_irscope
from tests.sourcemap.data_pair import ON_READ, STORED


@pytest.fixture
def li_copy(tmp_path: Path) -> Path:
    """A line-info bundle with a stored sourcemap.json (written before maps were built on read)."""
    dst = tmp_path / "b"
    shutil.copytree(STORED, dst)
    load_sourcemap.cache_clear()
    return dst


@pytest.fixture
def on_read_copy(tmp_path: Path) -> Path:
    return shutil.copytree(ON_READ, tmp_path / "on-read")


def _edit(path: Path, edit) -> None:
    data = json.loads(path.read_text())
    edit(data)
    path.write_text(json.dumps(data))


def test_real_source_map_validates(li_copy: Path) -> None:
    doc = bundle.load(li_copy).sourcemap_document()
    assert doc["format"] == "irscope-sourcemap" and doc["format_version"] == 1
    assert doc["files"][0]["kernel"] and doc["files"][0]["copy"].startswith("source/")


@pytest.mark.parametrize(
    ("edit", "complaint"),
    [
        (lambda d: d.update(format_version=2), "format_version"),
        (lambda d: d.pop("sass"), "'sass' is a required property"),
        (lambda d: d["locations"].append([99, 1, 1]), "locations/"),
        (lambda d: d["ptx"].append([1, 10**6]), "ptx/"),
        (lambda d: d["sass"].append([0, None, None]), "sass/"),
        (lambda d: d["mlir"].update({"ir/x.mlir": [[1]]}), "mlir/ir/x.mlir"),
        (lambda d: d["mlir"].update({"../x.mlir": []}), "mlir"),
        (lambda d: d["files"][0].update(copy="source/missing.py"), "refers to source/missing.py"),
    ],
)
def test_broken_source_map_names_the_field(li_copy: Path, edit, complaint: str) -> None:
    _edit(li_copy / bundle.SOURCEMAP, edit)
    with pytest.raises(BundleError) as exc:
        bundle.load(li_copy).sourcemap_document()
    assert complaint in str(exc.value) and str(li_copy / bundle.SOURCEMAP) in str(exc.value)


def test_manifest_line_info_fields_are_checked(li_copy: Path) -> None:
    _edit(li_copy / bundle.MANIFEST, lambda d: d["capture"]["lineinfo"]["reference"].update(status="maybe"))
    with pytest.raises(BundleError, match="capture/lineinfo/reference/status"):
        bundle.load(li_copy)


def test_missing_source_map_file_is_a_missing_artifact(li_copy: Path) -> None:
    (li_copy / bundle.SOURCEMAP).unlink()
    with pytest.raises(BundleError, match="refers to sourcemap.json, which is missing"):
        bundle.load(li_copy)


def test_explain_on_a_broken_map_is_one_line(li_copy: Path) -> None:
    (li_copy / bundle.SOURCEMAP).write_text("{")
    r = invoke_irscope("explain", str(li_copy))
    assert r.returncode == 2 and "not valid JSON" in r.stderr and "Traceback" not in r.stderr


@pytest.mark.parametrize(
    ("edit", "complaint"),
    [
        (lambda d: d["capture"]["lineinfo"]["sources"][0].update(copy="source/missing.py"), "source/missing.py"),
        (lambda d: d["capture"]["lineinfo"]["sources"][0].update(sha256="x"), "capture/lineinfo/sources/0/sha256"),
        (lambda d: d["capture"]["lineinfo"]["reference"].update(status="kept", extra=1), "capture/lineinfo/reference"),
        (lambda d: d["artifacts"].update(sass_lines="../x"), "artifacts/sass_lines"),
    ],
)
def test_manifest_fields_of_a_map_built_on_read_are_checked(on_read_copy: Path, edit, complaint: str) -> None:
    _edit(on_read_copy / bundle.MANIFEST, edit)
    with pytest.raises(BundleError) as exc:
        bundle.load(on_read_copy)
    assert complaint in str(exc.value)
