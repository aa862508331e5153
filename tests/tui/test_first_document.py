"""The first view's document, built in a forked child while the app starts (irscope/tui/
first_document.py): the same document the app builds, for the layout the app picks; no answer
(and no child left behind) for a selection it did not build, a target or pass that does not
load, or a child that hangs. Each case forks from a fresh interpreter, as `irscope tui` does
before it imports Textual (the test process has threads)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from irscope import bundle
from irscope.tui.builder import Selection, build_document
from irscope.tui.first_document import FirstDocument
from irscope.tui.view_state import ViewState, opened

SCRIPT = textwrap.dedent(
    """
    import json, os, sys, time
    from pathlib import Path
    from irscope.tui import builder
    from irscope.tui.builder import Selection
    from irscope.tui.first_document import FirstDocument

    args = json.loads(sys.argv[1])
    if args["hang"]:
        builder.build_document = lambda *a: time.sleep(3600)  # the child inherits it
    first = FirstDocument.start(args["targets"], Path(args["store"]), args["pass"], args["layout"], tuple(args["size"]))
    pid = first._pid
    sel = Selection(Path(args["a"]), None, args["key"], "mlir", args["want_layout"], True)
    started = time.monotonic()
    doc = first.document(sel, timeout=args["timeout"])
    waited = time.monotonic() - started
    try:
        os.waitpid(pid, os.WNOHANG)
        reaped = False
    except ChildProcessError:
        reaped = True
    rows = None
    if doc is not None:
        rows = [[r.left_no, r.left, r.right_no, r.right, r.tag] if doc.layout == "split" else list(vars(r).values())
                for r in doc.rows]
    loaded = first.loaded(timeout=0)
    bundles = None if loaded is None else [str(b.path) for b in loaded.bundles]
    errors = None if loaded is None else loaded.errors
    print(json.dumps({"rows": rows, "title": doc and doc.title, "waited": waited, "reaped": reaped,
                      "bundles": bundles, "errors": errors}))
    """
)


def child_answer(
    path: Path,
    key: str | None,
    *,
    want_layout: str = "split",
    targets: list[str] | None = None,
    pass_ref: str | None = None,
    layout: str | None = None,
    size: tuple[int, int] = (200, 50),
    hang: bool = False,
    timeout: float = 30.0,
) -> dict:
    args = {
        "targets": targets or [str(path)],
        "store": str(path.parent),
        "pass": pass_ref,
        "layout": layout,
        "size": list(size),
        "a": str(path),
        "key": key,
        "want_layout": want_layout,
        "hang": hang,
        "timeout": timeout,
    }
    proc = subprocess.run([sys.executable, "-c", SCRIPT, json.dumps(args)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def built_here(path: Path, key: str, layout: str) -> list[list]:
    b = bundle.load(path)
    doc = build_document(Selection(path, None, key, "mlir", layout, True), {path: b})
    if layout == "split":
        return [[r.left_no, r.left, r.right_no, r.right, r.tag] for r in doc.rows]
    return [list(vars(r).values()) for r in doc.rows]


def first_changed(path: Path) -> str:
    return opened(ViewState(), bundle.load(path), None).pass_key


@pytest.mark.parametrize(("size", "layout"), [((200, 50), "split"), ((80, 24), "unified")])
def test_the_child_builds_the_document_the_app_would(
    data_bundles: dict[str, Path], size: tuple[int, int], layout: str
) -> None:
    """For the layout the app picks on that screen (80 columns: unified)."""
    path = data_bundles["sm_90a"]
    key = first_changed(path)
    answer = child_answer(path, key, want_layout=layout, size=size)
    assert answer["rows"] is not None, "no document from the child"
    assert answer["rows"] == built_here(path, key, layout)
    assert answer["reaped"]
    assert answer["bundles"] == [str(path)] and answer["errors"] == []  # what the app's loading takes


def test_the_pass_asked_for_is_the_one_built(data_bundles: dict[str, Path]) -> None:
    path = data_bundles["sm_90a"]
    wanted = [p for p in bundle.load(path).passes if p.changed][-1].key
    answer = child_answer(path, wanted, pass_ref=wanted)
    assert answer["rows"] == built_here(path, wanted, "split")


def test_another_selection_gets_no_answer_and_the_child_is_reaped(data_bundles: dict[str, Path]) -> None:
    path = data_bundles["sm_90a"]
    answer = child_answer(path, first_changed(path), want_layout="unified")  # the child built split
    assert answer["rows"] is None and answer["reaped"]


@pytest.mark.parametrize("target", ["nosuchkernel:x@sm_90a", "/no/such/bundle", "corrupt", "bad pass"])
def test_what_does_not_load_gets_no_answer_quickly(
    data_bundles: dict[str, Path], corrupt_bundle: Path, target: str
) -> None:
    """No document, at once; the targets' errors come back for the app's loading to report (a bad
    --pass, which the app reports itself, with the bundle loaded)."""
    path = data_bundles["sm_90a"]
    targets = {"corrupt": [str(corrupt_bundle)], "bad pass": [str(path)]}.get(target, [target])
    answer = child_answer(
        path, first_changed(path), targets=targets, pass_ref="no-such-pass" if target == "bad pass" else None
    )
    assert answer["rows"] is None and answer["reaped"]
    assert answer["waited"] < 10
    if target == "bad pass":
        assert answer["bundles"] == [str(path)] and answer["errors"] == []
    else:
        assert answer["bundles"] == [] and len(answer["errors"]) == 1, answer["errors"]


def test_a_hung_child_is_killed_after_the_wait(data_bundles: dict[str, Path]) -> None:
    path = data_bundles["sm_90a"]
    answer = child_answer(path, first_changed(path), hang=True, timeout=1.0)
    assert answer["rows"] is None and answer["reaped"]
    assert 0.9 < answer["waited"] < 10


def test_no_fork_while_threads_run(data_bundles: dict[str, Path]) -> None:
    """A forked child has only the forking thread; locks the others held would stay held."""
    release = threading.Event()
    other = threading.Thread(target=release.wait)
    other.start()
    try:
        assert FirstDocument.start([str(data_bundles["sm_90a"])], data_bundles["sm_90a"].parent, None, None) is None
    finally:
        release.set()
        other.join()


SEED_SCRIPT = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path
    from irscope.tui.builder import DocumentCache
    from irscope.tui.first_document import FirstDocument
    from irscope.tui import highlight
    from pygments.token import string_to_tokentype

    path, key = sys.argv[1], sys.argv[2]
    first = FirstDocument.start([path], Path(path).parent, None, None, (200, 50))
    first.loaded(timeout=30)  # the child's answer
    loaded, sel, doc, seed = first._answer
    assert sel.pass_key == key
    for name, _ in reversed(seed.styles[1:]):  # this process's ids differ from the child's
        highlight.token_style_id(string_to_tokentype(name))
    first.then(lambda: None, sel, DocumentCache())()  # plants the seed, as the app's first build does
    spans = {line: [[t, str(highlight.STYLES[i])] for t, i in highlight.highlight(kind, line)]
             for kind, line in seed.spans}
    pairs = {left + "\\0" + right: highlight.intraline(left, right) for left, right in seed.pairs}
    print(json.dumps({"spans": spans, "pairs": pairs, "lexers": "irscope.lexers" in sys.modules}))
    """
)


