"""installed.installed_versions: importlib.metadata's answer without importing it."""

from __future__ import annotations

import sys
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

from irscope import installed
from tests.helpers import modules_loaded

INSTALLED = ("nvidia-cutlass-dsl", "nvidia-cuda-nvdisasm", "click", "rich", "Jinja2", "jsonschema-rs")
ABSENT = ("nvidia-cutlass-dsl-libs-cu12", "no-such-distribution")


def _reference(name: str) -> str | None:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def test_same_answers_as_importlib_metadata_for_what_is_installed_and_what_is_not():
    names = INSTALLED + ABSENT + ("typing_extensions", "Typing.Extensions")
    assert installed.installed_versions(names) == {n: _reference(n) for n in names}


def test_a_capture_start_does_not_import_importlib_metadata():
    code = (
        "from irscope import installed; from irscope.installed import dsl_distributions;"
        "installed.dsl_version(); dsl_distributions()"
    )
    assert modules_loaded(code, ("importlib.metadata",)) == []


def _dist(directory: Path, name: str, version: str | None, suffix: str = ".dist-info") -> None:
    info = directory / f"{name}-{version or '0'}{suffix}"
    info.mkdir(parents=True)
    headers = "Metadata-Version: 2.1\nName: " + name + "\n" + (f"Version: {version}\n" if version else "")
    (info / ("METADATA" if suffix == ".dist-info" else "PKG-INFO")).write_text(headers + "\nDescription\nVersion: 9\n")


@pytest.fixture
def fake_path(tmp_path, monkeypatch):
    """sys.path of two directories (and whatever a test adds) and nothing else."""
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    monkeypatch.setattr(sys, "path", [str(tmp_path / "missing"), "__a_path_hook__", str(first), str(second)])
    return first, second


def _agrees(*names: str) -> dict[str, str | None]:
    got = installed.installed_versions(names)
    assert got == {n: _reference(n) for n in names}
    return got


def test_the_first_directory_on_sys_path_wins(fake_path):
    first, second = fake_path
    _dist(second, "demo_pkg", "2.0")
    _dist(first, "Demo.Pkg", "1.0")
    assert _agrees("demo-pkg", "other") == {"demo-pkg": "1.0", "other": None}


def test_two_dist_infos_of_one_name_in_a_directory_give_importlibs_pick(fake_path):
    first, _ = fake_path
    _dist(first, "demo", "1.0")
    _dist(first, "demo", "1.1")
    _agrees("demo")


@pytest.mark.parametrize("version", ["3.0", None])
def test_egg_info_and_metadata_without_a_version_are_left_to_importlib(fake_path, version):
    first, _ = fake_path
    _dist(first, "demo", version, suffix=".egg-info" if version else ".dist-info")
    _agrees("demo")


def test_a_zip_on_sys_path_is_searched_by_importlib(fake_path, tmp_path):
    archive = tmp_path / "dists.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("zipped-4.0.dist-info/METADATA", "Metadata-Version: 2.1\nName: zipped\nVersion: 4.0\n")
    sys.path.insert(0, str(archive))
    assert _agrees("zipped", "absent") == {"zipped": "4.0", "absent": None}


def test_an_egg_on_sys_path_is_searched_by_importlib(fake_path, tmp_path):
    egg = tmp_path / "laid-6.0-py3.11.egg"
    _dist(egg, "laid", "6.0", suffix=".egg-info")
    (egg / "laid-6.0.egg-info").rename(egg / "EGG-INFO")
    sys.path.insert(0, str(egg))
    assert _agrees("laid", "absent") == {"laid": "6.0", "absent": None}


def test_another_finder_of_distributions_answers_through_importlib(fake_path, tmp_path, monkeypatch):
    """A finder besides PathFinder (an import hook that brings its own distributions) is asked."""
    _dist(tmp_path / "elsewhere", "hooked", "7.0")

    class HookFinder:
        @staticmethod
        def find_spec(*args: object) -> None:
            return None

        @staticmethod
        def find_distributions(context=None):
            if context is None or context.name in (None, "hooked"):
                yield metadata.PathDistribution(tmp_path / "elsewhere" / "hooked-7.0.dist-info")

    monkeypatch.setattr(sys, "meta_path", [*sys.meta_path, HookFinder])
    assert _agrees("hooked", "absent") == {"hooked": "7.0", "absent": None}
