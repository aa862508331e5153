"""Synchronization by kind, warp MMAs, occupancy and the main loop, checked on real bundles.

Every expected count is a grep of the captured SASS or PTX text (one line, one instruction),
never irscope's own parser; the occupancy and main-loop figures of the GEMMs are also pinned to
what was worked out by hand from the listings and the CUDA occupancy rules (docs/stats.md).
"""

from __future__ import annotations

import re

import pytest

from irscope.analysis.stats import bundle_stats
from tests.kernels.test_tensor_core_stats import grep_ptx, grep_sass

GEMMS = (
    "hopper_gemm:bf16_128x128_s6@sm_90a",
    "hopper_gemm:bf16_128x256_s4_mc2@sm_90a",
    "blackwell_gemm:bf16_128x256_s4@sm_100a",
    "blackwell_gemm:bf16_128x128_s6@sm_100a",
)
WITH_MBARRIERS = (*GEMMS, "copy_tma:bf16@sm_90a")


def entry(b):
    assert b.ok, f"{b.label} failed to capture"
    (fn,) = [f for f in bundle_stats(b).functions if f.kind == "entry"]
    return fn


@pytest.mark.parametrize("target", WITH_MBARRIERS)
def test_mbarrier_kinds_match_the_listings(load_bundle, target: str) -> None:
    b = load_bundle(target)
    fn = entry(b)
    sass, ptx = b.sass() or "", b.ptx() or ""
    s, p = fn.sass.sync["mbarrier"], fn.ptx.sync["mbarrier"]
    assert s.get("init", 0) == grep_sass(sass, r"SYNCS\.EXCH\.64") == grep_ptx(ptx, r"mbarrier\.init") > 0
    assert s.get("try_wait", 0) == grep_sass(sass, r"SYNCS\.PHASECHK\.TRANS64\.TRYWAIT")
    assert s.get("test_wait", 0) == grep_sass(sass, r"SYNCS\.PHASECHK\.TRANS64")
    assert p.get("try_wait", 0) == grep_ptx(ptx, r"mbarrier\.try_wait") > 0
    # An arrive.expect_tx is the arrive whose transaction count is a register: no .A1T0/.ART0.
    expect_tx = grep_sass(sass, r"SYNCS\.ARRIVE\.TRANS64")
    assert (
        s.get("arrive.expect_tx", 0)
        == expect_tx
        == p.get("arrive.expect_tx", 0)
        == grep_ptx(ptx, r"mbarrier\.arrive\.expect_tx")
    )
    plain = grep_sass(sass, r"SYNCS\.ARRIVE\.TRANS64\.A(?:1T0|RT0)")
    remote = grep_sass(sass, r"SYNCS\.ARRIVE\.TRANS64\.RED\.[\w.]+")
    assert (s.get("arrive", 0), s.get("arrive.remote", 0)) == (plain, remote)
    # `.shared` alone is `.shared::cta` (PTX ISA): DSL 4.8 writes `mbarrier.arrive.shared.b64`
    # where 4.5 wrote `mbarrier.arrive.release.cta.shared::cta.b64`.
    assert (p.get("arrive", 0), p.get("arrive.remote", 0)) == (
        len(re.findall(r"mbarrier\.arrive\.(?!expect_tx)\S*\bshared(?:::cta)?\.b64", ptx)),
        len(re.findall(r"mbarrier\.arrive\.(?!expect_tx)\S*shared::cluster", ptx)),
    )
    assert sum(s.values()) == sum(fn.sass.counts["SYNCS"].values()) - grep_sass(sass, r"SYNCS\.ARRIVES\.[\w.]+")


@pytest.mark.parametrize("target", WITH_MBARRIERS)
def test_barriers_elect_and_fences_match_the_listings(load_bundle, target: str) -> None:
    b = load_bundle(target)
    fn = entry(b)
    sass, ptx = b.sass() or "", b.ptx() or ""
    ids = re.findall(r"\sBAR\.SYNC(?:\.DEFER_BLOCKING)?\s+(0x[0-9a-f]+)", sass)
    by_id: dict[str, int] = {}
    for i in ids:
        by_id[f"sync.{int(i, 16)}"] = by_id.get(f"sync.{int(i, 16)}", 0) + 1
    assert fn.sass.sync.get("named_barrier", {}) == by_id
    assert fn.sass.sync.get("elect", {}).get("-", 0) == grep_sass(sass, r"ELECT")
    assert fn.ptx.sync.get("elect", {}).get("-", 0) == grep_ptx(ptx, r"elect\.sync")
    assert fn.sass.sync.get("fence", {}).get("view.async.s", 0) == grep_sass(sass, r"FENCE\.VIEW\.ASYNC\.S")
    assert fn.ptx.sync.get("fence", {}).get("mbarrier_init.release.cluster", 0) == grep_ptx(
        ptx, r"fence\.mbarrier_init\.release\.cluster"
    )


