"""Round 9: values a user or a CI job types oddly (docs/reliability.md, "Round 9"): a
[tool.irscope.COMMAND] value the command checks itself (an arch, a shard, a pass, a screen
size), a `report --page` that is blank, holds a line break, a space or a parenthesis, and
references and options at their bounds."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import invoke_irscope
from tests.reliability.conftest import CASE, irscope

KNOWN = "sm_80, sm_86"  # the head of the known archs, as every arch message lists them


@pytest.mark.parametrize(
    ("table", "command", "message"),
    [
        pytest.param(
            '[tool.irscope.capture]\narch = ""\n',
            ("capture", "relu:f32"),
            "[tool.irscope.capture] arch: bad arch '': expected the form sm_90a (known: " + KNOWN,
            id="capture-arch-empty",
        ),
        pytest.param(
            '[tool.irscope.check]\narch = ["sm_90a", "sm_91"]\n',
            ("check", "relu"),
            "[tool.irscope.check] arch: unknown arch 'sm_91': the CuTe DSL targets " + KNOWN,
            id="check-arch-unknown",
        ),
        pytest.param(
            '[tool.irscope.trace]\narch = "sm91"\n',
            ("list",),
            "[tool.irscope.trace] arch: bad arch 'sm91'",
            id="trace-arch-bad",
        ),
        pytest.param(
            '[tool.irscope.capture]\nshard = "3/2"\n',
            ("capture", "relu:f32"),
            "[tool.irscope.capture] shard: '3/2': I must be 1..N (N >= 1)",
            id="capture-shard",
        ),
        pytest.param(
            '[tool.irscope.show]\npass = " "\n',
            ("show", "relu:f32@sm_90a"),
            "[tool.irscope.show] pass: empty: give NAME, NAME#k or a landmark",
            id="show-pass-blank",
        ),
        pytest.param(
            '[tool.irscope.tui]\nsize = "0x0"\n',
            ("list",),
            "[tool.irscope.tui] size: --size '0x0': expected WIDTHxHEIGHT, each 1 to 1000 cells",
            id="tui-size",
        ),
    ],
)
def test_a_command_table_value_the_command_checks_is_named_in_the_file(
    tmp_path: Path, table: str, command: tuple[str, ...], message: str
) -> None:
    """A [tool.irscope.COMMAND] value checked by its option's callback or the command (an arch,
    --shard, --pass, --size): one line naming pyproject.toml and the key, exit 2, before anything
    runs, whichever command runs. (Failed on main: `irscope: error: bad arch ''`, `irscope
    capture: error: Invalid value for '--shard'`, `... '--pass'`, `--size '0x0'`: the command
    line named, which held none of them; a bad `arch` of another command's table went unnoticed.)"""
    (tmp_path / "pyproject.toml").write_text(table)
    r = invoke_irscope(*command, cwd=tmp_path, env={"IRSCOPE_STORE": str(tmp_path / "store")})
    assert r.returncode == 2, r.stdout + r.stderr
    (line,) = [ln for ln in r.stderr.splitlines() if ln.strip()]
    assert line.startswith(f"irscope: error: {tmp_path / 'pyproject.toml'}: {message}"), line
    assert not (tmp_path / "store").exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--arch", "sm_91"), "irscope: error: unknown arch 'sm_91': the CuTe DSL targets " + KNOWN),
        (("--arch", ""), "irscope: error: bad arch '': expected the form sm_90a"),
    ],
    ids=["unknown", "empty"],
)
def test_a_bad_arch_on_the_command_line_is_the_same_line(tmp_path: Path, args: tuple[str, ...], message: str) -> None:
    """`trace --arch ''` (a shell variable left unset) is a bad arch as `capture --arch ''` is.
    (Failed on main: trace took it as no --arch and ran the program.)"""
    ran = tmp_path / "RAN"
    r = invoke_irscope("trace", *args, "--", "touch", str(ran), cwd=tmp_path)
    assert r.returncode == 2, r.stderr
    assert r.stderr.splitlines()[0].startswith(message), r.stderr
    assert not ran.exists()


