"""FlashAttention-4's score_mod / mask_mod patterns (tests/trace_programs/score_mods.py): `@cute.jit`
closures made by factories (the softcap of `create_softcap_scoremod`), decorated by the DSL and
by the program, capturing numbers, another closure or a DSL number, and module-level ones, each
kept on a kernel object. Every compile is recorded by its source and its closure's values and
rebuilt to identical code; two compiles that differ only in a captured value are two bundles.
Such closures used to be refused ("a function defined inside a function with decorators cannot
be rebuilt from its source") and the softcap pair taken for one compile."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers import REPO
from tests.trace_support import bundles, code_digests, irscope, trace_program

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def traced(tmp_path_factory: pytest.TempPathFactory):  # -> tests.trace_support.Traced
    return trace_program(tmp_path_factory.mktemp("score_mods"), "score_mods.py", "--specs")


def _score_mods(traced) -> list[tuple[str, dict]]:  # noqa: ANN001
    """(the score_mod's qualified name and captured values, the kernel object's state) per spec."""
    found = []
    for path in traced.specs.glob("*/*.json"):
        state = json.loads(path.read_text())["call"]["params"][0]["state"]
        mod = state["score_mod"]
        values = {k: v.get("value") for k, v in mod.get("closure", {}).items() if "value" in v}
        found.append((f"{mod['class']['qualname']}{values}", state))
    return found


def test_every_compile_is_recorded_as_rebuildable_with_its_closure(traced) -> None:  # noqa: ANN001
    assert traced.proc.returncode == 0, traced.proc.stderr
    summary = traced.proc.stderr.splitlines()[-1]
    assert summary.startswith("irscope trace: 6 bundles") and "not rebuildable" not in summary, summary
    assert "repeated compile" not in summary
    found = _score_mods(traced)
    softcap = "create_softcap_scoremod.<locals>.scoremod_premask_fn"
    assert sorted(name for name, _ in found) == sorted(
        [
            f"{softcap}{{'softcap_val': 2.5}}",
            f"{softcap}{{'softcap_val': 0.5}}",
            "score_mod_times_two{}",
            "score_mod_times_two{}",
            "biased_softcap.<locals>.biased{'bias': 0.25}",
            "scaled_by.<locals>.scaled{'factor': 0.5}",
        ]
    )
    mods = dict(found)
    entry = mods[f"{softcap}{{'softcap_val': 2.5}}"]["score_mod"]
    assert entry["rebuild"] and entry["lambda"]["decorators"] == ["cute.jit"]
    assert entry["lambda"]["source"].startswith("def scoremod_premask_fn(acc, idx):")
    assert entry["closure"]["softcap_val"] == {
        "kind": "scalar",
        "type": "float",
        "value": 2.5,
        "constexpr": False,
        "rebuild": True,
    }
    inner = mods["biased_softcap.<locals>.biased{'bias': 0.25}"]["score_mod"]["closure"]["inner"]
    assert inner["class"]["qualname"] == softcap and inner["closure"]["softcap_val"]["value"] == 2.5
    factor = mods["scaled_by.<locals>.scaled{'factor': 0.5}"]["score_mod"]["closure"]["factor"]
    assert (factor["kind"], factor["type"], factor["value"]) == ("numeric", "Float32", 0.5)
    masks = sorted(
        (s["mask_mod"] for _, s in found if s["mask_mod"]["kind"] == "function"), key=lambda m: "lambda" in m
    )
    (module_level, window) = masks
    assert module_level["class"]["qualname"] == "mask_mod_even" and "lambda" not in module_level
    assert window["lambda"]["decorators"] == ["marked", "cute.jit"]
    assert {k: v["value"] for k, v in window["closure"].items()} == {"window_left": 4, "window_right": 8}


def test_two_compiles_that_differ_only_in_a_captured_value_are_two_bundles(traced) -> None:  # noqa: ANN001
    from irscope import bundle

    softcaps = {}
    for path in bundles(traced.store).values():
        spec = bundle.load(path).trace()
        mod = spec.call["params"][0]["state"]["score_mod"]
        if mod["class"]["qualname"].startswith("create_softcap_scoremod."):
            softcaps[mod["closure"]["softcap_val"]["value"]] = bundle.load(path).ptx()
    assert sorted(softcaps) == [0.5, 2.5]
    assert softcaps[0.5] != softcaps[2.5]


def test_every_closure_is_rebuilt_to_identical_code(traced, tmp_path: Path) -> None:  # noqa: ANN001
    from irscope import bundle

    proc = irscope("--store", str(tmp_path / "again"), "capture", "--from-trace", str(traced.specs))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    before, after = bundles(traced.store), bundles(tmp_path / "again")
    assert sorted(before) == sorted(after)
    for label, path in after.items():
        a, b = bundle.load(before[label]), bundle.load(path)
        assert b.ok, (label, b.error)
        assert code_digests(a, REPO) == code_digests(b, REPO), label


def test_a_decorator_using_a_variable_of_its_factory_is_refused_naming_it() -> None:
    """The decorators are applied again where they stand; one that uses a variable of the function
    around it (not among the closure's values) cannot be: refused, naming the variable."""
    from irscope.capture.trace import signature

    entry = signature.describe(_configured(3))
    assert not entry["rebuild"]
    assert entry["why"] == "its decorators use variable(s) of the function around it that are not recorded: tag"
    assert entry["closure"]["scale"]["value"] == 3  # recorded all the same: the values decide the code


def _tagged(tag: str):  # noqa: ANN202 - a decorator factory of this file's own
    def decorate(func):  # noqa: ANN001, ANN202
        func.tag = tag
        return func

    return decorate


def _configured(scale: int):  # noqa: ANN202
    tag = f"x{scale}"

    @_tagged(tag)
    def scaled(x):  # noqa: ANN001, ANN202
        return x * scale

    return scaled


def test_a_function_made_by_calling_a_decorator_is_refused() -> None:
    """`cute.jit`-like wrapping done by a call (no decorator in the source) cannot be applied again
    from the source: refused as such, not rebuilt undecorated."""
    import functools

    from irscope.capture.trace import signature

    def inner(x):  # noqa: ANN001, ANN202
        return x

    @functools.wraps(inner)
    def wrapper(x):  # noqa: ANN001, ANN202
        return inner(x)

    entry = signature.describe(wrapper)
    assert not entry["rebuild"] and entry["why"].startswith("made by calling a decorator on it")


def test_compiles_whose_specs_read_alike_are_kept_apart_by_their_module(tmp_path: Path) -> None:
    """Closures that differ only in a value no spec records (tests/trace_programs/unrecorded_values.py:
    a `bytes` table) make argument specs that read alike; their modules differ, and so do their
    bundles: the second's case is named apart by its module's digest, never hidden under the
    first's name as a newer capture of it."""
    from irscope import bundle

    traced = trace_program(tmp_path, "unrecorded_values.py")
    assert traced.proc.returncode == 0, traced.proc.stderr
    assert "repeated compile" not in traced.proc.stderr
    found = bundles(traced.store)
    assert len(found) == 2, sorted(found)
    first, second = sorted(found, key=len)
    assert second.startswith(first.split("@")[0] + "-")  # the case, and the witness's first digits
    ptx = {bundle.load(p).ptx() for p in found.values()}
    assert len(ptx) == 2
