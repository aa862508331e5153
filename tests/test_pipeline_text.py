from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from irscope.pipeline_text import PipelineSyntaxError, differing, parse_pipeline, with_dump_paths


def test_flattens_nested_pipelines_in_order():
    specs = parse_pipeline("builtin.module(a,b{x=1},gpu.module(c,d{y=2}),e)")
    assert [(s.anchor, s.name, s.options) for s in specs] == [
        ("builtin.module", "a", ""),
        ("builtin.module", "b", "x=1"),
        ("gpu.module", "c", ""),
        ("gpu.module", "d", "y=2"),
        ("builtin.module", "e", ""),
    ]


def test_options_with_quotes_commas_and_braces_stay_whole():
    text = (
        "builtin.module(cuda-to-binary{dump-ptx-path='/tmp/a,b' "
        'ptx-options={ --ext-desc-string=".version 12.9 {x}, `=0a" } toolkit=},cse)'
    )
    specs = parse_pipeline(text)
    assert [s.name for s in specs] == ["cuda-to-binary", "cse"]
    assert "--ext-desc-string" in specs[0].options
    assert specs[0].options.endswith("toolkit=")


def test_bare_pass_list_runs_on_module():
    assert [s.name for s in parse_pipeline("canonicalize,cse")] == ["canonicalize", "cse"]


@pytest.mark.parametrize("bad", ["builtin.module(a", "builtin.module(a{x=1)", "builtin.module(a b)", ""])
def test_malformed_pipelines_raise_one_error_type(bad):
    with pytest.raises(PipelineSyntaxError):
        parse_pipeline(bad)


def test_nesting_and_standalone_pipelines_keep_the_anchors():
    specs = parse_pipeline("builtin.module(a{x=1},gpu.module(c,d{y=2}),e)")
    assert [s.nesting for s in specs] == [
        ("builtin.module",),
        ("builtin.module", "gpu.module"),
        ("builtin.module", "gpu.module"),
        ("builtin.module",),
    ]
    assert [s.standalone() for s in specs] == [
        "builtin.module(a{x=1})",
        "builtin.module(gpu.module(c))",
        "builtin.module(gpu.module(d{y=2}))",
        "builtin.module(e)",
    ]
    # A standalone pipeline parses back to the same pass.
    for s in specs:
        assert parse_pipeline(s.standalone()) == (s,)


def test_differing_names_changed_passes_and_refuses_other_lengths():
    real = parse_pipeline("builtin.module(a,b{x=1},c)")
    assert differing(real, parse_pipeline("builtin.module(a,b{x=2},c)")) == [1]
    assert differing(real, real) == []
    assert differing(real, parse_pipeline("builtin.module(a,b{x=1})")) is None


def test_dump_paths_move_into_a_scratch_directory_keeping_names_and_empty_values():
    text = "builtin.module(cute-to-nvvm{a=1 dump-cubin-path='/x/y/k' dump-ptx-path=\"/x/y/k\" z=2})"
    moved = with_dump_paths(text, "/s/")
    assert "dump-cubin-path='/s/k'" in moved and "dump-ptx-path='/s/k'" in moved and "/x/y" not in moved
    expanded = "builtin.module(cuda-to-binary{dump-cubin-path=/x/k dump-fatbin-path= dump-ptx-path=/x/k},cse)"
    (spec, cse) = parse_pipeline(with_dump_paths(expanded, "/s"))
    assert spec.options == "dump-cubin-path='/s/k' dump-fatbin-path= dump-ptx-path='/s/k'" and cse.name == "cse"
    # Both sides of a comparison moved the same way compare equal.
    assert with_dump_paths(expanded, "/s") == with_dump_paths(expanded.replace("/x/", "/elsewhere/"), "/s")


def _braced_one_char_at_a_time(text: str) -> tuple[str, int] | None:
    """The reference: the text inside the {...} at offset 0 and the offset after it, walking
    every character (quotes hide braces until the same quote closes them); None if unbalanced."""
    depth, quote = 0, ""
    for i, ch in enumerate(text):
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "'\"":
            quote = ch
        elif ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return text[1:i], i + 1
    return None


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="{}'\"a=, ", max_size=40))
def test_braced_options_read_like_a_walk_over_every_character(rest):
    from irscope.pipeline_text import _PipelineParser

    text = "{" + rest
    parser = _PipelineParser(text)
    expected = _braced_one_char_at_a_time(text)
    if expected is None:
        with pytest.raises(PipelineSyntaxError, match="unbalanced"):
            parser.read_braced()
        assert parser.pos == len(text)
    else:
        assert (parser.read_braced(), parser.pos) == expected