def test_the_childs_highlighting_is_what_the_app_would_compute(data_bundles: dict[str, Path]) -> None:
    """The child highlights the rows the first view opens at; planted in the app's caches, they
    are the spans and changed words the app computes itself, style for style, and the app has
    lexed nothing (no lexer imported)."""
    from irscope.tui import highlight
    from irscope.tui.render import warm

    path = data_bundles["sm_90a"]
    key = first_changed(path)
    proc = subprocess.run(
        [sys.executable, "-c", SEED_SCRIPT, str(path), key], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    answer = json.loads(proc.stdout)
    assert answer["spans"], "the child highlighted nothing"
    assert not answer["lexers"]

    doc = build_document(Selection(path, None, key, "mlir", "split", True), {path: bundle.load(path)})
    warm(doc)
    wanted_lines = {line for line, right in highlight.opening_lines(doc) if right is None}
    assert set(answer["spans"]) == wanted_lines
    for line, spans in answer["spans"].items():
        assert spans == [[t, str(highlight.STYLES[i])] for t, i in highlight.highlight(doc.lexer, line)], line
    for joined, ranges in answer["pairs"].items():
        left, right = joined.split("\0")
        assert [list(map(list, r)) for r in highlight.intraline(left, right)] == ranges


APP_SCRIPT = textwrap.dedent(
    """
    import json, os, sys
    from pathlib import Path
    from irscope.tui.first_document import FirstDocument

    path = sys.argv[1]
    first = FirstDocument.start([path], Path(path).parent, None, None, (200, 50))
    from irscope.tui.app import IrscopeApp

    seen = {}
    put_on_screen = IrscopeApp._put_on_screen

    def first_view(self, *args):  # what was imported when the first diff goes on screen
        seen.setdefault("modules", sorted(sys.modules))
        put_on_screen(self, *args)
        self.exit()  # before the work started after the first view imports what it needs

    IrscopeApp._put_on_screen = first_view
    app = IrscopeApp([path], store_root=Path(path).parent, first=first)
    app.run(headless=True, size=(200, 50))
    print(json.dumps(seen["modules"]))
    """
)

#: What the app's first diff does not need when the first document's child built it and
#: highlighted its first screen: the aligner, the texts' normalizing, the lexers and pygments'
#: lexer machinery and theme (imported by the first build, search or stats that needs them).
NOT_BEFORE_THE_FIRST_VIEW = [
    "irscope.analysis.align",
    "irscope.analysis.diff",
    "irscope.analysis.line_match",
    "irscope.analysis.mlir_ops",
    "irscope.analysis.normalize",
    "irscope.analysis.texts",
    "irscope.lexers",
    "irscope.output_files",
    "pygments.lexer",
    "pygments.styles",
    "rich.syntax",
    "cydifflib",
]


def test_the_first_view_imports_no_aligner_or_lexer(data_bundles: dict[str, Path]) -> None:
    """Imports are most of what a fresh app does before its first frame (issue 27: the first
    diff within 0.8 s): what the child did is not imported again here before the first diff."""
    path = data_bundles["sm_90a"]
    proc = subprocess.run([sys.executable, "-c", APP_SCRIPT, str(path)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    modules = set(json.loads(proc.stdout.strip().splitlines()[-1]))
    assert "irscope.tui.documents" in modules
    assert sorted(set(NOT_BEFORE_THE_FIRST_VIEW) & modules) == []
