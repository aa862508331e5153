"""The first view's slow work, started with the app, while Textual starts.

A fresh `irscope tui` draws its first frame after importing and starting Textual (~0.5 s), and
only then asked for the first bundle and the diff of its first changed pass: loading the bundle,
normalizing the IR before and after the pass, the line analysis of both, importing rapidfuzz
(the aligner above align.LCS_ABOVE) and compiling the lexer's combined regexes. None of that
needs the app: a thread started when the app is made does it meanwhile (the compiled core runs
without the GIL, so on a second core), filling the caches the app's own workers read
(texts.normalized_text, align.analyze, the lexer's engine). The app's first build waits for the
thread (`wait`), then finds the texts ready. Anything that fails here is left for the app's own
loading to report; a guess that misses (another pass) costs the thread's time only.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

#: The longest a first build waits for the warm-up before going ahead on its own.
WAIT_SECONDS = 10.0


class Prewarm:
    def __init__(self, targets: list[str], store_root: Path, initial_pass: str | None) -> None:
        self._thread = threading.Thread(
            target=_warm, args=(targets, store_root, initial_pass), name="irscope-prewarm", daemon=True
        )
        self._thread.start()

    def wait(self) -> None:
        """Until the warm-up is done (or WAIT_SECONDS passed)."""
        self._thread.join(WAIT_SECONDS)

    def then(self, work: Callable[[], T]) -> Callable[[], T]:
        """`work`, to be run once the warm-up is done: computing the same texts beside it would
        only split the two cores between two copies of one job."""

        def after_warm_up() -> T:
            self.wait()
            return work()

        return after_warm_up


def _warm(targets: list[str], store_root: Path, initial_pass: str | None) -> None:
    try:
        from irscope.analysis import align
        from irscope.analysis.texts import Missing, pass_before_after
        from irscope.tui.highlight import lexer_engine
        from irscope.tui.session import load_targets
        from irscope.tui.view_state import ViewState, opened

        loaded = load_targets(targets, store_root)
        if not loaded.bundles:
            return
        b = loaded.bundles[0]
        wanted = b.find_pass(initial_pass).key if initial_pass else None
        key = opened(ViewState(), b, wanted).pass_key
        pair = pass_before_after(b, b.find_pass(key), True) if key else None
        if pair is not None and not isinstance(pair, Missing):
            before, after, _ = pair
            for text in (before, after):
                align.analyze(text, "mlir")
            if before.count("\n") * after.count("\n") > align.LCS_ABOVE:
                import rapidfuzz.distance  # noqa: F401 - what the aligner will import
        lexer_engine("mlir")
    except Exception:  # noqa: BLE001, S110 - the app's own load says what is wrong
        pass
