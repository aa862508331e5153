"""The op-line rule is defined once (irscope.analysis.mlir_ops), and its two callers agree on
real captured IR: the pass list's op counts (irscope.tui.metrics.count_ops) and the op names
that following an op reads (irscope.analysis.locations.op_name, used by analysis.follow).

Before they shared the rule, the count missed ops printed with a `[` after the name
(`cuda.launch_cfg.cooperative[%1] ...`), which op_name named: convert-to-llvm#1's op-count
change on the copy kernel read +180 instead of +178."""

from __future__ import annotations

from pathlib import Path

import pytest

from irscope.analysis.locations import op_name
from irscope.tui.metrics import count_ops

CAPTURED = Path(__file__).parents[1] / "tui" / "data" / "bundles"
IR_FILES = sorted(CAPTURED.glob("*/ir/*.mlir"))


def test_there_is_captured_ir_to_check() -> None:
    assert len(IR_FILES) >= 30
    assert any("cuda.launch_cfg.cooperative[" in f.read_text() for f in IR_FILES)


@pytest.mark.parametrize("path", IR_FILES, ids=lambda p: f"{p.parents[1].name}/{p.name}")
def test_count_and_name_agree_on_every_line(path: Path) -> None:
    text = path.read_text()
    named = [line for line in text.splitlines() if op_name(line) is not None]
    assert count_ops(text) == len(named)
    for line in text.splitlines():  # line by line too: a whole-text scan cannot run across lines
        assert count_ops(line) == (op_name(line) is not None), line


@pytest.mark.parametrize(
    ("line", "name"),
    [
        (
            "    cuda.launch_cfg.cooperative[%1] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32",
            "cuda.launch_cfg.cooperative",
        ),
        ('  %0 = "llvm.intr.foo"(%a) : (i32) -> i32', "llvm.intr.foo"),
        ("  %lay = cute.get_layout(%src) : !memref_gmem_f32_2 loc(#loc69)", "cute.get_layout"),
        ("      scf.yield", "scf.yield"),
        ("  } loc(#loc12)", None),
        ("^bb1(%3: i32):", None),
        ('#loc25 = loc("/path/kernels/elementwise_add.py":61:4)', None),
        ("module attributes {gpu.container_module} {", None),
        ("", None),
    ],
)
def test_op_lines(line: str, name: str | None) -> None:
    assert op_name(line) == name
    assert count_ops(line) == (name is not None)
