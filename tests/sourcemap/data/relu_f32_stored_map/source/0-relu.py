"""ReLU, out = max(x, 0), one 128-bit vector per thread (the unary elementwise kernel of seed 003).

The host views each row-major tensor as ((1, VEC), (rows, vectors per row)) with zipped_divide;
thread i of the grid takes vector i in row-major order, so a warp reads 32 consecutive vectors
(512 contiguous bytes), and threads past the end do nothing. Layouts are dynamic: one compile
serves every shape whose row length is a multiple of VEC (declared in the compile-only
arguments, so the compiler can prove 16-byte alignment and emit LDG.E.128).
"""

import cutlass
import cutlass.cute as cute
from _common import empty, random_inputs, relu_reference

from irscope.kernel import Case, RunSpec, compile_launcher, dlpack_tensor, fake_tensor, seed_contract

THREADS = 256
DEFAULT_SIZES = {"M": 8192, "N": 8192}


@cute.kernel
def relu_kernel(gX: cute.Tensor, gY: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    bdim, _, _ = cute.arch.block_dim()

    rows, vectors_per_row = gX.shape[1]
    vector = bidx * bdim + tidx
    if vector < rows * vectors_per_row:
        coord = (None, (vector // vectors_per_row, vector % vectors_per_row))
        x = gX[coord].load()
        gY[coord] = cute.where(x > x.element_type(0), x, cute.full_like(x, 0))


@cute.jit
def relu(mX: cute.Tensor, mY: cute.Tensor):
    vec = 128 // mX.element_type.width
    gX = cute.zipped_divide(mX, (1, vec))  # ((1, vec), (M, N / vec))
    gY = cute.zipped_divide(mY, (1, vec))
    total = cute.size(gX, mode=[1])
    relu_kernel(gX, gY).launch(grid=((total + THREADS - 1) // THREADS, 1, 1), block=(THREADS, 1, 1))


def _fake_args(dtype):
    vec = 128 // dtype.width

    def build():
        # Rows of a run-time length that is a multiple of the vector: what makes 128-bit access legal.
        shape = (cute.sym_int(), cute.sym_int(divisibility=vec))
        return [fake_tensor(dtype, shape) for _ in range(2)]

    return build


def _run_spec(dtype) -> RunSpec:
    vec = 128 // dtype.width

    def get_inputs(sizes):
        return random_inputs(dtype, (sizes["M"], sizes["N"]))

    def as_cute(tensor):
        return dlpack_tensor(tensor, dynamic=True, leading_dim=1, divisibility=vec)

    def make_kernel_fn(inputs):
        (x,) = inputs
        if x.shape[1] % vec:
            raise ValueError(f"relu needs N divisible by {vec} for {dtype.__name__} (got N={x.shape[1]})")
        y = empty(tuple(x.shape), like=x)
        launch = compile_launcher(relu, (x, y), convert=as_cute, static_shapes=False)

        def kernel_fn(x):
            launch(x, y)
            return y

        return kernel_fn

    return RunSpec(
        sizes=dict(DEFAULT_SIZES),
        get_inputs=get_inputs,
        reference_fn=relu_reference,
        make_kernel_fn=make_kernel_fn,
        bytes_moved=lambda s: 2 * s["M"] * s["N"] * dtype.width // 8,
    )


CASES = [
    Case(
        name,
        entry=relu,
        args=_fake_args(dtype),
        archs=("sm_80", "sm_90a"),
        dsl=">=4.3",  # cute.sym_int (run-time extents) arrived in 4.3
        description=f"seed 003 relu: one 128-bit vector per thread, dynamic shapes ({dtype.__name__})",
        run=_run_spec(dtype),
    )
    for name, dtype in (("f16", cutlass.Float16), ("bf16", cutlass.BFloat16), ("f32", cutlass.Float32))
]

get_inputs, reference_fn, kernel_fn = seed_contract(CASES[0])