def test_warp_mma_setmaxnreg_and_named_barriers(sync_bundle) -> None:
    """The test kernel's PTX says what was asked; its SASS what ptxas made of it (read by hand:
    one HMMA.16816.F32.BF16, BAR.SYNC 0x1 with 0x80 threads, BAR.ARV 0x2, the CTA barrier)."""
    fn = entry(sync_bundle)
    sass, ptx = sync_bundle.sass() or "", sync_bundle.ptx() or ""
    assert fn.sass.counts["HMMA"] == {"16x8x16": grep_sass(sass, r"HMMA\.16816\.F32\.BF16")} == {"16x8x16": 1}
    assert fn.ptx.ops["mma.sync"] == {"m16n8k16": grep_ptx(ptx, r"mma\.sync\.aligned\.m16n8k16")}
    assert not [d for d in fn.disagreements if "HMMA" in d.sass_families]
    assert fn.ptx.sync["setmaxnreg"] == {"dec.40": 1, "inc.232": 1}
    assert grep_ptx(ptx, r"setmaxnreg\.dec\.sync\.aligned\.u32\s+40") == 1
    # ptxas 12.9 drops setmaxnreg in this kernel (no USETMAXREG in its SASS): shown as such.
    assert sum(fn.sass.sync.get("setmaxnreg", {}).values()) == grep_sass(sass, r"USETMAXREG\.[\w.]+") == 0
    assert fn.sass.sync["named_barrier"] == {"sync.1": 1, "arrive.2": 1, "sync.0": 1}
    assert grep_sass(sass, r"BAR\.ARV") == 1
    assert fn.ptx.sync["fence"] == {"acq_rel.cta": 1, "acq_rel.gpu": 1, "proxy.async.shared::cta": 1}
    assert fn.sass.sync["fence"]["membar.all.gpu"] == grep_sass(sass, r"MEMBAR\.ALL\.GPU")


def test_gemm_occupancy_worked_by_hand(load_bundle) -> None:
    """hopper_gemm 128x256 mc2: 154 registers -> 160 per thread -> 5,120 per warp; a 16K
    sub-partition holds 3 warps, the SM 12; a CTA of 256 threads is 8 warps: 1 CTA. Shared
    0 static + 198,656 dynamic + 1,024 reserved = 199,680 B of 233,472: 1 CTA. Both limit.
    128x128 s6 (128 threads = 4 warps): registers allow 12 / 4 = 3 CTAs, shared memory 1."""
    wide = entry(load_bundle(GEMMS[1])).occupancy
    assert (wide.threads, wide.registers, wide.shared_bytes_per_cta) == (256, 154, 199680)
    assert wide.ctas_per_sm == 1 and wide.warps_per_sm == 8
    assert set(wide.limited_by) == {"registers", "shared memory"}
    small = entry(load_bundle(GEMMS[0])).occupancy
    assert small.limits["registers"] == 3 and small.limits["shared memory"] == 1
    assert small.limited_by == ("shared memory",) and small.warps_per_sm == 4


@pytest.mark.parametrize("target", GEMMS)
def test_main_loop_holds_the_mmas_of_one_k_tile(load_bundle, target: str) -> None:
    """The main loop is the innermost loop with the MMAs; its counts are a grep of its own
    address range. Hopper peels the first k-tile, so the loop holds half of the HGMMAs."""
    b = load_bundle(target)
    fn = entry(b)
    loop = fn.main_loop
    assert loop is not None and loop.innermost and not loop.wait
    body = "\n".join(loop.lines)
    family = "HGMMA" if "hopper" in target else "UTCHMMA"
    assert loop.stats.count(family) == grep_sass(body, rf"{family}[\w.]*") > 0
    total = fn.sass.count(family)
    assert loop.stats.count(family) == (total // 2 if family == "HGMMA" else total)
    assert loop.stats.count("UTMALDG") == grep_sass(body, r"UTMALDG\.[\w.]+") > 0
    assert loop.spills == 0 and loop.summary().startswith(f"{loop.stats.count(family)} {family}")
    # Every address in the loop's lines lies in one of its runs (the header's, and those placed
    # out of line), each run is its lines', and the header label is in the listing.
    addresses = [int(a, 16) for a in re.findall(r"/\*([0-9a-f]{4})\*/", body)]
    assert min(addresses) == loop.start and all(loop.holds(a) for a in addresses)
    assert {a for run in loop.ranges for a in run} <= set(addresses) and loop.end in addresses
    assert f"{loop.label}:" in (b.sass() or "")
