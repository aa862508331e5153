"""The one PTX rule for a line that opens a function (`.visible .entry name(`, `.func (.reg .b32 r) f(`).

In the bottom layer because capture (naming a bundle's kernel functions) and analysis (PTX
statistics, line tables, renumbering scopes) both read PTX functions by it.
"""

from __future__ import annotations

import re

_PTX_FUNCTION_OPENER = r"^\s*(?:\.(?:visible|extern|weak)\s+)*\.(?P<kind>entry|func)"
#: The line start: a PTX naming scope starts here.
PTX_FUNCTION_START = re.compile(_PTX_FUNCTION_OPENER + r"\b")
#: The header, with the function's kind (entry or func) and name.
PTX_FUNCTION = re.compile(_PTX_FUNCTION_OPENER + r"\s+(?:\([^)]*\)\s*)?(?P<name>[\w$.]+)")


def ptx_entries(text: str) -> list[str]:
    """The kernel (.entry) names a PTX text defines, in order."""
    found = (PTX_FUNCTION.match(line) for line in text.splitlines() if ".entry" in line)
    return [m["name"] for m in found if m and m["kind"] == "entry"]
