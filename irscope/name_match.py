"""Names as people type them: what a typed name refers to among the names that exist, and which
names to suggest when it refers to none. One rule for kernel and case names in references
(`store.resolve`), pass names (`Bundle.find_pass`'s suggestions) and the TUI's palette.

Pure functions of strings; nothing here reads a store or a bundle.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from irscope.errors import MAX_LISTED, listed_lines

#: How far a name may be from what was typed and still be suggested (difflib's ratio).
CLOSE_ENOUGH = 0.5


def _components(name: str) -> list[str]:
    """The parts of a dotted name (a traced kernel's module path and class), whole name first."""
    return [name, *name.split(".")[1:]] if "." in name else [name]


def referred(typed: str, names: Iterable[str]) -> list[str]:
    """The names `typed` refers to, by the first rule that any name meets: the name itself; the
    last component of a dotted name (`FlashAttentionForwardSm90` for
    `flash_attn.cute.flash_fwd.FlashAttentionForwardSm90`); a prefix of the name or of one of its
    components; a part of it; a part of it, ignoring case. Empty when none meets any. More than
    one name: the typed one is ambiguous among them (sorted)."""
    names = sorted(set(names))
    if typed in names:
        return [typed]
    lowered = typed.lower()
    rules = (
        lambda n: n.rsplit(".", 1)[-1] == typed,
        lambda n: any(part.startswith(typed) for part in _components(n)),
        lambda n: typed in n,
        lambda n: lowered in n.lower(),
    )
    for rule in rules:
        found = [n for n in names if rule(n)]
        if found:
            return found
    return []


def suggestions(typed: str, names: Iterable[str], limit: int = 8) -> list[str]:
    """Names to offer for a typed name that matched none exactly, the intended one first: names
    it is a prefix of, then names holding it, then the rest by closeness (difflib's ratio, at
    least CLOSE_ENOUGH); within each, the closest first. `cute-expand` offers
    `cute-expand-ops` before `cute-desugar`."""
    import difflib  # only where a name matched nothing

    lowered = typed.lower()
    matcher = difflib.SequenceMatcher()
    matcher.set_seq2(lowered)  # analysed once; each name is the other sequence (get_close_matches' way)
    scored = []
    for name in dict.fromkeys(names):
        low = name.lower()
        matcher.set_seq1(low)
        if any(part.lower().startswith(lowered) for part in _components(name)):
            tier = 0
        elif lowered in low:
            tier = 1
        elif matcher.real_quick_ratio() >= CLOSE_ENOUGH and matcher.quick_ratio() >= CLOSE_ENOUGH:
            tier = 2
        else:
            continue
        closeness = matcher.ratio()
        if tier == 2 and closeness < CLOSE_ENOUGH:
            continue
        scored.append((tier, -closeness, len(name), name))
    return [name for *_, name in sorted(scored)[:limit]]


def words_found(query: str, text: str) -> list[tuple[int, int]] | None:
    """Where each word of `query` (split on spaces) occurs in `text`, ignoring case, in any
    order: `softmax bf16` finds `softmax:bf16@sm_90a`. None when a word does not occur. The
    spans are [start, end) character offsets, one per word (its first occurrence)."""
    words = query.lower().split()
    haystack = text.lower()
    spans = []
    for word in words:
        at = haystack.find(word)
        if at < 0:
            return None
        spans.append((at, at + len(word)))
    return spans


def one_per_line(names: Sequence[str], limit: int = MAX_LISTED) -> str:
    """Names as an error message lists them (errors.listed_lines), as one text."""
    return "\n".join(listed_lines(names, limit))
