"""SASS statistics: widths from modifiers, predication, unknown opcodes, and real nvdisasm output."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from irscope.analysis.sass_families import FAMILIES, access_key
from irscope.analysis.sass_stats import _SassStatsBuilder, sass_function_stats
from irscope.disassembler import find_nvdisasm
from tests.analysis.conftest import load

DATA = Path(__file__).resolve().parent / "data"


@pytest.mark.parametrize(
    ("opcode", "family", "key"),
    [
        ("LDG.E", "LDG", "32"),
        ("LDG.E.U8", "LDG", "8"),
        ("LDG.E.S16", "LDG", "16"),
        ("LDG.E.64", "LDG", "64"),
        ("LDG.E.128", "LDG", "128"),
        ("LDG.E.EF.128", "LDG", "128"),
        ("LDG.E.EL.64", "LDG", "64"),
        ("LDG.E.LU.128", "LDG", "128"),
        ("LDG.E.128.CONSTANT", "LDG", "128"),
        ("LDG.E.CONSTANT", "LDG", "32"),
        ("LDG.E.STRONG.GPU", "LDG", "32"),
        ("LDG.E.64.STRONG.GPU", "LDG", "64"),
        ("LDG.E.ENL2.256", "LDG", "256"),
        ("STG.E.U16.STRONG.GPU", "STG", "16"),
        ("STG.E.128", "STG", "128"),
        ("LDS.U.128", "LDS", "128"),
        ("LDS", "LDS", "32"),
        ("STS.64", "STS", "64"),
        ("STAS", "STAS", "32"),  # `STAS [R8.64], R4`: a 64-bit address, 32 bits of data (sm_100a)
        ("LDGSTS.E.BYPASS.LTC128B.128", "LDGSTS", "128"),  # LTC128B is an L2 hint, not a width
        ("LDGSTS.E.LTC128B", "LDGSTS", "32"),
        ("LDGSTS.E.64.ZFILL", "LDGSTS", "64"),
        ("LDSM.16.M88.4", "LDSM", "128"),
        ("LDSM.16.MT88.2", "LDSM", "64"),
        ("LDSM.16.M88", "LDSM", "32"),
        ("STSM.16.M88.4", "STSM", "128"),
        ("UTMALDG.2D", "UTMALDG", "2D"),
        ("UTMASTG.5D.IM2COL", "UTMASTG", "5D"),
        ("UBLKCP.S.G", "UBLKCP", "bulk"),
        ("REDG.E.ADD.F32.FTZ.RN.STRONG.GPU", "REDG", "32"),
        ("ATOMG.E.ADD.F16x2.RN.STRONG.GPU", "ATOMG", "32"),
        ("ATOMS.CAS.64", "ATOMS", "64"),
        ("LDL.64", "LDL", "64"),
        ("SYNCS.ARRIVE.TRANS64", "SYNCS", "-"),
    ],
)
def test_family_and_width_from_the_opcode(opcode: str, family: str, key: str) -> None:
    base, *mods = opcode.split(".")
    assert base == family
    assert access_key(FAMILIES[base], mods) == key


def _fn(body: str, name: str = "k") -> str:
    return f'\t.section\t.text.{name},"ax",@progbits\n{body}\n'


def test_predication_dead_code_and_unknown_opcodes() -> None:
    text = _fn(
        "\n".join(
            [
                "        /*0000*/              @!P0 LDG.E R32, desc[UR4][R18.64] ;",
                "        /*0010*/               @P1 LDG.E.128 R4, desc[UR4][R18.64] ;",
                "        /*0020*/               @PT STG.E.128 desc[UR4][R2.64], R4 ;",
                "        /*0030*/              @!PT LDS RZ, [RZ] ;",
                "        /*0040*/                   LDXYZ.E R1, R2 ;",  # unknown, named like a load
                "        /*0050*/                   FROB R1, [R2+0x10] ;",  # unknown, addresses memory
                "        /*0060*/                   IMAD R1, R2, c[0x0][0x0], R3 ;",  # constant bank: not memory
                "        /*0070*/             @!UP0 SYNCS.EXCH.64 URZ, [UR6+0x4000], UR4 ;",
            ]
        )
    )
    (s,) = sass_function_stats(text)
    assert s.counts["LDG"] == {"32": 1, "128": 1}
    assert s.predicated["LDG"] == {"32": 1, "128": 1}
    assert s.counts["STG"] == {"128": 1} and "STG" not in s.predicated  # @PT is always true
    assert "LDS" not in s.counts and s.dead == 1
    assert s.other == {"LDXYZ.E": 1, "FROB": 1}
    assert s.predicated["SYNCS"] == {"-": 1}
    assert s.instructions == 8
    assert s.global_bytes == 4 + 16 + 16
    assert s.vectorized_global_fraction == pytest.approx(32 / 36)


def test_cuobjdump_listing_is_read_too() -> None:
    text = (
        "\tcode for sm_90a\n\t\tFunction : my_kernel\n"
        "        /*0000*/                   LDG.E.128 R4, desc[UR4][R2.64] ;  /* 0x0000000402047981 */\n"
        "                                                                      /* 0x000ea8000c1e1d00 */\n"
    )
    (s,) = sass_function_stats(text)
    assert (s.name, s.kind, s.counts) == ("my_kernel", "entry", {"LDG": {"128": 1}})


def test_pinned_seed_sass() -> None:
    (add,) = sass_function_stats((DATA / "elementwise_add_v1_sm_90a.sass").read_text())
    assert add.kind == "entry" and add.name.startswith("kernel_cutlass_add_kernel_v1")
    assert add.counts["LDG"] == {"32": 32} and add.counts["STG"] == {"32": 16}
    assert add.predicated["LDG"] == {"32": 32}
    assert add.registers == 40 and add.stack_frame_bytes == 0 and add.static_shared_bytes == 0
    assert add.vectorized_global_fraction == 0.0 and add.other == {}
    (copy,) = sass_function_stats((DATA / "copy_inner_partition_bf16_sm_90a.sass").read_text())
    assert copy.counts["LDG"] == {"128": 2} and copy.counts["STG"] == {"128": 2}
    assert copy.vectorized_global_fraction == 1.0


# ---- against nvdisasm -json, on every kernel the suite captures ------------------------------
def _json_counts(cubin: Path) -> dict[str, tuple]:
    """The same statistics built from `nvdisasm -json`: NVIDIA's own split of each instruction."""
    tool = find_nvdisasm()
    proc = subprocess.run([str(tool), "-json", str(cubin)], capture_output=True, text=True, check=True)
    _, functions = json.loads(proc.stdout)
    out = {}
    for fn in functions:
        b = _SassStatsBuilder(fn["function-name"])
        for ins in fn["sass-instructions"]:
            b.add(ins.get("predicate", ""), ins["opcode"], ins.get("operands", ""))
        out[b.name] = (b.counts, b.predicated, b.other, b.dead, b.instructions)
    return out


