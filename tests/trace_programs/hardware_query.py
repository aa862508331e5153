"""A program that asks the GPU how many clusters fit before it compiles, as the Blackwell examples
do (`cutlass.utils.HardwareInfo().get_max_active_clusters`: the DSL compiles an empty kernel of
its own and loads it), then compiles a kernel with the answer as a parameter.

On a GPU machine: `python hardware_query.py`; here, through the harness's fake driver of an
sm_90a GPU: `python upstream_on_cpu.py --gpu sm_90a hardware_query.py`. Traced with
`--arch sm_100a`, the DSL's probe must run for the GPU present, the kernel for sm_100a.
"""

import sys

import cutlass
import cutlass.cute as cute
import cutlass.utils as utils
from cutlass.cute.runtime import make_fake_compact_tensor


@cute.kernel
def fill(dst: cute.Tensor, clusters: cutlass.Constexpr[int]):
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    dst[bidx * 32 + tidx] = dst.element_type(clusters)


@cute.jit
def sized_by_the_gpu(dst: cute.Tensor, clusters: cutlass.Constexpr[int]):
    fill(dst, clusters).launch(grid=[clusters, 1, 1], block=[32, 1, 1])


def main() -> int:
    clusters = utils.HardwareInfo().get_max_active_clusters(1)
    print(f"max active clusters: {clusters}")
    dst = make_fake_compact_tensor(cutlass.Float32, (clusters * 32,), assumed_align=16)
    cute.compile(sized_by_the_gpu, dst, clusters)
    print("compiled")
    return 0


if __name__ == "__main__":
    sys.exit(main())
