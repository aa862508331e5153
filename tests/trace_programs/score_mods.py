"""Score and mask modifiers the way FlashAttention-4 passes them (its `score_mod` / `mask_mod`
extension point), for the trace -> spec -> rebuild tests of closures:

- a softcap closure made by a factory, as `flash_attn.cute.utils.create_softcap_scoremod` makes
  one: a `@cute.jit` function defined inside the factory, capturing the softcap value; compiled
  twice, with 2.5 and 0.5, which differ only in that captured value;
- a score_mod and a mask_mod defined at module level (`@cute.jit`);
- a mask_mod made by a factory with two decorators, one of them the program's own (as FA4's
  `@fast_sampling @cute.jit` mask factories), capturing two ints;
- a closure capturing another closure (a softcap applied after a bias);
- a closure capturing a DSL number (`cutlass.Float32(0.5)`).

Each is stored on a kernel object (as FA4's kernel classes keep them on `self`) whose jitted
`__call__` launches a kernel that applies them. It compiles only (fake tensors), so it runs
anywhere: `python score_mods.py`.
"""

import sys

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


def create_softcap_scoremod(softcap_val):
    @cute.jit
    def scoremod_premask_fn(acc, idx):
        scores = acc / softcap_val
        return softcap_val * cute.math.tanh(scores, fastmath=True)

    return scoremod_premask_fn


@cute.jit
def score_mod_times_two(acc, idx):
    return acc * 2.0


@cute.jit
def mask_mod_even(acc, idx):
    return acc if idx % 2 == 0 else acc * 0.0


def marked(mod):
    """A decorator of the program's own: marks the function, as FA4's `fast_sampling` does."""
    mod.use_fast_sampling = True
    return mod


def get_window_mask(window_left: int, window_right: int):
    @marked
    @cute.jit
    def window_mask(acc, idx):
        return acc if idx >= window_left and idx <= 31 - window_right else acc * 0.0

    return window_mask


def biased_softcap(bias: float, softcap):
    inner = create_softcap_scoremod(softcap)

    @cute.jit
    def biased(acc, idx):
        return inner(acc + bias, idx)

    return biased


def scaled_by(factor):
    @cute.jit
    def scaled(acc, idx):
        return acc * factor

    return scaled


class ScoreModKernel:
    """A kernel configured with a score_mod and a mask_mod, as FA4's attention kernels are."""

    def __init__(self, score_mod, mask_mod=None):
        self.score_mod = score_mod
        self.mask_mod = mask_mod

    @cute.jit
    def __call__(self, scores: cute.Tensor):
        self.kernel(scores).launch(grid=[1, 1, 1], block=[32, 1, 1])

    @cute.kernel
    def kernel(self, scores: cute.Tensor):
        tidx, _, _ = cute.arch.thread_idx()
        value = self.score_mod(scores[tidx], tidx)
        if cutlass.const_expr(self.mask_mod is not None):
            value = self.mask_mod(value, tidx)
        scores[tidx] = value


def compile_all() -> None:
    scores = make_fake_compact_tensor(cutlass.Float32, (32,), assumed_align=16)
    for name, kernel in (
        ("softcap 2.5", ScoreModKernel(create_softcap_scoremod(2.5))),
        ("softcap 0.5", ScoreModKernel(create_softcap_scoremod(0.5))),
        ("module level", ScoreModKernel(score_mod_times_two, mask_mod_even)),
        ("window mask", ScoreModKernel(score_mod_times_two, get_window_mask(4, 8))),
        ("closure of a closure", ScoreModKernel(biased_softcap(0.25, 2.5))),
        ("DSL number", ScoreModKernel(scaled_by(cutlass.Float32(0.5)))),
    ):
        cute.compile(kernel, scores)
        print(f"{name}: compiled")


if __name__ == "__main__":
    compile_all()
    sys.exit(0)
