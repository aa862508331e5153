"""`irscope check` reports for CI systems (formats of snapshot results, so they live with them): JUnit XML and GitHub Actions annotations + summary.

JUnit: one <testcase> per kernel case and snapshot (classname `kernel:case@arch`, name the
snapshot stage, `file` the snapshot path); a changed snapshot is a <failure> whose body is the
unified diff, a missing or unavailable one a <failure> saying why. A kernel case whose capture
is the result (snapshots.case_outcome) is one <testcase> named `capture`, at the user's line
that raised (`file`, `line`): a <failure> when it failed to compile or compiled though declared
to fail (XPASS), <skipped type="pytest.xfail"> when it failed as declared. Written with the
standard library; any JUnit reader (junitparser, CI test-report pages) reads it.

GitHub: one `::error ...::message` workflow command per failure (the diff in the message),
`file=` and `line=` only where that file exists, and a markdown summary for $GITHUB_STEP_SUMMARY.
"""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from irscope.output_files import append_file, write_file
from irscope.snapshots.case_outcome import FAILED, XFAIL, XPASS
from irscope.snapshots.check_run import CheckRun
from irscope.snapshots.compare import CHANGED, SnapshotResult

SUITE = "irscope check"
ANNOTATION_DIFF_LINES = 40  # GitHub shows the start of a long annotation; the summary has the rest


def _message(r: SnapshotResult) -> str:
    if r.status == CHANGED:
        return f"generated code changed: {r.detail}"
    return f"{r.status}: {r.detail}"


def junit_xml(run: CheckRun) -> str:
    cases = []
    for r in run.results:
        case = ET.Element(
            "testcase",
            classname=f"{r.sid.kernel}:{r.sid.case}@{r.sid.arch}",
            name=r.sid.stage,
            file=str(r.sid.path(run.root)),
        )
        if run.failed(r):
            failure = ET.SubElement(case, "failure", message=_message(r), type=r.status)
            failure.text = r.unified_diff() if r.status == CHANGED else r.explain()
        cases.append(case)
    for c in run.cases:
        where = c.location()
        place = {"file": where[0], **({"line": str(where[1])} if where[1] else {})} if where else {}
        case = ET.Element("testcase", {"classname": c.label, "name": "capture", **place})
        if c.status == XFAIL:
            ET.SubElement(case, "skipped", type="pytest.xfail", message=c.line())
        else:
            failure = ET.SubElement(case, "failure", message=c.line(), type="xpass" if c.status == XPASS else "capture")
            failure.text = c.details()
        cases.append(case)
    for e in run.expectations:  # snapshots/expectations.txt: one testcase per line
        x = e.expectation
        case = ET.Element(
            "testcase", classname=str(x.target), name=x.assertion.text, file=str(x.path), line=str(x.line)
        )
        if not e.ok:
            failure = ET.SubElement(case, "failure", message=e.lines()[0], type="expectation")
            failure.text = "\n".join(e.lines())
        elif not e.checked:
            ET.SubElement(case, "skipped", message=e.lines()[0])
        cases.append(case)
    failures = sum(run.failed(r) for r in run.results) + sum(not e.ok for e in run.expectations)
    failures += len(run.failing_cases)
    skipped = sum(e.ok and not e.checked for e in run.expectations) + sum(not c.failing for c in run.cases)
    tests, failed = str(len(cases)), str(failures)
    suite = ET.Element("testsuite", name=SUITE, tests=tests, failures=failed, errors="0", skipped=str(skipped))
    suite.extend(cases)
    suites = ET.Element("testsuites", name=SUITE, tests=tests, failures=failed)
    suites.set("errors", suite.get("errors", "0"))
    suites.append(suite)
    return xml_document(suites)


def xml_document(root: ET.Element) -> str:
    """`root` as an XML document, every text and attribute made of characters XML 1.0 allows:
    a snapshot's text (the DSL's PTX ends with a NUL byte) or a DSL message put into a failure
    would otherwise make a report no JUnit reader (`irscope merge` included) takes."""
    for element in root.iter():
        element.text = xml_chars(element.text) if element.text else element.text
        element.tail = xml_chars(element.tail) if element.tail else element.tail
        for key, value in list(element.attrib.items()):
            element.set(key, xml_chars(value))
    ET.indent(root)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


#: What XML 1.0 forbids (its Char production): the C0 controls but tab, newline and carriage
#: return; surrogates; U+FFFE and U+FFFF.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_chars(text: str) -> str:
    """`text` with each character XML 1.0 forbids written as an escape (`\\x00`), as the terminal
    shows it (views/console.safe_text)."""
    return _NOT_XML.sub(_escape, text) if _NOT_XML.search(text) else text


