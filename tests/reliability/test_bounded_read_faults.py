"""Everything irscope parses is read by one bounded reader (irscope/bounded_read.py), and every
value it takes from disk or from an option is bounded before use (issue 38, reading untrusted input).

Each test runs the command a user or a CI job would, with one fault injected into a private copy
of a real capture, store, cache entry, report or project: the exit status, the one `irscope:
error:` line naming the file at fault (no traceback, no hang), and good data left as it was."""

from __future__ import annotations

import ast
import gzip
import json
import os
import resource
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from irscope import bundle
from irscope.store import CAPTURE_CACHE, capture_order, captures
from tests.helpers import REPO
from tests.reliability.conftest import CASE, Captures, Run, irscope, only_bundle

KERNEL, _, ARCH = CASE.partition("@")
pytest_plugins = ["pytester"]


def _edit_json(path: Path, edit) -> None:  # noqa: ANN001 - a function of the parsed document
    data = json.loads(path.read_text())
    edit(data)
    path.write_text(json.dumps(data))


def _entry_dir(store_root: Path) -> Path:
    (entry,) = [p.parent for p in (store_root / CAPTURE_CACHE).glob("*/*/entry.json")]
    return entry


def only_bundle_dir(store_root: Path) -> Path:
    """The (case, arch) directory of the store's one case."""
    return store_root / KERNEL.replace(":", "/") / ARCH


