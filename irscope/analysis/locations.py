"""MLIR source locations, read from IR printed with debug info (`enable_debug_info=True`).

What the CuTe DSL (4.5.3, CUTE_DSL_LINEINFO=1) prints, measured on the kernels in kernels/:

    %lay = cute.get_layout(%src) : !memref_gmem_f32_2 loc(#loc69)
    } loc(#loc12)                                    # an op with regions: after its last `}`
    #loc25 = loc("/path/kernels/elementwise_add.py":61:4)
    #loc69 = loc("cute.copy(load_atom, thrA, frgA, pred=frgPred)"(#loc25))   # a name location
    #loc57 = loc(fused<#di_subprogram>[#loc29])      # after ensure-debug-info-scope-on-llvm-func
    loc(unknown)

Aliases are defined before or after the module, in any order. MLIR also has call-site
locations (`callsite(A at B)`) and ranges (`"f":1:2 to 3:4`); the DSL printed neither here, but
they parse. A location resolves to the file:line:col positions it contains, innermost (callee)
first. Pure functions: no cutlass import, nothing raises on odd text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from irscope.analysis.mlir_ops import op_name  # noqa: F401 - an op line's name, read beside its location
from irscope.analysis.names import LOC_OR_STRING, STRING, balanced_end

_ALIAS_DEF = re.compile(r"^(#loc[\w$.\-]*)\s*=\s*loc\(")
_TOKEN = re.compile(
    rf"\s*(?:(?P<string>{STRING})|(?P<alias>#[\w$.\-]+)|(?P<int>\d+)|(?P<word>[A-Za-z_][\w$.]*)|(?P<punct>.))"
)


@dataclass(frozen=True, order=True)
class SourcePos:
    """One file:line:col of a location (col 0: the DSL did not say)."""

    file: str
    line: int
    col: int = 0

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


@dataclass(frozen=True)
class LineLocations:
    """The locations of one IR text: raw line index (0-based) -> positions of the op on it."""

    by_line: dict[int, tuple[SourcePos, ...]]

    def at(self, line: int) -> tuple[SourcePos, ...]:
        return self.by_line.get(line, ())


def line_locations(text: str) -> LineLocations:
    """Every op line of `text` with the positions its location resolves to.

    An op's location ends its line; an op with regions prints it after the `}` that closes its
    last region, so the line that opened the region gets it too (that is where its name is)."""
    lines = text.splitlines()
    aliases = _alias_bodies(lines)
    resolver = _Resolver(aliases)
    by_line: dict[int, tuple[SourcePos, ...]] = {}
    openers: list[int] = []
    for i, line in enumerate(lines):
        if line[:1] == "#" or ("loc(" not in line and "{" not in line and "}" not in line):
            continue
        body = line.strip()
        closes, opens = body.startswith("}"), body.endswith("{")
        positions = None
        trailing = _trailing_loc(line)
        if trailing is not None:
            positions = resolver.resolve(trailing)
            if positions:
                by_line[i] = positions
        if closes and openers:
            opener = openers.pop()
            if opens:
                openers.append(opener)  # `} else {`: the same op goes on
            elif positions:
                by_line[opener] = positions
        elif opens:
            openers.append(i)
    return LineLocations(by_line)


def _alias_bodies(lines: list[str]) -> dict[str, str]:
    """`#locN` -> the text inside its `loc(...)`."""
    found: dict[str, str] = {}
    for line in lines:
        if line[:4] != "#loc":
            continue
        m = _ALIAS_DEF.match(line)
        if m:
            end = balanced_end(line, m.end())
            if end is not None:
                found[m[1]] = line[m.end() : end - 1]
    return found


def _trailing_loc(line: str) -> str | None:
    """The inside of the `loc(...)` that ends the line, if one does (strings skipped)."""
    stripped = line.rstrip()
    if not stripped.endswith(")"):
        return None
    last = None
    for m in LOC_OR_STRING.finditer(stripped):
        if m[0].startswith('"'):
            continue
        end = balanced_end(stripped, m.end())
        if end is not None:
            last = (m.end(), end)
    if last is None or last[1] != len(stripped):
        return None
    return stripped[last[0] : last[1] - 1]


#: How deep one location may nest (`callsite(... at callsite(...))`, names around names); the DSL
#: prints 3 or 4. Deeper parts are skipped, so a forged text costs no recursion past it.
MAX_NESTING = 32
#: The positions one location may resolve to: a `fused[...]` of aliases that fuse aliases
#: otherwise doubles them at each step of a chain.
MAX_POSITIONS = 64


class _Resolver:
    """Parses location bodies, following aliases (memoized; a cycle resolves to nothing).

    An alias is resolved only after every alias its body names (a walk with a stack of its own,
    however long the chain: `#loc400 = loc(#loc399)` ... is data, not recursion), so parsing a
    body finds each alias it names done, or on the chain being resolved (a cycle: nothing)."""

    def __init__(self, aliases: dict[str, str]) -> None:
        self.aliases = aliases
        self.done: dict[str, tuple[SourcePos, ...]] = {}
        self.active: set[str] = set()

    def resolve(self, body: str) -> tuple[SourcePos, ...]:
        for name in _named_aliases(body):
            self._resolve_alias(name)
        return _resolve_text(body, self)

    def alias(self, name: str) -> tuple[SourcePos, ...]:
        """What alias `name` resolves to, once `_resolve_alias` has run for it."""
        return self.done.get(name, ())

    def _resolve_alias(self, name: str) -> None:
        if name in self.done or name not in self.aliases:
            return
        self.active.add(name)
        stack = [(name, iter(_named_aliases(self.aliases[name])))]
        while stack:
            current, named = stack[-1]
            following = next(
                (n for n in named if n in self.aliases and n not in self.done and n not in self.active), None
            )
            if following is not None:
                self.active.add(following)
                stack.append((following, iter(_named_aliases(self.aliases[following]))))
                continue
            stack.pop()
            self.done[current] = _resolve_text(self.aliases[current], self)
            self.active.discard(current)


def _named_aliases(body: str) -> list[str]:
    return [value for kind, value in _tokens(body) if kind == "alias"]


def _resolve_text(body: str, resolver: _Resolver) -> tuple[SourcePos, ...]:
    tokens = _tokens(body)
    out: list[SourcePos] = []
    _LocationParser(tokens, resolver, out).location()
    return tuple(dict.fromkeys(out))[:MAX_POSITIONS]  # in order, without repeats


@lru_cache(maxsize=4096)
def _tokens(body: str) -> tuple[tuple[str, str], ...]:
    out = []
    pos = 0
    while pos < len(body):
        m = _TOKEN.match(body, pos)
        if m is None or m.end() == pos:
            break
        kind = m.lastgroup or "punct"
        out.append((kind, m[kind]))
        pos = m.end()
    return tuple(out)


class _LocationParser:
    """Recursive descent over one location body; anything it does not understand it skips."""

    def __init__(self, tokens: tuple[tuple[str, str], ...], resolver: _Resolver, out: list[SourcePos]) -> None:
        self.tokens = tokens
        self.i = 0
        self.resolver = resolver
        self.out = out

    def peek(self, offset: int = 0) -> tuple[str, str]:
        j = self.i + offset
        return self.tokens[j] if j < len(self.tokens) else ("end", "")

    def take(self) -> tuple[str, str]:
        tok = self.peek()
        self.i += 1
        return tok

    def location(self, depth: int = 0) -> None:
        if depth > MAX_NESTING:
            self.i = len(self.tokens)  # a forged text: the rest of it is skipped
            return
        kind, value = self.peek()
        if kind == "alias":
            self.take()
            self.out.extend(self.resolver.alias(value))
        elif kind == "string":
            self._file_or_name(depth)
        elif kind == "word" and value == "callsite":
            self.take()
            self._expect("(")
            self.location(depth + 1)  # the callee first: the innermost frame
            if self.peek() == ("word", "at"):
                self.take()
                self.location(depth + 1)
            self._expect(")")
        elif kind == "word" and value == "fused":
            self.take()
            if self.peek()[1] == "<":
                self._skip_angle()
            if self._expect("["):
                while self.peek()[0] != "end" and self.peek()[1] != "]":
                    self.location(depth + 1)
                    if self.peek()[1] == ",":
                        self.take()
                self._expect("]")
        elif kind == "word" and value == "loc":
            self.take()
            if self._expect("("):
                self.location(depth + 1)
                self._expect(")")
        else:
            self.take()  # unknown, or something this parser does not read

    def _file_or_name(self, depth: int) -> None:
        text = _unescape(self.take()[1][1:-1])
        if self.peek()[1] == ":" and self.peek(1)[0] == "int":
            self.take()
            line = int(self.take()[1])
            col = 0
            if self.peek()[1] == ":" and self.peek(1)[0] == "int":
                self.take()
                col = int(self.take()[1])
            if self.peek() == ("word", "to"):  # a range: keep its start
                self.take()
                while self.peek()[1] == ":" or self.peek()[0] == "int":
                    self.take()
            self.out.append(SourcePos(text, line, col))
        elif self.peek()[1] == "(":  # a name location around a child location
            self.take()
            self.location(depth + 1)
            self._expect(")")

    def _expect(self, punct: str) -> bool:
        if self.peek()[1] == punct:
            self.take()
            return True
        return False

    def _skip_angle(self) -> None:
        depth = 0
        while self.peek()[0] != "end":
            value = self.take()[1]
            if value == "<":
                depth += 1
            elif value == ">":
                depth -= 1
                if depth == 0:
                    return


_ESCAPE = re.compile(r"\\([0-9A-Fa-f]{2}|\\)")


def _unescape(text: str) -> str:
    """MLIR prints `"` as \\22 and other non-printables as \\XX inside strings."""
    if "\\" not in text:
        return text
    return _ESCAPE.sub(lambda m: "\\" if m[1] == "\\" else chr(int(m[1], 16)), text)
