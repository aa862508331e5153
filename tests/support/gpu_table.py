"""Render docs/gpu-results.md's table from `irscope run --json` output and the captured SASS.

    python tests/support/gpu_table.py STORE RUN.json [RUN2.json]

STORE is an `irscope capture` store; the SASS columns are read from its sm_90a bundles (what an
H100 runs). With a second run of the same suite, "% of copy" shows both runs: their spread is
the noise floor of the comparison.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from irscope import bundle, store  # noqa: E402
from tests.kernels.sass_counts import memory_widths, opcodes, vectorized_fraction  # noqa: E402


def _global_accesses(sass: str) -> str:
    widths = memory_widths(sass)
    parts = []
    for op in ("LDG", "STG", "LDGSTS"):
        for bits, n in sorted(widths.get(op, Counter()).items(), reverse=True):
            parts.append(f"{n}x {op}.{bits}")
    tma = {op: n for op, n in opcodes(sass).items() if op.startswith("UTMA") and ("LDG" in op or "STG" in op)}
    parts += [f"{n}x {op}" for op, n in sorted(tma.items())]
    return ", ".join(parts) or "none"


def _sass_columns(root: Path, kernel: str, case: str) -> tuple[str, str]:
    found = store.latest_bundles(root, store.KernelRef(kernel, case, "sm_90a"))
    if not found:
        return "not captured", ""
    sass = bundle.load(found[0]).sass() or ""
    fraction = vectorized_fraction(sass)
    return _global_accesses(sass), ("n/a (TMA)" if fraction is None else f"{100 * fraction:.0f}%")


def render(root: Path, runs: list[dict]) -> str:
    first = runs[0]
    d = first["device"]
    lines = [
        f"Measured {d['date']} on {d['name']} ({d['arch']}), torch {d['torch']} (CUDA {d['cuda']}), "
        f"nvidia-cutlass-dsl {d['dsl']}. Device copy (torch `copy_`, 512 MiB, read + write): "
        + ", ".join(f"{r['device']['copy_bandwidth_gbs']:,.0f} GB/s" for r in runs)
        + (" (two runs)." if len(runs) > 1 else "."),
        "",
        "| kernel:case | sizes | global accesses in SASS (sm_90a) | 128-bit share | correct (max abs err) | time (ms) | GB/s | % of copy | TFLOP/s |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    later = [{r["label"]: r for r in run["results"]} for run in runs[1:]]
    for r in first["results"]:
        accesses, share = _sass_columns(root, r["kernel"], r["case"])
        sizes = "x".join(str(v) for v in r["sizes"].values())
        if r["skipped"] or r["error"]:
            lines.append(
                f"| {r['label']} | {sizes} | {accesses} | {share} | {r['skipped'] or 'FAILED: ' + r['error']} | | | | |"
            )
            continue
        worst = max(c["max_abs_err"] for c in r["checks"])
        correct = ("yes" if r["ok"] else "**NO**") + f" ({worst:.2g})"
        pct = [f"{100 * r['copy_fraction']:.1f}"] + [
            f"{100 * other[r['label']]['copy_fraction']:.1f}" for other in later if r["label"] in other
        ]
        time_ms = f"{r['time_ms']:.4f}" + (" (launch-bound)" if r.get("launch_bound") else "")
        tflops = f"{r['tflops']:.1f}" if r["tflops"] is not None else ""
        lines.append(
            f"| {r['label']} | {sizes} | {accesses} | {share} | {correct} | {time_ms} | "
            f"{r['bandwidth_gbs']:,.0f} | {' / '.join(pct)} | {tflops} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    root, *paths = argv
    print(render(Path(root), [json.loads(Path(p).read_text()) for p in paths]), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
