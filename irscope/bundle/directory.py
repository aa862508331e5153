"""The bundle: one capture of one kernel case for one arch, as a directory on disk.

This module alone knows the on-disk layout. A bundle is written into a temporary sibling
directory and renamed into place in one step, so a reader never sees half a bundle; loading
validates `manifest.json` against the packaged JSON Schema and never executes code.

    manifest.json          what was captured, how, and where each file is
    ir/input.mlir.zst      the module handed to the pass pipeline
    ir/NNN-<pass>.mlir.zst the IR after pass NNN (only where it changed)
    module.ptx.zst  module.cubin  module.sass.zst
    print_ir.txt.zst       what CUTE_DSL_PRINT_IR printed
    compiler-stderr.txt    what the compile wrote to stderr
    module.sass-lines.txt.gz  line-info captures: nvdisasm -c -g -gp of the cubin (its line table)
    plain/module.ptx  plain/module.sass  plain/pipeline.txt
                           line-info captures: the plain compile run beside it, to compare with
    source/N-<file>        line-info captures: the source files device code came from, as compiled
    sourcemap.json         older line-info captures: the source map as capture built it (read
                           as stored; newer ones are mapped on read, irscope.analysis.line_info_capture)
    trace.json             traced compiles: the function and its arguments as data (docs/tracing.md)

The IR texts are zstd members (`.zst`, format 4), each compressed against the IR text before it
(irscope/bundle/zstd_codec.py): they are 95% of a bundle, and one pass changes little of the text
before it, so a compile of the size of an attention kernel stores them in under 1 MB. PTX, SASS
and what CUTE_DSL_PRINT_IR printed are zstd members too. Format 3 bundles (the IR texts as xz
members, `.xz`), format 2 (gzip members, `.gz`) and format 1 (plain `.mlir` files, plain PTX and
SASS) read the same: every member is read through `bundle.members.read_member`, which decompresses
by the name's suffix. A bundle written into a store shares each member whose bytes another bundle
of the store already holds (a hard link to `<store>/.objects/<sha256>`: `store_objects`), so a
text identical across bundles is stored once; a hard link is a regular file, read like any other.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

# The manifest's types, re-exported: capture builds them as `bundle.Manifest`, `bundle.PassRecord`.
from irscope.bundle.manifest import FORMAT as FORMAT
from irscope.bundle.manifest import FORMAT_VERSION as FORMAT_VERSION
from irscope.bundle.manifest import CaptureInfo as CaptureInfo
from irscope.bundle.manifest import Host as Host
from irscope.bundle.manifest import KernelInfo as KernelInfo
from irscope.bundle.manifest import Landmark as Landmark
from irscope.bundle.manifest import Manifest as Manifest
from irscope.bundle.manifest import PassRecord as PassRecord

# The bundle's file names, re-exported: defined beside its files, so that finding bundles (the
# store) needs no bundle module.
from irscope.bundle.members import MANIFEST as MANIFEST
from irscope.bundle.members import TRACE as TRACE
from irscope.bundle.members import WRITING_MARKER as WRITING_MARKER
from irscope.bundle.members import (
    ZST_SUFFIX,
    BundleMember,
    encoded,
    member_path,
    read_member_json,
    read_member_object,
    read_member_text,
)
from irscope.bundle.schema import check_schema as check_schema
from irscope.bundle.schema import fast_validator
from irscope.capture_error import CaptureError
from irscope.capture_method import ObservedMethod
from irscope.errors import BundleError, CaptureFailed, PassNotFound
from irscope.version import __version__

if TYPE_CHECKING:
    from irscope.bundle.trace_spec import TraceSpec

INPUT_IR = BundleMember("ir/input.mlir" + ZST_SUFFIX)
PTX = "module.ptx" + ZST_SUFFIX
CUBIN = "module.cubin"  # as the DSL wrote it: nvdisasm reads the file
SASS = "module.sass" + ZST_SUFFIX
HOST_LLVM = "host.ll"  # the host LLVM IR of the pipeline's output (DSLs with cutlass.compiler)
PRINT_IR = "print_ir.txt" + ZST_SUFFIX
STDERR = "compiler-stderr.txt"
SOURCEMAP = "sourcemap.json"  # line-info captures written before the map was built on read
SASS_LINES = "module.sass-lines.txt.gz"
PLAIN_PTX, PLAIN_SASS, PLAIN_PIPELINE = "plain/module.ptx", "plain/module.sass", "plain/pipeline.txt"
SOURCE_DIR = "source"


def safe_filename(name: str) -> str:
    """`name` as a file name inside a bundle: letters, digits, - _ . kept, everything else `_`."""
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in name)


def pass_ir_path(index: int, name: str) -> str:
    return f"ir/{index:03d}-{safe_filename(name)}.mlir{ZST_SUFFIX}"


@dataclass(frozen=True)
class GroupSpan:
    """A run of passes observed only together (1-based pass indices, inclusive)."""

    group: int
    first: int
    last: int


def group_spans(passes: tuple[PassRecord, ...] | list[PassRecord]) -> list[GroupSpan]:
    spans: dict[int, GroupSpan] = {}
    for p in passes:
        if p.observed == "group" and p.group is not None:
            span = spans.get(p.group)
            spans[p.group] = GroupSpan(p.group, span.first if span else p.index, p.index)
    return sorted(spans.values(), key=lambda s: s.first)


def parse_pass_ref(ref: str) -> tuple[str, int]:
    """'cse#2' -> ('cse', 2); 'cse' -> ('cse', 1)."""
    name, sep, occ = ref.partition("#")
    if not sep:
        return ref, 1
    # int() reads '٣', fails on '²', and on 5000 digits (Python's limit): a ValueError traceback.
    if not (occ.isascii() and occ.isdigit()) or len(occ) > 9 or int(occ) < 1:
        raise PassNotFound(f"bad pass reference {ref[:60]!r}: expected NAME or NAME#k with 1 <= k < 10**9")
    return name, int(occ)


@dataclass(frozen=True)
class Bundle:
    """A loaded, validated bundle. Texts are read lazily."""

    path: Path
    manifest: Manifest = field(repr=False)

    # ---- identity -------------------------------------------------------------------------
    @property
    def kernel(self) -> str:
        return self.manifest.kernel.name

    @property
    def case(self) -> str:
        return self.manifest.kernel.case

    @property
    def arch(self) -> str:
        return self.manifest.arch

    @property
    def label(self) -> str:
        return f"{self.kernel}:{self.case}@{self.arch}"

    @property
    def ok(self) -> bool:
        return self.manifest.ok

    @property
    def dsl_version(self) -> str:
        return self.manifest.dsl_version

    @property
    def method(self) -> ObservedMethod:
        return self.manifest.capture.method

    @property
    def method_detail(self) -> str:
        return self.manifest.capture.method_detail or ""

    @property
    def provenance(self) -> dict[str, str]:
        """How each artifact was obtained (dsl-dump, gpu-binary-op, isa-side-run, nvdisasm)."""
        return dict(self.manifest.provenance or {})

    @property
    def functions(self) -> list[str]:
        return list(self.manifest.functions)

    @property
    def error(self) -> dict[str, Any] | None:
        return self.manifest.error

    @property
    def expected_failure(self) -> str | None:
        """Why the case was declared to fail to compile (`Case(xfail=...)`), else None."""
        return self.manifest.kernel.xfail or None

    @property
    def failure(self) -> CaptureError | None:
        """Why the capture failed, as every view words it (irscope.capture_error); None when ok."""
        return None if self.ok else CaptureError.from_record(self.label, self.error)

    def require_ok(self) -> None:
        """CaptureFailed, worded by `failure_line`, where the capture failed."""
        if not self.ok:
            raise CaptureFailed(failure_line(self))

    # ---- passes ---------------------------------------------------------------------------
    @property
    def passes(self) -> tuple[PassRecord, ...]:
        return self.manifest.passes

    @cached_property
    def groups(self) -> list[GroupSpan]:
        return group_spans(self.passes)

    @property
    def landmarks(self) -> tuple[Landmark, ...]:
        return self.manifest.landmarks

    def find_pass(self, ref: str) -> PassRecord:
        """Resolve NAME, NAME#k, or a landmark name (e.g. convert-cute-algo-to-arch) to a pass."""
        name, occ = parse_pass_ref(ref)
        by_key = {p.key: p for p in self.passes}
        if f"{name}#{occ}" in by_key:
            return by_key[f"{name}#{occ}"]
        mark = next((m for m in self.landmarks if m.name == ref), None)
        # load() checked that a landmark names a pass key, so this never recurses
        if mark is not None and mark.pass_key in by_key:
            return by_key[mark.pass_key]
        if not self.ok:
            raise CaptureFailed(failure_line(self))
        if mark is not None and mark.pass_key is None:  # a landmark this pipeline has no pass for
            raise PassNotFound(f"{self.path}: the landmark {ref!r} is played by no pass here: {mark.how}")
        from irscope.name_match import suggestions

        known = [p.name for p in self.passes] + [m.name for m in self.landmarks if m.pass_key]
        count = sum(p.name == name for p in self.passes)
        close = suggestions(name, known, limit=8)
        hint = (
            f"it runs {count} time(s)"
            if count
            else f"closest: {', '.join(close)}"
            if close
            else f"passes here: {', '.join(sorted(set(known))[:8])}, ..."
        )
        raise PassNotFound(f"{self.path}: no pass {ref!r} in this pipeline ({hint})")

    def ir_after(self, p: PassRecord) -> str | None:
        """The IR right after pass `p`, or None when it was not observed there."""
        return self.read_text(p.ir_member) if p.ir_member else None

    def ir_before(self, p: PassRecord) -> str | None:
        """The IR the pass started from: the last observed IR before it, or the pipeline input."""
        for prev in reversed(self.passes[: p.index - 1]):
            if prev.ir_member:
                return self.read_text(prev.ir_member)
        return self.input_ir()

    def input_ir(self) -> str | None:
        return self._artifact_text("input_ir")

    # ---- artifacts ------------------------------------------------------------------------
    def ptx(self) -> str | None:
        return self._artifact_text("ptx")

    def sass(self) -> str | None:
        return self._artifact_text("sass")

    def host_llvm(self) -> str | None:
        """The host LLVM IR the DSL made of the pipeline's output; None where this DSL cannot
        (`manifest.capture.unavailable` says why) or the capture did not get that far."""
        return self._artifact_text("host_llvm")

    def print_ir(self) -> str | None:
        return self._artifact_text("print_ir")

    def stderr(self) -> str | None:
        return self._artifact_text("stderr")

    def trace(self) -> TraceSpec | None:
        """trace.json of a traced compile (irscope trace): the function and its argument spec,
        checked against its schema (irscope/bundle/trace_spec.py)."""
        from irscope.bundle.trace_spec import from_json

        rel = self.manifest.artifacts.get("trace")
        if rel is None:
            return None
        return from_json(read_member_json(self.path, rel), str(self.path / rel))

    @property
    def has_line_info(self) -> bool:
        """Whether this is a line-info capture (`capture --lineinfo`): a newer one records how it
        was captured, an older one stored its sourcemap.json."""
        return self.manifest.capture.lineinfo is not None or "sourcemap" in self.manifest.artifacts

    def sourcemap_document(self) -> dict[str, Any] | None:
        """The stored sourcemap.json of an older line-info capture, validated against its schema
        and with every source copy it names present; None where none is stored (a plain capture,
        or a newer line-info one, mapped on read by irscope.analysis.line_info_capture)."""
        from irscope.bundle.sourcemap import load_sourcemap

        rel = self.manifest.artifacts.get("sourcemap")
        return load_sourcemap(self.path, rel) if rel else None

    def artifact_path(self, kind: str) -> Path | None:
        """The path of an artifact (for a tool such as nvdisasm), checked like every read."""
        rel = self.manifest.artifacts.get(kind)
        return member_path(self.path, rel) if rel else None

    def _artifact_text(self, kind: str) -> str | None:
        rel = self.manifest.artifacts.get(kind)
        return self.read_text(rel) if rel else None

    def read_text(self, rel: str) -> str:
        """A text of this bundle, read only if it is a regular file inside it (bundle.members)."""
        return _read_text_cached(self.path, rel)


