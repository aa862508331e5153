"""What the header says of the captures shown, in the room the terminal gives it: the one place a
capture's label is fitted to a width (the header, the split view's column labels).

A label is KERNEL:CASE@ARCH. A traced kernel's name is its module path and class
(`flash_attn.cute.flash_fwd.FlashAttentionForwardSm90`), its case the arguments' signature and a
digest (`bf16_d128_causal-c9c47573`): the case is what tells two captures of a kernel apart, so
it is never left out. Short of room, in this order: what the header adds beside a label (the DSL
release; `Side.notes`) goes; each kernel keeps only the last component of its dotted name; B's
kernel (and its arch) go where they are A's; the cases are cut in their middle (their start and their digest
stay); last, the kernels' names are cut in their middle. `@ARCH` is never cut.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from irscope.store_refs import split_ref

#: The fewest cells a case is cut to: its first and last three characters around the ellipsis.
MIN_CASE = 7
#: The fewest cells a kernel's name is cut to.
MIN_KERNEL = 5


@dataclass(frozen=True)
class Side:
    """One capture in the header: "A" (the one browsed) or "B" (compared with)."""

    tag: str
    label: str
    notes: tuple[str, ...] = ()  # what else to say of it, in parentheses, while there is room

    def text(self, label: str, *, notes: bool) -> str:
        said = f" ({', '.join(self.notes)})" if notes and self.notes else ""
        return f"{self.tag} {label}{said}"


def title(sides: Sequence[Side], room: int) -> str:
    """The header's title for one capture (`A label (DSL 4.5.3)`) or two (`A ... vs B ...`) in at
    most `room` cells where it can be, shortened by the rules above."""
    a, b = sides[0], (sides[1] if len(sides) > 1 else None)
    if b is None:
        for text in (a.text(a.label, notes=True), a.label, short_kernel(a.label)):
            if len(text) <= room:
                return text
        return fit_label(a.label, room)
    full = f"{a.text(a.label, notes=True)}  vs  {b.text(b.label, notes=True)}"
    plain = f"A {a.label}  vs  B {b.label}"
    left, right = short_kernel(a.label), short_kernel(b.label)
    shorter = f"A {left} vs B {right}"
    relative = f"A {left} vs B {relative_to(left, right)}"
    for text in (full, plain, shorter, relative):
        if len(text) <= room:
            return text
    right = relative_to(left, right)
    rest = room - len("A  vs B ")
    right_room = min(len(right), max(rest // 2, rest - len(left)))
    return f"A {fit_label(left, rest - right_room)} vs B {fit_label(right, right_room)}"


def short_kernel(label: str) -> str:
    """The label with its kernel's dotted name shortened to its last component."""
    ref = split_ref(label)
    if ref.case is None or ref.arch is None:
        return label
    return f"{ref.kernel.rsplit('.', 1)[-1]}:{ref.case}@{ref.arch}"


def relative_to(a: str, b: str) -> str:
    """B's label without what it shares with A: the kernel and the arch (`:case`), the kernel
    (`:case@arch`), or the kernel and the case (`@arch`: A's case, which the header shows beside
    it); else whole."""
    ra, rb = split_ref(a), split_ref(b)
    if not rb.kernel or rb.kernel != ra.kernel or rb.case is None:
        return b
    if rb.case == ra.case and rb.arch:
        return f"@{rb.arch}"
    return f":{rb.case}" if rb.arch == ra.arch else b[len(rb.kernel) :]


def fit_label(label: str, width: int) -> str:
    """A KERNEL:CASE@ARCH label (or B's `:CASE@ARCH`) in at most `width` cells where it can be:
    the kernel's last dotted component, then the case cut in its middle (never below MIN_CASE
    cells), then the kernel cut in its middle; `@ARCH` whole. Text that is no label is cut in its
    middle."""
    if len(label) <= width:
        return label
    ref = split_ref(label)
    if ref.case is None or ref.arch is None:
        return cut_middle(label, width)
    kernel, arch = ref.kernel.rsplit(".", 1)[-1], f"@{ref.arch}"
    text = f"{kernel}:{ref.case}{arch}"
    if len(text) <= width:
        return text
    case_room = width - len(kernel) - 1 - len(arch)
    if case_room >= MIN_CASE:
        return f"{kernel}:{cut_middle(ref.case, case_room)}{arch}"
    both = width - 1 - len(arch)  # kernel and case cut alike, the case to no fewer than MIN_CASE
    case = cut_middle(ref.case, max(MIN_CASE, both // 2))
    kernel_room = max(both - len(case), min(len(kernel), MIN_KERNEL))
    return f"{cut_middle(kernel, kernel_room)}:{case}{arch}"


def fit_side(text: str, width: int) -> str:
    """`A label` or `B label` (the split view's column labels) in `width` cells, by fit_label."""
    tag, space, label = text.partition(" ")
    if space and tag in ("A", "B"):
        return f"{tag} {fit_label(label, max(1, width - len(tag) - 1))}"
    return cut_middle(text, width)


def cut_middle(text: str, width: int) -> str:
    if len(text) <= width:
        return text
    if width <= 1:
        return "…"[:width]
    head = width // 2
    return text[:head] + "…" + text[len(text) - (width - head - 1) :]
