"""Whether a pass that cannot be replayed alone leaves a given module unchanged (pure logic).

The replay cannot run the passes the DSL builds in code (not registered by name). Where the
state before such a pass is exact, what the pass could do to it is bounded by what it rewrites:

- a dialect conversion (arith-expand, convert-math-to-funcs) rewrites only the ops its target
  marks illegal, and tries to fold every op that is not legal (MLIR's DialectConversion);
- a greedy pattern driver (convert-vector-to-scf, expand-strided-metadata, legalize-llvm-types)
  applies patterns rooted at certain ops, and also folds every op, erases dead ones, moves and
  merges constants and simplifies regions.

So the pass is a no-op on the module when (1) no op its patterns are rooted at (or, for a DSL
pass, no type its description says it legalizes) is present, and (2) MLIR's own greedy driver
with every pattern disabled (`FOLD_ONLY`) changes nothing: then no op folds, none is dead, no
constant moves and no region simplifies, which covers the folding both drivers do besides their
patterns. (2) is measured by the replay on the module itself; (1) is decided here from the op
names and float types present. Pattern roots of the upstream passes are read from MLIR's source
(`mlir/lib/Dialect/Arith/Transforms/ExpandOps.cpp`, `Conversion/MathToFuncs`,
`Conversion/VectorToSCF`, `Dialect/MemRef/Transforms/ExpandStridedMetadata.cpp`); the DSL's own
legalize-llvm-types only from its library (description and pattern class names).

int-range-optimizations and optimize-llvm-for-backend get no claim: the first rewrites any
integer value its range analysis proves constant (not decidable from op names), and where its
greedy driver alone changes the module (every kernel of the suite: constants merged and moved)
it is no no-op at all; the second's patterns are not known.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from irscope.pipeline_text import PassSpec

#: The greedy driver with no pattern enabled: folding, dead-op erasure, constant CSE/hoisting and
#: the most region simplification any driver config does (aggressive includes normal).
FOLD_ONLY = "builtin.module(canonicalize{enable-patterns=irscope-no-such-pattern region-simplify=aggressive})"

#: Passes never claimed whose fold-only check is still run: its result is part of why not.
FOLD_CHECKED = frozenset({"int-range-optimizations"})

_ARITH_EXPAND_ILLEGAL = frozenset(
    f"arith.{n}"
    for n in [
        "ceildivsi",
        "ceildivui",
        "floordivsi",
        "maxsi",
        "maxui",
        "minsi",
        "minui",
        "maximumf",
        "minimumf",
        "maxnumf",
        "minnumf",
        "scaling_extf",
        "scaling_truncf",
    ]
)
#: The ops convert-vector-to-scf's patterns are rooted at: the transfer lowerings (permutation
#: maps, n-d and 1-d, scalable transposes) and the decomposition of vector.print (MLIR
#: VectorToSCF.cpp; the DSL library holds the same pattern classes).
_VECTOR_TO_SCF_ROOTS = frozenset({"vector.transfer_read", "vector.transfer_write", "vector.print"})
#: Float types LLVM's dialect has no type for (everything but bf16/f16/f32/f64/f80/f128).
_NON_LLVM_FLOAT = re.compile(r"(tf32|f[468]E\d+M\d+[A-Z]*)\b")  # no leading \b: vector<4xf8E4M3FN>


def non_llvm_float_types(module_text: str) -> set[str]:
    """The float types of `module_text` that LLVM's dialect cannot hold (f8/f6/f4 kinds, tf32)."""
    return set(_NON_LLVM_FLOAT.findall(module_text))


def _option(spec: PassSpec, name: str) -> str:
    m = re.search(rf"(?<![\w-]){re.escape(name)}=(\S+)", spec.options)
    return m.group(1) if m else ""


def rewritten_ops(spec: PassSpec, ops: Collection[str], float_types: Collection[str]) -> tuple[bool, str]:
    """(known, what): whether the pass's rewrites are known here, and the ops or types present
    that it rewrites ("" when none is present)."""
    name = spec.name
    if name == "arith-expand":
        touched = set(ops) & _ARITH_EXPAND_ILLEGAL
        if any(_option(spec, o) == "true" for o in ("include-bf16", "include-f8e8m0", "include-f4e2m1")):
            touched |= set(ops) & {"arith.extf", "arith.truncf"}
        return True, ", ".join(sorted(touched))
    if name == "convert-math-to-funcs":
        rooted = {"math.ipowi", "math.fpowi"} | ({"math.ctlz"} if _option(spec, "convert-ctlz") == "true" else set())
        return True, ", ".join(sorted(set(ops) & rooted))
    if name == "convert-vector-to-scf":
        return True, ", ".join(sorted(set(ops) & _VECTOR_TO_SCF_ROOTS))
    if name == "expand-strided-metadata":
        return True, ", ".join(sorted(o for o in ops if o.startswith("memref.")))
    if name == "legalize-llvm-types":
        return True, ", ".join(sorted(float_types))
    return False, ""


_WHAT = {
    "arith-expand": "a dialect conversion of arith.ceildiv*/floordivsi/max*/min*/scaling_* (MLIR ExpandOps.cpp)",
    "convert-math-to-funcs": "a dialect conversion of math.ipowi/fpowi (and math.ctlz if convert-ctlz) (MLIR MathToFuncs)",
    "convert-vector-to-scf": "greedy patterns rooted at vector.transfer_read/transfer_write/print (MLIR VectorToSCF)",
    "expand-strided-metadata": "greedy patterns rooted at memref dialect ops only (MLIR ExpandStridedMetadata)",
    "legalize-llvm-types": (
        "DSL pass described as 'Legalize non-LLVM-compatible float types in LLVM dialect ops' (patterns on"
        " llvm.load/store/alloca/getelementptr/bitcast); weaker: known from its library strings, not its source"
    ),
}


def claim(
    spec: PassSpec, ops: Collection[str], float_types: Collection[str], fold_only_unchanged: bool
) -> tuple[str | None, str]:
    """(evidence, why_not): the evidence that the pass leaves this exact module unchanged, or
    None and the reason no such claim is made."""
    known, present = rewritten_ops(spec, ops, float_types)
    if spec.name in FOLD_CHECKED:  # int-range-optimizations
        if not fold_only_unchanged:
            return None, (
                "not a no-op: the greedy driver it runs changes this module even with no pattern"
                " (folds, dead ops or constants merged and moved)"
            )
        return None, "rewrites integer values its range analysis proves constant: not decidable from the ops present"
    if not known:
        return None, "what it rewrites is not known"
    if present:
        return None, f"present in the state before it: {present}"
    if not fold_only_unchanged:
        return None, "MLIR's greedy driver with no pattern enabled (folding, dead ops, constants) changes this module"
    what = "no float type it legalizes" if spec.name == "legalize-llvm-types" else "no op it rewrites"
    return (
        f"{_WHAT[spec.name]}: {what} in the exact state before it, and the greedy driver with no"
        " pattern enabled changes nothing there (no op folds, none is dead, no constant moves)"
    ), ""
