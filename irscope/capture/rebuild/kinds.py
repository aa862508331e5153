"""Every kind of traced argument, in the order describing asks them (kind.py): the registry that
`irscope trace` records arguments with (trace.signature) and `capture --from-trace` rebuilds
them with (rebuild.build). A kind missing here is not recorded and, in a spec, refused.

    tensor      dtype, shape, stride, dynamic modes, alignment, memory space, MLIR type
    pointer     a DSL runtime pointer: dtype, memory space, alignment, MLIR type (no address)
    scalar      a Python bool/int/float/str/None: its type, value and whether it is Constexpr
    numeric     a number of the DSL's (cutlass.Int32(3)): its type and value
    dtype       a numeric type of the DSL (cutlass.Float16), by class
    tuple       a tuple or list of the others (shapes, tilers)
    namedtuple  a named tuple: its class and items
    dict        a dict with string keys
    stream      a CUDA stream: runtime-only, rebuilt as the DSL's fake stream
    enum        a member of any enum.Enum: its class and the member's name
    class       any other class, by module and qualified name
    function    a function by name; a lambda or inner function (decorated or not) by its source
                and the values of its closure
    object      a class instance: its class and its attributes as at the call's entry
    ref         a reference back to an object that encloses it
    opaque      anything else, recorded by type, with why it cannot be rebuilt
"""

from __future__ import annotations

from irscope.capture.rebuild import kinds_code, kinds_device, kinds_values
from irscope.capture.rebuild.kind import Describing, Kinds, Rebuilding

__all__ = ["KINDS", "Describing", "Rebuilding"]

# Asked in this order: a Cycle or an enum member before scalars (an IntEnum is an int too), a
# numeric type before other classes, named tuples before tuples, objects last.
KINDS = Kinds(
    order=(
        kinds_values.Ref(),
        kinds_values.Enum(),
        kinds_values.Scalar(),
        kinds_device.Tensor(),
        kinds_device.Pointer(),
        kinds_values.Dtype(),
        kinds_code.Class(),
        kinds_values.Numeric(),
        kinds_values.NamedTuple(),
        kinds_values.Tuple(),
        kinds_values.Dict(),
        kinds_values.Stream(),
        kinds_code.Function(),
        kinds_code.Object(),
    ),
    fallback=kinds_values.Opaque(),
)
