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
3. Labels (replay.plan.label): single and exact, or a member of a group whose last pass carries
   the exact checkpoint IR and whose other members are approximate.

Dump paths in replayed passes point into a scratch directory, so the real dumps are never
overwritten; the PTX/cubin the replay writes there are compared with the real ones.

The worker runs it in a forked child: a pass run out of context, or a variant's diagnostic, can
abort the process, and that must never cost the real capture. Before each such step the replay
writes the step's key to DIR/progress, so that after a crash the worker can run it again
without that step (`skip`).
"""

from __future__ import annotations

import io
import os
import re
import time
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from irscope.bundle import safe_filename
from irscope.capture.pipeline_hooks import real_pass_manager
from irscope.capture.replay import noop as replay_noop
from irscope.capture.replay.plan import describe, failure_checkpoint, label, noop_evidence, prefix_checkpoint
from irscope.capture.workdir import Workdir
from irscope.capture.worker_result import DroppedCheckpoint, ReplayCheckpoint, ReplayedPass, ReplayResult
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

#: Registered passes that only report and leave the IR unchanged, with the library's own
#: description. A failure cut may run one of them between the cut and the failing pass (it
#: cannot be dropped by an option): the state left is then still the state at the cut. Trusted
#: only when, replayed alone, it changes neither the pipeline's input nor any exact state found.
TRANSPARENT = {
    "dump-iket-cfg": "described in the DSL library as 'Dump IKET-annotated control-flow graph as Graphviz DOT'",
}


def set_option(text: str, name: str, value: str) -> str | None:
    """The pipeline text with cute-to-nvvm's option `name` set to `value` (None: no cute-to-nvvm)."""
    if "cute-to-nvvm{" not in text:
        return None
    if re.search(rf"(?<![\w-]){re.escape(name)}=", text):
        return re.sub(rf"(?<![\w-]){re.escape(name)}=[^\s}}]*", f"{name}={value}", text, count=1)
    return text.replace("cute-to-nvvm{", f"cute-to-nvvm{{{name}={value} ", 1)


@dataclass(frozen=True)
class ReplayInput:
    """What the real run left for the replay: its pipeline, an exact copy of its input, its output."""

    text: str
    expanded: str
    input_bytecode: bytes
    final_ir: str | None


#: Fault injection for the tests: abort the replay process at the first step whose key contains
#: this value, as a pass that crashes out of context would.
ABORT_AT = "IRSCOPE_REPLAY_ABORT_AT"


class Steps:
    """Announces each risky step (DIR/progress) and skips the ones a crash was blamed on."""

    def __init__(self, progress: Path, skip: Collection[str]) -> None:
        self.progress = progress
        self.skip = set(skip)
        self.abort_at = os.environ.get(ABORT_AT, "")

    def enter(self, key: str) -> bool:
        """False when the step is to be skipped; else record it as the one in progress."""
        if key in self.skip:
            return False
        with open(self.progress, "w") as fh:
            fh.write(key)
        if self.abort_at and self.abort_at in key:
            os.abort()
        return True


@dataclass
class _State:
    bytecode: bytes | None  # None for the last pass: nothing runs after it
    text: str
    how: str
    options: dict[str, str] | None = None  # the cute-to-nvvm options the variant changed


#: Line-info captures print every replayed state with its locations (the worker sets this before
#: forking the replay), as the IR printer does for them; the real output is printed alike.
PRINT_LOCATIONS = False


def _asm(module: Any) -> str:
    return module.operation.get_asm(enable_debug_info=PRINT_LOCATIONS).rstrip("\n") + "\n"


def _bytecode(module: Any) -> bytes:
    buffer = io.BytesIO()
    module.operation.write_bytecode(buffer)
    return buffer.getvalue()


class _Unavailable(Exception):
    """A variant that cannot be used; the message says why."""


