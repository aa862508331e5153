"""A function that cannot be imported by name, recorded by its source: a lambda passed to a compile
(an `epilogue_op=lambda x: x` constexpr), or a function defined inside a function (an epilogue
defined in the host function, capturing a scale factor; a `@cute.jit` score_mod made by a factory
such as FlashAttention-4's `create_softcap_scoremod(softcap)`).

Such a function is its source text, evaluated among its module's globals, plus the values of the
variables it uses from the function around it (its closure cells), recorded like arguments by the
caller (kinds_code); a cell whose value cannot be recorded is refused naming the variable. The
trace finds the text exactly: the lambda or `def` whose first line (its first decorator's, for a
decorated one) is the code's, and whose compiled code (positions included), compiled with those
variables bound, is the code that ran. A decorated function is recorded as the function its
decorators were given (`__wrapped__`, followed to the end), with the decorators' text; a decorator
that uses a variable of the function around it, which no value records, is refused naming it.
The rebuild compiles the text at the same file, line and column, with the recorded values bound
to the same variables, gives the function its recorded qualified name, and then applies the
decorators, evaluated where they stand, so that the locations the DSL records for its
operations, and the names it gives them, are the traced ones.
"""

from __future__ import annotations

import ast
import copy
import sys
from pathlib import Path
from types import CodeType, FunctionType, ModuleType
from typing import Any, TypeGuard

from irscope.capture.rebuild.imports import RebuildError

#: The function the rebuild (and the trace's check) wraps a source in to bind its closure's variables.
_WRAPPER = "__irscope_closure__"
#: The wrapper's parameter that stands for a decorated function's decorators while it is made.
_KEEP = "__irscope_keep__"


def lambda_source(func: FunctionType) -> dict[str, Any] | str:
    """{"source", "line", "col"} (and "decorators") of a lambda or nested function (the innermost
    of its decorators' wrappers), or why it cannot be rebuilt from its source."""
    code, exact = _code_as_written(func)
    what = "a lambda" if code.co_name == "<lambda>" else "a function defined inside a function"
    try:
        text = Path(code.co_filename).read_text(encoding="utf-8")
        tree = ast.parse(text, code.co_filename)
    except (OSError, SyntaxError, ValueError) as exc:
        return f"{what} whose source cannot be read ({type(exc).__name__}): define it at module level"
    context = module_imports(tree)
    for node in ast.walk(tree):
        if _candidate(node, code) and (_same(node, code, context) if exact else _same_place(node, code, context)):
            source = ast.get_source_segment(text, node)
            if source is None:
                continue
            recorded: dict[str, Any] = {"source": source, "line": node.lineno, "col": node.col_offset}
            decorators = [ast.get_source_segment(text, d) or "" for d in getattr(node, "decorator_list", [])]
            if decorators:
                unknown = _decorator_names(node, func)
                if unknown:
                    names = ", ".join(unknown)
                    return f"its decorators use variable(s) of the function around it that are not recorded: {names}"
                recorded["decorators"] = decorators
            return recorded
    return f"{what} whose source is not in its file as it ran: define it at module level"


def _code_as_written(func: FunctionType) -> tuple[CodeType, bool]:
    """The function's code as its source compiles, and whether it can be compared exactly. The
    DSL's preprocessor replaces a `@cute.jit` function's code with its rewrite of the source when
    first called; DSL 4.6 on keeps the code it replaced (`_original_code`), DSL 4.5 does not, and
    there the rewrite is compared by place only (`_same_place`)."""
    original = getattr(func, "_original_code", None)
    if isinstance(original, CodeType):
        return original, True
    return func.__code__, getattr(func, "_preprocessed", False) is not True or func.__code__.co_name == "<lambda>"


def _same_place(node: ast.AST, code: CodeType, context: list[ast.stmt]) -> bool:
    """A decorated `def` of the name, at the first line of its code, whose variables from around
    it are the code's: the DSL's rewrite of a `@cute.jit` function (DSL 4.5)."""
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) or not node.decorator_list:
        return False
    compiled = _inner_code(node, code.co_freevars, code.co_filename, context)
    return compiled is not None and compiled.co_freevars == code.co_freevars


