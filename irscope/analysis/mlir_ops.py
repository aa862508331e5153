"""Which lines of printed MLIR are operations, and the op's name: the one definition of that
rule, for the pass list's op counts (irscope.tui.metrics) and for following an op through the
passes (irscope.analysis.follow, via irscope.analysis.locations).

An op line is optional results, then a dialect-qualified name in custom form (`llvm.store`,
`cuda.launch_cfg.cooperative[%1] ...`) or generic form (`"llvm.intr.foo"(...)`). Block labels
(`^bb0`), closing braces, attribute and type alias definitions (`#loc3 = ...`, `!t = ...`),
comments and the `module` line are not ops.
"""

from __future__ import annotations

import re

# re.M: one pattern serves one line (op_name) and a whole text (count_ops, one C-level scan of
# texts of 50k lines); [ \t] and [^=\n] keep a match on its own line.
OP_LINE = re.compile(r'^[ \t]*(?!module)(?:%[^=\n]*=[ \t]*)?"?(?P<name>[A-Za-z_][\w$]*(?:\.[\w$]+)+)', re.M)


def op_name(line: str) -> str | None:
    """`%0 = cute.copy(...)` -> "cute.copy"; `"llvm.intr.foo"(...)` -> "llvm.intr.foo"; None for
    lines that are not ops (`}`, labels, aliases, attributes)."""
    m = OP_LINE.match(line)
    return m["name"] if m else None


def count_ops(text: str) -> int:
    """The number of op lines in `text`: the lines op_name names."""
    return len(OP_LINE.findall(text))
