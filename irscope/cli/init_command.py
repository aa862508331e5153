"""`irscope init`: a starting [tool.irscope], an example snapshot test and a CI workflow."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import click

from irscope.cli.options import CONTEXT
from irscope.errors import IrscopeError

SNAPSHOT_TEST = Path("tests") / "test_irscope_snapshots.py"
WORKFLOW = Path(".github") / "workflows" / "irscope.yml"


def template(name: str) -> str:
    return resources.files("irscope.templates").joinpath(name).read_text(encoding="utf-8")


@click.command("init", context_settings=CONTEXT)
@click.argument("directory", default=".", type=click.Path(file_okay=False))
def init(directory: str) -> None:
    """Set a kernel project up for irscope: [tool.irscope] in its pyproject.toml, an example
    snapshot test (tests/test_irscope_snapshots.py) and a GitHub Actions workflow that runs it
    on three machines (.github/workflows/irscope.yml).

    DIRECTORY is the project's root [default: here]. A pyproject.toml without [tool.irscope]
    gets the table appended (created when there is none). Nothing is overwritten: when the
    table or either file already exists, irscope init writes nothing and exits 2.
    """
    from irscope import output_files

    root = Path(directory)
    pyproject = root / "pyproject.toml"
    # Every target checked before anything is written (output_files: a regular file or nothing,
    # below real directories of the project): no half-done init, nothing written through a link.
    for path in (pyproject, root / SNAPSHOT_TEST, root / WORKFLOW):
        output_files.check_tree(root, path.parent, make=False)
        output_files.check_target(path)
    existing = pyproject.read_text(encoding="utf-8") if pyproject.is_file() else ""
    from irscope import project_config

    conflicts = [str(root / p) for p in (SNAPSHOT_TEST, WORKFLOW) if (root / p).exists()]
    if existing and project_config.read_table(pyproject) is not None:
        conflicts.insert(0, f"{pyproject} ([tool.irscope])")
    if conflicts:
        raise IrscopeError(f"init: {', '.join(conflicts)} already exist(s); nothing was written")
    separator = "" if not existing or existing.endswith("\n") else "\n"
    writes = [
        (pyproject, existing + separator + template("tool_irscope.toml").lstrip("\n" if not existing else "")),
        (root / SNAPSHOT_TEST, template("snapshot_test.py.txt")),
        (root / WORKFLOW, template("github_workflow.yml")),
    ]
    output_files.write_files(writes, inside=root)  # all or none: a rerun after a failure starts clean
    click.echo(f"wrote {pyproject} ([tool.irscope]), {root / SNAPSHOT_TEST}, {root / WORKFLOW}")
    click.echo("next: put kernel modules in kernels/, then `pytest --irscope-update` pins their code in snapshots/")
