"""A lambda passed to a compile (an `epilogue_op=lambda x: x` constexpr), recorded by its source.

A lambda cannot be imported by name, but one that uses no variable of the function around it
(no closure) is its source text alone, evaluated among its module's globals. The trace finds that
text exactly: the lambda on the code's first line whose compiled code (positions included) is the
code that ran. The rebuild compiles the text at the same file, line and column, so the locations
the DSL records for its operations are the traced ones.
"""

from __future__ import annotations

import ast
from pathlib import Path
from types import FunctionType, ModuleType
from typing import Any

from irscope.capture.trace_imports import RebuildError


def lambda_source(func: FunctionType) -> dict[str, Any] | str:
    """{"source", "line", "col"} of a lambda, or why it cannot be rebuilt from its source."""
    code = func.__code__
    if code.co_freevars:
        names = ", ".join(code.co_freevars)
        return (
            f"a lambda that uses variables of the function around it ({names}) cannot be rebuilt "
            "from its source: define it as a function at module level"
        )
    try:
        text = Path(code.co_filename).read_text(encoding="utf-8")
        tree = ast.parse(text, code.co_filename)
    except (OSError, SyntaxError, ValueError) as exc:
        return f"a lambda whose source cannot be read ({type(exc).__name__}): define it as a function at module level"
    for node in ast.walk(tree):
        if isinstance(node, ast.Lambda) and node.lineno == code.co_firstlineno and _same(node, code):
            source = ast.get_source_segment(text, node)
            if source is not None:
                return {"source": source, "line": node.lineno, "col": node.col_offset}
    return "a lambda whose source is not in its file as it ran: define it as a function at module level"


def _same(node: ast.Lambda, code: Any) -> bool:
    compiled = _lambda_code(ast.Expression(body=node), code.co_filename)
    return compiled is not None and _key(compiled) == _key(code)


def _key(code: Any) -> tuple[Any, ...]:
    return (code.co_code, code.co_consts, code.co_names, code.co_varnames, list(code.co_positions()))


def _lambda_code(expression: ast.Expression, filename: str) -> Any:
    outer = compile(expression, filename, "eval")
    found = [c for c in outer.co_consts if hasattr(c, "co_code") and c.co_name == "<lambda>"]
    return found[0] if len(found) == 1 else None


def rebuild_lambda(recorded: Any, module: ModuleType, qualname: str) -> FunctionType:
    """The lambda at the recorded line and column of `module`'s file (the program's, imported for
    the rebuild under its policy), compiled there among its globals. Its text is taken from the
    file and must be the recorded one: a spec (data, often someone else's) never runs code that
    is not in the project."""
    filename = getattr(module, "__file__", None) or ""
    if not isinstance(recorded, dict) or not all(isinstance(recorded.get(k), t) for k, t in _FIELDS.items()):
        raise RebuildError(f"{qualname}: its recorded lambda is not a source text, line and column")
    try:
        text = Path(filename).read_text(encoding="utf-8")
        tree = ast.parse(text, filename)
    except (OSError, SyntaxError, ValueError) as exc:
        raise RebuildError(f"{filename or module.__name__}: cannot read the source of {qualname}: {exc}") from None
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Lambda)
            and (node.lineno, node.col_offset) == (recorded["line"], recorded["col"])
            and ast.get_source_segment(text, node) == recorded["source"]
        ):
            func = eval(compile(ast.Expression(body=node), filename, "eval"), vars(module))  # noqa: S307
            func.__qualname__ = qualname
            return func
    raise RebuildError(
        f"{filename}:{recorded['line']}: has no {recorded['source']!r} at column {recorded['col']} "
        "(changed since the trace?)"
    )


#: What a recorded lambda holds, and of which type.
_FIELDS = {"source": str, "line": int, "col": int}
