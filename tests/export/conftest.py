"""Pages exported from the session's captures, and reading their packed data back."""

from __future__ import annotations

import base64
import gzip
import json
import os
import re
import stat
from pathlib import Path
from typing import Any

import pytest

from irscope.views.html.textpool import line_html
from tests.helpers import invoke_irscope

A = "elementwise_add:v1_f32@sm_90a"
B = "elementwise_add:v2_f32@sm_90a"


def page_data(html: str) -> dict[str, Any]:
    """The data a page's script unpacks (base64 of gzipped JSON)."""
    found = re.search(r'<script type="application/octet-stream" id="irscope-data"[^>]*>([^<]*)</script>', html)
    assert found, "no packed data in the page"
    return json.loads(gzip.decompress(base64.b64decode(found.group(1))))


def pool_line(data: dict[str, Any], kind: str, i: int) -> str:
    """A pooled line's HTML, as the page's script makes it (page.js: poolLine): line i of the
    kind's entries is its template's id and its names, put between the template's pieces."""
    template, *names = data["lines"][kind].split("\n")[i].split(" ")
    return line_html(data["templates"][kind][int(template)], names)


def pool_size(data: dict[str, Any], kind: str) -> int:
    """How many lines the kind's pool holds."""
    return data["lines"][kind].count("\n") + 1


def decode_text(data: dict[str, Any], text_id: int) -> list[str]:
    """What the page's script rebuilds from a text's runs of pooled line ids (HTML lines)."""
    t = data["texts"][text_id]
    runs = t["runs"]
    return [pool_line(data, t["kind"], runs[i] + k) for i in range(0, len(runs), 2) for k in range(runs[i + 1])]


@pytest.fixture(scope="session")
def compare_page(seed_store: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The issue's example: v1 against v2 of elementwise_add, exported through the CLI."""
    out = tmp_path_factory.mktemp("export") / "x.html"
    r = invoke_irscope("--store", str(seed_store), "export", A, "--compare", B, "-o", str(out))
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith(f"wrote {out} (")
    mask = os.umask(0)
    os.umask(mask)
    assert stat.S_IMODE(out.stat().st_mode) == 0o666 & ~mask  # readable as any file the user writes
    return out


@pytest.fixture(scope="session")
def lineinfo_page(lineinfo_store: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("export-lineinfo") / "v1.html"
    r = invoke_irscope("--store", str(lineinfo_store), "export", A, "-o", str(out))
    assert r.returncode == 0, r.stderr
    return out
