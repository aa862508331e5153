"""`irscope merge` of reports: the JUnit XML files (irscope check's or pytest's) and the
`irscope check --json` documents that the shards of one run wrote, joined into the report one
unsharded run writes.

JUnit: every test case of every input, once. A case that several inputs hold (a test a shard
skipped because another shard runs it) keeps its one real result: a failure or error wins over
a pass, a pass over a skip. The counts are recomputed, times added up. Cases keep their order
within a class; irscope check's classes (KERNEL:CASE@ARCH) are ordered by kernel, case and arch
as the unsharded check orders them, then its capture errors, then the lines of expectations.txt
(checked where any shard checked them); other classes by name.

JSON: the snapshots of every shard in the same order, the capture failures, what was written;
`not_checked` is what no shard checked; each line of expectations.txt once, with the captures
every shard checked it on. `unused` stays empty: only an unsharded run proves a
snapshot unused (a shard never deletes).
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from irscope.bounded_read import parse_json, parse_xml, read_file
from irscope.errors import IrscopeError
from irscope.snapshots.ci_report import SUITE, xml_document
from irscope.store_refs import split_ref

#: No report of a run comes near this (a failure's diff is bounded: failure_summary).
MAX_REPORT_BYTES = 256 << 20
CHECK_REPORT_SCHEMA = "check-report.schema.json"
#: Which result of a test case several inputs hold stands: the highest.
_RANK = {"skipped": 0, "passed": 1, "failure": 2, "error": 3}


@dataclass(frozen=True)
class MergedReport:
    text: str
    tests: int
    failures: int  # failures + errors
    skipped: int

    def summary(self, what: str, count: int, out: Path) -> str:
        skipped = f", {self.skipped} skipped" if self.skipped else ""
        return f"merged {count} {what}: {self.tests} test(s), {self.failures} failed{skipped} -> {out}"


def merge_junit(paths: Iterable[Path]) -> MergedReport:
    suites: dict[str, dict[tuple[str, str], ET.Element]] = {}
    attrs: dict[str, dict[str, str]] = {}
    root_name: str | None = None
    for path in paths:
        root = _parse_xml(path)
        if root.tag == "testsuites":
            root_name = root_name or root.get("name")
            found = root.findall("testsuite")
        elif root.tag == "testsuite":
            found = [root]
        else:
            raise IrscopeError(f"{path}: not a JUnit XML report (root element <{root.tag}>)")
        for suite in found:
            name = suite.get("name", "")
            cases = suites.setdefault(name, {})
            _add_times(attrs.setdefault(name, {}), suite)
            for case in suite.findall("testcase"):
                key = (case.get("classname", ""), case.get("name", ""))
                if key not in cases or _RANK[_outcome(case)] > _RANK[_outcome(cases[key])]:
                    cases[key] = case
    out = ET.Element("testsuites", name=root_name) if root_name else ET.Element("testsuites")
    totals = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    for name, cases in suites.items():
        ordered = sorted(cases.values(), key=_order(name, list(cases)))
        counts = _counts(ordered)
        suite = ET.SubElement(out, "testsuite", {"name": name, **{k: str(v) for k, v in counts.items()}})
        for attr, value in attrs[name].items():
            suite.set(attr, value)
        suite.extend(ordered)
        totals = {k: totals[k] + counts[k] for k in totals}
    out.set("tests", str(totals["tests"]))
    out.set("failures", str(totals["failures"]))
    out.set("errors", str(totals["errors"]))
    text = xml_document(out)
    return MergedReport(text, totals["tests"], totals["failures"] + totals["errors"], totals["skipped"])


def merge_check_json(paths: Iterable[Path]) -> MergedReport:
    runs = [_read_json(p) for p in paths]
    by_stage: dict[tuple[str, str, str, str], dict[str, Any]] = {}
    for run in runs:
        for s in run["snapshots"]:
            by_stage.setdefault((s["kernel"], s["case"], s["arch"], s["stage"]), s)
    snapshots = sorted(by_stage.values(), key=lambda s: (s["kernel"], s["case"], s["arch"]))
    checked = {s["file"] for s in snapshots}
    failures = sorted({f for run in runs for f in run["capture_failures"]}, key=_label_order)
    merged: dict[str, Any] = {
        "ok": all(run["ok"] for run in runs),
        "snapshots": snapshots,
        "written": sorted({f for run in runs for f in run["written"]}),
        "deleted": sorted({f for run in runs for f in run["deleted"]}),
        "unused": [],
        "not_checked": sorted({f for run in runs for f in run["not_checked"]} - checked),
        "capture_failures": failures,
        "cases": sorted({c["case"]: c for run in runs for c in run.get("cases", [])}.values(), key=_case_order),
        "shard": None,
        "expectations": _merge_expectations(runs),
        "releases": _merge_releases(runs),
    }
    failed = sum(s["status"] not in ("match", "written") for s in snapshots) + len(failures)
    failed += sum(not e["ok"] for e in merged["expectations"])
    return MergedReport(json.dumps(merged, indent=1) + "\n", len(snapshots), failed, 0)


def _merge_releases(runs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The cases each shard checked across a DSL upgrade, one entry per (pinned, captured)."""
    by_pair: dict[tuple[str, str], dict[str, Any]] = {}
    for run in runs:
        for r in run.get("releases", []):
            seen = by_pair.setdefault((r["pinned"], r["captured"]), {**r, "differ": 0, "new": 0, "cases": []})
            seen["cases"] = sorted([*seen["cases"], *r["cases"]], key=_case_order)
            seen["differ"] += r["differ"]
            seen["new"] += r.get("new", 0)
    return [by_pair[k] for k in sorted(by_pair)]