@lru_cache(maxsize=512)
def _read_text_cached(root: Path, rel: str) -> str:
    # Bundles are immutable once renamed into place, so caching by path is safe.
    return read_member_text(root, rel)


def failure_line(b: Bundle) -> str:
    """What a failed capture says, in one line naming the bundle: the DSL's message and the
    user's line that raised it (irscope.capture_error)."""
    return f"{b.path}: {CaptureError.from_record(b.label, b.error).line()}"


# ---- validation ---------------------------------------------------------------------------
MANIFEST_SCHEMA = "manifest.schema.json"


def prepare_commit() -> None:
    """Make what `BundleWriter.commit` validates with (the manifest schema's compiled validator,
    ~40-60 ms with jsonschema-rs's import) ahead of time: a capture does it while its worker runs."""
    fast_validator(MANIFEST_SCHEMA)


def validate_manifest(data: object, where: str) -> dict[str, Any]:
    """The manifest `data`, or BundleError naming the manifest and the first offending field. A
    bundle of a format this irscope does not know yet says so first: a newer irscope wrote it (its
    other fields may differ for that reason alone)."""
    version = data.get("format_version") if isinstance(data, dict) else None
    if type(version) is int and version > FORMAT_VERSION:
        raise BundleError(
            f"{where}: format_version {version}: a bundle written by a newer irscope; this irscope {__version__}"
            f" reads formats 1 to {FORMAT_VERSION}: upgrade irscope to read it"
        )
    check_schema(data, MANIFEST_SCHEMA, "manifest", where)
    if not isinstance(data, dict):  # the schema's root is an object: never taken
        raise BundleError(f"{where}: not a JSON object")
    _check_references(data, where)
    return data