def _under_memory_limit(*args: str, limit: int = 1 << 30, timeout: float = 60) -> Run:
    """The CLI under an address-space limit: an unbounded read ends in MemoryError there, quickly,
    instead of taking the machine's memory."""

    def limit_memory() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    env = {**os.environ, "COLUMNS": "200", "IRSCOPE_STORE": str(REPO / ".no-store-here")}
    proc = subprocess.run(
        [sys.executable, "-m", "irscope", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        preexec_fn=limit_memory,
    )
    return Run(proc.returncode, proc.stdout, proc.stderr)


# ---- cache entries are read by the bundle rule ----------------------------------------------
def test_a_cache_entry_naming_dev_zero_is_stale_not_read(store: Path) -> None:
    """entry.json's local files named /dev/zero: `irscope cache` hashed it with read_bytes, without
    bound, to a MemoryError traceback. A local file is read only when it is a regular file."""
    _edit_json(_entry_dir(store) / "entry.json", lambda d: d["files"].update({"/dev/zero": "0" * 64}))
    r = _under_memory_limit("--store", str(store), "cache")
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr[-2000:]
    assert "stale: /dev/zero" in r.stdout, r.stdout


@pytest.mark.parametrize("what", ["entry.json", f"bundle/{bundle.SASS}"])
def test_a_link_to_a_fifo_in_a_cache_entry_is_a_miss_not_a_hang(store: Path, tmp_path: Path, what: str) -> None:
    """A symlink to a FIFO inside a cache entry: `irscope capture` (hashing the cached bundle's
    files) and `irscope cache` (reading entry.json) waited on the FIFO forever, deaf to SIGINT and
    SIGTERM. Read by the bundle rule, the entry is broken: a miss, and the case compiled."""
    entry = _entry_dir(store)
    hit = irscope("--store", str(store), "capture", KERNEL, "--arch", ARCH, timeout=300)
    assert hit.returncode == 0 and "cached" in hit.stdout, (hit.stdout, hit.stderr)  # the entry is looked up
    fifo = tmp_path / "trap"
    os.mkfifo(fifo)
    (entry / what).unlink()
    (entry / what).symlink_to(fifo)
    listed = irscope("--store", str(store), "cache", timeout=60)
    assert listed.returncode == 0 and "Traceback" not in listed.stderr, listed.stderr
    r = irscope("--store", str(store), "capture", KERNEL, "--arch", ARCH, timeout=120)
    assert r.returncode == 0 and "Traceback" not in r.stderr, (r.stdout, r.stderr)
    assert "cached" not in r.stdout and "1 captured" in r.stdout, r.stdout
    assert bundle.load(captures(only_bundle_dir(store))[-1]).ok


# ---- nesting and size ---------------------------------------------------------------------
def _pyproject(tmp_path: Path, text: str) -> Path:
    project = tmp_path / "project"
    project.mkdir()
    (project / "pyproject.toml").write_text(text)
    return project


@pytest.mark.parametrize(
    ("text", "complaint"),
    [
        ("[tool.x]\na = " + "[" * 1000 + "]" * 1000 + "\n", "nested too deeply"),
        ("[tool.x]\na = " + "9" * 5001 + "\n", "more than 40 digits"),
        ("[tool.irscope]\njobs = " + "9" * 60 + "\n", "more than 40 digits"),
        ("[tool.irscope.capture]\ntimeout = nan\n", "capture.timeout: nan is not a finite number"),
        ("[tool.irscope.capture]\ntimeout = inf\n", "capture.timeout: inf is not a finite number"),
        ('[tool.irscope.capture]\ntimeout = "nan"\n', "timeout: 'nan' is not a finite number"),
        ("[tool.irscope]\njobs = 100000\n", "jobs: expected a whole number from 0 to 1024"),
    ],
    ids=["nested-1000", "5001-digits", "60-digit-jobs", "timeout-nan", "timeout-inf", "timeout-nan-string", "jobs"],
)
def test_a_pyproject_out_of_bounds_is_one_line(bundle_copy: Path, tmp_path: Path, text: str, complaint: str) -> None:
    """Any command reads the project's pyproject.toml: nested 1000 deep it was a RecursionError
    traceback, a 5001-digit integer a ValueError one; `timeout = nan` (or "nan") in
    [tool.irscope.capture] meant no time limit, and `jobs = 100000` was taken."""
    project = _pyproject(tmp_path, text)
    r = irscope("passes", str(bundle_copy), cwd=project)
    line = r.one_error_line()
    assert r.returncode == 2 and "pyproject.toml" in line and complaint in line, line


@pytest.mark.parametrize(
    "args",
    [["--timeout", "nan"], ["--timeout", "inf"], ["--timeout", "1e400"], ["--jobs", "100000"]],
    ids=["timeout-nan", "timeout-inf", "timeout-1e400", "jobs"],
)
def test_an_option_number_out_of_range_is_refused_at_once(tmp_path: Path, args: list[str]) -> None:
    """`capture --timeout nan` meant no limit (nan compares false with every bound), `inf` and
    `1e400` too; `--jobs 100000` was taken. Refused before anything runs."""
    r = irscope("--store", str(tmp_path / "s"), "capture", KERNEL, "--arch", ARCH, *args, timeout=300)
    lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
    assert r.returncode == 2 and len(lines) == 1, (r.stdout, r.stderr)
    assert lines[0].startswith(f"irscope capture: error: Invalid value for '{args[0]}'"), lines
    assert not (tmp_path / "s").exists()


@pytest.mark.parametrize(
    ("args", "first"),
    [
        (["show", "{b}", "--pass", "cse#" + "9" * 5000], "irscope: error: bad pass reference 'cse#999"),
        (["diff", "{b}", "{b}", "--pass", "cse#" + "9" * 5000], "irscope: error: bad pass reference 'cse#999"),
        (["check", KERNEL, "--from-store", "{s}", "--shard", "1/" + "9" * 5000], "irscope check: error: Invalid value"),
    ],
    ids=["show-pass", "diff-pass", "shard"],
)
def test_a_number_of_5000_digits_in_an_option_is_one_line(bundle_copy: Path, args: list[str], first: str) -> None:
    """`--pass cse#<5000 digits>` and `--shard 1/<5000 digits>`: Python's digit limit raised a
    ValueError traceback."""
    store_root = bundle_copy.parent
    r = irscope(*[a.format(b=bundle_copy, s=store_root) for a in args])
    lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
    assert r.returncode == 2 and "Traceback" not in r.stderr and len(lines) == 1, r.stderr[-2000:]
    assert lines[0].startswith(first), lines


@pytest.mark.parametrize("value", ["100000", "-1"])
def test_an_irscope_jobs_out_of_range_is_a_usage_error(pytester: pytest.Pytester, value: str) -> None:
    """`pytest --irscope-jobs 100000` (or -1) was taken as it came, as `--jobs` was."""
    pytester.makepyfile(test_nothing="def test_nothing():\n    pass\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-q", "--irscope-jobs", value)
    assert result.ret == pytest.ExitCode.USAGE_ERROR, result.stdout.str()
    result.stderr.fnmatch_lines(["*argument --irscope-jobs: expected a whole number*"])


def test_a_spec_nested_100k_deep_is_one_line(tmp_path: Path) -> None:
    """`capture --from-trace SPEC` of a spec nested 100,000 deep: a RecursionError traceback."""
    spec = tmp_path / "deep.json"
    spec.write_text('{"format": "irscope-trace", "call": ' + "[" * 100_000 + "]" * 100_000 + "}")
    r = irscope("--store", str(tmp_path / "s"), "capture", "--from-trace", str(spec), timeout=120)
    assert r.returncode == 1 and "Traceback" not in r.stderr, r.stderr[-2000:]  # as for every refused spec
    (line,) = r.stderr.splitlines()  # the spec refused, naming it; then, on stdout, what the capture did
    (summary,) = r.stdout.splitlines()
    assert line == f"irscope: error: {spec}: not a document irscope reads: JSON nested too deeply", line
    assert summary.startswith("0 captured, 1 traced compile refused"), summary


def _nested_spec(levels: int) -> dict[str, object]:
    """A trace spec whose one argument is a tuple of a tuple ... `levels` deep (2 JSON levels each)."""
    entry: dict[str, object] = {"kind": "scalar", "rebuild": True, "type": "int", "value": 1}
    for _ in range(levels):
        entry = {"kind": "tuple", "rebuild": True, "type": "tuple", "items": [entry]}
    function = {"module": "prog", "qualname": "f", "bound": False}
    head = {"format": "irscope-trace", "format_version": 2, "kernel": "relu", "case": "f32", "digest": "0"}
    return {**head, "arch": ARCH, "how": "traced", "function": function, "call": {"params": [entry], "kwargs": {}}}


def test_a_trace_json_nested_400_deep_is_named_in_list_store(store: Path) -> None:
    """A bundle's trace.json nested 400 deep: `list --store` ended in a RecursionError traceback
    (the parser took it; the schema's validator did not). The row says the bundle is unreadable,
    naming the file."""
    b = only_bundle(store)
    (b / "trace.json").write_text(json.dumps(_nested_spec(200)))
    _edit_json(b / bundle.MANIFEST, lambda d: d["artifacts"].update(trace="trace.json"))
    r = irscope("list", "--store", str(store))
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr[-2000:]
    words = " ".join(r.stdout.split())
    assert "unreadable" in words and "trace.json" in words and "nested too deeply" in words, r.stdout


def _chain_locations(b: Path, links: int) -> None:
    """Every IR text of a line-info bundle gets `links` #loc aliases, each naming the one before,
    and its first located op the last of them."""
    for member in sorted((b / "ir").glob("*.mlir.gz")):
        text = gzip.decompress(member.read_bytes()).decode()
        head, marker, tail = text.partition(" loc(#loc")
        assert marker, f"{member.name} has no located op"
        chain = ['#locz0 = loc("/forged.py":7:3)'] + [f'#locz{i} = loc("n{i}"(#locz{i - 1}))' for i in range(1, links)]
        text = head + f" loc(#locz{links - 1})" + tail.partition(")")[2] + "\n" + "\n".join(chain) + "\n"
        member.write_bytes(bundle.compress(text.encode()))


@pytest.mark.parametrize("command", ["explain", "export"])
def test_a_chain_of_400_loc_aliases_resolves(lineinfo_copy: Path, tmp_path: Path, command: str) -> None:
    """400 chained `#loc` aliases in a line-info bundle's IR: `explain` and `export` ended in a
    RecursionError traceback (each alias resolved inside the one naming it). Resolved by a walk
    with its own stack, the chain is data: the command answers."""
    _chain_locations(lineinfo_copy, 400)
    extra = ["-o", str(tmp_path / "page.html")] if command == "export" else []
    r = irscope(command, str(lineinfo_copy), *extra, timeout=300)
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr[-3000:]


@pytest.mark.parametrize("where", ["plain/pipeline.txt", "manifest"])
def test_a_pass_pipeline_nested_3000_deep_is_read_without_recursion(lineinfo_copy: Path, where: str) -> None:
    """A line-info bundle's plain compile's pipeline (or the manifest's expanded one) nested
    3000 deep: `explain`, comparing the two compiles' passes, ended in a RecursionError
    traceback. Pipelines nest at most 32 deep; one past it compares as no passes."""
    nested = "builtin.module(" * 3000 + "cse" + ")" * 3000
    if where == "manifest":
        _edit_json(lineinfo_copy / bundle.MANIFEST, lambda d: d["pipeline"].update(expanded=nested))
    else:
        (lineinfo_copy / where).write_text(nested)
    r = irscope("explain", str(lineinfo_copy), timeout=300)
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr[-3000:]


@pytest.mark.parametrize(
    ("number", "complaint"),
    [
        ("9" * 5001, "more than 40 digits"),
        ("NaN", "NaN"),
        ("1e400", "too large for a float"),
        ("-Infinity", "-Infinity"),
    ],
)
@pytest.mark.parametrize("command", [["passes", "--json"], ["stats"]], ids=["passes-json", "stats"])
def test_a_manifest_number_out_of_bounds_is_one_line(
    bundle_copy: Path, number: str, complaint: str, command: list[str]
) -> None:
    """A pass time of 5001 digits: a ValueError traceback. NaN or 1e400: `passes --json` printed
    bare NaN / Infinity, which is no JSON. The manifest is refused at load, naming it."""
    manifest = bundle_copy / bundle.MANIFEST
    text = manifest.read_text()
    data = json.loads(text)
    data["passes"][0]["time_ms"] = 12345.5
    manifest.write_text(json.dumps(data).replace("12345.5", number))
    r = irscope(*command[:1], str(bundle_copy), *command[1:])
    line = r.one_error_line()
    assert r.returncode == 2 and str(manifest) in line and complaint in line, line
    assert r.stdout == ""


# ---- reports are validated before they are merged ------------------------------------------
_JUNIT = """<?xml version="1.0" encoding="utf-8"?>
<testsuites name="irscope check"><testsuite name="irscope check" tests="1" failures="0" errors="0" time="{time}">
<testcase classname="relu:f32@sm_90a" name="{name}" file="snapshots/expectations.txt" line="{line}"/>
</testsuite></testsuites>
"""


@pytest.mark.parametrize(
    ("report", "complaint"),
    [
        (_JUNIT.format(time="abc", line="3", name="b"), "time='abc' is not a number of seconds"),
        (_JUNIT.format(time="nan", line="3", name="b"), "time='nan' is not a number of seconds"),
        (_JUNIT.format(time="1.5", line="x", name="b"), "line='x' is not a line number"),
        (_JUNIT.format(time="1.5", line="\u0663", name="b"), "is not a line number"),
        (
            '<?xml version="1.0"?><!DOCTYPE t [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>'
            "<testsuites><testsuite>&b;</testsuite></testsuites>",
            "declares a DTD",
        ),
        ("<testsuites>" + "<x>" * 1000 + "</x>" * 1000 + "</testsuites>", "nested more than 64 deep"),
    ],
    ids=["time-abc", "time-nan", "line-x", "line-arabic-digit", "entities", "nested"],
)
def test_merge_refuses_a_junit_report_it_cannot_compute_with(tmp_path: Path, report: str, complaint: str) -> None:
    """`irscope merge` of a JUnit report with `time="abc"` or `line="x"`: a ValueError traceback;
    `time="nan"` made a merged time of nan. One line naming the report, nothing written."""
    good, bad = tmp_path / "good.xml", tmp_path / "bad.xml"
    good.write_text(_JUNIT.format(time="2.0", line="4", name="a"))
    bad.write_text(report)
    out = tmp_path / "merged.xml"
    r = irscope("merge", "-o", str(out), str(good), str(bad))
    line = r.one_error_line()
    assert r.returncode == 2 and str(bad) in line and complaint in line, line
    assert not out.exists()


def _check_report(**changes: object) -> dict[str, object]:
    report: dict[str, object] = {
        "ok": True,
        "snapshots": [
            {
                "kernel": "relu",
                "case": "f32",
                "arch": "sm_90a",
                "stage": "ptx",
                "file": "snapshots/relu/f32/sm_90a/module.ptx",
                "status": "match",
                "detail": "",
            }
        ],
        "written": [],
        "deleted": [],
        "unused": [],
        "not_checked": [],
        "capture_failures": [],
        "shard": "1/2",
        "expectations": [],
    }
    report.update(changes)
    return report


@pytest.mark.parametrize(
    ("report", "complaint"),
    [
        (_check_report(ok="false"), "at ok: 'false' is not of type 'boolean'"),
        (_check_report(snapshots=[{"kernel": "relu"}]), "at snapshots/0: 'case' is a required property"),
        (_check_report(snapshots=[{**_check_report()["snapshots"][0], "kernel": 3}]), "snapshots/0/kernel"),  # type: ignore[index]
        (_check_report(capture_failures=[1]), "capture_failures/0"),
        (_check_report(expectations=[{"file": "e.txt", "line": "x"}]), "expectations/0"),
        (json.dumps(_check_report(written=["X"])).replace('"X"', "1e400"), "too large for a float"),
    ],
    ids=[
        "ok-a-string",
        "snapshot-missing-keys",
        "kernel-a-number",
        "failure-a-number",
        "line-a-string",
        "1e400",
    ],
)
def test_merge_refuses_a_check_report_of_the_wrong_shape(tmp_path: Path, report: dict | str, complaint: str) -> None:
    """`irscope merge` of `check --json` reports: wrong types or missing keys were tracebacks, and
    `"ok": "false"` (a string, so truthy) merged as a run that passed."""
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps(_check_report()))
    bad.write_text(report if isinstance(report, str) else json.dumps(report))
    out = tmp_path / "merged.json"
    r = irscope("merge", "-o", str(out), str(good), str(bad))
    line = r.one_error_line()
    assert r.returncode == 2 and str(bad) in line and complaint in line, line
    assert not out.exists()


