"""How the host code launches each kernel: block size and dynamic shared memory, from the MLIR.

The DSL launches a kernel with `cuda.launch_cfg.create (blockDim = (...), dynamicSmemBytes = %c,
...)` and `cuda.launch_ex @kernels::@<kernel><%cfg>`. Where those operands are constants
(`arith.constant 256 : i32`), the bundle knows the launch; where they are computed at run time
it does not, and the value is left out (None), never guessed. Read from the last observed IR
that still holds a constant launch: later passes may fold the constants into arithmetic.

MLIR prints a module that fails to verify in its generic form, silently, and the DSL's
pipeline can hand on such a module (an int8 warpgroup-MMA kernel on sm_90a, DSL 4.5.3, from
cute-expand-ops on): the same launch then reads `%10 = "cuda.launch_cfg.create"(%3, %2, %2, %0,
...)` with its operands in the custom form's order (blockDim x, y, z, dynamicSmemBytes, gridDim,
stream), `"cuda.launch_ex"(%10, ...) <{..., callee = @kernels::@k}>` and `%0 =
"arith.constant"() <{value = 10240 : i64}> : () -> i64`. Both forms are read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from irscope.bundle import Bundle

_NAME = r"%[\w$.\-]+"
_LAUNCH_CFG = re.compile(
    rf"(?P<cfg>{_NAME}) = cuda\.launch_cfg\.create\b[^\n]*?"
    rf"blockDim = \((?P<x>{_NAME}), (?P<y>{_NAME}), (?P<z>{_NAME})\)[^\n]*?dynamicSmemBytes = (?P<smem>{_NAME})"
)
_LAUNCH = re.compile(rf"cuda\.launch_ex @[\w$.\-]+::@(?P<fn>[\w$.\-]+)<(?P<cfg>{_NAME})>")
_INT_CONSTANT = re.compile(rf"(?P<name>{_NAME}) = arith\.constant (?P<value>-?\d+) : i(?:32|64)\b")
# The generic form of the same three ops (a module that failed to verify is printed so).
_GENERIC_LAUNCH_CFG = re.compile(
    rf"(?P<cfg>{_NAME}) = \"cuda\.launch_cfg\.create\"\((?P<x>{_NAME}), (?P<y>{_NAME}), (?P<z>{_NAME}), (?P<smem>{_NAME})[,)]"
)
_GENERIC_LAUNCH = re.compile(
    rf"\"cuda\.launch_ex\"\((?P<cfg>{_NAME})[,)][^\n]*?\bcallee = @[\w$.\-]+::@(?P<fn>[\w$.\-]+)"
)
_GENERIC_INT_CONSTANT = re.compile(
    rf"(?P<name>{_NAME}) = \"arith\.constant\"\(\) <\{{value = (?P<value>-?\d+) : i(?:32|64)\}}>"
)


@dataclass(frozen=True)
class LaunchConfig:
    """One launch of a kernel as the host code writes it; None where not a constant."""

    kernel: str
    block: tuple[int, int, int] | None
    dynamic_shared_bytes: int | None

    @property
    def threads(self) -> int | None:
        return None if self.block is None else self.block[0] * self.block[1] * self.block[2]


def launch_configs(b: Bundle) -> dict[str, LaunchConfig]:
    """Kernel name -> its launch, from the last observed IR with a launch whose size is constant
    (or the last with any launch, when none is)."""
    found: dict[str, LaunchConfig] = {}
    for p in reversed(b.passes):
        if not p.ir_member:
            continue
        text = b.read_text(p.ir_member)
        if "cuda.launch_cfg.create" not in text:
            continue
        configs = parse_launch_configs(text)
        if not found:
            found = configs
        if any(c.dynamic_shared_bytes is not None and c.block is not None for c in configs.values()):
            return configs
    return found


def parse_launch_configs(mlir: str) -> dict[str, LaunchConfig]:
    """Kernel -> launch; where a kernel is launched more than once, the largest constant smem."""
    constants = {
        m["name"]: int(m["value"]) for pattern in (_INT_CONSTANT, _GENERIC_INT_CONSTANT) for m in pattern.finditer(mlir)
    }
    configs = {}
    for m in (*_LAUNCH_CFG.finditer(mlir), *_GENERIC_LAUNCH_CFG.finditer(mlir)):
        dims = [constants.get(m[d]) for d in ("x", "y", "z")]
        block = tuple(dims) if all(d is not None for d in dims) else None
        configs[m["cfg"]] = (block, constants.get(m["smem"]))
    out: dict[str, LaunchConfig] = {}
    for m in (*_LAUNCH.finditer(mlir), *_GENERIC_LAUNCH.finditer(mlir)):
        if m["cfg"] not in configs:
            continue
        block, smem = configs[m["cfg"]]
        before = out.get(m["fn"])
        if before is not None and before.dynamic_shared_bytes is not None and smem is not None:
            smem = max(smem, before.dynamic_shared_bytes)
        out[m["fn"]] = LaunchConfig(m["fn"], block, smem)  # type: ignore[arg-type]
    return out
