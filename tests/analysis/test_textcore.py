"""The compiled text core gives exactly what the pure-Python code gives, and irscope works without it.

irscope.analysis._textcore (built by `pip install -e .` where a C compiler is found) replaces
the hot loops of normalize, names, line_match and align; each module keeps its pure-Python code
as the reference and as the fallback (irscope/analysis/compiled.py). Here each use of the core is
run both ways, by setting the module's `core` to None, on random, mutated and real text; the
reference oracle (test_reference_oracle.py) then checks whichever path is installed against the
frozen engine. CI sets IRSCOPE_REQUIRE_COMPILED=1, so a core that failed to build fails there.
"""

from __future__ import annotations

import ast
import importlib
import importlib.machinery
import importlib.util
import inspect
import os
import random
import re
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import TypeVar

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from irscope.analysis import align, compiled, diff, line_match, names, normalize
from irscope.views.html import diffs, textpool
from irscope.views.html.textpool import TextPool
from tests.analysis.test_normalize_fuzz import (
    DATA,
    MLIR_SAMPLE,
    NOISY_TEXT,
    PTX_SAMPLE,
    SASS_SAMPLE,
    TOKEN_TEXT,
    mutated,
)
from tests.analysis.test_reference_oracle import ODD_BREAKS
from tests.helpers import REPO, clean_checkout

T = TypeVar("T")
CORE = compiled.core
needs_core = pytest.mark.skipif(
    CORE is None, reason="the compiled core is off: not built (no C compiler), or IRSCOPE_PURE_PYTHON"
)
ANY_TEXT = st.one_of(NOISY_TEXT, TOKEN_TEXT)
SAMPLES = {"mlir": MLIR_SAMPLE, "ptx": PTX_SAMPLE, "sass": SASS_SAMPLE}
#: Text the compiled scans read in other widths: Latin-1 (one byte a character), and beyond it.
WIDE = '%1 = \u00e9 %x\u00e9_2 ^bb\u0663 %arg\u0661 "\u2028%3" !t\u00e9_1 = a\n%\u4e00_7 = %r\u0663 .L_x_\u0663\n'
ODD = [ODD_BREAKS, WIDE, '%1 "open\n%2 = %1\nfunc.func @f() {\n%3 "x\n}\n#a = 1\n%4 = #a']


def both(fn: Callable[..., T], *args: object) -> tuple[T, T]:
    """fn(*args) with the core, then without it: every dispatch reads `compiled.core` at each
    call (a context, not monkeypatch: hypothesis runs many examples in one test call)."""
    with_core = fn(*args)
    compiled.core = None
    try:
        without = fn(*args)
    finally:
        compiled.core = CORE
    return with_core, without


def check_normalize(text: str) -> None:
    for collapse in (False, True):
        got, want = both(lambda c=collapse: normalize.normalize_mlir(text, collapse_names=c))
        assert got == want


def check_masks(text: str) -> None:
    lines = text.splitlines()
    for rules in names.RULES.values():
        got, want = both(rules.mask_lines, lines)
        assert (list(got[0]), list(got[1])) == (list(want[0]), list(want[1])), rules.lang


def check_alignment(left: str, right: str) -> None:
    a, b = left.splitlines(), right.splitlines()
    got, want = both(line_match.opcodes, a, b)
    assert got == want
    for rules in names.RULES.values():

        def aligned(rules: names.NameRules = rules) -> align.Alignment:
            align.clear_caches()  # the line analysis too, each way
            return align.align_texts(left, right, rules)

        got, want = both(aligned)
        assert got.blocks == want.blocks, rules.lang
        assert got._left_scope == want._left_scope, rules.lang
        assert got._scope_maps == want._scope_maps, rules.lang


def check_encoding(left: str, right: str) -> None:
    """The export's encoding of a diff (blocks, changed words), with every part compiled and
    with none (diff.changed_words within diffs.encode_rows too)."""
    for lang in (None, "mlir", "ptx", "sass"):
        rows = diff.split_rows(left, right, kind=lang)
        got, want = both(diffs.encode_rows, rows)
        assert got == want, lang