def _check_references(data: dict[str, Any], where: str) -> None:
    keys: set[str] = set()
    seen: dict[str, int] = {}
    for i, p in enumerate(data["passes"], start=1):
        if p["index"] != i:
            raise BundleError(f"{where}: pass {p['name']!r} has index {p['index']}, expected {i}")
        seen[p["name"]] = seen.get(p["name"], 0) + 1
        if p["occurrence"] != seen[p["name"]]:
            raise BundleError(
                f"{where}: pass {p['name']!r} #{p['occurrence']} out of order (expected occurrence {seen[p['name']]})"
            )
        keys.add(f"{p['name']}#{p['occurrence']}")
    named: set[str] = set()
    for mark in data["landmarks"]:
        if mark["name"] in named:  # find_pass resolves a landmark by its name alone
            raise BundleError(f"{where}: landmark {mark['name']!r} is listed twice")
        named.add(mark["name"])
        # A landmark names a pass of this pipeline (never another landmark, never itself).
        if mark["pass"] is not None and mark["pass"] not in keys:
            raise BundleError(
                f"{where}: landmark {mark['name']!r} names pass {mark['pass']!r}, which is not a pass NAME#k of this pipeline"
            )


def load(path: str | os.PathLike[str]) -> Bundle:
    """Load and validate a bundle directory (or its manifest.json)."""
    root = Path(path)
    if root.name == MANIFEST:
        root = root.parent
    manifest_path = root / MANIFEST
    if not root.is_dir():
        raise BundleError(f"{root}: not a bundle directory")
    if not os.path.lexists(manifest_path):
        raise BundleError(f"{manifest_path}: missing (not a bundle, or an interrupted capture)")
    data = validate_manifest(read_member_json(root, MANIFEST), str(manifest_path))
    for rel in _referenced_files(data):
        member_path(root, rel, referrer=manifest_path)  # unless a regular file inside the bundle: BundleError
    return Bundle(path=root, manifest=Manifest.from_json(data))


