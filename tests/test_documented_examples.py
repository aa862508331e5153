"""Every documented example runs: the commands in README.md's and docs/*.md's code blocks and in
each command's --help, run as a user types them, against a store captured once per session.

Each must end with its documented exit status (0; `irscope diff` 1 when it shows a difference,
as documented) and print no traceback. Examples that need a GPU (`irscope run`) or an
interactive terminal (`irscope tui` without --screenshot) are skipped with that reason; so are
synopses (`irscope check [KERNEL...]`). The terminal summary says how many ran
(tests/conftest.py).

The commands run in a sandbox project: kernels/ holds only the kernels the examples name
(elementwise_add f32 for sm_90a, copy_inner_partition), snapshots/ their snapshots, so a bare
`irscope capture` or `irscope check` costs four compiles, not twenty-seven.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import click
import pytest

from tests import example_project as sandbox
from tests.helpers import REPO

#: Placeholders the docs use, and what they stand for here.
PLACEHOLDERS = {"A": "elementwise_add:v1_f32@sm_90a", "B": "elementwise_add:v2_f32@sm_90a"}
#: What each run counted: {"ran": [...], "skipped": [(command, why)]}; tests/conftest.py reports it.
TALLY: dict[str, list] = {"ran": [], "skipped": []}


@dataclass(frozen=True)
class Example:
    command: str
    source: str  # "README.md:12", "irscope diff --help"

    @property
    def skip_reason(self) -> str | None:
        words = self.command.split()
        if words[1] == "run":
            return "needs a CUDA GPU"
        if words[1] == "tui" and "--screenshot" not in words:
            return "needs an interactive terminal (--screenshot examples run headless)"
        if re.search(r"\[-|\.\.\.\]|\[[A-Z]", self.command):
            return "a synopsis, not an example"
        if words[1] == "merge":
            # They name what the shards of a CI matrix wrote; tests/project/test_shards.py and
            # test_init.py run merge on real shards.
            return "joins what shard runs wrote (tests/project/test_shards.py runs it on real shards)"
        if words[1] == "report" and len(words) > 3 and all(w.endswith("-store") for w in words[2:4]):
            # Two stores of one suite captured in two environments (a DSL upgrade);
            # tests/store/test_report_stores.py runs report on two real stores.
            return "compares two environments' stores (tests/store/test_report_stores.py runs it on real ones)"
        if self.source.startswith("docs/tracing.md"):
            # These name the reader's own program and the trace store it made; tests/trace/test_trace_command.py
            # runs the same commands on tests/trace_programs/several.py.
            return "traces the reader's own program (tests/trace/test_trace_command.py runs these on a real one)"
        return None


_PROMPT = re.compile(r"^\s*(?:\$\s+)?(?:\.venv/bin/)?(irscope\s.*)$")
_FENCE = re.compile(r"^```(\w*)\s*$")


def _command(line: str) -> str | None:
    """`$ irscope diff A B   # comment` -> `irscope diff A B`; descriptions after 2+ spaces dropped."""
    m = _PROMPT.match(line)
    if m is None:
        return None
    text = re.split(r"\s+#\s|\s{2,}(?=\S)", m[1].rstrip(), maxsplit=1)[0].strip()
    return " ".join(PLACEHOLDERS.get(w, w) for w in text.split(" "))


def markdown_examples(path: Path) -> list[Example]:
    """Commands in fenced code blocks (bash, console, text, ...; not python). In a block with `$`
    prompts only the prompted lines are commands (the rest is their output)."""
    found: list[Example] = []
    lines = path.read_text().splitlines()
    i = 0
    while i < len(lines):
        start = _FENCE.match(lines[i])
        if not start:
            i += 1
            continue
        end = next(j for j in range(i + 1, len(lines)) if lines[j].startswith("```"))
        if start[1] not in ("python", "toml", "yaml", "json"):
            block = lines[i + 1 : end]
            prompted = any(line.lstrip().startswith("$ ") for line in block)
            for k, line in enumerate(block, i + 2):
                if prompted and not line.lstrip().startswith("$ "):
                    continue
                command = _command(line)
                if command:
                    found.append(Example(command, f"{path.relative_to(REPO)}:{k}"))
        i = end + 1
    return found


def help_examples() -> list[Example]:
    from irscope.cli import cli

    found: list[Example] = []
    group = click.Context(cli, **cli.context_settings)
    commands = [("", cli), *((name, cli.get_command(group, name)) for name in cli.list_commands(group))]
    for name, command in commands:
        # As the command makes its own (make_context): with its settings (`-h` among the help names).
        with click.Context(command, info_name=f"irscope {name}".strip(), **command.context_settings) as ctx:
            text = command.get_help(ctx)
        for line in text.splitlines():
            example = _command(line)
            if example and not line.lstrip().startswith("Usage:"):
                found.append(Example(example, f"irscope {name} --help".replace("  ", " ")))
    return found


def all_examples() -> list[Example]:
    docs = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
    found = [e for path in docs for e in markdown_examples(path)] + help_examples()
    # Captures first: later examples read what they made (the store is shared, like a user's).
    return sorted(found, key=lambda e: e.command.split()[1] != "capture")


EXAMPLES = all_examples()
example_project = sandbox.example_project  # the fixture


def documented_status(command: str, stdout: str, project: Path) -> int:
    """`irscope diff` exits 1 when the texts differ, else 0 (documented in its --help), and so do
    `irscope stats A B` and `irscope report A B`; the rest 0.
    Whether they differ is read from the unified diff of the same comparison: a hunk, or a
    divergence found."""
    words = command.split()
    if words[1] in ("stats", "report") and "|" not in command:
        # Two captures compared (`stats A B`, `report A B`): 1 when they differ, as documented.
        return 1 if re.search(r"^(\*\*)?A and B differ", stdout, re.M) else 0
    if words[1] != "diff" or "|" in command:
        return 0
    if "-y" in words or "--side-by-side" in words:
        unified = " ".join(w for w in words if w not in ("-y", "--side-by-side"))
        stdout = sandbox.run_in_project(unified, project).stdout
    return 1 if "\n@@ " in "\n" + stdout or "first divergence at" in stdout else 0


def test_examples_were_found() -> None:
    """The collector itself: README, docs and --help each contribute, placeholders are filled."""
    sources = {e.source.split(":")[0].split(" --help")[0] for e in EXAMPLES}
    assert {"README.md", "docs/analysis.md", "docs/tui.md", "irscope diff"} <= sources, sources
    assert any(e.command == "irscope diff elementwise_add:v1_f32@sm_90a --pass cse -y" for e in EXAMPLES)
    assert not any(re.search(r"\s(A|B)(\s|$)", e.command) for e in EXAMPLES)


@pytest.mark.slow
@pytest.mark.parametrize("example", EXAMPLES, ids=[f"{e.source} {e.command}"[:120] for e in EXAMPLES])
def test_documented_example_runs(example: Example, example_project: Path) -> None:
    if example.skip_reason:
        TALLY["skipped"].append((example.command, example.skip_reason))
        pytest.skip(f"{example.source}: {example.skip_reason}")
    result = sandbox.run_in_project(example.command, example_project)
    TALLY["ran"].append(example.command)
    output = result.stdout + result.stderr
    assert "Traceback" not in output, f"{example.source}: `{example.command}` crashed:\n{output[-3000:]}"
    expected = documented_status(example.command, result.stdout, example_project)
    assert result.returncode == expected, (
        f"{example.source}: `{example.command}` exited {result.returncode}, documented {expected}:\n{output[-3000:]}"
    )
