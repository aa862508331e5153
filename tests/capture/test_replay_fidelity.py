"""Pass replay checked against the truth: where MLIR's IR printer works (the default pin), capture
the same kernels with --method replay and compare every IR the replay calls exact with the IR
the printer recorded after that pass of the real pipeline. This is what makes `exact: true` in
a 4.6+ bundle (where nothing else can check it) a measured claim rather than an assumption."""

from __future__ import annotations

from pathlib import Path

import pytest

from irscope import bundle, store
from tests.helpers import KERNELS, run_irscope

REFS = ("elementwise_add:v1_f32@sm_90a", "copy_inner_partition:bf16@sm_90a")


@pytest.fixture(scope="module")
def replay_store(tmp_path_factory: pytest.TempPathFactory, seed_store: Path) -> Path:
    if bundle.load(store.resolve_one(REFS[0], seed_store)).method != "mlir-ir-printer":
        pytest.skip("needs a DSL whose IR printer works, to have the real per-pass IR to compare with")
    root = tmp_path_factory.mktemp("replay-store")
    refs = [ref.split("@")[0] for ref in REFS]
    r = run_irscope(
        "--store", str(root), "capture", *refs, "--kernels", str(KERNELS), "--arch", "sm_90a", "--method", "replay"
    )
    assert r.returncode == 0, r.stderr
    return root


@pytest.mark.parametrize("ref", REFS)
def test_every_exact_replay_state_is_the_real_pipeline_state(seed_store, replay_store, ref):
    printed = bundle.load(store.resolve_one(ref, seed_store))
    replayed = bundle.load(store.resolve_one(ref, replay_store))
    assert replayed.method == "pass-replay"
    assert [p.key for p in replayed.passes] == [p.key for p in printed.passes]
    exact = [(a, b) for a, b in zip(printed.passes, replayed.passes, strict=True) if b.exact]
    assert len(exact) >= 10, "the replay must observe a real share of the pipeline exactly"
    for real, rep in exact:
        assert replayed.ir_after(rep) == printed.ir_after(real), f"{rep.key}: replayed IR called exact differs"
        if rep.observed == "single":
            assert rep.changed == real.changed, rep.key
    # No-op claims (a pass that cannot run alone, shown not to change the module) checked against
    # the printer: every claimed pass really left the IR unchanged, and on elementwise_add the
    # three of the first stretch are claimed (so the comparison above covers the states after
    # them); on the copy kernel arith-expand is refused, and the printer shows it did rewrite.
    noop = {rep.name for rep in replayed.passes if rep.label == "no-op on this module (evidence)"}
    for real, rep in zip(printed.passes, replayed.passes, strict=True):
        if rep.label == "no-op on this module (evidence)":
            assert real.changed is False, f"{rep.key} was claimed a no-op but changed the IR"
    if ref.startswith("elementwise_add"):
        assert {"convert-vector-to-scf", "arith-expand", "convert-math-to-funcs"} <= noop
    else:
        assert "arith-expand" not in noop and printed.find_pass("arith-expand").changed
    # The replay's final artifacts are the real compile's, as in any capture.
    assert replayed.ptx() == printed.ptx()
    assert replayed.artifact_path("cubin").read_bytes() == printed.artifact_path("cubin").read_bytes()


def test_a_replay_that_crashes_costs_only_the_step_it_crashed_in(tmp_path, seed_store):
    """A pass that aborts the replay process (injected here) is skipped on a second try: the
    capture stays ok, its artifacts stay the real ones, and the lost pass is said so."""
    r = run_irscope(
        "--store",
        str(tmp_path),
        "capture",
        "elementwise_add",
        "--arch",
        "sm_90a",
        "--method",
        "replay",
        env={"IRSCOPE_REPLAY_ABORT_AT": " cute-fold-static"},
    )
    assert r.returncode == 0, r.stderr
    b = bundle.load(store.resolve_one("elementwise_add:v1_f32@sm_90a", tmp_path))
    assert b.ok and b.method == "pass-replay"
    lost = b.find_pass("cute-fold-static")
    step = f"pass {lost.index} cute-fold-static"
    assert step in b.manifest.capture.replay["skipped"]
    assert f"{step}" in b.method_detail and "skipped after crashing the replay process" in b.method_detail
    assert lost.ir_member is None and lost.observed == "group"
    assert all(p.observed == "single" for p in b.passes[: lost.index - 1])
    plain = bundle.load(store.resolve_one("elementwise_add:v1_f32@sm_90a", seed_store))
    assert b.ptx() == plain.ptx()
