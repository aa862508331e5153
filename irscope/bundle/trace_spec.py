"""A traced compile as data: a bundle's trace.json, or a spec file a project commits.

`irscope trace` writes one per compile (capture/trace/hooks.py); `capture --from-trace` reads
them and rebuilds the call (capture/rebuild/build.py). Every reader goes through `from_json`
(or `read_spec` for a file, `Bundle.trace()` for a bundle's member), which checks the document
against irscope/schema/trace.schema.json and upgrades format 1. A spec is data from someone
else: reading it imports nothing and runs nothing, and the names that become directories
(kernel, case, arch) cannot leave the store (the schema allows no path separators in them).

The arguments stay the declarative JSON of trace_signature (`call`): nested specs with a
`kind`. `unrebuildable` walks them and names every argument, attribute and item that cannot
be rebuilt, one line each, with its type and why.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from importlib import resources
from pathlib import Path, PurePath
from typing import Any

from irscope.bounded_read import parse_json
from irscope.bundle.members import read_regular_file
from irscope.bundle.schema import check_schema
from irscope.errors import BundleError

FORMAT = "irscope-trace"
FORMAT_VERSION = 2
SCHEMA = "trace.schema.json"
#: A spec file larger than this is not one irscope wrote (the largest traces are a few kB).
MAX_SPEC_BYTES = 4 << 20


#: The names a script's own module runs under: `__main__`, and `__mp_main__` in the workers
#: multiprocessing starts by spawn or forkserver, which load the parent's script again under it.
#: A module of these names is no module to import: a rebuild loads it from its file.
SCRIPT_MODULES = frozenset({"__main__", "__mp_main__"})


def is_script_module(module: str) -> bool:
    """Is `module` the name a script's own module ran under (not one to import by name)?"""
    return module in SCRIPT_MODULES


def has_source_file(file: str) -> bool:
    """Is `file` (a code object's file name) a file at all? Code compiled from a string names a
    pseudo-file in angle brackets (`<string>`, IPython's `<ipython-input-1-...>`), or none."""
    return bool(file) and not file.startswith("<")


@dataclass(frozen=True)
class FunctionRef:
    """The jitted function: imported by module name (a script run as `__main__`: from `file`)."""

    module: str
    qualname: str
    file: str
    bound: bool  # a method or __call__: the first argument is the instance
    #: A function defined inside a function (a factory's `@cute.jit`), which no name imports: the
    #: `function` argument entry of its source, decorators and closure (rebuild.kinds_code); else empty
    source: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        data = {"module": self.module, "qualname": self.qualname, "file": self.file, "bound": self.bound}
        return {**data, "source": self.source} if self.source else data

    @property
    def in_no_file(self) -> bool:
        """Was it compiled from a string (a pseudo-file), or is it a script's with no file recorded?"""
        return self.file.startswith("<") or (not self.file and is_script_module(self.module))


