"""Turn a worker's raw output directory into a bundle (parent side: no cutlass import).

The pass list comes from the expanded pipeline text; the IR after each pass from MLIR's
print-after-all tree. The two are aligned by pass name in execution order: a dump whose name
the pipeline text does not list at that point is a pass added while the pipeline ran (e.g. the
host-side conversion after cuda-to-binary) and is kept, marked `in_pipeline: false`; a listed
pass with no dump did not run on any op (or never ran, when the compile failed first).
"""

from __future__ import annotations

import json
import platform
import re
import shutil
import signal
import socket
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from functools import lru_cache
from pathlib import Path
from typing import Any

from irscope import bundle, landmarks, store
from irscope.bounded_read import parse_json
from irscope.bundle.trace_spec import TraceSpec
from irscope.capture.assemble import lineinfo as assemble_lineinfo
from irscope.capture.assemble import printed, replayed_passes
from irscope.capture.assemble import timing as assemble_timing
from irscope.capture.assemble.device_code import NO_DEVICE_CODE_NOTE, has_device_code
from irscope.capture.workdir import Workdir
from irscope.capture.worker_result import CaptureInfo, RecordedRun, WorkerResult
from irscope.capture_method import ObservedMethod
from irscope.disassembler import DisassemblyError, disassemble, failed_message, timed_out_message
from irscope.errors import IrscopeError
from irscope.installed import dsl_distributions
from irscope.pipeline_text import PassSpec, parse_pipeline
from irscope.processes import Deadline, StopRequested, stop_requested
from irscope.ptx_syntax import ptx_entries
from irscope.registry import CaseTarget
from irscope.version import __version__

_TREE_FILE = re.compile(r"^(?P<counters>\d+(?:_\d+)*)_(?P<name>.+)\.mlir$")
_DUMP_HEADER = re.compile(r"\A// -----// IR Dump After [^\n]*//----- //\n")
_DUMP_HEADER_BYTES = re.compile(_DUMP_HEADER.pattern.encode())


@dataclass(frozen=True)
class Dump:
    """One file of MLIR's print-after-all tree."""

    name: str
    path: Path
    order: tuple[int, ...]
    mtime_ns: int


def tree_dumps(tree: Path) -> list[Dump]:
    """The tree's files in execution order.

    MLIR names each file by the print counters of the op and its ancestors
    (`29_0_cuda-compute-target.mlir` is the first print on a gpu.module after the module's 29th),
    so ordering by the counter tuple, ancestors first, is execution order.
    """
    dumps = []
    for path in tree.rglob("*.mlir"):
        m = _TREE_FILE.match(path.name)
        if m:
            order = tuple(int(c) for c in m["counters"].split("_"))
            dumps.append(Dump(m["name"], path, order, path.stat().st_mtime_ns))
    dumps.sort(key=lambda d: (d.order, d.mtime_ns, str(d.path)))
    return dumps


@dataclass
class _Row:
    spec: PassSpec
    in_pipeline: bool
    dump: Dump | None


def align(specs: tuple[PassSpec, ...], dumps: list[Dump]) -> list[_Row]:
    rows: list[_Row] = []
    nxt = 0
    for d in dumps:
        match = next((j for j in range(nxt, len(specs)) if specs[j].name == d.name), None)
        if match is None:
            rows.append(_Row(PassSpec(d.name, "", "builtin.module"), in_pipeline=False, dump=d))
            continue
        rows.extend(_Row(s, True, None) for s in specs[nxt:match])
        rows.append(_Row(specs[match], True, d))
        nxt = match + 1
    rows.extend(_Row(s, True, None) for s in specs[nxt:])
    return rows


@dataclass(frozen=True)
class WorkerOutput:
    """What the worker left in its directory: result.json (None when it died before writing
    it), its last pipeline run, and the error the capture ends with so far."""

    files: Workdir
    result: WorkerResult | None
    run: RecordedRun | None
    error: dict[str, Any] | None

    @property
    def capture(self) -> CaptureInfo:
        return self.result.capture if self.result is not None else {}