def _case_order(c: dict[str, Any]) -> Any:
    return _label_order(c["case"])


def _merge_expectations(runs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One entry per line of expectations.txt: checked on the captures any shard checked it on,
    failed where any shard found it failed."""
    by_line: dict[tuple[str, int], dict[str, Any]] = {}
    for run in runs:
        for e in run.get("expectations", []):
            seen = by_line.setdefault((e["file"], e["line"]), {**e, "checked": [], "failures": [], "ok": True})
            seen["checked"] = sorted({*seen["checked"], *e["checked"]}, key=_label_order)
            seen["failures"] += [f for f in e["failures"] if f not in seen["failures"]]
            seen["ok"] = seen["ok"] and e["ok"]
    return [by_line[k] for k in sorted(by_line)]


def write_report(path: Path, text: str) -> None:
    """The merged report, written as every file a user names is (output_files.write_file: whole,
    never through a link, never inside a bundle or a store)."""
    from irscope.output_files import write_file

    write_file(path, text, make_parents=True)


def _parse_xml(path: Path) -> ET.Element:
    """A JUnit report, read by the bounded reader, with the attributes the merge computes with
    checked: a time a finite number of seconds, a line of expectations.txt a line number."""
    root = parse_xml(read_file(path, limit=MAX_REPORT_BYTES), str(path), limit=MAX_REPORT_BYTES)
    for element in root.iter():
        time, line = element.get("time"), element.get("line")
        if time is not None and not _seconds(time):
            raise IrscopeError(f"{path}: <{element.tag}> time={time[:40]!r} is not a number of seconds")
        if line is not None and not _LINE.fullmatch(line):
            raise IrscopeError(f"{path}: <{element.tag}> line={line[:40]!r} is not a line number")
    return root


def _seconds(text: str) -> bool:
    try:
        value = float(text)
    except ValueError:
        return False
    return 0 <= value <= _MAX_SECONDS  # NaN compares false: refused too


#: A test suite's time past this (30 years) is no run's; two such summed are still finite.
_MAX_SECONDS = 1e9


#: A line number (pytest's count from 0): ASCII digits only (int() takes other scripts' digits
#: too), at most 9 of them.
_LINE = re.compile(r"0|[1-9][0-9]{0,8}", re.ASCII)


def _read_json(path: Path) -> dict[str, Any]:
    """A `check --json` report, read by the bounded reader and checked against its schema
    (irscope/schema/check-report.schema.json): `"ok": "false"` is no report's, not a pass."""
    from irscope.bundle.schema import check_schema

    data = parse_json(read_file(path, limit=MAX_REPORT_BYTES), str(path), limit=MAX_REPORT_BYTES)
    check_schema(data, CHECK_REPORT_SCHEMA, "`irscope check --json` report", str(path))
    return data


def _outcome(case: ET.Element) -> str:
    for tag in ("error", "failure", "skipped"):
        if case.find(tag) is not None:
            return tag
    return "passed"


def _counts(cases: list[ET.Element]) -> dict[str, int]:
    outcomes = [_outcome(c) for c in cases]
    return {
        "tests": len(cases),
        "failures": outcomes.count("failure"),
        "errors": outcomes.count("error"),
        "skipped": outcomes.count("skipped"),
    }


def _add_times(into: dict[str, str], suite: ET.Element) -> None:
    """A suite's time is the sum of the shards'; its timestamp the earliest, hostname the first."""
    if suite.get("time") is not None:
        into["time"] = f"{float(into.get('time', 0.0)) + float(suite.get('time', 0.0)):.3f}"
    for key in ("timestamp", "hostname"):
        value = suite.get(key)
        if value is not None and (key not in into or (key == "timestamp" and value < into[key])):
            into[key] = value


def _order(suite: str, first_seen: list[tuple[str, str]]):  # noqa: ANN202 - a sort key
    position = {key: i for i, key in enumerate(first_seen)}

    def key(case: ET.Element) -> tuple[Any, ...]:
        classname, name = case.get("classname", ""), case.get("name", "")
        if suite == SUITE:  # irscope check: as the unsharded run orders its cases
            if case.get("line") is not None:  # a line of expectations.txt: after the rest, in file order
                return (2, (case.get("file", ""), int(case.get("line", "0"))), position[(classname, name)])
            return (int(name == "capture"), _label_order(classname), position[(classname, name)])
        return (classname, position[(classname, name)])

    return key


def _label_order(label: str) -> tuple[str, str, str]:
    """KERNEL:CASE@ARCH (or a line starting with it) as (kernel, case, arch)."""
    ref = split_ref(label.split(": ", 1)[0])
    return (ref.kernel, ref.case or "", ref.arch or "")
