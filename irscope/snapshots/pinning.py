"""Which tests of a pytest session pin snapshots, and whether every one of them ran and passed.

An update may delete a snapshot only when the session proves that no test pins it: every test
that can pin one (its fixtures include `irscope_snapshot`) was collected, selected, ran and
passed (syrupy's rule, decided from what pytest collected, selected, skipped and ran, never
from a guess about `-k` or `-m`). A session is *partial*, and deletes nothing, when:

- the tests were chosen by path or node id (`pytest test_a.py`, `pytest tests/x.py::test_y`,
  `pytest` run from a subdirectory) and the paths do not cover what a plain `pytest` in the
  rootdir collects (its `testpaths`, else the rootdir), or `--pyargs` named them;
- the command line narrowed collection (`--ignore`, `--ignore-glob`, `--lf`, `--sw`: ini
  `addopts` are the project's definition of its suite and do not count);
- a file failed to collect;
- a test that pins was deselected (`-k`, `-m`, `--deselect`), skipped (`skipif(no GPU)`), xfailed,
  failed, or never ran (`-x`, an interrupt, a crashed pytest-xdist worker);
- a pytest-xdist worker ended without reporting what it pinned.

Reports carry what each test checked (`irscope_checked`, which pytest-xdist sends from the
workers to the controller with the rest of the report), so the process that decides, the only
process or the xdist controller, sees the same thing either way.
"""

from __future__ import annotations

import glob
import os
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from irscope.bundle.members import read_regular_file
from irscope.snapshots.layout import SnapshotId

FIXTURE = "irscope_snapshot"
#: The attribute of a test report holding what the test checked: [kernel, case, arch, stage, status] lists.
REPORT_ATTR = "irscope_checked"
#: Command-line options that leave tests uncollected (by file, not by item, so no
#: pytest_deselected tells of them).
NARROWING_OPTIONS = ("--ignore", "--ignore-glob", "--lf", "--last-failed", "--sw", "--stepwise", "--pyargs")
_RANK = {"passed": 0, "skipped": 1, "xfailed": 2, "failed": 3}


def encode_checks(results: list[Any]) -> list[list[str]]:
    """SnapshotResults as a report attribute: plain lists, which pytest-xdist serializes."""
    return [[r.sid.kernel, r.sid.case, r.sid.arch, r.sid.stage, r.status] for r in results]


@dataclass
class PinLedger:
    """What the deciding process learned about the session's tests (see the module docstring)."""

    pinning: set[str] = field(default_factory=set)  # node ids of selected tests that can pin
    deselected: set[str] = field(default_factory=set)  # ... deselected ones
    outcomes: dict[str, str] = field(default_factory=dict)  # node id -> passed | skipped | xfailed | failed
    checked: dict[SnapshotId, str] = field(default_factory=dict)  # what was checked, and how it compared
    partial: list[str] = field(default_factory=list)  # reasons found outside the tests

    def record(self, report: Any) -> None:
        """One phase report (setup, call, teardown) of one test."""
        outcome = "failed" if report.failed else "skipped" if report.skipped else "passed"
        if hasattr(report, "wasxfail") and outcome == "skipped":
            outcome = "xfailed"  # it stopped where it xfailed: it did not prove what it pins after
        previous = self.outcomes.get(report.nodeid, "passed")
        self.outcomes[report.nodeid] = max(previous, outcome, key=_RANK.__getitem__)
        checks = getattr(report, REPORT_ATTR, None) or []
        if checks:
            self.pinning.add(report.nodeid)  # a test that reached the fixture another way
        for kernel, case, arch, stage, status in checks:
            sid = SnapshotId(kernel, case, arch, stage)
            if self.checked.get(sid, "match") == "match":
                self.checked[sid] = status

    def reasons(self) -> list[str]:
        """Why this session cannot prove a snapshot unused; empty when it can."""
        out = list(self.partial)
        if self.deselected:
            out.append(f"{_tests(len(self.deselected))} using irscope_snapshot deselected (-k, -m, --deselect)")
        by_outcome: dict[str, int] = {}
        for nodeid in self.pinning:
            outcome = self.outcomes.get(nodeid, "did not run")
            if outcome != "passed":
                by_outcome[outcome] = by_outcome.get(outcome, 0) + 1
        for outcome, n in sorted(by_outcome.items()):
            out.append(f"{_tests(n)} using irscope_snapshot {outcome}")
        return list(dict.fromkeys(out))  # a reason pytest-xdist's workers each sent once


def _tests(n: int) -> str:
    return f"{n} test{'s' if n != 1 else ''}"


def may_pin(rootpath: Path, nodeid: str) -> bool:
    """Could the tests of a module skipped whole at collection (`pytest.importorskip` at its top)
    pin snapshots? Yes when the module, or a conftest.py above it, names the fixture (a test
    names it in its signature or `usefixtures`; a conftest fixture that wraps it names it
    there). Unreadable files count as naming it."""
    path = Path(rootpath) / nodeid.split("::")[0]
    if path.suffix != ".py":
        return True
    here = path.parent
    files = [path] + [d / "conftest.py" for d in [here, *here.parents] if d == rootpath or d.is_relative_to(rootpath)]
    for f in files:
        if not f.exists():
            continue
        data = read_regular_file(f)
        if data is None or FIXTURE.encode() in data:
            return True
    return False


def collection_reasons(config: Any) -> list[str]:
    """Why the session did not collect what a plain `pytest` in the rootdir collects (empty: it did)."""
    reasons = []
    given = list(config.invocation_params.args) + shlex.split(os.environ.get("PYTEST_ADDOPTS", ""))
    used = sorted({opt for opt in NARROWING_OPTIONS for arg in given if arg == opt or arg.startswith(opt + "=")})
    if used:
        reasons.append(f"collection narrowed by {', '.join(used)}")
    source = config.args_source
    if source == config.ArgsSource.INVOCATION_DIR and Path(config.invocation_params.dir) != Path(config.rootpath):
        reasons.append(f"tests collected from {config.invocation_params.dir} only, not the rootdir {config.rootpath}")
    elif source == config.ArgsSource.ARGS:
        chosen = _chosen_by_arguments(config)
        if chosen:
            reasons.append(chosen)
    return reasons


def _chosen_by_arguments(config: Any) -> str:
    """Why the paths or node ids given on the command line cover less than the default run."""
    if any("::" in arg for arg in config.args):
        return "tests chosen by node id"
    here = Path(config.invocation_params.dir)
    given = [(here / arg).resolve() for arg in config.args]
    root = Path(config.rootpath)
    defaults = [Path(p).resolve() for t in config.getini("testpaths") for p in glob.glob(str(root / t), recursive=True)]
    uncovered = [d for d in defaults or [root] if not any(d == g or d.is_relative_to(g) for g in given)]
    if uncovered:
        return f"tests chosen by path ({' '.join(config.args)}), not all of {' '.join(map(str, defaults or [root]))}"
    return ""
