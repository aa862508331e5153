"""`irscope check --html DIR`: one static page per failing snapshot (changed, new, unavailable)
with its side-by-side diff, and DIR/index.html listing them, for CI systems to keep as
artefacts. The pages need no script: rows are highlighted with pygments and the changed words
of a changed line are marked when the page is written.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from irscope.analysis.diff import changed_words, side_by_side
from irscope.errors import IrscopeError
from irscope.version import __version__
from irscope.views.html.page import asset, environment, write_page
from irscope.views.html.textpool import CODE_CLASS, highlighted_lines, style_css

CONTEXT = 3


class SnapshotId(Protocol):
    @property
    def kernel(self) -> str: ...
    @property
    def case(self) -> str: ...
    @property
    def arch(self) -> str: ...
    @property
    def stage(self) -> str: ...
    @property
    def label(self) -> str: ...
    @property
    def filename(self) -> str: ...

    def path(self, root: Path) -> Path: ...


class SnapshotResult(Protocol):
    """What irscope.snapshots.compare.SnapshotResult carries (views do not import snapshots:
    snapshots and the CLI sit above them)."""

    @property
    def sid(self) -> SnapshotId: ...
    @property
    def status(self) -> str: ...  # "match" | "changed" | "new" | "unavailable"
    @property
    def actual(self) -> str | None: ...
    @property
    def expected(self) -> str | None: ...
    @property
    def detail(self) -> str: ...
    @property
    def ok(self) -> bool: ...


@dataclass(frozen=True)
class Row:
    tag: str  # "equal" | "replace" | "delete" | "insert" | "gap"
    left_no: int | None
    left: str  # HTML
    right_no: int | None
    right: str


def _kind(filename: str) -> str:
    """The lexer for a snapshot file: module.ptx, NAME#k.mlir / final.mlir, stats.json (plain)."""
    return {".ptx": "ptx", ".mlir": "mlir"}.get(Path(filename).suffix, "text")


def page_name(r: SnapshotResult) -> str:
    """A file name per snapshot ('#' would end a file:// address, so it becomes '-')."""
    stem = f"{r.sid.kernel}_{r.sid.case}_{r.sid.arch}_{r.sid.stage}"
    return "".join(c if c.isalnum() or c in "-_." else "-" for c in stem) + ".html"


def diff_rows(expected: str, actual: str, kind: str, context: int = CONTEXT) -> list[Row]:
    """Changed rows with `context` rows around them; a "gap" row stands for the rows left out."""
    rows = side_by_side(expected, actual)
    left = dict(zip(expected.splitlines(), highlighted_lines(kind, expected.splitlines()), strict=True))
    right = dict(zip(actual.splitlines(), highlighted_lines(kind, actual.splitlines()), strict=True))
    near: set[int] = set()
    for k, r in enumerate(rows):
        if r.tag != "equal":
            near.update(range(max(k - context, 0), min(k + context + 1, len(rows))))
    out: list[Row] = []
    for k, r in enumerate(rows):
        if k not in near:
            if not out or out[-1].tag != "gap":
                out.append(Row("gap", None, "", None, ""))
            continue
        if r.tag == "replace" and r.left is not None and r.right is not None:
            lspans, rspans = changed_words(r.left, r.right)
            out.append(Row(r.tag, r.left_no, _marked(r.left, lspans), r.right_no, _marked(r.right, rspans)))
        else:
            out.append(Row(r.tag, r.left_no, left.get(r.left or "", ""), r.right_no, right.get(r.right or "", "")))
    return out


def _marked(text: str, spans: Sequence[tuple[int, int]]) -> str:
    parts, at = [], 0
    for lo, hi in spans:
        parts += [html.escape(text[at:lo]), "<mark>", html.escape(text[lo:hi]), "</mark>"]
        at = hi
    parts.append(html.escape(text[at:]))
    return "".join(parts)


def write_check_pages(results: Sequence[SnapshotResult], directory: Path, snapshot_root: Path) -> list[Path]:
    """A page per result that is not a match, and index.html; returns the pages written."""
    directory = Path(directory)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise IrscopeError(f"{directory}: cannot create the --html directory: {exc.strerror or exc}") from None
    env = environment()
    css = asset("page.css") + "\n" + style_css()
    failing = [r for r in results if not r.ok]
    written = []
    for r in failing:
        kind = _kind(r.sid.filename)
        rows = diff_rows(r.expected or "", r.actual or "", kind) if r.status == "changed" else []
        text = highlighted_lines(kind, (r.actual or "").splitlines()) if r.expected is None else []
        page = env.get_template("check.html.j2").render(
            r=r,
            file=str(r.sid.path(snapshot_root)),
            rows=rows,
            text=text,
            css=css,
            code_class=CODE_CLASS,
            version=__version__,
        )
        path = directory / page_name(r)
        write_page(path, page)
        written.append(path)
    index = env.get_template("check_index.html.j2").render(
        results=results, failing=failing, names={r.sid: page_name(r) for r in failing}, css=css, version=__version__
    )
    write_page(directory / "index.html", index)
    return written
