"""procs/PID.json, one traced Python process's record: what the process writes is what its readers
accept, and a record that is not one is named, never summed (trace/process_record.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from irscope.capture.trace import process_record
from irscope.capture.trace.process import BOOT_DIR, STAGING_ENV
from irscope.capture.trace.staging import ProcessRecords
from tests.helpers import REPO


def _run_traced(staging: Path, code: str) -> Path:
    env = {**os.environ, STAGING_ENV: str(staging), "PYTHONPATH": os.pathsep.join([str(BOOT_DIR), str(REPO)])}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    (path,) = (staging / "procs").glob("*.json")
    return path


def test_a_traced_process_leaves_a_record_its_readers_accept(tmp_path: Path) -> None:
    """A process that starts tracing registers at once and completes its record as it ends; the
    schema-checked reader takes it whole."""
    path = _run_traced(tmp_path / "staging", "pass")
    record = process_record.read(path)
    assert record["pid"] == int(path.stem)
    assert record["argv"][1:] == ["-c"]
    assert record["internal_errors"] == []
    assert not list(path.parent.glob(".*.tmp")), "a half-written record was left"


def test_a_process_whose_registration_was_spoiled_still_ends_with_a_whole_record(tmp_path: Path) -> None:
    """The registration overwritten with something else while the program ran: the record the
    process ends with is its own, valid, with its own command line."""
    code = (
        "import os, pathlib\n"
        f"p = pathlib.Path({str(tmp_path / 'staging' / 'procs')!r}) / f'{{os.getpid()}}.json'\n"
        'p.write_text(\'{"pid": "not a pid"\')\n'
    )
    path = _run_traced(tmp_path / "staging", code)
    record = process_record.read(path)
    assert record["pid"] == int(path.stem) and record["argv"][1:] == ["-c"]


def test_a_record_that_is_not_one_is_named_and_not_summed(tmp_path: Path) -> None:
    procs = tmp_path / "procs"
    procs.mkdir()
    (procs / "11.json").write_text(json.dumps({"pid": 11, "counts": {"compiles": "many"}}))
    (procs / "12.json").write_text(json.dumps({"pid": 12, "counts": {"compiles": 2}, "internal_errors": ["E: x"]}))
    (procs / "13.json").write_bytes(b"\x00\x01")
    records = ProcessRecords.read(tmp_path)
    assert records.count("compiles") == 2
    bad, unreadable, theirs = records.internal_errors()
    assert bad.startswith(f"{procs / '11.json'}: invalid traced process record at counts/compiles"), bad
    assert unreadable.startswith(f"{procs / '13.json'}: "), unreadable
    assert theirs == "E: x"