@dataclass
class _Draft:
    """What the steps of `assemble` add up, in the order they find it."""

    error: dict[str, Any] | None
    artifacts: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)  # method_detail, joined with "; "
    timings: dict[str, float] = field(default_factory=dict)
    provenance: dict[str, str] = field(default_factory=dict)
    functions: list[str] = field(default_factory=list)
    method: ObservedMethod = ObservedMethod.NONE
    time_source: str = "none"
    replay_info: dict[str, Any] | None = None
    lineinfo: dict[str, Any] | None = None
    device_code: bool = True
    pass_timing: dict[str, Any] | None = None
    unavailable: dict[str, str] = field(default_factory=dict)  # what this DSL could not give, and why


def assemble(
    workdir: Path,
    selection: CaseTarget,
    destination: Path,
    *,
    returncode: int | None,
    timed_out: bool = False,
    with_sass: bool = True,
    nvdisasm: Path | None = None,
    wall_ms: float | None = None,
    reference: Path | None = None,
    trace: TraceSpec | None = None,
    deadline: Deadline | None = None,
    drop_tree: bool = False,
) -> Path:
    """Write the bundle of the capture in `workdir` to `destination` (a sibling if taken); its path.

    `reference`: the plain compile's work directory a line-info capture is compared with;
    `trace`: the compile's spec when it came from `irscope trace` (kept as trace.json);
    `drop_tree`: remove MLIR's print-after-all tree once its texts are in the bundle, before
    waiting for nvdisasm (unlinking a GEMM's 26 MB of dumps took 40-190 ms of wall time here, which
    the end of a capture would wait for when its work directory is removed)."""
    worker = read_worker(Workdir(workdir), returncode, timed_out)
    with bundle.BundleWriter(destination, store.objects_of(destination)) as w:
        draft = _Draft(error=worker.error, timings=dict(worker.result.timings_ms if worker.result else {}))
        _write_outputs(w, worker, draft)
        specs = _write_input(w, worker, draft)
        passes = _time_passes(_observe_passes(w, worker, specs, draft), worker, draft)
        _note_trace(w, trace, draft)
        passes, marks = _place_in_phases(w, passes, worker)
        if drop_tree:
            shutil.rmtree(worker.files.tree, ignore_errors=True)
        _write_code(w, worker, draft, with_sass, nvdisasm, deadline)
        _write_host_llvm(w, worker, draft)
        _check_complete(w, worker, passes, wall_ms, draft)
        if draft.error is None and assemble_lineinfo.wanted(worker.result):
            draft.lineinfo = assemble_lineinfo.add(w, draft.artifacts, selection, nvdisasm, reference, deadline)
        manifest = _manifest(selection, worker, passes, marks, draft)
        if stop_requested():
            raise StopRequested  # an interrupted case writes no bundle; the writer removes its temp dir
        return w.commit(manifest)


def read_worker(files: Workdir, returncode: int | None, timed_out: bool) -> WorkerOutput:
    result = WorkerResult.read(files.result) if files.result.is_file() else None
    last = result.runs[-1] if result is not None and result.runs else None
    run: RecordedRun | None = None if last is None else {**last, "input_ir": last["input_ir"].rstrip("\n") + "\n"}
    return WorkerOutput(files, result, run, _error_from(result, returncode, timed_out, files))


def _write_outputs(w: bundle.BundleWriter, worker: WorkerOutput, draft: _Draft) -> None:
    """What the compile printed: the IR printer's stdout and the compiler's stderr."""
    if worker.files.stdout.is_file():
        draft.artifacts["print_ir"] = w.write_text(bundle.PRINT_IR, worker.files.stdout.read_text(errors="replace"))
    if worker.files.stderr.is_file():
        draft.artifacts["stderr"] = w.write_text(bundle.STDERR, printed.kept_text(worker.files.stderr))


def _write_input(w: bundle.BundleWriter, worker: WorkerOutput, draft: _Draft) -> tuple[PassSpec, ...]:
    """The pipeline's input IR, and its passes as the expanded pipeline text lists them."""
    if worker.run is None:
        return ()
    draft.artifacts["input_ir"] = w.write_text(bundle.INPUT_IR, worker.run["input_ir"])
    try:
        return parse_pipeline(worker.run["expanded"])
    except IrscopeError as exc:
        draft.notes.append(f"pipeline text not understood ({exc}); passes listed as observed")
        return ()