@pytest.mark.parametrize(
    "page",
    ["", " ", "x\n# forged heading", "a\tb", "x\x1b[2J"],
    ids=["empty", "blank", "newline", "tab", "escape"],
)
def test_a_report_page_that_is_no_one_link_is_refused(store: Path, page: str) -> None:
    """`report A B --page P` where P is empty or blank (`--page "$URL"`, URL unset) or holds a
    control character: exit 2, one usage line, no report. (Failed on main: a newline ended the
    link and its second line became a heading of the report (`# forged heading`); blank, a link
    `[ ]( )`; empty, the link left out silently.)"""
    r = irscope("--store", str(store), "report", CASE, CASE, "--page", page)
    assert r.returncode == 2 and not r.stdout, r.stdout
    assert r.stderr.startswith("irscope report: error: Invalid value for '--page': "), r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("page", "link"),
    [
        (
            "https://ci.example/run/7/page.html",
            "[https://ci.example/run/7/page.html](https://ci.example/run/7/page.html)",
        ),
        ("my pages/relu (2).html", "[my pages/relu (2).html](<my pages/relu (2).html>)"),
        ("a)b](c", "[a)b\\](c](<a)b](c>)"),
    ],
    ids=["url", "space-and-parentheses", "brackets"],
)
def test_a_report_page_is_one_whole_link(store: Path, page: str, link: str) -> None:
    """A page path holding a space or parentheses is linked whole (between angle brackets),
    brackets in its text escaped. (Failed on main: `[my pages/relu (2).html](my pages/relu
    (2).html)`, a link CommonMark ends at the space.)"""
    r = irscope("--store", str(store), "report", CASE, CASE, "--page", page)
    assert r.returncode == 0, r.stderr
    assert f"Side by side, pass by pass: {link}\n" in r.stdout, r.stdout


def test_a_store_whose_path_holds_a_double_colon_is_named_in_a_reference(store: Path, tmp_path: Path) -> None:
    """`STORE::KERNEL:CASE@ARCH` where STORE's path holds `::` (a folder named `c::d`): the store is
    what comes before the last `::`. (Failed on main: split at the first, `d/store::relu:f32@sm_90a:
    neither a bundle directory nor a kernel reference`.) A store path holding `:` held."""
    for name in ("c::d", "a:b"):
        odd = tmp_path / name / "store"
        odd.parent.mkdir()
        store.rename(odd)
        r = irscope("passes", f"{odd}::{CASE}")
        assert r.returncode == 0 and CASE in r.stdout, r.stderr
        store = odd


@pytest.mark.parametrize(
    ("inside", "says"),
    [
        ("relu", "the folder of relu"),
        ("relu/f32/sm_90a", "the folder of relu:f32@sm_90a"),
        ("relu/f32/sm_90a/*", "a capture of relu:f32@sm_90a"),
    ],
    ids=["kernel", "arch", "capture"],
)
def test_list_of_a_folder_inside_a_store_names_the_store(store: Path, inside: str, says: str) -> None:
    """`irscope list --store .irscope/relu` (a user narrowing the listing by folder): one line saying
    whose folder it is and the command that lists it. (Failed on main: `holds no captures (make some
    with irscope capture ...)`, though it held them.)"""
    (folder,) = store.glob(inside)
    r = irscope("list", "--store", str(folder))
    assert r.returncode == 2
    ref = says.rsplit(" ", 1)[-1]
    assert r.one_error_line() == (
        f"irscope: error: {folder}: holds no captures: it is {says} in the store {store}"
        f" (irscope list --store {store} {ref})"
    )


@pytest.mark.parametrize("option", ["--irscope-store", "--irscope-snapshots", "--irscope-kernels"])
def test_a_plugin_directory_option_naming_a_file_is_a_usage_error(tmp_path: Path, option: str) -> None:
    """`pytest --irscope-store pyproject.toml` (a file where a directory goes): pytest's usage error
    naming the option and the file, exit 4, before any test runs. (Failed on main: each pinning
    test failed with `no capture in pyproject.toml; pyproject.toml holds no captures`, and the
    snapshot and kernel options with `cannot be read: Not a directory`.)"""
    import subprocess
    import sys

    (tmp_path / "pyproject.toml").write_text("")
    r = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", option, "pyproject.toml"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 4, r.stdout + r.stderr
    assert f"error: argument {option}: 'pyproject.toml' is not a directory" in r.stderr, r.stderr


