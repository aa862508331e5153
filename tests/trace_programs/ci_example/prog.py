"""The program of docs/tracing.md's worked CI example: builds its tensors and compiles the copy
for two tile shapes, as a test or a benchmark of a real project would (fake tensors here, so it
runs anywhere; on a GPU machine it would be torch tensors through from_dlpack)."""

import cutlass
import cutlass.cute as cute
from copykern import Tile, TileCopy
from cutlass.cute.runtime import make_fake_compact_tensor


def tensor(rows: int, cols: int):
    return make_fake_compact_tensor(cutlass.BFloat16, (rows, cols), stride_order=(1, 0), assumed_align=16)


if __name__ == "__main__":
    for tile in (Tile(cols=8, threads=128), Tile(cols=16, threads=256)):
        cute.compile(TileCopy(tile), tensor(1024, 1024), tensor(1024, 1024))
        print(f"compiled TileCopy({tile})")
