"""The PTX rules both capture and analysis read by: the line that opens a function (`.visible
.entry name(`, `.func (.reg .b32 r) f(`), the `.file` directive of a line-info build, and a
statement's opcode.

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


def opcode_and_operands(statement: str) -> tuple[str, str]:
    """A PTX statement (no predicate) split after its opcode. LLVM pads a short opcode with
    spaces and then a tab (`ld.param.u64 \t%rd8, [...]`), a long one gets the tab alone
    (`shfl.sync.bfly.b32\t%f3, ...`): any whitespace ends it."""
    parts = statement.split(None, 1)
    if not parts:
        return "", ""
    return parts[0], parts[1] if len(parts) > 1 else ""


def without_predicate(statement: str) -> str:
    """A statement without its guard (`@%p1 bra $L`, `@!%p2\tst...`): what follows the guard."""
    if not statement.startswith("@"):
        return statement
    parts = statement.split(None, 1)
    return parts[1] if len(parts) > 1 else ""