def test_a_kernel_module_whose_name_is_not_utf8_is_one_line(tmp_path: Path) -> None:
    """`kernels/bad\\xff.py` (a file unpacked from an archive made under another locale), and a
    project folder whose name holds that byte: `list` names the module that cannot name a
    kernel, one line, exit 2; the project folder's own name is no fault. (Failed on main: a
    UnicodeEncodeError traceback from the discovery cache's key, in both.)"""
    import os
    import shutil
    import subprocess
    import sys

    from tests.helpers import REPO

    def irscope(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:  # its output holds the byte
        env = {**os.environ, "COLUMNS": "200", "IRSCOPE_STORE": str(tmp_path / "store")}
        return subprocess.run(
            [sys.executable, "-m", "irscope", *args],
            cwd=cwd,
            env=env,
            capture_output=True,
            encoding="utf-8",
            errors="replace",
            timeout=300,
        )

    project = tmp_path / os.fsdecode(b"proj\xff")
    kernels = project / "kernels"
    kernels.mkdir(parents=True)
    for name in ("relu.py", "_common.py"):
        shutil.copy(REPO / "kernels" / name, kernels / name)
    r = irscope("list", "--kernels", str(kernels), cwd=project)
    assert r.returncode == 0 and "relu:f32" in r.stdout, r.stderr
    shutil.copy(kernels / "relu.py", kernels / os.fsdecode(b"bad\xff.py"))
    r = irscope("list", "--kernels", str(kernels), cwd=project)
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr
    (line,) = r.stderr.splitlines()
    assert line.startswith("irscope: error: ") and "cannot name a kernel: a name is an ASCII letter or _" in line


def test_a_stale_work_directory_whose_path_is_not_utf8_is_swept(tmp_path: Path) -> None:
    """The processes still working in a stale work directory are found by its path on their
    command line, taken as bytes: a process working in `.../\\xff/irscope-x` is killed; one in
    no such directory is not. (Failed on main: `str(directory).encode()`, a UnicodeEncodeError
    traceback out of the sweep, the same fault as the discovery key's.)"""
    import os
    import subprocess
    import sys

    from irscope.capture.leftovers import kill_processes_in

    work = tmp_path / os.fsdecode(b"t\xff") / "irscope-x"
    work.mkdir(parents=True)
    worker = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)", str(work)])
    try:
        assert kill_processes_in(tmp_path / "elsewhere") == 0
        assert kill_processes_in(work) == 1
        assert worker.wait(timeout=60) == -9
    finally:
        worker.kill()
        worker.wait()


@pytest.mark.parametrize("text", ["", " "], ids=["empty", "blank"])
def test_list_test_filter_that_is_empty_is_refused(store: Path, text: str) -> None:
    """`list --store S --test "$TEST"` with TEST unset: one usage line, exit 2, as every empty
    value is. (Failed on main: empty, it narrowed nothing and listed every capture under the title
    `4 of 4 capture(s) in S: --test `; blank, `no capture matches --test  `.)"""
    r = irscope("list", "--store", str(store), "--test", text)
    assert r.returncode == 2 and not r.stdout, r.stdout
    assert r.stderr.startswith("irscope list: error: Invalid value for '--test': empty: "), r.stderr


@pytest.mark.parametrize(
    ("name", "cd"), [("--x", "cd ./--x"), ("my proj", "cd 'my proj'")], ids=["option-like", "space"]
)
def test_init_prints_a_cd_that_works(tmp_path: Path, name: str, cd: str) -> None:
    """`irscope init -- --x` (a folder named like an option) prints `cd ./--x`, which a shell runs
    (*failed on main*: `cd --x`, an option to cd); a name with a space is quoted (held)."""
    r = invoke_irscope("init", "--", name, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert f"  {cd}\n" in r.stdout, r.stdout
    assert (tmp_path / name / "pyproject.toml").is_file()
