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
