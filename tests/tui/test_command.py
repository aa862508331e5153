"""`irscope tui` from the command line: the screenshot option, lazy imports, no cutlass."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], cwd=REPO, capture_output=True, text=True, timeout=120)


def test_other_commands_do_not_load_textual() -> None:
    """No command's module imports textual (the group loads them on demand: all of them here)."""
    res = run(
        "-c",
        "import sys, click; from irscope.cli import cli; ctx = click.Context(cli);"
        "[cli.get_command(ctx, name) for name in cli.list_commands(ctx)]; print('textual' in sys.modules)",
    )
    assert res.returncode == 0, res.stderr
    assert res.stdout.strip() == "False"


def test_screenshot_renders_the_app_headless_without_cutlass(tmp_path: Path, data_bundles: dict[str, Path]) -> None:
    out = tmp_path / "shot.svg"
    code = (
        "import sys\n"
        "from irscope.cli import main\n"
        f"sys.argv = ['irscope', 'tui', {str(data_bundles['sm_90a'])!r}, '--screenshot', {str(out)!r},"
        " '--size', '150x40', '--press', 's,5']\n"
        "try:\n"
        "    main()\n"
        "finally:\n"
        "    print('cutlass loaded:', any(m.split('.')[0] == 'cutlass' for m in sys.modules))\n"
    )
    res = run("-c", code)
    assert res.returncode == 0, res.stderr
    assert "cutlass loaded: False" in res.stdout
    svg = out.read_text()
    assert svg.startswith("<svg") and "</svg>" in svg
    assert "SASS" in svg and "LDG" in svg  # the SASS view and the stats panel were drawn


def test_bad_size_is_a_one_line_error(tmp_path: Path, data_bundles: dict[str, Path]) -> None:
    res = run(
        "-m", "irscope", "tui", str(data_bundles["sm_90a"]), "--screenshot", str(tmp_path / "x.svg"), "--size", "big"
    )
    assert res.returncode == 2
    assert "irscope: error: --size 'big'" in res.stderr
    assert "Traceback" not in res.stderr


def test_screenshot_is_written_as_every_named_file_is(tmp_path: Path, data_bundles: dict[str, Path]) -> None:
    """--screenshot wrote through a symlink (over the file it points at) and made missing
    directories, where README says a file irscope writes where you point it goes only where a
    regular file or nothing is (as `export -o` does)."""
    victim = tmp_path / "victim.txt"
    victim.write_text("keep\n")
    (tmp_path / "link.svg").symlink_to(victim)
    bundle = str(data_bundles["sm_90a"])
    res = run("-m", "irscope", "tui", bundle, "--screenshot", str(tmp_path / "link.svg"))
    assert res.returncode == 2 and "is a symlink" in res.stderr and "Traceback" not in res.stderr, res.stderr
    assert victim.read_text() == "keep\n"
    res = run("-m", "irscope", "tui", bundle, "--screenshot", str(tmp_path / "no" / "such" / "x.svg"))
    assert res.returncode == 2 and "does not exist" in res.stderr and "Traceback" not in res.stderr, res.stderr
    assert not (tmp_path / "no").exists()


def test_screenshot_dash_writes_the_svg_to_standard_output(tmp_path: Path, data_bundles: dict[str, Path]) -> None:
    """`--screenshot -` is standard output, as `export -o -` is: it wrote a file named `-`."""
    res = subprocess.run(
        [sys.executable, "-m", "irscope", "tui", str(data_bundles["sm_90a"]), "--screenshot", "-", "--size", "100x30"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert res.returncode == 0, res.stderr
    assert res.stdout.startswith("<svg") and res.stdout.rstrip().endswith("</svg>")
    assert list(tmp_path.iterdir()) == []


def test_every_key_the_app_binds_is_a_key_name_press_takes() -> None:
    """--press checks its names against Textual's; every key of the TUI's own table passes."""
    from irscope.tui.headless import parse_keys
    from irscope.tui.keys import KEYS

    bound = [k for key in KEYS for k in key.keys.split(",") if k.strip()]
    assert bound and parse_keys(",".join(bound)) == [k.strip() for k in bound]
    assert parse_keys("plus,comma,question_mark,ctrl+p,shift+tab,f1,escape") == [
        "plus", "comma", "question_mark", "ctrl+p", "shift+tab", "f1", "escape",
    ]  # fmt: skip


def test_an_unknown_key_name_is_a_one_line_error(tmp_path: Path, data_bundles: dict[str, Path]) -> None:
    """A typo in --press (`rigth`) was pressed as nothing and the screenshot taken regardless;
    a modifier Textual does not know too. Now refused before the app starts, naming the key."""
    out = tmp_path / "shot.svg"
    for press, bad in (("s,rigth", "rigth"), ("ctlr+p", "ctlr+p"), ("+", "+")):
        res = run("-m", "irscope", "tui", str(data_bundles["sm_90a"]), "--screenshot", str(out), "--press", press)
        assert res.returncode == 2, res.stderr
        assert res.stderr.startswith(f"irscope: error: --press: {bad!r} is not a key name"), res.stderr
        assert len(res.stderr.splitlines()) == 1 and not out.exists()


def test_press_without_a_screenshot_is_refused(data_bundles: dict[str, Path]) -> None:
    """--press only acts before --screenshot; given alone it was silently ignored."""
    res = run("-m", "irscope", "tui", str(data_bundles["sm_90a"]), "--press", "s")
    assert res.returncode == 2, res.stderr
    assert (
        res.stderr == "irscope: error: --press presses keys before --screenshot is taken: give --screenshot FILE too\n"
    )
