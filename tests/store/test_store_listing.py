"""Stores as first-class places (issue 28): `irscope list --store S` lists what S holds,
`STORE::KERNEL[:CASE][@ARCH]` names a capture in another store than --store, and a reference
that matches nothing says what the store holds. On committed bundles: nothing compiles."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.conftest import DATA_BUNDLE
from tests.helpers import invoke_irscope, run_irscope

OTHER = DATA_BUNDLE.parent / "copy_inner_partition_bf16_sm_80"


@pytest.fixture
def two_stores(tmp_path: Path) -> tuple[Path, Path]:
    """Store A holds the sm_90a capture, store B the sm_80 one (each the only capture there)."""
    a, b = tmp_path / "a", tmp_path / "b"
    shutil.copytree(DATA_BUNDLE, a / "copy_inner_partition" / "bf16" / "sm_90a" / "20260101T000000.000000Z")
    shutil.copytree(OTHER, b / "copy_inner_partition" / "bf16" / "sm_80" / "20260101T000000.000000Z")
    return a, b


def test_list_store_lists_its_captures(two_stores: tuple[Path, Path]) -> None:
    a, _ = two_stores
    result = invoke_irscope("list", "--store", str(a))
    assert result.returncode == 0, result.stderr
    assert f"1 capture(s) in {a}" in result.stdout
    row = next(line for line in result.stdout.splitlines() if line.startswith("copy_inner_partition"))
    assert row.split() == ["copy_inner_partition:bf16@sm_90a", "20260101T000000.000000Z", "ok"]
    assert result.stdout.splitlines()[-1] == "made by irscope capture"  # said once, not on every row
    rows = json.loads(invoke_irscope("--store", str(a), "list", "--json").stdout)
    assert [(r["kernel"], r["case"], r["arch"], r["status"]) for r in rows] == [
        ("copy_inner_partition", "bf16", "sm_90a", "ok")
    ]


def test_list_without_store_still_lists_the_kernel_cases(two_stores: tuple[Path, Path]) -> None:
    """IRSCOPE_STORE alone does not switch `list` to a store: only --store on the command line."""
    a, _ = two_stores
    result = invoke_irscope("list", env={"IRSCOPE_STORE": str(a)})
    assert result.returncode == 0 and "kernel cases in" in result.stdout


def test_store_references_in_diff_and_stats(two_stores: tuple[Path, Path]) -> None:
    a, b = two_stores
    ref_a, ref_b = f"{a}::copy_inner_partition:bf16@sm_90a", f"{b}::copy_inner_partition:bf16@sm_80"
    result = invoke_irscope("diff", ref_a, ref_b, "--kind", "ptx")
    assert result.returncode == 1, result.stderr  # two archs: their PTX differs
    assert "copy_inner_partition:bf16@sm_90a" in result.stdout and "copy_inner_partition:bf16@sm_80" in result.stdout
    stats = invoke_irscope("--store", str(a), "stats", ref_b, "copy_inner_partition")
    assert stats.returncode == 0, stats.stderr
    assert "copy_inner_partition:bf16@sm_80" in stats.stdout and "copy_inner_partition:bf16@sm_90a" in stats.stdout


def test_not_found_says_what_the_store_holds(two_stores: tuple[Path, Path], tmp_path: Path) -> None:
    a, _ = two_stores
    result = invoke_irscope("--store", str(a), "stats", "prog.Gemm")
    assert result.returncode == 2
    assert result.stderr.strip() == (  # the names at the part that fits none (issue 42)
        f"irscope: error: prog.Gemm: no capture in {a}; kernels: copy_inner_partition (irscope list --store {a})"
    )
    empty = tmp_path / "empty"
    empty.mkdir()
    result = invoke_irscope("--store", str(empty), "passes", "prog.Gemm")
    assert result.stderr.strip() == f"irscope: error: prog.Gemm: no capture in {empty}; {empty} holds no captures"
    result = invoke_irscope("--store", str(tmp_path / "nowhere"), "passes", "prog.Gemm")
    assert result.stderr.strip() == f"irscope: error: prog.Gemm: no store {tmp_path / 'nowhere'} (no such directory)"
    for empty_target in ("", " "):
        result = invoke_irscope("--store", str(a), "passes", empty_target)
        assert result.returncode == 2
        assert result.stderr.strip() == (
            f"irscope: error: {empty_target!r}: empty; give a bundle directory or a kernel reference KERNEL[:CASE][@ARCH]"
        )


def test_tui_compares_with_a_capture_in_another_store(two_stores: tuple[Path, Path], tmp_path: Path) -> None:
    a, b = two_stores
    shot = tmp_path / "compare.svg"
    result = run_irscope(
        "--store", str(a), "tui", "copy_inner_partition", "--compare", f"{b}::copy_inner_partition",
        "--screenshot", str(shot),
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    text = shot.read_text()
    assert "copy_inner_partition:bf16@sm_90a" in text.replace("&#160;", " ") and "sm_80" in text


def test_a_kernel_named_cache_is_listed_and_discovery_keeps_its_cache_hidden(tmp_path: Path) -> None:
    """The kernel cases `kernels/` declares are kept under the store's hidden .cache (they were
    kept in a `cache` folder beside the kernels' own, which hid a kernel named `cache`)."""
    store = tmp_path / "store"
    shutil.copytree(DATA_BUNDLE, store / "cache" / "bf16" / "sm_90a" / "20260101T000000.000000Z")
    listed = invoke_irscope("list", "--json", env={"IRSCOPE_STORE": str(store)})
    assert listed.returncode == 0, listed.stderr
    assert list((store / ".cache" / "discovery").iterdir()), "the declared cases were not kept"
    assert [p.name for p in (store / "cache").iterdir()] == ["bf16"]  # nothing written beside the kernel's captures
    rows = json.loads(invoke_irscope("list", "--store", str(store), "--json").stdout)
    assert [(r["kernel"], r["case"], r["arch"]) for r in rows] == [("cache", "bf16", "sm_90a")]
