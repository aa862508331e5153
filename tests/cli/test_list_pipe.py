"""Issue 42, item 11: `irscope list --store` in a pipe wrapped the traced command under every
row. The command is named once per store (numbered where the captures were traced in several),
on lines of its own that are never wrapped, and no identifier is wrapped either."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console

from irscope.store import Listed
from irscope.views.capture_table import print_capture_table

KERNEL = "flash_attn.cute.flash_fwd.FlashAttentionForwardSm90"
TRAIN = "python benchmarks/benchmark_attn.py --dtype bf16 --headdim 128 --causal --seqlen 8192 --batch 4"
TEST = "pytest tests/cute/test_flash_attn.py -k test_flash_attn_output -x"


def listed(command_of: dict[str, str]) -> list[Listed]:
    return [
        Listed(KERNEL, case, "sm_90a", "20260101T000000.000000Z", "ok", command, Path("/s") / case)
        for case, command in command_of.items()
    ]


def piped(rows: list[Listed], width: int = 80) -> list[str]:
    out = io.StringIO()
    print_capture_table(rows, Path("/s"), Console(file=out, width=width, force_terminal=False, color_system=None))
    return out.getvalue().splitlines()


def test_one_traced_command_is_named_once() -> None:
    rows = listed({f"bf16_d128_case{n}-c9c4757{n}": TRAIN for n in range(5)})
    lines = piped(rows)
    assert sum(TRAIN in line for line in lines) == 1 and lines[-1] == f"traced command: {TRAIN}"
    labels = [line for line in lines if line.startswith(KERNEL)]
    assert len(labels) == 5 and all(line.split()[0].endswith("@sm_90a") for line in labels), lines
    assert not any(line.startswith(" ") for line in lines), lines  # no continuation line


def test_several_commands_are_numbered_and_each_named_once() -> None:
    rows = listed({"bf16_d128-11111111": TRAIN, "bf16_d128-22222222": TEST, "bf16_d64-33333333": TRAIN})
    lines = piped(rows)
    assert lines[-2:] == [f"[1] {TRAIN}", f"[2] {TEST}"]
    rows_shown = {line.split()[0].split(":")[1]: line.split()[-1] for line in lines if line.startswith(KERNEL)}
    assert rows_shown == {
        "bf16_d128-11111111@sm_90a": "[1]",
        "bf16_d128-22222222@sm_90a": "[2]",
        "bf16_d64-33333333@sm_90a": "[1]",
    }
    assert sum(TRAIN in line for line in lines) == 1 and sum(TEST in line for line in lines) == 1
