"""One way from a bundle to a text (irscope/analysis/texts.py): the CLI, the TUI and the snapshot
tests read the same text, and say the same reason when there is none."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from irscope import bundle
from irscope.analysis import texts
from irscope.errors import StageUnavailable
from tests.conftest import DATA_BUNDLE, DATA_REF
from tests.helpers import invoke_irscope

DATA = DATA_BUNDLE
REF = DATA_REF


def test_diff_of_one_pass_side_by_side_runs(data_store: Path) -> None:
    # It called analysis.diff.pass_texts, which never existed: a traceback instead of a diff.
    proc = invoke_irscope(
        "--store", str(data_store), "diff", REF, "--pass", "convert-to-llvm", "-y", "--color", "never"
    )
    assert proc.returncode == 1, proc.stderr
    assert proc.stderr == ""
    assert proc.stdout.startswith(f"--- {REF} before convert-to-llvm")
    assert proc.stdout.splitlines()[1].startswith(f"+++ {REF} after convert-to-llvm")


def test_show_prints_what_the_resolver_gives(data_store: Path) -> None:
    b = bundle.load(DATA)
    for pass_ref in ("cse", "final", "convert-to-llvm"):
        shown = invoke_irscope("--store", str(data_store), "show", REF, "--pass", pass_ref)
        assert shown.returncode == 0, shown.stderr
        assert shown.stdout.rstrip("\n") == texts.stage_text(b, "mlir", pass_ref, normalized=False).rstrip("\n")


def test_a_pass_without_ir_gives_one_reason_everywhere(data_store: Path, tmp_path: Path) -> None:
    import json

    copy = tmp_path / "copy_inner_partition" / "bf16" / "sm_90a" / "20260101T000000.000000Z"
    shutil.copytree(DATA, copy)
    manifest = json.loads((copy / "manifest.json").read_text())
    victim = next(p for p in manifest["passes"] if p["name"] == "cse")
    victim.update(ir=None, observed="none", changed=False)
    (copy / "manifest.json").write_text(json.dumps(manifest))
    b = bundle.load(copy)
    with pytest.raises(StageUnavailable) as caught:
        texts.stage_text(b, "mlir", "cse")
    reason = str(caught.value)
    assert "cse" in reason and "not observed singly" in reason
    shown = invoke_irscope("--store", str(tmp_path), "show", REF, "--pass", "cse")
    diffed = invoke_irscope("--store", str(tmp_path), "diff", REF, "--pass", "cse")
    assert shown.returncode == diffed.returncode == 2
    assert shown.stderr == diffed.stderr == f"irscope: error: {reason}\n"


def test_normalized_texts_share_one_cache() -> None:
    b = bundle.load(DATA)
    texts.normalized_text.cache_clear()
    first = texts.stage_text(b, "ptx")
    hits = texts.normalized_text.cache_info().hits
    assert texts.module_text(b, "ptx", True) is first
    assert texts.normalized_text.cache_info().hits == hits + 1


def test_a_pass_with_another_text_names_both_spellings_of_the_option(data_store: Path) -> None:
    """`show --pass cse --kind ptx` was refused naming `--stage`, an option the user never typed."""
    for option in ("--stage", "--kind"):
        proc = invoke_irscope("--store", str(data_store), "show", REF, "--pass", "cse", option, "ptx")
        assert proc.returncode == 2, proc.stderr
        assert proc.stderr == "irscope: error: --pass selects MLIR; it cannot be combined with --stage (--kind) ptx\n"
