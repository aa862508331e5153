"""`irscope capture --arch ARCH` passes over the cases that declare other archs."""

from __future__ import annotations

from pathlib import Path

from irscope import store
from tests.helpers import run_irscope
from tests.project.conftest import needs_dsl


@needs_dsl
def test_capture_arch_passes_over_cases_declaring_other_archs(project: Path) -> None:
    r = run_irscope("capture", "--arch", "sm_90a", "--no-sass", cwd=project)
    assert r.returncode == 0, r.stderr
    assert "skip blackwell_only:f32@sm_90a: the case declares sm_100a, not sm_90a" in r.stdout.splitlines()
    assert not (project / ".irscope" / "blackwell_only").exists()
    assert store.resolve_one("plain_copy:f32@sm_90a", project / ".irscope")
    assert "Traceback" not in r.stderr


@needs_dsl
def test_capture_arch_that_no_case_declares_captures_nothing(project: Path) -> None:
    r = run_irscope("capture", "blackwell_only", "--arch", "sm_80", cwd=project)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()  # the results, on stdout
    assert lines[0] == "skip blackwell_only:f32@sm_80: the case declares sm_100a, not sm_80"
    assert "nothing to capture" in lines
