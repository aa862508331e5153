"""The first view's work, done while Textual starts (irscope/tui/prewarm.py): what it leaves in
the caches, that the first build waits for it, and that nothing it meets makes it raise."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from irscope import bundle
from irscope.analysis import align, texts
from irscope.tui import prewarm
from irscope.tui.prewarm import Prewarm
from irscope.tui.view_state import ViewState, opened


@pytest.fixture(autouse=True)
def cold() -> None:
    align.clear_caches()
    texts.normalized_text.cache_clear()


def test_the_first_changed_pass_is_normalized_and_analyzed(data_bundles: dict[str, Path], tmp_path: Path) -> None:
    path = data_bundles["sm_90a"]
    Prewarm([str(path)], tmp_path, None).wait()
    b = bundle.load(path)
    key = opened(ViewState(), b, None).pass_key
    before, after, _ = texts.pass_before_after(b, b.find_pass(key), True)
    assert texts.normalized_text.cache_info().currsize >= 2
    for text in (before, after):
        assert align._analyzed.get((text, "mlir")) is not None, key


def test_the_pass_asked_for_is_the_one_warmed(data_bundles: dict[str, Path], tmp_path: Path) -> None:
    path = data_bundles["sm_90a"]
    b = bundle.load(path)
    wanted = [p for p in b.passes if p.changed][-1]
    Prewarm([str(path)], tmp_path, wanted.key).wait()
    before, after, _ = texts.pass_before_after(b, wanted, True)
    assert align._analyzed.get((after, "mlir")) is not None


@pytest.mark.parametrize("target", ["nosuchkernel:x@sm_90a", "/no/such/bundle", "corrupt"])
def test_a_bad_target_or_pass_ends_quietly(
    monkeypatch: pytest.MonkeyPatch, data_bundles: dict[str, Path], corrupt_bundle: Path, tmp_path: Path, target: str
) -> None:
    """Errors are the app's own load's to report: the warm-up thread ends without raising."""
    raised: list[BaseException | None] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: raised.append(args.exc_value))
    Prewarm([str(corrupt_bundle) if target == "corrupt" else target], tmp_path, None).wait()
    Prewarm([str(data_bundles["sm_90a"])], tmp_path, "no-such-pass").wait()
    assert raised == []


def test_the_first_build_waits_for_the_warm_up(
    monkeypatch: pytest.MonkeyPatch, data_bundles: dict[str, Path], tmp_path: Path
) -> None:
    """The work handed to `then` starts only once the warm-up is done (or WAIT_SECONDS passed)."""
    release = threading.Event()
    monkeypatch.setattr(prewarm, "_warm", lambda *args: release.wait(5))
    warm = Prewarm([str(data_bundles["sm_90a"])], tmp_path, None)
    order: list[str] = []
    build = threading.Thread(target=warm.then(lambda: order.append("built")))
    build.start()
    build.join(0.2)
    assert order == []  # still waiting
    order.append("warmed")
    release.set()
    build.join(5)
    assert order == ["warmed", "built"]
