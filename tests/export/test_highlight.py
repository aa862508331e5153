"""views/html/highlight.html_of gives exactly what pygments' highlight with HtmlFormatter gives."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexer import Lexer
from pygments.lexers import PythonLexer
from pygments.lexers.special import TextLexer

from irscope import bundle
from irscope.lexers import MlirLexer, PtxLexer, SassLexer, lexer_for
from irscope.views.html import highlight as highlight_module
from irscope.views.html.highlight import html_of
from tests.tui.test_lexers import FUZZ_ALPHABET

REPO = Path(__file__).resolve().parents[2]
BUNDLES = REPO / "tests" / "tui" / "data" / "bundles"
KINDS = ["mlir", "ptx", "sass"]


def reference(text: str, lexer: Lexer) -> str:
    return highlight(text, lexer, HtmlFormatter(nowrap=True))


def committed_lines(kind: str) -> list[str]:
    """Every distinct line of the snapshots' IR and PTX and of the committed bundles' texts."""
    texts = [f.read_text() for f in sorted((REPO / "snapshots").rglob(f"*.{kind}"))]
    for d in sorted(BUNDLES.iterdir()):
        b = bundle.load(d)
        texts += [b.sass() or ""] if kind == "sass" else [b.ptx() or ""] if kind == "ptx" else []
    return list(dict.fromkeys(line for text in texts for line in text.splitlines()))


@pytest.mark.parametrize("kind", KINDS)
def test_committed_text(kind: str) -> None:
    lines = committed_lines(kind)
    assert len(lines) > {"mlir": 5000, "ptx": 2000, "sass": 100}[kind]
    lexer = lexer_for(kind)
    text = "\n".join(lines) + "\n"
    got, want = html_of(text, lexer), reference(text, lexer)
    if got != want:  # name the first line that differs
        line = next(x for x in lines if html_of(x + "\n", lexer) != reference(x + "\n", lexer))
        pytest.fail(f"{kind}: {line!r}")


@pytest.mark.parametrize(
    "lexer",
    [
        *(lexer_for(kind) for kind in KINDS),
        # pygments' defaults: leading and trailing newlines stripped, one added
        MlirLexer(),
        PtxLexer(),
        SassLexer(stripall=True),
    ],
    ids=lambda x: f"{type(x).__name__}-{x.stripnl}-{x.stripall}",
)
@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet=FUZZ_ALPHABET + "\r\ufeff", max_size=80))
@example(text='\ufeff"a\nb" < & > \' %1\r\n\n')
@example(text="\n\n  \n")
def test_fuzzed_text(lexer: Lexer, text: str) -> None:
    assert html_of(text, lexer) == reference(text, lexer)


@pytest.mark.parametrize("lexer", [PythonLexer(), TextLexer()], ids=lambda x: type(x).__name__)
def test_lexers_without_the_engine_go_through_pygments(lexer: Lexer) -> None:
    text = 'def f(x):\n    return "<%s>" % x  # & more\n'
    assert html_of(text, lexer) == reference(text, lexer)


def test_a_lexer_with_filters_goes_through_pygments(monkeypatch: pytest.MonkeyPatch) -> None:
    """A filter changes the tokens after the lexer: the engine's loop would not apply it."""
    lexer = lexer_for("ptx")
    lexer.add_filter("keywordcase", case="upper")
    monkeypatch.setattr(highlight_module, "_SPANS", None)  # the engine's loop would fail on it
    text = "\tmov.u32 \t%r1, %tid.x;\n"
    assert html_of(text, lexer) == reference(text, lexer)
    assert ">MOV<" in html_of(text, lexer)


def test_escaping_is_the_installed_formatters() -> None:
    """The escaping is read off the formatter, not assumed: the releases differ on quotes."""
    text = "\"a\" 'b' <c> &d\n"
    assert html_of(text, lexer_for("sass")) == reference(text, lexer_for("sass"))
    assert "&lt;" in html_of(text, lexer_for("sass")) and "<c>" not in html_of(text, lexer_for("sass"))