def _decorator_names(node: ast.AST, func: FunctionType) -> list[str]:
    """Names the decorators of `node` use that are neither the module's, Python's builtins nor
    the function's own recorded variables: the function around it defined them."""
    import builtins

    known = set(func.__globals__) | set(vars(builtins)) | set(func.__code__.co_freevars)
    used = {n.id for d in getattr(node, "decorator_list", []) for n in ast.walk(d) if isinstance(n, ast.Name)}
    return sorted(used - known)


def unwrapped(func: Any) -> Any:
    """The function a decorator was given, followed through every `__wrapped__` (a `@cute.jit`
    function is the DSL's wrapper of it); `func` itself where it wraps nothing."""
    seen = {id(func)}
    while isinstance(getattr(func, "__wrapped__", None), FunctionType) and id(func.__wrapped__) not in seen:
        func = func.__wrapped__
        seen.add(id(func))
    return func


def closure_cells(func: FunctionType, decorated: Any = None) -> dict[str, Any] | str:
    """The variables a function uses from the functions around it, by name, with their values
    (those its own `def` binds left out: itself, or `decorated`, what its decorators made of
    it), or why they cannot be read."""
    cells = dict(zip(func.__code__.co_freevars, func.__closure__ or (), strict=True))
    values = {}
    for name, cell in cells.items():
        try:
            value = cell.cell_contents
        except ValueError:
            return f"its variable {name!r} has no value yet (assigned after the function was made)"
        if value is func or (decorated is not None and value is decorated):
            continue  # a function that calls itself: the rebuilt `def` binds its own name
        values[name] = value
    return values


def main_block_globals(func: FunctionType) -> dict[str, Any]:
    """The globals a lambda or inner function of a script uses that the script binds only under
    its `if __name__ == "__main__":` block (a loop variable: `for k in ...: compile(f, lambda x: x +
    k)`), with their values: a rebuild imports the script without running that block, so they
    are recorded, and bound, as its closure's variables are."""
    from irscope.bundle.trace_spec import is_script_module

    if not is_script_module(getattr(func, "__module__", None) or ""):
        return {}
    used = _global_loads(func.__code__)
    if not used:
        return {}
    outside = _bound_outside_main_block(func.__code__.co_filename)
    if outside is None:
        return {}
    found = {name: func.__globals__[name] for name in sorted(used - outside) if name in func.__globals__}
    return {name: value for name, value in found.items() if not isinstance(value, ModuleType)}


def _global_loads(code: CodeType) -> set[str]:
    import dis

    found = {i.argval for i in dis.get_instructions(code) if i.opname in ("LOAD_GLOBAL", "LOAD_NAME")}
    for const in code.co_consts:
        if isinstance(const, CodeType):
            found |= _global_loads(const)
    return {str(name) for name in found}


def _bound_outside_main_block(filename: str) -> set[str] | None:
    """The names a script's top level binds outside its main block, and Python's builtins; None
    where that cannot be told (the file unreadable, a `from M import *`): nothing is recorded."""
    import builtins
    import symtable

    try:
        tree = ast.parse(Path(filename).read_text(encoding="utf-8"), filename)
    except (OSError, SyntaxError, ValueError):
        return None
    if any(isinstance(n, ast.ImportFrom) and any(a.name == "*" for a in n.names) for n in ast.walk(tree)):
        return None
    tree.body = [node for node in tree.body if not _is_main_block(node)]
    table = symtable.symtable(ast.unparse(tree), filename, "exec")
    bound = {s.get_name() for s in table.get_symbols() if s.is_assigned() or s.is_imported()}
    return bound | {c.get_name() for c in table.get_children()} | set(vars(builtins))


def _is_main_block(node: ast.stmt) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and isinstance(test, ast.Compare) and "__main__" in ast.unparse(test)


def _candidate(node: ast.AST, code: CodeType) -> TypeGuard[ast.Lambda | ast.FunctionDef | ast.AsyncFunctionDef]:
    if isinstance(node, ast.Lambda):
        return code.co_name == "<lambda>" and node.lineno == code.co_firstlineno
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) or node.name != code.co_name:
        return False
    return code.co_firstlineno in (_first_line(node), node.lineno)  # the DSL's rewrite starts at `def`


