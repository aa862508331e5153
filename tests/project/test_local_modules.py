"""Which files key a capture in the capture cache (capture/worker/local_modules.py), without compiling."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

from irscope.capture.worker.local_modules import local_module_files


def _module(monkeypatch: pytest.MonkeyPatch, name: str, file: str) -> None:
    mod = types.ModuleType(name)
    mod.__file__ = file
    monkeypatch.setitem(sys.modules, name, mod)


def test_a_relative_module_file_names_no_local_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # torch._classes says __file__ == "_classes.py": resolved against the working directory it
    # became a "local file" of whatever project the capture ran in, keying its cache on nothing real.
    monkeypatch.chdir(tmp_path)
    _module(monkeypatch, "fake_relative_module", "_classes.py")
    kernel = tmp_path / "kernels" / "scale.py"
    kernel.parent.mkdir()
    kernel.write_text("")
    _module(monkeypatch, "fake_local_kernel", str(kernel))
    found = local_module_files()
    assert str(kernel.resolve()) in found
    assert str(tmp_path / "_classes.py") not in found
