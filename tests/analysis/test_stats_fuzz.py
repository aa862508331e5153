"""The SASS and PTX parsers take any text without raising, and their counts stay consistent."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from irscope.analysis.ptx_stats import ptx_function_stats
from irscope.analysis.sass_stats import sass_function_stats
from tests.analysis.test_normalize_fuzz import NOISY_TEXT, mutated

DATA = Path(__file__).resolve().parent / "data"
SASS = (DATA / "elementwise_add_v1_sm_90a.sass").read_text().splitlines()
PTX = (DATA / "elementwise_add_v1_sm_90a.ptx").read_text().splitlines()
SASS_TOKENS = st.sampled_from(
    [
        '\t.section\t.text.k,"ax",@progbits\n',
        "        /*0150*/ ",
        "@!P0 ",
        "@PT ",
        "@!PT ",
        "@UP1 ",
        "LDG.E.128 ",
        "LDGSTS.E.BYPASS.LTC128B.128 ",
        "LDSM.16.M88.4 ",
        "UTMALDG.2D ",
        "FOO.E ",
        "R2, ",
        "desc[UR4][R2.64] ",
        "c[0x0][0x28] ",
        ";",
        "\n",
        "\t//----- nvinfo : EIATTR_REGCOUNT\n",
        "index@(k)\n",
        "\t.word\t0x28\n",
        "\t.section\t.nv.shared.k\n",
        "\t.zero\t1024\n",
        "Function : k\n",
        "{",
        "}",
    ]
)
PTX_TOKENS = st.sampled_from(
    [
        ".visible .entry k(\n",
        ")\n",
        "{\n",
        "}\n",
        ".func (.param .b32 r) f(",
        ";",
        "\n",
        "ld.global.v4.f32 ",
        "{%f1, %f2}",
        ", [%rd1]",
        "@%p1 ",
        "cp.async.ca.shared.global [%r1], [%rd1], 16",
        "ldmatrix.sync.aligned.x4",
        "cp.async.bulk.tensor.2d.shared::cluster.global",
        "$L__BB0_1:",
        "// comment",
        "\0",
        "atom.global.add.f32 ",
        "foo.bar [x]",
        "st.shared.v2.b64 ",
    ]
)


def _check_sass(text: str) -> None:
    for s in sass_function_stats(text):
        for family, by_key in s.counts.items():
            for key, n in by_key.items():
                assert n > 0 and s.predicated.get(family, {}).get(key, 0) <= n
        counted = sum(n for by_key in s.counts.values() for n in by_key.values()) + sum(s.other.values()) + s.dead
        assert counted <= s.instructions
        fraction = s.vectorized_global_fraction
        assert fraction is None or 0.0 <= fraction <= 1.0


def _check_ptx(text: str) -> None:
    for p in ptx_function_stats(text):
        for op, by_shape in p.ops.items():
            assert sum(by_shape.values()) == sum(p.widths[op].values())
        counted = sum(n for by_shape in p.ops.values() for n in by_shape.values()) + sum(p.other.values())
        assert counted <= p.instructions


@settings(max_examples=300, deadline=None)
@given(st.one_of(NOISY_TEXT, st.lists(SASS_TOKENS, max_size=60).map("".join)))
def test_random_sass(text: str) -> None:
    _check_sass(text)


@settings(max_examples=300, deadline=None)
@given(st.one_of(NOISY_TEXT, st.lists(PTX_TOKENS, max_size=60).map("".join)))
def test_random_ptx(text: str) -> None:
    _check_ptx(text)


@settings(max_examples=60, deadline=None)
@given(mutated(SASS))
def test_mutated_real_sass(text: str) -> None:
    _check_sass(text)


@settings(max_examples=60, deadline=None)
@given(mutated(PTX))
def test_mutated_real_ptx(text: str) -> None:
    _check_ptx(text)
