from __future__ import annotations

import pytest

from irscope.pipeline_text import PipelineSyntaxError, parse_pipeline


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
