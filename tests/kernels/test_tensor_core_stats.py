"""`irscope stats` on the Hopper and Blackwell GEMMs, checked against the bundles' nvdisasm text.

Every expected count is taken from the captured SASS and PTX by a grep of the opcode (one line,
one instruction), never by irscope's own parser; a few are also pinned to the numbers read off
the listings by hand, so that a kernel change that moves them is seen.
"""

from __future__ import annotations

import re

import pytest

from irscope.analysis.stats import bundle_stats

HOPPER = ("hopper_gemm:bf16_128x128_s6@sm_90a", "hopper_gemm:bf16_128x256_s4_mc2@sm_90a")
BLACKWELL = ("blackwell_gemm:bf16_128x256_s4@sm_100a", "blackwell_gemm:bf16_128x128_s6@sm_100a")


def grep_sass(sass: str, pattern: str) -> int:
    """Instruction lines whose opcode matches `pattern` (a regex for the whole opcode), not @!PT."""
    opcode = re.compile(rf"^\s*/\*[0-9a-f]+\*/\s+(?:@!?U?P[0-9T]\s+)?(?:{pattern})\s")
    return sum(1 for line in sass.splitlines() if opcode.search(line) and "@!PT " not in line)


def grep_ptx(ptx: str, pattern: str) -> int:
    """PTX statements starting with `pattern`, optionally under a predicate."""
    return len(re.findall(rf"^\s*(?:@!?%\w+\s+)?(?:{pattern})", ptx.replace("\0", ""), re.M))


def kernel(load_bundle, target: str):
    b = load_bundle(target)
    assert b.ok, f"{target} failed to capture"
    (fn,) = [f for f in bundle_stats(b).functions if f.kind == "entry"]
    return b, fn


def texts(b) -> tuple[str, str]:
    return b.sass() or "", b.ptx() or ""


@pytest.mark.parametrize("target", HOPPER)
def test_hopper_counts_match_nvdisasm(load_bundle, target: str) -> None:
    b, fn = kernel(load_bundle, target)
    sass, ptx = texts(b)
    counts, ops = fn.sass.counts, fn.ptx.ops
    shapes = set(re.findall(r"\bHGMMA\.(\d+x\d+x\d+)\.", sass))
    assert len(shapes) == 1
    (shape,) = shapes
    assert counts["HGMMA"] == {shape: grep_sass(sass, r"HGMMA\.[\w.]+")}
    assert counts["UTMALDG"].get("2D", 0) == grep_sass(sass, r"UTMALDG\.2D")
    assert counts["UTMALDG"].get("2D.MC", 0) == grep_sass(sass, r"UTMALDG\.2D\.MULTICAST")
    assert sum(counts["SYNCS"].values()) == grep_sass(sass, r"SYNCS\.[\w.]+")
    assert sum(counts["WARPGROUP"].values()) == grep_sass(sass, r"WARPGROUP\.[\w.]+")
    assert sum(counts["STG"].values()) == grep_sass(sass, r"STG\.[\w.]+")
    # PTX: one wgmma.mma_async per HGMMA, one bulk tensor load per UTMALDG.
    assert (
        sum(ops["wgmma.mma_async"].values()) == grep_ptx(ptx, r"wgmma\.mma_async") == grep_sass(sass, r"HGMMA\.[\w.]+")
    )
    assert ops["cp.async.bulk.tensor.load"].get("2d.multicast", 0) == grep_ptx(
        ptx, r"cp\.async\.bulk\.tensor\.2d\.\S*multicast::cluster"
    )
    assert sum(ops["cp.async.bulk.tensor.load"].values()) == grep_ptx(ptx, r"cp\.async\.bulk\.tensor\.2d\.shared")
    assert not fn.disagreements
    assert not any(op.startswith(("HGMMA", "WARPGROUP", "UCGABAR")) for op in fn.sass.other)


