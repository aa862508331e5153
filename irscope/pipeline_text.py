"""Parse MLIR's textual pass-pipeline syntax, as `str(PassManager)` prints it.

    builtin.module(cute-expand-ops{enable-assertions=false},cse,gpu.module(strip-debuginfo))

becomes a flat, ordered list of :class:`PassSpec` (name, options, anchor op). Option values may
hold quoted strings and nested braces (ptx-options carries a whole command line), so the parser
tracks quotes and brace depth instead of splitting on commas. Pure text -> data; no MLIR needed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from irscope.errors import IrscopeError

_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
_BRACE_OR_QUOTE = re.compile(r"[{}'\"]")


class PipelineSyntaxError(IrscopeError):
    """Text that is not a pass pipeline."""


@dataclass(frozen=True)
class PassSpec:
    """One pass of a pipeline, in order of execution."""

    name: str
    options: str  # the text between the braces, verbatim ("" when none)
    anchor: str  # the op the pass runs on: "builtin.module", "gpu.module", "func.func", ...
    nesting: tuple[str, ...] = ()  # the anchors from the outermost in: ("builtin.module", "gpu.module")

    def standalone(self) -> str:
        """A pipeline that runs just this pass, nested as it was: builtin.module(gpu.module(p{o}))."""
        text = self.name + (f"{{{self.options}}}" if self.options else "")
        for anchor in reversed(self.nesting or (self.anchor,)):
            text = f"{anchor}({text})"
        return text


def differing(real: Sequence[PassSpec], variant: Sequence[PassSpec]) -> list[int] | None:
    """Indices where two pass lists of equal length differ; None when their lengths differ."""
    if len(real) != len(variant):
        return None
    return [i for i, (a, b) in enumerate(zip(real, variant, strict=True)) if a != b]


_DUMP_PATH = re.compile(r"""(dump-[\w-]+-path)=('[^']*'|"[^"]*"|[^\s},]*)""")


def with_dump_paths(text: str, directory: str) -> str:
    """Point every non-empty dump-*-path option (cute-to-nvvm's, cuda-to-binary's) into `directory`,
    keeping the file names: side runs of a pipeline must not overwrite the real run's dumps."""

    def move(m: re.Match[str]) -> str:
        value = m.group(2).strip("'\"")
        if not value:
            return m.group(0)
        base = value.rstrip("/").rsplit("/", 1)[-1]
        return f"{m.group(1)}='{directory.rstrip('/')}/{base}'"

    return _DUMP_PATH.sub(move, text)


#: How deep pipelines may nest (the DSL's: builtin.module(gpu.module(...)), 3 at most).
MAX_NESTING = 32


def parse_pipeline(text: str) -> tuple[PassSpec, ...]:
    """Flatten a textual pipeline into its passes; nested pipelines contribute their passes in place."""
    parser = _PipelineParser(text.strip())
    passes = parser.parse_top()
    return tuple(passes)


class _PipelineParser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def fail(self, what: str) -> PipelineSyntaxError:
        snippet = self.text[max(0, self.pos - 20) : self.pos + 20]
        return PipelineSyntaxError(f"pass pipeline: {what} at offset {self.pos} near {snippet!r}")

    def skip_space(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self) -> str:
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def parse_top(self) -> list[PassSpec]:
        self.skip_space()
        name = self.read_name()
        self.skip_space()
        if self.peek() != "(":
            # A bare pass list without an anchor ("cse,canonicalize") runs on the module.
            self.pos = 0
            passes = self.parse_list(("builtin.module",), closing="")
        else:
            self.pos += 1
            passes = self.parse_list((name,), closing=")")
        self.skip_space()
        if self.pos != len(self.text):
            raise self.fail("trailing text")
        return passes

    def parse_list(self, nesting: tuple[str, ...], closing: str) -> list[PassSpec]:
        passes: list[PassSpec] = []
        while True:
            self.skip_space()
            if closing and self.peek() == closing:
                self.pos += 1
                return passes
            if not self.peek():
                if closing:
                    raise self.fail(f"missing {closing!r}")
                return passes
            passes.extend(self.parse_element(nesting))
            self.skip_space()
            if self.peek() == ",":
                self.pos += 1
            elif closing and self.peek() == closing:
                continue
            elif self.peek():
                raise self.fail("expected ',' between passes")

    def parse_element(self, nesting: tuple[str, ...]) -> list[PassSpec]:
        name = self.read_name()
        self.skip_space()
        if self.peek() == "(":  # a nested pipeline anchored on op `name`
            if len(nesting) >= MAX_NESTING:  # a pipeline text from a bundle is data: no recursion without end
                raise self.fail(f"pipelines nested more than {MAX_NESTING} deep")
            self.pos += 1
            return self.parse_list((*nesting, name), closing=")")
        options = ""
        if self.peek() == "{":
            options = self.read_braced()
        return [PassSpec(name=name, options=options.strip(), anchor=nesting[-1], nesting=nesting)]

    def read_name(self) -> str:
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] in _NAME_CHARS:
            self.pos += 1
        if self.pos == start:
            raise self.fail("expected a pass or op name")
        return self.text[start : self.pos]

    def read_braced(self) -> str:
        """Return the text inside a balanced {...}, honouring quotes; leave pos after '}'.

        Jumps from one brace or quote to the next: ptx-options holds a ~10 kB string, which a
        loop over every character took ~10 ms to cross."""
        assert self.text[self.pos] == "{"
        depth = 0
        start = self.pos + 1
        pos = self.pos
        while (m := _BRACE_OR_QUOTE.search(self.text, pos)) is not None:
            ch, pos = m.group(), m.end()
            if ch in "'\"":
                close = self.text.find(ch, pos)
                if close < 0:
                    break
                pos = close + 1
            elif ch == "{":
                depth += 1
            else:
                depth -= 1
                if depth == 0:
                    self.pos = pos
                    return self.text[start : pos - 1]
        self.pos = len(self.text)
        raise self.fail("unbalanced '{'")
