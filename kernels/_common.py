"""Run specs shared by the kernel modules (imported by them as `_common`; not a kernel module).

Everything torch-related is imported inside the functions: these run only under `irscope run`.
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
        import torch

        return [torch.randn((sizes["M"], sizes["N"]), device="cuda", dtype=torch_dtype(dtype))]

    def make_kernel_fn(inputs: Sequence[Any]) -> Callable[..., Any]:
        import torch

        (source,) = inputs
        if check is not None:
            check(tuple(source.shape))
        destination = torch.empty_like(source)
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
