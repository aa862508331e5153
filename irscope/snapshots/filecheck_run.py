"""FileCheck directives against a captured text, failing with the test's own lines.

The `filecheck` package (a Python port of LLVM FileCheck) reads its directives and its input
from files, so they are written to a temporary directory; its message would name those files,
deleted when it returns, and its positions in the input are 0-based (and, after a match, not
line numbers at all). The failure is therefore worded here: the directive's file and line in
the test that wrote it (`CheckSource`, found from the caller's frame), and the line of the text
checked, 1-based, in the bundle member it was read from.
"""

from __future__ import annotations

import contextlib
import io
import linecache
import re
import tempfile
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

_ANSI = re.compile(r"\x1b\[[0-9;]*m")


@dataclass(frozen=True)
class CheckSource:
    """Where the directives were written: `lines[i]` is the source line of directive line i + 1
    (None where it was not found: a string built at run time)."""

    file: str
    lines: tuple[int | None, ...]

    def cite(self, n: int) -> str | None:
        line = self.lines[n - 1] if 0 < n <= len(self.lines) else None
        return f"{self.file}:{line}" if line is not None else None


def check_lines(checks: str) -> list[str]:
    """The directive text as FileCheck reads it: dedented, blank lines at either end dropped."""
    return textwrap.dedent(checks).strip().splitlines()


def locate_checks(checks: str, file: str, call_line: int) -> CheckSource:
    """Each directive line's line in `file`, searched in order from `call_line` (the line of the
    call that passed them): the first line at or after the previous one that holds its text."""
    found: list[int | None] = []
    at = call_line
    source = linecache.getlines(file)
    for text in check_lines(checks):
        wanted = text.strip()
        hit = next((i for i in range(at, min(len(source), at + 500) + 1) if wanted in source[i - 1]), None)
        if not wanted or hit is None:
            found.append(None)
            continue
        found.append(hit)
        at = hit
    return CheckSource(file, tuple(found))


@dataclass(frozen=True)
class CheckedText:
    """The text FileCheck reads and what it is called in a message: `origin` a file (a bundle
    member stored as text, `.irscope/k/c/sm_90a/STAMP/module.sass`) or the capture and stage
    (`copy:f32@sm_90a sass`, what `irscope show` prints)."""

    text: str
    label: str
    origin: str


def run_filecheck(checked: CheckedText, checks: str, source: CheckSource | None = None) -> None:
    """Run the directives (CHECK, CHECK-NEXT, CHECK-NOT, CHECK-COUNT-n, ...) against the text;
    AssertionError naming the failing directive's line and the text's line where it failed."""
    __tracebackhide__ = True  # pytest shows the test's line that failed, not these frames
    from filecheck.finput import FInput
    from filecheck.matcher import Matcher
    from filecheck.options import Options
    from filecheck.parser import Parser

    lines = check_lines(checks)
    with tempfile.TemporaryDirectory(prefix="irscope-filecheck-") as tmp:
        check_file, input_file = Path(tmp) / "checks.txt", Path(tmp) / "input.txt"
        check_file.write_text("\n".join(lines) + "\n")
        input_file.write_text(checked.text)
        report = io.StringIO()
        with contextlib.redirect_stderr(report), contextlib.redirect_stdout(report):
            opts = Options(match_filename=str(check_file), input_file=str(input_file))
            seen = _Positions.from_finput(FInput.from_opts(opts))
            # `seen` stands in for FileCheck's FInput (the positions it shows kept as offsets).
            status = Matcher(opts, seen, Parser.from_opts(opts)).run()  # type: ignore[arg-type]
        said = _ANSI.sub("", report.getvalue()).replace(str(check_file), "checks").replace(str(input_file), "input")
    if status != 0:
        raise AssertionError(_failure(checked, lines, said, seen.shown, source))


@dataclass
class _Positions:
    """Stands in for FileCheck's input so the positions its message shows are kept as offsets."""

    inner: object
    shown: list[int] = field(default_factory=list)

    @staticmethod
    def from_finput(inner: object) -> _Positions:
        return _Positions(inner)

    def print_line(self, pos_override: int | None = None, end_pos: int | None = None) -> str:
        self.shown.append(self.inner.range.start if pos_override is None else pos_override)  # type: ignore[attr-defined]
        return self.inner.print_line(pos_override, end_pos)  # type: ignore[attr-defined]

    def __getattr__(self, name: str) -> object:
        return getattr(self.inner, name)

    def __setattr__(self, name: str, value: object) -> None:
        if name in ("inner", "shown"):
            object.__setattr__(self, name, value)
        else:
            setattr(self.inner, name, value)


def _failure(checked: CheckedText, lines: list[str], said: str, shown: list[int], source: CheckSource | None) -> str:
    """`LABEL: FileCheck failed`, then `FILE:LINE: DIRECTIVE: what went wrong` and the text's
    line(s) it points at, as `ORIGIN:LINE: text`."""
    out = [f"{checked.label}: FileCheck failed"]
    first = said.strip().splitlines()[0] if said.strip() else "(FileCheck said nothing)"
    m = re.match(r"checks:(\d+)(?::\d+)?:? (?:error: )?(.*)", first)
    if m is None:  # not a directive's failure: no directives, an empty input
        out.append(first.replace("filecheck error: ", "").replace("'input'", checked.origin))
        return "\n".join(out)
    n, what = int(m.group(1)), m.group(2)
    where = (source.cite(n) if source else None) or f"check line {n}"
    directive = lines[n - 1].strip() if 0 < n <= len(lines) else ""
    said_directive = directive and what.startswith(directive.split(":")[0] + ":")
    out.append(f"{where}: {directive}: {what}" if directive and not said_directive else f"{where}: {what}")
    labels = ("matched at" if "Matching at" in said else "searched from", "possible intended match at")
    text, text_lines = checked.text, checked.text.splitlines()
    for label, offset in zip(labels, shown, strict=False):
        offset = max(0, offset) + (text[offset : offset + 1] == "\n")  # at a line's end: the next line
        line = text.count("\n", 0, offset) + 1
        body = " ".join(text_lines[line - 1].split()) if line <= len(text_lines) else "(end of text)"
        out.append(f"  {label} {checked.origin}:{line}: {body}")
    return "\n".join(out)
