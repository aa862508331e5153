"""The checked-in expectations file: count assertions per kernel case, checked by `irscope check`
and the pytest plugin.

    snapshots/expectations.txt
        # TARGET                                 ASSERTION (analysis/count_assertions.py)
        hopper_gemm:bf16_128x256_s4_mc2@sm_90a   HGMMA.64x256x16 == 8
        hopper_gemm@sm_90a                       spill_bytes == 0
        copy_inner_partition                     share(LDG,128) >= 100%

TARGET is KERNEL[:CASE][@ARCH]; a line applies to every checked capture it names. `#` starts a
comment. A line that does not parse fails the whole check with one error naming file and line,
before anything is compared: a typo must not read as a pass.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from irscope.analysis.count_assertions import (
    AssertionFailure,
    AssertionSyntaxError,
    CountAssertion,
    check_assertions,
    parse_assertion,
)
from irscope.analysis.stats import bundle_stats
from irscope.bundle import Bundle
from irscope.bundle.members import member_exists, read_member_utf8
from irscope.errors import IrscopeError, SnapshotError
from irscope.store import KernelRef, parse_ref

EXPECTATIONS_FILE = "expectations.txt"


@dataclass(frozen=True)
class Expectation:
    path: Path
    line: int
    target: KernelRef
    assertion: CountAssertion

    @property
    def where(self) -> str:
        return f"{self.path}:{self.line}"

    def applies_to(self, b: Bundle) -> bool:
        t = self.target
        return t.kernel == b.kernel and t.case in (None, b.case) and t.arch in (None, b.arch)


@dataclass(frozen=True)
class ExpectationResult:
    expectation: Expectation
    failures: tuple[AssertionFailure, ...]
    checked: tuple[str, ...]  # labels of the captures it was checked on
    names_nothing: bool = False  # its target names no kernel case declared in kernels/ (a typo)

    @property
    def ok(self) -> bool:
        """Held on every capture it names; or not checked this run (a filtered run, a store that
        holds other cases: like a snapshot it did not check, it is kept, not failed)."""
        return not self.failures and not self.names_nothing

    def lines(self) -> list[str]:
        where, e = self.expectation.where, self.expectation
        if self.names_nothing:
            return [f"{where}: {e.target} names no kernel case in kernels/ ({e.assertion.text})"]
        if not self.checked:
            return [f"{where}: {e.target} {e.assertion.text}: not checked (no capture of it in this run)"]
        return [f"{where}: {f.line()}" for f in self.failures]

    def to_json(self) -> dict[str, object]:
        e = self.expectation
        return {
            "file": str(e.path),
            "line": e.line,
            "target": str(e.target),
            "assertion": e.assertion.text,
            "ok": self.ok,
            "checked": list(self.checked),
            "failures": self.lines() if not self.ok else [],
        }


def read_expectations(root: Path) -> list[Expectation]:
    """The file's assertions; none when it does not exist; an IrscopeError naming the line when
    one does not parse."""
    path = root / EXPECTATIONS_FILE
    # Read as a snapshot is (bundle.members): a regular file of the tree, strict UTF-8, else one error.
    if not member_exists(root, EXPECTATIONS_FILE):
        return []
    text = read_member_utf8(root, EXPECTATIONS_FILE, tree="snapshot tree", error=SnapshotError)
    # A file people write: the byte order mark an editor may put first (Notepad, "UTF-8 with BOM")
    # is not part of its first line, as Python's utf-8-sig reads it.
    text = text.removeprefix("\ufeff")
    out = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        target_text, _, assertion_text = line.partition(" ")
        target = parse_ref(target_text)
        if target is None or not target.kernel or not assertion_text.strip():
            raise IrscopeError(f"{path}:{number}: expected 'KERNEL[:CASE][@ARCH] ASSERTION', got {line!r}")
        try:
            assertion = parse_assertion(assertion_text)
        except AssertionSyntaxError as exc:
            raise IrscopeError(f"{path}:{number}: {exc}") from None
        out.append(Expectation(path, number, target, assertion))
    return out


def check_expectations(
    expectations: list[Expectation], bundles: list[Bundle], declared: frozenset[tuple[str, str]] | None = None
) -> list[ExpectationResult]:
    """Each expectation on the captures it names. `declared`: the (kernel, case) pairs of
    kernels/, when the run read it; a target none of them matches fails as a typo."""
    stats = {}
    results = []
    for e in expectations:
        failures: list[AssertionFailure] = []
        checked = []
        for b in bundles:
            if not b.ok or not e.applies_to(b):
                continue
            if b.path not in stats:
                stats[b.path] = bundle_stats(b)
            failures += check_assertions(stats[b.path], [e.assertion])
            checked.append(b.label)
        names_nothing = declared is not None and not any(
            e.target.kernel == k and e.target.case in (None, c) for k, c in declared
        )
        results.append(ExpectationResult(e, tuple(failures), tuple(checked), names_nothing))
    return results