class _Checkpoints:
    """Exact states S_k from variants of the real pipeline text, each verified before it is used.

    Parsing a variant, printing its str(pm) and running it are each announced as a step: some
    builds abort the process on a bad option value (4.5.3 on cubin-chip=sm_1, inside str(pm))."""

    def __init__(self, run: ReplayInput, real: tuple[PassSpec, ...], scratch: str, steps: Steps) -> None:
        self.run, self.real, self.scratch, self.steps = run, real, scratch, steps
        self.found: dict[int, _State] = {}
        self.dropped: list[DroppedCheckpoint] = []
        self.pm_class = real_pass_manager()
        self.transparent: list[str] = []  # TRANSPARENT passes checked to leave the IR unchanged

    def _enter(self, key: str) -> None:
        if not self.steps.enter(key):
            raise _Unavailable("skipped: it crashed the replay process before")

    def parse(self, text: str, how: str) -> tuple[Any, tuple[PassSpec, ...]]:
        self._enter(f"variant: {how}: parse")
        try:
            pm = self.pm_class.parse(with_dump_paths(text, self.scratch))
        except Exception as exc:  # noqa: BLE001 - an option this build does not know
            first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            raise _Unavailable(f"does not parse: {first.split(' with options ')[0]}") from None
        pm.enable_verifier(False)  # as the DSL runs its pipeline
        return pm, parse_pipeline(with_dump_paths(str(pm), self.scratch))

    def execute(self, pm: Any, how: str) -> tuple[Any, str]:
        """Run a variant on a fresh copy of the input: (module, error text, empty if none)."""
        from cutlass._mlir import ir

        self._enter(f"variant: {how}: run")
        module = ir.Module.parse(self.run.input_bytecode)
        try:
            pm.run(module.operation)
        except Exception as exc:  # noqa: BLE001 - expected for the failing variants
            return module, str(exc)
        return module, ""

    def prefix(self) -> None:
        how = "cute-to-nvvm{llvm-only=true} stops after the LLVM lowering"
        try:
            text = set_option(self.run.text, "llvm-only", "true")
            if text is None:
                raise _Unavailable("no cute-to-nvvm in this pipeline")
            pm, variant = self.parse(text, how)
            at = prefix_checkpoint(self.real, variant)
            if at is None:
                raise _Unavailable("str(pm) is not a strict prefix of the real pipeline")
            module, failed = self.execute(pm, how)
            if failed:
                raise _Unavailable(f"the run failed: {failed.splitlines()[0]}")
            self.found[at] = _State(_bytecode(module), _asm(module), how, {"llvm-only": "true"})
        except _Unavailable as why:
            self.dropped.append({"how": how, "why": str(why)})

    def failures(self) -> None:
        """An invalid chip fails at the start of the compute-target pass; then drop the passes just
        before it, one option at a time, for earlier cuts."""
        how = f"cubin-chip={INVALID_CHIP} fails at the start of {FAILING_PASS}"
        if not re.search(r"cubin-chip=", self.run.text):
            self.dropped.append({"how": how, "why": "option not in this pipeline"})
            return
        text = set_option(self.run.text, "cubin-chip", INVALID_CHIP) or ""
        options = {"cubin-chip": INVALID_CHIP}
        at = self._fail(text, how, options)
        unused = list(DROP_OPTIONS)
        while at is not None and at > 0:
            self.transparent = [n for n in TRANSPARENT if self._leaves_ir_unchanged(n)]
            for option in unused:
                candidate = set_option(text, option, "false") or ""
                try:
                    parsed = self.parse(candidate, f"{how}, with {option}=false")
                except _Unavailable:
                    continue
                k = failure_checkpoint(self.real, parsed[1], FAILING_PASS, self.transparent)
                if k is not None and k < at:
                    unused.remove(option)
                    between = [s.name for s in self.real[k + 2 : at + 1] if s.name in self.transparent]
                    how = f"{how}, with {option}=false (drops {self.real[k + 1].name}, which runs after)"
                    for name in between:
                        how += (
                            f"; {name} still runs before the failure: {TRANSPARENT[name]}; replayed"
                            " alone it changed neither the input nor any exact state, so it is taken"
                            " to leave the IR unchanged"
                        )
                    text, options = candidate, {**options, option: "false"}
                    break
            else:
                return
            at = self._fail(text, how, options)

    def _leaves_ir_unchanged(self, name: str) -> bool:
        """Run the registered pass `name` alone on the pipeline's input and on every exact state
        found so far: True when it changed none of them (and parsed and ran)."""
        from cutlass._mlir import ir

        spec = next((s for s in self.real if s.name == name), None)
        if spec is None:
            return False
        try:
            self._enter(f"identity check: {name}")
            pm = self.pm_class.parse(spec.standalone())
            pm.enable_verifier(False)
            for bytecode in [self.run.input_bytecode, *(s.bytecode for s in self.found.values() if s.bytecode)]:
                module = ir.Module.parse(bytecode)
                before = _asm(module)
                pm.run(module.operation)
                if _asm(module) != before:
                    return False
        except Exception:  # noqa: BLE001 - skipped, not registered, or it refused a module
            return False
        return True

    def _fail(self, text: str, how: str, options: dict[str, str]) -> int | None:
        try:
            pm, variant = self.parse(text, how)
            at = failure_checkpoint(self.real, variant, FAILING_PASS, self.transparent)
            if at is None:
                raise _Unavailable(f"str(pm): the first pass that differs is not {FAILING_PASS}")
            module, failed = self.execute(pm, how)
            if INVALID_CHIP not in failed or FAILING_PASS not in failed:
                raise _Unavailable(f"the run did not fail in {FAILING_PASS} on the changed option")
        except _Unavailable as why:
            self.dropped.append({"how": how, "why": str(why)})
            return None
        self.found[at] = _State(_bytecode(module), _asm(module), how, options)
        return at


