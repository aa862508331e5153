"""Run specs shared by the kernel modules (imported by them as `_common`; not a kernel module).

Everything torch-related lives here, imported inside the functions: these run only under
`irscope run`. Kernel modules themselves must not contain `import torch` anywhere, not even
inside a function: DSL 4.2's AST preprocessor imports every module a kernel file imports
(tests/kernels/test_portability.py checks this).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from irscope.kernel import RunSpec, Sizes, compile_launcher, torch_dtype


def divisible_by(tile: Sequence[int], what: str = "tile") -> Callable[[tuple[int, ...]], None]:
    """A shape check for kernels that launch one CTA per whole tile and do not predicate."""

    def check(shape: tuple[int, ...]) -> None:
        if any(extent % t for extent, t in zip(shape, tile, strict=True)):
            raise ValueError(
                f"shape {shape} is not a multiple of the {what} {tuple(tile)}; this kernel has no bounds checks"
            )

    return check


def copy_run_spec(
    entry: Callable[..., Any],
    dtype: Any,
    shape: tuple[int, int],
    *,
    constexprs: Sequence[Any] = (),
    check: Callable[[tuple[int, ...]], None] | None = None,
    convert: Callable[[Any], Any] | None = None,
    static_shapes: bool = True,
) -> RunSpec:
    """D = S for a copy kernel ``entry(S, D, *constexprs)``; exact comparison.

    ``convert`` makes the cute.Tensor views (default: static layouts, as fake_tensor makes);
    ``check`` refuses shapes the kernel cannot handle, with a message saying why.
    """

    def get_inputs(sizes: Sizes) -> list[Any]:
        return random_inputs(dtype, (sizes["M"], sizes["N"]))

    def make_kernel_fn(inputs: Sequence[Any]) -> Callable[..., Any]:
        (source,) = inputs
        if check is not None:
            check(tuple(source.shape))
        destination = empty(tuple(source.shape), like=source)
        extra = {"convert": convert} if convert is not None else {}
        launch = compile_launcher(
            entry, (source, destination), constexprs=constexprs, static_shapes=static_shapes, **extra
        )

        def kernel_fn(source: Any) -> Any:
            launch(source, destination)
            return destination

        return kernel_fn

    return RunSpec(
        sizes={"M": shape[0], "N": shape[1]},
        get_inputs=get_inputs,
        reference_fn=lambda source: source.clone(),
        make_kernel_fn=make_kernel_fn,
        bytes_moved=lambda s: 2 * s["M"] * s["N"] * dtype.width // 8,
    )


def random_inputs(dtype: Any, *shapes: tuple[int, ...]) -> list[Any]:
    """One standard-normal CUDA tensor of `dtype` (a cutlass type) per shape."""
    import torch

    return [torch.randn(shape, device="cuda", dtype=torch_dtype(dtype)) for shape in shapes]


def empty(shape: tuple[int, ...], like: Any) -> Any:
    """An uninitialized CUDA tensor of `like`'s dtype and device."""
    import torch

    return torch.empty(shape, device=like.device, dtype=like.dtype)


def relu_reference(x: Any) -> Any:
    import torch

    return torch.relu(x)


def gemm_run_spec(
    entry: Callable[..., Any],
    constexprs: Sequence[Any],
    *,
    tile_mn: tuple[int, int],
    sizes: tuple[int, int, int] = (8192, 8192, 8192),
) -> RunSpec:
    """C = A @ B^T in bf16 with f32 accumulation, for ``entry(A, B, C, *constexprs)`` with A
    (M, K) and B (N, K), both K-major, and C (M, N) row-major; dynamic shapes.

    Checked against an f32 matmul of the same bf16 inputs (the tolerance covers the bf16
    rounding of C); timed against torch.matmul on the same bf16 tensors (cuBLAS).
    """
    from irscope.kernel import dlpack_tensor

    def get_inputs(s: Sizes) -> list[Any]:
        import torch

        m, n, k = s["M"], s["N"], s["K"]
        return [torch.randn((m, k), device="cuda", dtype=torch.bfloat16),
                torch.randn((n, k), device="cuda", dtype=torch.bfloat16)]

    def reference(a: Any, b: Any) -> Any:
        return (a.float() @ b.float().t()).to(a.dtype)

    def baseline(a: Any, b: Any) -> Any:
        import torch

        return torch.matmul(a, b.t())

    def make_kernel_fn(inputs: Sequence[Any]) -> Callable[..., Any]:
        a, b = inputs
        m, k = a.shape
        n = b.shape[0]
        divisible_by(tile_mn, "CTA (cluster) tile")((m, n))
        if k % 8:
            raise ValueError(f"K={k} is not a multiple of 8: TMA needs 16-byte rows")
        c = empty((m, n), like=a)
        convert = lambda t: dlpack_tensor(t, dynamic=True, leading_dim=1, divisibility=8)  # noqa: E731
        launch = compile_launcher(entry, (a, b, c), constexprs=constexprs, convert=convert, static_shapes=False)

        def kernel_fn(a: Any, b: Any) -> Any:
            launch(a, b, c)
            return c

        return kernel_fn

    return RunSpec(
        sizes={"M": sizes[0], "N": sizes[1], "K": sizes[2]},
        get_inputs=get_inputs,
        reference_fn=reference,
        make_kernel_fn=make_kernel_fn,
        bytes_moved=lambda s: 2 * (s["M"] * s["K"] + s["N"] * s["K"] + s["M"] * s["N"]),
        flops=lambda s: 2 * s["M"] * s["N"] * s["K"],
        atol=0.05,
        rtol=0.02,
        baseline_fn=baseline,
    )
