"""The first view's document, built in a child process while the app imports and starts Textual.

A fresh `irscope tui` spends its first ~0.5-0.8 s importing and starting Textual, all of it Python
under one GIL; the first diff (load the bundle, normalize the IR before and after the first
changed pass, analyze and align both) is ~0.3 s more of Python. A thread beside Textual's start
(prewarm.py) only interleaves the two on one GIL. `irscope tui` forks before it imports Textual
(Linux, no threads yet in the process), so the child builds the document on the other core; the
app takes it from the pipe (a pickled Document: the rows' lines and the diff's blocks, ~10 ms
to read) when its selection is the one the app asks for, and otherwise builds as usual; its
loading waits for the answer, so the first view usually goes to the screen as the bundles
arrive (`take`), before the first frame if they come before it, with no build in a worker. The bundles the child loaded (validated, ~30 kB) come with it: the app's own loading,
which would otherwise share the GIL with Textual's start, takes them; and so does the highlighting
of the rows the document opens at (highlight.seed, ~35 kB), which the first build files instead of
lexing them (highlight.plant): the app imports no lexer, aligner or normalizer before its first
diff. The child writes nothing but its pickle, never touches the terminal, dies with Ctrl+C, and
is killed and reaped if it is not done when the app no longer needs it (`close`). Anything that
goes wrong in the child (a target that does not load, a bad --pass) is left for the app's own
loading to report: the child just ends without an answer.
"""

from __future__ import annotations

import os
import pickle
import shutil
import signal
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from irscope.tui.builder import DocumentCache, Selection
    from irscope.tui.documents import Document
    from irscope.tui.highlight import Seed
    from irscope.tui.session import Loaded

    Answer = tuple[Loaded, Selection | None, Document | None, Seed | None]

T = TypeVar("T")

#: The longest the first build waits for the child before building on its own.
WAIT_SECONDS = 10.0


class FirstDocument:
    """A child loading the bundles and building the first view's document; `loaded` hands the
    bundles to the app's loading, `then` the document to its first build."""

    def __init__(self, pid: int, read_fd: int) -> None:
        self._pid: int | None = pid
        self._answer: Answer | None = None
        self._reader = threading.Thread(target=self._read, args=(read_fd,), name="irscope-first-document", daemon=True)
        self._reader.start()

    @classmethod
    def start(
        cls,
        targets: list[str],
        store_root: Path,
        initial_pass: str | None,
        layout: str | None,
        size: tuple[int, int] | None = None,
    ) -> FirstDocument | None:
        """Fork the child, or None where forking is not safe here (not Linux, or threads running:
        a forked child has only the thread that forked, and locks other threads held stay held).
        `layout` is the one asked for (None: the terminal's width decides, as in the app);
        `size` the screen's (None: the terminal's)."""
        if sys.platform != "linux" or threading.active_count() > 1:
            return None
        if size is None:
            columns, lines = shutil.get_terminal_size()
            size = (columns, lines)
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: never returns
            code = 1
            try:
                os.close(read_fd)
                _child(write_fd, targets, store_root, initial_pass, layout, size)
                code = 0
            finally:
                os._exit(code)  # no atexit handlers, no flushing of buffers copied from the parent
        os.close(write_fd)
        return cls(pid, read_fd)

    def _read(self, read_fd: int) -> None:
        chunks = []
        with os.fdopen(read_fd, "rb") as pipe:
            while chunk := pipe.read(1 << 20):
                chunks.append(chunk)
        try:
            self._answer = pickle.loads(b"".join(chunks)) if chunks else None
        except Exception:  # noqa: BLE001 - a cut or odd answer is no answer: the app builds it
            self._answer = None

    def _answered(self, timeout: float) -> Answer | None:
        self._reader.join(timeout)
        self.close()
        return self._answer

    def loaded(self, timeout: float = WAIT_SECONDS) -> Loaded | None:
        """The targets as the child loaded them (waiting up to `timeout`), or None."""
        answer = self._answered(timeout)
        return answer[0] if answer is not None else None

    def document(self, sel: Selection, timeout: float = WAIT_SECONDS) -> Document | None:
        """The child's document if it is the one for `sel` (waiting up to `timeout` for it)."""
        answer = self._answered(timeout)
        return answer[2] if answer is not None and answer[1] == sel else None

    def then(self, work: Callable[[], T], sel: Selection, cache: DocumentCache) -> Callable[[], T]:
        """`work` (the first build of `sel`), with the child's document in `cache` first when it
        is the one asked for: the build then finds it there."""

        def with_first_document() -> T:
            self._file(sel, self.document(sel), cache)
            return work()

        return with_first_document

    def take(self, sel: Selection, cache: DocumentCache) -> Document | None:
        """The child's document if its answer is in and it is the one for `sel`, filed in `cache`
        (never waits: None otherwise). The app's loading waited for the answer, so the first
        view is usually here, shown without a build in a worker."""
        if self._reader.is_alive():
            return None
        doc = self.document(sel, timeout=0)
        self._file(sel, doc, cache)
        return doc

    def _file(self, sel: Selection, doc: Document | None, cache: DocumentCache) -> None:
        if doc is None:
            return
        cache.put(sel, doc)
        seed = self._answer[3] if self._answer is not None else None
        if seed is not None:  # its first screen's highlighting: the build lexes nothing
            from irscope.tui.highlight import plant

            plant(seed)

    def close(self) -> None:
        """Stop the child if it still runs, and reap it."""
        pid, self._pid = self._pid, None
        if pid is None:
            return
        try:
            if os.waitpid(pid, os.WNOHANG) == (0, 0):
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
        except ChildProcessError:  # reaped elsewhere
            pass


def _child(
    write_fd: int,
    targets: list[str],
    store_root: Path,
    initial_pass: str | None,
    layout: str | None,
    size: tuple[int, int],
) -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)  # Ctrl+C ends it, with no traceback
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):  # the terminal is the app's
        os.dup2(devnull, fd)
    from irscope.tui.builder import build_document
    from irscope.tui.layout import Choices, fit
    from irscope.tui.session import load_targets
    from irscope.tui.view_state import ViewState, opened

    loaded = load_targets(targets, store_root)
    sel, doc, seed = None, None, None
    if loaded.bundles:
        b = loaded.bundles[0]
        try:
            wanted = b.find_pass(initial_pass).key if initial_pass else None
            # The layout the app will pick for this screen (its pass list as wide as the longest name).
            longest = max((len(p.key) for p in b.passes), default=24)
            layout = fit(*size, Choices(layout=layout), stats=False, longest_name=longest).layout
            sel = opened(ViewState(layout=layout), b, wanted).selection()
            doc = build_document(sel, {b.path: b}) if sel is not None else None
        except Exception:  # noqa: BLE001 - a bad --pass, a member that does not read: the app says so
            sel, doc = None, None
    if doc is not None:
        try:
            from irscope.tui.highlight import seed as highlighted

            seed = highlighted(doc)  # what the app's first build would lex (render.warm)
        except Exception:  # noqa: BLE001, S110 - the app lexes them itself
            pass
    answer = pickle.dumps((loaded, sel, doc, seed), protocol=pickle.HIGHEST_PROTOCOL)
    with os.fdopen(write_fd, "wb") as pipe:
        pipe.write(answer)
