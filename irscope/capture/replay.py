"""Pass replay: per-pass IR for DSL builds whose MLIR IR printer is a no-op (4.6+).

The real pipeline has already run untouched (its PTX and cubin are the bundle's artifacts); the
hook kept an exact bytecode copy of its input module and its printed output. Here, after the
real compile:

1. Exact checkpoints: the real pipeline text with one option changed, run on a fresh copy of
   the input. Each variant is parsed first and compared with the real expansion pass by pass
   (`str(pm)`): `llvm-only=true` must be a strict prefix of it (ends in S_k); an invalid
   `cubin-chip` must change nothing but the compute-target pass and make the run fail there
   (leaves S_{j-1}). A variant that does not verify, or does not fail as expected, is dropped.
   The real run's own output is the exact state after the last pass.
2. Replay: each pass of the expansion that parses on its own runs alone on the evolving module;
   the others (built by the DSL's pipeline code, not registered by name) are skipped. At every
   checkpoint the module is replaced by the exact state; whether the replay had reproduced it
   is recorded and, where every pass since the last exact state was replayed, required.
3. Labels (replay_plan.label): single and exact, or a member of a group whose last pass carries
   the exact checkpoint IR and whose other members are approximate.

Dump paths in replayed passes point into a scratch directory, so the real dumps are never
overwritten; the PTX/cubin the replay writes there are compared with the real ones.
"""

from __future__ import annotations

import io
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from irscope.capture.hooks import PipelineRun, real_pass_manager
from irscope.capture.replay_plan import describe, failure_checkpoint, label, prefix_checkpoint
from irscope.pipeline_text import PassSpec, parse_pipeline, with_dump_paths

INVALID_CHIP = "sm_1"


#: cute-to-nvvm options that drop one pass when false. Dropping the passes right before the
#: failing pass moves the failure checkpoint earlier: a failure at pass j with passes j-1, j-2
#: dropped leaves S_{j-3}, since everything before is identical to the real pipeline.
DROP_OPTIONS = (
    "use-strength-reduction-pass",
    "use-loop-invariant-pass",
    "use-nvgpu-optimization-pass",
    "use-eliminate-unnecessary-sync-pass",
    "use-insert-range-information-pass",
    "use-fold-static-pass",
    "use-software-pipeline-pass",
)
FAILING_PASS = "cuda-compute-target"


def set_option(text: str, name: str, value: str) -> str | None:
    """The pipeline text with cute-to-nvvm's option `name` set to `value` (None: no cute-to-nvvm)."""
    if "cute-to-nvvm{" not in text:
        return None
    if re.search(rf"(?<![\w-]){re.escape(name)}=", text):
        return re.sub(rf"(?<![\w-]){re.escape(name)}=[^\s}}]*", f"{name}={value}", text, count=1)
    return text.replace("cute-to-nvvm{", f"cute-to-nvvm{{{name}={value} ", 1)


@dataclass
class _State:
    bytecode: bytes | None  # None for the last pass: nothing runs after it
    text: str
    how: str


def _asm(module: Any) -> str:
    return module.operation.get_asm(enable_debug_info=False).rstrip("\n") + "\n"


def _bytecode(module: Any) -> bytes:
    buffer = io.BytesIO()
    module.operation.write_bytecode(buffer)
    return buffer.getvalue()


class _Checkpoints:
    """Exact states S_k from variants of the real pipeline text, each verified before it is used."""

    def __init__(self, run: PipelineRun, real: tuple[PassSpec, ...], scratch: str) -> None:
        self.run, self.real, self.scratch = run, real, scratch
        self.found: dict[int, _State] = {}
        self.dropped: list[dict[str, str]] = []
        self.pm_class = real_pass_manager()

    def parse(self, text: str) -> tuple[Any, tuple[PassSpec, ...]] | None:
        try:
            pm = self.pm_class.parse(with_dump_paths(text, self.scratch))
        except Exception:  # noqa: BLE001 - an option this build does not know
            return None
        pm.enable_verifier(False)  # as the DSL runs its pipeline
        return pm, parse_pipeline(with_dump_paths(str(pm), self.scratch))

    def execute(self, pm: Any) -> tuple[Any, str]:
        from cutlass._mlir import ir

        module = ir.Module.parse(self.run.input_bytecode)
        try:
            pm.run(module.operation)
        except Exception as exc:  # noqa: BLE001 - expected for the failing variants
            return module, str(exc)
        return module, ""

    def drop(self, how: str, why: str) -> None:
        self.dropped.append({"how": how, "why": why})

    def keep(self, at: int, module: Any, how: str) -> None:
        self.found[at] = _State(_bytecode(module), _asm(module), how)

    def prefix(self) -> None:
        how = "cute-to-nvvm{llvm-only=true} stops after the LLVM lowering"
        text = set_option(self.run.text, "llvm-only", "true")
        parsed = self.parse(text) if text else None
        if parsed is None:
            return self.drop(how, "option not in this pipeline")
        at = prefix_checkpoint(self.real, parsed[1])
        if at is None:
            return self.drop(how, "str(pm) is not a strict prefix of the real pipeline")
        module, failed = self.execute(parsed[0])
        if failed:
            return self.drop(how, f"the run failed: {failed.splitlines()[0]}")
        self.keep(at, module, how)

    def failures(self) -> None:
        """An invalid chip fails at the start of the compute-target pass; then drop the passes just
        before it, one option at a time, for earlier cuts."""
        text = set_option(self.run.text, "cubin-chip", INVALID_CHIP)
        how = f"cubin-chip={INVALID_CHIP} fails at the start of {FAILING_PASS}"
        if text is None or not re.search(r"cubin-chip=", self.run.text):
            return self.drop(how, "option not in this pipeline")
        at = self._fail(text, how)
        unused = list(DROP_OPTIONS)
        while at is not None and at > 0:
            for option in unused:
                candidate = set_option(text, option, "false")
                parsed = self.parse(candidate) if candidate else None
                if parsed and failure_checkpoint(self.real, parsed[1], FAILING_PASS) == at - 1:
                    unused.remove(option)
                    text, how = candidate, f"{how}, with {option}=false (drops {self.real[at].name}, which runs after)"
                    break
            else:
                return None
            at = self._fail(text, how)
        return None

    def _fail(self, text: str, how: str) -> int | None:
        parsed = self.parse(text)
        if parsed is None:
            self.drop(how, "does not parse")
            return None
        at = failure_checkpoint(self.real, parsed[1], FAILING_PASS)
        if at is None:
            self.drop(how, f"str(pm): the first pass that differs is not {FAILING_PASS}")
            return None
        module, failed = self.execute(parsed[0])
        if INVALID_CHIP not in failed or FAILING_PASS not in failed:
            self.drop(how, f"the run did not fail in {FAILING_PASS} on the changed option")
            return None
        self.keep(at, module, how)
        return at