@pytest.mark.slow
@pytest.mark.skipif(find_nvdisasm() is None, reason="needs nvdisasm")
@pytest.mark.parametrize(
    "ref",
    [
        "seed:elementwise_add:v1_f32@sm_90a",
        "seed:copy_inner_partition:bf16@sm_90a",
        "fixtures:add_vectorized:f32@sm_80",
        "fixtures:smem_staged:bf16@sm_80",
        "fixtures:smem_staged:bf16@sm_90a",
        "fixtures:tma_copy:f32@sm_90a",
    ],
)
def test_text_parse_matches_nvdisasm_json(ref: str, seed_store: Path, fixture_store: Path) -> None:
    where, _, target = ref.partition(":")
    b = load(seed_store if where == "seed" else fixture_store, target)
    expected = _json_counts(b.artifact_path("cubin"))
    got = {s.name: (s.counts, s.predicated, s.other, s.dead, s.instructions) for s in sass_function_stats(b.sass())}
    assert got == expected
    assert sum(n for counts, *_ in got.values() for by_key in counts.values() for n in by_key.values()) > 0


def _shared_section(fn: str, align: int, zero: int | None, reserved: bool) -> str:
    lines = [f'\t.section\t.text.{fn},"ax",@progbits', "        /*0000*/                   EXIT ;"]
    lines += [f'\t.section\t.nv.shared.{fn},"aw",@nobits', f"\t.align\t{align}"]
    lines += [f"\t.zero\t\t{zero}"] if zero is not None else []
    if reserved:
        lines += ['\t.section\t.nv.shared.reserved.0,"aw",@nobits', "__nv_reservedSMEM_offset_0_alias:", "\t.zero\t\t0"]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(
    ("align", "zero", "reserved", "static"),
    [
        (1024, 1024, True, 0),  # sm_90a: a 1024-aligned dynamic buffer alone (copy_tma; ptxas: no smem)
        (16, 1280, True, 256),  # sm_90a: 256 B of static arrays (ptxas -v: 256 bytes smem)
        (1024, 2048, True, 1024),  # sm_90a: the same arrays before a 1024-aligned buffer (ptxas: 1024)
        (16, 256, False, 256),  # no reserved window in the cubin (sm_80): the section is the kernel's
        (1024, None, False, 0),
    ],
)
def test_static_shared_memory_leaves_out_the_reserved_window(
    align: int, zero: int | None, reserved: bool, static: int
) -> None:
    (fn,) = sass_function_stats(_shared_section("k", align, zero, reserved))
    assert fn.static_shared_bytes == static
