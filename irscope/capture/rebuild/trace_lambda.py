"""A function that cannot be imported by name, recorded by its source: a lambda passed to a compile
(an `epilogue_op=lambda x: x` constexpr), or a function defined inside a function (an epilogue
defined in the host function, capturing a scale factor).

Such a function is its source text, evaluated among its module's globals, plus the values of the
variables it uses from the function around it (its closure cells), recorded like arguments by the
caller (trace_signature); a cell whose value cannot be recorded is refused naming the variable.
The trace finds the text exactly: the lambda or `def` on the code's first line whose compiled code
(positions included), compiled with those variables bound, is the code that ran. The rebuild
compiles the text at the same file, line and column, with the recorded values bound to the same
variables, so the locations the DSL records for its operations are the traced ones.
"""

from __future__ import annotations

import ast
from pathlib import Path
from types import CodeType, FunctionType, ModuleType
from typing import Any

from irscope.capture.rebuild.trace_imports import RebuildError

#: The function the rebuild (and the trace's check) wraps a source in to bind its closure's variables.
_WRAPPER = "__irscope_closure__"


def lambda_source(func: FunctionType) -> dict[str, Any] | str:
    """{"source", "line", "col"} of a lambda or nested function, or why it cannot be rebuilt from its source."""
    code = func.__code__
    what = "a lambda" if code.co_name == "<lambda>" else "a function defined inside a function"
    try:
        text = Path(code.co_filename).read_text(encoding="utf-8")
        tree = ast.parse(text, code.co_filename)
    except (OSError, SyntaxError, ValueError) as exc:
        return f"{what} whose source cannot be read ({type(exc).__name__}): define it at module level"
    for node in ast.walk(tree):
        if _candidate(node, code) and _same(node, code):
            source = ast.get_source_segment(text, node)
            if source is not None:
                return {"source": source, "line": node.lineno, "col": node.col_offset}
    if isinstance(func, FunctionType) and what != "a lambda" and _decorated(tree, code):
        return f"{what} with decorators cannot be rebuilt from its source: define it at module level"
    return f"{what} whose source is not in its file as it ran: define it at module level"


def closure_cells(func: FunctionType) -> dict[str, Any] | str:
    """The variables a function uses from the functions around it, by name, with their values
    (those its own `def` binds left out), or why they cannot be read."""
    cells = dict(zip(func.__code__.co_freevars, func.__closure__ or (), strict=True))
    values = {}
    for name, cell in cells.items():
        try:
            value = cell.cell_contents
        except ValueError:
            return f"its variable {name!r} has no value yet (assigned after the function was made)"
        if value is func:
            continue  # a function that calls itself: the rebuilt `def` binds its own name
        values[name] = value
    return values


def _candidate(node: ast.AST, code: CodeType) -> bool:
    if isinstance(node, ast.Lambda):
        return code.co_name == "<lambda>" and node.lineno == code.co_firstlineno
    plain = isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not node.decorator_list
    return plain and node.name == code.co_name and node.lineno == code.co_firstlineno


def _decorated(tree: ast.AST, code: CodeType) -> bool:
    return any(
        isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.decorator_list and n.name == code.co_name
        for n in ast.walk(tree)
    )


def _same(node: ast.expr | ast.stmt, code: CodeType) -> bool:
    compiled = _inner_code(node, code.co_freevars, code.co_filename)
    return compiled is not None and _key(compiled) == _key(code)


def _key(code: CodeType) -> tuple[Any, ...]:
    return (code.co_code, code.co_consts, code.co_names, code.co_varnames, list(code.co_positions()))


def _wrapper(node: ast.expr | ast.stmt, names: tuple[str, ...]) -> ast.Module:
    """`def __irscope_closure__(NAMES): <node>; return it`, at the node's own place: the node keeps
    its positions, and its free variables are the wrapper's parameters, as they were the cells of
    the function it was defined in."""
    if isinstance(node, ast.expr):
        body: list[ast.stmt] = [ast.Return(node)]
    else:
        body = [node, ast.Return(ast.Name(node.name, ast.Load()))]  # type: ignore[attr-defined]
    args = ast.arguments(posonlyargs=[], args=[ast.arg(n) for n in names], kwonlyargs=[], kw_defaults=[], defaults=[])
    extra = {"type_params": []} if "type_params" in ast.FunctionDef._fields else {}  # Python 3.12 on
    wrapper = ast.FunctionDef(name=_WRAPPER, args=args, body=body, decorator_list=[], returns=None, **extra)
    for part in (wrapper, args, *args.args, *body):
        ast.copy_location(part, node)
    return ast.fix_missing_locations(ast.Module(body=[wrapper], type_ignores=[]))


def _wrapper_code(node: ast.expr | ast.stmt, names: tuple[str, ...], filename: str) -> CodeType | None:
    module = compile(_wrapper(node, names), filename, "exec")
    found = [c for c in module.co_consts if isinstance(c, CodeType) and c.co_name == _WRAPPER]
    return found[0] if len(found) == 1 else None


def _inner_code(node: ast.expr | ast.stmt, names: tuple[str, ...], filename: str) -> CodeType | None:
    wrapper = _wrapper_code(node, names, filename)
    name = "<lambda>" if isinstance(node, ast.Lambda) else getattr(node, "name", None)
    found = [c for c in (wrapper.co_consts if wrapper else ()) if isinstance(c, CodeType) and c.co_name == name]
    return found[0] if len(found) == 1 else None


def rebuild_lambda(
    recorded: Any, module: ModuleType, qualname: str, closure: dict[str, Any] | None = None
) -> FunctionType:
    """The lambda or function at the recorded line and column of `module`'s file (the program's,
    imported for the rebuild under its policy), compiled there among its globals with `closure`'s
    values bound to the variables it uses. Its text is taken from the file and must be the
    recorded one: a spec (data, often someone else's) never runs code that is not in the project."""
    filename = getattr(module, "__file__", None) or ""
    if not isinstance(recorded, dict) or not all(isinstance(recorded.get(k), t) for k, t in _FIELDS.items()):
        raise RebuildError(f"{qualname}: its recorded lambda is not a source text, line and column")
    try:
        text = Path(filename).read_text(encoding="utf-8")
        tree = ast.parse(text, filename)
    except (OSError, SyntaxError, ValueError) as exc:
        raise RebuildError(f"{filename or module.__name__}: cannot read the source of {qualname}: {exc}") from None
    closure = closure or {}
    names = tuple(closure)
    for node in ast.walk(tree):
        if (
            isinstance(node, (ast.Lambda, ast.FunctionDef, ast.AsyncFunctionDef))
            and (node.lineno, node.col_offset) == (recorded["line"], recorded["col"])
            and ast.get_source_segment(text, node) == recorded["source"]
        ):
            code = _wrapper_code(node, names, filename)
            if code is None:  # pragma: no cover - the wrapper is made here, with one function in it
                raise RebuildError(f"{filename}:{recorded['line']}: {qualname} could not be compiled")
            func = FunctionType(code, vars(module))(*closure.values())
            func.__qualname__ = qualname
            return func
    raise RebuildError(
        f"{filename}:{recorded['line']}: has no {recorded['source']!r} at column {recorded['col']} "
        "(changed since the trace?)"
    )


#: What a recorded lambda holds, and of which type.
_FIELDS = {"source": str, "line": int, "col": int}
