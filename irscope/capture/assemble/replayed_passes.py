"""Bundle records from a pass replay (parent side, no cutlass): replay/replay.json -> manifest."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from irscope import bundle
from irscope.bundle.members import BundleMember
from irscope.capture.workdir import read_json
from irscope.capture.worker_result import CaptureInfo, ReplayResult
from irscope.errors import IrscopeError
from irscope.pipeline_text import PassSpec


def read(workdir: Path, capture: CaptureInfo) -> ReplayResult | None:
    rel = capture.get("replay")
    if not rel or not (workdir / rel).is_file():
        return None
    return read_json(workdir / rel)


def info(data: ReplayResult) -> dict[str, Any]:
    failed = [f"{i} {p['name']}: {p['error']}" for i, p in enumerate(data["passes"], start=1) if p.get("error")]
    return {
        "checkpoints": data["checkpoints"],
        "dropped": data["dropped"],
        "checks": data["checks"],
        **({"failed_passes": failed} if failed else {}),
        **({"skipped": data["skipped"]} if data.get("skipped") else {}),
    }


def records(
    specs: tuple[PassSpec, ...], data: ReplayResult, w: bundle.BundleWriter, input_ir: str, replay_dir: Path
) -> list[bundle.PassRecord]:
    """Pass records from a replay: labels as the replay made them; `changed` only between exact states."""
    if [s.name for s in specs] != [p["name"] for p in data["passes"]]:
        raise IrscopeError("internal: the replay's pass list does not match the pipeline text")
    labels = replay_labels(data)
    records: list[bundle.PassRecord] = []
    seen: dict[str, int] = {}
    prev_text, prev_rel = input_ir, bundle.INPUT_IR
    for i, (spec, r) in enumerate(zip(specs, data["passes"], strict=True), start=1):
        seen[spec.name] = seen.get(spec.name, 0) + 1
        rel: BundleMember | None = None
        changed = None
        if r["ir"]:
            text = (replay_dir / r["ir"]).read_text(errors="replace")
            rel = w.write_text(bundle.pass_ir_path(i, spec.name), text) if text != prev_text else prev_rel
            # A single pass is bracketed by exact states (replay.plan.label), so this is meaningful.
            changed = (text != prev_text) if r["observed"] == "single" else None
            prev_text, prev_rel = text, rel
        records.append(
            bundle.PassRecord(
                index=i,
                name=spec.name,
                occurrence=seen[spec.name],
                anchor=spec.anchor,
                options=spec.options,
                observed=r["observed"],
                group=r["group"],
                exact=r["exact"] if r["ir"] else None,
                in_pipeline=True,
                changed=changed,
                ir_member=rel,
                time_ms=r["time_ms"],
                phase="core",  # set from the landmarks once every pass is known
                label=labels[i - 1]["label"],
                evidence=labels[i - 1]["evidence"],
            )
        )
    return records


def notes(data: ReplayResult, *, printer_works: bool) -> list[str]:
    """The method_detail sentences of a replay: why it replayed, what it observed, its checks."""
    # Where the printer works, only --method replay makes the worker replay.
    why = "replay requested (--method replay)" if printer_works else "MLIR's IR printer is a no-op in this DSL build"
    out = [f"{why}; the real pipeline ran untouched, then each pass was replayed alone on a copy: {data['detail']}"]
    out.extend(data["checks"])
    if data.get("skipped"):
        out.append("skipped after crashing the replay process: " + "; ".join(data["skipped"]))
    return out


#: The per-pass labels of a replay, as `irscope passes` shows them (PassRecord.label).
EXACT = "exact"
NOOP = "no-op on this module (evidence)"
END_REPRODUCED = "group end reproduced by replay"
APPROXIMATE = "approximate"


def replay_labels(data: ReplayResult) -> list[dict[str, str]]:
    """{"label", "evidence"} per pass: why its state is exact, or how far to trust it.

    exact: replayed alone between exact states, or a checkpoint (its variant named). A pass that
    cannot run alone but is known not to change the module says so, with the evidence. Inside a
    group the replayed states are approximate; where the replay (without the passes it could not
    run) reproduced the group's exact end state, they are labelled so: the skipped passes' net
    effect was nil there, though a change may still show up a pass early or late.
    """
    passes = data["passes"]
    how = {c["after"] - 1: c for c in data["checkpoints"]}
    out: list[dict[str, str]] = []
    for i, p in enumerate(passes):
        if p.get("noop"):
            out.append({"label": NOOP, "evidence": p["noop"]})
        elif p["exact"] and i in how:
            out.append({"label": EXACT, "evidence": f"checkpoint: {how[i]['how']}"})
        elif p["exact"]:
            out.append({"label": EXACT, "evidence": "replayed alone on the exact state before it"})
        else:
            end = max((j for j, q in enumerate(passes) if q["group"] == p["group"]), default=i)
            if p["ir"] and end in how and how[end]["replay_matched"]:
                why = f"the replay reproduced the exact state after pass {end + 1}"
                out.append({"label": END_REPRODUCED, "evidence": why})
            elif p["ir"]:
                why = "replayed without the passes of its group that cannot run alone"
                out.append({"label": APPROXIMATE, "evidence": why})
            else:
                why = "no IR: it cannot be replayed alone"
                refused = p.get("noop_refused") or ""
                if refused.startswith("not a no-op"):
                    why += f"; {refused}"
                elif refused:
                    why += f"; not shown to be a no-op: {refused}"
                out.append({"label": APPROXIMATE, "evidence": why})
    return out