def _observe_passes(
    w: bundle.BundleWriter, worker: WorkerOutput, specs: tuple[PassSpec, ...], draft: _Draft
) -> list[bundle.PassRecord]:
    """The pass records, with the IR after each: from the pass replay, else from MLIR's
    print-after-all tree (method and notes say which)."""
    capture, run, files = worker.capture, worker.run, worker.files
    replay_data = replayed_passes.read(files.path, capture)
    dumps = tree_dumps(files.tree)
    if replay_data is not None and run is not None:
        draft.method, draft.time_source = ObservedMethod.PASS_REPLAY, "replay"
        passes = replayed_passes.records(specs, replay_data, w, run["input_ir"], files.replay)
        draft.notes[:0] = replayed_passes.notes(replay_data, printer_works=capture.get("printer_works", False))
        draft.replay_info = parse_json(files.sanitize(json.dumps(replayed_passes.info(replay_data))), "replay info")
    else:
        if capture.get("replay_error"):
            draft.notes.append(f"no per-pass IR: {capture['replay_error']}")
        draft.method = ObservedMethod.IR_PRINTER if dumps else ObservedMethod.NONE
        draft.time_source = "dump-interval" if dumps else "none"
        passes = _pass_records(align(specs, dumps), w, run)
        if dumps:
            single = sum(p.observed == "single" for p in passes)
            where = (
                "the real pipeline, run again from the traced compile's input (its output the traced one's)"
                if capture.get("printer_rerun")
                else "the real pipeline run"
            )
            draft.notes.insert(0, f"MLIR print-after-all on {where}: {single} of {len(passes)} passes observed singly")
        elif run and run["printer_enabled"] and run["error"] is None:
            draft.notes.insert(0, "MLIR's IR printer was enabled but wrote nothing (a no-op in this DSL build)")
    if capture.get("printer_rerun_error"):
        draft.notes.append(f"MLIR's IR printer on the pipeline run again: {capture['printer_rerun_error']}")
    if capture.get("shims"):
        draft.notes.append(capture["shims"])
    return passes


def _time_passes(passes: list[bundle.PassRecord], worker: WorkerOutput, draft: _Draft) -> list[bundle.PassRecord]:
    """Each pass's time in the real run, from MLIR's pass timing where this DSL gives it."""
    timed = assemble_timing.apply(passes, worker.run)
    draft.pass_timing = timed.summary
    if timed.unavailable:
        draft.unavailable["pass-timing"] = timed.unavailable
    if timed.summary and "unmapped" not in timed.summary:
        draft.time_source = assemble_timing.SOURCE
        draft.notes.append(f"each pass's time from MLIR's pass timing of the real run ({len(passes)} passes)")
    elif timed.summary:
        draft.notes.append(
            f"MLIR's pass timing of the real run not paired with the passes: {timed.summary['unmapped']}"
        )
    return timed.passes


def _write_host_llvm(w: bundle.BundleWriter, worker: WorkerOutput, draft: _Draft) -> None:
    """The host LLVM IR the DSL made of the pipeline's output, or why there is none."""
    made = worker.run.get("host_llvm") if worker.run is not None else None
    if not made:
        return
    source = worker.files.path / made["file"] if made.get("file") else None
    if source is not None and source.is_file():
        draft.artifacts["host_llvm"] = w.write_text(bundle.HOST_LLVM, source.read_text(errors="replace"))
        draft.provenance["host_llvm"] = "cutlass-compiler"
        draft.timings["host_llvm"] = made.get("ms", 0.0)
    else:
        why = made.get("unavailable") or f"the DSL's compiler failed: {made.get('error') or 'no file written'}"
        draft.unavailable["host-llvm"] = why


def _note_trace(w: bundle.BundleWriter, trace: TraceSpec | None, draft: _Draft) -> None:
    """A traced compile keeps its spec as trace.json, and says where it came from."""
    if trace is None:
        return
    draft.artifacts["trace"] = w.write_text(bundle.TRACE, json.dumps(trace.to_json(), indent=1) + "\n")
    if trace.rebuilt_from:
        draft.notes.insert(0, f"rebuilt with fake arguments from the trace spec of {trace.rebuilt_from}")
    else:
        draft.notes.insert(0, f"traced: {trace.how} in a run of {' '.join(trace.argv[1:])}")
    if trace.after_compile_error:
        draft.notes.append(f"the call raised after the compile finished: {trace.after_compile_error['kind']}")