def replay(run: ReplayInput, workdir: Workdir, skip: Collection[str] = ()) -> ReplayResult:
    """Replay `run` pass by pass; write the IR files into workdir/replay; return replay.json's content."""
    from cutlass._mlir import ir

    outdir, real_dump = workdir.replay, workdir.dump
    outdir.mkdir(parents=True, exist_ok=True)
    steps = Steps(workdir.replay_progress, skip)
    scratch = workdir.replay_dump
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
        checkpoints = _Checkpoints(run, real, str(scratch), steps)
        checkpoints.prefix()
        checkpoints.failures()
        anchors, dropped = checkpoints.found, checkpoints.dropped
        timings["checkpoints"] = (time.perf_counter() - t0) * 1e3
        if run.final_ir is not None:
            anchors[n - 1] = _State(None, run.final_ir.rstrip("\n") + "\n", "the real pipeline's output")
        records, diverged, replayed = _walk(run, specs, pms, anchors, outdir, steps)
    timings["replay"] = (time.perf_counter() - t0) * 1e3
    labels = label(replayed, anchors, diverged)
    names = [s.name for s in specs]
    for rec, lab in zip(records, labels, strict=True):
        rec["observed"], rec["group"], rec["exact"] = lab.observed, lab.group, lab.exact
        if not lab.has_ir:
            rec["ir"] = None
    checks = _compare_dumps(scratch, real_dump)
    exact: list[ReplayCheckpoint] = []
    for i, state in sorted(anchors.items()):
        point: ReplayCheckpoint = {"after": i + 1, "how": state.how, "replay_matched": records[i]["replay_matched"]}
        if state.options:
            point["options"] = state.options
        exact.append(point)
    return {
        "passes": records,
        "checkpoints": exact,
        "dropped": dropped,
        "checks": checks,
        "skipped": sorted(steps.skip),
        "detail": describe(labels, names, [pm is not None for pm in pms]),
        "timings_ms": timings,
    }


def _walk(
    run: ReplayInput,
    specs: tuple[PassSpec, ...],
    pms: list[Any],
    anchors: dict[int, _State],
    outdir: Path,
    steps: Steps,
) -> tuple[list[ReplayedPass], set[int], list[bool]]:
    """Run the replayable passes in order, resyncing at anchors. Returns the per-pass records,
    the anchors a fully replayed chain failed to reproduce, and which passes were replayed."""
    from cutlass._mlir import ir

    module = ir.Module.parse(run.input_bytecode)
    records: list[ReplayedPass] = []
    diverged: set[int] = set()
    replayed: list[bool] = []
    chain_complete = True  # every pass since the last exact state was replayed
    for i, (spec, pm) in enumerate(zip(specs, pms, strict=True)):
        rec: ReplayedPass = {"name": spec.name, "ir": None, "time_ms": None, "error": None, "replay_matched": None}
        noop = _noop_claim(rec, spec, pm, module, steps, i, exact_before=chain_complete)
        ok = _run_pass(rec, spec, pm, module, steps, i) or noop is not None
        chain_complete = chain_complete and ok
        text = _asm(module) if ok else None
        if i in anchors:
            text, module, missed = _resync(rec, anchors[i], text, module)
            if chain_complete and missed:
                diverged.add(i)
            chain_complete = True
        if text is not None:
            rec["ir"] = _write_ir(outdir, i, spec, text)
        records.append(rec)
        replayed.append(ok)
    return records, diverged, replayed