def _first_line(node: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """The line Python gives a function's code: its first decorator's, else its `def`'s."""
    return min([node.lineno, *(d.lineno for d in node.decorator_list)])


def _same(node: ast.expr | ast.stmt, code: CodeType, context: list[ast.stmt]) -> bool:
    compiled = _inner_code(node, code.co_freevars, code.co_filename, context)
    return compiled is not None and _key(compiled) == _key(code)


def _key(code: CodeType) -> tuple[Any, ...]:
    if sys.version_info >= (3, 11):
        positions: object = list(code.co_positions())
    else:  # pragma: no cover - Python 3.10 has line numbers only
        positions = (code.co_firstlineno, code.co_linetable)
    return (code.co_code, code.co_consts, code.co_names, code.co_varnames, positions)


def _wrapper(node: ast.expr | ast.stmt, names: tuple[str, ...], context: list[ast.stmt]) -> ast.Module:
    """`def __irscope_closure__(NAMES): <node>; return it`, at the node's own place: the node keeps
    its positions, and its free variables are the wrapper's parameters, as they were the cells of
    the function it was defined in."""
    if isinstance(node, ast.expr):
        body: list[ast.stmt] = [ast.Return(node)]
    else:
        body = [node, ast.Return(ast.Name(node.name, ast.Load()))]  # type: ignore[attr-defined]
    return _module(node, names, body, context)


def _undecorated_wrapper(
    node: ast.FunctionDef | ast.AsyncFunctionDef, names: tuple[str, ...], context: list[ast.stmt]
) -> ast.Module:
    """`def __irscope_closure__(KEEP, NAMES): @KEEP def f(...): ...; return f, (DECORATORS,)`: the
    function as its decorators were given it (KEEP, a decorator that returns what it is given,
    stands where the first decorator does, so that the code's first line is the traced one) and
    the decorators' values, evaluated where they stand, to be applied once it has its name."""
    bare = copy.deepcopy(node)
    keep = ast.copy_location(ast.Name(_KEEP, ast.Load()), node.decorator_list[0])
    bare.decorator_list = [keep]
    decorators = ast.copy_location(ast.Tuple(copy.deepcopy(node.decorator_list), ast.Load()), node)
    result = ast.copy_location(ast.Tuple([ast.Name(node.name, ast.Load()), decorators], ast.Load()), node)
    return _module(node, (_KEEP, *names), [bare, ast.copy_location(ast.Return(result), node)], context)


def _module(
    node: ast.expr | ast.stmt, names: tuple[str, ...], body: list[ast.stmt], context: list[ast.stmt]
) -> ast.Module:
    """The wrapper in a module beside `context`, the program module's own imports: compiled only,
    never run (the wrapper's code is taken from its constants)."""
    args = ast.arguments(posonlyargs=[], args=[ast.arg(n) for n in names], kwonlyargs=[], kw_defaults=[], defaults=[])
    extra: dict[str, Any] = {"type_params": []} if "type_params" in ast.FunctionDef._fields else {}  # Python 3.12 on
    wrapper = ast.FunctionDef(name=_WRAPPER, args=args, body=body, decorator_list=[], returns=None, **extra)
    for part in (wrapper, args, *args.args, *body):
        ast.copy_location(part, node)
    return ast.fix_missing_locations(ast.Module(body=[*context, wrapper], type_ignores=[]))


def module_imports(tree: ast.Module) -> list[ast.stmt]:
    """The imports of a module's own scope (in its `if` and `try` blocks too, never in a def or a
    class). CPython 3.11 and 3.12 compile a call `name.attr(...)` as an attribute load, not a
    method load, where `name` is imported at module level (`cutlass.range_constexpr(n)`): a
    function's code compiled without them is not the code that ran."""
    found: list[ast.stmt] = []
    pending: list[ast.AST] = list(tree.body)
    while pending:
        node = pending.pop(0)
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        elif not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            pending += [child for child in ast.iter_child_nodes(node) if isinstance(child, ast.stmt)]
    return found


def _wrapper_code(
    node: ast.expr | ast.stmt, names: tuple[str, ...], filename: str, context: list[ast.stmt]
) -> CodeType | None:
    return _code_of(_wrapper(node, names, context), filename)


def _code_of(tree: ast.Module, filename: str) -> CodeType | None:
    module = compile(tree, filename, "exec")
    found = [c for c in module.co_consts if isinstance(c, CodeType) and c.co_name == _WRAPPER]
    return found[0] if len(found) == 1 else None


def _inner_code(
    node: ast.expr | ast.stmt, names: tuple[str, ...], filename: str, context: list[ast.stmt]
) -> CodeType | None:
    wrapper = _wrapper_code(node, names, filename, context)
    name = "<lambda>" if isinstance(node, ast.Lambda) else getattr(node, "name", None)
    found = [c for c in (wrapper.co_consts if wrapper else ()) if isinstance(c, CodeType) and c.co_name == name]
    return found[0] if len(found) == 1 else None


def rebuild_lambda(
    recorded: Any, module: ModuleType, qualname: str, closure: dict[str, Any] | None = None
) -> FunctionType:
    """The lambda or function at the recorded line and column of `module`'s file (the program's,
    imported for the rebuild under its policy), compiled there among its globals with `closure`'s
    values bound to the variables it uses, and decorated by its recorded decorators. Its text and
    its decorators' are taken from the file and must be the recorded ones: a spec (data, often
    someone else's) never runs code that is not in the project."""
    filename = getattr(module, "__file__", None) or ""
    if not isinstance(recorded, dict) or not all(isinstance(recorded.get(k), t) for k, t in _FIELDS.items()):
        raise RebuildError(f"{qualname}: its recorded lambda is not a source text, line and column")
    try:
        text = Path(filename).read_text(encoding="utf-8")
        tree = ast.parse(text, filename)
    except (OSError, SyntaxError, ValueError) as exc:
        raise RebuildError(f"{filename or module.__name__}: cannot read the source of {qualname}: {exc}") from None
    closure = closure or {}
    decorators = recorded.get("decorators", [])
    for node in ast.walk(tree):
        if (
            isinstance(node, (ast.Lambda, ast.FunctionDef, ast.AsyncFunctionDef))
            and (node.lineno, node.col_offset) == (recorded["line"], recorded["col"])
            and ast.get_source_segment(text, node) == recorded["source"]
            and [ast.get_source_segment(text, d) for d in getattr(node, "decorator_list", [])] == decorators
        ):
            return _made(node, module_imports(tree), module, qualname, closure, f"{filename}:{recorded['line']}")
    raise RebuildError(
        f"{filename}:{recorded['line']}: has no {recorded['source']!r} at column {recorded['col']}"
        + (f" decorated {decorators}" if decorators else "")
        + " (changed since the trace?)"
    )


def _made(
    node: ast.AST, context: list[ast.stmt], module: ModuleType, qualname: str, closure: dict[str, Any], where: str
) -> FunctionType:
    filename = getattr(module, "__file__", None) or ""
    decorated = isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and bool(node.decorator_list)
    names = tuple(closure)
    tree = _undecorated_wrapper(node, names, context) if decorated else _wrapper(node, names, context)  # type: ignore[arg-type]
    code = _code_of(tree, filename)
    if code is None:  # pragma: no cover - the wrapper is made here, with one function in it
        raise RebuildError(f"{where}: {qualname} could not be compiled")
    wrapper = FunctionType(code, vars(module))
    if not decorated:
        func = wrapper(*closure.values())
        func.__qualname__ = qualname
        return func
    try:
        func, decorators = wrapper(lambda f: f, *closure.values())
        func.__qualname__ = qualname
        for decorator in reversed(decorators):
            func = decorator(func)
    except Exception as exc:  # noqa: BLE001 - the program's decorator failed: one line saying so
        raise RebuildError(f"{where}: decorating {qualname} again failed: {type(exc).__name__}: {exc}") from None
    return func


#: What a recorded lambda holds, and of which type.
_FIELDS = {"source": str, "line": int, "col": int}
