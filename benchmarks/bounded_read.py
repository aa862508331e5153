"""What the bounded reader (irscope/bounded_read.py) costs beside json.loads alone, side by side in
one run, on the documents irscope reads at the sizes real users have: a source map of a large
kernel (~40,000 rows over its IR texts, PTX and SASS), a manifest, and a trace spec.

Each document is parsed both ways in alternation, timed in CPU time of the thread (on a shared,
loaded machine wall time mostly measures the wait for a core); the medians are printed with
their ratio.

    python benchmarks/bounded_read.py [--rounds 15] [--rows 40000]
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from irscope.bounded_read import parse_json

REPO = Path(__file__).resolve().parent.parent


def source_map(rows: int) -> bytes:
    """A map shaped as sourcemap.schema.json: rows [line, location, ...] over 26 IR texts, PTX, SASS."""
    files = [
        {"path": f"/src/kernels/k{i}.py", "shown": f"k{i}.py", "kernel": i == 0, "sha256": "ab" * 32} for i in range(8)
    ]
    locations = [[i % 8, 1 + i % 900, i % 80] for i in range(4000)]
    per_text = rows // 28
    mlir = {
        f"ir/{i:03d}-pass.mlir.gz": [[line, line % 4000, (line * 7) % 4000] for line in range(1, per_text)]
        for i in range(26)
    }
    code = [[line, line % 4000] for line in range(1, per_text)]
    doc = {"format": "irscope-sourcemap", "format_version": 1, "files": files, "locations": locations}
    return json.dumps({**doc, "mlir": mlir, "ptx": code, "sass": code}, separators=(",", ":")).encode()


def cpu_ms(fn: Callable[[], object]) -> float:
    gc.collect()  # the previous round's garbage is not this one's cost
    start = time.thread_time()
    fn()
    return (time.thread_time() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--rows", type=int, default=40_000)
    args = parser.parse_args()
    documents = {"source map": source_map(args.rows)}
    manifests = sorted(REPO.glob("tests/**/manifest.json"), key=lambda p: p.stat().st_size)
    specs = sorted(REPO.glob("tests/data/upstream-trace/*/spec.json"))
    if manifests:
        documents["manifest"] = manifests[-1].read_bytes()
    if specs:
        documents["trace spec"] = max((p.read_bytes() for p in specs), key=len)
    print(f"{'document':<12} {'size':>10} {'json.loads':>11} {'parse_json':>11} {'ratio':>6}")
    for name, data in documents.items():
        plain, bounded = [], []
        for _ in range(args.rounds):  # alternating, so that the machine's load falls on both
            plain.append(cpu_ms(lambda d=data: json.loads(d)))
            bounded.append(cpu_ms(lambda d=data, n=name: parse_json(d, n)))
        a, b = statistics.median(plain), statistics.median(bounded)
        print(f"{name:<12} {len(data) / 1e6:>8.2f}MB {a:>9.2f}ms {b:>9.2f}ms {b / a:>6.2f}")


if __name__ == "__main__":
    main()
