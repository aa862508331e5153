"""How fast the TUI is, next to a plain difflib + pygments baseline doing the same work, in one run.

    python benchmarks/tui_speed.py [BUNDLE|KERNEL ...] [--store DIR] [--scale N] [--pairs N] [--runs N]
                                   [--cold-start-only]

Measured on the largest bundle given (default: the largest in the store, by IR bytes):

- pass switch: press `j` in the headless app (200x50) and wait until the next pass's
  side-by-side diff is on screen and the frame is rendered; every adjacent pass pair, in walks:
    first    walk forward after start-up, pausing 0.3 s on each pass as a (fast) reader would;
             diffs are built in a worker, and the next one is prefetched during the pause
    cold     the same walk with the document cache emptied and prefetch off: every diff computed
             on demand (normalized texts and per-line analysis stay cached, as in a session)
    cached   walking back over passes already seen
    no cache on the sampled pairs only: before each switch every cache is emptied (normalized
             texts, line analysis, highlighting, rendered rows), so both texts are normalized,
             aligned and highlighted from nothing
  baseline: the same pair with difflib.SequenceMatcher (line alignment) + pygments highlighting
  both texts to terminal escapes: what a viewer without virtualization or caching does per switch.
  difflib takes seconds per pair at 50,000 lines, so the baseline runs on a fixed sample of
  --pairs pass pairs (evenly spaced along the pipeline, the same every run); the TUI's figures
  are printed for every pair and for those same sampled pairs.
- cold start: a fresh process (python -m irscope tui ... headless) until the first frame, until
  the first diff goes to the view, and until it is on screen (the screen's first refresh after
  that: the app may take the document before its first frame); baseline: a fresh process importing difflib + pygments and doing
  the first changed pass's diff and highlighting; and a bare Textual app (a header, one Static, a
  footer) until its first frame, the floor under the TUI's (how fast this machine starts Textual
  right now: it moves with the load, so read the TUI's first frame against it).

--scale N (synthetic, labelled as such) repeats every IR text of the bundle N times, to see
tens of thousands of lines when no captured kernel is that large (--scale 7 of the largest GEMM,
6,991 lines per pass, is the 50,000-lines-per-pass case).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SIZE = (200, 50)
DWELL = 0.3  # seconds between key presses in the first walk: a fast reader


def largest_bundle(targets: list[str], root: Path) -> Path:
    from irscope.tui.session import resolve_targets

    paths, errors = resolve_targets(targets, root)
    if not paths:
        sys.exit("no bundle: " + "; ".join(errors))
    return max(paths, key=ir_bytes)


def ir_bytes(bundle_path: Path) -> int:
    """The bytes of a bundle's IR texts, as read (decompressed)."""
    from irscope import bundle

    b = bundle.load(bundle_path)
    members = {b.manifest.artifacts.get("input_ir"), *(p.ir for p in b.passes)} - {None, ""}
    return sum(len(b.read_text(rel)) for rel in members)


def scaled_copy(src: Path, factor: int, tmp: Path) -> Path:
    """A copy of `src` whose every IR text is the real one repeated `factor` times, in its format."""
    from irscope import bundle
    from tests.bundle_formats import rewrite

    version = bundle.load(src).manifest.format_version
    return rewrite(src, tmp / f"{src.name}-x{factor}", version, lambda text: text * factor)


def pct(values: list[float], q: float) -> float:
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[int(q) - 1]


def row(name: str, ms: list[float], cpu: list[float] | None = None) -> str:
    line = f"  {name:<46} p50 {pct(ms, 50):8.1f} ms  p95 {pct(ms, 95):8.1f} ms"
    if cpu:  # process CPU time (all threads): what the work costs, however loaded the machine
        line += f"   CPU p50 {pct(cpu, 50):7.1f} p95 {pct(cpu, 95):7.1f} ms"
    return line + f"  (n={len(ms)})"


# ---- pass switching in the app --------------------------------------------------------------
def sample_pairs(keys: list[str], n: int) -> list[str]:
    """`n` of the passes (each with the one before it), evenly spaced from the first to the last."""
    if n >= len(keys):
        return list(keys)
    return list(dict.fromkeys(keys[round(i * (len(keys) - 1) / max(n - 1, 1))] for i in range(n)))


