"""A case that declares only sm_100a (as the suite's Blackwell GEMM does): `capture --arch
sm_90a` passes over it. Its kernel is plain_copy's."""

import cutlass
from plain_copy import copy

from irscope.kernel import Case, fake_tensor

CASES = [
    Case(
        "f32",
        entry=copy,
        args=lambda: [fake_tensor(cutlass.Float32, (128,)) for _ in range(2)],
        archs=("sm_100a",),
        description="project suite: declares sm_100a only",
    )
]