def check_words(left: str, right: str) -> None:
    for a, b in zip(left.splitlines() or [""], right.splitlines() or [""], strict=False):
        got, want = both(diff.changed_words, a, b)
        assert got == want, (a, b)


# ---- the core is there where it must be ---------------------------------------------------
def test_the_core_is_built_where_it_is_required() -> None:
    """CI (and anyone who sets IRSCOPE_REQUIRE_COMPILED=1) must have the compiled core, even
    where IRSCOPE_PURE_PYTHON turns it off."""
    if os.environ.get("IRSCOPE_REQUIRE_COMPILED", "") in ("", "0"):
        pytest.skip("IRSCOPE_REQUIRE_COMPILED is not set")
    try:
        built = importlib.import_module("irscope.analysis._textcore")
    except ImportError as exc:
        pytest.fail(f"IRSCOPE_REQUIRE_COMPILED is set but irscope.analysis._textcore did not build: {exc}")
    assert compiled.is_core(built), f"{built!r} is not a build of the current core"


def test_every_use_of_the_core_goes_through_one_dispatch() -> None:
    """No module but compiled.py reads `compiled.core`: each pure-Python reference is decorated
    with compiled.dispatch, whose compiled route names TextCore members only (the type checker
    checks each call against the Protocol; this checks the names)."""
    readers = sorted(
        str(path.relative_to(REPO))
        for path in (REPO / "irscope").rglob("*.py")
        if path.name != "compiled.py"
        and re.search(r"compiled import core\b|compiled\.core\b|\bcore is (not )?None", path.read_text())
    )
    assert readers == []
    routes = {
        name
        for path in (REPO / "irscope").rglob("*.py")
        if path.name != "compiled.py"
        for pair in re.findall(r"\bcore\.(\w+)\(|TextCore\.(\w+)\)", path.read_text())
        for name in pair
        if name
    }
    assert routes and routes <= compiled.MEMBERS, sorted(routes - compiled.MEMBERS)


def _parameters(fn: Callable[..., object]) -> list[str]:
    return [p.name for p in inspect.signature(fn).parameters.values() if p.name != "self"]


def _stub() -> dict[str, ast.stmt]:
    tree = ast.parse((REPO / "irscope" / "analysis" / "_textcore.pyi").read_text())
    found: dict[str, ast.stmt] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            found[node.name] = node
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            found[node.target.id] = node
    return found


def test_the_protocol_and_the_stub_give_the_same_signatures() -> None:
    """compiled.TextCore and _textcore.pyi (shipped beside the extension for type checkers) name
    the same members, each function with the same parameters and annotations."""
    protocol = ast.parse(inspect.getsource(compiled.TextCore)).body[0]
    assert isinstance(protocol, ast.ClassDef)
    declared: dict[str, object] = {}
    for node in protocol.body:
        if isinstance(node, ast.FunctionDef):
            node.args.posonlyargs = node.args.posonlyargs[1:]  # self
            declared[node.name] = (ast.unparse(node.args), ast.unparse(node.returns) if node.returns else None)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            declared[node.target.id] = ast.unparse(node.annotation)
    stub = _stub()
    assert set(stub) == set(declared) == compiled.MEMBERS
    for name, want in declared.items():
        node = stub[name]
        if isinstance(node, ast.FunctionDef):
            assert (ast.unparse(node.args), ast.unparse(node.returns) if node.returns else None) == want, name
        elif isinstance(node, ast.AnnAssign):
            assert ast.unparse(node.annotation) == want, name
        else:  # LinePool: the stub's class has the methods of the Protocol's LinePoolCore
            assert isinstance(node, ast.ClassDef)
            pool = ast.parse(inspect.getsource(compiled.LinePoolCore)).body[0]
            assert isinstance(pool, ast.ClassDef)
            assert _methods(node) == _methods(pool)


