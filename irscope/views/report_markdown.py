"""`irscope report A B --format markdown`: a comparison to paste into a pull request.

GitHub-flavoured Markdown (tables, code spans), readable as plain text too: the verdict and
the first divergence first, then the statistics that changed, then the passes that treated A
and B differently with their +/- lines, and a link to the exported page when one is given.
Two stores (`stores_markdown`, a DSL upgrade say): the verdict over every case, a row per case
(its SASS and PTX moved by how much, the statistics that changed), then each changed kernel's
statistics and how each store observed its pipeline.
"""

from __future__ import annotations

from collections.abc import Sequence

from irscope.analysis.compare_report import CompareReport, PassDelta
from irscope.analysis.normalize import collapse_long_names, paired_names
from irscope.analysis.stats_delta import StatsDelta
from irscope.analysis.stores_report import CasePair, StoresReport
from irscope.bundle import Bundle
from irscope.compile_values import CompileName
from irscope.views.diff_text import divergence_line
from irscope.views.stats_delta_table import show

MAX_PASS_ROWS = 40


def report_markdown(r: CompareReport, *, page: str | None = None, names: Sequence[CompileName] = ()) -> str:
    """`names`: what sets A and B apart from the other compiles of their kernels (compile_names)."""
    a, b = r.a, r.b
    said = [_name_words(n) for n in names] if len(names) == 2 else ["", ""]
    out = [
        f"## irscope: `{a.label}` vs `{b.label}`",
        "",
        f"- **A** `{a.label}`, DSL {a.dsl_version}, `{a.path.name}`{said[0]}",
        f"- **B** `{b.label}`, DSL {b.dsl_version}, `{b.path.name}`{said[1]}",
        "",
        f"**{'A and B differ' if r.differ else 'A and B are the same'}.** {_sentence(divergence_line(r.divergence))}",
    ]
    if page:
        out += ["", f"Side by side, pass by pass: [{_link_text(page)}]({_destination(page)})"]
    out += ["", "### Statistics", ""]
    out += _stats(r.stats)
    out += ["", "### Passes that treated A and B differently", ""]
    out += _passes(r)
    return "\n".join(out) + "\n"


def _name_words(name: CompileName) -> str:
    """`, compiled with `tile_n=64`, first compiled by `tests/t.py::test_a``: code spans, so a
    value or a test id is never read as Markdown."""
    out = f", compiled with {_code(name.values_text())}" if name.values else ""
    return out + (f", first compiled by {_code(name.trigger)}" if name.trigger else "")


def _code(text: str) -> str:
    fence = "``" if "`" in text else "`"
    return f"{fence}{text}{fence}" if fence == "`" else f"{fence} {text} {fence}"


def _stats(stats: StatsDelta) -> list[str]:
    lines = []
    for f in stats.functions:
        left, right = paired_names(f.a, f.b)
        lines.append(f"`{left}`" + ("" if left == right else f" vs `{right}`"))
        lines.append("")
        if not f.changed:
            lines += ["No difference in its statistics.", ""]
            continue
        lines += ["| | what | A | B | delta |", "|---|---|--:|--:|--:|"]
        section = ""
        for row in f.changed:
            shown = row.section if row.section != section else ""
            section = row.section
            lines.append(
                f"| {shown} | `{_escape(row.what)}` | {_escape(show(row.a))} | {_escape(show(row.b))} | {row.delta} |"
            )
        lines.append("")
    for side, names in (("A", stats.only_in_a), ("B", stats.only_in_b)):
        lines += [f"Only in {side}: `{collapse_long_names(n)}`" for n in names]
    return lines or ["No kernel functions to compare."]


def _passes(r: CompareReport) -> list[str]:
    changed = r.changed_passes
    if not changed:
        return ["None: every pass observed in both left the same IR in A and B."]
    lines = ["| pass | phase | A vs B after it |", "|---|---|--:|"]
    for p in changed[:MAX_PASS_ROWS]:
        lines.append(f"| `{_escape(p.key)}` | {p.phase} | +{p.added} -{p.removed} lines |")
    if len(changed) > MAX_PASS_ROWS:
        lines.append(f"| ... {len(changed) - MAX_PASS_ROWS} more | | |")
    lines += [
        "",
        "+/-: lines of B not in A / of A not in B, in the normalized IR right after the pass "
        "(kernel names paired); a pass is listed when that difference changed there.",
    ]
    return lines


