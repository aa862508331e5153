"""What sets one compile of a function apart from another, in words: the compile-time values a
traced compile used (`head_dim=128 is_causal=True`, `softcap=2.5`), read from its trace.json,
and what first made it (a pytest node id, or a line of the program).

Pure functions of the spec (bundle.trace_spec.TraceSpec); nothing is imported or run. The values are

- the attributes of the instance a method or `__call__` is bound to (a kernel class's
  configuration), as the compile used them (`TraceSpec.compiled_attributes`: FlashAttention-4's
  `__call__` sets `num_threads` 512 where `__init__` left 384, and 512 is shown), by name; those
  of another object argument, and of an object one level inside either, as `arg.attr`;
- `Constexpr` arguments, and the values a closure passed as an argument uses (a score_mod made
  by a factory: `softcap=2.5`), or the traced function itself where a factory made it;
- enum, class and function arguments;
- the compile options that decide the code (`opt_level=1`, `generate_line_info=True`).

A value is plain data written whole: a number, a flag, a name, an enum member, a DSL type, a
tuple of those (`(128,64)`); one whose text is longer than MAX_TEXT, and what cannot be written
as data (tensors, pointers, streams: the case name says their types and shapes), is left out.

`names` decides what a name shows, for all the compiles of a store at once: first the values
that differ among the compiles of that kernel (a value some compiles lack differs too), then its
`Constexpr` arguments and closure values, which a name always shows; each group in the order
recorded (attributes by name), as whole `name=value` words (`Values`), at most MAX_SHOWN
characters (`+N` counts the rest).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from irscope.bundle.trace_spec import TraceSpec

#: The longest value text kept (longer ones are left out, never cut).
MAX_TEXT = 32
#: The most values kept of one compile (a kernel class of many attributes).
MAX_VALUES = 64
#: The longest values text a name shows (whole words; `+N` for the rest).
MAX_SHOWN = 64
_WORD = re.compile(r"[\w.+\-/:]+")
_NAME = re.compile(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*")


@dataclass(frozen=True)
class Value:
    name: str  # head_dim, tile.cols, softcap
    text: str  # 128, True, (128,64), Float32, ROW_MAJOR
    always: bool = False  # shown even where every compile of the kernel has it alike

    def __str__(self) -> str:
        return f"{self.name}={self.text}"


@dataclass(frozen=True)
class Values:
    """A compile's values as words, `name=value` (what a listing keeps and a name shows, compared
    as strings: a store of 1,000 compiles of 45 values each is named in a few milliseconds)."""

    words: tuple[str, ...] = ()  # in recorded order
    always: tuple[str, ...] = ()  # those shown even where every compile of the kernel has them

    @classmethod
    def of(cls, values: Sequence[Value]) -> Values:
        return cls(tuple(map(str, values)), tuple(str(v) for v in values if v.always))

    def packed(self) -> tuple[str, str]:
        """Two strings (a listing cache row's): the words, and those shown always."""
        return SEPARATOR.join(self.words), SEPARATOR.join(self.always)

    @classmethod
    def unpacked(cls, words: str, always: str) -> Values:
        return cls(tuple(words.split(SEPARATOR)) if words else (), tuple(always.split(SEPARATOR)) if always else ())

    def __bool__(self) -> bool:
        return bool(self.words)


#: Between the words of a packed Values: no value's text holds it (texts are printable).
SEPARATOR = "\x1f"


def split_word(word: str) -> tuple[str, str]:
    name, _, text = word.partition("=")
    return name, text


@dataclass(frozen=True)
class CompileName:
    """What a name says of one compile beside its label."""

    values: tuple[str, ...] = ()  # the `name=value` words shown, in order
    trigger: str = ""  # the pytest node id or program line that first compiled it

    def values_text(self, width: int = MAX_SHOWN) -> str:
        return fit_words(self.values, width)

    def text(self, width: int = MAX_SHOWN) -> str:
        """`head_dim=128 is_causal=True  (tests/test_fa.py::test_fwd[128-True])`."""
        values = self.values_text(width)
        trigger = f"({self.trigger})" if self.trigger else ""
        return "  ".join(t for t in (values, trigger) if t)

    def __bool__(self) -> bool:
        return bool(self.values or self.trigger)


def recorded(spec: TraceSpec) -> tuple[Value, ...]:
    """Every compile-time value of one traced compile, in recorded order (see the module's doc)."""
    found: list[Value] = []
    params = spec.call.get("params", [])
    arguments = [(str(e.get("name", f"arg{i}")), e) for i, e in enumerate(params) if isinstance(e, dict)]
    arguments += [(str(k), e) for k, e in spec.call.get("kwargs", {}).items() if isinstance(e, dict)]
    for i, (name, entry) in enumerate(arguments):
        if entry.get("kind") == "object":
            state = {**entry.get("state", {}), **(spec.compiled_with or {}).get(name, {})}
            found += _attributes(state, "" if i == 0 and spec.function.bound else f"{name}.", 0)
        else:
            found += _argument(name, entry)
    if spec.function.source:
        found += _closure(spec.function.source.get("closure") or {}, 0)
    found += _options(spec.options)
    unique: dict[str, Value] = {}
    for v in found:
        if _NAME.fullmatch(v.name):
            unique.setdefault(v.name, v)  # the first of a name wins
    return tuple(list(unique.values())[:MAX_VALUES])


def trigger(spec: TraceSpec) -> str:
    """The pytest node id or the program's `file:line` that first made the compile, or ""."""
    said = spec.trigger or {}
    text = str(said.get("test") or said.get("line") or "")
    return text if text.isprintable() else text.encode("unicode_escape").decode()


def _argument(name: str, entry: dict[str, Any]) -> list[Value]:
    kind = entry.get("kind")
    if kind == "scalar":
        text = _text(entry)
        return [Value(name, text, always=True)] if entry.get("constexpr") and text else []
    if kind == "function":
        return _function(name, entry)
    if kind in ("enum", "class"):
        text = _text(entry)
        return [Value(name, text)] if text else []
    return []  # tensors, pointers, streams (the case says them), run-time numbers, dtypes (in the case)


def _closure(closure: dict[str, Any], depth: int) -> list[Value]:
    """The values a function defined inside a function (a factory's) uses from around it, and
    those of the functions it uses in turn (the `@cute.kernel` defined beside it), an object's by
    attribute (`tile.threads=32`): each shown always, as they decide the code."""
    found: list[Value] = []
    for variable, entry in closure.items():
        if not isinstance(entry, dict):
            continue
        if entry.get("kind") == "function" and entry.get("closure"):
            found += _closure(entry["closure"], depth + 1) if depth < 2 else []
        elif entry.get("kind") == "object":
            found += [
                Value(v.name, v.text, always=True) for v in _attributes(entry.get("state", {}), f"{variable}.", 1)
            ]
        elif _text(entry):
            found.append(Value(str(variable), _text(entry), always=True))
    return found


def _options(options: str) -> list[Value]:
    """The compile options that decide the code, as the trace records them (`--opt-level 1
    --generate-line-info --ptxas-options '-v'`), as values named with `_` for `-` (`opt_level=1
    generate_line_info=True ptxas_options=-v`): compiles of one function that differ only in
    them are told apart by them."""
    import shlex

    try:
        words = iter(shlex.split(options))
    except ValueError:
        return []
    found: list[Value] = []
    for word in words:
        if not word.startswith("--"):
            continue
        name = word[2:]
        text = _scalar(next(words, "")) if name in _VALUED_OPTIONS else "True"
        if text and len(text) <= MAX_TEXT:
            found.append(Value(name.replace("-", "_"), text))
    return found


#: The recorded compile options that take a value (trace.record.code_options writes them).
_VALUED_OPTIONS = frozenset({"opt-level", "ptxas-options", "link-libraries"})


def _attributes(state: dict[str, Any], prefix: str, depth: int) -> list[Value]:
    found: list[Value] = []
    for key, entry in state.items():
        if key.startswith("_") or not isinstance(entry, dict):
            continue  # private: the class's own bookkeeping, not its configuration
        name = f"{prefix}{key}"
        if entry.get("kind") == "object":
            if depth == 0:
                found += _attributes(entry.get("state", {}), f"{name}.", depth + 1)
        elif entry.get("kind") == "function":
            found += _function(name, entry)
        else:
            text = _text(entry)
            if text:
                found.append(Value(name, text))
    return found


def _function(name: str, entry: dict[str, Any]) -> list[Value]:
    """A function's name, and the values of its closure (each shown always: they decide the code)."""
    text = _text(entry)
    found = [Value(name, text)] if text else []
    for variable, value in (entry.get("closure") or {}).items():
        shown = _text(value) if isinstance(value, dict) else ""
        if shown:
            found.append(Value(str(variable), shown, always=True))
    return found


def _text(entry: dict[str, Any], depth: int = 0) -> str:
    """The value of an argument entry written whole, or "" where it is no plain data (or too long)."""
    kind = entry.get("kind")
    text = ""
    if kind in ("scalar", "numeric"):
        text = _scalar(entry.get("value"))
    elif kind == "dtype":
        text = str(entry.get("name", ""))
    elif kind == "enum":
        text = str(entry.get("member", ""))
    elif kind in ("class", "function"):
        ref = entry.get("class")
        qualname = str(ref.get("qualname", "")) if isinstance(ref, dict) else ""
        text = "lambda" if "<lambda>" in qualname else qualname.rsplit(".", 1)[-1]
    elif kind in ("tuple", "namedtuple") and depth < 2:
        items = [_text(i, depth + 1) if isinstance(i, dict) else "" for i in entry.get("items", [])]
        text = f"({','.join(items)})" if all(items) else ""
    return text if len(text) <= MAX_TEXT and text.isprintable() else ""


def _scalar(value: Any) -> str:
    if value is None or isinstance(value, (bool, int)):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        return value if _WORD.fullmatch(value) else repr(value)
    return ""


def names(compiles: Sequence[tuple[str, Values, str]]) -> list[CompileName]:
    """The name of each compile given as (kernel, its recorded values, its trigger): the values
    that differ among the compiles of its kernel (a word not every one of them has), then its
    `always` ones (the module's rule)."""
    by_kernel: dict[str, list[set[str]]] = {}
    for kernel, values, _ in compiles:
        by_kernel.setdefault(kernel, []).append(set(values.words))
    apart = {kernel: set[str]().union(*group) - set[str].intersection(*group) for kernel, group in by_kernel.items()}
    out = []
    for kernel, values, said in compiles:
        differ = apart[kernel]
        shown = [w for w in values.words if w in differ] + [w for w in values.always if w not in differ]
        out.append(CompileName(tuple(shown), said))
    return out


def fit_words(words: Sequence[str], width: int) -> str:
    """`words` joined by spaces in at most `width` characters where they fit; else as many whole
    words as fit beside `+N` (the number left out). Never a word cut."""
    text = " ".join(words)
    if len(text) <= width:
        return text
    kept: list[str] = []
    for i, word in enumerate(words):
        left = len(words) - i - 1  # the whole text did not fit: something is always left out
        if len(" ".join([*kept, word, f"+{left}"])) > width:
            break
        kept.append(word)
    return " ".join([*kept, f"+{len(words) - len(kept)}"])


def parse_where(text: str) -> tuple[str, str]:
    """`NAME=VALUE` (list --where) -> (NAME, VALUE); ValueError saying what is expected."""
    name, equals, value = text.partition("=")
    if not equals or not _NAME.fullmatch(name.strip()) or not value.strip():
        raise ValueError(f"{text!r}: expected NAME=VALUE, e.g. head_dim=128")
    return name.strip(), value.strip()


def matches(words: Sequence[str], where: Sequence[tuple[str, str]]) -> bool:
    """Does every (NAME, VALUE) hold among `words`? NAME is a value's name or its last dotted
    part (`cols` for `tile.cols`); VALUE its text, a quoted string's text without its quotes."""
    split = [split_word(w) for w in words] if where else []
    return all(any(_named(n, name) and _same(t, text) for n, t in split) for name, text in where)


def _named(full: str, name: str) -> bool:
    return full == name or full.endswith(f".{name}")


def _same(recorded: str, given: str) -> bool:
    unquoted = recorded[1:-1] if len(recorded) > 1 and recorded[0] == recorded[-1] and recorded[0] in "'\"" else ""
    return given in (recorded, unquoted)