def _methods(cls: ast.ClassDef) -> set[str]:
    """Each method of a class but __init__ as its source, without its body."""
    return {ast.unparse(m).split(":\n")[0] for m in cls.body if isinstance(m, ast.FunctionDef) and m.name != "__init__"}


def _stub_parameters(node: ast.FunctionDef) -> list[tuple[str, inspect._ParameterKind]]:
    args = node.args
    kinds = [
        *((a, inspect.Parameter.POSITIONAL_ONLY) for a in args.posonlyargs),
        *((a, inspect.Parameter.POSITIONAL_OR_KEYWORD) for a in args.args),
        *((a, inspect.Parameter.VAR_POSITIONAL) for a in [args.vararg] if a),
        *((a, inspect.Parameter.KEYWORD_ONLY) for a in args.kwonlyargs),
        *((a, inspect.Parameter.VAR_KEYWORD) for a in [args.kwarg] if a),
    ]
    return [(a.arg, kind) for a, kind in kinds if a.arg != "self"]


def _built_parameters(fn: object) -> list[tuple[str, inspect._ParameterKind]]:
    return [(p.name, p.kind) for p in inspect.signature(fn).parameters.values() if p.name != "self"]  # type: ignore[arg-type]


@needs_core
def test_the_stub_is_the_built_module() -> None:
    """_textcore.pyi names exactly the built module's public members: each function with its
    parameters by name and kind (module.c's text signatures), LinePool's methods likewise, and
    each constant of the annotated type."""
    stub = _stub()
    assert set(stub) == {name for name in dir(CORE) if not name.startswith("_")}
    for name, node in stub.items():
        built = getattr(CORE, name)
        if isinstance(node, ast.FunctionDef):
            assert _stub_parameters(node) == _built_parameters(built), name
        elif isinstance(node, ast.ClassDef):
            assert isinstance(built, type), name
            for method in node.body:
                assert isinstance(method, ast.FunctionDef), name
                if method.name == "__init__":
                    assert _stub_parameters(method) == _built_parameters(built), name
                elif method.name != "__len__":  # a slot: no text signature
                    assert _stub_parameters(method) == _built_parameters(getattr(built, method.name)), method.name
            assert callable(getattr(built, "__len__", None))
        else:
            assert isinstance(node, ast.AnnAssign), name
            annotation = node.annotation
            outer = annotation.value if isinstance(annotation, ast.Subscript) else annotation
            assert isinstance(outer, ast.Name), name
            assert type(built).__name__ == outer.id, name


@needs_core
def test_the_built_core_takes_the_protocols_parameters() -> None:
    """Each compiled function's signature (its docstring's first line, module.c) has the
    Protocol's parameters, by name and number."""
    for name in sorted(compiled.MEMBERS):
        member = getattr(compiled.TextCore, name, None)
        if callable(member) and name != "LinePool":
            assert _parameters(getattr(CORE, name)) == _parameters(member), name


