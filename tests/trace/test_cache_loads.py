"""Kernels a traced program loads without compiling are counted and named, and by default the
program's caches are bypassed so that it compiles them (irscope/capture/trace/cache_loads.py,
docs/tracing.md "Kernels served from a cache").

The programs: tests/trace_programs/exported_kernel.py keeps a cache of its own through the DSL's
export API (`export_to_c`, then `cute.runtime.load_module` on later runs); file_cached_call.py
is a direct call the DSL keeps in its file cache; QuACK's own cache is exercised where
quack-kernels is installed."""

from __future__ import annotations

import importlib.util
import struct
import sys
from pathlib import Path

import pytest

from tests.trace_support import ARCH, PROGRAMS, bundles, irscope

NEGATE = "kernel_cutlass__negate_kernel_tensorptrf32gmemalign16o321_0"


def _traced(work: Path, program: str, *args: str, options: tuple[str, ...] = (), env: dict[str, str] | None = None):
    if importlib.util.find_spec("cutlass") is None:
        pytest.skip("nvidia-cutlass-dsl is not installed")
    cmd = ["trace", "--arch", ARCH, "--no-sass", "--out", str(work / "store"), *options, "--"]
    proc = irscope(*cmd, sys.executable, str(PROGRAMS / program), *args, env=env)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stderr.splitlines()[-1].startswith("irscope trace:"), proc.stderr
    return proc


@pytest.mark.slow
def test_a_kernel_loaded_from_an_exported_object_is_named_with_what_to_do(tmp_path: Path) -> None:
    cache = tmp_path / "objects"
    first = _traced(tmp_path, "exported_kernel.py", str(cache))
    assert "negate: compiled and exported negate.o" in first.stdout
    assert first.stderr.splitlines()[-1].startswith("irscope trace: 1 bundle from 1 Python process")
    assert "loaded without compiling" not in first.stderr

    second = _traced(tmp_path, "exported_kernel.py", str(cache))
    assert "negate: loaded negate.o" in second.stdout
    *named, summary = second.stderr.splitlines()[-2:]
    assert named == [
        f"irscope trace: loaded without compiling, not recorded: {cache / 'negate.o'} "
        f"(a compiled object, loaded through the DSL's runtime): {NEGATE}"
    ]
    assert summary.startswith("irscope trace: 0 bundles from 1 Python process"), summary
    assert (
        "; 1 kernel loaded without compiling, not recorded (named above): from a cache irscope does not turn off"
        in (summary)
    )
    assert "make the program compile it (turn that cache off) to record it" in summary


@pytest.mark.slow
def test_the_dsl_file_cache_is_bypassed_unless_kept_and_a_kept_hit_is_named(tmp_path: Path) -> None:
    env = {"CUTE_DSL_CACHE_DIR": str(tmp_path / "dsl-cache")}
    for _ in range(2):  # the second run finds the cache the first wrote, and compiles all the same
        run = _traced(tmp_path, "file_cached_call.py", env=env)
        assert run.stderr.splitlines()[-1].startswith("irscope trace: 1 bundle from 1 Python process"), run.stderr
    (cached,) = (tmp_path / "dsl-cache").glob("*.mlir")
    assert len(bundles(tmp_path / "store")) == 1  # the same compile twice: one kernel:case@arch

    kept = _traced(tmp_path, "file_cached_call.py", options=("--keep-program-caches",), env=env)
    *named, summary = kept.stderr.splitlines()[-2:]
    assert named[0].startswith(
        f"irscope trace: loaded without compiling, not recorded: {cached} (the DSL's file cache): "
    )
    assert named[0].endswith("kernel_cutlass__scale_kernel_tensorptrf32genericalign16o321_0"), named
    assert summary.startswith("irscope trace: 0 bundles from 1 Python process"), summary
    assert "--keep-program-caches let the program read its caches: trace without it to compile it" in summary
    assert "served from a cache" not in summary  # the load is named, not counted a second time


def test_the_known_library_caches_are_switched_off_for_the_traced_program_unless_kept(tmp_path: Path) -> None:
    show = "import os; print(os.environ.get('QUACK_CACHE_ENABLED'), os.environ.get('FLASH_ATTENTION_CUTE_DSL_CACHE_ENABLED'))"
    env = {"QUACK_CACHE_ENABLED": "1", "FLASH_ATTENTION_CUTE_DSL_CACHE_ENABLED": "1"}
    cmd = ("trace", "--no-sass", "--out", str(tmp_path / "store"))
    bypassed = irscope(*cmd, "--", sys.executable, "-c", show, env=env)
    assert bypassed.stdout.split() == ["0", "0"], bypassed.stdout + bypassed.stderr
    kept = irscope(*cmd, "--keep-program-caches", "--", sys.executable, "-c", show, env=env)
    assert kept.stdout.split() == ["1", "1"], kept.stdout + kept.stderr


