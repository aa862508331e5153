"""The one table of the TUI's actions and keys: bindings, the footer and the help screen all read it.

Adding a key means adding a row here and what its action runs to irscope.tui.actions.key_actions;
nothing else lists keys.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.binding import Binding


@dataclass(frozen=True)
class Key:
    keys: str  # Textual key names, comma separated
    action: str  # NAME or NAME(ARGS) (textual_action), or "" for keys a widget handles itself
    label: str  # short, for the footer
    description: str  # for the help screen and docs/tui.md
    group: str
    footer: bool = False
    display: str | None = None  # how to spell the keys for people, when the key names are not it


KEYS: tuple[Key, ...] = (
    # -- the pass list
    Key("j", "next_pass", "next", "next pass (wherever the focus is)", "passes", True),
    Key("k", "prev_pass", "prev", "previous pass (wherever the focus is)", "passes"),
    Key(
        "",
        "",
        "",
        "in the pass list: previous / next pass; in the text: scroll (source pane open: move the line cursor)",
        "passes",
        False,
        "↑ ↓",
    ),
    Key("h", "toggle_unchanged", "hide unchanged", "hide / show the passes that changed nothing", "passes", True),
    Key("enter", "", "", "in the pass list: move the focus to the text", "passes"),
    # -- what the main view shows
    Key(
        "1",
        "view('split')",
        "split",
        "side-by-side diff of the pass against the IR before it (the default where each side shows 60 characters)",
        "view",
        True,
    ),
    Key("2", "view('unified')", "unified", "unified diff (the default in narrower terminals)", "view", True),
    Key("3", "view('full')", "IR", "the full IR after the pass", "view", True),
    Key("4", "kind('ptx')", "PTX", "the PTX (in compare mode: a diff of both)", "view", True),
    Key("5", "kind('sass')", "SASS", "the SASS (in compare mode: a diff of both)", "view", True),
    Key("6", "kind('loop')", "loop", "the main loop's SASS alone, its mix on top (compare: A's against B's)", "view"),
    Key("m", "kind('mlir')", "MLIR", "back to the MLIR of the selected pass", "view"),
    Key("z", "toggle_normalized", "raw", "normalized text (no locations, stable names) / raw text", "view"),
    Key("s", "toggle_stats", "stats", "show / hide the memory-instruction stats panel", "view", True),
    Key(
        "w",
        "toggle_passes",
        "passes",
        "hide / show the pass list (more room for the text; a terminal under 100 columns starts without it)",
        "view",
    ),
    Key(
        "i",
        "toggle_metrics",
        "numbers",
        "show / hide the pass list's numbers (+ - Δops ms; shown from 150 columns on)",
        "view",
    ),
    Key("l", "toggle_wrap", "wrap", "long lines: wrap / scroll sideways (both sides of a split diff together)", "view"),
    # -- source mapping
    Key(
        "p",
        "toggle_source",
        "source",
        "the Python source pane (line-info captures): up/down in the text or the pane select a line, "
        "and what it became lights up",
        "source",
    ),
    Key("f", "follow", "follow", "follow the op under the cursor (or the selected line) pass by pass", "source"),
    # -- moving in the text
    Key("right_square_bracket", "next_hunk", "next hunk", "next change (hunk)", "text", True, "]"),
    Key("left_square_bracket", "prev_hunk", "prev hunk", "previous change (hunk)", "text", False, "["),
    Key(
        "", "", "", "scroll the text (arrow keys too, when the text has the focus)", "text", False, "PgUp PgDn Home End"
    ),
    Key("", "", "", "move the focus between the pass list, the text and the source pane", "text", False, "Tab"),
    # -- search
    Key("slash", "search", "search", "search the text shown (Enter: go to the first match)", "search", True, "/"),
    Key("n", "next_match", "next match", "next match", "search"),
    Key("N", "prev_match", "prev match", "previous match", "search"),
    Key("", "", "", "close the search bar (the matches stay highlighted)", "search", False, "Esc"),
    # -- bundles and compare mode
    Key("c", "compare", "compare", "compare with another bundle (again: leave compare mode)", "compare", True),
    Key("x", "swap", "swap", "swap the two bundles being compared", "compare"),
    Key("g", "goto_divergence", "divergence", "go to the first pass where the two bundles diverge", "compare"),
    Key("b", "pick_bundle", "bundle", "open another bundle", "compare"),
    # -- the app
    Key("", "", "", "fuzzy picker: passes, landmarks, bundles, every command", "app", False, "Ctrl+P"),
    Key("question_mark,f1", "help", "help", "this help", "app", True, "? / F1"),
    Key("q", "quit", "quit", "quit", "app", True),
)

GROUP_TITLES = {
    "passes": "Pass list",
    "view": "Main view",
    "source": "Source mapping",
    "text": "Moving in the text",
    "search": "Search",
    "compare": "Bundles and compare mode",
    "app": "App",
}


#: The app's own actions (Textual's quit, the help screen). Every other runs through the app's one
#: `key` action, in the collaborator that does its work (irscope.tui.actions.key_actions).
APP_ACTIONS = ("help", "quit")


def textual_action(action: str) -> str:
    """What Textual runs for a row's action: `key("view('split')")` for `view('split')`."""
    return action if action in APP_ACTIONS else f"key({action!r})"


def bindings() -> list[Binding]:
    """App-level bindings for every row that names an action."""
    return [
        Binding(
            k.keys,
            textual_action(k.action),
            k.label,
            show=k.footer,
            key_display=k.display.split(" / ")[0] if k.display else None,
        )
        for k in KEYS
        if k.action
    ]


def help_rows() -> list[tuple[str, str, str]]:
    """(group title, keys as a person types them, description): the help screen and docs/tui.md."""
    return [(GROUP_TITLES[k.group], k.display or k.keys, k.description) for k in KEYS]


def markdown_table() -> str:
    """The key table of docs/tui.md (a test keeps the two identical)."""
    lines = ["| keys | does |", "|---|---|"]
    group = None
    for title, shown, description in help_rows():
        if title != group:
            lines.append(f"| **{title}** | |")
            group = title
        lines.append(f"| `{shown}` | {description} |")
    return "\n".join(lines)