def committed(path: Path) -> Bundle:
    """The bundle `BundleWriter.commit` just wrote (it validated the manifest: not again)."""
    return Bundle(path=path, manifest=Manifest.from_json(read_member_object(path, MANIFEST)))


def says_failed(bundle_dir: Path) -> bool:
    """Does this bundle's manifest read and say "failed"? Read without validating it, for store
    resolution passing failed captures over: a corrupt manifest is not "failed" (loading it
    reports what is wrong with it)."""
    try:
        data = read_member_json(bundle_dir, MANIFEST)
    except BundleError:
        return False
    return isinstance(data, dict) and data.get("status") == "failed"


def pass_listing(b: Bundle) -> dict[str, Any]:
    """`irscope passes --json`: the bundle's path, and its passes and landmarks as the manifest
    holds them (an older bundle's optional keys stay absent); a failed capture's error record."""
    data = read_member_object(b.path, MANIFEST)
    listing = {"bundle": str(b.path), "passes": data["passes"], "landmarks": data["landmarks"]}
    return listing if b.ok else {**listing, "error": b.error}


def _referenced_files(data: dict[str, Any]) -> Iterator[str]:
    yield from (rel for rel in data["artifacts"].values() if rel)
    yield from {p["ir"] for p in data["passes"] if p["ir"]}
    yield from (s["copy"] for s in (data["capture"].get("lineinfo") or {}).get("sources", []))