@needs_core
def test_the_cores_constants_are_the_python_rules() -> None:
    """What src/_textcore/constants.h names (the C scans' limits, character sets and names) is
    what the pure-Python reference holds or its regexes match, so neither can change alone."""
    assert CORE.WORD_MATCH_LIMIT == diff.WORD_MATCH_LIMIT
    assert CORE.WORD_SIGILS == diff.WORD_SIGILS
    assert CORE.PTX_REGISTERS == names.PTX_REGISTERS
    assert CORE.PTX_LABEL == names.PTX_LABEL
    assert CORE.SASS_LABELS == names.SASS_LABELS
    assert names.MLIR.scope_hints == (CORE.MLIR_SCOPE_HINT,)
    assert CORE.SLOT == textpool.SLOT and CORE.NUMBER_SLOT == textpool.NUMBER_SLOT
    assert CORE.NO_STRING_SLOTS == textpool._NO_STRING_SLOTS
    assert sys.maxunicode == CORE.MAX_LINE_ID
    ascii_chars = [chr(c) for c in range(128)]

    def matching(pattern: str, template: str = "{}") -> set[str]:
        return {c for c in ascii_chars if re.fullmatch(pattern, template.format(c))}

    assert set(CORE.ASCII_CLASSES["word"]) == matching(r"\w")
    assert set(CORE.ASCII_CLASSES["decimal"]) == matching(r"\d")
    assert set(CORE.ASCII_CLASSES["name"]) == matching(names.MLIR.token.pattern, "%a{}")
    assert set(CORE.ALIAS_SIGILS) == {c for c in ascii_chars if normalize._ALIAS_DEF.match(c + "a = i32")}
    # Digits are a number slot unless they follow a word character or one of NUMBER_NOT_AFTER.
    number = re.compile(r"(?s:.)(?:" + textpool._NUMBER + ")")
    after = {c for c in ascii_chars if c != "x" and not re.fullmatch(r"\w", c) and not number.fullmatch(c + "5")}
    assert set(CORE.NUMBER_NOT_AFTER) == after
    # A string's content is a slot unless it holds a quote, white space, a backslash or one of these.
    content = re.compile(textpool._MLIR_SLOTS.pattern.split("|")[0])
    excluded = {c for c in ascii_chars if not content.fullmatch(f'"{c}"')}
    assert set(CORE.SLOT_CONTENT_EXCLUDED) == excluded - {'"', "\\"} - matching(r"\s")


def test_a_stale_build_or_a_namespace_package_is_not_a_core() -> None:
    """What the import finds is checked (issue 38): the C sources' folder imported as a
    namespace package, a plain module, or an extension built before a function the analysis now
    calls is no core, and the pure-Python code runs. (Failed on main: no check at all, and the
    namespace package was taken for the core.)"""
    name = "irscope.analysis._textcore"
    namespace = importlib.util.module_from_spec(importlib.machinery.ModuleSpec(name, None, is_package=True))
    plain = ModuleType(name)
    stale = ModuleType(name)
    stale.__spec__ = importlib.machinery.ModuleSpec(name, importlib.machinery.ExtensionFileLoader(name, "/x.so"))
    for member in sorted(compiled.MEMBERS - {"str_tuple", "SLOT"}):
        setattr(stale, member, len)
    for module in (namespace, plain, stale):
        assert not compiled.is_core(module), module
    stale.str_tuple = tuple
    assert not compiled.is_core(stale)  # a build older than a constant the Protocol names
    stale.SLOT = "%_"
    assert compiled.is_core(stale)
    stale.str_tuple = "not callable"
    assert not compiled.is_core(stale)
    if CORE is not None:
        assert compiled.is_core(CORE)


def test_only_compiled_py_imports_the_core() -> None:
    """Every user of the core asks `compiled.core`, which is None where it was not built or is
    turned off (import-linter cannot see an extension module, so this reads the sources)."""
    importers = sorted(
        str(path.relative_to(REPO))
        for path in (REPO / "irscope").rglob("*.py")
        if re.search(r"^\s*(from|import)\s+\S*_textcore|import _textcore", path.read_text(), re.MULTILINE)
    )
    assert importers == ["irscope/analysis/compiled.py"]


def test_pure_python_runs_without_the_core() -> None:
    """IRSCOPE_PURE_PYTHON=1 turns the core off; the normalized text is the same."""
    text = (DATA / "elementwise_add_v1_sm_90a.convert-to-llvm.mlir").read_text()
    probe = (
        "import sys; from irscope.analysis import compiled, normalize;"
        "assert compiled.core is None, 'the core is still on';"
        "sys.stdout.write(normalize.normalize_mlir(sys.stdin.read()))"
    )
    env = dict(os.environ, IRSCOPE_PURE_PYTHON="1")
    out = subprocess.run([sys.executable, "-c", probe], input=text, capture_output=True, text=True, env=env, check=True)
    assert out.stdout == normalize.normalize_mlir(text)