@dataclass(frozen=True)
class TraceSpec:
    kernel: str
    case: str
    digest: str
    arch: str
    how: str  # "cute.compile" | "jit-call"
    function: FunctionRef
    call: dict[str, Any]  # {"params": [...], "kwargs": {...}}: trace_signature's argument specs
    options: str = ""  # the compile options that decide the code (cute.compile's `options`)
    dsl_version: str = ""
    module_hash: str | None = None
    program: dict[str, Any] = field(default_factory=dict)  # argv, cwd, pid of the traced process
    after_compile_error: dict[str, Any] | None = None
    rebuilt_from: str | None = None
    #: irscope's hash of the compiled module where the DSL passed no module hash (4.6+'s cute.compile)
    code_digest: str | None = None
    #: {argument: {attribute: entry}}: what the call's body set where it differs from `call`'s
    #: entry state (the compile used these; the rebuild starts from the entry state)
    compiled_with: dict[str, dict[str, Any]] | None = None
    #: what first made this compile: {"test": pytest node id} or {"line": "file:line"} of the program
    trigger: dict[str, str] | None = None

    @property
    def label(self) -> str:
        return f"{self.kernel}:{self.case}@{self.arch}"

    @property
    def program_cwd(self) -> str:
        return str(self.program.get("cwd", ""))

    @property
    def program_path(self) -> list[str]:
        """The traced program's sys.path entries inside its directory, relative to it."""
        return [str(p) for p in self.program.get("path", [])]

    @property
    def argv(self) -> list[str]:
        return [str(a) for a in self.program.get("argv", [])]

    @property
    def witness(self) -> str | None:
        """What tells this compile from another of the same signature: the DSL's module hash, or
        irscope's hash of the module where the DSL passed none."""
        return self.module_hash or self.code_digest

    def compiled_attributes(self, argument: str) -> dict[str, dict[str, Any]]:
        """An object argument's attributes as the compile used them: the entry state, with what
        the call's body changed or added (`compiled_with`) in their place."""
        entry = next((p for p in self.call["params"] if p.get("name") == argument), None)
        state = dict(entry.get("state", {})) if entry is not None and entry.get("kind") == "object" else {}
        return {**state, **(self.compiled_with or {}).get(argument, {})}

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "kernel": self.kernel,
            "case": self.case,
            "digest": self.digest,
            "arch": self.arch,
            "how": self.how,
            "function": self.function.to_json(),
            "call": self.call,
            "options": self.options,
            "dsl_version": self.dsl_version,
            "module_hash": self.module_hash,
            "program": self.program,
        }
        if self.after_compile_error is not None:
            data["after_compile_error"] = self.after_compile_error
        if self.rebuilt_from is not None:
            data["rebuilt_from"] = self.rebuilt_from
        if self.code_digest is not None:
            data["code_digest"] = self.code_digest
        if self.compiled_with:
            data["compiled_with"] = self.compiled_with
        if self.trigger:
            data["trigger"] = self.trigger
        return data

    def portable(self) -> dict[str, Any]:
        """The spec a project commits: what decides the code, and nothing of the tracing machine
        but the command (the source file relative to the traced program's directory; no pid,
        no cwd, no module hash)."""
        data = self.to_json()
        data["function"] = {**data["function"], "file": _relative(self.function.file, self.program_cwd)}
        if self.function.source:
            data["function"]["source"] = _relative_files(self.function.source, self.program_cwd)
        data["call"] = _relative_files(self.call, self.program_cwd)
        argv = [PurePath(self.argv[0]).name, *(_relative(a, self.program_cwd) for a in self.argv[1:])]
        data["program"] = {"argv": argv if self.argv else [], "path": self.program.get("path", [])}
        data.pop("module_hash")
        data.pop("code_digest", None)
        data.pop("after_compile_error", None)
        data.pop("rebuilt_from", None)
        return data

    def unrebuildable(self) -> list[str]:
        """One line per argument, attribute or item that cannot be rebuilt: where, type and why."""
        found: list[str] = []
        for i, entry in enumerate(self.call["params"]):
            found += problems(entry, f"argument {entry.get('name', f'#{i}')!r}")
        for key, entry in self.call["kwargs"].items():
            found += problems(entry, f"argument {key!r}")
        if self.function.source:
            found += problems(self.function.source, "the traced function")
        elif "<locals>" in self.function.qualname:
            found.append(f"{self.function.qualname} is defined inside a function and cannot be imported")
        if self.function.in_no_file:
            where = f"in {self.function.file}" if self.function.file else "in no file"
            found.append(
                f"{self.function.qualname} is defined {where} (a string run by exec, a notebook cell): "
                "a rebuild reads its source from a .py file"
            )
        return found


def problems(entry: dict[str, Any], where: str) -> list[str]:
    """Every leaf of one argument spec that cannot be rebuilt (all of them, not the first)."""
    found = [line for w, v in nested_entries(entry, where) for line in problems(v, w)]
    if not entry["rebuild"] and not found:
        found.append(f"{where} ({entry.get('type') or entry['kind']}): {entry.get('why', 'cannot be rebuilt')}")
    return found


#: Where each kind keeps the entries nested in it, and what one of them is called there.
_NESTED = {"object": ("state", "attribute"), "dict": ("items", "key"), "function": ("closure", "variable")}


