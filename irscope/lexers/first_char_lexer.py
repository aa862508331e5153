"""Run a one-state pygments RegexLexer trying, at each position, only the rules that can start
with the character there: the same tokens, ~4x faster.

Pygments' RegexLexer tries its rules one after another at every position, in Python: on MLIR
that is 0.5 ms for a 200-character GEMM line, and the TUI lexes every new line it shows. Most
rules cannot start with the character at hand (a `,` is never an SSA value); `first_chars.py`
reads each rule with Python's own regex parser and says which ASCII characters it can start
with. Keeping, per ASCII character, the rules that can (in their order) leaves which rule
matches first unchanged, and the first that is tried there matches 60-80% of the time: a GEMM
line lexes in 0.12 ms. The rules are pygments' own compiled regexes, so the engine costs
nothing to build beyond reading them (~3 ms a lexer; joining them into one combined regex per
character, before 2026-11-27, cost 8-27 ms a lexer to compile and matched no faster).

Only for lexers whose rules of state "root" all stay there (MlirLexer, SassLexer, PtxLexer:
its other states are only included into root, never entered): a rule with a state change would
need pygments' state stack, so such a lexer keeps pygments' own loop. Everything else, no match
included (a newline is Whitespace, any other character one Error token), is what
RegexLexer.get_tokens_unprocessed does. tests/tui/test_lexers.py compares both engines token
for token on every committed text and on fuzzed lines.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from pygments.lexer import RegexLexer
from pygments.token import Error, Whitespace, _TokenType

from irscope.lexers.first_chars import ASCII, first_chars

Rule = tuple[Callable[..., Any], Any]  # (the rule's compiled match, its token type or callback)


@dataclass(frozen=True)
class Engine:
    """A lexer's root rules by first character: per ASCII character the rules (in order) that
    can start with it, and `every` (all of them) for other characters."""

    every: tuple[Rule, ...]
    by_first: dict[str, tuple[Rule, ...]]


class FirstCharLexer(RegexLexer):
    """A RegexLexer that lexes state "root" trying only the rules that can start where it is."""

    _engine: Engine | None  # per class, built on first use
    _tokens: dict[str, list[Any]]  # pygments' processed rules, which its metaclass sets

    def engine(self) -> Engine | None:
        """This lexer class's engine, or None where pygments' own loop must run."""
        cls = type(self)
        if "_engine" not in cls.__dict__:
            cls._engine = _build(self._tokens)  # pygments' processed rules
        return cls._engine

    def get_tokens_unprocessed(self, text: str, stack: Iterable[str] = ("root",)) -> Iterator[tuple[int, Any, str]]:
        engine = self.engine() if tuple(stack) == ("root",) else None
        if engine is None:
            yield from super().get_tokens_unprocessed(text, stack)
            return
        every, by_first = engine.every, engine.by_first
        pos, end = 0, len(text)
        while pos < end:
            char = text[pos]
            for rexmatch, action in by_first.get(char, every):
                m = rexmatch(text, pos)
                if m is not None:
                    if type(action) is _TokenType:
                        yield pos, action, m.group()
                    else:
                        yield from action(self, m)
                    pos = m.end()
                    break
            else:  # what RegexLexer does when no rule matches
                yield pos, (Whitespace if char == "\n" else Error), char
                pos += 1


def _build(tokendefs: dict[str, list[tuple[Any, Any, Any]]]) -> Engine | None:
    """The engine of a lexer's processed rules, or None if a rule of "root" enters another state
    (other states are then never entered: their rules count only where included into root)."""
    rules = tokendefs.get("root")
    if not rules:
        return None
    if any(new_state is not None or action is None for _, action, new_state in rules):
        return None
    firsts = [first_chars(rexmatch.__self__.pattern, rexmatch.__self__.flags) for rexmatch, _, _ in rules]
    every = tuple((rexmatch, action) for rexmatch, action, _ in rules)
    made: dict[tuple[int, ...], tuple[Rule, ...]] = {}
    by_first = {}
    for c in sorted(ASCII):
        chosen = tuple(i for i, chars in enumerate(firsts) if c in chars)
        by_first[c] = made.setdefault(chosen, tuple(every[i] for i in chosen))
    return Engine(every, by_first)
