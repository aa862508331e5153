"""Issue 42, item 11: narrow views cut the part that matters. At 80x24 the header read
`flash_attn.cute.flas…AttentionForwardSm90:…@sm_90a` (the case gone) and compare read
`A flash_…dSm90:…@sm_90a vs B :bf16_d…439684@sm_90a`. Every header keeps the case: the module
path goes first, then the case is cut in its middle, never dropped; `@ARCH` whole."""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from irscope.tui.app import IrscopeApp
from irscope.tui.headless import screen_lines, settle

KERNEL = "flash_attn.cute.flash_fwd.FlashAttentionForwardSm90"
CASES = ("bf16_d128_causal-c9c47573", "bf16_d128-12439684")
SIZES = ((80, 24), (200, 50))


def case_kept(shown: str, case: str) -> bool:
    """`shown` holds the case whole, or its start and end around one ellipsis."""
    if case in shown:
        return True
    head, _, tail = shown.partition("…")
    return bool(head) and bool(tail) and case.startswith(head) and case.endswith(tail)


NAME = st.text("abcdefgh_", min_size=1, max_size=30)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(NAME, min_size=1, max_size=4).map(".".join),
    st.text("abcdef0123456789_-", min_size=1, max_size=60),
    st.sampled_from(["sm_80", "sm_90a", "sm_100a"]),
    st.integers(min_value=24, max_value=160),
)
def test_a_fitted_label_keeps_its_case_and_arch(kernel: str, case: str, arch: str, width: int) -> None:
    from irscope.tui.header import MIN_CASE, fit_label

    shown = fit_label(f"{kernel}:{case}@{arch}", width)
    assert shown.endswith(f"@{arch}"), shown
    kept = shown[: -len(arch) - 1].rpartition(":")[2]
    assert kept == case or (len(kept) >= min(MIN_CASE, len(case)) and case_kept(kept, case)), (shown, case)
    if len(kernel.rsplit(".", 1)[-1]) + len(case) + len(arch) + 2 <= width:  # room for all but the module path
        assert len(shown) <= width and case in shown


def test_the_compare_title_keeps_both_cases() -> None:
    from irscope.tui.header import Side, title

    for room in (50, 60, 90, 170):
        text = title([Side("A", f"{KERNEL}:{CASES[0]}@sm_90a"), Side("B", f"{KERNEL}:{CASES[1]}@sm_90a")], room)
        a, _, b = text.partition(" vs ")
        assert a.startswith("A ") and b.lstrip().startswith("B "), text
        assert case_kept(a.split(":", 1)[1].split("@")[0], CASES[0]), text
        assert case_kept(b.split(":", 1)[1].split("@")[0], CASES[1]), text
        # A's arch whole; B's whole too, or left out where it is A's (`B :case`)
        assert a.rstrip().endswith("@sm_90a") and (b.rstrip().endswith("@sm_90a") or "@" not in b), text


@pytest.fixture()
def traced(tmp_path: Path, data_bundles: dict[str, Path]) -> tuple[Path, Path]:
    """The committed bundle relabelled as two traced captures of one FlashAttention kernel."""
    out = []
    for case in CASES:
        dest = tmp_path / case
        shutil.copytree(data_bundles["sm_90a"], dest)
        manifest = json.loads((dest / "manifest.json").read_text())
        manifest["kernel"]["name"], manifest["kernel"]["case"] = KERNEL, case
        (dest / "manifest.json").write_text(json.dumps(manifest))
        out.append(dest)
    return out[0], out[1]


@pytest.mark.parametrize("size", SIZES)
def test_the_header_keeps_the_case(traced: tuple[Path, Path], size: tuple[int, int]) -> None:
    async def main(compare: bool) -> list[str]:
        app = IrscopeApp([str(traced[0])], compare=str(traced[1]) if compare else None)
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            if compare:
                await pilot.press("5")  # the SASS of A and B, side by side or unified
                await settle(pilot)
            return screen_lines(app)

    single = asyncio.run(main(False))[0]
    assert "@sm_90a" in single and case_kept(single.split(":", 1)[1].split("@")[0].strip(), CASES[0]), single
    lines = asyncio.run(main(True))
    header = lines[0]
    a, _, b = header.partition(" vs ")
    assert case_kept(a.split(":", 1)[1].split("@")[0], CASES[0]), header
    assert case_kept(b.split(":", 1)[1].split("@")[0], CASES[1]), header
    if size == (200, 50):  # the split view's column labels: each capture's case too
        labels = next(line for line in lines[1:] if " A " in line and " B " in line)
        assert "c9c47573@sm_90a" in labels and "12439684@sm_90a" in labels, labels
