"""A capture's settings are one frozen value, built once from the command's options and only read
after that; the live things a run uses (the capture cache, the standby worker) travel beside them.
The method's words (`--method`, the spec's and result.json's `requested`, the manifest's
`capture.method`) are each spelled once, in irscope/capture_method.py."""

from __future__ import annotations

import dataclasses
import json
from enum import Enum
from pathlib import Path

import pytest
from click.testing import CliRunner

from irscope.bundle.schema import schema_of
from irscope.capture import orchestrate
from irscope.capture.cache.entries import CaptureCache
from irscope.capture.settings import CaptureSettings
from irscope.capture.worker_launch import Standby
from irscope.capture_method import ObservedMethod, RequestedMethod
from irscope.cli import cli
from irscope.registry import CaseTarget
from tests.reliability.capture_support import FAULTS, needs_dsl

_IMMUTABLE = (str, int, float, bool, tuple, Path, Enum, type(None))


def test_settings_are_a_frozen_hashable_value_with_no_mutable_default(tmp_path: Path) -> None:
    traces = CaptureSettings.traces_of({"b:c@sm_90a": tmp_path / "b.json", "a:c@sm_90a": tmp_path / "a.json"})
    settings = CaptureSettings(store_root=tmp_path, jobs=2, method=RequestedMethod.REPLAY, traces=traces)
    same = CaptureSettings(store_root=tmp_path, jobs=2, method=RequestedMethod.REPLAY, traces=traces)
    assert settings == same and hash(settings) == hash(same) and len({settings, same}) == 1
    assert "method=<RequestedMethod.REPLAY: 'replay'>" in repr(settings)
    with pytest.raises(dataclasses.FrozenInstanceError):
        settings.jobs = 3  # type: ignore[misc]
    for f in dataclasses.fields(CaptureSettings):
        assert f.type, f.name
        assert f.default_factory is dataclasses.MISSING, f"{f.name}: a default made per instance"
        if f.default is not dataclasses.MISSING:
            assert isinstance(f.default, _IMMUTABLE), f.name
    assert settings.traced("a:c@sm_90a") == tmp_path / "a.json"
    assert settings.traced("z:c@sm_90a") is None


def test_the_method_words_are_the_ones_specs_results_and_manifests_hold() -> None:
    assert RequestedMethod.choices() == ("auto", "printer", "replay")
    # Written as the plain word: a spec, a result.json and a manifest keep their bytes.
    assert json.dumps({"method": RequestedMethod.NONE}) == '{"method": "none"}'
    assert json.dumps(ObservedMethod.PASS_REPLAY) == '"pass-replay"'
    assert f"{ObservedMethod.IR_PRINTER}" == str(ObservedMethod.IR_PRINTER) == "mlir-ir-printer"
    # The manifest's schema lists the same words as the type read from it.
    listed = schema_of("manifest.schema.json")["properties"]["capture"]["properties"]["method"]["enum"]
    assert sorted(listed) == sorted(m.value for m in ObservedMethod)


@pytest.mark.parametrize(
    ("requested", "printer_works", "printer", "replay"),
    [
        (RequestedMethod.AUTO, True, True, False),
        (RequestedMethod.AUTO, False, False, True),
        (RequestedMethod.PRINTER, False, True, False),
        (RequestedMethod.REPLAY, True, False, True),
        (RequestedMethod.NONE, True, False, False),
    ],
)
def test_the_requested_method_decides_what_observes_the_passes(
    requested: RequestedMethod, printer_works: bool, printer: bool, replay: bool
) -> None:
    assert requested.uses_printer(printer_works) is printer
    assert requested.replays(printer_works) is replay


@needs_dsl
def test_capture_builds_its_settings_once_from_its_options(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What `irscope capture` hands the run: its options as settings, the cache and the standby
    worker beside them."""
    handed: list[tuple[list[CaseTarget], CaptureSettings, orchestrate.CaptureResources]] = []

    class Recorded:
        def __init__(self, selections, settings, resources) -> None:  # noqa: ANN001
            handed.append((selections, settings, resources))

        def __enter__(self) -> Recorded:
            return self

        def __exit__(self, *exc: object) -> None:
            return None

        def results(self, on_done: object = None) -> list[orchestrate.Outcome]:
            return []

    monkeypatch.setattr(orchestrate, "CaptureRun", Recorded)
    store = tmp_path / "store"
    args = ["--store", str(store), "capture", "tiny:f32", "--kernels", str(FAULTS), "--arch", "sm_90a"]
    args += ["--no-sass", "--method", "replay", "--timeout", "60", "-j", "3", "--lineinfo", "--fresh"]
    done = CliRunner().invoke(cli, args, catch_exceptions=False)
    assert done.exit_code == 0, done.output
    ((selections, settings, resources),) = handed
    assert [s.label for s in selections] == ["tiny:f32@sm_90a"]
    assert settings == CaptureSettings(
        store_root=store,
        jobs=3,
        timeout_s=60.0,
        with_sass=False,
        nvdisasm=None,
        method=RequestedMethod.REPLAY,
        lineinfo=True,
        fresh=True,
    )
    assert isinstance(resources.cache, CaptureCache) and resources.cache.store_root == store
    assert isinstance(resources.standby, Standby)
