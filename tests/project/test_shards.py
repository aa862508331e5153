"""A suite split over machines: `capture`, `check` and the pytest plugin take --shard I/N, and
`irscope merge` joins the shards' stores and reports into what one unsharded run gives."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from irscope import store
from irscope.shard import parse_shard, shard_of
from tests.helpers import CliResult, invoke_irscope, put_member_text, run_irscope
from tests.project.conftest import PROJECT_KERNELS, needs_dsl

SHARDS = (1, 2, 3)


def checked(project: Path, *args: str) -> CliResult:
    r = run_irscope(*args, cwd=project)
    assert r.returncode in (0, 1), r.stderr
    assert "Traceback" not in r.stderr
    return r


@pytest.fixture(scope="module")
def pinned_project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project suite with its snapshots written, then one changed and one removed, so that
    a check fails in two ways; its capture cache holds every case."""
    if shutil.which("true") is None or sys.platform != "linux":
        pytest.skip("linux only")
    root = tmp_path_factory.mktemp("sharded") / "project"
    shutil.copytree(PROJECT_KERNELS, root / "kernels", ignore=shutil.ignore_patterns("__pycache__"))
    r = run_irscope("check", "--update", cwd=root)
    assert r.returncode == 0, r.stderr
    snapshots = root / "snapshots"
    ptx = snapshots / "scale" / "f32" / "sm_80" / "module.ptx"
    ptx.write_text(ptx.read_text().replace("add.f32", "sub.f32"))
    (snapshots / "plain_copy" / "f32" / "sm_90a" / "stats.json").unlink()
    # one line every shard checks a part of, one that fails wherever it is checked
    (snapshots / "expectations.txt").write_text("plain_copy  spill_bytes == 0\nscale@sm_80  registers > 10000\n")
    return root


def test_shard_assignment_is_stable_and_complete() -> None:
    labels = [f"k{i}:c@sm_90a" for i in range(300)]
    owners = [shard_of(label, 3) for label in labels]
    assert set(owners) == {1, 2, 3}
    assert owners == [shard_of(label, 3) for label in reversed(labels)][::-1], "by label, never by position"
    assert all(sum(parse_shard(f"{i}/3").owns(label) for i in SHARDS) == 1 for label in labels)
    for bad in ("0/3", "4/3", "1/0", "x", "1-3"):
        r = invoke_irscope("check", "--shard", bad)
        assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, r.stderr
        assert r.stderr.startswith("irscope check: error: Invalid value for '--shard': "), r.stderr


@needs_dsl
def test_three_check_shards_merged_equal_one_unsharded_check(pinned_project: Path, tmp_path: Path) -> None:
    full = checked(pinned_project, "check", "--junit-xml", str(tmp_path / "full.xml"), "--json")
    assert full.returncode == 1
    for i in SHARDS:
        r = checked(pinned_project, "check", "--shard", f"{i}/3", "--junit-xml", str(tmp_path / f"s{i}.xml"), "--json")
        (tmp_path / f"s{i}.json").write_text(r.stdout)
        assert json.loads(r.stdout)["shard"] == f"{i}/3"

    def snapshot_cases(i: int) -> set[str]:  # expectation lines (file=, line=) are in every shard's report
        return {c.get("classname") for c in ET.parse(tmp_path / f"s{i}.xml").iter("testcase") if c.get("line") is None}

    shard_cases = [snapshot_cases(i) for i in SHARDS]
    assert sum(map(len, shard_cases)) == len(set().union(*shard_cases)), "each case checked by one shard"

    xml = invoke_irscope("merge", "-o", str(tmp_path / "merged.xml"), *(str(tmp_path / f"s{i}.xml") for i in SHARDS))
    assert xml.returncode == 0, xml.stderr
    assert xml.stdout.startswith("merged 3 JUnit report(s): ")
    assert (tmp_path / "merged.xml").read_text() == (tmp_path / "full.xml").read_text()

    merged_json = tmp_path / "merged.json"
    js = invoke_irscope("merge", "-o", str(merged_json), *(str(tmp_path / f"s{i}.json") for i in SHARDS))
    assert js.returncode == 0, js.stderr
    assert json.loads(merged_json.read_text()) == json.loads(full.stdout)
    assert not json.loads(full.stdout)["ok"]
    expectations = json.loads(full.stdout)["expectations"]
    assert [e["ok"] for e in expectations] == [True, False]
    assert len(expectations[0]["checked"]) >= 2, "the line that spans shards was checked on each capture"