# ---- the same results, both ways ----------------------------------------------------------
@needs_core
@pytest.mark.parametrize("name", sorted(p.name for p in DATA.iterdir() if p.suffix in (".mlir", ".ptx", ".sass")))
def test_committed_texts(name: str) -> None:
    text = (DATA / name).read_text()
    check_normalize(text)
    normalized = normalize.normalize_mlir(text)
    check_masks(normalized)
    check_alignment(normalized, normalize.normalize_mlir(text.replace("%1", "%9", 3)))
    check_encoding(normalized, normalize.normalize_mlir(text.replace("%1", "%9", 3)))


@needs_core
@settings(max_examples=300, deadline=None)
@given(ANY_TEXT)
@example(ODD[0])
@example(ODD[1])
@example(ODD[2])
def test_random_text(text: str) -> None:
    check_normalize(text)
    check_masks(text)


@needs_core
@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(SAMPLES)), st.data())
def test_mutated_real_text(kind: str, data: st.DataObject) -> None:
    left, right = data.draw(mutated(SAMPLES[kind])), data.draw(mutated(SAMPLES[kind]))
    check_normalize(left)
    check_masks(left)
    check_alignment(left, right)
    check_alignment(normalize.normalize_mlir(left), normalize.normalize_mlir(right))
    check_words(left, right)
    check_encoding(left, right)


@needs_core
@settings(max_examples=200, deadline=None)
@given(ANY_TEXT, ANY_TEXT)
@example(ODD[1], ODD[1].replace("%1", "%7"))
@example("a\nb\na\nb\n" * 5, "b\na\n" * 7)
# %1 is paired with %7 on a Latin-1 line, then met again as %1 on a line whose names are not
# Latin-1: the same name, whichever kind of str its line's names came in.
@example("%1 = f %b\n%c = g %1 %x\u4e00\n", "%7 = f %b\n%c = g %1 %x\u4e00\n%y\u4e00 = h %1\n")
def test_random_texts_align(left: str, right: str) -> None:
    check_alignment(left, right)
    check_words(left, right)
    check_encoding(left, right)


@needs_core
@settings(max_examples=200, deadline=None)
@given(st.data())
@example(None)
def test_changed_words_of_paired_lines(data: st.DataObject | None) -> None:
    """Lines as a diff pairs them: the same line edited, words added, dropped and renamed."""
    if data is None:  # lines that go past diff.WORD_MATCH_LIMIT words, and wide characters
        check_words(" ".join(f"w{i}" for i in range(500)), " ".join(f"w{i}" for i in range(1, 501)))
        check_words(WIDE, WIDE.replace("%1", "%\u00e91"))
        return
    line = data.draw(st.sampled_from(MLIR_SAMPLE + PTX_SAMPLE + SASS_SAMPLE))
    edited = data.draw(mutated([line]))
    check_words(line, edited)


@needs_core
@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 6), max_size=60), st.lists(st.integers(0, 6), max_size=60))
def test_difflib_blocks_of_repetitive_lines(a: list[int], b: list[int]) -> None:
    """Few distinct lines, many repeats: where difflib's search does the most work."""
    import difflib

    left, right = "".join(chr(65 + x) for x in a), "".join(chr(65 + x) for x in b)
    want = [tuple(m) for m in difflib.SequenceMatcher(None, left, right, autojunk=False).get_matching_blocks()]
    assert CORE.matching_blocks(left, right) == want


@needs_core
@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from(["ab", "\u6261", "a\x00b\x00", "\u0061\u0062", "", "\U0001f600", "b"]), max_size=40),
    st.lists(st.sampled_from(["ab", "\u6261", "a\x00b\x00", "\u0062\u0061", "", "\U0001f600", "a"]), max_size=40),
)
def test_lines_as_characters(a: list[str], b: list[str]) -> None:
    """line_match's lines as characters, numbered by their first index in a + b, both ways:
    "ab" (one byte a character) and "\u6261" (two) hold the same bytes, yet are different lines."""
    got, want = both(line_match._line_chars, a, b)
    assert got == want
    assert CORE.line_chars(tuple(a), iter(b)) == want