def _place_in_phases(
    w: bundle.BundleWriter, passes: list[bundle.PassRecord], worker: WorkerOutput
) -> tuple[list[bundle.PassRecord], list[bundle.Landmark]]:
    """The landmarks (the seed's stage names) on this pipeline, and each pass's phase from them."""
    marks = landmarks.resolve(passes, w.read_text, worker.run["input_ir"] if worker.run else None)
    phases = landmarks.display_phases(passes, marks)
    return [replace(p, phase=phase) for p, phase in zip(passes, phases, strict=True)], marks


def _write_code(
    w: bundle.BundleWriter,
    worker: WorkerOutput,
    draft: _Draft,
    with_sass: bool,
    nvdisasm: Path | None,
    deadline: Deadline | None,
) -> None:
    """The PTX (and the kernel functions it declares), the cubin, and its SASS."""
    ptx, cubin = _artifact_files(worker.files.path, worker.result, draft.provenance, draft.notes)
    if ptx is not None:
        text = ptx.read_text(errors="replace")
        draft.artifacts["ptx"] = w.write_text(bundle.PTX, text)
        draft.functions = ptx_entries(text)
    if cubin is None:
        return
    draft.artifacts["cubin"] = w.write_bytes(bundle.CUBIN, cubin.read_bytes())
    if not with_sass:
        return
    try:
        sass = _sass_text(worker.files, worker.result, cubin, nvdisasm, draft.timings, deadline)
        draft.artifacts["sass"] = w.write_text(bundle.SASS, sass)
        draft.provenance["sass"] = "nvdisasm"
    except IrscopeError as exc:
        draft.error = draft.error or {"kind": "sass", "message": str(exc)}


def _check_complete(
    w: bundle.BundleWriter, worker: WorkerOutput, passes: list[bundle.PassRecord], wall_ms: float | None, draft: _Draft
) -> None:
    """The pipeline's and the whole capture's time; a compile that gave no PTX is a failure,
    unless it made no device code at all (device_code): then there is none to give."""
    if worker.run:
        draft.timings["pipeline"] = (worker.run["finished_ns"] - worker.run["started_ns"]) / 1e6
    if wall_ms is not None:
        draft.timings["total"] = wall_ms
    if draft.error is None and "ptx" not in draft.artifacts:
        last = next((w.read_text(p.ir_member) for p in reversed(passes) if p.ir_member), None)
        if worker.run and passes and not has_device_code(worker.run["input_ir"], last):
            draft.device_code = False
            # what the worker said about the PTX it did not find (a side run it could not make)
            draft.notes[:] = [n for n in draft.notes if not n.startswith(("no PTX", "no CUBIN"))]
            draft.notes.append(NO_DEVICE_CODE_NOTE)
            return
        draft.error = {"kind": "missing-ptx", "message": "the compile finished but no PTX was obtained"}


def _manifest(
    selection: CaseTarget,
    worker: WorkerOutput,
    passes: list[bundle.PassRecord],
    marks: list[bundle.Landmark],
    draft: _Draft,
) -> bundle.Manifest:
    info, run, files = selection.info, worker.run, worker.files
    dsl_version, env = (worker.result.dsl_version, worker.result.env) if worker.result else ("", {})
    return bundle.Manifest(
        status="failed" if draft.error else "ok",
        kernel=bundle.KernelInfo(
            name=info.kernel,
            case=info.case,
            entry=info.entry,
            description=info.description,
            xfail=info.xfail or None,
            source=info.source,
            source_sha256=_sha256(Path(info.source)),
        ),
        arch=selection.arch,
        dsl_version=dsl_version or _installed_dsl_version(),
        dsl_libs=tuple(dsl_distributions()),
        capture=bundle.CaptureInfo(
            method=draft.method,
            method_detail="; ".join(draft.notes),
            irscope_version=__version__,
            created=datetime.now(timezone.utc).isoformat(timespec="seconds"),
            host=host(),
            env={k: files.sanitize(v) for k, v in env.items()},
            timings_ms={k: round(v, 3) for k, v in draft.timings.items()},
            pass_time_source=draft.time_source,
            replay=draft.replay_info,
            lineinfo=draft.lineinfo,
            pass_timing=draft.pass_timing,
            unavailable=dict(draft.unavailable) or None,
        ),
        pipeline_text=files.sanitize(run["text"]) if run else "",
        pipeline_expanded=files.sanitize(run["expanded"]) if run else "",
        passes=tuple(passes),
        landmarks=tuple(marks),
        artifacts=draft.artifacts,
        provenance=draft.provenance,
        functions=tuple(draft.functions),
        error=_clean_error(draft.error, files),
        device_code=draft.device_code,
    )


