"""`--shard I/N`: which part of a suite one machine of N captures and checks.

A case for one arch (`kernel:case@arch`) belongs to shard `1 + int(sha256(label)) % N`: the
assignment depends on the label alone, never on the order of cases or on which other cases
exist, so adding a kernel moves no other case to another shard, and every machine of a CI
matrix agrees on it without talking to the others. With few cases the shards are uneven
(a hash, not a round robin); with hundreds they even out.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from irscope.errors import IrscopeError

#: ASCII digits (int() reads other scripts' too), at most 6 of them: no CI matrix has a million
#: machines, and a number of 5000 digits was a ValueError traceback.
_SPEC = re.compile(r"^\s*(\d{1,6})\s*/\s*(\d{1,6})\s*$", re.ASCII)


@dataclass(frozen=True)
class Shard:
    index: int  # 1..count
    count: int

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"

    def owns(self, label: str) -> bool:
        return shard_of(label, self.count) == self.index


def shard_of(label: str, count: int) -> int:
    """The shard (1..count) that `label` (kernel:case@arch) belongs to."""
    return 1 + int(hashlib.sha256(label.encode()).hexdigest(), 16) % count


def parse_shard(text: str) -> Shard:
    """`I/N` with 1 <= I <= N, or an IrscopeError saying what is wrong with it."""
    m = _SPEC.match(text)
    if not m:
        raise IrscopeError(f"{text[:40]!r}: expected I/N, e.g. 2/3 (the second of three shards; N at most 999999)")
    index, count = int(m[1]), int(m[2])
    if count < 1 or not 1 <= index <= count:
        raise IrscopeError(f"{text!r}: I must be 1..N (N >= 1)")
    return Shard(index, count)
