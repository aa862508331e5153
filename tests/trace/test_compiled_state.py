"""What is recorded of `self` agrees with what was compiled (tests/trace_programs/mutating_self.py):
a kernel class whose jitted `__call__` changes its own configuration (`num_threads` 384 at entry,
512 compiled, as FlashAttention-4's forward kernels do). The spec keeps the entry state, which
the rebuild starts from (and rebuilds to identical code), and beside it what the compile used
(`compiled_with`), which a name shows. The trace used to record only the entry state: 384 while
the cubin said 512."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers import REPO
from tests.trace_support import bundles, code_digests, irscope, trace_program

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def traced(tmp_path_factory: pytest.TempPathFactory):  # -> tests.trace_support.Traced
    return trace_program(tmp_path_factory.mktemp("mutating_self"), "mutating_self.py", "--specs")


def test_the_entry_state_and_what_the_compile_used_are_both_recorded(traced) -> None:  # noqa: ANN001
    from irscope import bundle

    assert traced.proc.returncode == 0, traced.proc.stderr
    ((label, path),) = bundles(traced.store).items()
    b = bundle.load(path)
    spec = b.trace()
    state = spec.call["params"][0]["state"]
    assert {k: v["value"] for k, v in state.items()} == {"head_dim": 64, "num_threads": 384, "use_wide_tiles": False}
    used = spec.compiled_with["self"]
    assert used["num_threads"]["value"] == 512 and used["use_wide_tiles"]["value"] is True
    assert [i["value"] for i in used["tile_shape"]["items"]] == [512, 64]  # set by the body, plain data
    assert set(used) == {"num_threads", "use_wide_tiles", "tile_shape"}  # head_dim unchanged: not repeated
    assert spec.compiled_attributes("self")["num_threads"]["value"] == 512
    assert ".reqntid 512, 1, 1" in b.ptx()  # what the compile used
    (spec_file,) = traced.specs.glob("*/*.json")
    assert json.loads(spec_file.read_text())["compiled_with"] == spec.compiled_with  # the portable spec too


def test_the_rebuild_starts_from_the_entry_state_to_identical_code(traced, tmp_path: Path) -> None:  # noqa: ANN001
    from irscope import bundle

    proc = irscope("--store", str(tmp_path / "again"), "capture", "--from-trace", str(traced.specs))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    ((label, path),) = bundles(tmp_path / "again").items()
    a, b = bundle.load(bundles(traced.store)[label]), bundle.load(path)
    assert code_digests(a, REPO) == code_digests(b, REPO)
    assert b.trace().compiled_with == a.trace().compiled_with  # kept with the spec it was rebuilt from