def forget_everything(app: object) -> None:
    """Empty every cache a pass switch could use: documents, normalized texts, line analysis,
    highlighting, rendered rows."""
    from irscope.analysis import align, texts
    from irscope.tui import highlight
    from irscope.tui.code_view import CodeView

    app.cache.clear()  # type: ignore[attr-defined]
    align.clear_caches()
    texts.normalized_text.cache_clear()
    highlight.highlight.cache_clear()
    highlight.intraline.cache_clear()
    app.query_one(CodeView)._rows.clear()  # type: ignore[attr-defined]


async def walk(bundle_path: Path, sample: list[str]) -> dict[str, dict[str, float]]:
    """Milliseconds per switch, by walk and by the pass switched to."""
    from textual import events

    from irscope.tui.app import IrscopeApp
    from irscope.tui.headless import settle
    from irscope.tui.pass_list import PassList

    walks = ("first", "cold", "cached", "nocache")
    out: dict[str, dict[str, float]] = {name: {} for name in walks} | {f"{name} cpu": {} for name in walks}
    app = IrscopeApp([str(bundle_path)], layout="split")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, timeout=600)
        app.select_pass(app.bundle_a.passes[0].key)
        await settle(pilot, timeout=600)
        n = len(app.bundle_a.passes)

        async def step(key: str, into: str) -> None:
            # The key goes in the way a terminal's would (the driver's queue); the clock stops
            # when the new pass's diff is on screen and the frame has been composed and written.
            # (pilot.press would add its own idle-waiting sleeps to every figure.)
            passes = app.query_one(PassList)
            target = passes.step(1 if key == "j" else -1)
            start, cpu = time.perf_counter(), time.process_time()
            app._driver.send_message(events.Key(key, key))
            while app.view.shown is None or app.view.shown.pass_key != target or app.view.shown != app.selection():
                await asyncio.sleep(0.0005)
            await pilot.pause(0)  # pending messages processed, then the screen update runs
            out[f"{into} cpu"][target] = (time.process_time() - cpu) * 1000
            out[into][target] = (time.perf_counter() - start) * 1000

        for _ in range(n - 1):
            await step("j", "first")
            await asyncio.sleep(DWELL)  # reading the diff; prefetch works meanwhile (not timed)
        for _ in range(n - 1):
            await step("k", "cached")
        app.prefetching = False
        app.cache.clear()
        await settle(pilot, timeout=600)
        for _ in range(n - 1):
            await step("j", "cold")
        keys = [p.key for p in app.bundle_a.passes]
        for key in sample:
            app.select_pass(keys[keys.index(key) - 1])
            await settle(pilot, timeout=600)
            forget_everything(app)
            await step("j", "nocache")
    return out


def baseline_switch(bundle_path: Path, sample: list[str]) -> dict[str, float]:
    import difflib

    from pygments import highlight
    from pygments.formatters import TerminalTrueColorFormatter

    from irscope import bundle
    from irscope.lexers import MlirLexer

    b = bundle.load(bundle_path)
    formatter = TerminalTrueColorFormatter(style="monokai")
    out = {}
    for p in b.passes[1:]:
        before, after = b.ir_before(p), b.ir_after(p)
        if p.key not in sample or before is None or after is None:
            continue
        start = time.perf_counter()
        opcodes = difflib.SequenceMatcher(None, before.splitlines(), after.splitlines(), autojunk=False).get_opcodes()
        left = highlight(before, MlirLexer(), formatter)
        right = highlight(after, MlirLexer(), formatter)
        assert opcodes and left and right
        out[p.key] = (time.perf_counter() - start) * 1000
    return out


