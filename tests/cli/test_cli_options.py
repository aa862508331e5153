"""The command line's shared options: `--store` before or after the command name is one thing."""

from __future__ import annotations

from pathlib import Path

import click
import pytest

from tests.conftest import DATA_BUNDLE, DATA_REF
from tests.helpers import invoke_irscope

DATA = DATA_BUNDLE
REF = DATA_REF


@pytest.mark.parametrize(
    "command",
    [
        ("passes", REF, "--json"),
        ("show", REF, "--stage", "ptx"),
        ("stats", REF, "--json"),
        ("diff", REF, REF, "--stage", "sass"),
    ],
    ids=lambda c: c[0],
)
def test_store_before_and_after_the_command_give_the_same_result(data_store: Path, command: tuple[str, ...]) -> None:
    before = invoke_irscope("--store", str(data_store), *command, env={"IRSCOPE_STORE": ""})
    after = invoke_irscope(*command, "--store", str(data_store), env={"IRSCOPE_STORE": ""})
    assert before.returncode == 0, before.stderr
    assert (after.returncode, after.stdout, after.stderr) == (before.returncode, before.stdout, before.stderr)


def test_store_on_the_command_line_wins_over_the_environment(data_store: Path, tmp_path: Path) -> None:
    elsewhere = str(tmp_path / "empty")
    assert invoke_irscope("passes", REF, env={"IRSCOPE_STORE": elsewhere}).returncode == 2
    assert invoke_irscope("passes", REF, "--store", str(data_store), env={"IRSCOPE_STORE": elsewhere}).returncode == 0
    assert invoke_irscope("--store", str(data_store), "passes", REF, env={"IRSCOPE_STORE": elsewhere}).returncode == 0
    same = invoke_irscope("--store", str(data_store), "passes", REF, "--store", str(data_store))
    assert same.returncode == 0, same.stderr  # one store, named twice


@pytest.mark.parametrize(
    "where",
    [("diff", "--store", "A", "--store", "B", REF, REF), ("--store", "A", "diff", REF, REF, "--store", "B")],
    ids=["after-the-command", "before-and-after"],
)
def test_two_stores_are_refused_pointing_to_store_references(data_store: Path, where: tuple[str, ...]) -> None:
    """`diff --store A --store B REF REF` took B alone, silently; a command reads one store, and a
    capture of another is named STORE::REF."""
    args = [str(data_store) if w == "A" else w for w in where]
    proc = invoke_irscope(*args)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr and proc.stdout == ""
    (line,) = proc.stderr.splitlines()
    assert f"--store given 2 times ({data_store}, B): a command reads one store" in line
    assert "STORE::KERNEL[:CASE][@ARCH] (irscope diff A::KERNEL B::KERNEL)" in line


def test_every_command_that_reads_the_store_takes_store_after_its_name() -> None:
    from irscope.cli import cli

    ctx = click.Context(cli)
    readers = {"capture", "list", "passes", "show", "stats", "diff", "explain", "tui"}
    for name in readers:
        assert "--store" in {o for p in cli.get_command(ctx, name).params for o in p.opts}, name


def test_a_misspelled_command_is_one_line_with_the_closest_name() -> None:
    """The group loads its commands on demand, and click (8.4+) still suggests the closest one."""
    proc = invoke_irscope("captur")
    suggestion = " Did you mean 'capture'?" if hasattr(click.exceptions, "NoSuchCommand") else ""
    line = f"irscope: error: No such command 'captur'.{suggestion} (see --help)\n"
    assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", line)


def test_diff_kind_and_its_older_name_stage_are_one_option(data_store: Path) -> None:
    new = invoke_irscope("--store", str(data_store), "diff", REF, REF, "--kind", "ptx")
    old = invoke_irscope("--store", str(data_store), "diff", REF, REF, "--stage", "ptx")
    assert new.returncode == 0, new.stderr
    assert (old.returncode, old.stdout, old.stderr) == (new.returncode, new.stdout, new.stderr)
    bad = invoke_irscope("--store", str(data_store), "diff", REF, REF, "--kind", "llvm")
    assert bad.returncode == 2 and "--kind" in bad.stderr