def test_hopper_pinned_by_hand(load_bundle) -> None:
    """Read off the listings: 128x128 tile = one warpgroup, 2 M-blocks x 4 k-blocks of
    HGMMA.64x128x16; 128x256 = two warpgroups, 4 k-blocks of HGMMA.64x256x16 each; twice, for
    the peeled first k-tile and the mainloop; and the B load multicast over the 2x1 cluster."""
    _, small = kernel(load_bundle, HOPPER[0])
    _, wide = kernel(load_bundle, HOPPER[1])
    assert small.sass.counts["HGMMA"] == {"64x128x16": 16}
    assert small.sass.counts["UTMALDG"] == {"2D": 4}
    assert wide.sass.counts["HGMMA"] == {"64x256x16": 8}
    assert wide.sass.counts["UTMALDG"] == {"2D": 2, "2D.MC": 2}
    assert wide.ptx.ops["wgmma.mma_async"] == {"m64n256k16": 8}
    assert "UCGABAR_WAIT" in wide.sass.counts and "UCGABAR_WAIT" not in small.sass.counts


@pytest.mark.parametrize("target", BLACKWELL)
def test_blackwell_counts_match_nvdisasm(load_bundle, target: str) -> None:
    b, fn = kernel(load_bundle, target)
    sass, ptx = texts(b)
    counts, ops = fn.sass.counts, fn.ptx.ops
    assert sum(counts["UTCHMMA"].values()) == grep_sass(sass, r"UTCHMMA") == grep_ptx(ptx, r"tcgen05\.mma\.")
    assert counts["LDTM"] == {"x64": grep_sass(sass, r"LDTM\.x64")}
    assert sum(ops["tcgen05.ld"].values()) == grep_ptx(ptx, r"tcgen05\.ld\.") == grep_sass(sass, r"LDTM\.[\w.]+")
    assert sum(counts["UTCBAR"].values()) == grep_sass(sass, r"UTCBAR")
    assert sum(ops["tcgen05.commit"].values()) == grep_ptx(ptx, r"tcgen05\.commit")
    assert sum(counts["UTCATOMSWS"].values()) == grep_sass(sass, r"UTCATOMSWS\.[\w.]+")
    assert sum(counts["SYNCS"].values()) == grep_sass(sass, r"SYNCS\.[\w.]+")
    assert counts["UTMALDG"] == {"2D": grep_sass(sass, r"UTMALDG\.2D")}
    assert ops["tcgen05.mma"] == {"kind::f16": grep_ptx(ptx, r"tcgen05\.mma\.")}
    assert not any(op.startswith(("UTC", "LDTM", "LDCU", "REDUX")) for op in fn.sass.other), fn.sass.other
    assert not [d for d in fn.disagreements if set(d.sass_families) & {"UTCHMMA", "LDTM", "UTMALDG"}]


def test_blackwell_pinned_by_hand(load_bundle) -> None:
    """Four k-blocks of tcgen05.mma per 64-wide k-tile; the epilogue loads TMEM 64 columns at a
    time: 256 columns in 4 LDTM.x64, 128 in 2."""
    _, wide = kernel(load_bundle, BLACKWELL[0])
    _, small = kernel(load_bundle, BLACKWELL[1])
    assert wide.sass.counts["UTCHMMA"] == {"-": 4} and small.sass.counts["UTCHMMA"] == {"-": 4}
    assert wide.sass.counts["LDTM"] == {"x64": 4} and small.sass.counts["LDTM"] == {"x64": 2}
    assert wide.ptx.ops["tcgen05.ld"] == {"32x32b.x64": 4}


def test_unknown_memory_like_opcodes_stay_in_other(load_bundle) -> None:
    """An opcode irscope has no family for, named like memory (here a made-up UTC one), is
    still reported; REDUX, a register reduction, is not memory."""
    from irscope.analysis.sass_stats import sass_function_stats

    b, _ = kernel(load_bundle, BLACKWELL[0])
    sass = b.sass() or ""
    line = next(line for line in sass.splitlines() if re.search(r"\sUTCBAR\s", line))
    injected = sass.replace(line, line + "\n" + line.replace("UTCBAR", "UTCFUTURE.X"), 1)
    (fn,) = [f for f in sass_function_stats(injected) if f.kind == "entry"]
    assert fn.other.get("UTCFUTURE.X") == 1
    assert "REDUX" not in fn.other
