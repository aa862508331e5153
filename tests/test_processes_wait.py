"""processes.Group.wait: woken by the process's exit (a pidfd), not by polling."""

from __future__ import annotations

import os
import sys
import time

import pytest

from irscope import processes

needs_pidfd = pytest.mark.skipif(not hasattr(os, "pidfd_open"), reason="no pidfd_open on this platform")


def _sleeper(seconds: float) -> processes.Group:
    return processes.Group([sys.executable, "-c", f"import time; time.sleep({seconds})"])


@needs_pidfd
def test_the_exit_wakes_the_wait_at_once(monkeypatch):
    """With the stop-flag look-ups 30 s apart, only the process's exit can end the wait early."""
    monkeypatch.setattr(processes, "PIDFD_POLL_S", 30.0)
    group = _sleeper(0.3)
    try:
        t0 = time.monotonic()
        assert group.wait(processes.Deadline.after(60)) is True
        assert time.monotonic() - t0 < 10
        assert group.returncode == 0
    finally:
        group.close()


@needs_pidfd
def test_waiting_a_second_wakes_a_handful_of_times(monkeypatch):
    """Polling every 10 ms woke ~100 times a second (~30 ms CPU over a 3 s compile)."""
    wakeups = []
    real_select = processes.select.select

    def counting_select(*args):
        wakeups.append(1)
        return real_select(*args)

    monkeypatch.setattr(processes.select, "select", counting_select)
    monkeypatch.setattr(processes.time, "sleep", lambda s: (wakeups.append(1), time.sleep(s)))
    group = _sleeper(1.0)
    try:
        assert group.wait(processes.Deadline.after(60)) is True
    finally:
        group.close()
    assert len(wakeups) <= 15


def test_the_deadline_still_ends_the_wait():
    group = _sleeper(30)
    try:
        t0 = time.monotonic()
        assert group.wait(processes.Deadline.after(0.5)) is False
        assert 0.4 < time.monotonic() - t0 < 10
    finally:
        group.close()
    assert group.proc.returncode is not None  # killed and reaped by close


def test_without_a_pidfd_it_polls(monkeypatch):
    monkeypatch.setattr(processes, "_pidfd_open", lambda pid: None)
    group = _sleeper(0.2)
    try:
        assert group.wait(processes.Deadline.after(60)) is True
    finally:
        group.close()
