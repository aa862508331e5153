"""Run one worker subprocess per (case, arch), in parallel, and assemble each into a bundle."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path

from irscope import bundle, store
from irscope.capture.assemble import assemble
from irscope.registry import Selection

DEFAULT_TIMEOUT_S = 900.0


@dataclass(frozen=True)
class Outcome:
    selection: Selection
    bundle_path: Path
    ok: bool
    summary: str  # one line: what was captured, or why it failed
    wall_ms: float


@dataclass(frozen=True)
class CaptureOptions:
    store_root: Path
    jobs: int = 0  # 0: one per CPU
    timeout_s: float = DEFAULT_TIMEOUT_S
    with_sass: bool = True
    nvdisasm: Path | None = None
    method: str = "auto"
    keep_workdir: bool = False
    #: Compile with CUTE_DSL_LINEINFO=1, print the IR with locations and build sourcemap.json;
    #: a plain compile of the same case runs too, to check that line info changed no code.
    lineinfo: bool = False
    #: capture --from-trace: selection label -> the trace.json whose spec the worker rebuilds
    #: (instead of a kernel module's CASES).
    traces: Mapping[str, Path] = field(default_factory=dict)


def worker_env() -> dict[str, str]:
    env = dict(os.environ)
    here = str(Path(__file__).resolve().parent.parent.parent)
    env["PYTHONPATH"] = here + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    # The worker sets the CUTE_DSL_* variables a capture needs; stray ones from the user's shell
    # (a dump dir, a cache dir, KEEP tokens) must not leak into it.
    for key in list(env):
        if key.startswith("CUTE_DSL_") and key not in ("CUTE_DSL_LIBS",):
            del env[key]
    return env


def _workdir(sel: Selection, tag: str = "") -> Path:
    return Path(tempfile.mkdtemp(prefix=f"irscope-{sel.info.kernel}-{sel.info.case}-{sel.arch}{tag}-"))


def _run_worker(sel: Selection, workdir: Path, opts: CaptureOptions, **overrides: object) -> tuple[int | None, bool]:
    """One worker subprocess; (exit status or None, timed out)."""
    spec = {
        "source": str(Path(sel.info.source).resolve()),
        "display_source": sel.info.source,
        "case": sel.info.case,
        "arch": sel.arch,
        "workdir": str(workdir),
        "method": opts.method,
        "nvdisasm": str(opts.nvdisasm) if opts.with_sass and opts.nvdisasm else None,
        "lineinfo": opts.lineinfo,
        **({"trace": str(opts.traces[sel.label])} if sel.label in opts.traces else {}),
        **overrides,
    }
    spec_path = workdir / "spec.json"
    spec_path.write_text(json.dumps(spec))
    cmd = [sys.executable, "-m", "irscope.capture.worker", str(spec_path)]
    try:
        proc = subprocess.run(cmd, env=worker_env(), timeout=opts.timeout_s, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return None, True
    return proc.returncode, False


def capture_one(sel: Selection, opts: CaptureOptions) -> Outcome:
    t0 = time.perf_counter()
    workdir = _workdir(sel)
    reference = _workdir(sel, "-plain") if opts.lineinfo else None
    try:
        returncode, timed_out = _run_worker(sel, workdir, opts)
        if reference is not None:
            # The plain compile the line-info one is checked against: compile only, no printer.
            _run_worker(sel, reference, opts, lineinfo=False, method="none", nvdisasm=None)
        destination = store.bundle_destination(opts.store_root, sel.info.kernel, sel.info.case, sel.arch)
        path = assemble(
            workdir,
            sel,
            destination,
            returncode=returncode,
            timed_out=timed_out,
            with_sass=opts.with_sass,
            nvdisasm=opts.nvdisasm,
            wall_ms=(time.perf_counter() - t0) * 1e3,
            reference=reference,
            trace=_rebuilt_trace(opts, sel),
        )
        # The writer validated the manifest on commit; summarize from it without reloading.
        manifest = json.loads((path / bundle.MANIFEST).read_text())
        summary = _summary(bundle.Bundle(path=path, manifest=manifest))
        return Outcome(sel, path, manifest["status"] == "ok", summary, (time.perf_counter() - t0) * 1e3)
    finally:
        if not opts.keep_workdir:
            for directory in (workdir, reference):
                if directory is not None:
                    shutil.rmtree(directory, ignore_errors=True)


def _rebuilt_trace(opts: CaptureOptions, sel: Selection) -> dict | None:
    """The trace spec a --from-trace capture was rebuilt from, kept in its bundle as well."""
    path = opts.traces.get(sel.label)
    if path is None:
        return None
    spec = {**json.loads(Path(path).read_text()), "arch": sel.arch, "rebuilt_from": str(path.parent)}
    spec.pop("after_compile_error", None)  # the traced call's, not this compile's
    return spec


def _summary(b: bundle.Bundle) -> str:
    if not b.ok:
        err = b.error or {}
        where = f" ({err['source_file']}:{err['source_line']})" if err.get("source_line") else ""
        first = (err.get("message") or "").strip().splitlines()
        return f"{err.get('kind', 'error')}{where}: {first[0] if first else ''}"
    from irscope.views.observation import observation_parts

    parts = observation_parts(b)
    if not b.groups and parts[0] == f"{len(b.passes)} observed singly":
        parts[0] = f"{len(b.passes)} observed"  # every pass, singly
    line = f"{len(b.passes)} passes ({', '.join(parts)}), {len(b.functions)} kernel function(s)"
    reference = b.manifest["capture"].get("lineinfo", {}).get("reference")
    if reference is None:
        return line
    if reference["status"] != "compared":
        return f"{line}; line info: not compared with a plain compile ({reference.get('detail', '')})"
    same = reference["ptx_identical"] is not False and reference["sass_identical"] is not False
    if same and not reference["stats_differences"]:
        return f"{line}; line info: same code as a plain compile"
    return f"{line}; LINE INFO CHANGED THE CODE: {reference['summary']}"


def capture_all(
    selections: list[Selection],
    opts: CaptureOptions,
    on_done: Callable[[Outcome], None] | None = None,
) -> list[Outcome]:
    jobs = opts.jobs or os.cpu_count() or 1
    with ThreadPoolExecutor(max_workers=max(1, min(jobs, len(selections) or 1))) as pool:
        futures = [pool.submit(capture_one, s, opts) for s in selections]
        for fut in as_completed(futures):
            if on_done:
                on_done(fut.result())
        return [f.result() for f in futures]
