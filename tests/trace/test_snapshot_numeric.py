"""A DSL number among a jitted call's arguments (`cutlass.Int32(0)`, as
dense_blockscaled_gemm_persistent.py passes its problem shape) does not stop the snapshot of the
call's arguments: the kernel object beside it is still recorded as it was at entry.

The DSL's numeric classes answer `mlir_type` through their metaclass, and that property needs an
MLIR context: asking `hasattr(Int32, "mlir_type")` raised RuntimeError outside a compile. The
snapshot then failed whole, the tracer kept the live arguments, and `self` was described after
the body of `__call__` had stored run-time values on it: the rebuild was refused ("attribute
'tile_sched_params' ... its value is computed at run time").
"""

from __future__ import annotations

import pytest

cutlass = pytest.importorskip("cutlass")

from irscope.capture.trace import signature  # noqa: E402


class Kernel:
    def __init__(self) -> None:
        self.tile = (128, 128)

    def __call__(self, shape: tuple) -> None:  # a kernel class's jitted __call__
        self.tile_sched_params = object()  # what the body of dense_blockscaled's does


def test_a_dsl_number_beside_an_object_keeps_the_object_as_at_entry() -> None:
    kernel = Kernel()
    shape = (cutlass.Int32(0), cutlass.Int32(0))
    args = signature.snapshot((kernel, shape))
    kernel(shape)  # the body runs after the snapshot
    described = signature.describe_call(Kernel.__call__, args, {})
    state = described["params"][0]["state"]
    assert "tile_sched_params" not in state and "tile" in state
    numbers = described["params"][1]["items"]
    assert [n["value"] for n in numbers] == [0, 0] and all(n["rebuild"] for n in numbers)