# ---- writing --------------------------------------------------------------------------------
class BundleWriter:
    """Builds a bundle in a temporary directory next to its destination; `commit` renames it in.

    Used as a context manager, an exception (or Ctrl-C) before `commit` removes the temporary
    directory and leaves nothing behind.
    """

    def __init__(self, destination: Path, objects: Path | None = None) -> None:
        """`objects`: the store's folder of shared member bytes (bundle.shared_objects), or None."""
        self.destination = destination
        self.objects = objects
        destination.parent.mkdir(parents=True, exist_ok=True)
        # With the user's umask (mkdtemp's 0700 would hide the bundle from a CI user sharing
        # the store); marked as irscope's, so a later capture's sweep knows what it may remove.
        from irscope.output_files import temporary_directory  # secrets, hashlib: for writers only

        self.tmp = temporary_directory(destination.parent, f".{destination.name}.")
        (self.tmp / WRITING_MARKER).touch()
        self._last_ir: tuple[str, bytes] | None = None  # the prefix of the next IR text

    def __enter__(self) -> BundleWriter:
        return self

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        if self.tmp.exists():
            shutil.rmtree(self.tmp, ignore_errors=True)

    def write_text(self, rel: str, text: str) -> BundleMember:
        """Write member `rel` (gzip-compressed when its name ends in `.gz`); returns it."""
        return self.write_utf8(rel, text.encode("utf-8"))

    def write_utf8(self, rel: str, data: bytes) -> BundleMember:
        """`write_text` of a text already encoded as UTF-8 (no decoding and encoding again). An IR
        text (`ir/*.zst`) is compressed against the IR text written before it (bundle.zstd_codec)."""
        if not (rel.startswith("ir/") and rel.endswith(ZST_SUFFIX)):
            return self.write_bytes(rel, encoded(rel, data))
        member = self.write_bytes(rel, encoded(rel, data, self._last_ir))
        self._last_ir = (rel, data)
        return member

    def read_text(self, rel: str) -> str:
        """A member written so far, as a reader will see it (decompressed)."""
        return read_member_text(self.tmp, rel)

    def write_bytes(self, rel: str, data: bytes) -> BundleMember:
        target = self.tmp / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        return BundleMember(rel)

    def commit(self, typed: Manifest) -> Path:
        """Validate, write the manifest, fsync, and rename into place. Returns the final path."""
        manifest = typed.to_json()
        validate_manifest(manifest, f"{self.destination} (being written)")
        for rel in _referenced_files(manifest):
            if not (self.tmp / rel).is_file():
                raise BundleError(f"{self.destination}: manifest refers to {rel}, which was not written")
        if self.objects is not None:
            from irscope.bundle.shared_objects import share

            share(self.tmp, self.objects)
        manifest_path = self.tmp / MANIFEST
        with open(manifest_path, "w", encoding="utf-8") as fh:
            json.dump(manifest, fh, indent=1, sort_keys=False)
            fh.write("\n")
            fh.flush()
            os.fsync(fh.fileno())
        return rename_into_place(self.tmp, self.destination)


def rename_into_place(tmp: Path, destination: Path) -> Path:
    """Rename the finished temporary `tmp` (marked) to `destination`, or to `destination-2`, `-3`
    ... where another capture took that name (`store.capture_order` orders them), then unmark it
    (`finish_writing`). Returns the final path."""
    final, suffix = destination, 1
    while True:
        try:
            finish_writing(tmp, final)
            return final
        except OSError:
            if not final.exists():
                raise
            suffix += 1
            final = destination.with_name(f"{destination.name}-{suffix}")


def finish_writing(tmp: Path, final: Path) -> None:
    """Rename the temporary directory `tmp`, marked with WRITING_MARKER, to `final`; then remove
    the marker there. In this order a writer killed between the two steps (SIGKILL, the OOM
    killer, a CI job's limit) leaves the whole directory in place holding a marker, which no
    reader takes for one of its files (`cache.entries.tree_files`, `link_tree`). In the other
    order it left a hidden `.tmp` directory without the marker: never listed, and never swept (a
    sweep removes only what holds the marker), a finished capture lost from sight for good."""
    os.rename(tmp, final)
    with contextlib.suppress(OSError):  # the directory is whole and in place: a marker left means nothing
        os.unlink(final / WRITING_MARKER)


def load_spec(path: Path) -> TraceSpec:
    """A bundle's trace.json (read under the bundle's closed-world rules) or a spec file."""
    from irscope.bundle.trace_spec import read_spec

    if path.name == TRACE and (path.parent / MANIFEST).is_file():
        spec = load(path.parent).trace()
        if spec is not None:
            return spec
    return read_spec(path)
