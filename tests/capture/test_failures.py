"""Failure paths: DSL errors, bad modules, bad arguments, missing tools, unwritable output."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from irscope import bundle, store
from tests.helpers import REPO, run_irscope

BAD = REPO / "tests" / "data" / "kernels_bad"
SYNTAX = REPO / "tests" / "data" / "kernels_syntax"


def _one_line(stderr: str) -> str:
    lines = [ln for ln in stderr.strip().splitlines() if ln.strip()]
    assert len(lines) == 1, stderr
    assert "Traceback" not in stderr
    return lines[0]


def test_dsl_error_gives_failed_bundle_with_diagnostic_and_others_still_captured(tmp_path):
    r = run_irscope("--store", str(tmp_path), "capture", "--kernels", str(BAD))
    assert r.returncode == 1, r.stderr
    failed = bundle.load(store.resolve_one("broken_copy:mismatched@sm_90a", tmp_path))
    assert not failed.ok
    err = failed.error
    assert err["kind"] == "ValueError"
    assert "same shape" in err["message"]
    assert err["source_file"].endswith("broken_copy.py")
    source_lines = (BAD / "broken_copy.py").read_text().splitlines()
    assert "dst.store(frag.load())" in source_lines[err["source_line"] - 1]
    assert err["source_text"] == source_lines[err["source_line"] - 1].strip()
    fine = bundle.load(store.resolve_one("broken_copy:fine@sm_90a", tmp_path))
    assert fine.ok and fine.ptx()
    assert "FAILED broken_copy:mismatched@sm_90a" in r.stdout
    # Reading the failed bundle answers with the DSL's message, not "no pass 'final'" / "--no-sass?".
    for command in (["show"], ["show", "--stage", "sass"], ["stats"]):
        shown = run_irscope("--store", str(tmp_path), command[0], "broken_copy:mismatched@sm_90a", *command[1:])
        line = _one_line(shown.stderr)
        assert shown.returncode == 2 and "capture failed: ValueError" in line and "same shape" in line, line


def test_kernel_module_that_does_not_import_is_one_line(tmp_path):
    r = run_irscope("--store", str(tmp_path), "capture", "--kernels", str(SYNTAX))
    assert r.returncode == 2
    line = _one_line(r.stderr)
    bad_line = next(
        i for i, text in enumerate((SYNTAX / "typo.py").read_text().splitlines(), 1) if "undefined_name" in text
    )
    assert f"typo.py:{bad_line}:" in line and "NameError" in line


def test_unknown_kernel_is_one_line(tmp_path):
    r = run_irscope("--store", str(tmp_path), "capture", "no_such_kernel")
    assert r.returncode == 2
    assert "unknown kernel 'no_such_kernel'" in _one_line(r.stderr)


def test_unknown_case_is_one_line(tmp_path):
    r = run_irscope("--store", str(tmp_path), "capture", "elementwise_add:nope")
    assert r.returncode == 2
    assert "has no case 'nope'" in _one_line(r.stderr)


@pytest.mark.parametrize("arch", ["sm90", "sm_91", "compute_90"])
def test_bad_arch_is_one_line(tmp_path, arch):
    r = run_irscope("--store", str(tmp_path), "capture", "elementwise_add", "--arch", arch)
    assert r.returncode == 2
    assert arch in _one_line(r.stderr)


def test_missing_nvdisasm_is_one_line(tmp_path):
    r = run_irscope(
        "--store", str(tmp_path), "capture", "elementwise_add", env={"IRSCOPE_NVDISASM": str(tmp_path / "nope")}
    )
    assert r.returncode == 2
    assert f"IRSCOPE_NVDISASM={tmp_path / 'nope'}: not a file" in _one_line(r.stderr)
    assert not any(tmp_path.glob("elementwise_add")), "nothing may be captured when the check fails"


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere")
def test_unwritable_output_is_one_line(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    r = run_irscope("capture", "elementwise_add", "--out", str(locked / "store"))
    assert r.returncode == 2
    assert "cannot create output directory" in _one_line(r.stderr)


def test_output_path_that_is_a_file_is_one_line(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    r = run_irscope("capture", "elementwise_add", "--out", str(blocker / "store"))
    assert r.returncode == 2
    assert "cannot create output directory" in _one_line(r.stderr)


def test_missing_bundle_is_one_line(tmp_path):
    r = run_irscope("passes", str(tmp_path))
    assert r.returncode == 2
    assert "not a bundle" in _one_line(r.stderr)


def test_list_shows_cases(tmp_path):
    # --kernels names what to list; --store alone would list what the (empty) store holds
    r = run_irscope("--store", str(tmp_path), "list", "--json", "--kernels", "kernels")
    assert r.returncode == 0, r.stderr
    assert '"elementwise_add"' in r.stdout and '"v1_f32"' in r.stdout


def test_help_everywhere():
    for cmd in ([], ["list"], ["capture"], ["passes"], ["show"]):
        r = run_irscope(*cmd, "--help")
        assert r.returncode == 0 and "Usage:" in r.stdout, cmd


def test_store_is_ignored_by_git():
    assert ".irscope/" in (REPO / ".gitignore").read_text().splitlines()


def test_capture_into_path_argument(tmp_path):
    r = run_irscope(
        "--store", str(tmp_path), "capture", str(REPO / "kernels" / "copy_inner_partition.py"), "--arch", "sm_90a"
    )
    assert r.returncode == 0, r.stderr
    assert bundle.load(store.resolve_one("copy_inner_partition:bf16@sm_90a", tmp_path)).ok
    assert Path(tmp_path / "copy_inner_partition" / "bf16" / "sm_90a").is_dir()


def test_discovery_output_survives_a_module_printing_on_stdout(tmp_path: Path) -> None:
    """DSL 4.2 prints a warning about an unreadable on-disk IR cache on stdout while a kernel
    module is imported; discovery's JSON must not be spoiled by it (or by a module's own print)."""
    from irscope import registry

    source = (REPO / "tests" / "data" / "kernels_faults" / "tiny.py").read_text()
    noisy = tmp_path / "noisy.py"
    noisy.write_text('print("CUTE_DSL failed with loading generated IR cache")\n' + source)
    infos = registry.discover([noisy], cache_dir=None)
    assert [i.kernel for i in infos] and {i.kernel for i in infos} == {"noisy"}
