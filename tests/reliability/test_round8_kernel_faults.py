"""Round 8: kernel modules that misbehave at import or while their case is compiled.

Kernel discovery's child answers on its own standard output, a JSON object a line (registry.py,
capture/worker/discover.py), which nothing a kernel module prints reaches: the module at fault
is named whatever it prints, raises or how it ends the process. What a compile prints is kept
bounded in its bundle and quoted bounded in its FAILED line (capture/assemble/printed.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import KERNELS, REPO
from tests.reliability.capture_support import needs_dsl, stderr_lines

MODULES = {
    "exits-0": (
        "import os\nos._exit(0)\n",
        "{path}: import ended the process (exit status 0) before its CASES could be read",
    ),
    "prints-megabytes": (
        "import sys\nsys.stdout.write('x' * 5_000_000)\nraise ValueError('bad')\n",
        "{path}:3: import failed: ValueError: bad",
    ),
    "message-of-two-lines": (
        "raise RuntimeError('boom\\x1b[2J\\nforged')\n",
        "{path}:1: import failed: RuntimeError: boom\\x1b[2J\\x0aforged",
    ),
    "keyboard-interrupt": ("raise KeyboardInterrupt\n", "{path}: import failed: KeyboardInterrupt"),
}


def _irscope(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("IRSCOPE_")}
    env.update(COLUMNS="200", TMPDIR=str(cwd), PYTHONPATH=str(REPO))
    return subprocess.run(
        [sys.executable, "-m", "irscope", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )


@pytest.mark.parametrize("fault", sorted(MODULES))
def test_a_kernel_module_that_misbehaves_at_import_is_named(tmp_path: Path, fault: str) -> None:
    """`irscope list` of a module that calls os._exit(0), prints megabytes before it raises,
    raises with a message of two lines holding an escape, or raises KeyboardInterrupt: exit 2,
    one line naming the module (*failed on main*: `kernel discovery's answer: not valid JSON`;
    a line of 5 MB of `x`; `forged`, the message's last line alone; `KeyboardInterrupt`, the
    child's traceback's last line: none named the module)."""
    source, expected = MODULES[fault]
    kernels = tmp_path / "kernels"
    kernels.mkdir()
    (kernels / "odd.py").write_text(source)
    r = _irscope(tmp_path, "--store", str(tmp_path / "s"), "list", "--kernels", str(kernels))
    assert r.returncode == 2, r.stderr[-500:]
    assert stderr_lines(r.stderr) == ["irscope: error: " + expected.format(path=kernels / "odd.py")]


_LOUD = """
import os, sys
sys.path.insert(0, {kernels!r})
import cutlass
import relu as _relu
from irscope.kernel import Case

def loud():
    sys.stderr.write("y" * 10_000_000)
    sys.stderr.flush()
    return _relu._fake_args(cutlass.Float32)()

def loud_crash():
    sys.stderr.write("z" * 10_000_000)
    sys.stderr.flush()
    os._exit(3)

CASES = [Case(n, entry=_relu.relu, args=f, archs=("sm_90a",)) for n, f in (("loud", loud), ("crash", loud_crash))]
"""


@needs_dsl
def test_a_compile_that_prints_megabytes_is_kept_bounded(tmp_path: Path) -> None:
    """A case whose argument builder writes 10 MB to stderr, and one that writes 10 MB without a
    newline and ends the process: the first bundle's `compiler-stderr.txt` holds its head and
    tail (4 MiB) and a line saying how much was left out; the FAILED line quotes at most 400
    characters of the last line (*failed on main*: a 10 MB member in every capture, and a FAILED
    line of 10 MB)."""
    kernels = tmp_path / "kernels"
    kernels.mkdir()
    (kernels / "loud.py").write_text(_LOUD.format(kernels=str(KERNELS)))
    store_root = tmp_path / "s"
    r = _irscope(tmp_path, "--store", str(store_root), "capture", "--kernels", str(kernels), "--no-sass")
    assert r.returncode == 1, r.stderr[-500:]
    (failed,) = [ln for ln in r.stdout.splitlines() if ln.startswith("FAILED")]
    assert failed.startswith("FAILED loud:crash@sm_90a") and "died (exit status 3)" in failed
    assert len(failed) < 1000
    (stderr_member,) = store_root.glob("loud/loud/sm_90a/*/compiler-stderr.txt")
    assert stderr_member.stat().st_size <= 4 * 1024 * 1024 + 200
    assert b"bytes of this output left out]" in stderr_member.read_bytes()


def _limited_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))  # a fault that reads without end stops here


@pytest.mark.parametrize("entry", ["a-fifo", "a-link-to-dev-zero", "a-directory"])
def test_a_kernel_module_that_is_no_regular_file_is_named(tmp_path: Path, entry: str) -> None:
    """`kernels/odd.py` that is a FIFO, a symlink to /dev/zero or a directory, `irscope list`:
    exit 2 at once, one line naming it, read as every file irscope parses (registry._fingerprint
    through bounded_read.read_file) (*failed on main*: the FIFO hung `list` and `capture`; the link
    read /dev/zero into memory until a MemoryError traceback; the directory an IsADirectoryError
    line)."""
    kernels = tmp_path / "kernels"
    kernels.mkdir()
    odd = kernels / "odd.py"
    if entry == "a-fifo":
        os.mkfifo(odd)
    elif entry == "a-link-to-dev-zero":
        odd.symlink_to("/dev/zero")
    else:
        odd.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("IRSCOPE_")}
    env.update(COLUMNS="200", PYTHONPATH=str(REPO))
    r = subprocess.run(
        [sys.executable, "-m", "irscope", "--store", str(tmp_path / "s"), "list", "--kernels", str(kernels)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        preexec_fn=_limited_memory,
    )
    assert r.returncode == 2
    assert stderr_lines(r.stderr) == [
        f"irscope: error: {odd}: not a regular file (irscope reads no FIFO, device or directory here)"
    ]
