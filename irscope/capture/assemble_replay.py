"""Bundle records from a pass replay (parent side, no cutlass): replay/replay.json -> manifest."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from irscope import bundle
from irscope.errors import IrscopeError
from irscope.pipeline_text import PassSpec


def read(workdir: Path, capture: dict[str, Any]) -> dict[str, Any] | None:
    rel = capture.get("replay")
    if not rel or not (workdir / rel).is_file():
        return None
    return json.loads((workdir / rel).read_text())


def info(data: dict[str, Any]) -> dict[str, Any]:
    failed = [f"{i} {p['name']}: {p['error']}" for i, p in enumerate(data["passes"], start=1) if p.get("error")]
    return {
        "checkpoints": data["checkpoints"],
        "dropped": data["dropped"],
        "checks": data["checks"],
        **({"failed_passes": failed} if failed else {}),
        **({"skipped": data["skipped"]} if data.get("skipped") else {}),
    }


def records(
    specs: tuple[PassSpec, ...], data: dict[str, Any], w: bundle.BundleWriter, input_ir: str, replay_dir: Path
) -> list[bundle.PassRecord]:
    """Pass records from a replay: labels as the replay made them; `changed` only between exact states."""
    if [s.name for s in specs] != [p["name"] for p in data["passes"]]:
        raise IrscopeError("internal: the replay's pass list does not match the pipeline text")
    records: list[bundle.PassRecord] = []
    seen: dict[str, int] = {}
    prev_text, prev_rel = input_ir, bundle.INPUT_IR
    for i, (spec, r) in enumerate(zip(specs, data["passes"], strict=True), start=1):
        seen[spec.name] = seen.get(spec.name, 0) + 1
        rel, changed = None, None
        if r["ir"]:
            text = (replay_dir / r["ir"]).read_text(errors="replace")
            rel = w.write_text(bundle.pass_ir_path(i, spec.name), text) if text != prev_text else prev_rel
            # A single pass is bracketed by exact states (replay_plan.label), so this is meaningful.
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
                ir=rel,
                time_ms=r["time_ms"],
                phase="core",  # set from the landmarks once every pass is known
            )
        )
    return records


def notes(data: dict[str, Any], *, printer_works: bool) -> list[str]:
    """The method_detail sentences of a replay: why it replayed, what it observed, its checks."""
    # Where the printer works, only --method replay makes the worker replay.
    why = "replay requested (--method replay)" if printer_works else "MLIR's IR printer is a no-op in this DSL build"
    out = [f"{why}; the real pipeline ran untouched, then each pass was replayed alone on a copy: {data['detail']}"]
    out.extend(data["checks"])
    if data.get("skipped"):
        out.append("skipped after crashing the replay process: " + "; ".join(data["skipped"]))
    return out
