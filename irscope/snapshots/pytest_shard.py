"""`pytest --irscope-shard I/N`: the tests one machine of N runs.

- A test parametrized by `irscope_case` (the plugin fills it with every case of the suite,
  KERNEL:CASE@ARCH) runs on the shard its case belongs to (irscope.shard), and is deselected
  on the others.
- A test that asks `irscope_snapshot` for bundles belongs to the shard of the first case it
  asks for: on any other shard it is skipped at that first call, saying which shard runs it.
  A further case it asks for from another shard is captured there and then.
- Any other test runs on the shard its node id hashes to; one that takes `irscope_store` (the
  session's whole store) makes that shard capture every case of the suite.

So every test runs on exactly one shard, each case is captured (about) once across the shards,
and `irscope merge` joins the shards' JUnit reports into the unsharded run's. A sharded session
is a partial run: it never deletes snapshots. A shard left with no test at all exits 0, not
pytest's 5 (no tests), which would fail its CI job for the suite being small.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from irscope.shard import Shard, shard_of
from irscope.snapshots.bundle_source import BundleSource

#: Fixtures whose tests are sharded by the cases they use rather than by node id.
CASE_FIXTURES = ("irscope_case", "irscope_snapshot")


def item_owner(item: pytest.Item, shard: Shard) -> int | None:
    """The shard that runs `item`, None where its first bundle request decides (at run time)."""
    callspec = getattr(item, "callspec", None)
    case = callspec.params.get("irscope_case") if callspec is not None else None
    if isinstance(case, str):
        return shard_of(case, shard.count)
    if any(name in CASE_FIXTURES for name in getattr(item, "fixturenames", ())):
        return None
    return shard_of(item.nodeid, shard.count)


def split_items(items: Sequence[pytest.Item], shard: Shard) -> tuple[list[pytest.Item], list[pytest.Item]]:
    """(kept, deselected) for this shard."""
    kept: list[pytest.Item] = []
    deselected: list[pytest.Item] = []
    for item in items:
        owner = item_owner(item, shard)
        (kept if owner is None or owner == shard.index else deselected).append(item)
    return kept, deselected


def skip_unless_owned(source: BundleSource, shard: Shard, ref: str) -> None:
    """Skip the running test when the first case it asks for is another shard's."""
    owner = source.owner(ref)
    if owner is not None and owner != shard.index:
        pytest.skip(f"irscope shard {shard}: {ref} is shard {owner}/{shard.count}'s")
