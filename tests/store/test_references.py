"""Issue 42, items 10 and 8: references resolve as people type them. A kernel or case name may be
given whole, or as a unique prefix or part of it (a traced kernel's class name without its
module path, a case's digest); one that fits several captures lists them, one per line, and
every command says so alike. `KERNEL:CASE@ARCH` is taken apart in one place (store.split_ref).
The palette matches words in any order; a misspelt pass offers the intended one first."""

from __future__ import annotations

import asyncio
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from irscope import bundle, store
from irscope.errors import BundleNotFound
from tests.conftest import DATA_BUNDLE

FWD = "flash_attn.cute.flash_fwd.FlashAttentionForwardSm90"
BWD = "flash_attn.cute.flash_bwd.FlashAttentionBackwardSm90"
CAPTURES = (
    (FWD, "bf16_d128_causal-c9c47573", "sm_90a"),
    (FWD, "bf16_d128-1a2b3c4d", "sm_90a"),
    (BWD, "bf16_d128-77aa00ee", "sm_90a"),
    ("softmax", "bf16", "sm_90a"),
    ("softmax", "f32", "sm_90a"),
)


@pytest.fixture(scope="module")
def refs_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Traced-looking captures (the committed bundle copied under their names)."""
    root = tmp_path_factory.mktemp("refs")
    for kernel, case, arch in CAPTURES:
        shutil.copytree(DATA_BUNDLE, root / kernel / case / arch / "20260101T000000.000000Z")
    return root


def label_of(bundle_dir: Path) -> str:
    return f"{bundle_dir.parent.parent.parent.name}:{bundle_dir.parent.parent.name}@{bundle_dir.parent.name}"


def labels(paths: list[Path]) -> list[str]:
    return [label_of(p) for p in paths]


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        (f"{FWD}:bf16_d128_causal-c9c47573@sm_90a", f"{FWD}:bf16_d128_causal-c9c47573@sm_90a"),
        ("FlashAttentionForwardSm90:c9c47573", f"{FWD}:bf16_d128_causal-c9c47573@sm_90a"),
        ("FlashAttentionBackward", f"{BWD}:bf16_d128-77aa00ee@sm_90a"),
        (":c9c47573", f"{FWD}:bf16_d128_causal-c9c47573@sm_90a"),
        ("flash_fwd:1a2b", f"{FWD}:bf16_d128-1a2b3c4d@sm_90a"),
        ("softmax:bf@sm_9", "softmax:bf16@sm_90a"),
        ("softmax:f32", "softmax:f32@sm_90a"),
    ],
)
def test_a_unique_prefix_or_part_resolves(refs_store: Path, typed: str, meant: str) -> None:
    assert labels([store.resolve_one(typed, refs_store)]) == [meant]


@pytest.mark.parametrize(
    ("typed", "fits"),
    [
        ("FlashAttention", [f"{FWD}:bf16_d128-1a2b3c4d", f"{FWD}:bf16_d128_causal-c9c47573", BWD]),
        ("flash_attn:bf16_d128", [f"{FWD}:bf16_d128-1a2b3c4d", f"{FWD}:bf16_d128_causal-c9c47573", BWD]),
        ("softmax:", None),  # not a reference at all
    ],
)
def test_an_ambiguous_part_lists_every_capture_it_fits(refs_store: Path, typed: str, fits: list[str] | None) -> None:
    from irscope.errors import AmbiguousReference

    with pytest.raises(BundleNotFound) as err:
        store.resolve(typed, refs_store)
    if fits is None:
        return
    assert isinstance(err.value, AmbiguousReference)
    lines = str(err.value).splitlines()
    assert len(lines) == 1 + len(fits)
    for line, label in zip(lines[1:], sorted(fits), strict=True):
        assert line.startswith(f"  {label}")


def test_a_whole_kernel_name_means_all_its_cases(refs_store: Path) -> None:
    assert len(store.resolve(FWD, refs_store)) == 2
    assert len(store.resolve("FlashAttentionForwardSm90", refs_store)) == 2
    with pytest.raises(BundleNotFound) as err:
        store.resolve_one("FlashAttentionForwardSm90", refs_store)
    assert str(err.value).splitlines()[1:] == [
        f"  {FWD}:bf16_d128-1a2b3c4d@sm_90a",
        f"  {FWD}:bf16_d128_causal-c9c47573@sm_90a",
    ]


def test_exact_resolution_never_guesses(refs_store: Path) -> None:
    """The snapshot tests name what they pin: a part is not taken for a whole name there."""
    with pytest.raises(BundleNotFound):
        store.resolve("softmax:bf@sm_90a", refs_store, exact=True)
    assert len(store.resolve("softmax:bf16@sm_90a", refs_store, exact=True)) == 1


def test_nothing_fits_names_the_closest_on_one_line(refs_store: Path) -> None:
    for typed, closest in (("softmx:bf16", "closest kernels: softmax "), ("softmax:bf61", "closest cases: bf16")):
        with pytest.raises(BundleNotFound) as err:
            store.resolve(typed, refs_store)
        (line,) = str(err.value).splitlines()
        assert "no capture" in line and closest in line, line


# ---- every command alike ---------------------------------------------------------------------
COMMANDS = (
    ("passes", "{}"),
    ("show", "{}", "--kind", "ptx"),
    ("stats", "{}", "softmax:f32"),
    ("diff", "{}", "softmax:f32"),
    ("report", "{}", "softmax:f32"),
    ("export", "{}", "-o", "{out}"),
    ("explain", "{}", "--no-capture"),
)


@pytest.mark.parametrize("command", COMMANDS, ids=[c[0] for c in COMMANDS])
def test_every_command_lists_the_candidates_alike(refs_store: Path, tmp_path: Path, command: tuple[str, ...]) -> None:
    args = [a.format("FlashAttention", out=tmp_path / "page.html") for a in command]
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(refs_store), *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.splitlines()
    assert lines[0].startswith("irscope: error: FlashAttention: fits 3 captures")
    assert lines[1:4] == [
        f"  {BWD}:bf16_d128-77aa00ee@sm_90a",
        f"  {FWD}:bf16_d128-1a2b3c4d@sm_90a",
        f"  {FWD}:bf16_d128_causal-c9c47573@sm_90a",
    ]


def test_the_tui_shows_the_candidates_one_per_line(refs_store: Path) -> None:
    from irscope.tui.app import IrscopeApp
    from irscope.tui.code_view import CodeView
    from irscope.tui.headless import settle

    async def main() -> list[str]:
        app = IrscopeApp(["FlashAttention"], store_root=refs_store)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            return list(app.query_one(CodeView).document.rows)

    rows = asyncio.run(main())
    assert f"  {BWD}:bf16_d128-77aa00ee@sm_90a" in rows


def test_stats_says_when_a_target_names_several(refs_store: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(refs_store), "stats", FWD, "softmax:f32"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert f"  {FWD}:bf16_d128_causal-c9c47573@sm_90a" in proc.stderr.splitlines()


# ---- speed on a large store: reads bounded by what the reference names ---------------------------
def test_resolution_reads_only_the_directories_it_needs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """1,000 captures (100 kernels x 10 cases): a partial reference lists the kernels once and
    reads only the kernels it fits, never every case of the store."""
    root = tmp_path / "big"
    for k in range(100):
        for c in range(10):
            bundle_dir = (
                root / f"mod{k // 10}.Kernel{k:03d}" / f"case{c}-{k:03d}{c}abcd" / "sm_90a" / "20260101T000000.000000Z"
            )
            bundle_dir.mkdir(parents=True)
            (bundle_dir / "manifest.json").write_text("{}")
    import os

    reads: list[object] = []
    real_iterdir, real_scandir = Path.iterdir, os.scandir

    def iterdir(self: Path):  # noqa: ANN202
        reads.append(self)
        return real_iterdir(self)

    def scandir(path):  # noqa: ANN001, ANN202
        reads.append(path)
        return real_scandir(path)

    monkeypatch.setattr(Path, "iterdir", iterdir)
    monkeypatch.setattr(os, "scandir", scandir)
    assert labels(store.resolve("Kernel042:case3", root)) == ["mod4.Kernel042:case3-0423abcd@sm_90a"]
    assert len(reads) <= 1 + 1 + 10 + 2, len(reads)  # the kernels, one kernel's cases, their archs, the captures
    reads.clear()
    assert len(store.resolve("mod4.Kernel042:case3-0423abcd@sm_90a", root)) == 1
    assert len(reads) <= 4


# ---- one way to take a reference apart -----------------------------------------------------
@pytest.mark.parametrize(
    "text",
    ["k", "k:c", "k@sm_90a", "k:c@sm_90a", f"{FWD}:bf16_d128-c9c47573@sm_100a", ":c9c4"],
)
def test_a_reference_round_trips(text: str) -> None:
    from irscope import store_refs

    ref = store_refs.parse_ref(text)
    assert ref is not None and str(ref) == text and store_refs.split_ref(text) == ref


def test_no_module_takes_a_label_apart_by_hand() -> None:
    """`KERNEL:CASE@ARCH` was split by hand in six places beside store.parse_ref."""
    repo = Path(__file__).resolve().parents[2]
    by_hand = re.compile(r"""\.r?partition\(["']@["']\)|\.split\(["']@["']""")
    found = [
        f"{path.relative_to(repo)}:{n}"
        for path in (repo / "irscope").rglob("*.py")
        if path.name != "store_refs.py"
        for n, line in enumerate(path.read_text().splitlines(), 1)
        if by_hand.search(line)
    ]
    assert not found, found


# ---- the words people type -----------------------------------------------------------------
def test_names_as_typed() -> None:
    from irscope.name_match import referred, words_found

    assert referred("FlashAttentionForwardSm90", [FWD, BWD]) == [FWD]
    assert referred("flash", [FWD, BWD, "softmax"]) == [BWD, FWD]
    assert referred("SOFTMAX", ["softmax", "x"]) == ["softmax"]
    assert referred("zzz", ["softmax"]) == []
    assert words_found("softmax bf16", "open softmax:bf16@sm_90a") is not None
    assert words_found("bf16 softmax", "open softmax:bf16@sm_90a") is not None
    assert words_found("softmax f32", "open softmax:bf16@sm_90a") is None


def test_a_misspelt_pass_offers_the_intended_one_first() -> None:
    from irscope.name_match import suggestions

    b = bundle.load(DATA_BUNDLE)
    assert suggestions("cute-expand", [p.name for p in b.passes])[0] == "cute-expand-ops"
    with pytest.raises(Exception, match=r"closest: cute-expand-ops,") as err:
        b.find_pass("cute-expand")
    assert "\n" not in str(err.value)
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", "show", str(DATA_BUNDLE), "--pass", "cute-expand"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2 and "(closest: cute-expand-ops," in proc.stderr


@pytest.mark.parametrize("size", [(80, 24), (200, 50)])
def test_the_palette_finds_words_in_any_order(refs_store: Path, size: tuple[int, int]) -> None:
    from irscope.tui.app import IrscopeApp
    from irscope.tui.headless import settle

    async def main() -> Path | None:
        app = IrscopeApp(["softmax:f32"], store_root=refs_store)
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            await pilot.press("ctrl+p")
            await pilot.pause()
            await pilot.press(*"open bf16 softmax")
            await pilot.pause(0.5)
            await pilot.press("enter")
            await settle(pilot)
            return app.view.a

    opened = asyncio.run(main())
    assert opened is not None and label_of(opened) == "softmax:bf16@sm_90a"
