"""`irscope report A B --format markdown` on the two Hopper GEMMs, rendered by a Markdown parser
(markdown-it-py, which rich brings): headings, tables and the link come out as HTML elements."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from markdown_it import MarkdownIt

from tests.kernels.conftest import REPO

A, B = "hopper_gemm:bf16_128x128_s6@sm_90a", "hopper_gemm:bf16_128x256_s4_mc2@sm_90a"


def report(store: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(store), "report", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        env={**os.environ, "COLUMNS": "80"},
    )


def test_report_renders_as_tables_and_a_link(suite_store: Path) -> None:
    proc = report(suite_store, A, B, "--page", "https://ci.example/hopper.html")
    assert proc.returncode == 1, proc.stderr
    md = MarkdownIt("commonmark").enable("table")
    html = md.render(proc.stdout)
    tokens = md.parse(proc.stdout)
    assert [t.tag for t in tokens if t.type == "heading_open"] == ["h2", "h3", "h3"]
    assert html.count("<table>") == 2  # the kernel's statistics, the passes
    assert '<a href="https://ci.example/hopper.html">' in html
    assert '<td><code>HGMMA.64x256x16</code></td>\n<td style="text-align:right">0</td>\n' in html
    assert '<td style="text-align:right">+8</td>' in html
    # No table row was left as text (a stray | would show up as a paragraph).
    assert not [t for t in tokens if t.type == "inline" and t.content.startswith("|")]
    # The first divergence and the passes that treated A and B differently, input first.
    assert "First divergence at input" in proc.stdout
    rows = [line for line in proc.stdout.splitlines() if line.startswith("| `")]
    assert rows[0].startswith("| `input` |") and any(r.startswith("| `cute-expand-ops#1` |") for r in rows)
    # The headline counts the divergence as its row in the table does (they disagreed: +625 -604
    # above, +892 -871 in the row: one saw through renumbered SSA values, the other paired names).
    counts = re.search(r"First divergence at input: .*\((\+\d+ -\d+) lines\)", proc.stdout)
    assert counts and rows[0] == f"| `input` | input | {counts.group(1)} lines |", (counts, rows[0])
    doc = json.loads(report(suite_store, A, B, "--format", "json").stdout)
    assert doc["differ"] is True and doc["divergence"]["key"] == "input"
    assert doc["changed_passes"][-1]["key"] == "sass"


def test_the_same_capture_twice(suite_store: Path) -> None:
    proc = report(suite_store, A, A)
    assert proc.returncode == 0, proc.stderr
    assert "**A and B are the same.** No divergence" in proc.stdout
    assert "None: every pass observed in both left the same IR in A and B." in proc.stdout
    assert "No difference in its statistics." in proc.stdout
