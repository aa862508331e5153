"""Run a one-state pygments RegexLexer as combined compiled regexes: the same tokens, ~4x faster.

Pygments' RegexLexer tries its rules one after another, in Python, at every position: on MLIR
that is 0.5 ms for a 200-character GEMM line, and the TUI lexes every new line it shows.
Python's `re` tries the alternatives of `(rule0)|(rule1)|...` in the same order and takes the
first that matches, which is exactly pygments' rule, but does it in C. The outer group that
matched (`Match.lastindex`: nested groups close before it) names the rule. One such regex is
kept per ASCII first character, holding only the rules that can start with it (first_chars.py):
leaving out a rule that cannot match here does not change which rule matches first.

Only for lexers whose rules of state "root" all stay there (MlirLexer, SassLexer, PtxLexer:
its other states are only included into root, never entered): a rule with a state change
would need pygments' state stack, so such a lexer keeps pygments' own loop. A rule
with a callback (bygroups) is matched again on its own to hand the callback the groups it
numbers; everything else, no match included (a newline is Whitespace, any other character one
Error token), is what RegexLexer.get_tokens_unprocessed does. tests/tui/test_lexers.py compares
both engines token for token on every committed text and on fuzzed lines.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from pygments.lexer import RegexLexer
from pygments.token import Error, Whitespace, _TokenType

from irscope.lexers.first_chars import ASCII, first_chars

_BACKREFERENCE = re.compile(r"\\[1-9]|\(\?P=")

Rule = tuple[Callable[..., Any], Any]  # (the rule's own match, its token type or callback)
Matcher = tuple[Callable[..., Any], dict[int, Rule]]  # (combined match, rule of each outer group)


@dataclass(frozen=True)
class Engine:
    """A lexer's rules as combined regexes: one per ASCII first character (only the rules that
    can start with it; None where none can), and `every` (all rules) for other characters."""

    every: Matcher
    by_first: dict[str, Matcher | None]


class OneRegexLexer(RegexLexer):
    """A RegexLexer that lexes state "root" with combined regexes when it can."""

    _engine: Engine | None  # per class, built on first use

    def engine(self) -> Engine | None:
        """This lexer class's engine, or None where pygments' own loop must run."""
        cls = type(self)
        if "_engine" not in cls.__dict__:
            cls._engine = _build(self._tokens)  # pygments' processed rules
        return cls._engine

    def get_tokens_unprocessed(self, text: str, stack: tuple[str, ...] = ("root",)) -> Iterator[tuple[int, Any, str]]:
        engine = self.engine() if tuple(stack) == ("root",) else None
        if engine is None:
            yield from super().get_tokens_unprocessed(text, stack)
            return
        every, by_first = engine.every, engine.by_first
        pos, end = 0, len(text)
        while pos < end:
            char = text[pos]
            matcher = by_first.get(char, every)
            m = matcher[0](text, pos) if matcher is not None else None
            if m is None:  # what RegexLexer does when no rule matches
                yield pos, (Whitespace if char == "\n" else Error), char
                pos += 1
                continue
            rexmatch, action = matcher[1][m.lastindex]  # type: ignore[index]
            if type(action) is _TokenType:
                yield pos, action, m.group()
            else:
                yield from action(self, rexmatch(text, pos))
            pos = m.end()


def _build(tokendefs: dict[str, list[tuple[Any, Any, Any]]]) -> Engine | None:
    """The engine of a lexer's processed rules, or None if a rule of "root" enters another state
    (other states are then never entered: their rules count only where included into root) or
    renumbering groups would break a rule."""
    rules = tokendefs.get("root")
    if not rules:
        return None
    patterns: list[re.Pattern[str]] = [rexmatch.__self__ for rexmatch, _, _ in rules]
    for (_, action, new_state), pattern in zip(rules, patterns, strict=True):
        if new_state is not None or action is None or pattern.flags != patterns[0].flags:
            return None
        if pattern.groupindex or _BACKREFERENCE.search(pattern.pattern):
            return None
    flags = patterns[0].flags
    firsts = [first_chars(p.pattern, flags) for p in patterns]
    every = list(range(len(rules)))
    made: dict[tuple[int, ...], Matcher | None] = {}

    def matcher(chosen: tuple[int, ...]) -> Matcher | None:
        if chosen not in made:
            made[chosen] = (
                _combine([(rules[i][0], rules[i][1], patterns[i]) for i in chosen], flags) if chosen else None
            )
        return made[chosen]

    by_first = {c: matcher(tuple(i for i in every if c in firsts[i])) for c in sorted(ASCII)}
    return Engine(matcher(tuple(every)), by_first)  # type: ignore[arg-type]


def _combine(rules: list[tuple[Callable[..., Any], Any, re.Pattern[str]]], flags: int) -> Matcher:
    parts: list[str] = []
    by_group: dict[int, Rule] = {}
    group = 1
    for rexmatch, action, pattern in rules:
        by_group[group] = (rexmatch, action)
        parts.append(f"({pattern.pattern})")
        group += 1 + pattern.groups
    return re.compile("|".join(parts), flags).match, by_group
