"""One self-contained page of a capture, or of two captures compared: the data the page's
script reads (passes, diffs, texts, source map) and the HTML around it (jinja2 template, inline
CSS and script). Nothing is fetched when the page is viewed.

    html = render_page(build_page(a))            # one capture
    html = render_page(build_page(a, b))         # A compared with B
    write_page(path, html)                       # atomically: never half a file
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import jinja2

from irscope import compile_names
from irscope.analysis.comparison import stage_pair
from irscope.bundle import Bundle
from irscope.errors import StageUnavailable
from irscope.landmarks import PHASE_TITLES
from irscope.output_files import write_file
from irscope.version import __version__
from irscope.views.html.diffs import DiffTable
from irscope.views.html.packing import packed_json
from irscope.views.html.passes import compare_entries, compared_pairs, diff_pairs, divergence_json, pass_entries
from irscope.views.html.source import source_json
from irscope.views.html.stats_view import BundleTables, stats_tables
from irscope.views.html.textpool import CODE_CLASS, TextPool, style_css


@dataclass(frozen=True)
class Page:
    title: str
    bundles: tuple[Bundle, ...]
    data: dict[str, Any]  # what the page's script reads
    stats: tuple[BundleTables, ...]
    divergence: str = ""  # A vs B, in words (also drawn by the script)
    names: tuple[str, ...] = ()  # per bundle, what sets it apart from its kernel's other compiles


def build_page(a: Bundle, b: Bundle | None = None) -> Page:
    diffs = DiffTable(TextPool())
    ahead: dict[str, Any] = {}

    def meanwhile() -> None:
        # Python work that needs no diff, done while other threads normalize and diff in the
        # compiled core instead of after them: the statistics, where A and B diverge, and the
        # highlighting of the raw PTX and SASS (the page is the same).
        ahead["stats"] = tuple(stats_tables(x) for x in (a, b) if x)
        ahead["divergence"] = divergence_json(a, b) if b is not None else None
        for kind, read in (("ptx", Bundle.ptx), ("sass", Bundle.sass)):
            diffs.pool.highlight_ahead(kind, (t for t in (read(x) for x in (a, b) if x) if t is not None))

    diffs.precompute("mlir", diff_pairs(a), compared=compared_pairs(a, b), lang="mlir", meanwhile=meanwhile)
    entries = pass_entries(a, diffs)
    if b is not None:
        entries = compare_entries(entries, a, b, diffs)
    data: dict[str, Any] = {
        "mode": "compare" if b is not None else "single",
        "bundles": [_bundle_json(x) for x in (a, b) if x is not None],
        "phases": PHASE_TITLES,
        "passes": [e.to_json() for e in entries],
        "artifacts": {kind: _artifact(kind, a, b, diffs) for kind in ("ptx", "sass")},
        "divergence": ahead["divergence"],
        "source": [s for s in (source_json(x, diffs.pool) for x in (a, b) if x is not None) if s is not None],
    }
    data["diffs"] = diffs.to_json()
    data.update(diffs.pool.to_json())
    shown = tuple(x for x in (a, b) if x is not None)
    named = compile_names.of_bundles(shown)
    names = tuple(" · ".join(compile_names.lines(named[x.path])) for x in shown)
    for entry, name in zip(data["bundles"], names, strict=True):
        entry["name"] = name
    title = " vs ".join(_titled(x.label, named[x.path].values_text()) for x in shown)
    stats = ahead["stats"]
    return Page(title, shown, data, stats, _divergence_text(data["divergence"], b), names)


def _titled(label: str, values: str) -> str:
    return f"{label} ({values})" if values else label


def _divergence_text(found: dict[str, Any] | None, b: Bundle | None) -> str:
    if b is None:
        return ""
    if found is None:
        return "no divergence: the input IR, every observed pass, the PTX and the SASS agree"
    return f"first divergence at {found['key']}: {found['reason']}"


def _bundle_json(b: Bundle) -> dict[str, Any]:
    return {"label": b.label, "dsl": b.dsl_version, "method": b.method, "bundle": b.path.name, "ok": b.ok}


def _artifact(kind: str, a: Bundle, b: Bundle | None, diffs: DiffTable) -> dict[str, Any]:
    """The raw text of A (what the source map's line numbers index); in compare mode also the
    diff of both, normalized as `irscope diff --stage` shows it."""
    raw = a.ptx() if kind == "ptx" else a.sass()
    out: dict[str, Any] = {"text": diffs.pool.add(kind, raw) if raw is not None else None}
    if raw is None:
        out["missing"] = (
            f"no {kind.upper()}: {a.failure.line()}" if a.failure else f"{a.label}: no {kind.upper()} in this bundle"
        )
    if b is not None:
        try:
            left, right = stage_pair(a, b, kind)
        except StageUnavailable as exc:
            out["cmp"] = {"state": "no-text", "note": str(exc)}
        else:
            diff_id = diffs.add(kind, left, right, lang=kind)
            out["cmp"] = {"state": "same" if diff_id is None else "differs", "diff": diff_id}
    return out


# ---- HTML ---------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.PackageLoader("irscope.views.html", "templates"),
        autoescape=jinja2.select_autoescape(["html", "j2"]),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def asset(name: str) -> str:
    return resources.files("irscope.views.html").joinpath("templates").joinpath(name).read_text(encoding="utf-8")


def render_page(page: Page) -> str:
    template = environment().get_template("page.html.j2")
    return template.render(
        title=page.title,
        bundles=page.bundles,
        compare=page.data["mode"] == "compare",
        stats=page.stats,
        divergence=page.divergence,
        names=page.names or ("",) * len(page.bundles),
        version=__version__,
        code_class=CODE_CLASS,
        css=asset("page.css") + "\n" + style_css(),
        script=asset("page.js"),
        data=packed_json(page.data),
    )


def write_page(path: Path, html: str) -> None:
    """Write the page whole, only where a regular file or nothing is (irscope.output_files)."""
    write_file(Path(path), html)