@needs_core
@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet="loc(#/ -I\u00e9\u4e00", max_size=40),
    st.lists(st.text(alphabet="loc(#\u00e9\u4e00", max_size=4), max_size=4),
)
@example("x #loc1 = loc(", ["loc(", "#loc", "// -----// IR Dump"])
@example("\u00e9loc", ["oc"])
def test_contains_any_is_any_in(text: str, needles: list[str]) -> None:
    """normalize's test for locations: one-byte texts are searched without the GIL."""
    assert CORE.contains_any(text, tuple(needles)) == any(n in text for n in needles)


@needs_core
def test_lines_past_the_last_character() -> None:
    """A line first seen at an index over 0x10FFFF has no character: both ways say so (opcodes
    then asks difflib), and a repeated line there is still numbered by its first index."""
    many = [str(k) for k in range(0x110000)]
    assert CORE.line_chars(many, ["0", "1114111"])[1] == "\x00\U0010ffff"
    assert both(line_match._line_chars, many, ["new"]) == (None, None)


@needs_core
@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(["a", "b", "c", "}", "\u00e9", "\u4e00", ""]), max_size=300),
    st.lists(st.sampled_from(["a", "b", "c", "}", "\u00e9", "\u4e00", ""]), max_size=300),
    st.integers(0, 60),
)
def test_lcs_is_rapidfuzz_s(left: list[str], right: list[str], shared: int) -> None:
    """The longest common subsequence above align.LCS_ABOVE: the one rapidfuzz's Indel.opcodes
    picks among several (rows of more than 64 lines and more than one checkpoint stretch)."""
    right = left[:shared] + right + left[len(left) - shared :]
    got, want = both(align.lcs_opcodes, left, right)
    assert got == want


@needs_core
@pytest.mark.parametrize("seed", range(40))
def test_lcs_of_long_edited_texts(seed: int) -> None:
    """Thousands of lines (rows of tens of words): runs of lines found nowhere else, lines that
    recur everywhere, blocks inserted, deleted and reversed; where the in-place rows skip words
    (all ones above every match so far, carries running through words without a match)."""
    rnd = random.Random(seed)
    n = rnd.randint(0, 3000)
    kind = seed % 3
    if kind == 0:
        left = [str(rnd.randint(0, 5)) for _ in range(n)]
    elif kind == 1:
        left = [f"u{rnd.randint(0, 10**6)}" if rnd.random() < 0.8 else "}" for _ in range(n)]
    else:
        left = [f"u{i}" for i in range(n)]
    right = list(left)
    for _ in range(rnd.randint(0, 20)):
        at, k, edit = rnd.randint(0, len(right)), rnd.randint(1, 400), rnd.random()
        if edit < 0.4:
            del right[at : at + k]
        elif edit < 0.8:
            right[at:at] = [f"n{rnd.randint(0, 10**6)}" if rnd.random() < 0.9 else "}" for _ in range(k)]
        else:
            right[at : at + k] = reversed(right[at : at + k])
    if seed % 2:
        left, right = right, left
    got, want = both(align.lcs_opcodes, left, right)
    assert got == want


@needs_core
@pytest.mark.parametrize("name", sorted(p.name for p in DATA.iterdir() if p.suffix in (".mlir", ".ptx", ".sass")))
def test_lcs_of_committed_texts(name: str) -> None:
    lines = normalize.normalize_mlir((DATA / name).read_text()).splitlines()
    edited = [line.replace("%1", "%9") if k % 7 == 0 else line for k, line in enumerate(lines) if k % 11]
    masked = [names.MLIR.mask_lines(x)[0] for x in (lines, edited)]
    got, want = both(align.lcs_opcodes, *masked)
    assert got == want


