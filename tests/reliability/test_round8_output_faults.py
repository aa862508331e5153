"""Round 8: what irscope prints stays readable by the tools that read it, whatever the names in it.

- JSON (`--json`): every string is UTF-8 a strict reader takes; a byte of a path that is not
  UTF-8 is written as the text `\\xff` (views/json_text.py, the one way a command prints JSON).
- Text: a path is one cell of a line (views/console.shown_path): a newline in a store's name is
  written `\\x0a`, never splitting the line (a reader going by lines reads one line).
- The error line: at most cli.group.LINE_LIMIT characters, however long what it quotes.

The tests work on copies of the session's real capture (`relu:f32@sm_90a`, conftest.py)."""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from tests.helpers import REPO
from tests.reliability.conftest import Captures, irscope, tree_bytes


def _odd_store(captures: Captures, tmp_path: Path) -> Path:
    odd = Path(os.fsdecode(os.fsencode(str(tmp_path)) + b"/st\nore \xff"))
    shutil.copytree(captures.plain, odd)
    return odd


def _run(*args: str | Path) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "COLUMNS": "200"}
    proc = subprocess.run([sys.executable, "-m", "irscope", *map(str, args)], env=env, capture_output=True, timeout=120)
    assert proc.returncode == 0 and b"Traceback" not in proc.stderr, proc.stderr
    return proc


def test_json_output_is_utf8_where_a_path_is_not(captures: Captures, tmp_path: Path) -> None:
    """`list --json`, `passes --json`, `stats --json`, `cache --json` of a store whose path holds
    the byte 0xff: the output decodes as strict UTF-8 and every string in it encodes as UTF-8
    again, the byte written as `\\xff` (*failed on main*: written as Python's surrogate escape
    `\\udcff`, a string that jq, serde or Go refuse or mangle, and Python cannot encode)."""
    odd = _odd_store(captures, tmp_path)
    for args in (("list", "--store", odd, "--json"), ("passes", "--json", "--store", odd, "relu:f32")) + (
        ("stats", "--json", "--store", odd, "relu:f32"),
        ("cache", "--json", "--store", odd),
    ):
        text = _run(*args).stdout.decode("utf-8", errors="strict")
        doc = json.loads(text)
        strings = list(_strings(doc))
        for s in strings:
            s.encode("utf-8")  # no lone surrogate anywhere
        assert args[0] == "cache" or any("st\nore \\xff/relu/f32" in s for s in strings), args


def _strings(doc: object) -> Iterator[str]:
    if isinstance(doc, str):
        yield doc
    elif isinstance(doc, dict):
        for k, v in doc.items():
            yield from _strings(k)
            yield from _strings(v)
    elif isinstance(doc, list):
        for v in doc:
            yield from _strings(v)


def test_a_newline_in_a_store_path_never_splits_a_line_of_text(captures: Captures, tmp_path: Path) -> None:
    """`list --store`, `passes`, `stats` of a store named `st<newline>ore`: the heading naming it
    is one line, the newline written `\\x0a` (*failed on main*: printed raw, and the line broke
    in two, `ore .../relu/f32/...` reading as a line of its own)."""
    odd = _odd_store(captures, tmp_path)
    for args in (
        ("list", "--store", odd),
        ("passes", "--store", odd, "relu:f32"),
        ("stats", "--store", odd, "relu:f32"),
    ):
        out = _run(*args).stdout
        first = out.splitlines()[0]
        assert b"st\\x0aore \xff" in first, (args, first)
        assert not any(line.startswith(b"ore ") for line in out.splitlines()), (args, out[:300])


def test_an_error_line_is_bounded(captures: Captures, tmp_path: Path) -> None:
    """`irscope passes` given 30,000 names (a shell glob or xargs gone wrong): one error line, at
    most cli.group.LINE_LIMIT (16,384) characters and a note of how many more (*failed on main*: one line of 270 KB
    in the CI log, every name repeated)."""
    r = irscope("--store", str(captures.plain), "passes", *(["relu:f32"] * 30_000))
    assert r.returncode == 2 and "Traceback" not in r.stderr
    (line,) = r.stderr.splitlines()
    assert line.startswith("irscope passes: error: Got unexpected extra arguments (relu:f32 relu:f32")
    assert len(line) < 17_000 and line.endswith("more characters)"), len(line)


def test_a_listing_narrowed_by_one_reference_many_times_says_it_once(captures: Captures) -> None:
    """`list --store S REF REF ...` with one reference 30,000 times (xargs) and with 11 different
    ones: the capture listed once, the title naming each reference once and at most 8 of them
    (*failed on main*: a title of 480 KB, the reference repeated 30,000 times)."""
    case = "relu:f32@sm_90a"
    r = irscope("--store", str(captures.plain), "list", *([case] * 30_000))
    assert r.returncode == 0, r.stderr[-300:]
    assert r.stdout.count(case) == 2  # the title, the row
    refs = [case, "relu", "relu:f32", "@sm_90a", "re", "r", "lu", "relu:f", "relu:f3", "relu@sm_90a", "relu:f32@sm_90"]
    r = irscope("--store", str(captures.plain), "list", *refs)
    assert r.returncode == 0, r.stderr
    title = r.stdout.splitlines()[0]
    assert title.endswith(f"... ({len(refs)} in all)") and len(title) < 300, title


def test_a_store_read_as_json_is_left_as_it_was(captures: Captures, tmp_path: Path) -> None:
    """The JSON commands only read: the odd store's bundles are byte for byte as they were."""
    odd = _odd_store(captures, tmp_path)
    before = tree_bytes(odd / "relu")
    _run("list", "--store", odd, "--json")
    assert tree_bytes(odd / "relu") == before


def test_every_command_prints_json_through_the_one_function() -> None:
    """No module of irscope's CLI prints `json.dumps(...)` itself: each goes through
    views/json_text.echo_json, where the rules above are kept."""
    offenders = []
    for path in sorted((REPO / "irscope").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "attr", None) == "echo"
                and any(
                    isinstance(a, ast.Call) and getattr(a.func, "attr", None) in ("dumps", "dump") for a in node.args
                )
            ):
                offenders.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert not offenders, offenders
