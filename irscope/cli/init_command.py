"""`irscope init`: a starting [tool.irscope], an example snapshot test and a CI workflow."""

from __future__ import annotations

import shlex
from importlib import resources
from pathlib import Path

import click

from irscope.cli.options import CONTEXT, PathValue
from irscope.errors import IrscopeError

SNAPSHOT_TEST = Path("tests") / "test_irscope_snapshots.py"
WORKFLOW = Path(".github") / "workflows" / "irscope.yml"
EXAMPLE_KERNEL = Path("kernels") / "copy_example.py"
GITIGNORE = Path(".gitignore")
IGNORED_STORE = ".irscope/"  # the store of tool_irscope.toml: bundles and caches, never committed


def template(name: str) -> str:
    return resources.files("irscope.templates").joinpath(name).read_text(encoding="utf-8")


@click.command("init", context_settings=CONTEXT)
@click.argument("directory", default=".", type=PathValue(file_okay=False))
def init(directory: str) -> None:
    """Set a kernel project up for irscope: [tool.irscope] in its pyproject.toml, an example
    kernel (kernels/copy_example.py, when kernels/ holds none), an example snapshot test
    (tests/test_irscope_snapshots.py), a GitHub Actions workflow that runs it on three machines
    (.github/workflows/irscope.yml), and .irscope/ (the store) in .gitignore.

    DIRECTORY is the project's root [default: here]. A pyproject.toml without [tool.irscope]
    gets the table appended (created when there is none), a .gitignore the line. Nothing is
    overwritten: when the table or a file it writes already exists, irscope init writes nothing
    and exits 2. It ends with the commands that pin the example's code, ready to run.
    """
    from irscope import output_files

    root = Path(directory)
    pyproject = root / "pyproject.toml"
    # Every target checked before anything is written (output_files: a regular file or nothing,
    # below real directories of the project): no half-done init, nothing written through a link.
    example = _example_wanted(root)
    news = (SNAPSHOT_TEST, WORKFLOW, *((EXAMPLE_KERNEL,) if example else ()))
    for path in (pyproject, root / GITIGNORE, *(root / p for p in news)):
        output_files.check_tree(root, path.parent, make=False)
        output_files.check_target(path)
    existing = pyproject.read_text(encoding="utf-8") if pyproject.is_file() else ""
    ignored = (root / GITIGNORE).read_text(encoding="utf-8") if (root / GITIGNORE).is_file() else ""
    from irscope import project_config

    conflicts = [str(root / p) for p in news if (root / p).exists()]
    if existing and project_config.read_table(pyproject) is not None:
        conflicts.insert(0, f"{pyproject} ([tool.irscope])")
    if conflicts:
        raise IrscopeError(f"init: {', '.join(conflicts)} already exist(s); nothing was written")
    separator = "" if not existing or existing.endswith("\n") else "\n"
    writes = [
        (pyproject, existing + separator + template("tool_irscope.toml").lstrip("\n" if not existing else "")),
        (root / SNAPSHOT_TEST, template("snapshot_test.py.txt")),
        (root / WORKFLOW, template("github_workflow.yml")),
        *([(root / EXAMPLE_KERNEL, template("copy_example.py.txt"))] if example else []),
        *([(root / GITIGNORE, _ignoring_store(ignored))] if not _ignores_store(ignored) else []),
    ]
    output_files.write_files(writes, inside=root)  # all or none: a rerun after a failure starts clean
    click.echo(f"wrote {', '.join(_written(root, pyproject, path) for path, _ in writes)}")
    for line in next_steps(root, example):
        click.echo(line)


def _example_wanted(root: Path) -> bool:
    """The example kernel goes where kernels/ holds no kernel module (a file not starting with _)."""
    kernels = root / "kernels"
    return not (kernels.is_dir() and any(not p.name.startswith("_") for p in kernels.glob("*.py")))


def _ignores_store(gitignore: str) -> bool:
    return any(line.strip().strip("/") == IGNORED_STORE.strip("/") for line in gitignore.splitlines())


def _ignoring_store(gitignore: str) -> str:
    separator = "" if not gitignore or gitignore.endswith("\n") else "\n"
    return f"{gitignore}{separator}# irscope's store: bundles and caches (irscope init)\n{IGNORED_STORE}\n"


def _written(root: Path, pyproject: Path, path: Path) -> str:
    what = {pyproject: " ([tool.irscope])", root / GITIGNORE: f" ({IGNORED_STORE})"}.get(path, "")
    return f"{path}{what}"


def next_steps(root: Path, example: bool) -> list[str]:
    """The commands that pin the kernels' code and check it, as they run from here: pytest where
    this interpreter has it (the `[dsl]` extra does not bring it), else `irscope check`."""
    import importlib.util

    # A folder named like an option (`init -- --x`) as ./--x: `cd --x` reads it as one.
    folder = str(root) if not str(root).startswith("-") else f"./{root}"
    where = [f"  cd {shlex.quote(folder)}"] if root.resolve() != Path.cwd().resolve() else []
    what = "the example kernel's" if example else "your kernels'"
    try:
        has_pytest = importlib.util.find_spec("pytest") is not None
    except ValueError:  # a module set to None in sys.modules: not importable
        has_pytest = False
    if has_pytest:
        return [
            f"next: pin {what} generated code in snapshots/, then check it (a change then fails with a diff):",
            *where,
            "  pytest --irscope-update",
            "  pytest",
        ]
    return [
        f"next: pin {what} generated code in snapshots/, then check it (a change then fails with a diff):",
        *where,
        "  irscope check --update",
        "  irscope check",
        "(with pytest installed, `pytest --irscope-update` and `pytest` run the same through tests/)",
    ]
