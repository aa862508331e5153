"""`irscope report A B --format markdown`: a comparison to paste into a pull request.

GitHub-flavoured Markdown (tables, code spans), readable as plain text too: the verdict and
the first divergence first, then the statistics that changed, then the passes that treated A
and B differently with their +/- lines, and a link to the exported page when one is given.
"""

from __future__ import annotations

from collections.abc import Sequence

from irscope.analysis.compare_report import CompareReport
from irscope.analysis.normalize import collapse_long_names, paired_names
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
        out += ["", f"Side by side, pass by pass: [{_escape(page)}]({page})"]
    out += ["", "### Statistics", ""]
    out += _stats(r)
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


def _stats(r: CompareReport) -> list[str]:
    lines = []
    for f in r.stats.functions:
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
    for side, names in (("A", r.stats.only_in_a), ("B", r.stats.only_in_b)):
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


def _escape(text: str) -> str:
    """Table cells: a `|` would end the cell."""
    return text.replace("|", "\\|")
