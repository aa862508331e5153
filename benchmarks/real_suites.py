"""Slices of real kernel projects' own test files, plain and under `irscope trace`, side by side,
then every traced compile rebuilt on the CPU and compared (issue 40's device step).

    python benchmarks/real_suites.py run     --project NAME=DIR ... --out DIR [--tests N] [-n W]
    python benchmarks/real_suites.py rebuild --project NAME=DIR ... --out DIR [-j J]

NAME is one of SUITES (quack, fa4); DIR is a checkout of the project holding its tests (fetch
github:Dao-AILab/quack, github:Dao-AILab/flash-attention), the package installed from PyPI.
`run` collects the suite's test ids, keeps an even sample of N of them (the same every time),
runs them with pytest-xdist plainly and then under `irscope trace --out DIR/NAME/store`, and
prints wall time, outcomes, compiles and megabytes per compile. Both runs turn the projects'
own kernel caches off (the switches irscope's trace sets), so both compile every kernel.
`rebuild` runs `capture --from-trace` of that store from DIR (the project's directory, with
CUDA hidden) and compares each rebuilt compile with its traced one as
benchmarks/upstream_traces.py does (PTX, cubin, SASS). Results are appended to DIR/results.json.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
from upstream_traces import _same, _traced  # noqa: E402 - one comparison of traced and rebuilt code

from irscope.capture.trace.cache_loads import LIBRARY_CACHE_SWITCHES  # noqa: E402


@dataclass(frozen=True)
class Suite:
    files: tuple[str, ...]
    allow_imports: tuple[str, ...]
    tests: int  # how many of the collected tests run (an even sample)
    #: test ids left out: QuACK's use_compile=True cases run torch.compile (Inductor), not the DSL
    leave_out: str | None = None


SUITES = {
    "quack": Suite(
        ("tests/test_softmax.py", "tests/test_cross_entropy.py", "tests/test_rmsnorm.py", "tests/test_layernorm.py"),
        ("quack",),
        150,
        leave_out=r"\[True-",
    ),
    "fa4": Suite(
        (
            "tests/cute/test_flash_attn.py::test_flash_attn_output",
            "tests/cute/test_score_mod.py::test_cute_vs_flex_attention",
        ),
        ("flash_attn", "quack"),
        60,
    ),
}


def _projects(values: list[str]) -> list[tuple[str, Suite, Path]]:
    chosen = []
    for value in values:
        name, _, where = value.partition("=")
        if name not in SUITES or not where:
            raise SystemExit(f"--project {value}: expected NAME=DIR with NAME one of {', '.join(SUITES)}")
        chosen.append((name, SUITES[name], Path(where).resolve()))
    return chosen


def _env(**extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(LIBRARY_CACHE_SWITCHES)
    env.update(extra)
    return env


def _sample(ids: list[str], count: int) -> list[str]:
    """An even spread of `count` of `ids` (per file, in proportion), the same on every run."""
    if len(ids) <= count:
        return ids
    step = len(ids) / count
    return [ids[int(i * step)] for i in range(count)]


def _collect(suite: Suite, project: Path, count: int) -> list[str]:
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *suite.files],
        cwd=project,
        env=_env(),
        capture_output=True,
        text=True,
    )
    ids = [line for line in proc.stdout.splitlines() if "::" in line and not line.startswith(" ")]
    if suite.leave_out:
        ids = [i for i in ids if not re.search(suite.leave_out, i)]
    if not ids:
        raise SystemExit(f"{project}: no tests collected:\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}")
    return _sample(ids, count)


def _timed(cmd: list[str], cwd: Path, log: Path, env: dict[str, str]) -> tuple[float, str, list[str]]:
    """Wall seconds, pytest's outcome line and irscope's own lines of one run."""
    start = time.monotonic()
    with log.open("w") as out:
        proc = subprocess.run(cmd, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT, text=True)
    seconds = time.monotonic() - start
    lines = log.read_text(errors="replace").splitlines()
    outcome = next((ln.strip("= ") for ln in reversed(lines) if re.search(r"\d+ (passed|failed)", ln)), "?")
    return seconds, f"{outcome} (exit {proc.returncode})", [ln for ln in lines if ln.startswith("irscope")]


def _store_size(store: Path) -> int:
    """Bytes the store holds on disk, as du counts them: a file hard-linked from several bundles
    (a text stored once) once; the staging folder left out."""
    seen: dict[tuple[int, int], int] = {}
    for p in store.rglob("*"):
        if p.is_file() and not p.is_symlink() and ".staging" not in p.parts:
            st = p.stat()
            seen[(st.st_dev, st.st_ino)] = st.st_size
    return sum(seen.values())


def run(projects: list[tuple[str, Suite, Path]], out: Path, tests: int, workers: int) -> None:
    from irscope import store as store_mod

    results = []
    for name, suite, project in projects:
        work = out / name
        work.mkdir(parents=True, exist_ok=True)
        ids = _collect(suite, project, tests or suite.tests)
        (work / "tests.txt").write_text("\n".join(ids) + "\n")
        pytest = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", str(workers), *ids]
        plain = _timed(pytest, project, work / "plain.log", _env())
        irscope = [sys.executable, "-m", "irscope", "trace", "--out", str(work / "store"), "--"]
        traced = _timed(
            irscope + pytest,
            project,
            work / "traced.log",
            _env(PYTHONPATH=f"{ROOT}:{os.environ.get('PYTHONPATH', '')}"),
        )
        compiles = len(store_mod.all_latest(work / "store"))
        size = _store_size(work / "store")
        row = {
            "suite": name,
            "tests": len(ids),
            "plain_s": round(plain[0], 1),
            "plain": plain[1],
            "traced_s": round(traced[0], 1),
            "traced": traced[1],
            "ratio": round(traced[0] / plain[0], 2),
            "compiles": compiles,
            "mb_per_compile": round(size / max(compiles, 1) / 1e6, 3),
            "irscope": traced[2],
        }
        results.append(row)
        print(json.dumps(row, indent=1), flush=True)
    _append(out, {"run": results})


def rebuild(projects: list[tuple[str, Suite, Path]], out: Path, jobs: int) -> None:
    from irscope import bundle, store

    results = []
    for name, suite, project in projects:
        work = out / name
        again = work / "rebuilt"
        allow = [w for m in suite.allow_imports for w in ("--allow-import", m)]
        cmd = [sys.executable, "-m", "irscope", "--store", str(again), "capture", "-j", str(jobs), *allow]
        seconds, _, lines = _timed(
            [*cmd, "--from-trace", str(work / "store")],
            project,
            work / "rebuild.log",
            _env(CUDA_VISIBLE_DEVICES="", PYTHONPATH=f"{ROOT}:{os.environ.get('PYTHONPATH', '')}"),
        )
        traced = {b.label: b for b in map(_traced, store.all_latest(work / "store")) if b.trace() is not None}
        rebuilt = {b.label: b for b in map(bundle.load, store.all_latest(again))}
        verdicts = {
            label: _same(b, rebuilt[label], project) if label in rebuilt else "refused" for label, b in traced.items()
        }
        counts = Counter(v.split(" (")[0] for v in verdicts.values())
        row = {"suite": name, "traced": len(traced), "rebuild_s": round(seconds, 1), "verdicts": dict(counts)}
        row["not_identical"] = {k: v for k, v in verdicts.items() if not v.startswith("identical")}
        row["refusals"] = [ln for ln in lines if "not rebuildable" in ln or "error" in ln][:20]
        results.append(row)
        print(json.dumps(row, indent=1), flush=True)
    _append(out, {"rebuild": results})


def _append(out: Path, entry: dict[str, object]) -> None:
    path = out / "results.json"
    before = json.loads(path.read_text()) if path.exists() else []
    path.write_text(json.dumps([*before, entry], indent=1) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("step", choices=("run", "rebuild"))
    parser.add_argument("--project", action="append", required=True, metavar="NAME=DIR")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--tests", type=int, default=0, help="tests per project (default: the suite's)")
    parser.add_argument("-n", type=int, default=8, help="pytest-xdist workers")
    parser.add_argument("-j", type=int, default=os.cpu_count() or 1, help="rebuild processes")
    args = parser.parse_args()
    projects = _projects(args.project)
    if args.step == "run":
        run(projects, args.out, args.tests, args.n)
    else:
        rebuild(projects, args.out, args.j)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
