"""The capture cache at the suite's real size: the snapshot tests of every kernel in kernels/,
run with pytest as a project runs them, cold (empty cache), again unchanged, and again with one
kernel edited, side by side in one run.

A project is made in a temporary directory: kernels/ and snapshots/ copied from this repository,
then `irscope init` (its example test checks every case). Each session is timed as a whole
(wall clock, process start to exit). The cases a session compiled are the capture-cache
entries it made. The goal: an unchanged suite's second session <= 10% of the first; after an
edit, only the edited kernel's cases compiled.

    python benchmarks/capture_cache.py [--edit elementwise_add] [--jobs 0]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def run(cmd: list[str], cwd: Path) -> tuple[float, subprocess.CompletedProcess[str]]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUTE_DSL_", "IRSCOPE_"))}
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True)
    return time.perf_counter() - t0, proc


def cached_entries(project: Path) -> dict[str, str]:
    """key -> label of every capture-cache entry."""
    _, proc = run([sys.executable, "-m", "irscope", "cache", "--json"], project)
    return {e["key"]: e["label"] for e in json.loads(proc.stdout)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--edit", default="elementwise_add", help="the kernel module edited before the third session")
    ap.add_argument("--jobs", type=int, default=0)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="irscope-cache-bench-") as tmp:
        project = Path(tmp) / "project"
        shutil.copytree(REPO / "kernels", project / "kernels", ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copytree(REPO / "snapshots", project / "snapshots")
        _, init = run([sys.executable, "-m", "irscope", "init"], project)
        if init.returncode != 0:
            sys.exit(init.stderr)
        pytest = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--irscope-jobs={args.jobs}"]
        rows = []
        seen: dict[str, str] = {}
        for name in ("cold (empty cache)", "unchanged", f"{args.edit}.py edited"):
            if name.endswith("edited"):
                module = project / "kernels" / f"{args.edit}.py"
                module.write_text(module.read_text() + "\n# edited: a comment recompiles this module's cases\n")
            seconds, proc = run(pytest, project)
            if proc.returncode != 0:
                sys.exit(f"pytest failed in the {name} session:\n{proc.stdout[-3000:]}")
            now = cached_entries(project)
            compiled = sorted(label for key, label in now.items() if key not in seen)
            seen = now
            rows.append((name, seconds, compiled, proc.stdout.strip().splitlines()[-1]))
        cold = rows[0][1]
        print(f"pytest of the snapshot tests of {len(rows[0][2])} cases (kernels/), --irscope-jobs={args.jobs}")
        print(f"{'session':<28} {'wall s':>8} {'vs cold':>8}  compiled")
        for name, seconds, compiled, _ in rows:
            kernels = sorted({label.partition(":")[0] for label in compiled})
            what = f"{len(compiled)}" + (f" (kernels: {', '.join(kernels)})" if compiled and len(kernels) < 4 else "")
            print(f"{name:<28} {seconds:8.1f} {seconds / cold:8.1%}  {what}")
        print("pytest said:", " | ".join(r[3] for r in rows))


if __name__ == "__main__":
    main()