def nested_entries(entry: dict[str, Any], where: str) -> list[tuple[str, dict[str, Any]]]:
    """(where, entry) of the entries directly inside one: an object's attributes, the items of a
    tuple or dict, a function's closure variables; the one walk of the nesting every reader of
    the argument specs uses."""
    kind = entry.get("kind")
    if kind in ("tuple", "namedtuple") and isinstance(entry.get("items"), list):
        return [(f"{where}, item {i}", v) for i, v in enumerate(entry["items"]) if isinstance(v, dict)]
    field, word = _NESTED.get(kind, ("", "")) if isinstance(kind, str) else ("", "")
    inner = entry.get(field) if field else None
    if not isinstance(inner, dict):
        return []
    return [(f"{where}, {word} {k!r}", v) for k, v in inner.items() if isinstance(v, dict)]


def with_valid_call(spec: TraceSpec) -> TraceSpec:
    """`spec` with every argument entry the schema refuses (a recorder's gap: a name it did
    not foresee) replaced by an opaque one saying why, and the entries enclosing it marked not
    rebuildable; `unrebuildable` then names each, and the compile's bundle is still written.
    Faults outside the arguments (the kernel's name, the arch) are left for `from_json` to refuse."""
    try:
        check_schema(spec.to_json(), SCHEMA, "trace spec", spec.label)  # fast: the usual answer
        return spec
    except BundleError:
        pass
    call = spec.call
    for _ in range(_MAX_REPAIRS):
        errors = [e for e in _schema_errors({**spec.to_json(), "call": call}) if list(e.absolute_path)[:1] == ["call"]]
        if not errors:
            break
        call = parse_json(json.dumps(call), spec.label)  # a copy to repair
        for error in errors:
            _replace_entry(call, list(error.absolute_path)[1:], error.message)
        call = _marked(call)
    spec = _valid_compiled_with(spec if call is spec.call else replace(spec, call=call))
    if spec.function.source and any(list(e.absolute_path)[:1] == ["function"] for e in _schema_errors(spec.to_json())):
        # a source the format cannot hold: the function is one defined inside a function, as before it was recorded
        spec = replace(spec, function=replace(spec.function, source={}))
    if spec.trigger and any(list(e.absolute_path)[:1] == ["trigger"] for e in _schema_errors(spec.to_json())):
        spec = replace(spec, trigger=None)  # shown, never needed: one the format cannot hold is left out
    return spec


def _valid_compiled_with(spec: TraceSpec) -> TraceSpec:
    """`spec` without the attributes of `compiled_with` the schema refuses (what the compile used
    is shown, never needed: one the format cannot hold is left out)."""
    if not spec.compiled_with:
        return spec
    paths = [list(e.absolute_path) for e in _schema_errors(spec.to_json())]
    bad = {(str(p[1]), str(p[2])) for p in paths if p[:1] == ["compiled_with"] and len(p) >= 3}
    if not any(p[:1] == ["compiled_with"] for p in paths):
        return spec
    kept = {
        arg: {k: v for k, v in attrs.items() if (arg, k) not in bad}
        for arg, attrs in spec.compiled_with.items()
        if isinstance(attrs, dict) and not any(p[:2] == ["compiled_with", arg] and len(p) == 2 for p in paths)
    }
    kept = {arg: attrs for arg, attrs in kept.items() if attrs}
    return replace(spec, compiled_with=kept or None)


#: Repairs are of the outermost entry a fault lies in, so one round settles all but the odd case.
_MAX_REPAIRS = 4


def _schema_errors(data: dict[str, Any]) -> list[Any]:
    import jsonschema

    return list(jsonschema.Draft202012Validator(_schema()).iter_errors(data))


@lru_cache(maxsize=1)
def _schema() -> dict[str, Any]:
    schema: dict[str, Any] = parse_json(
        resources.files("irscope.schema").joinpath(SCHEMA).read_text(), f"irscope/schema/{SCHEMA}"
    )
    return schema


