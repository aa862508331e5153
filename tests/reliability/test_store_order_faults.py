"""Which capture of a case is the latest: write order, carried by the directory's name.

A capture made under a clock that ran ahead (a shard's store merged in, a container's clock)
is named in the future; the captures written after it were named by the true time, earlier,
and every reader that takes "the latest" by name (passes, show, stats, diff, export, tui, check,
explain, the capture cache) hid them behind it. A new capture is now named just after the
newest one where that one's name is later (`store.next_stamp`), and captures are ordered by
`store.capture_order` (a `-N` suffix as a number)."""

from __future__ import annotations

import shutil
from datetime import datetime, timezone
from pathlib import Path

from irscope.store import capture_order, captures, next_stamp
from tests.reliability.capture_support import needs_dsl
from tests.reliability.conftest import CASE, irscope

AHEAD = "20991231T000000.000000Z"


def _move_ahead(root: Path) -> tuple[Path, Path]:
    """The store's one capture of CASE renamed to a stamp from a clock far ahead: (arch dir, it)."""
    (real,) = [p.parent for p in root.glob("*/*/*/*/manifest.json")]
    ahead = real.with_name(AHEAD)
    real.rename(ahead)
    return real.parent, ahead


@needs_dsl
def test_a_capture_written_after_one_from_a_clock_ahead_is_the_latest(store: Path) -> None:
    """*failed before*: the new capture was named by the true time, before the 2099 one, and
    `passes`, `stats` and `list` took the 2099 capture as the case's latest."""
    arch_dir, ahead = _move_ahead(store)
    kernel = CASE.partition("@")[0]
    r = irscope("--store", str(store), "capture", kernel, "--arch", "sm_90a", "--no-sass", "--fresh")
    assert r.returncode == 0, r.stderr
    (new,) = [d for d in captures(arch_dir) if d != ahead]
    assert captures(arch_dir) == [ahead, new], "the capture written last is the latest"
    assert capture_order(new.name) > capture_order(ahead.name)
    for args in (["passes", CASE], ["stats", CASE]):
        r = irscope("--store", str(store), *args)
        assert r.returncode == 0, r.stderr
        assert f"({new})" in r.stdout.splitlines()[0], r.stdout.splitlines()[0]
    listed = irscope("list", "--store", str(store), "--json")
    assert listed.returncode == 0, listed.stderr
    assert f'"{new.name}"' in listed.stdout.rsplit('"stamp"', 1)[1], "list shows the latest capture last"


def test_the_stamp_after_a_clock_ahead_and_at_the_end_of_time(tmp_path: Path) -> None:
    arch_dir = tmp_path / "k" / "c" / "sm_90a"
    assert next_stamp(arch_dir).startswith("20"), "no arch directory yet: the time"
    (arch_dir / AHEAD).mkdir(parents=True)
    (arch_dir / AHEAD / "manifest.json").write_text("{}")
    assert next_stamp(arch_dir) == "20991231T000000.000001Z"
    last = "99991231T235959.999999Z"
    (arch_dir / last).mkdir()
    (arch_dir / last / "manifest.json").write_text("{}")
    assert next_stamp(arch_dir) == f"{last}-2"


def test_captures_are_ordered_by_stamp_then_suffix_number(tmp_path: Path) -> None:
    """Two captures taking one name get `-2`, `-3`, ...: `-10` sorted before `-9` by name, so
    the tenth was taken for an older one. A name that is no stamp (a bundle copied in by hand)
    comes first: it never hides a capture."""
    arch_dir = tmp_path / "k" / "c" / "sm_90a"
    stamp = "20260101T000000.000000Z"
    names = ["my-copy", stamp, f"{stamp}-2", f"{stamp}-9", f"{stamp}-10", "20260101T000000.000001Z"]
    for name in names:
        (arch_dir / name).mkdir(parents=True)
        (arch_dir / name / "manifest.json").write_text("{}")
    assert [d.name for d in captures(arch_dir)] == names
    shutil.rmtree(arch_dir / "20260101T000000.000001Z")
    earlier = datetime(2025, 1, 1, tzinfo=timezone.utc)
    assert next_stamp(arch_dir, earlier) == "20260101T000000.000001Z", "after -10, not after -9"