def test_a_nul_in_a_snapshot_failure_makes_valid_junit_xml(captures: Captures, tmp_path: Path) -> None:
    """The DSL's PTX ends in a NUL byte; a changed PTX snapshot put it (in the diff's context)
    into `check --junit-xml`'s report, which is then no XML: `irscope merge` and every JUnit
    reader refused it. Text XML 1.0 forbids is written as an escape."""
    snapshots = tmp_path / "snapshots"
    shutil.copytree(REPO / "snapshots" / "relu", snapshots / "relu")
    pinned = snapshots / "relu" / "f32" / ARCH / "module.ptx"
    text = pinned.read_bytes()
    assert text.endswith(b"\0\n"), "the pinned PTX no longer ends in a NUL byte"
    pinned.write_bytes(text.replace(b"\tret;", b"\tret; // edited", 1))
    report = tmp_path / "check.xml"
    r = irscope(
        "check", KERNEL, "--arch", ARCH, "--from-store", str(captures.plain),
        "--snapshots", str(snapshots), "--junit-xml", str(report),
    )  # fmt: skip
    assert r.returncode == 1 and "Traceback" not in r.stderr, (r.stdout, r.stderr)
    failure = next(c for c in ET.parse(report).iter("testcase") if c.get("name") == "ptx").find("failure")
    assert failure is not None and "\\x00" in (failure.text or ""), "the diff shows the NUL as an escape"
    merged = irscope("merge", "-o", str(tmp_path / "merged.xml"), str(report))
    assert merged.returncode == 0, merged.stderr