def _replace_entry(call: dict[str, Any], path: list[Any], message: str) -> None:
    """Make the innermost argument entry on `path` (inside `call`) an opaque one saying why."""
    holder: Any = None
    slot: Any = None
    node: Any = call
    for i, step in enumerate(path):
        try:
            child = node[step]
        except (KeyError, IndexError, TypeError):
            break
        if isinstance(child, dict) and "kind" in child and _is_entry_slot(path[: i + 1]):
            holder, slot = node, step
        node = child
    if holder is None:
        return
    entry = holder[slot]
    kind = entry["kind"] if isinstance(entry["kind"], str) else "value"
    opaque = {k: entry[k] for k in ("name",) if isinstance(entry.get(k), str)}
    opaque.update(kind="opaque", type=str(entry.get("type") or kind), rebuild=False)
    opaque["why"] = f"recorded as {kind}, which is not a valid spec: {message}"
    holder[slot] = opaque


def _is_entry_slot(path: list[Any]) -> bool:
    """Does `path` (inside `call`) lead to an argument entry: params/N, kwargs/K, or a state,
    items key or index below one?"""
    if len(path) == 2:
        return path[0] in ("params", "kwargs")
    return len(path) > 2 and path[-2] in ("state", "items", "closure")


def _marked(entry: Any) -> Any:
    """`entry` with every container that holds an entry it cannot rebuild marked so too."""
    if isinstance(entry, list):
        return [_marked(v) for v in entry]
    if not isinstance(entry, dict):
        return entry
    out = {k: _marked(v) for k, v in entry.items()}
    kind = out.get("kind")
    inner = (
        {"object": out.get("state"), "function": out.get("closure")}.get(kind, out.get("items"))
        if isinstance(kind, str)
        else out.get("items")
    )
    values = inner.values() if isinstance(inner, dict) else inner if isinstance(inner, list) else []
    bad = [v for v in values if isinstance(v, dict) and v.get("rebuild") is False]
    if bad and out.get("rebuild") is True:
        out.update(rebuild=False, why=f"{len(bad)} item(s) cannot be rebuilt")
    return out


def from_json(data: Any, where: str) -> TraceSpec:
    """A checked TraceSpec from a parsed document (format 1 upgraded); BundleError naming `where`."""
    data = upgrade(data)
    try:
        check_schema(data, SCHEMA, "trace spec", where)
    except BundleError as exc:
        raise BundleError(_argument_named(str(exc), data)) from None
    function = data["function"]
    return TraceSpec(
        kernel=data["kernel"],
        case=data["case"],
        digest=data["digest"],
        arch=data["arch"],
        how=data["how"],
        function=FunctionRef(
            function["module"],
            function["qualname"],
            function.get("file", ""),
            function["bound"],
            function.get("source"),
        ),
        call=data["call"],
        options=data.get("options", ""),
        dsl_version=data.get("dsl_version", ""),
        module_hash=data.get("module_hash"),
        program=data.get("program", {}),
        after_compile_error=data.get("after_compile_error"),
        rebuilt_from=data.get("rebuilt_from"),
        code_digest=data.get("code_digest"),
        compiled_with=data.get("compiled_with"),
        trigger=data.get("trigger"),
    )


def _argument_named(message: str, data: dict[str, Any]) -> str:
    """A schema error's `call/params/N` with the argument's name beside its index."""
    match = re.search(r"\bcall/params/(\d+)", message)
    params = data.get("call", {}).get("params") if isinstance(data.get("call"), dict) else None
    if match is None or not isinstance(params, list) or int(match[1]) >= len(params):
        return message
    name = params[int(match[1])].get("name") if isinstance(params[int(match[1])], dict) else None
    return message if not isinstance(name, str) else message.replace(match[0], f"{match[0]} (argument {name!r})", 1)


def read_spec(path: Path) -> TraceSpec:
    """A spec file (outside any bundle): a regular UTF-8 JSON file, checked like trace.json. A
    symlink is refused: a spec is data, read only where it is."""
    if path.is_symlink():
        raise BundleError(f"{path}: a symlink; a spec file is read only as a regular file")
    raw = read_regular_file(path, MAX_SPEC_BYTES)
    if raw is None:
        raise BundleError(f"{path}: not a readable regular file of at most {MAX_SPEC_BYTES >> 20} MB")
    return from_json(parse_json(raw, str(path), error=BundleError), str(path))


