"""Did line info change the generated code? A line-info capture against a plain compile.

CUTE_DSL_LINEINFO=1 changes the pipeline (measured on DSL 4.5.3: `preserve-line-info=true`, no
`strip-debuginfo` in the gpu.module, an extra `ensure-debug-info-scope-on-llvm-func`) and adds
`.loc`/`.file` to the PTX and line tables to the cubin. It should not change the code. This
compares what a source map is built from with a plain compile of the same case: the normalized
PTX and SASS (locations, debug sections and addresses dropped) and the memory statistics, and
words every difference so a report can say which numbers line info moved.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from irscope.analysis.normalize import normalize_ptx, normalize_sass
from irscope.analysis.ptx_stats import ptx_function_stats
from irscope.analysis.sass_stats import SassFunctionStats, sass_function_stats
from irscope.pipeline_text import PassSpec


@dataclass(frozen=True)
class CodeTexts:
    ptx: str | None
    sass: str | None


@dataclass(frozen=True)
class CodeComparison:
    ptx_identical: bool | None  # None: one side has no PTX
    sass_identical: bool | None
    stats_differences: tuple[str, ...]
    pipeline_changes: tuple[str, ...]  # passes that run in one pipeline only (not code)

    @property
    def code_identical(self) -> bool:
        return self.ptx_identical is not False and self.sass_identical is not False and not self.stats_differences

    def summary(self) -> str:
        if self.ptx_identical is None and self.sass_identical is None:
            return "not compared: no plain compile to compare with"
        if self.code_identical:
            what = " and ".join(t for t, same in (("PTX", self.ptx_identical), ("SASS", self.sass_identical)) if same)
            missing = [t for t, same in (("PTX", self.ptx_identical), ("SASS", self.sass_identical)) if same is None]
            note = f" ({' and '.join(missing)} not compared: not in both)" if missing else ""
            return f"line info did not change the code: {what} (normalized) and memory statistics equal a plain compile's{note}"
        parts = []
        if self.sass_identical is False:
            parts.append("the SASS differs")
        if self.ptx_identical is False:
            parts.append("the PTX differs")
        parts.extend(self.stats_differences)
        return "line info changed the code against a plain compile: " + "; ".join(parts)

    def to_json(self) -> dict[str, Any]:
        return {
            "ptx_identical": self.ptx_identical,
            "sass_identical": self.sass_identical,
            "stats_differences": list(self.stats_differences),
            "pipeline_changes": list(self.pipeline_changes),
            "summary": self.summary(),
        }


def compare_code(
    plain: CodeTexts,
    lineinfo: CodeTexts,
    plain_passes: tuple[PassSpec, ...] = (),
    lineinfo_passes: tuple[PassSpec, ...] = (),
) -> CodeComparison:
    ptx_same = _same(plain.ptx, lineinfo.ptx, ptx_code)
    sass_same = _same(plain.sass, lineinfo.sass, normalize_sass)
    differences: list[str] = []
    if plain.sass and lineinfo.sass:
        differences += _sass_differences(sass_function_stats(plain.sass), sass_function_stats(lineinfo.sass))
    if plain.ptx and lineinfo.ptx:
        a = {f.name: f for f in ptx_function_stats(plain.ptx)}
        b = {f.name: f for f in ptx_function_stats(lineinfo.ptx)}
        for name in sorted(set(a) | set(b)):
            x, y = a.get(name), b.get(name)
            if x is None or y is None or x.ops != y.ops or x.widths != y.widths:
                differences.append(f"{_short(name)}: PTX memory ops differ")
    return CodeComparison(ptx_same, sass_same, tuple(differences), _pipeline_changes(plain_passes, lineinfo_passes))


#: Labels ptxas's -lineinfo PTX marks debug ranges with (`$L__tmp0:`): no code.
_DEBUG_LABEL = re.compile(r"^\$L__tmp\d+:$")


def ptx_code(text: str) -> str:
    """What of a PTX text is code: normalized (no banner, comments, `.loc`/`.file`, debug
    sections), without blank lines and debug-range labels, which line info adds and moves."""
    kept = (line for line in normalize_ptx(text).splitlines() if line.strip())
    return "\n".join(line for line in kept if not _DEBUG_LABEL.match(line.strip()))


def _same(a: str | None, b: str | None, normalize: Callable[[str], object]) -> bool | None:
    if a is None or b is None:
        return None
    return bool(normalize(a) == normalize(b))


def _sass_differences(plain: tuple[SassFunctionStats, ...], lineinfo: tuple[SassFunctionStats, ...]) -> list[str]:
    a, b = {f.name: f for f in plain}, {f.name: f for f in lineinfo}
    out: list[str] = []
    for name in sorted(set(a) | set(b)):
        x, y = a.get(name), b.get(name)
        if x is None or y is None:
            out.append(f"{_short(name)}: only in the {'line-info' if x is None else 'plain'} compile")
            continue
        for family in sorted(set(x.counts) | set(y.counts)):
            for key in sorted(set(x.counts.get(family, {})) | set(y.counts.get(family, {}))):
                n, m = x.count(family, key), y.count(family, key)
                if n != m:
                    out.append(f"{_short(name)}: {family} {key}{'-bit' if key.isdigit() else ''} {n} -> {m}")
        for label, before, after in (
            ("instructions", x.instructions, y.instructions),
            ("registers", x.registers, y.registers),
            ("stack frame bytes", x.stack_frame_bytes, y.stack_frame_bytes),
            ("static shared bytes", x.static_shared_bytes, y.static_shared_bytes),
            ("predicated memory instructions", _total(x.predicated), _total(y.predicated)),
        ):
            if before != after:
                out.append(f"{_short(name)}: {label} {before} -> {after}")
    return out


def _total(table: dict[str, dict[str, int]]) -> int:
    return sum(sum(by_key.values()) for by_key in table.values())


def _pipeline_changes(plain: tuple[PassSpec, ...], lineinfo: tuple[PassSpec, ...]) -> tuple[str, ...]:
    if not plain or not lineinfo:
        return ()
    names_a = [f"{p.anchor}({p.name})" if p.anchor != "builtin.module" else p.name for p in plain]
    names_b = [f"{p.anchor}({p.name})" if p.anchor != "builtin.module" else p.name for p in lineinfo]
    import difflib

    out = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=names_a, b=names_b, autojunk=False).get_opcodes():
        out += [f"- {n}" for n in names_a[i1:i2]] if tag in ("delete", "replace") else []
        out += [f"+ {n}" for n in names_b[j1:j2]] if tag in ("insert", "replace") else []
        if tag == "equal":  # same pass, other options (paths must already be made equal by the caller)
            for x, y in zip(plain[i1:i2], lineinfo[j1:j2], strict=True):
                a, b = _options(x.options), _options(y.options)
                gone, added = a - b, b - a
                if gone or added:
                    words = [
                        f"{what} {' '.join(sorted(opts))}"
                        for what, opts in (("without", gone), ("with", added))
                        if opts
                    ]
                    out.append(f"~ {x.name} {', '.join(words)}")
    return tuple(out)


def _options(text: str) -> set[str]:
    """`a=1 ptx-options={-lineinfo -O3} b` -> {"a=1", "ptx-options={-lineinfo -O3}", "b"}."""
    out, depth, start = set(), 0, 0
    for i, c in enumerate(text + " "):
        depth += (c == "{") - (c == "}")
        if c == " " and depth == 0:
            if text[start:i]:
                out.add(text[start:i])
            start = i + 1
    return out


def _short(name: str) -> str:
    from irscope.analysis.normalize import collapse_long_names

    return collapse_long_names(name)
