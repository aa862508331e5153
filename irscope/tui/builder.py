"""From what the user selected to a Document: plain functions, run in workers, results cached.

A Selection names everything a view depends on (bundle(s), pass, text kind, layout,
normalization), so it is the cache key: stepping back to a pass pair already seen costs a dict
lookup. Diffs come from irscope.analysis.diff; nothing here compares texts itself.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from irscope.bundle import Bundle
from irscope.tui.documents import Document, full_document, message_document, split_document, unified_document

LAYOUTS = ("split", "unified", "full")


@dataclass(frozen=True)
class Selection:
    a: Path  # the bundle browsed
    b: Path | None  # the bundle compared with (compare mode), else None
    pass_key: str | None
    kind: str = "mlir"  # mlir | ptx | sass (or LOOP: the main loop's SASS)
    layout: str = "split"  # split | unified | full
    normalized: bool = True

    @property
    def compare(self) -> bool:
        return self.b is not None


def build_document(sel: Selection, bundles: dict[Path, Bundle]) -> Document:
    # The texts (normalizing, names, the compiled core) are imported by the first build: a fresh
    # app's first view is built in the first document's child, and the app needs this module
    # before its first frame only for its names.
    from irscope.analysis.texts import TITLES, Missing, diff_note, module_text, pass_after, pass_before_after

    a = bundles[sel.a]
    if sel.kind == LOOP:
        return _loop_document(sel, a, bundles[sel.b] if sel.b is not None else None)
    if sel.b is not None:
        return _compare_document(sel, a, bundles[sel.b])
    if sel.kind != "mlir":
        text = module_text(a, sel.kind, sel.normalized)
        title = f"{TITLES[sel.kind]} of {a.label}"
        if isinstance(text, Missing):
            return message_document(title, text.reason)
        return full_document(text, sel.kind, title)
    if sel.pass_key is None:
        return _no_pass_document(a)
    p = a.find_pass(sel.pass_key)
    if sel.layout == "full":
        text = pass_after(a, p, sel.normalized)
        if isinstance(text, Missing):
            return message_document(f"IR after {p.key}", text.reason)
        return full_document(text, "mlir", f"IR after {p.key}")
    pair = pass_before_after(a, p, sel.normalized)
    if isinstance(pair, Missing):
        return message_document(f"{p.key}", pair.reason)
    before, after, span = pair
    left = "IR before " + ("the pipeline (input)" if span.first.index == 1 else span.first.key)
    right = f"IR after {span.label}" + (" (observed as a group)" if span.is_group else "")
    # Not the exact pipeline's: an approximate replay state on either side (the status line
    # says which, texts.diff_note); a pass without IR of its own shows its group's diff.
    approximate = not span.is_group and diff_note(a, p) is not None
    title = span.label + (" (group)" if span.is_group else " (approximate)" if approximate else "")
    return _diff_document(sel.layout, before, after, "mlir", title, left, right, sel.normalized)


def _no_pass_document(a: Bundle) -> Document:
    """A bundle without passes: a capture that failed before its pipeline says why."""
    if a.failure is not None:
        return message_document("capture failed", "\n".join(a.failure.lines()))
    return message_document("no pass", "This bundle records no passes.")


LOOP = "loop"  # the main loop's SASS alone (analysis/sass_loops.py)


def _loop_document(sel: Selection, a: Bundle, b: Bundle | None) -> Document:
    """The main loop's SASS, with its mix per iteration as the title; in compare mode, A's loop
    against B's."""
    texts = [(x, loop_text(x)) for x in (a, b) if x is not None]
    for bundle, (text, _) in texts:
        if text is None:
            return message_document("main loop", f"{bundle.label}: {_}")
    title = "main loop: " + " | ".join(summary for _, (_, summary) in texts)
    if b is None or sel.layout == "full":
        return full_document(texts[0][1][0] or "", "sass", title)
    left, right = texts[0][1][0] or "", texts[1][1][0] or ""
    return _diff_document(sel.layout, left, right, "sass", title, f"A {a.label}", f"B {b.label}", sel.normalized)


def loop_text(b: Bundle) -> tuple[str | None, str]:
    """(the main loop's SASS lines, its summary), or (None, why there is none)."""
    from irscope.analysis.sass_loops import main_loop, sass_loops
    from irscope.analysis.texts import Missing, module_text

    sass = module_text(b, "sass", False)
    if isinstance(sass, Missing):
        return None, sass.reason
    for loops in sass_loops(sass).values():
        loop = main_loop(loops)
        if loop is not None:
            head = f"// main loop {loop.label} at {loop.span}: {loop.summary()}"
            return "\n".join([head, *(line.rstrip() for line in loop.lines)]) + "\n", f"{loop.label} {loop.summary()}"
    return None, "no loop in this kernel's SASS (besides mbarrier waits)"