def spec_file(directory: Path, spec: TraceSpec) -> Path:
    """Where a spec folder keeps a compile's spec: DIR/KERNEL/CASE@ARCH.json."""
    return directory / spec.kernel / f"{spec.case}@{spec.arch}.json"


def write_spec(path: Path, spec: TraceSpec) -> None:
    """The portable spec, as reviewable text (sorted keys, one level of indent per nesting),
    written as every file a user names is (output_files.write_file)."""
    from irscope.output_files import write_file

    write_file(path, json.dumps(spec.portable(), indent=1, sort_keys=True) + "\n", make_parents=True)


def upgrade(data: Any) -> Any:
    """Format 1 -> 2: an object named its class as one string with module/qualname/file beside it.
    In any format: a DSL runtime pointer recorded as an object (before pointers were a kind,
    with its address and a ctypes descriptor) becomes a pointer (dtype, memory space, alignment).
    The kernel, case and digest stay as recorded."""
    if not (isinstance(data, dict) and data.get("format") == FORMAT and data.get("format_version") in (1, 2)):
        return data
    upgraded = {**data, "format_version": FORMAT_VERSION}
    if "call" in data:  # a spec without one is refused by the schema, naming it
        upgraded["call"] = _upgraded(data["call"])
    return upgraded


#: The class the DSL's runtime pointers had when they were recorded as objects.
_RUNTIME_POINTER = {"module": "cutlass.cute.runtime", "qualname": "_Pointer"}


def _upgraded(value: Any) -> Any:
    """`value` with every format-1 object entry and every runtime pointer recorded as an object
    in it, at any depth, in the current form."""
    if isinstance(value, list):
        return [_upgraded(v) for v in value]
    if not isinstance(value, dict):
        return value
    out = {k: _upgraded(v) for k, v in value.items()}
    if out.get("kind") == "object" and isinstance(out.get("class"), str):
        ref = {"module": out.pop("module", ""), "qualname": out.pop("qualname", "")}
        file = out.pop("file", "")
        out["class"] = {**ref, "file": file} if ref["module"] == "__main__" and file else ref
    if out.get("kind") == "object" and out.get("class") == _RUNTIME_POINTER:
        return _pointer_of(out)
    return out


#: The DSL's `AddressSpace` (an IntEnum) by value: Blackwell fmha passes `mem_space` as its int.
_ADDRESS_SPACES = {0: "generic", 1: "gmem", 3: "smem", 5: "rmem", 6: "tmem"}


def _pointer_of(entry: dict[str, Any]) -> dict[str, Any]:
    state = entry.get("state", {})
    dtype, space, align = (state.get(k, {}) for k in ("_dtype", "_addr_space", "_assumed_align"))
    pointer = {k: entry[k] for k in ("name",) if k in entry}
    memspace = space.get("member") or _ADDRESS_SPACES.get(space.get("value"), "")  # an enum, or its int
    pointer.update(kind="pointer", dtype=dtype.get("name", ""), memspace=memspace)
    pointer.update(assumed_align=align.get("value"), type="cutlass.cute.runtime._Pointer", rebuild=True)
    if not (pointer["dtype"] and pointer["memspace"] and isinstance(pointer["assumed_align"], int)):
        return {
            **entry,
            "rebuild": False,
            "why": "a runtime pointer recorded without its dtype, memory space or alignment",
        }
    return pointer


def _relative_files(value: Any, cwd: str) -> Any:
    """`value` with the `file` of every class reference in it relative to `cwd`."""
    if isinstance(value, list):
        return [_relative_files(v, cwd) for v in value]
    if not isinstance(value, dict):
        return value
    out = {k: _relative_files(v, cwd) for k, v in value.items()}
    ref = out.get("class")
    if isinstance(ref, dict) and isinstance(ref.get("file"), str):
        out["class"] = {**ref, "file": _relative(ref["file"], cwd)}
    return out


def _relative(file: str, cwd: str) -> str:
    """`file` relative to `cwd` where it lies under it (a committed spec names no machine's paths)."""
    if not file or not cwd or not PurePath(file).is_absolute():
        return file
    try:
        return PurePath(file).relative_to(cwd).as_posix()
    except ValueError:
        return file