def _sentence(text: str) -> str:
    return _escape(text[:1].upper() + text[1:]) + "."


def _link_text(text: str) -> str:
    """A link's text shown as written: brackets and backslashes escaped (`a)b](c` ended it)."""
    return "".join(f"\\{c}" if c in "\\[]" else c for c in text)


def _destination(page: str) -> str:
    """A link's destination: as written, or between angle brackets where it holds a space or a
    parenthesis (a path `my pages/x.html`), which would end it; `<` and `>` percent-encoded there."""
    if not any(c in page for c in " ()<>"):
        return page
    return "<" + page.replace("<", "%3C").replace(">", "%3E") + ">"


def _escape(text: str) -> str:
    """Table cells: a `|` would end the cell."""
    return text.replace("|", "\\|")


MAX_CASE_ITEMS = 4


def stores_markdown(r: StoresReport) -> str:
    a, b = r.releases
    title = f"DSL {a} -> {b}" if a != b else f"`{r.a_store}` vs `{r.b_store}`"
    changed = [p for p in r.pairs if p.stats is not None and p.stats.differ]
    same_sass = sum(any(d.key == "sass" and d.same for d in p.code) for p in r.pairs)
    out = [
        f"## irscope: {title}",
        "",
        f"- **A** `{r.a_store}`: {len(r.pairs) + len(r.only_in_a)} case(s), DSL {a or '-'}",
        f"- **B** `{r.b_store}`: {len(r.pairs) + len(r.only_in_b)} case(s), DSL {b or '-'}",
        "",
        f"**{len(r.pairs)} case(s) in both: SASS the same in {same_sass}, statistics changed in {len(changed)}"
        f"{_failed(r.pairs)}.**",
        "",
        "| case | SASS | PTX | what changed |",
        "|---|--:|--:|---|",
    ]
    out += [_case_row(p) for p in r.pairs]
    for side, labels in (("A", r.only_in_a), ("B", r.only_in_b)):
        out += ["", *[f"Only in {side}: `{label}`" for label in labels]] if labels else []
    for p in changed:
        out += ["", f"### `{p.label}`", ""]
        out += _stats(p.stats) if p.stats is not None else []
    out += ["", "### How each store observed the pipeline", "", "| case | A | B |", "|---|---|---|"]
    out += [f"| `{p.label}` | {_observed(p.a)} | {_observed(p.b)} |" for p in r.pairs]
    out += [
        "",
        "SASS, PTX: +/- lines of B not in A / of A not in B, normalized (kernel names paired). "
        "One case in detail: `irscope report STORE_A::KERNEL:CASE@ARCH STORE_B::KERNEL:CASE@ARCH`.",
    ]
    return "\n".join(out) + "\n"


def _case_row(p: CasePair) -> str:
    if p.stats is None:
        return f"| `{p.label}` | | | capture failed in {'A' if not p.a.ok else 'B'} |"
    code = {d.key: d for d in p.code}
    rows = [row for f in p.stats.functions for row in f.changed]
    items = [f"{row.what} {show(row.a)} -> {show(row.b)}" for row in rows[:MAX_CASE_ITEMS]]
    if len(rows) > MAX_CASE_ITEMS:
        items.append(f"{len(rows) - MAX_CASE_ITEMS} more")
    return (
        f"| `{p.label}` | {_moved(code.get('sass'))} | {_moved(code.get('ptx'))} | "
        f"{_escape('; '.join(items)) if items else 'no statistic changed'} |"
    )


def _moved(d: PassDelta | None) -> str:
    if d is None:
        return "-"
    return "same" if d.same else f"+{d.added} -{d.removed}"


def _failed(pairs: tuple[CasePair, ...]) -> str:
    failed = sum(p.stats is None for p in pairs)
    return f", {failed} failed to capture in A or B" if failed else ""


def _observed(b: Bundle) -> str:
    exact = sum(p.exact is not False and p.ir_member is not None for p in b.passes)
    return f"{b.method}: {len(b.passes)} passes, {exact} exact"
