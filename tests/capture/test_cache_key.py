"""The worker skips the DSL's hash of its own files (it only keys the JIT cache a capture turns off).

The capture's outputs are compared with a plain compile's, byte for byte, in tests/capture/test_fidelity.py;
here: what is replaced, and that a compile still runs the DSL's module hash with the constant.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys

import pytest

from irscope.capture.worker.dsl_version_hash import CONSTANT
from tests.helpers import REPO

_CHECK = r"""
import json, os
os.environ["CUTE_DSL_NO_CACHE"] = "1"
import cutlass
from cutlass.base_dsl.dsl import BaseDSL

def dsl_classes():
    out, pending = [], [BaseDSL]
    while pending:
        cls = pending.pop()
        out.append(cls)
        pending.extend(cls.__subclasses__())
    return out

defining = sorted(c.__qualname__ for c in dsl_classes() if "get_version" in c.__dict__)
from irscope.capture.worker.dsl_version_hash import skip_version_hash
replaced = skip_version_hash()
digests = sorted({c.get_version(None).hexdigest() for c in dsl_classes() if hasattr(c, "get_version")})
print(json.dumps({"defining": defining, "replaced": replaced, "digests": digests}))
"""


def test_every_dsl_class_that_hashes_its_files_gets_the_constant():
    pytest.importorskip("cutlass")
    out = subprocess.run([sys.executable, "-c", _CHECK], capture_output=True, text=True, check=True, cwd=REPO)
    found = json.loads(out.stdout.strip().splitlines()[-1])
    assert found["defining"], "no DSL class defines get_version: the probe found nothing to skip"
    assert found["replaced"] == found["defining"]
    assert found["digests"] == [hashlib.sha256(CONSTANT).hexdigest()]


def test_nothing_to_replace_without_the_dsl(monkeypatch):
    from irscope.capture.worker import dsl_version_hash

    monkeypatch.setitem(sys.modules, "cutlass.base_dsl.dsl", None)  # import raises ImportError
    assert dsl_version_hash.skip_version_hash() == []


def test_the_folders_the_capture_key_leaves_out_shape_no_bundle():
    """Nothing the capture imports, directly or not, lies in a folder whose edits keep the
    capture cache (capture_key._READERS): those folders only read bundles."""
    import grimp

    from irscope.capture.cache import key as capture_key

    graph = grimp.build_graph("irscope")
    imported = graph.find_upstream_modules("irscope.capture", as_package=True)
    readers = {f"irscope.{name}" for name in capture_key._READERS}
    assert not {
        m
        for m in imported
        if m in readers or m.rpartition(".")[0] in readers or m.startswith(tuple(f"{r}." for r in readers))
    }


def test_the_capture_key_sees_edits_to_capture_code_only(tmp_path, monkeypatch):
    """irscope's digest in the capture key changes when a file that makes bundles changes, and
    not when a reader's does (analysis, tui, views, ...)."""
    import shutil

    from irscope.capture import CAPTURE_DIR
    from irscope.capture.cache import key as capture_key

    copy = tmp_path / "irscope"
    shutil.copytree(CAPTURE_DIR.parent, copy, ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    monkeypatch.setattr(capture_key, "CAPTURE_DIR", copy / "capture")
    before = capture_key._irscope_digest()
    for reader in capture_key._READERS:
        (copy / reader / "__init__.py").write_text("# edited\n", encoding="utf-8")
    assert capture_key._irscope_digest() == before
    (copy / "capture" / "__init__.py").write_text("# edited\n", encoding="utf-8")
    assert capture_key._irscope_digest() != before
