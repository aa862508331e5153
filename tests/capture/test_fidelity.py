"""Fidelity: what a capture records as the final PTX/cubin/SASS is exactly what a plain
`cute.compile` with the same settings produces. Checked on every kernel case and arch."""

from __future__ import annotations

import subprocess
import sys

import pytest

from irscope import bundle, disassembler, store
from tests.helpers import KERNELS, REPO, kernel_cases

PLAIN = REPO / "tests" / "support" / "plain_compile.py"


@pytest.mark.parametrize(("kernel", "case", "arch"), kernel_cases())
def test_capture_output_is_identical_to_plain_compile(seed_store, tmp_path, kernel, case, arch):
    b = bundle.load(store.resolve_one(f"{kernel}:{case}@{arch}", seed_store))
    assert b.ok, b.error
    env = {k: v for k, v in __import__("os").environ.items() if not k.startswith("CUTE_DSL_")}
    proc = subprocess.run(
        [sys.executable, str(PLAIN), str(KERNELS / f"{kernel}.py"), case, arch, str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
    )
    assert proc.returncode == 0, proc.stderr
    (plain_ptx,) = (tmp_path / "dump").glob("*.ptx")
    (plain_cubin,) = (tmp_path / "dump").glob("*.cubin")
    assert b.ptx() == plain_ptx.read_text(), "captured PTX differs from a plain compile"
    assert b.artifact_path("cubin").read_bytes() == plain_cubin.read_bytes()
    assert b.sass() == disassembler.disassemble(plain_cubin)


@pytest.mark.parametrize(("kernel", "case", "arch"), kernel_cases())
def test_skipping_nvdisasm_dataflow_changes_no_sass(seed_store, kernel, case, arch):
    """irscope runs nvdisasm with disassembler.OPTIONS (-ndf: no dataflow analysis) because it is faster;
    that is only sound while the SASS comes out the same as nvdisasm's default."""
    b = bundle.load(store.resolve_one(f"{kernel}:{case}@{arch}", seed_store))
    tool = disassembler.require_nvdisasm()
    default = subprocess.run([str(tool), str(b.artifact_path("cubin"))], capture_output=True, text=True, check=True)
    assert b.sass() == default.stdout, (
        f"nvdisasm {' '.join(disassembler.OPTIONS)} changes the SASS of {kernel}:{case}@{arch}"
    )