def _escape(m: re.Match[str]) -> str:
    code = ord(m.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def write_junit_xml(run: CheckRun, path: Path) -> None:
    """Written whole, only where a regular file or nothing is (irscope.output_files)."""
    write_file(path, junit_xml(run), make_parents=True)


# ---- GitHub Actions -------------------------------------------------------------------------
def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def github_annotations(run: CheckRun) -> list[str]:
    out = []
    # Across a DSL upgrade: one annotation for every case it moved, not one per file.
    upgraded = {r.sid for change in run.releases for r in (*change.differ, *change.new)}
    for change in run.releases:
        body = "\n".join(change.lines(update=run.update))
        out.append(f"::error title={_escape_property('irscope: DSL release changed')}::{_escape_data(body)}")
    for r in run.results:
        if not run.failed(r) or r.sid in upgraded:
            continue
        body = _message(r)
        if r.status == CHANGED:
            diff = r.unified_diff().splitlines()
            more = len(diff) - ANNOTATION_DIFF_LINES
            body += "\n" + "\n".join(diff[:ANNOTATION_DIFF_LINES]) + (f"\n... {more} more lines" if more > 0 else "")
        title = f"irscope snapshot {r.sid.label} {r.status}"
        path = r.sid.path(run.root)
        out.append(_command(path if path.is_file() else None, None, title, body))
    for c in run.failing_cases:
        where = c.location()
        title = f"irscope {c.label} " + ("XPASS" if c.status == XPASS else "capture failed")
        out.append(_command(Path(where[0]) if where else None, where[1] if where else None, title, c.line()))
    for e in run.expectations:
        if not e.ok:
            x = e.expectation
            title = f"irscope expectation {x.target} {x.assertion.text}"
            out.append(_command(Path(x.path), x.line, title, "\n".join(e.lines())))
    return out


def _command(file: Path | None, line: int | None, title: str, message: str) -> str:
    """`::error file=F,line=N,title=T::message`, naming only a file that exists."""
    props = [f"file={_escape_property(str(file))}"] if file is not None else []
    props += [f"line={line}"] if file is not None and line else []
    props.append(f"title={_escape_property(title)}")
    return f"::error {','.join(props)}::{_escape_data(message)}"


def github_summary(run: CheckRun) -> str:
    """A heading, the failing snapshots (a table), each one's diff, and every snapshot folded away."""
    failed = [r for r in run.results if run.failed(r)]
    head = "passed" if run.ok else "failed"
    lines = [f"### irscope check {head}: {sum(r.ok for r in run.results)} of {len(run.results)} snapshots match", ""]
    for change in run.releases:
        lines += ["```text", *change.lines(update=run.update), "```", ""]

    def table(results: list[SnapshotResult]) -> list[str]:
        rows = [f"| `{r.sid.kernel}:{r.sid.case}@{r.sid.arch}` | `{r.sid.stage}` | {run.status(r)} |" for r in results]
        return ["| kernel:case@arch | snapshot | status |", "|---|---|---|", *rows]

    if failed:
        lines += table(failed)
    for c in run.cases:
        lines += ["", f"**{'capture failed' if c.status == FAILED else c.status}**: `{c.line()}`"]
    broken = [line for e in run.expectations if not e.ok for line in e.lines()]
    if run.expectations:
        held = sum(bool(e.checked) and e.ok for e in run.expectations)
        lines += ["", f"{held} of {len(run.expectations)} expectations hold", *(f"- `{line}`" for line in broken)]
    for r in failed:
        body = r.unified_diff() if r.status == CHANGED else r.explain()
        lines += ["", f"<details><summary>{r.sid.label}: {_message(r)}</summary>", "", "```diff", body.rstrip()]
        lines += ["```", "", "</details>"]
    lines += ["", "<details><summary>every snapshot</summary>", "", *table(list(run.results)), "", "</details>"]
    return "\n".join(lines) + "\n"


def emit_github(run: CheckRun, echo) -> None:  # noqa: ANN001 - click.echo or print
    """Annotations to stdout; the summary appended to $GITHUB_STEP_SUMMARY when set, else stdout."""
    for line in github_annotations(run):
        echo(line)
    summary = github_summary(run)
    target = os.environ.get("GITHUB_STEP_SUMMARY")
    if target:
        append_file(Path(target), summary)
    else:
        echo(summary)