def _noop_claim(
    rec: ReplayedPass, spec: PassSpec, pm: Any, module: Any, steps: Steps, i: int, *, exact_before: bool
) -> str | None:
    """For a pass that cannot be replayed, the evidence that it changes nothing (None: none),
    checked on the module before it where that is exact; why not, in `rec`, where there is none."""
    noop = noop_evidence(spec) if pm is None else None
    if pm is None and noop is None:
        if exact_before:
            noop, why_not = _module_noop(spec, module, steps, i)
        else:
            why_not = "the state before it is not exact"
        rec["noop_refused"] = why_not if noop is None else None
    if noop:
        rec["noop"] = noop  # the state after it is the state before it: nothing to run
    return noop


def _run_pass(rec: ReplayedPass, spec: PassSpec, pm: Any, module: Any, steps: Steps, i: int) -> bool:
    """Run the pass's manager on the module (in place); whether it ran, its time and any error in `rec`."""
    if pm is None:
        return False
    if not steps.enter(f"pass {i + 1} {spec.name}"):
        rec["error"] = "skipped: it crashed the replay process before"
        return False
    ok = True
    t = time.perf_counter()
    try:
        pm.run(module.operation)
    except Exception as exc:  # noqa: BLE001 - out of context, a pass may refuse the module
        rec["error"] = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        ok = False
    rec["time_ms"] = round((time.perf_counter() - t) * 1e3, 3)
    return ok


def _resync(rec: ReplayedPass, exact: _State, text: str | None, module: Any) -> tuple[str, Any, bool]:
    """At an exact state: whether the replay reproduced it (in `rec`), and the walk going on from
    it: its text, its module (where it has bytecode), and whether the replay's text missed it."""
    from cutlass._mlir import ir

    rec["replay_matched"] = None if text is None else text == exact.text
    if exact.bytecode is not None:
        module = ir.Module.parse(exact.bytecode)
    return exact.text, module, text != exact.text


def _write_ir(outdir: Path, i: int, spec: PassSpec, text: str) -> str:
    """The IR after pass `i`, written into `outdir`; its name there."""
    rel = f"{i + 1:03d}-{safe_filename(spec.name)}.mlir"
    (outdir / rel).write_text(text)
    return rel


def _op_names(module: Any) -> set[str]:
    from cutlass._mlir import ir

    names: set[str] = set()

    def visit(op: Any) -> Any:
        names.add(op.name)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return names


def _module_noop(spec: PassSpec, module: Any, steps: Steps, i: int) -> tuple[str | None, str]:
    """noop.claim for an unreplayable pass on the exact module before it."""
    known, _ = replay_noop.rewritten_ops(spec, (), ())
    if not known and spec.name not in replay_noop.FOLD_CHECKED:
        return replay_noop.claim(spec, (), (), False)
    if not steps.enter(f"no-op check {i + 1} {spec.name}"):
        return None, "skipped: it crashed the replay process before"
    text = _asm(module)
    try:
        # The check runs on a clone: neither bytecode nor text always reads back (4.5.3 writes
        # an #llvm.constant_range it then rejects).
        probe = module.operation.clone()
        pm = real_pass_manager().parse(replay_noop.FOLD_ONLY)
        pm.enable_verifier(False)
        pm.run(probe.operation)
    except Exception as exc:  # noqa: BLE001 - no claim without the check
        return None, f"the fold-only check failed: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}"
    unchanged = _asm(probe) == text
    return replay_noop.claim(spec, _op_names(module), replay_noop.non_llvm_float_types(text), unchanged)


def _compare_dumps(scratch: Path, real_dump: Path) -> list[str]:
    checks = []
    for suffix in ("ptx", "cubin"):
        mine = sorted(scratch.glob(f"*.{suffix}"))
        theirs = {p.name: p for p in real_dump.glob(f"*.{suffix}")}
        for p in mine:
            if p.name in theirs:
                same = p.read_bytes() == theirs[p.name].read_bytes()
                checks.append(
                    f"replayed {suffix.upper()} {'identical to' if same else 'DIFFERS from'} the real pipeline's"
                )
    return checks
