"""procs/PID.json, what one Python process of a traced program leaves in the staging folder: one
type (`ProcessRecord`) for its one writer (trace/process.py, when the process registers and again
as it ends) and its two readers (trace/staging.py sums the records up; trace/resume.py finds the
processes that still run). irscope/schema/trace-process.schema.json is the document's schema
(tests/store/test_schema_drift.py keeps the two alike).

TypedDicts, not dataclasses: every Python process of a traced command imports the writer, and
`dataclasses` alone would cost each of them ~10 ms of imports."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TypedDict

from irscope.bounded_read import parse_json, read_file

SCHEMA = "trace-process.schema.json"


class LibraryArchRecord(TypedDict):
    """The DSL's own compiles run for this GPU instead of the arch asked for (trace/library_arch.py)."""

    gpu: str | None  # this GPU's arch, None where it was not read
    retargeted: dict[str, str]  # the DSL's function -> the arch that was asked for
    failed: dict[str, str]  # those of them whose compile for this GPU failed -> the arch asked for


class LoadRecord(TypedDict):
    """Kernels the process loaded without compiling (trace/cache_loads.py): not recorded."""

    source: str  # cache_loads.FILE_CACHE | COMPILED_OBJECT
    path: str
    kernels: list[str]  # [] where the object's kernels could not be read


class _Registered(TypedDict):
    pid: int


class ProcessRecord(_Registered, total=False):
    """One traced Python process: `pid` and `argv` from its start, the rest from its end (a process
    killed before it ended has only those two; one that never imported cutlass has no tracer and
    leaves out what the tracer counted)."""

    argv: list[str]  # sys.executable and sys.argv
    counts: dict[str, int]  # trace.hooks.Tracer.counts: compiles, cache_hits, failed, stopped, unseen, ...
    library: list[str]  # the DSL's own functions whose compiles were left out
    library_arch: LibraryArchRecord
    loads: list[LoadRecord]
    keep_caches: bool  # the process read its kernel libraries' caches (--keep-program-caches)
    internal_errors: list[str]  # irscope's own faults, each a line, that the program ran past


def read(path: Path) -> ProcessRecord:
    """The record at `path`; IrscopeError naming it and the first field at fault."""
    from irscope.bundle.schema import check_schema  # the readers only: not in every traced process

    where = str(path)
    data = parse_json(read_file(path), where)  # names, counts and errors: far below the bound
    check_schema(data, SCHEMA, "traced process record", where)
    record: ProcessRecord = data
    return record


def write_new(procs: Path, pid: int, record: ProcessRecord) -> Path:
    """`record` as a new file of `procs`, `PID.json` or, where a process before this one held the
    pid (a traced program that exec'd this one), the first free `PID-N.json`; linked into place
    whole and only where no file is (never over another process's record). Its path."""
    tmp = procs / f".{pid}.{os.urandom(4).hex()}.tmp"
    tmp.write_text(json.dumps(record))
    try:
        n = 1
        while True:
            path = procs / (f"{pid}.json" if n == 1 else f"{pid}-{n}.json")
            try:
                _claim(tmp, path)
            except FileExistsError:
                n += 1
                continue
            return path
    finally:
        if os.path.lexists(tmp):
            os.unlink(tmp)


def _claim(tmp: Path, path: Path) -> None:
    """`tmp` at `path`, only where no file is (FileExistsError else): a hard link, or, on a file
    system without them, the name made exclusively and the record renamed over it."""
    try:
        os.link(tmp, path)
    except FileExistsError:
        raise
    except OSError:
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
        os.replace(tmp, path)


def write(path: Path, record: ProcessRecord) -> None:
    """`record` at `path`, renamed into place whole (a reader never meets half of one)."""
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(json.dumps(record))
    os.replace(tmp, path)