def replay(run: PipelineRun, outdir: Path, real_dump: Path) -> dict[str, Any]:
    """Replay `run` pass by pass; write the IR files into outdir; return replay.json's content."""
    from cutlass._mlir import ir

    outdir.mkdir(parents=True, exist_ok=True)
    scratch = outdir / "dump"
    scratch.mkdir(exist_ok=True)
    specs = parse_pipeline(run.expanded)
    real = parse_pipeline(with_dump_paths(run.expanded, str(scratch)))
    n = len(real)
    pm_class = real_pass_manager()
    timings: dict[str, float] = {}
    t0 = time.perf_counter()
    with ir.Context():
        pms: list[Any] = []
        for s in real:
            try:
                pm = pm_class.parse(s.standalone())
                pm.enable_verifier(False)
            except Exception:  # noqa: BLE001 - not registered under its textual name
                pm = None
            pms.append(pm)
        checkpoints = _Checkpoints(run, real, str(scratch))
        checkpoints.prefix()
        checkpoints.failures()
        anchors, dropped = checkpoints.found, checkpoints.dropped
        timings["checkpoints"] = (time.perf_counter() - t0) * 1e3
        if run.final_ir is not None:
            anchors[n - 1] = _State(None, run.final_ir.rstrip("\n") + "\n", "the real pipeline's output")
        records, diverged, replayed = _walk(run, specs, pms, anchors, outdir)
    timings["replay"] = (time.perf_counter() - t0) * 1e3
    labels = label(replayed, anchors, diverged)
    names = [s.name for s in specs]
    for rec, lab in zip(records, labels, strict=True):
        rec.update(observed=lab.observed, group=lab.group, exact=lab.exact)
        if not lab.has_ir:
            rec["ir"] = None
    checks = _compare_dumps(scratch, real_dump)
    return {
        "passes": records,
        "checkpoints": [
            {"after": i + 1, "how": s.how, "replay_matched": records[i]["replay_matched"]}
            for i, s in sorted(anchors.items())
        ],
        "dropped": dropped,
        "checks": checks,
        "detail": describe(labels, names, [pm is not None for pm in pms]),
        "timings_ms": timings,
    }


def _walk(
    run: PipelineRun,
    specs: tuple[PassSpec, ...],
    pms: list[Any],
    anchors: dict[int, _State],
    outdir: Path,
) -> tuple[list[dict[str, Any]], set[int], list[bool]]:
    """Run the replayable passes in order, resyncing at anchors. Returns the per-pass records,
    the anchors a fully replayed chain failed to reproduce, and which passes were replayed."""
    from cutlass._mlir import ir

    module = ir.Module.parse(run.input_bytecode)
    records: list[dict[str, Any]] = []
    diverged: set[int] = set()
    replayed: list[bool] = []
    chain_complete = True  # every pass since the last exact state was replayed
    for i, (spec, pm) in enumerate(zip(specs, pms, strict=True)):
        rec: dict[str, Any] = {"name": spec.name, "ir": None, "time_ms": None, "error": None, "replay_matched": None}
        ok = pm is not None
        if ok:
            t = time.perf_counter()
            try:
                pm.run(module.operation)
            except Exception as exc:  # noqa: BLE001 - out of context, a pass may refuse the module
                rec["error"] = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
                ok = False
            rec["time_ms"] = round((time.perf_counter() - t) * 1e3, 3)
        chain_complete = chain_complete and ok
        text = _asm(module) if ok else None
        if i in anchors:
            exact = anchors[i]
            rec["replay_matched"] = None if text is None else text == exact.text
            if chain_complete and text != exact.text:
                diverged.add(i)
            text = exact.text
            if exact.bytecode is not None:
                module = ir.Module.parse(exact.bytecode)
            chain_complete = True
        if text is not None:
            rel = f"{i + 1:03d}-{re.sub(r'[^A-Za-z0-9_.-]', '_', spec.name)}.mlir"
            (outdir / rel).write_text(text)
            rec["ir"] = rel
        records.append(rec)
        replayed.append(ok)
    return records, diverged, replayed


def _compare_dumps(scratch: Path, real_dump: Path) -> list[str]:
    checks = []
    for suffix in ("ptx", "cubin"):
        mine = sorted(scratch.glob(f"*.{suffix}"))
        theirs = {p.name: p for p in real_dump.glob(f"*.{suffix}")}
        for p in mine:
            if p.name in theirs:
                same = p.read_bytes() == theirs[p.name].read_bytes()
                checks.append(f"replayed {suffix.upper()} {'identical to' if same else 'DIFFERS from'} the real pipeline's")
    return checks