@needs_dsl
def test_three_capture_shards_merged_into_one_store_check_the_same(pinned_project: Path, tmp_path: Path) -> None:
    stores = [tmp_path / f"store{i}" for i in SHARDS]
    for i, root in zip(SHARDS, stores, strict=True):
        r = run_irscope("capture", "--shard", f"{i}/3", "--out", str(root), cwd=pinned_project)
        assert r.returncode == 0, r.stderr
    merged = tmp_path / "merged"
    r = invoke_irscope("merge", "-o", str(merged), *map(str, stores), cwd=pinned_project)
    assert r.returncode == 0, r.stderr
    labels = sorted(
        f"{k.name}:{c.name}@{a.name}"
        for k in merged.iterdir()
        if not k.name.startswith(".")
        for c in k.iterdir()
        for a in c.iterdir()
    )
    assert labels == [
        "blackwell_only:f32@sm_100a",
        "plain_copy:f32@sm_80",
        "plain_copy:f32@sm_90a",
        "scale:f32@sm_80",
        "scale:f32@sm_90a",
    ]
    for label in labels:
        assert store.resolve_one(label, merged)
    again = invoke_irscope("merge", "-o", str(merged), *map(str, stores), cwd=pinned_project)
    assert "(5 already there)" in again.stdout, again.stdout

    full = checked(pinned_project, "check", "--junit-xml", str(tmp_path / "full.xml"))
    from_merged = checked(pinned_project, "check", "--from-store", str(merged), "--junit-xml", str(tmp_path / "m.xml"))
    assert from_merged.returncode == full.returncode == 1
    assert (tmp_path / "m.xml").read_text() == (tmp_path / "full.xml").read_text()


@needs_dsl
def test_merge_refuses_a_corrupt_bundle_and_different_bundles_at_one_place(
    pinned_project: Path, tmp_path: Path
) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    for root in (a, b):
        assert (
            run_irscope("capture", "plain_copy", "--arch", "sm_90a", "--out", str(root), cwd=pinned_project).returncode
            == 0
        )
    bundle_a = store.resolve_one("plain_copy:f32@sm_90a", a)
    # the same place in b, other content: refused before anything is written
    shutil.rmtree(store.resolve_one("plain_copy:f32@sm_90a", b))
    shutil.copytree(bundle_a, b / bundle_a.relative_to(a))
    put_member_text(b / bundle_a.relative_to(a), "module.ptx.zst", "// not the same\n")
    out = tmp_path / "out"
    r = invoke_irscope("merge", "-o", str(out), str(a), str(b))
    assert r.returncode == 2 and "two different bundles at one place" in r.stderr, r.stderr
    (b / bundle_a.relative_to(a) / "manifest.json").write_text("{")
    r = invoke_irscope("merge", "-o", str(tmp_path / "out2"), str(a), str(b))
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "manifest.json" in r.stderr, r.stderr
    assert not (tmp_path / "out2").exists(), "nothing is written when an input is corrupt"
    (tmp_path / "r.xml").write_text("<testsuites>")
    bad = invoke_irscope("merge", "-o", str(tmp_path / "m.xml"), str(tmp_path / "r.xml"), str(a))
    assert bad.returncode == 2 and "not a mix" in bad.stderr, bad.stderr
    broken = invoke_irscope("merge", "-o", str(tmp_path / "m.xml"), str(tmp_path / "r.xml"))
    assert broken.returncode == 2 and "r.xml: not well-formed XML" in broken.stderr, broken.stderr
    assert not (tmp_path / "m.xml").exists()


PLUGIN_TESTS = """
import pytest

def test_each_case_matches_its_snapshots(irscope_snapshot, irscope_case):
    irscope_snapshot.assert_matches(irscope_case)

def test_scale_reads_two_cases(irscope_snapshot):
    irscope_snapshot.assert_matches("scale:f32@sm_90a", stage="ptx")
    irscope_snapshot.assert_matches("plain_copy:f32@sm_80", stage="ptx")

@pytest.mark.parametrize("n", range(6))
def test_plain(n):
    assert n != 4

def test_the_whole_store(irscope_store):
    from irscope import store
    assert len(store.all_latest(irscope_store)) == 5  # on a shard too: every case
"""


@needs_dsl
def test_pytest_shards_merged_equal_one_unsharded_session(pinned_project: Path, tmp_path: Path) -> None:
    (pinned_project / "test_kernels.py").write_text(PLUGIN_TESTS)

    def session(name: str, *args: str) -> dict[tuple[str, str], str]:
        report = tmp_path / f"{name}.xml"
        cmd = [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "test_kernels.py",
            f"--junitxml={report}",
            *args,
        ]
        proc = subprocess.run(cmd, cwd=pinned_project, capture_output=True, text=True, timeout=600)
        assert proc.returncode in (0, 1), proc.stdout + proc.stderr
        assert "deleted" not in proc.stdout, "a shard never deletes snapshots"
        return outcomes(report)

    def outcomes(report: Path) -> dict[tuple[str, str], str]:
        out = {}
        for case in ET.parse(report).iter("testcase"):
            kind = next((child.tag for child in case if child.tag in ("failure", "error", "skipped")), "passed")
            out[(case.get("classname"), case.get("name"))] = kind
        return out

    full = session("full")
    shards = [session(f"s{i}", "--irscope-shard", f"{i}/3") for i in SHARDS]
    ran = [{k for k, v in s.items() if v != "skipped"} for s in shards]
    assert sum(map(len, ran)) == len(full), "every test ran on exactly one shard"
    r = invoke_irscope("merge", "-o", str(tmp_path / "merged.xml"), *(str(tmp_path / f"s{i}.xml") for i in SHARDS))
    assert r.returncode == 0, r.stderr
    assert outcomes(tmp_path / "merged.xml") == full
    # the changed snapshot, the missing one, test_plain[4]
    assert sorted(name for (_, name), v in full.items() if v == "failure") == [
        "test_each_case_matches_its_snapshots[plain_copy:f32@sm_90a]",
        "test_each_case_matches_its_snapshots[scale:f32@sm_80]",
        "test_plain[4]",
    ]