@needs_core
@settings(max_examples=100, deadline=None)
@given(st.lists(ANY_TEXT, min_size=1, max_size=4))
@example([ODD[0], ODD[1], "%a%b %c'#12 %d# %e'x\r\n\r\n"])
@example(['"a" "b c" "" "d&e" %1 "open\n\\"x" %2 "y"\n// "z" %3\n\'q" "r\' "s"\n"\u00e9" "\u4e00%x"'])
@example(
    ['%9 = arith.constant 128 : i32\n!m<128x64xf16> ?x12 4x?x8 f16x4 "a %_" 9081726354 -3 (4,8):(8,1)\n\u0663x12 7']
)
# Lines a wide text shares with narrower ones: "a" and "\u00e9" (1 byte a character) and "\u20ac"
# (2) inside texts that hold a 2- and a 4-byte character elsewhere, each met again in its own width.
@example(["a\n\u00e9\n\u20ac\r\nb\u4e00", "\U0001f600\na\n\u20ac\n\u00e9\n\n", "\u20ac\na\n\u00e9\n\U0001f600x"])
def test_the_export_pages_text_pool(texts: list[str]) -> None:
    """The page's pool numbers lines (TextPool.add) and cuts MLIR lines into templates
    (templated_lines) the same way both ways."""

    def pooled() -> tuple[object, ...]:
        pool = TextPool()
        ids = [pool.add("mlir", text) for text in texts]
        lines = pool.lines("mlir")
        return ids, pool._texts, lines, textpool.templated_lines("mlir", lines)

    got, want = both(pooled)
    assert got == want


# ---- bad input: an exception, never a crash ------------------------------------------------
@needs_core
def test_bad_arguments_raise() -> None:
    with pytest.raises(TypeError):
        CORE.mask_lines("mlir", ["ok", 3])
    with pytest.raises(ValueError, match="llvm"):
        CORE.mask_lines("llvm", ["x"])
    with pytest.raises(ValueError):
        CORE.rename_aliases("a\nb", [2, 1], {})
    with pytest.raises(TypeError):
        CORE.rename_aliases("#a", None, {"#a": 1})
    with pytest.raises(ValueError):
        CORE.pair_names(["a "], ["a "], [], [], [("equal", 0, 1, 0, 2)])
    with pytest.raises(ValueError):
        CORE.pair_names(["a "], ["a "], [], [], [])  # opcodes that do not cover the lines
    with pytest.raises(TypeError):
        CORE.lcs_runs(["a", None], ["a"])
    with pytest.raises(TypeError):
        CORE.line_chars(["a"], ["b", 3])
    with pytest.raises(TypeError):
        CORE.line_chars(["a"], None)
    with pytest.raises(TypeError):
        CORE.contains_any("a", ["a"])  # a tuple of needles
    with pytest.raises(TypeError):
        CORE.contains_any("a", ("a", 1))
    with pytest.raises(TypeError):
        CORE.LinePool().runs(["a\nb"])
    with pytest.raises(TypeError):
        CORE.LinePool(4096)
    with pytest.raises(TypeError):
        CORE.ssa_templates(["%1 = x", b"%2"], {}, [])
    with pytest.raises(TypeError):
        CORE.ssa_templates(["%1 = x"], {}, ())  # the slot counts go into a list
    with pytest.raises(ValueError):
        CORE.ssa_templates(["%1 = x"], {"%_ = x": 3}, [])  # a template without its count
    with pytest.raises(ValueError):
        CORE.encode_blocks([("replace", 0, 2, 0, 1)], ["a"], ["b"])  # a block past the lines
    with pytest.raises(TypeError):
        CORE.encode_blocks([("replace", 0, 1, 0, 1)], [None], ["b"])
    with pytest.raises(TypeError):
        CORE.encode_blocks([("equal", 0, 1)], ["a"], ["a"])
    with pytest.raises(TypeError):  # only a tuple of exact strs may go untracked
        CORE.str_tuple(["a", ("b",)])
    with pytest.raises(TypeError):
        CORE.str_tuple(["a", type("S", (str,), {})("b")])