def prepare() -> None:
    """What `assemble` needs that no compile decides, made ahead of time: a capture calls it while
    its worker runs, so that the end of the capture does not wait for it."""
    host()
    bundle.prepare_commit()


@lru_cache(maxsize=1)
def host() -> bundle.Host:
    """This machine, as a manifest names it (`platform.platform()` runs `uname -p`: worked out
    once, while the first worker runs)."""
    return bundle.Host(socket.gethostname(), platform.platform(), platform.python_version())


def _error_from(
    result: WorkerResult | None, returncode: int | None, timed_out: bool, files: Workdir
) -> dict[str, Any] | None:
    if timed_out:
        return {"kind": "timeout", "message": "the compile did not finish within the time limit and was killed"}
    if result is None:  # a crash inside the timed pipeline run left fd 2's text in pass-timing.txt
        tail = printed.last_line(files.pass_timing) or printed.last_line(files.stderr)
        return {
            "kind": "crash",
            "message": f"the compiling process {_how_it_died(returncode)} before reporting"
            + (f"; last stderr line: {tail}" if tail else ""),
        }
    return None if result.error is None else dict(result.error)  # the manifest's record: any key it holds


def _how_it_died(returncode: int | None) -> str:
    """`died (exit status 3)`, or for a signal its name: `was killed by SIGKILL (out of memory? ...)`."""
    if returncode is None or returncode >= 0:
        return f"died (exit status {returncode})"
    try:
        name = signal.Signals(-returncode).name
    except ValueError:
        name = f"signal {-returncode}"
    why = " (out of memory? the kernel's OOM killer sends it: see dmesg)" if name == "SIGKILL" else ""
    return f"was killed by {name}{why}"


def _pass_records(rows: list[_Row], w: bundle.BundleWriter, run: RecordedRun | None) -> list[bundle.PassRecord]:
    records: list[bundle.PassRecord] = []
    seen: dict[str, int] = {}
    prev_text = run["input_ir"].encode("utf-8") if run else None
    prev_rel = bundle.INPUT_IR if run else None
    prev_ns = run.get("printed_from_ns", run["started_ns"]) if run else 0
    for i, row in enumerate(rows, start=1):
        name = row.spec.name
        seen[name] = seen.get(name, 0) + 1
        observed: dict[str, Any] = {
            "observed": "none",
            "exact": None,
            "changed": None,
            "ir_member": None,
            "time_ms": None,
        }
        if row.dump is not None:
            text = _dump_utf8(row.dump.path)
            changed = text != prev_text
            rel = w.write_utf8(bundle.pass_ir_path(i, name), text) if changed or prev_rel is None else prev_rel
            observed = {
                "observed": "single",
                "exact": True,
                "changed": changed,
                "ir_member": rel,
                "time_ms": round(max(0, row.dump.mtime_ns - prev_ns) / 1e6, 3) if prev_ns else None,
            }
            prev_text, prev_rel, prev_ns = text, rel, row.dump.mtime_ns
        records.append(
            bundle.PassRecord(
                index=i,
                name=name,
                occurrence=seen[name],
                anchor=row.spec.anchor,
                options=row.spec.options,
                group=None,
                in_pipeline=row.in_pipeline,
                phase="core",  # set from the landmarks once every pass is known
                **observed,
            )
        )
    return records


