"""Rebuild a traced compile from its spec: the function, and fake arguments.

Runs in a capture worker (`irscope capture --from-trace`): no GPU, no torch. Each argument is
made again by the kind that recorded it (kinds.py): tensors become `make_fake_tensor`s whose MLIR
type must equal the one the traced compile used (checked; a mismatch is an error naming the
argument), streams the DSL's fake stream, and every class or function a spec names is taken under
resolve.py's rule (data is never code); a kind the registry does not know is refused naming the
argument. Every module is imported through trace_imports' policy: the project's own files and
the modules allowed by name, nothing else.
"""

from __future__ import annotations

from typing import Any

from irscope.bundle.trace_spec import TraceSpec
from irscope.capture.rebuild import resolve
from irscope.capture.rebuild.imports import Importer, ImportPolicy, RebuildError
from irscope.capture.rebuild.kinds import KINDS, Rebuilding
from irscope.capture.rebuild.kinds_device import parse_memref, parse_ptr

__all__ = ["RebuildError", "build_call", "parse_memref", "parse_ptr", "referenced_modules", "refusals"]

#: What the traced function's own name must lead to.
TRACED_FUNCTION = "the traced function"


def _arguments(spec: TraceSpec) -> list[tuple[str, dict[str, Any]]]:
    """(where, entry) of every argument of the call, as messages name them."""
    found = [(f"argument {e.get('name', f'#{i}')!r}", e) for i, e in enumerate(spec.call["params"])]
    return found + [(f"argument {k!r}", e) for k, e in spec.call["kwargs"].items()]


def referenced_modules(spec: TraceSpec) -> list[tuple[str, str, str, str]]:
    """(where, module, file, kind) of every module the spec would import: the function's and
    every class, enum, function and object among the arguments (kind: the argument's)."""
    found = [(TRACED_FUNCTION, spec.function.module, spec.function.file, "function")]
    if spec.function.source:
        for inner, named in KINDS.references(spec.function.source, TRACED_FUNCTION):
            found.append((inner, named.ref["module"], named.ref.get("file", ""), named.expect.what))
    for where, entry in _arguments(spec):
        for inner, named in KINDS.references(entry, where):
            found.append((inner, named.ref["module"], named.ref.get("file", ""), named.expect.what))
    return found


def refusals(spec: TraceSpec, policy: ImportPolicy) -> list[str]:
    """One line per name the spec holds that a rebuild would refuse, found without importing:
    what `capture --from-trace` says before any worker starts."""
    importer = Importer(policy, spec.program_cwd)
    ref = {"module": spec.function.module, "qualname": spec.function.qualname}
    if spec.function.source:  # a function defined inside a function: by its source
        found = KINDS.refusals(spec.function.source, TRACED_FUNCTION, importer)
    else:
        why = resolve.refusal(ref["module"], resolve.FUNCTION, policy, ref["qualname"])
        if why is None and not spec.function.in_no_file:  # one in no file: spec.unrebuildable() says so
            why = importer.check(spec.function.module, spec.function.file)
        found = [f"{TRACED_FUNCTION}: {why}"] if why else []
    for where, entry in _arguments(spec):
        found += KINDS.refusals(entry, where, importer)
    return list(dict.fromkeys(found))


def build_call(spec: TraceSpec, policy: ImportPolicy, source: str = "") -> tuple[Any, list[Any], dict[str, Any]]:
    """(what to hand cute.compile, positional args, keyword args) for a traced compile; a refusal
    is one RebuildError naming `source` (the spec document), the compile and the argument."""
    try:
        return _build_call(spec, policy)
    except RebuildError as exc:
        raise RebuildError(f"{source + ': ' if source else ''}{spec.label}: {exc}") from None


def _build_call(spec: TraceSpec, policy: ImportPolicy) -> tuple[Any, list[Any], dict[str, Any]]:
    problems = spec.unrebuildable()
    if problems:
        raise RebuildError("; ".join(problems))
    importer = Importer(policy, spec.program_cwd)
    importer.add_program_path(spec.program_path)
    ref = {"module": spec.function.module, "qualname": spec.function.qualname, "file": spec.function.file}
    if spec.function.source:  # a factory's function: its source, decorated, its closure bound
        func = KINDS.rebuild(spec.function.source, Rebuilding(KINDS, importer, TRACED_FUNCTION))
    else:
        func = resolve.resolve(importer, ref, resolve.FUNCTION, TRACED_FUNCTION)
    args = [KINDS.rebuild(entry, Rebuilding(KINDS, importer, where)) for where, entry in _arguments(spec)]
    kwargs = dict(zip(spec.call["kwargs"], args[len(spec.call["params"]) :], strict=True))
    args = args[: len(spec.call["params"])]
    _check_tensor_types(spec, args, kwargs)
    if spec.function.bound and args:  # a method / __call__: the instance comes first
        return getattr(args[0], func.__name__), args[1:], kwargs
    return func, args, kwargs


def _check_tensor_types(spec: TraceSpec, args: list[Any], kwargs: dict[str, Any]) -> None:
    from cutlass._mlir import ir

    pairs = list(zip(spec.call["params"], args, strict=True)) + [(spec.call["kwargs"][k], v) for k, v in kwargs.items()]
    with ir.Context():
        for entry, value in pairs:
            if entry["kind"] != "tensor":
                continue
            got = str(value.mlir_type)
            if got != entry["mlir_type"]:
                raise RebuildError(f"argument {entry['name']!r}: rebuilt as {got}, traced as {entry['mlir_type']}")