def _compare_document(sel: Selection, a: Bundle, b: Bundle) -> Document:
    from irscope.analysis.comparison import view_pair
    from irscope.analysis.texts import TITLES, Missing, observed_after

    title = f"IR after {sel.pass_key}" if sel.kind == "mlir" else TITLES[sel.kind]
    if sel.kind == "mlir" and sel.pass_key is None:
        return _no_pass_document(a) if a.failure else message_document("no pass", "No pass selected.")
    if sel.kind == "mlir" and b.failure is not None and all(x.key != sel.pass_key for x in b.passes):
        key = a.find_pass(sel.pass_key or "final").key
        return message_document(key, "\n".join([f"B has no pass {key}:", *b.failure.lines()]))
    pair = view_pair(a, b, sel.kind, sel.pass_key, sel.normalized)
    if isinstance(pair, Missing):
        return message_document((sel.pass_key or "no pass") if sel.kind == "mlir" else title, pair.reason)
    left_text, right_text = pair
    if sel.layout == "full":  # the pass's IR in A, as A names its kernels
        text = observed_after(a, a.find_pass(sel.pass_key or "final"), sel.normalized)
        return full_document(text if isinstance(text, str) else left_text, sel.kind, f"{title} of A {a.label}")
    return _diff_document(
        sel.layout, left_text, right_text, sel.kind, title, f"A {a.label}", f"B {b.label}", sel.normalized
    )


def _diff_document(
    layout: str, left: str, right: str, kind: str, title: str, left_label: str, right_label: str, normalized: bool
) -> Document:
    from irscope.analysis import diff
    from irscope.analysis.blocks import HUNK_CONTEXT

    # With normalized text the engine also sees through renumbered SSA values and registers.
    names = kind if normalized else None
    if layout == "unified":
        result = diff.diff_texts(
            left, right, left_label=left_label, right_label=right_label, context=HUNK_CONTEXT, kind=names
        )
        return unified_document(result, kind, title)
    # Rows are made as the view shows them (a pass that changes nothing costs no alignment).
    return split_document(diff.split_rows(left, right, kind=names), kind, title, left_label, right_label)


class DocumentCache:
    """A small thread-safe LRU: workers fill it, the UI thread reads it.

    `get_or_build` lets the view's worker wait for a prefetch of the same selection already under
    way instead of computing the same diff a second time beside it.
    """

    def __init__(self, capacity: int = 128, max_rows: int = 600_000) -> None:
        # Bounded by documents and by rows: a whole 48-pass pipeline of a 4,000-line kernel fits
        # (walking back costs nothing), while 40,000-line IR keeps only the last dozen or so.
        self.capacity = capacity
        self.max_rows = max_rows
        self._rows = 0
        self._items: OrderedDict[Selection, Document] = OrderedDict()
        self._pending: dict[Selection, threading.Event] = {}
        self._lock = threading.Lock()

    def get_or_build(self, sel: Selection, build: Callable[[], Document]) -> Document:
        with self._lock:
            doc = self._items.get(sel)
            if doc is not None:
                self._items.move_to_end(sel)
                return doc
            event = self._pending.get(sel)
            owner = event is None
            if event is None:
                event = self._pending[sel] = threading.Event()
        if not owner:
            event.wait()
            doc = self.get(sel)
            return doc if doc is not None else build()  # the other builder failed: try ourselves
        try:
            doc = build()
            self.put(sel, doc)
            return doc
        finally:
            with self._lock:
                self._pending.pop(sel, None)
            event.set()

    def get(self, sel: Selection) -> Document | None:
        with self._lock:
            doc = self._items.get(sel)
            if doc is not None:
                self._items.move_to_end(sel)
            return doc

    def put(self, sel: Selection, doc: Document) -> None:
        with self._lock:
            old = self._items.get(sel)
            self._rows += len(doc.rows) - (len(old.rows) if old is not None else 0)
            self._items[sel] = doc
            self._items.move_to_end(sel)
            while len(self._items) > 1 and (len(self._items) > self.capacity or self._rows > self.max_rows):
                _, dropped = self._items.popitem(last=False)
                self._rows -= len(dropped.rows)

    def __contains__(self, sel: Selection) -> bool:
        with self._lock:
            return sel in self._items

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._rows = 0
