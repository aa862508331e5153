"""The one way a command prints JSON (`--json` of list, passes, stats, explain, report, cache,
check, run): a document any JSON reader takes, whatever the names and numbers in it.

- Every string is Unicode a UTF-8 reader accepts. A name read from disk that is not UTF-8 (a
  store path holding the byte 0xff) reaches Python as a lone surrogate (U+DCFF, its
  `surrogateescape`); written as `\\udcff` it parses back into a string no UTF-8 encoder takes
  (jq, Rust's serde, Go's encoding/json replace or refuse it). Each such byte is written as the
  four characters `\\xff`, as irscope's text output shows a character it cannot write.
- Every number is one JSON has: a float that is not finite (NaN, an infinite ratio) is `null`
  (`json.dumps` would write the bare word `NaN`, which no JSON parser but Python's reads).
- ASCII only (non-ASCII as `\\u` escapes), so a C locale's terminal or log holds it whole.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

import click

_SURROGATE = re.compile("[\udc80-\udcff]")


def json_text(doc: Any) -> str:
    """`doc` as JSON text (indented one space, as every command printed it) by the rules above."""
    return json.dumps(_cleaned(doc), indent=1, allow_nan=False)


def echo_json(doc: Any) -> None:
    """Print `doc` as `json_text`, a line of its own."""
    click.echo(json_text(doc))


def _cleaned(doc: Any) -> Any:
    if isinstance(doc, str):
        return _SURROGATE.sub(lambda m: f"\\x{ord(m.group()) - 0xDC00:02x}", doc)
    if isinstance(doc, float):
        return doc if math.isfinite(doc) else None
    if isinstance(doc, dict):
        return {_cleaned(k) if isinstance(k, str) else k: _cleaned(v) for k, v in doc.items()}
    if isinstance(doc, (list, tuple)):
        return [_cleaned(v) for v in doc]
    return doc
