"""A lambda given to a compile (CUTLASS's GEMM examples pass `epilogue_op=lambda x: x`): recorded
by its source and rebuilt to identical code, line info included; one with a closure, with the
value of the variable it uses (H100 traces of dense_gemm_persistent were refused 'nothing to
capture'). tests/trace/test_closures.py has functions defined inside functions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.trace_support import bundles, irscope, trace_program

pytestmark = pytest.mark.slow


def test_a_lambda_is_rebuilt_from_its_source_to_identical_code(tmp_path: Path) -> None:
    from irscope import bundle

    traced = trace_program(tmp_path, "epilogue_lambda.py", "--no-sass", "--specs")
    assert traced.proc.returncode == 0, traced.proc.stderr
    ops = [json.loads(f.read_text())["call"]["params"][1] for f in sorted(traced.specs.glob("*/*.json"))]
    plain, closure = sorted(ops, key=lambda op: "closure" in op)
    # the second of two lambdas on one line, found by its code
    assert plain["lambda"] == {"source": "lambda x: x + x * x", "line": 25, "col": 30}
    assert closure["rebuild"] and closure["lambda"] == {"source": "lambda x: x * scale", "line": 29, "col": 32}
    assert closure["closure"]["scale"]["value"] == 3.0
    proc = irscope("--store", str(tmp_path / "again"), "capture", "--from-trace", str(traced.specs))
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert proc.stdout.splitlines()[-1].startswith("2 captured ->"), proc.stdout
    before, after = bundles(traced.store), bundles(tmp_path / "again")
    assert sorted(after) == sorted(before)
    for label, path in after.items():
        a, b = bundle.load(before[label]), bundle.load(path)
        assert b.ok, b.error
        assert a.ptx() == b.ptx(), label
    lineinfo = [bundle.load(p).ptx() for p in before.values() if "\t.loc\t1 25 40" in bundle.load(p).ptx()]
    assert len(lineinfo) == 1  # the lambda's body, at its place in the program


@pytest.mark.parametrize(
    ("field", "value", "said"),
    [
        (
            "source",
            "lambda x: __import__('os').getpid()",
            "has no \"lambda x: __import__('os').getpid()\" at column 30",
        ),
        ("col", 31, "has no 'lambda x: x + x * x' at column 31"),
        (
            "line",
            "25",
            "invalid trace spec at call/params/1 (argument 'op')/lambda/line: '25' is not of type 'integer'",
        ),
    ],
    ids=["text-not-in-the-file", "moved", "malformed"],
)
def test_a_lambda_not_in_the_program_as_recorded_is_refused(tmp_path: Path, field: str, value, said: str) -> None:  # noqa: ANN001
    """A spec is data, often someone else's: the lambda is compiled from the program's file, never
    from the text the spec holds, and one that is not there is refused in one line (a failed
    capture saying why); one the schema refuses is refused before any compile."""
    traced = trace_program(tmp_path, "epilogue_lambda.py", "--no-sass", "--specs")
    for spec in traced.specs.glob("*/*.json"):
        data = json.loads(spec.read_text())
        op = data["call"]["params"][1]
        if "closure" in op:  # the plain lambda's spec alone
            spec.unlink()
            continue
        op["lambda"][field] = value
        spec.write_text(json.dumps(data))
    proc = irscope("--store", str(tmp_path / "again"), "capture", "--from-trace", str(traced.specs))
    assert proc.returncode != 0 and "Traceback" not in proc.stderr, proc.stderr
    assert said in proc.stdout + proc.stderr
    from irscope import bundle

    if field == "line":
        assert bundles(tmp_path / "again") == {}
        return
    (again,) = bundles(tmp_path / "again").values()  # a failed capture, saying why
    assert not bundle.load(again).ok and said in bundle.load(again).error["message"]
