"""The PTX families table classifies every instruction as the if-chain it replaced did.

tests/analysis/reference/ptx_classify.py is that if-chain, frozen: here both classify every
statement of every PTX text the repository holds and of every capture of the suite, and
opcodes made from the table's own words (prefixes, modifiers, junk) where the two could part.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from irscope import bundle, store
from irscope.analysis.ptx_families import FAMILIES, SPACES, WARP, classify, family
from irscope.ptx_syntax import opcode_and_operands
from tests.analysis.reference.ptx_classify import classify as frozen_classify
from tests.helpers import REPO

_LABEL = re.compile(r"^\s*[\w$%]+:(?!:)\s*")
_PREDICATE = re.compile(r"^@!?%?\w+\s+")
COMMITTED = sorted(p for p in (REPO / "tests").rglob("*.ptx") if p.is_file())


def statements(ptx: str) -> Iterator[tuple[str, str]]:
    """(opcode, operands) of every statement, as ptx_stats reads them."""
    for raw in ptx.replace("\0", "").splitlines():
        for statement in raw.split("//", 1)[0].strip().strip("{}").split(";"):
            statement = _LABEL.sub("", statement).strip()
            predicate = _PREDICATE.match(statement)
            if predicate:
                statement = statement[predicate.end() :]
            if statement and not statement.startswith((".", "{", "}")):
                yield opcode_and_operands(statement)


def as_before(opcode: str, operands: str) -> bool:
    """Whether the table classifies as the frozen if-chain did, but for the changes made on
    purpose since: a bulk copy's key is its direction (`global->shared`), where it was `-`
    (test_bulk_copies_are_keyed_by_direction); a peer CTA's shared memory is a space of its own
    (`ld/st.shared::cluster`, where it was `ld/st.shared`; tests/analysis/test_stats.py); the
    warp-level exchanges (`shfl.sync`, `vote.sync`, ...), which it did not count at all."""
    now, before = classify(opcode, operands), frozen_classify(opcode, operands)
    row = family(opcode)
    if before is None and row is not None and row.read == WARP:
        return now is not None and now[2] == "-"
    if now is not None and before is not None and before[0] == "cp.async.bulk":
        return (now[0], now[2]) == (before[0], before[2])
    parts = opcode.split(".")
    first_space = next((p for p in parts[1:] if p.split("::")[0] in SPACES), None)
    peer = first_space == "shared::cluster" and parts[0] in ("ld", "st") and "async" not in parts
    if before is not None and peer and before[0].endswith(".shared"):
        before = (before[0] + "::cluster", *before[1:])
    return now == before


def check_text(ptx: str, where: str) -> int:
    seen = 0
    for opcode, operands in statements(ptx):
        assert as_before(opcode, operands), (where, opcode, operands)
        seen += classify(opcode, operands) is not None
    return seen


def test_the_committed_ptx_texts_classify_as_before() -> None:
    assert len(COMMITTED) >= 8
    classified = sum(check_text(path.read_text(), str(path.relative_to(REPO))) for path in COMMITTED)
    assert classified > 100  # the texts hold memory instructions, so the comparison saw some


@pytest.mark.slow
def test_every_capture_of_the_suite_classifies_as_before(seed_store: Path) -> None:
    texts = [bundle.load(path).ptx() for path in store.all_latest(seed_store, skip_failed=True)]
    ptx = [t for t in texts if t]
    assert len(ptx) >= 10
    for text in ptx:
        check_text(text, "suite")
    # the suite's kernels reach the table's tensor-core, TMA and synchronization rows
    ops = {found[0] for text in ptx for o, r in statements(text) if (found := classify(o, r))}
    assert {"ld.global", "st.global", "cp.async.bulk.tensor.load", "mbarrier", "wgmma.mma_async"} <= ops


#: Opcodes put together from the words the table and its readers look at, and a few that none
#: does: every row, every reader and the edges between prefixes (`ldu` vs `ld`, `mbarrierx`).
WORDS = sorted(
    {part for f in FAMILIES for part in f.prefix.split(".")}
    | {"global", "shared", "shared::cta", "shared::cluster", "local", "param", "const", "v2", "v4", "v8", "f32"}
    | {"b16", "bf16x2", "e4m3x2", "u8", "s64", "add", "relaxed", "gpu", "x1", "x4", "m8n8", "trans", "sync"}
    | {"aligned", "m64n256k16", "kind::f16", "32x32b", "x64", "2d", "5d", "multicast::cluster", "ca", "cg"}
    | {"read", "tensor", "bulk", "reduce", "async", "mbarrierx", "ldx", "", "X"}
)
OPERANDS = st.sampled_from(["", "[%r1], [%r2], 16;", "1;", "0", " [%rd4], %r5", "[a], [b], x;"])


@settings(max_examples=2000, deadline=None)
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=7), OPERANDS)
def test_opcodes_made_of_the_tables_words_classify_as_before(parts: list[str], operands: str) -> None:
    opcode = ".".join(parts)
    assert as_before(opcode, operands), opcode


@pytest.mark.parametrize(
    ("opcode", "key"),
    [
        # tests/analysis/fixtures/kinds/bulk_copy.py: CopyBulkG2SOp, then CopyBulkS2GOp
        ("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes", "global->shared"),
        ("cp.async.bulk.global.shared::cta.bulk_group", "shared->global"),
        ("cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes", "shared->shared"),
        ("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32", "shared->global.add"),
        ("cp.async.bulk.prefetch.L2.global", "-"),  # no copy: one space
    ],
)
def test_bulk_copies_are_keyed_by_direction(opcode: str, key: str) -> None:
    """A bulk copy (not a tensor-map TMA) was keyed `-`, as a fence is, so `irscope stats` said
    `PTX: no memory instructions` of a kernel whose PTX moves its data by two bulk copies
    (*failed before*). PTX names the destination first."""
    assert classify(opcode, "[%r8], [%rd1], %r13, [%r11];") == ("cp.async.bulk", key, "-")


def test_a_longer_prefix_stands_before_a_shorter_one_it_would_lose_to() -> None:
    """The first row that matches decides: a row whose prefix starts another's (and would take
    its opcodes) must come after it."""
    prefixes = [f.prefix for f in FAMILIES]
    for i, shorter in enumerate(prefixes):
        for longer in prefixes[i + 1 :]:
            word = FAMILIES[i].word
            taken = longer.startswith(shorter + ".") if word else longer.startswith(shorter)
            assert not taken, f"{longer} comes after {shorter}, which takes its opcodes"
    assert family("ldu.global.f32").prefix == "ldu" and family("ldmatrix.sync.aligned.m8n8.x4").prefix == "ldmatrix"
    assert family("add.f32") is None


@pytest.mark.parametrize(
    ("opcode", "found"),
    [
        ("shfl.sync.bfly.b32", ("shfl.sync", "bfly.b32", "-")),  # tests/analysis/fixtures/kinds/atomics.py
        ("shfl.sync.idx.b32", ("shfl.sync", "idx.b32", "-")),  # the Hopper and Blackwell GEMMs
        ("vote.sync.ballot.b32", ("vote.sync", "ballot.b32", "-")),
        ("redux.sync.max.s32", ("redux.sync", "max.s32", "-")),
        ("match.any.sync.b64", ("match.sync", "any.b64", "-")),
        ("activemask.b32", ("activemask", "b32", "-")),
        ("shflx.b32", None),
    ],
)
def test_warp_exchanges_are_keyed_by_mode_and_type(opcode: str, found: tuple[str, str, str] | None) -> None:
    assert classify(opcode, "") == found


def test_an_opcode_followed_by_a_tab_alone_is_read_whole() -> None:
    """LLVM pads a short opcode with spaces before its tab, a long one gets the tab alone: the
    statistics split at the first space, so `ld.global.nc.L1::no_allocate.v4.f32<TAB>{%f1,`
    was the opcode, read as `v4` with no width."""
    from irscope.analysis.ptx_stats import ptx_function_stats

    ptx = (
        ".visible .entry k(\n)\n{\n"
        "\tld.global.nc.L1::no_allocate.v4.f32\t{%f1, %f2, %f3, %f4}, [%rd1];\n"
        "\tshfl.sync.bfly.b32\t%f5, %f1, 16, 31, -1;\n"
        "\tst.global.f32 \t[%rd2], %f5;\n"
        "\tret;\n}\n"
    )
    (k,) = ptx_function_stats(ptx)
    assert k.ops["ld.global"] == {"v4.f32": 1} and k.widths["ld.global"] == {"128": 1}
    assert k.ops["shfl.sync"] == {"bfly.b32": 1} and k.ops["st.global"] == {"f32": 1}