# ---- names and stamps from disk --------------------------------------------------------------
@pytest.mark.parametrize(
    "forged", ["99991231T235959.999999Z-999999999", "20991399T000000.000000Z-999999999"], ids=["last-name", "month-13"]
)
def test_a_forged_stamp_does_not_stay_the_latest_capture(store: Path, forged: str) -> None:
    """A bundle copied to `<stamp>-999999999` where nothing can be named after it (the last
    microsecond of the year 9999, or no date at all): the next capture was named `-1000000000`,
    which is no stamp, so it sorted first and the stale copy stayed the case's latest. A name
    after which no capture can be named is no capture's: the new one is the latest."""
    arch_dir = only_bundle(store).parent
    shutil.copytree(only_bundle(store), arch_dir / forged)
    r = irscope("--store", str(store), "capture", KERNEL, "--arch", ARCH, timeout=300)
    assert r.returncode == 0, (r.stdout, r.stderr)
    newest = captures(arch_dir)[-1]
    assert newest.name != forged and capture_order(newest.name)[0], [p.name for p in captures(arch_dir)]
    listed = json.loads(irscope("list", "--store", str(store), "--json").stdout)
    assert listed[-1]["stamp"] == newest.name, listed


@pytest.mark.parametrize("where", ["stamp", "kernel"])
def test_a_newline_in_a_directory_name_forges_no_row_of_list_store(store: Path, where: str) -> None:
    """A bundle directory (or a kernel directory) named with a newline and a forged row after it:
    `list --store` printed the forged row as a capture of its own. Names in a table are one line
    (line breaks and control characters escaped)."""
    forged_row = "evil:f32@sm_90a  29991231T000000.000000Z  ok  (irscope capture)"
    real = only_bundle(store)
    if where == "stamp":
        shutil.copytree(real, real.parent / f"20200101T000000.000000Z\n{forged_row}")
    else:
        shutil.copytree(store / "relu", store / f"relu\n{forged_row}")
    r = irscope("list", "--store", str(store))
    assert r.returncode == 0, r.stderr
    # the rows are the lines that name a capture; the footer says which command made them
    rows = [ln for ln in r.stdout.splitlines()[2:] if "@sm_" in ln]
    assert len(rows) == 2 and not any(ln.startswith("evil:") for ln in r.stdout.splitlines()), r.stdout
    assert any("\\x0a" in ln for ln in rows), rows


