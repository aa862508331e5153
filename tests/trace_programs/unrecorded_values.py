"""Two compiles of one kernel whose score_mod closures differ only in a value no spec records (a
`bytes` table: recorded by type, not rebuildable), so that their argument specs, and case names,
read alike while their code differs: the trace must keep both (tests/trace/test_score_mods.py).
It compiles only (fake tensors), so it runs anywhere: `python unrecorded_values.py`."""

import sys

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor
from score_mods import ScoreModKernel


def table_scoremod(table: bytes):
    @cute.jit
    def from_table(acc, idx):
        return acc * float(table[0])

    return from_table


if __name__ == "__main__":
    scores = make_fake_compact_tensor(cutlass.Float32, (32,), assumed_align=16)
    for table in (b"\x02", b"\x03"):
        cute.compile(ScoreModKernel(table_scoremod(table)), scores)
        print(f"table {table!r}: compiled")
    sys.exit(0)
