"""Issue 40, "names that say what a compile is": the compile-time values that set one traced
compile apart from another, read from trace.json (irscope/compile_values.py), and what first
made each compile, recorded at trace time (record.trigger). No DSL needed: specs are data."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

from irscope.bundle.trace_spec import FunctionRef, TraceSpec, from_json, upgrade
from irscope.compile_values import (
    MAX_SHOWN,
    CompileName,
    Value,
    Values,
    fit_words,
    matches,
    names,
    parse_where,
    recorded,
    trigger,
)


def scalar(value: Any, constexpr: bool = False) -> dict[str, Any]:
    return {"kind": "scalar", "type": type(value).__name__, "value": value, "constexpr": constexpr, "rebuild": True}


def obj(state: dict[str, Any], qualname: str = "Kernel") -> dict[str, Any]:
    ref = {"module": "prog", "qualname": qualname}
    state = dict(sorted(state.items()))  # as the recorder writes them
    return {"kind": "object", "class": ref, "state": state, "type": f"prog.{qualname}", "rebuild": True}


TENSOR = {
    "kind": "tensor",
    "dtype": "BFloat16",
    "shape": [128],
    "stride": [1],
    "dynamic_shape": [False],
    "dynamic_stride": [False],
    "assumed_align": 16,
    "memspace": "gmem",
    "mlir_type": '!cute.memref<bf16, gmem, align<16>, "(128):(1)">',
    "rebuild": True,
}


def spec(
    params: list[dict[str, Any]], *, compiled_with: Any = None, kwargs: Any = None, bound: bool = True
) -> TraceSpec:
    return TraceSpec(
        kernel="prog.Kernel",
        case="bf16_128-00000000",
        digest="0" * 64,
        arch="sm_90a",
        how="cute.compile",
        function=FunctionRef("prog", "Kernel.__call__" if bound else "kernel", "/p/prog.py", bound),
        call={"params": params, "kwargs": kwargs or {}},
        compiled_with=compiled_with,
    )


def test_values_of_self_constexpr_arguments_and_closures() -> None:
    softcap = {
        "kind": "function",
        "class": {"module": "prog", "qualname": "make_softcap.<locals>.score_mod"},
        "closure": {"softcap": scalar(2.5)},
        "rebuild": True,
    }
    layout = {"kind": "enum", "class": {"module": "prog", "qualname": "Layout"}, "member": "ROW_MAJOR", "rebuild": True}
    self_entry = obj(
        {
            "head_dim": scalar(128),
            "is_causal": scalar(True),
            "num_threads": scalar(384),
            "_cache": scalar(1),  # private: the class's bookkeeping
            "name": scalar("has a space"),
            "long": scalar("x" * 40),  # longer than MAX_TEXT: left out, never cut
            "tile": obj({"cols": scalar(8), "threads": scalar(128)}, "Tile"),
            "tiler": {"kind": "tuple", "type": "tuple", "items": [scalar(128), scalar(64)], "rebuild": True},
            "acc": {"kind": "dtype", "name": "Float32", "class": {"module": "cutlass", "qualname": "Float32"}},
        }
    )
    params = [
        {"name": "self", **self_entry},
        {"name": "q", **TENSOR},
        {"name": "stages", **scalar(2, constexpr=True)},
        {"name": "runtime_n", **scalar(7)},  # not Constexpr: a run-time argument
        {"name": "score_mod", **softcap},
        {"name": "layout", **layout},
    ]
    # FlashAttention-4's __call__ sets num_threads 512 where __init__ left 384: the name says 512
    used = {"self": {"num_threads": scalar(512)}}
    values = recorded(spec(params, compiled_with=used))
    assert [str(v) for v in values] == [
        "acc=Float32",
        "head_dim=128",
        "is_causal=True",
        "name='has a space'",
        "num_threads=512",
        "tile.cols=8",
        "tile.threads=128",
        "tiler=(128,64)",
        "stages=2",
        "score_mod=score_mod",
        "softcap=2.5",
        "layout=ROW_MAJOR",
    ]
    always = {v.name for v in values if v.always}
    assert always == {"stages", "softcap"}  # what the program passed as compile-time values


def test_an_object_argument_that_is_not_self_is_named_by_its_argument() -> None:
    values = recorded(spec([{"name": "config", **obj({"tile_n": scalar(64)})}], bound=False))
    assert [str(v) for v in values] == ["config.tile_n=64"]


def test_a_name_shows_what_differs_among_a_kernels_compiles_and_the_constexpr_arguments() -> None:
    def vals(tile_n: int, negate: bool, threads: int = 64) -> Values:
        return Values.of(
            [Value("threads", str(threads)), Value("tile_n", str(tile_n)), Value("negate", str(negate), True)]
        )

    compiles = [
        ("k.TiledScale", vals(64, False), "prog.py:44"),
        ("k.TiledScale", vals(128, False), "prog.py:44"),
        ("k.TiledScale", vals(128, True), "prog.py:44"),
        ("k.Other", Values.of([Value("tile_n", "64")]), ""),  # alone of its kernel: nothing differs
    ]
    shown = names(compiles)
    assert [n.values_text() for n in shown] == [
        "tile_n=64 negate=False",
        "tile_n=128 negate=False",
        "tile_n=128 negate=True",
        "",
    ]
    assert shown[0].text() == "tile_n=64 negate=False  (prog.py:44)"
    # what differs first, then the Constexpr arguments every compile has alike
    alike = names([("k", Values.of([Value("stages", "2", True), Value("tile_n", n)]), "") for n in ("64", "128")])
    assert [n.values_text() for n in alike] == ["tile_n=64 stages=2", "tile_n=128 stages=2"]
    # a value some compiles lack differs too
    lacking = names([("k", Values(("a=1", "b=2")), ""), ("k", Values(("a=1",)), "")])
    assert [n.values_text() for n in lacking] == ["b=2", ""]


def test_names_are_bounded_and_never_cut_a_word() -> None:
    words = [f"attribute_{i}={i * 1000}" for i in range(12)]
    text = fit_words(words, MAX_SHOWN)
    assert len(text) <= MAX_SHOWN and text.endswith(f"+{12 - len(text.split()) + 1}")
    assert all(word in words for word in text.split()[:-1])
    assert fit_words(["a_very_long_name=1"], 5) == "+1"
    assert fit_words(["a=1", "b=2"], 7) == "a=1 b=2"
    name = CompileName(tuple(f"v{i}={i}" for i in range(40)), "t.py::test[1]")
    assert len(name.values_text()) <= MAX_SHOWN and name.text().endswith("(t.py::test[1])")


def test_where_matches_a_values_name_or_its_last_part() -> None:
    values = ("head_dim=128", "tile.cols=8", "name='a b'", "causal=True")
    assert matches(values, [parse_where("head_dim=128")])
    assert matches(values, [parse_where("cols=8"), parse_where("causal=True")])
    assert matches(values, [parse_where("name=a b")])  # a quoted string's text
    assert not matches(values, [parse_where("head_dim=64")])
    assert not matches(values, [parse_where("head_dim=128"), parse_where("causal=False")])
    for bad in ("head_dim", "=128", "head dim=1", "x="):
        with pytest.raises(ValueError, match="NAME=VALUE"):
            parse_where(bad)


def test_the_trigger_is_recorded_and_an_older_trace_without_one_still_reads() -> None:
    data = spec([{"name": "self", **obj({"tile_n": scalar(64)})}]).to_json()
    assert "trigger" not in data  # as every trace written before triggers were recorded
    assert trigger(from_json(upgrade(data), "old")) == ""
    data["trigger"] = {"test": "tests/test_fa.py::test_fwd[128-True]"}
    assert trigger(from_json(data, "new")) == "tests/test_fa.py::test_fwd[128-True]"
    data["trigger"] = {"line": "prog.py:44"}
    assert trigger(from_json(data, "new")) == "prog.py:44"
    from irscope.errors import BundleError

    data["trigger"] = {"line": "prog.py"}  # no line number: not what the schema holds
    with pytest.raises(BundleError, match="trigger"):
        from_json(data, "bad")


def test_a_trigger_the_schema_refuses_is_left_out_and_the_spec_kept() -> None:
    from dataclasses import replace

    from irscope.bundle.trace_spec import with_valid_call

    bad = replace(spec([{"name": "self", **obj({"tile_n": scalar(64)})}]), trigger={"test": "x" * 5000})
    kept = with_valid_call(bad)
    assert kept.trigger is None and kept.call == bad.call


# ---- recorded at trace time (the traced program's side) ----------------------------------------
def test_the_trigger_is_the_running_pytest_test_without_its_phase(monkeypatch: pytest.MonkeyPatch) -> None:
    from irscope.capture.trace.record import trigger as record_trigger

    monkeypatch.setenv("PYTEST_CURRENT_TEST", "tests/cute/test_flash_attn.py::test_fwd[128-True] (call)")
    assert record_trigger() == {"test": "tests/cute/test_flash_attn.py::test_fwd[128-True]"}
    monkeypatch.setenv("PYTEST_CURRENT_TEST", "t.py::test_p[a (b)] (setup)")
    assert record_trigger() == {"test": "t.py::test_p[a (b)]"}


def test_the_trigger_is_the_programs_innermost_line_outside_installed_code(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Without a test, the line of the program that led to the compile: here, a function of a
    file under the program's directory calls `trigger` (as the DSL's compile would)."""
    from irscope.capture.trace import record

    monkeypatch.delenv("PYTEST_CURRENT_TEST", raising=False)
    program = tmp_path / "prog.py"
    program.write_text("def compile_it(trigger):\n    return trigger()\n")
    namespace: dict[str, Any] = {}
    exec(compile(program.read_text(), str(program), "exec"), namespace)  # noqa: S102 - the test's own program
    monkeypatch.chdir(tmp_path)
    assert namespace["compile_it"](record.trigger) == {"line": "prog.py:2"}
    # the script that was run wins over other files of the project, wherever it lies
    main = sys.modules["__main__"]
    monkeypatch.setattr(main, "__file__", str(program), raising=False)
    other = tmp_path / "helper.py"
    other.write_text("def helper(trigger):\n    return trigger()\n")
    exec(compile(other.read_text(), str(other), "exec"), namespace)  # noqa: S102
    program_calls = "def run(helper, trigger):\n\n    return helper(trigger)\n"
    program.write_text(program_calls)
    exec(compile(program_calls, str(program), "exec"), namespace)  # noqa: S102
    assert namespace["run"](namespace["helper"], record.trigger) == {"line": "prog.py:3"}
    monkeypatch.chdir(os.sep)  # nothing of the program under its directory, no script: none
    monkeypatch.setattr(main, "__file__", "<none>", raising=False)
    assert namespace["compile_it"](record.trigger) is None


def test_values_pack_into_two_strings_and_back() -> None:
    values = Values.of([Value("tile_n", "64"), Value("negate", "True", True), Value("name", "'a=b c'")])
    assert values.words == ("tile_n=64", "negate=True", "name='a=b c'") and values.always == ("negate=True",)
    assert Values.unpacked(*values.packed()) == values
    assert Values.unpacked("", "") == Values() and not Values()


def test_a_value_or_trigger_with_line_breaks_forges_no_line() -> None:
    """A string attribute or a test id read from someone's trace is shown on one line: a value
    that is no plain word is written quoted, escapes and all; a trigger's breaks are escaped."""
    forged, long = "x\n  n=1 (f.py:1)", "x\n  tile_n=64 negate=False  (forged.py:1)"
    values = recorded(spec([{"name": "self", **obj({"label": scalar(forged), "other": scalar(long)})}]))
    assert [v.text for v in values] == [repr(forged)] and all(str(v).isprintable() for v in values)
    data = spec([{"name": "self", **obj({"tile_n": scalar(64)})}]).to_json()
    data["trigger"] = {"test": "t.py::test_a\n  forged line"}
    assert trigger(from_json(data, "t")) == "t.py::test_a\\n  forged line"
