"""Pass-replay bookkeeping (pure logic, no DSL): checkpoints from pipeline variants, labels, summary."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from irscope.capture.replay.plan import PassLabel, describe, failure_checkpoint, label, prefix_checkpoint
from irscope.pipeline_text import parse_pipeline

# The shape of DSL 4.8.1's cute-to-nvvm expansion (0-based): 45 passes, 8 not registered for
# replay, exact states after 24 (invalid chip fails at 25), 40 (llvm-only) and 44 (the output).
N481 = 45
UNREGISTERED_481 = {10, 16, 18, 19, 28, 29, 32, 38}
ANCHORS_481 = {24, 40, 44}


def _replayable(n: int, missing: set[int]) -> list[bool]:
    return [i not in missing for i in range(n)]


def test_481_layout_gives_two_groups_ending_at_the_checkpoints():
    labels = label(_replayable(N481, UNREGISTERED_481), ANCHORS_481)
    single = [i for i, lab in enumerate(labels) if lab.observed == "single"]
    assert single == [*range(0, 10), 25, 26, 27, 41, 42, 43, 44]
    assert all(labels[i].exact and labels[i].group is None for i in single)
    assert {i for i, lab in enumerate(labels) if lab.group == 1} == set(range(10, 25))
    assert {i for i, lab in enumerate(labels) if lab.group == 2} == set(range(28, 41))
    # Only a group's last member is exact; unregistered members carry no IR.
    assert [i for i, lab in enumerate(labels) if lab.group and lab.exact] == [24, 40]
    assert not labels[10].has_ir and not labels[38].has_ir
    assert labels[11].has_ir and not labels[11].exact


def test_481_summary_counts_passes_observed_singly_and_names_the_gaps():
    names = [f"p{i}" for i in range(N481)]
    replayable = _replayable(N481, UNREGISTERED_481)
    text = describe(label(replayable, ANCHORS_481), names, replayable)
    assert text.startswith("17 of 45 passes observed singly (exact); 2 groups: 11-25, 29-41; ")
    assert "8 passes not registered for replay: 11 p10, 17 p16, 19 p18, 20 p19, 29 p28, 30 p29, 33 p32, 39 p38" in text


def test_everything_replayable_is_observed_singly():
    labels = label([True] * 6, {5})
    assert labels == [PassLabel("single", None, True, True)] * 6
    assert describe(labels, list("abcdef"), [True] * 6) == "6 of 6 passes observed singly (exact)"


def test_a_gap_right_at_a_checkpoint_is_still_bracketed_by_exact_states():
    labels = label(_replayable(5, {2}), {2, 4})
    assert all(lab.observed == "single" and lab.exact for lab in labels)
    assert labels[2].has_ir  # the checkpoint's IR


def test_a_chain_that_missed_its_checkpoint_becomes_a_group():
    labels = label([True] * 6, {2, 5}, diverged={5})
    assert [lab.observed for lab in labels] == ["single"] * 3 + ["group"] * 3
    assert [lab.exact for lab in labels[3:]] == [False, False, True]


def test_passes_after_the_last_exact_state_are_approximate():
    labels = label(_replayable(5, {1}), {0})
    assert labels[0] == PassLabel("single", None, True, True)
    assert all(lab.observed == "group" and not lab.exact for lab in labels[1:])
    assert [lab.has_ir for lab in labels[1:]] == [False, True, True, True]


REAL = parse_pipeline("builtin.module(a,b{x=1},gpu.module(chip-pass{chip=sm_90a}),c,d)")


def test_prefix_variant_ends_in_the_state_after_its_last_pass():
    assert prefix_checkpoint(REAL, REAL[:3]) == 2
    assert prefix_checkpoint(REAL, REAL) is None  # not a strict prefix: nothing new
    assert prefix_checkpoint(REAL, ()) is None
    assert prefix_checkpoint(REAL, parse_pipeline("builtin.module(a,b{x=2})")) is None


def test_failure_variant_must_first_differ_at_the_expected_pass():
    bad_chip = parse_pipeline("builtin.module(a,b{x=1},gpu.module(chip-pass{chip=sm_1}),c,d)")
    assert failure_checkpoint(REAL, bad_chip, "chip-pass") == 1
    assert failure_checkpoint(REAL, bad_chip, "other-pass") is None
    two = parse_pipeline("builtin.module(a,b{x=2},gpu.module(chip-pass{chip=sm_1}),c,d)")
    assert failure_checkpoint(REAL, two, "chip-pass") is None
    assert failure_checkpoint(REAL, REAL[:4], "chip-pass") is None
    first = parse_pipeline("builtin.module(a{y=1},b{x=1},gpu.module(chip-pass{chip=sm_90a}),c,d)")
    assert failure_checkpoint(REAL, first, "a") is None  # nothing before the first pass
    # Passes after the failing one never run: they may differ.
    assert (
        failure_checkpoint(
            REAL, parse_pipeline("builtin.module(a,b{x=1},gpu.module(chip-pass{chip=sm_1}))"), "chip-pass"
        )
        == 1
    )


def test_dropping_the_passes_before_the_failing_one_moves_the_cut_earlier():
    dropped_b = parse_pipeline("builtin.module(a,gpu.module(chip-pass{chip=sm_1}),c,d)")
    assert failure_checkpoint(REAL, dropped_b, "chip-pass") == 0  # the state after a


def test_a_transparent_pass_may_run_between_the_cut_and_the_failure():
    # 4.8.1: with loop-invariant-code-motion (c) and strength-reduction dropped, dump-iket-cfg
    # (d) still runs before cuda-compute-target fails: the state left is the one after b.
    real = parse_pipeline("builtin.module(a,b,c,d,e,gpu.module(chip-pass{chip=sm_90a}),f)")
    variant = parse_pipeline("builtin.module(a,b,d,gpu.module(chip-pass{chip=sm_1}),f)")
    assert failure_checkpoint(real, variant, "chip-pass") is None  # d is not known to be harmless
    assert failure_checkpoint(real, variant, "chip-pass", transparent={"d"}) == 1
    # Only the named passes are stepped over, and the failing pass must still follow them.
    assert failure_checkpoint(real, variant, "chip-pass", transparent={"x"}) is None
    runs_on = parse_pipeline("builtin.module(a,b,d,e,gpu.module(chip-pass{chip=sm_1}))")
    assert failure_checkpoint(real, runs_on, "chip-pass", transparent={"d"}) is None


def test_481_layout_with_the_cut_before_dump_iket_cfg():
    # The checkpoint after reconcile-unrealized-casts (0-based 21): group 1 ends there, and
    # loop-invariant-code-motion (22) is observed singly between two exact states.
    labels = label(_replayable(N481, UNREGISTERED_481 - {28}), ANCHORS_481 | {21, 23})
    assert {i for i, lab in enumerate(labels) if lab.group == 1} == set(range(10, 22))
    assert labels[22] == PassLabel("single", None, True, True)
    assert sum(lab.exact for lab in labels) == 23


@given(
    replayable=st.lists(st.booleans(), min_size=1, max_size=40),
    data=st.data(),
)
def test_labels_hold_their_invariants(replayable, data):
    n = len(replayable)
    anchors = data.draw(st.sets(st.integers(0, n - 1)))
    diverged = data.draw(st.sets(st.sampled_from(sorted(anchors)))) if anchors else set()
    labels = label(replayable, anchors, diverged)
    assert len(labels) == n
    groups: dict[int, list[int]] = {}
    for i, lab in enumerate(labels):
        if lab.observed == "single":
            assert lab.exact and lab.has_ir and lab.group is None
            # Exact before it too: the input, an anchor, or another single pass.
            assert i == 0 or (i - 1) in anchors or labels[i - 1].observed == "single"
            if i not in anchors:
                assert replayable[i]
        else:
            assert lab.observed == "group" and lab.group is not None
            groups.setdefault(lab.group, []).append(i)
        assert lab.has_ir == (replayable[i] or i in anchors or lab.observed == "single")
    for members in groups.values():
        assert members == list(range(members[0], members[-1] + 1)), "groups are contiguous"
        exact = [i for i in members if labels[i].exact]
        assert exact in ([members[-1]], []) and (not exact or members[-1] in anchors)


def test_flatten_locs_is_a_no_op_only_without_an_output_path():
    from irscope.capture.replay.plan import noop_evidence

    [empty, quoted, with_path, other] = parse_pipeline(
        "builtin.module(flatten-locs{output-json-path=},flatten-locs{output-json-path=''},"
        "flatten-locs{output-json-path=/tmp/locs.json},legalize-llvm-types)"
    )
    assert "Empty disables the pass" in (noop_evidence(empty) or "")
    assert noop_evidence(quoted)
    assert noop_evidence(with_path) is None
    assert noop_evidence(other) is None


def test_a_no_op_pass_continues_the_exact_chain():
    # 4.8.1: flatten-locs (0-based 28) cannot be replayed, but with no output path it is a no-op:
    # treated as replayed, group 2 starts at legalize-llvm-types (29) and 28 is exact.
    replayable = _replayable(N481, UNREGISTERED_481 - {28})
    labels = label(replayable, ANCHORS_481)
    assert labels[28] == PassLabel("single", None, True, True)
    assert {i for i, lab in enumerate(labels) if lab.group == 2} == set(range(29, 41))


def _replay_data(matched_end: bool) -> dict:
    # Passes 0-1 exact, 2 no-op, 3 unregistered, 4 replayed, 5 the group's exact end.
    def p(observed, group, exact, ir, **extra):
        return {"name": "p", "observed": observed, "group": group, "exact": exact, "ir": ir, **extra}

    return {
        "passes": [
            p("single", None, True, "1.mlir"),
            p("single", None, True, "2.mlir"),
            p("single", None, True, "3.mlir", noop="disabled by its options"),
            p("group", 1, None, None),
            p("group", 1, False, "5.mlir"),
            p("group", 1, True, "6.mlir"),
        ],
        "checkpoints": [{"after": 6, "how": "llvm-only=true", "replay_matched": matched_end}],
    }


def test_replay_labels_say_why_each_state_is_exact_or_not():
    from irscope.capture.assemble.replayed_passes import APPROXIMATE, END_REPRODUCED, EXACT, NOOP, replay_labels

    labels = replay_labels(_replay_data(matched_end=True))
    assert [lab["label"] for lab in labels] == [EXACT, EXACT, NOOP, APPROXIMATE, END_REPRODUCED, EXACT]
    assert labels[2]["evidence"] == "disabled by its options"
    assert labels[5]["evidence"] == "checkpoint: llvm-only=true"
    assert "after pass 6" in labels[4]["evidence"]
    # Why an unreplayable member is not a no-op is part of its evidence, said once.
    data = _replay_data(matched_end=True)
    data["passes"][3]["noop_refused"] = "not a no-op: its driver changes this module"
    assert (
        replay_labels(data)[3]["evidence"]
        == "no IR: it cannot be replayed alone; not a no-op: its driver changes this module"
    )
    data["passes"][3]["noop_refused"] = "present in the state before it: arith.floordivsi"
    assert replay_labels(data)[3]["evidence"].endswith(
        "; not shown to be a no-op: present in the state before it: arith.floordivsi"
    )
    # The replay did not reproduce the group's end: its replayed members are only approximate.
    unmatched = replay_labels(_replay_data(matched_end=False))
    assert [lab["label"] for lab in unmatched][3:] == [APPROXIMATE, APPROXIMATE, EXACT]
