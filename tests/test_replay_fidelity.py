"""Pass replay checked against the truth: where MLIR's IR printer works (the default pin), capture
the same kernels with --method replay and compare every IR the replay calls exact with the IR
the printer recorded after that pass of the real pipeline. This is what makes `exact: true` in
a 4.6+ bundle (where nothing else can check it) a measured claim rather than an assumption."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import KERNELS, run_irscope

from irscope import bundle, store

REFS = ("elementwise_add:v1_f32@sm_90a", "copy_inner_partition:bf16@sm_90a")


@pytest.fixture(scope="module")
def replay_store(tmp_path_factory: pytest.TempPathFactory, seed_store: Path) -> Path:
    if bundle.load(store.resolve_one(REFS[0], seed_store)).method != "mlir-ir-printer":
        pytest.skip("needs a DSL whose IR printer works, to have the real per-pass IR to compare with")
    root = tmp_path_factory.mktemp("replay-store")
    r = run_irscope("--store", str(root), "capture", "--kernels", str(KERNELS), "--arch", "sm_90a", "--method", "replay")
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
    # The replay's final artifacts are the real compile's, as in any capture.
    assert replayed.ptx() == printed.ptx()
    assert replayed.artifact_path("cubin").read_bytes() == printed.artifact_path("cubin").read_bytes()
