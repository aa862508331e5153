"""A traced compile's names in the store: kernel (module.qualname), case (a short label from the
argument specs plus a digest of them) and the digest itself, stable across runs and machines; and
the registry's case for a traced compile (`selection_of`), which assemble and capture take.

Pure functions of the spec (trace_signature's JSON), but `named_apart`, which renames a staged
compile's trace.json; no cutlass import.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from irscope.bundle.trace_spec import TraceSpec
    from irscope.registry import CaseTarget

_IDENT_BAD = re.compile(r"[^A-Za-z0-9_.-]+")
_LABEL_LIMIT = 48
#: The schema's limit on kernel and case names (one directory name each).
NAME_LIMIT = 200


def kernel_name(qualname: str, module_name: str) -> str:
    """module.qualname of the jitted function (qualname alone without a module; a function defined
    inside a function as `outer.inner`); the class for a `__call__`."""
    if qualname.endswith(".__call__"):
        qualname = qualname[: -len(".__call__")]
    qualname = qualname.replace(".<locals>", "")  # a factory's function: make_kernel.launch
    return identifier(f"{module_name}.{qualname}" if module_name else qualname)


def identifier(text: str) -> str:
    """A store-safe identifier (the manifest's `ident`): other characters become `_`, and it
    starts with a letter or `_`, so no name is `.` or `..` and none holds a path separator."""
    cleaned = _IDENT_BAD.sub("_", text).strip("_.-") or "kernel"
    cleaned = cleaned if cleaned[0].isalpha() or cleaned[0] == "_" else f"_{cleaned}"
    return cleaned[:NAME_LIMIT]


def digest(call: dict[str, Any], options: str = "", function: dict[str, Any] | None = None) -> str:
    """sha256 of what decides the compiled code (the arguments, the compile options; the closure of
    a function defined inside a function, its `source` entry), stable across runs and machines."""
    key = [_key(p) for p in call["params"]] + [[k, _key(v)] for k, v in sorted(call["kwargs"].items())]
    if options:  # without: the digests of traces made before options were recorded
        key.append(["options", options])
    if function:  # without: the digests of every function a name imports
        key.append(["function", _key(function)])
    return hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()


def _class(entry: dict[str, Any]) -> str:
    ref = entry["class"]
    return f"{ref['module']}.{ref['qualname']}"


def _key(entry: dict[str, Any]) -> Any:
    kind = entry["kind"]
    if kind == "tensor":
        return ["tensor", entry["dtype"], entry["mlir_type"]]
    if kind == "pointer":
        return ["pointer", entry["dtype"], entry.get("memspace"), entry.get("assumed_align")]
    if kind == "scalar":
        return ["scalar", entry["type"], entry["value"]]
    if kind == "tuple":
        return ["tuple", [_key(i) for i in entry["items"]]]
    if kind == "namedtuple":
        return ["namedtuple", _class(entry), [_key(i) for i in entry["items"]]]
    if kind == "dict":
        return ["dict", {k: _key(v) for k, v in entry["items"].items()}]
    if kind == "object":
        return ["object", _class(entry), {k: _key(v) for k, v in entry["state"].items()}]
    if kind in ("enum", "class", "function"):
        cells = entry.get("closure")  # a function's closure: its values decide the code as arguments do
        return [kind, _class(entry), entry.get("member")] + ([{k: _key(v) for k, v in cells.items()}] if cells else [])
    if kind == "stream":
        return ["stream"]
    # dtype, numeric, opaque: as recorded before classes were kinds (the class adds nothing)
    return [kind, {k: v for k, v in entry.items() if k not in ("name", "rebuild", "why", "class")}]


def case_label(call: dict[str, Any], options: str = "", function: dict[str, Any] | None = None) -> str:
    """A short readable label (dtypes, static shapes, constexpr values) plus an 8-hex digest."""
    parts: list[str] = []
    for p in [*call["params"], *call["kwargs"].values()]:
        part = _label_part(p)
        if part:
            parts.append(part)
    compact: list[str] = []
    for part in parts:  # runs of equal parts: f32_64x32.x3
        if compact and compact[-1].split(".x")[0] == part:
            head, _, n = compact[-1].partition(".x")
            compact[-1] = f"{head}.x{int(n or 1) + 1}"
        else:
            compact.append(part)
    text = "_".join(compact)[:_LABEL_LIMIT].rstrip("_.-") or "noargs"
    return identifier(f"{text}-{digest(call, options, function)[:8]}")


def _label_part(entry: dict[str, Any]) -> str:
    kind = entry["kind"]
    if kind == "tensor":
        short = entry["mlir_type"].split("<", 1)[-1].split(",", 1)[0].strip().lower()
        dims = "x".join(
            str(s) if not dyn else "d" for s, dyn in zip(entry["shape"], entry["dynamic_shape"], strict=False)
        )
        return f"{short}_{dims}"
    if kind == "pointer":
        short = entry.get("mlir_type", "").split("<", 1)[-1].split(",", 1)[0].strip().lower()
        return f"{short or entry['dtype'].lower()}_ptr"
    if kind == "scalar" and entry["constexpr"] and entry["value"] is not None:
        return f"{entry['name']}{entry['value']}"
    if kind == "dtype":
        return entry["name"].lower()
    return ""


def named_apart(trace: TraceSpec, cases: dict[tuple[str, str, str], str], document: Path) -> TraceSpec:
    """`trace`, its case named apart (its witness's first digits added, and `document`, the
    trace.json the bundle is assembled from, rewritten so) where a compile of another module took
    the name first: argument specs that read alike (values no spec records) must not make two
    compiles one bundle, the newer hiding the older. `cases`: kernel, case, arch -> the witness
    of the compile that took the name."""
    witness = trace.witness or "failed"
    taken = cases.setdefault((trace.kernel, trace.case, trace.arch), witness)
    if taken == witness or witness == "failed":
        return trace
    apart = replace(trace, case=identifier(f"{trace.case}-{witness[:8]}"))
    tmp = document.with_name(f".{document.name}.tmp")
    tmp.write_text(json.dumps(apart.to_json()))
    tmp.replace(document)
    return apart


def selection_of(trace: TraceSpec) -> CaseTarget:
    """The registry's view of a traced compile (what `assemble` and `capture` take)."""
    from irscope.registry import CaseInfo, CaseTarget  # here: the traced processes import this module

    argv = " ".join(Path(a).name if i == 0 else a for i, a in enumerate(trace.argv))
    info = CaseInfo(
        kernel=trace.kernel,
        case=trace.case,
        source=trace.function.file,
        entry=trace.function.qualname,
        archs=(trace.arch,),
        dsl="",
        description=f"traced ({trace.how}) in: {argv}" if argv else f"traced ({trace.how})",
    )
    return CaseTarget(info, trace.arch)