def test_the_switches_are_put_back_as_they_were() -> None:
    """A `with irscope.trace()` block ends inside a program that goes on: its settings return."""
    from irscope.capture.trace.cache_loads import bypass_library_caches, restore

    environ = {"QUACK_CACHE_ENABLED": "1", "PATH": "/bin"}
    before = bypass_library_caches(environ)
    assert environ == {"QUACK_CACHE_ENABLED": "0", "FLASH_ATTENTION_CUTE_DSL_CACHE_ENABLED": "0", "PATH": "/bin"}
    restore(environ, before)
    assert environ == {"QUACK_CACHE_ENABLED": "1", "PATH": "/bin"}


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("quack") is None, reason="quack-kernels is not installed")
def test_quack_kernels_served_from_its_cache_are_named_and_compiled_when_bypassed(tmp_path: Path) -> None:
    program = tmp_path / "quack_softmax.py"
    program.write_text(
        "import cutlass\nfrom quack.softmax import Softmax\n"
        "Softmax.compile(cutlass.BFloat16, cutlass.BFloat16, 1024)\nprint('softmax: ready')\n"
    )
    env = {"QUACK_CACHE_DIR": str(tmp_path / "quack-cache"), "QUACK_ARCH": "90"}
    cmd = ("trace", "--arch", ARCH, "--no-sass", "--out", str(tmp_path / "store"))
    filled = irscope(*cmd, "--keep-program-caches", "--", sys.executable, str(program), env=env)
    assert filled.stderr.splitlines()[-1].startswith("irscope trace: 1 bundle"), filled.stderr
    (exported,) = (tmp_path / "quack-cache").rglob("*.o")

    served = irscope(*cmd, "--keep-program-caches", "--", sys.executable, str(program), env=env)
    named, summary = served.stderr.splitlines()[-2:]
    assert named.startswith(f"irscope trace: loaded without compiling, not recorded: {exported} "), named
    assert "kernel_cutlass_kernel_quacksoftmaxSoftmax_object_at_" in named
    assert summary.startswith("irscope trace: 0 bundles"), summary

    bypassed = irscope(*cmd, "--", sys.executable, str(program), env=env)
    assert bypassed.stderr.splitlines()[-1].startswith("irscope trace: 1 bundle"), bypassed.stderr
    assert "loaded without compiling" not in bypassed.stderr


def _cubin(kernels: list[str], machine: int = 190) -> bytes:
    """A minimal 64-bit little-endian ELF image: a null section, .shstrtab and one .text.<k> each."""
    names = b"\0.shstrtab\0" + b"".join(f".text.{k}\0".encode() for k in kernels)
    offsets = [1] + [names.index(f".text.{k}\0".encode()) for k in kernels]
    header_size, section = 64, struct.Struct("<IIQQQQIIQQ")
    shoff = header_size + len(names)
    sections = [section.pack(*[0] * 10), section.pack(offsets[0], 3, 0, 0, header_size, len(names), 0, 0, 1, 0)]
    sections += [section.pack(o, 1, 6, 0, 0, 0, 0, 0, 1, 0) for o in offsets[1:]]
    ident = b"\x7fELF" + bytes([2, 1, 1]) + bytes(9)
    header = ident + struct.pack("<HHIQQQIHHHHHH", 2, machine, 1, 0, 0, shoff, 0, 64, 0, 0, 64, len(sections), 1)
    return header + names + b"".join(sections)


def test_kernel_names_are_read_from_every_cuda_image_in_an_object() -> None:
    from irscope.capture.trace.embedded_cubins import kernel_names

    blob = b"host code" + _cubin(["k_a", "k_b"]) + b"\0" * 7 + _cubin(["k_c", "k_a"])
    assert kernel_names(blob) == ("k_a", "k_b", "k_c")
    assert kernel_names(_cubin(["host_function"], machine=62)) == ()  # an x86-64 object's sections
    assert kernel_names(_cubin(["k_a"])[:80]) == ()  # cut off: its section table is not there
    assert kernel_names(b"no image at all") == ()


def test_the_summary_names_each_loaded_object_before_its_line() -> None:
    from irscope.capture.trace.staging import LOADED_LINES, LoadedKernels, TraceSummary

    loads = tuple(LoadedKernels("a compiled object", f"/c/{i}.o", ("k",)) for i in range(LOADED_LINES + 2))
    lines = TraceSummary(Path("s"), (), 1, 0, loaded=loads + (LoadedKernels("x", "/d.o", ()),)).lines()
    assert lines[0] == "irscope trace: loaded without compiling, not recorded: /c/0.o (a compiled object): k"
    assert lines[LOADED_LINES] == "irscope trace: and 3 more objects loaded without compiling"
    assert lines[-1].startswith("irscope trace: 0 bundles from 1 Python process in s; 23 kernels loaded without")
    unnamed = LoadedKernels("x", "/d.o", ()).line()
    assert unnamed.endswith("/d.o (x): (its kernels' names could not be read)")
