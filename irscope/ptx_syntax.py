"""The PTX rules both capture and analysis read by: the line that opens a function (`.visible
.entry name(`, `.func (.reg .b32 r) f(`) and the `.file` directive of a line-info build.

In the bottom layer because capture (naming a bundle's kernel functions, copying the source files
device code came from) and analysis (PTX statistics, line tables, renumbering scopes) both use them.
"""

from __future__ import annotations

import re

_PTX_FUNCTION_OPENER = r"^\s*(?:\.(?:visible|extern|weak)\s+)*\.(?P<kind>entry|func)"
#: The line start: a PTX naming scope starts here.
PTX_FUNCTION_START = re.compile(_PTX_FUNCTION_OPENER + r"\b")
#: The header, with the function's kind (entry or func) and name.
PTX_FUNCTION = re.compile(_PTX_FUNCTION_OPENER + r"\s+(?:\([^)]*\)\s*)?(?P<name>[\w$.]+)")
#: `.file 1 "/path/kernel.py"`: the file a `.loc 1 LINE COL` names (line-info builds).
PTX_FILE = re.compile(r'^\s*\.file\s+(?P<id>\d+)\s+"(?P<path>[^"]*)"')


def ptx_entries(text: str) -> list[str]:
    """The kernel (.entry) names a PTX text defines, in order."""
    found = (PTX_FUNCTION.match(line) for line in text.splitlines() if ".entry" in line)
    return [m["name"] for m in found if m and m["kind"] == "entry"]


def ptx_files(text: str) -> dict[str, str]:
    """The `.file` table of a PTX text: file id -> path, in the order the PTX declares them."""
    found = (PTX_FILE.match(line) for line in text.splitlines() if ".file" in line)
    return {m["id"]: m["path"] for m in found if m}