def _artifact_files(
    workdir: Path, result: WorkerResult | None, provenance: dict[str, str], notes: list[str]
) -> tuple[Path | None, Path | None]:
    """The PTX and cubin files of the capture, as the worker chose them (the DSL's dumps, else what
    it extracted); the newest dumps when the worker did not get that far."""
    chosen = result.artifacts if result is not None else None
    if chosen is None:
        files = Workdir(workdir)
        ptx, cubin = files.newest_dump("*.ptx"), files.newest_dump("*.cubin")
        for kind, path in (("ptx", ptx), ("cubin", cubin)):
            if path is not None:
                provenance[kind] = "dsl-dump"
        return ptx, cubin
    found: list[Path | None] = []
    for kind in ("ptx", "cubin"):
        entry = chosen.get(kind)
        if entry and entry["file"] and (workdir / entry["file"]).is_file():
            provenance[kind] = entry["provenance"]
            found.append(workdir / entry["file"])
            if entry["provenance"] != "dsl-dump":
                notes.append(f"{kind.upper()} not dumped by this DSL: {entry.get('detail', entry['provenance'])}")
        else:
            found.append(None)
            if entry and entry.get("detail"):
                notes.append(f"no {kind.upper()}: {entry['detail']}")
    return found[0], found[1]


def _sass_text(
    files: Workdir,
    result: WorkerResult | None,
    cubin: Path,
    nvdisasm: Path | None,
    timings: dict[str, float],
    deadline: Deadline | None,
) -> str:
    """The worker's detached disassembly of this cubin (its only one: a failure is reported, not
    retried), else run nvdisasm now; either way within the case's deadline."""
    import time

    started = result.sass if result is not None else None
    t0 = time.perf_counter()
    if started and started["cubin"] and (files.path / started["cubin"]).resolve() == cubin.resolve():
        status = _wait_for(files.path / started["status_file"], deadline)
        timings["sass_wait"] = (time.perf_counter() - t0) * 1e3
        if status is None:
            raise DisassemblyError(timed_out_message(deadline))  # the caller kills the worker's group
        if status != "0" or not files.sass.is_file():
            err = files.sass_err
            raise DisassemblyError(
                failed_message(
                    int(status) if status.isdigit() else -1, err.read_text(errors="replace") if err.is_file() else ""
                )
            )
        return files.sass.read_text(errors="replace")
    t0 = time.perf_counter()
    text = disassemble(cubin, nvdisasm, deadline=deadline)
    timings["sass"] = (time.perf_counter() - t0) * 1e3
    return text


def _wait_for(status_file: Path, deadline: Deadline | None) -> str | None:
    """The content of a status file another process renames into place; None once the deadline
    has passed. Raises StopRequested on an interrupt."""
    import time

    while True:
        try:
            return status_file.read_text().strip()
        except FileNotFoundError:
            if stop_requested():
                raise StopRequested from None
            if deadline is not None and deadline.passed():
                return None
            time.sleep(0.005)


def _dump_text(path: Path) -> str:
    """The module as printed, without the printer's "IR Dump After" banner line."""
    text = _DUMP_HEADER.sub("", path.read_text(errors="replace"), count=1)
    return text.rstrip("\n") + "\n"


def _dump_utf8(path: Path) -> bytes:
    """`_dump_text(path)` encoded as UTF-8, without decoding the dump where that changes nothing:
    ASCII without carriage returns (what MLIR prints; it escapes the rest in string attributes)
    reads the same as bytes and as text. 48 dumps of 27 MB on the Hopper GEMM."""
    data = path.read_bytes()
    if not data.isascii() or b"\r" in data:
        return _dump_text(path).encode("utf-8")  # U+FFFD for bad bytes, universal newlines
    header = _DUMP_HEADER_BYTES.match(data)
    start = header.end() if header else 0
    end = len(data)
    while end > start and data[end - 1] == 0x0A:
        end -= 1
    # One slice (copying half a megabyte costs more than the rest) where a newline follows.
    return data[start : end + 1] if end < len(data) else data[start:] + b"\n"


def _clean_error(error: dict[str, Any] | None, files: Workdir) -> dict[str, Any] | None:
    if error is None:
        return None
    allowed = ("kind", "message", "source_file", "source_line", "source_text", "traceback")
    out = {k: error[k] for k in allowed if k in error and error[k] is not None}
    for k in ("message", "traceback"):
        if k in out:
            out[k] = files.sanitize(out[k])
    return out


def _sha256(path: Path) -> str:
    import hashlib

    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return "0" * 64


def _installed_dsl_version() -> str:
    from irscope.installed import dsl_version

    return dsl_version() or "unknown"