# ---- cold start ---------------------------------------------------------------------------
APP_PROBE = """
import os, sys, time, json
from pathlib import Path
t0 = float(sys.argv[2])
# As `irscope tui` starts the app: the first view's document is built in a child meanwhile
# (irscope before that child: the app alone, as the command made it then).
try:
    from irscope.tui.first_document import FirstDocument
except ImportError:
    started = {}
else:
    started = {"first": FirstDocument.start([sys.argv[1]], Path("."), None, None, (200, 50))}
from irscope.tui.app import IrscopeApp
from textual.screen import Screen
app = IrscopeApp([sys.argv[1]], **started)
cpu = {}
# The diff is drawn once the screen's compositor has refreshed after the document went to the view
# (first_view): measured here, so that the app of every tree is measured alike.
refresh = Screen._compositor_refresh
def drawn(screen):
    refresh(screen)
    if "first_view" in app.marks:
        app.marks.setdefault("first_view_drawn", time.monotonic())
Screen._compositor_refresh = drawn
async def probe(pilot):
    while "first_view_drawn" not in app.marks and time.monotonic() - t0 < 120:
        await pilot.pause(0.001)
    # this process's CPU, all threads, and its reaped children's (the first document's), so far
    cpu["first_view_cpu"] = (time.process_time() + os.times().children_user + os.times().children_system) * 1000
    app.exit()
app.run(headless=True, size=(200, 50), auto_pilot=probe)
if "first_view_drawn" not in app.marks:
    sys.exit(f"{sys.argv[1]}: no diff on screen after 120 s (does the TUI open it?)")
print(json.dumps({k: (v - t0) * 1000 for k, v in app.marks.items()} | cpu))
"""

BARE_PROBE = """
import sys, time, json
t0 = float(sys.argv[1])
from textual.app import App
from textual.widgets import Footer, Header, Static
class Bare(App):
    def compose(self):
        yield Header()
        yield Static("hello")
        yield Footer()
    def on_ready(self):
        self.first_paint = time.monotonic()
        self.exit()
app = Bare()
app.run(headless=True, size=(200, 50))
print(json.dumps({"first_paint": (app.first_paint - t0) * 1000}))
"""

BASELINE_PROBE = """
import sys, time, json, difflib
t0 = float(sys.argv[2])
from pathlib import Path
from irscope.bundle.members import read_member_text
from pygments import highlight
from pygments.formatters import TerminalTrueColorFormatter
from irscope.lexers.mlir import MlirLexer
root = Path(sys.argv[1])
m = json.loads((root / "manifest.json").read_text())
passes = m["passes"]
i = next(k for k, p in enumerate(passes) if p["changed"])
def read(rel):
    return read_member_text(root, rel)
after = read(passes[i]["ir"])
prev = next((p["ir"] for p in reversed(passes[:i]) if p["ir"]), None)
before = read(prev or m["artifacts"]["input_ir"])
ops = difflib.SequenceMatcher(None, before.splitlines(), after.splitlines(), autojunk=False).get_opcodes()
f = TerminalTrueColorFormatter(style="monokai")
out = highlight(before, MlirLexer(), f) + highlight(after, MlirLexer(), f)
print(json.dumps({"done": (time.monotonic() - t0) * 1000, "cpu": time.process_time() * 1000}))
"""


def cold_start(bundle_path: Path, runs: int) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    app: dict[str, list[float]] = {"first_paint": [], "first_view": [], "first_view_drawn": [], "first_view_cpu": []}
    base: dict[str, list[float]] = {"done": [], "cpu": [], "bare_first_paint": []}
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="0")
    for _ in range(runs):
        t0 = time.monotonic()
        res = subprocess.run(
            [sys.executable, "-c", APP_PROBE, str(bundle_path), repr(t0)], capture_output=True, text=True, env=env
        )
        if res.returncode != 0:
            sys.exit(f"cold start: {(res.stderr.strip().splitlines() or ['exit ' + str(res.returncode)])[-1]}")
        marks = json.loads(res.stdout.strip().splitlines()[-1])
        for k in app:
            app[k].append(marks[k])
        t0 = time.monotonic()
        res = subprocess.run(
            [sys.executable, "-c", BASELINE_PROBE, str(bundle_path), repr(t0)], capture_output=True, text=True, env=env
        )
        done = json.loads(res.stdout.strip().splitlines()[-1])
        t0 = time.monotonic()
        res = subprocess.run([sys.executable, "-c", BARE_PROBE, repr(t0)], capture_output=True, text=True, env=env)
        done["bare_first_paint"] = json.loads(res.stdout.strip().splitlines()[-1])["first_paint"]
        for k in base:
            base[k].append(done[k])
    return app, base