# ---- one reader ------------------------------------------------------------------------------
_PARSERS = {
    ("json", "loads"),
    ("json", "load"),
    ("tomllib", "loads"),
    ("tomllib", "load"),
    ("tomli", "loads"),
    ("tomli", "load"),
    ("ET", "parse"),
    ("ET", "fromstring"),
    ("ET", "fromstringlist"),
    ("ET", "XML"),
    ("ET", "iterparse"),
    ("ET", "XMLParser"),
    ("ET", "XMLPullParser"),
    ("ElementTree", "parse"),
    ("ElementTree", "fromstring"),
    ("expat", "ParserCreate"),
    ("pyexpat", "ParserCreate"),
    ("minidom", "parse"),
    ("minidom", "parseString"),
}


def test_no_parser_is_called_outside_the_bounded_reader() -> None:
    """JSON, TOML and XML are parsed only in irscope/bounded_read.py, which bounds size, depth,
    digits and numbers: a new `json.loads` (or tomllib, ElementTree, expat parse) anywhere else in
    irscope fails this test, as does importing a parser's function by name."""
    found = []
    for path in sorted((REPO / "irscope").rglob("*.py")):
        rel = path.relative_to(REPO).as_posix()
        if rel == "irscope/bounded_read.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                owner = node.func.value
                name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
                if (name, node.func.attr) in _PARSERS:
                    found.append(f"{rel}:{node.lineno}: {name}.{node.func.attr}")
            elif isinstance(node, ast.ImportFrom) and node.module:
                short = node.module.rsplit(".", 1)[-1]
                found += [
                    f"{rel}:{node.lineno}: from {node.module} import {a.name}"
                    for a in node.names
                    if (short, a.name) in _PARSERS
                ]
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                found += [
                    f"{rel}:{node.lineno}: import {n}"
                    for n in names
                    if n.split(".")[0] in ("tomllib", "tomli", "pyexpat")
                ]
    assert found == [], "parsers called outside irscope.bounded_read:\n" + "\n".join(found)
