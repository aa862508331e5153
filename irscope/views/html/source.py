"""The page's source map (line-info captures): the kernel module, highlighted, and for each of
its lines the SASS and PTX lines it became and the memory instructions among them.

Line numbers index the raw module.sass and module.ptx (as the source map does), so the page
shows those texts raw in its source pane and its PTX / SASS views alike.
"""

from __future__ import annotations

from typing import Any

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import PythonLexer

from irscope.bundle import Bundle
from irscope.views.html.textpool import TextPool


def source_json(b: Bundle, pool: TextPool) -> dict[str, Any] | None:
    """None for a capture without line info; else the kernel module and what each line became."""
    if not b.has_line_info:
        return None  # a plain capture: the source map's analysis is not even imported
    from irscope.analysis.explain import explain
    from irscope.analysis.line_info_capture import source_map
    from irscope.views.explain_text import describe

    sm = source_map(b)
    if sm is None:
        return None
    kernel = sm.kernel_file
    if kernel is None or kernel.copy is None:
        return {"label": b.label, "missing": f"{b.label}: the source map has no copy of the kernel module"}
    text = b.read_text(kernel.copy)
    sass, ptx = b.sass(), b.ptx()
    lines: dict[str, dict[str, Any]] = {}
    for r in explain(b, sm).lines:
        if r.path != kernel.path:
            continue
        summary = [describe(a) for a in r.accesses] or (
            [f"{r.instructions} SASS instruction(s), none accessing memory"] if r.instructions else []
        )
        summary += [f"PTX {n} x {op}" for op, n in r.ptx_ops]
        lines[str(r.line)] = {
            "sass": list(r.sass_lines),
            "ptx": list(r.ptx_lines),
            "summary": summary,
            "memory": r.memory,
        }
    return {
        "label": b.label,
        "file": kernel.shown,
        "html": python_lines(text),
        "lines": lines,
        "sass": pool.add("sass", sass) if sass else None,
        "ptx": pool.add("ptx", ptx) if ptx else None,
    }


def python_lines(text: str) -> list[str]:
    """One HTML fragment per line of a Python file, highlighted as a whole (its lexer keeps
    state across lines: docstrings, brackets)."""
    lines = text.splitlines()
    html = highlight("\n".join(lines) + "\n", PythonLexer(stripnl=False, ensurenl=False), HtmlFormatter(nowrap=True))
    out = html.split("\n")
    return out[: len(lines)] if len(out) >= len(lines) else out + [""] * (len(lines) - len(out))