def describe(bundle_path: Path) -> str:
    from irscope import bundle

    b = bundle.load(bundle_path)
    lines = [len(t.splitlines()) for t in (b.ir_after(p) for p in b.passes) if t]
    return f"{b.label} (DSL {b.dsl_version}): {len(b.passes)} passes, IR up to {max(lines)} lines per pass"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("targets", nargs="*")
    ap.add_argument("--store", type=Path, default=Path(os.environ.get("IRSCOPE_STORE", ".irscope")))
    ap.add_argument("--scale", type=int, default=1, help="repeat every IR text N times (synthetic)")
    ap.add_argument("--pairs", type=int, default=12, help="pass pairs the baseline and the no-cache walk measure")
    ap.add_argument("--runs", type=int, default=3, help="cold-start runs")
    ap.add_argument("--cold-start-only", action="store_true", help="measure only the cold start")
    args = ap.parse_args()

    src = largest_bundle(args.targets, args.store)
    with tempfile.TemporaryDirectory() as tmp:
        path = scaled_copy(src, args.scale, Path(tmp)) if args.scale > 1 else src
        print(f"bundle: {describe(path)}" + (f"  [SYNTHETIC: real IR x{args.scale}]" if args.scale > 1 else ""))
        print(f"        {src}")
        load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
        print(f"machine: {os.cpu_count()} CPUs, load average {load} (wall times stretch under load; CPU times do not)")
        if args.cold_start_only:
            print_cold_start(path, args.runs)
            return
        from irscope import bundle

        keys = [p.key for p in bundle.load(path).passes[1:]]
        sample = sample_pairs(keys, args.pairs)
        walks = asyncio.run(walk(path, sample))
        base = baseline_switch(path, sample)
        sampled = [k for k in sample if k in base]

        def every(name: str) -> tuple[list[float], list[float]]:
            return list(walks[name].values()), list(walks[f"{name} cpu"].values())

        def on_sample(name: str) -> tuple[list[float], list[float]]:
            return [walks[name][k] for k in sampled], [walks[f"{name} cpu"][k] for k in sampled]

        print("\npass switch (adjacent passes, side-by-side diff on screen, headless 200x50), wall time and CPU:")
        print(f"  every pair ({len(keys)}):")
        print(row(f"irscope tui, first walk ({DWELL:.1f} s reading, prefetch)", *every("first")))
        print(row("irscope tui, cold (no document cache, no prefetch)", *every("cold")))
        print(row("irscope tui, cached (walking back)", *every("cached")))
        spacing = len(keys) / max(len(sampled), 1)
        print(f"  the {len(sampled)} sampled pairs (every ~{spacing:.0f}th pass: {', '.join(sampled)}):")
        print(row("irscope tui, first walk", *on_sample("first")))
        print(row("irscope tui, cold (no document cache, no prefetch)", *on_sample("cold")))
        print(row("irscope tui, no cache at all (normalize too)", *on_sample("nocache")))
        print(row("baseline difflib + pygments, same pairs", [base[k] for k in sampled]))
        ratio = pct([base[k] for k in sampled], 95) / pct(on_sample("first")[0], 95)
        print(f"  p95 ratio baseline / tui first walk, sampled pairs: {ratio:.1f}x")
        print_cold_start(path, args.runs)


def print_cold_start(path: Path, runs: int) -> None:
    app, base_start = cold_start(path, runs)
    print(f"\ncold start (fresh process, {runs} runs):")
    print(row("irscope tui, first frame", app["first_paint"]))
    print(row("irscope tui, first diff to the view", app["first_view"]))
    print(row("irscope tui, first diff on screen", app["first_view_drawn"], app["first_view_cpu"]))
    print(row("baseline difflib + pygments, first diff done", base_start["done"], base_start["cpu"]))
    print(row("bare Textual app, first frame", base_start["bare_first_paint"]))


if __name__ == "__main__":
    sys.path.insert(0, str(REPO))
    main()
