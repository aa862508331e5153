"""A kernel that calls jitted functions inside the compile: the program's own helper and the
DSL's own (`PipelineTmaAsync.init_empty_barrier_arrive_signal`, which `PipelineTmaAsync.create`
calls). The locations the DSL gives their operations (the .loc lines of the PTX) are the
program's lines, traced or not."""

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor
from cutlass.pipeline import PipelineTmaAsync


@cute.jit
def doubled(x):
    return x + x


@cute.kernel
def _nested_kernel(a: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    _, signals = PipelineTmaAsync.init_empty_barrier_arrive_signal(cute.make_layout((1, 1, 1, 1)), tidx)
    if signals:
        a[tidx] = doubled(a[tidx])


@cute.jit
def nested(a: cute.Tensor):
    _nested_kernel(a).launch(grid=[1, 1, 1], block=[32, 1, 1])


def compile_nested():
    tensor = make_fake_compact_tensor(cutlass.Float32, (32,), assumed_align=16)
    return cute.compile(nested, tensor, options="--generate-line-info")


if __name__ == "__main__":
    compile_nested()
    print("nested: compiled")