@needs_core
def test_analyzed_lines_are_tuples_the_collector_skips() -> None:
    """align.analyze's lines, masks and names: the same tuples as tuple() makes, untracked by the
    garbage collector (a tuple of strs holds no cycle; tracked, each collection that met one
    visited every line)."""
    import gc

    text = "%1 = arith.addi %0, %0\n%2 = arith.muli %1, %1\n" * 50
    align.clear_caches()
    found = align.analyze(text, "mlir")
    assert found.lines == tuple(text.splitlines())
    for seq in (found.lines, found.masked, found.names):
        assert type(seq) is tuple and not gc.is_tracked(seq)
    assert CORE.str_tuple(["a", "\u4e00"]) == ("a", "\u4e00") and CORE.str_tuple([]) == ()
    assert found.masked == tuple(names.MLIR.mask_lines(found.lines)[0])


@needs_core
def test_a_failing_scope_test_propagates() -> None:
    def broken(line: str) -> bool:
        raise RuntimeError(f"cannot tell {line}")

    with pytest.raises(RuntimeError, match="cannot tell"):
        CORE.normalize_mlir("x\nfunc.func @f() {\n}", broken)


# ---- installing where no C compiler is found ------------------------------------------------
@pytest.mark.slow
def test_a_build_without_a_compiler_goes_on_without_the_core(tmp_path: Path) -> None:
    """The extension is optional: with no working C compiler the wheel still builds, pure Python.
    Built from a clean copy of the checkout, as a fresh clone is: setuptools takes a core an earlier
    build left in build/ as up to date and ships it without compiling (CI's earlier installs leave
    one)."""
    env = dict(os.environ, CC="false", LDSHARED="false")
    source = clean_checkout(tmp_path / "checkout")
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(source)]
    result = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
    assert result.returncode == 0, result.stderr[-2000:]
    (wheel,) = tmp_path.glob("irscope-*.whl")
    members = zipfile.ZipFile(wheel).namelist()
    assert "irscope/analysis/normalize.py" in members
    assert not [m for m in members if "_textcore" in m and m.endswith((".so", ".pyd"))]


@pytest.mark.slow
def test_the_sdist_ships_the_c_sources_and_builds_the_core(tmp_path: Path) -> None:
    """The C sources live outside the package (src/_textcore/); the sdist carries them, and a
    wheel built from the sdist alone holds the core and no C source inside the package."""
    sdist_dir, wheel_dir = tmp_path / "sdist", tmp_path / "wheel"
    build = "import sys; from setuptools import build_meta; build_meta.build_sdist(sys.argv[1])"
    subprocess.run(
        [sys.executable, "-c", build, str(sdist_dir)],
        cwd=clean_checkout(tmp_path / "checkout"),
        capture_output=True,
        check=True,
        timeout=600,
    )
    (sdist,) = sdist_dir.glob("irscope-*.tar.gz")
    with tarfile.open(sdist) as tar:
        names = {Path(*Path(n).parts[1:]).as_posix() for n in tar.getnames()}
    sources = {p.relative_to(REPO).as_posix() for p in (REPO / "src" / "_textcore").iterdir()}
    assert sources and sources <= names, sorted(sources - names)
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheel_dir), str(sdist)]
    result = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-2000:]
    (wheel,) = wheel_dir.glob("irscope-*.whl")
    members = zipfile.ZipFile(wheel).namelist()
    assert [m for m in members if m.startswith("irscope/analysis/_textcore.") and m.endswith(".so")]
    assert "irscope/analysis/_textcore.pyi" in members  # the core's signatures, for type checkers
    assert not [m for m in members if m.endswith((".c", ".h"))]
