"""The capture harness on the real seed kernels: pass list, landmarks, artifacts, CLI basics."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

from irscope import bundle, store
from tests.helpers import run_irscope
from tests.support.dsl_capabilities import dsl_capabilities


def _load(root: Path, ref: str) -> bundle.Bundle:
    return bundle.load(store.resolve_one(ref, root))


def test_both_seed_kernels_captured_for_sm90a(seed_store):
    for ref in ("elementwise_add:v1_f32@sm_90a", "copy_inner_partition:bf16@sm_90a"):
        b = _load(seed_store, ref)
        assert b.ok, b.error
        assert b.method == ("mlir-ir-printer" if dsl_capabilities()["printer"] else "pass-replay")
        assert b.arch == "sm_90a"
        assert len(b.functions) == 1 and b.functions[0].startswith("kernel_cutlass_")
        assert "LDG" in (b.sass() or "")
        assert ".entry" in (b.ptx() or "")


def test_every_pass_of_the_installed_pipeline_is_listed_and_observed(seed_store):
    b = _load(seed_store, "elementwise_add:v1_f32@sm_90a")
    names = [p.name for p in b.passes]
    assert len(b.passes) > 30
    assert "cute-expand-ops" in names
    assert "convert-to-llvm" in names or "one-shot-convert-to-llvm" in names
    # The pass list is the expanded pipeline, not a hard-coded one: it matches the text the DSL ran.
    for p in b.passes:
        if p.in_pipeline:
            assert p.name in b.manifest.pipeline_expanded
    if dsl_capabilities()["printer"]:
        assert all(p.observed == "single" for p in b.passes)
    else:  # pass replay: what it cannot observe singly is a group, never left out
        assert all(p.observed in ("single", "group") for p in b.passes)
    changed = [p for p in b.passes if p.changed]
    unchanged = [p for p in b.passes if p.changed is False]
    assert changed and unchanged, "some passes must change the IR and some must not"


def test_changed_flag_agrees_with_the_stored_ir(seed_store):
    """`changed` is known exactly where a pass's states before and after are both exact (every
    pass under MLIR's printer, the passes a replay observed singly), and then it agrees with the
    stored IR; elsewhere it is None, never False ("not known" is not "unchanged")."""
    b = _load(seed_store, "copy_inner_partition:bf16@sm_90a")
    for p in b.passes:
        before, after = b.ir_before(p), b.ir_after(p)
        if p.observed == "single":
            assert after is not None and p.changed is not None, p.key
        if p.changed is not None:
            assert p.changed == (before != after), p.key
        else:
            assert p.observed != "single" or p.exact is False, p.key


def test_keys_count_repeated_passes(seed_store):
    b = _load(seed_store, "elementwise_add:v1_f32@sm_90a")
    cse = [p for p in b.passes if p.name == "cse"]
    assert len(cse) >= 2
    assert [p.key for p in cse] == [f"cse#{k}" for k in range(1, len(cse) + 1)]
    assert b.find_pass("cse#2") is cse[1]


def test_seed_stage_names_resolve_to_installed_passes(seed_store):
    b = _load(seed_store, "elementwise_add:v1_f32@sm_90a")
    marks = {m.name: m for m in b.landmarks}
    assert set(marks) >= {"cute-expand-ops", "convert-cute-algo-to-arch", "convert-to-llvm", "final"}
    assert marks["cute-expand-ops"].pass_key == "cute-expand-ops#1"
    algo = b.find_pass("convert-cute-algo-to-arch")
    # Whatever pass plays the role, the algorithm ops are gone after it and present before it.
    assert "cute.tiled.copy.partition_S" in b.ir_before(algo)
    assert "cute.tiled.copy.partition_S" not in b.ir_after(algo)
    assert b.find_pass("convert-to-llvm").name in ("convert-to-llvm", "one-shot-convert-to-llvm")


def test_stages_are_contiguous_and_ordered(seed_store):
    b = _load(seed_store, "elementwise_add:v1_f32@sm_90a")
    order = ["cute", "core", "llvm", "binary"]
    ranks = [order.index(p.phase) for p in b.passes]
    assert ranks == sorted(ranks)
    assert ranks[0] == 0 and ranks[-1] == 3


def test_identical_consecutive_ir_is_stored_once(seed_store):
    """Consecutive observed states share one member exactly where their texts are equal."""
    b = _load(seed_store, "elementwise_add:v1_f32@sm_90a")
    states = [(bundle.INPUT_IR, b.input_ir())] + [(p.ir_member, b.ir_after(p)) for p in b.passes if p.ir_member]
    for (member, text), (next_member, next_text) in itertools.pairwise(states):
        assert (member == next_member) == (text == next_text), next_member
    assert len({m for m, _ in states}) == 1 + sum(t != u for (_, t), (_, u) in itertools.pairwise(states))


def test_passes_command_lists_pipeline_and_mapping(seed_store):
    r = run_irscope("--store", str(seed_store), "passes", "elementwise_add:v1_f32@sm_90a")
    assert r.returncode == 0, r.stderr
    assert "cute-expand-ops#1" in r.stdout
    assert "convert-cute-algo-to-arch" in r.stdout
    r = run_irscope("--store", str(seed_store), "passes", "elementwise_add:v1_f32@sm_90a", "--json")
    data = json.loads(r.stdout)
    assert len(data["passes"]) > 30


def test_show_prints_pass_ir_ptx_and_sass(seed_store):
    root = str(seed_store)
    r = run_irscope("--store", root, "show", "copy_inner_partition:bf16@sm_90a", "--pass", "cute-expand-ops")
    assert r.returncode == 0 and "cute." in r.stdout
    r = run_irscope("--store", root, "show", "copy_inner_partition:bf16@sm_90a", "--stage", "sass")
    assert r.returncode == 0 and r.stdout.count("LDG.E.128") == 2
    r = run_irscope("--store", root, "show", "copy_inner_partition:bf16@sm_90a", "--stage", "ptx")
    assert r.returncode == 0 and ".entry" in r.stdout


def test_ambiguous_and_unknown_references_are_errors(seed_store):
    root = str(seed_store)
    r = run_irscope("--store", root, "passes", "elementwise_add")
    first, *candidates = r.stderr.strip().splitlines()  # one capture per line (issue 42)
    assert (
        r.returncode == 2
        and first.startswith("irscope: error: elementwise_add: matches")
        and "Traceback" not in r.stderr
    )
    assert candidates and all(line.startswith("  elementwise_add:") for line in candidates)
    r = run_irscope("--store", root, "show", "elementwise_add:v1_f32@sm_90a", "--pass", "no-such-pass")
    assert r.returncode == 2 and "no-such-pass" in r.stderr and "Traceback" not in r.stderr
    r = run_irscope("--store", root, "passes", "nope:x@sm_90a")
    assert r.returncode == 2 and "no capture" in r.stderr
