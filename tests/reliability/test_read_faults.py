"""A bundle is a closed world, and a corrupt one is one line and exit 2 (issue 11, read side).

Each test copies a real capture, injects one fault, runs the command a user would, and checks:
the exit status, exactly one `irscope: error:` line naming the file at fault, no traceback, no
byte of a file outside the bundle in the output, and the good bundle untouched."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from irscope import bundle
from irscope.errors import BundleError
from tests.helpers import member_text, put_member_text
from tests.reliability.conftest import CASE, irscope, only_bundle, tree_bytes

PASSWD = Path("/etc/passwd")
PASSWD_LINES = [ln for ln in PASSWD.read_text().splitlines() if len(ln) > 8]


def _leaks_passwd(*texts: str) -> bool:
    return any(ln in t for ln in PASSWD_LINES for t in texts)


def _edit_manifest(b: Path, edit) -> None:
    path = b / bundle.MANIFEST
    data = json.loads(path.read_text())
    edit(data)
    path.write_text(json.dumps(data))


# ---- symlinks, FIFOs, directories where a file should be ------------------------------------
def test_show_ptx_symlinked_to_passwd_exits_2_and_prints_none_of_it(bundle_copy: Path) -> None:
    (bundle_copy / bundle.PTX).unlink()
    (bundle_copy / bundle.PTX).symlink_to(PASSWD)
    r = irscope("show", str(bundle_copy), "--stage", "ptx")
    line = r.one_error_line()
    assert r.returncode == 2 and not _leaks_passwd(r.stdout, r.stderr)
    assert bundle.PTX in line and "symlink" in line and str(bundle_copy) in line


@pytest.mark.parametrize(
    ("command", "member"),
    [
        (["show", "{b}", "--stage", "sass"], bundle.SASS),
        (["show", "{b}", "--pass", "convert-to-llvm"], "ir"),
        (["passes", "{b}"], bundle.PTX),
        (["stats", "{b}"], bundle.SASS),
        (["diff", "{good}", "{b}", "--stage", "ptx"], bundle.PTX),
        (["diff", "{b}", "--pass", "convert-to-llvm"], "ir"),
    ],
)
def test_every_reader_refuses_a_symlink_in_the_bundle(
    captures, bundle_copy: Path, command: list[str], member: str
) -> None:
    target = bundle_copy / member
    shutil.rmtree(target) if target.is_dir() else target.unlink()
    # Pointing inside the bundle is refused too: a bundle holds only regular files.
    target.symlink_to(
        PASSWD if member != "ir" else bundle_copy / "source-elsewhere", target_is_directory=member == "ir"
    )
    if member == "ir":
        shutil.copytree(only_bundle(captures.plain) / "ir", bundle_copy / "source-elsewhere")
    good = only_bundle(captures.plain)
    before = tree_bytes(good)
    r = irscope(*[a.format(b=bundle_copy, good=good) for a in command])
    line = r.one_error_line()
    assert r.returncode == 2 and not _leaks_passwd(r.stdout, r.stderr)
    assert member in line and "symlink" in line
    assert tree_bytes(good) == before


def test_fifo_in_a_bundle_does_not_hang(bundle_copy: Path) -> None:
    (bundle_copy / bundle.SASS).unlink()
    os.mkfifo(bundle_copy / bundle.SASS)
    r = irscope("show", str(bundle_copy), "--stage", "sass", timeout=30)
    line = r.one_error_line()
    assert r.returncode == 2 and bundle.SASS in line and "FIFO" in line


def test_directory_where_a_file_should_be(bundle_copy: Path) -> None:
    (bundle_copy / bundle.PTX).unlink()
    (bundle_copy / bundle.PTX).mkdir()
    r = irscope("show", str(bundle_copy), "--stage", "ptx")
    assert r.returncode == 2 and bundle.PTX in r.one_error_line()


def test_symlinked_manifest_is_refused(bundle_copy: Path, tmp_path: Path) -> None:
    real = tmp_path / "elsewhere.json"
    shutil.move(bundle_copy / bundle.MANIFEST, real)
    (bundle_copy / bundle.MANIFEST).symlink_to(real)
    r = irscope("show", str(bundle_copy))
    assert r.returncode == 2 and "manifest.json" in r.one_error_line()


def test_readers_check_even_when_load_was_bypassed(bundle_copy: Path) -> None:
    """The guard sits in the one read function, not only in load(): a Bundle built around a
    manifest by hand (as the TUI and tests can) still cannot read through a symlink."""
    from irscope.analysis.texts import stage_text

    b = bundle.load(bundle_copy)
    (bundle_copy / bundle.PTX).unlink()
    (bundle_copy / bundle.PTX).symlink_to(PASSWD)
    fresh = bundle.Bundle(path=bundle_copy, manifest=b.manifest)
    bundle._read_text_cached.cache_clear()
    with pytest.raises(BundleError, match="symlink"):
        fresh.ptx()
    with pytest.raises(BundleError, match="symlink"):
        stage_text(fresh, "ptx", normalized=False)


def test_no_reader_opens_bundle_files_around_the_guard() -> None:
    """Every open/read_text/read_bytes in irscope's read side is one of these known call sites
    (bundle_files is the only one that opens bundle files); a new one fails this test."""
    import ast

    from tests.helpers import REPO

    allowed = {
        ("irscope/path_kinds.py", "holds_bundle"),  # a look at a manifest's head: is it a bundle
        ("irscope/bounded_read.py", "read_regular"),  # read_file's and a bundle member's: regular, bounded
        ("irscope/bundle/schema.py", "schema_of"),  # the packaged JSON schemas
        ("irscope/bundle/trace_spec.py", "_schema"),  # the packaged trace spec schema
        ("irscope/bundle/directory.py", "commit"),  # BundleWriter writes the manifest
        ("irscope/output_files.py", "temporary_file"),  # the one writer of output files
        ("irscope/output_files.py", "write_file"),
        ("irscope/output_files.py", "append_file"),
        ("irscope/output_files.py", "_write_whole"),  # write_files: a temporary fd opened by temporary_file
        ("irscope/store.py", "create"),  # writes the store's marker
        ("irscope/made_dirs.py", "_contents"),  # ... and keeps it (and the discovery cache) to put back
        ("irscope/made_dirs.py", "_put_back"),  # ... where a store it took back was written into
        ("irscope/cli/group.py", "_output_failed"),  # /dev/null over a standard output that failed
        ("irscope/views/console.py", "_reopen_closed"),  # /dev/null on a standard descriptor found closed
        ("irscope/registry.py", "_fingerprint"),  # kernel modules, to key the discovery cache
        ("irscope/installed.py", "_dist_info_version"),  # an installed wheel's METADATA
        ("irscope/cpus.py", "cgroup_cpu_quota"),  # /proc/self/cgroup
        ("irscope/cpus.py", "_v2_quota"),  # a cgroup's cpu.max
        ("irscope/cpus.py", "_v1_quota"),  # ... or its cpu.cfs_quota_us and cpu.cfs_period_us
        ("irscope/owner.py", "_start_time"),  # /proc/PID/stat: is a temporary's writer still running
        ("irscope/owner.py", "_kernel"),  # /proc's boot id: whose pids those are
        ("irscope/tui/app.py", "open_search"),  # SearchBar.open(), not a file
        ("irscope/tui/search_bar.py", "on_mount"),  # ... the bar opening itself once mounted
        ("irscope/views/html/page.py", "asset"),  # the packaged page templates, not bundles
        ("irscope/snapshots/shared_capture.py", "capture_once"),  # ... and its lock
        ("irscope/views/html/page.py", "write_page"),  # writes the exported page (fdopen)
        ("irscope/snapshots/ci_report.py", "emit_github"),  # appends to $GITHUB_STEP_SUMMARY
        ("irscope/cli/init_command.py", "init"),  # the pyproject.toml init appends to
        ("irscope/cli/init_command.py", "template"),  # the packaged files init writes
        ("irscope/snapshots/pinned_cache.py", "_code_digest"),  # irscope's own source files
        ("irscope/tui/first_document.py", "_child"),  # the pipe to the app (fdopen), not a file
        ("irscope/tui/first_document.py", "_read"),  # ... and the app's end of it
    }
    calls = {"open", "read_text", "read_bytes", "fdopen", "load"}
    # Bundle.read_text is the guarded reader itself (it calls bundle.members.read_member_text).
    bundle_objects = {"b", "self", "self.b", "fresh"}
    found: set[tuple[str, str]] = set()
    for path in sorted((REPO / "irscope").rglob("*.py")):
        rel = path.relative_to(REPO).as_posix()
        if rel.startswith(("irscope/capture/", "irscope/gpu/")):
            continue  # capture writes bundles (from its own workdir); run compiles kernels
        tree = ast.parse(path.read_text())
        for fn in ast.walk(tree):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(fn):
                if not isinstance(node, ast.Call):
                    continue
                f = node.func
                name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
                owner = ast.unparse(f.value) if isinstance(f, ast.Attribute) else ""
                if name not in calls or (name == "load" and owner != "json"):
                    continue
                if name == "read_text" and owner in bundle_objects:
                    continue
                found.add((rel, fn.name))
    assert found - allowed == set(), f"file reads outside irscope.bundle.members: {sorted(found - allowed)}"


# ---- manifests and source maps that are not what irscope wrote -------------------------------
@pytest.mark.parametrize(
    ("name", "corrupt", "complaint"),
    [
        ("non-UTF-8", lambda p: p.write_bytes(b'{"format": "irscope-bundle\xff\xfe"}'), "not UTF-8"),
        ("nested 200,000 deep", lambda p: p.write_text("[" * 200_000 + "]" * 200_000), "nested too deeply"),
        ("not JSON", lambda p: p.write_text("{"), "not valid JSON"),
        ("empty", lambda p: p.write_bytes(b""), "not valid JSON"),
    ],
)
def test_corrupt_manifest_is_one_line(bundle_copy: Path, name: str, corrupt, complaint: str) -> None:
    corrupt(bundle_copy / bundle.MANIFEST)
    command = {"non-UTF-8": "show", "nested 200,000 deep": "explain", "not JSON": "stats"}.get(name, "passes")
    r = irscope(command, str(bundle_copy))
    line = r.one_error_line()
    assert r.returncode == 2 and complaint in line and str(bundle_copy / bundle.MANIFEST) in line, name


@pytest.mark.parametrize(
    ("edit", "complaint", "command"),
    [
        # a landmark whose pass is itself: find_pass recursed forever
        (lambda d: d["landmarks"][-1].update(name="final", **{"pass": "final"}), "landmark 'final'", "show"),
        # a landmark naming another landmark
        (lambda d: d["landmarks"][-1].update(**{"pass": "cute-expand-ops"}), "landmark 'final'", "diff"),
        (lambda d: d["landmarks"][-1].update(**{"pass": "no-such-pass#1"}), "no-such-pass#1", "passes"),
        # the same landmark twice, once played by no pass: which one `--pass final` meant was a guess
        (lambda d: d["landmarks"].append(dict(d["landmarks"][-1], **{"pass": None})), "listed twice", "show"),
        (lambda d: d.pop("kernel"), "'kernel' is a required property", "explain"),
        (lambda d: d["kernel"].update(source=7), "kernel/source", "explain"),
        (lambda d: d["passes"][0].update(ir="../../../etc/passwd"), "passes/0/ir", "show"),
        (lambda d: d["artifacts"].update(ptx="/etc/passwd"), "artifacts/ptx", "stats"),
        (lambda d: d.update(functions="kernel"), "functions", "stats"),
        (lambda d: d.update(error={"kind": 3}), "error", "show"),
    ],
)
def test_invalid_manifest_field_is_one_line(bundle_copy: Path, edit, complaint: str, command: str) -> None:
    _edit_manifest(bundle_copy, edit)
    r = irscope(command, str(bundle_copy), timeout=30)
    line = r.one_error_line()
    assert r.returncode == 2 and complaint in line and "manifest.json" in line, (command, line)


@pytest.mark.parametrize(
    "name",
    ["convert-to-llvm\n 2  forged-pass#1", "cse#2", "cse \u202etxe", "cute\x1b[2J"],
    ids=["newline", "hash", "space-bidi", "escape"],
)
def test_a_pass_name_no_reference_can_name_is_refused(bundle_copy: Path, name: str) -> None:
    """A pass name is what `NAME#k` names: one with a newline printed as two rows of `passes`
    (a forged row under it), and one with `#` or white space could never be asked for
    (`--pass 'cse#2#1'` is a bad reference). The schema refused nothing but an empty name."""
    _edit_manifest(bundle_copy, lambda d: d["passes"][0].update(name=name))
    r = irscope("passes", str(bundle_copy))
    line = r.one_error_line()
    assert r.returncode == 2 and "passes/0/name" in line and "manifest.json" in line, line
    assert r.stdout == ""


@pytest.mark.parametrize(
    ("command", "ref"),
    [(c, r) for c in ("show", "diff", "tui") for r in ("", " ")]
    + [(c, r) for c in ("show", "diff") for r in ("cse#\u00b2", "cse#\u0663")],
    ids=lambda v: {"": "empty", " ": "blank", "cse#\u00b2": "superscript", "cse#\u0663": "arabic-digit"}.get(v, v),
)
def test_a_pass_reference_that_names_nothing_is_one_line(bundle_copy: Path, command: str, ref: str) -> None:
    """`--pass ""` (a shell variable left unset) showed the final IR as if no pass were given;
    `cse#²` was a ValueError traceback (str.isdigit() takes it, int() does not) and `cse#٣`
    read as cse#3. (A pass the TUI does not find is a notification in the app, by design.)"""
    args = [str(bundle_copy)] * (2 if command == "diff" else 1)
    extra = ["--screenshot", str(bundle_copy.parent / "s.svg")] if command == "tui" else []
    r = irscope(command, *args, "--pass", ref, *extra, timeout=60)
    lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
    assert r.returncode == 2 and len(lines) == 1, (r.stdout[-300:], r.stderr)
    assert lines[0].startswith(f"irscope {command}: error: Invalid value for '--pass'") or (
        lines[0].startswith("irscope: error: bad pass reference")
    ), lines
    assert r.stdout == ""


def test_explain_on_manifest_without_kernel_found_in_the_store(lineinfo_copy: Path) -> None:
    _edit_manifest(lineinfo_copy, lambda d: d.pop("kernel"))
    store_root = lineinfo_copy.parents[3]
    r = irscope("--store", str(store_root), "explain", CASE, "--no-capture")
    line = r.one_error_line()
    assert r.returncode == 2 and "'kernel' is a required property" in line and str(lineinfo_copy) in line


def test_explain_never_reads_a_fifo_named_as_kernel_source(lineinfo_copy: Path, tmp_path: Path) -> None:
    """kernel.source pointing at /proc/kmsg hung explain; a FIFO named like a kernel module is
    the same trap, reproducible without root."""
    fifo = tmp_path / "trap.py"
    os.mkfifo(fifo)
    _edit_manifest(lineinfo_copy, lambda d: d["kernel"].update(source=str(fifo)))
    store_root = lineinfo_copy.parents[3]
    r = irscope("--store", str(store_root), "explain", CASE, "--no-capture", timeout=60)
    assert r.returncode == 0, r.stderr
    _edit_manifest(lineinfo_copy, lambda d: d["kernel"].update(source="/proc/kmsg"))
    r = irscope("--store", str(store_root), "explain", CASE, "--no-capture", timeout=60)
    assert r.returncode == 0, r.stderr


def test_explain_refuses_a_symlinked_source_copy(lineinfo_copy: Path) -> None:
    copies = sorted((lineinfo_copy / "source").iterdir())
    assert copies, "a line-info bundle keeps copies of its source files"
    copies[0].unlink()
    copies[0].symlink_to(PASSWD)
    r = irscope("explain", str(lineinfo_copy))
    line = r.one_error_line()
    assert r.returncode == 2 and "symlink" in line and copies[0].name in line
    assert not _leaks_passwd(r.stdout, r.stderr)


@pytest.mark.parametrize(
    ("corrupt", "complaint"),
    [
        (lambda p: p.write_bytes(b'{"format": "\xff"}'), "not UTF-8"),
        (lambda p: p.write_text('{"a":' * 200_000), "nested too deeply"),
    ],
)
def test_corrupt_source_map_is_one_line(tmp_path: Path, corrupt, complaint: str) -> None:
    """A stored sourcemap.json (line-info captures before maps were built on read)."""
    from tests.sourcemap.data_pair import STORED, in_store

    stored = in_store(STORED, tmp_path / "stored-store")
    corrupt(stored / bundle.SOURCEMAP)
    r = irscope("explain", str(stored))
    line = r.one_error_line()
    assert r.returncode == 2 and complaint in line and "sourcemap.json" in line


# ---- failed captures -----------------------------------------------------------------------
DSL_MESSAGE = "DSLRuntimeError: layout (4,8):(1,4) is not compatible with the copy atom"


def _make_failed(b: Path) -> None:
    """What the capture writes when the compile raised after the first passes."""

    def edit(d):
        d["status"] = "failed"
        d["passes"] = d["passes"][:3]
        d["landmarks"] = [dict(m, **{"pass": None}) for m in d["landmarks"]]
        d["artifacts"] = {k: v for k, v in d["artifacts"].items() if k in ("input_ir", "stderr", "print_ir")}
        d.pop("artifacts_provenance", None)
        d["functions"] = []
        d["error"] = {"kind": "DSLRuntimeError", "message": DSL_MESSAGE + "\n  more detail"}

    _edit_manifest(b, edit)


@pytest.mark.parametrize(
    "command",
    [["show", "{b}"], ["show", "{b}", "--stage", "ptx"], ["show", "{b}", "--stage", "sass"], ["stats", "{b}"]],
)
def test_failed_bundle_says_capture_failed_with_the_dsl_message(bundle_copy: Path, command: list[str]) -> None:
    _make_failed(bundle_copy)
    r = irscope(*[a.format(b=bundle_copy) for a in command])
    line = r.one_error_line()
    assert r.returncode == 2 and "capture failed" in line and DSL_MESSAGE in line and str(bundle_copy) in line
    assert "passes here" not in line and "no-sass" not in r.stdout + line


def test_failed_bundle_still_shows_what_it_observed(bundle_copy: Path) -> None:
    _make_failed(bundle_copy)
    first = bundle.load(bundle_copy).passes[0].key
    r = irscope("show", str(bundle_copy), "--pass", first)
    assert r.returncode == 0 and r.stdout.strip(), r.stderr
    assert irscope("show", str(bundle_copy), "--stage", "stderr").returncode == 0


def _make_failed_before_any_pass(b: Path) -> None:
    """What a rebuild writes when the program's module did not import: no pass, no IR."""

    def edit(d):
        _make_failed(b)
        d.update(json.loads((b / bundle.MANIFEST).read_text()))
        d["passes"] = []
        d["artifacts"] = {k: v for k, v in d["artifacts"].items() if k == "stderr"}

    _edit_manifest(b, edit)


@pytest.mark.parametrize("failed_when", ["after 3 passes", "before any pass"])
@pytest.mark.parametrize("failed_side", ["A", "B"])
def test_first_divergence_with_a_failed_capture(
    bundle_copy: Path, tmp_path: Path, failed_when: str, failed_side: str
) -> None:
    """`diff A B --first-divergence` against a capture that failed: the passes it never ran are
    not passes that "run only in" the other, and nothing it observed differs, so the answer is
    the failed capture's line, exit 2, as `diff A B` and `report` give (it said "X#1 runs only in
    A and changed the IR", exit 1)."""
    failed = tmp_path / "failed"
    shutil.copytree(bundle_copy, failed)
    (_make_failed if failed_when == "after 3 passes" else _make_failed_before_any_pass)(failed)
    pair = (failed, bundle_copy) if failed_side == "A" else (bundle_copy, failed)
    r = irscope("diff", str(pair[0]), str(pair[1]), "--first-divergence")
    line = r.one_error_line()
    assert r.returncode == 2, r.stdout
    assert "capture failed" in line and DSL_MESSAGE in line and str(failed) in line
    assert "runs only in" not in r.stdout + line


# ---- texts that do not agree with each other ------------------------------------------------
def _ptx_with_a_barrier(b: Path) -> None:
    """The kernel's PTX with a `bar.sync 0;` before its `ret;`: a synchronization to count."""
    text = member_text(b, bundle.PTX)
    assert "\tret;" in text
    put_member_text(b, bundle.PTX, text.replace("\tret;", "\tbar.sync 0;\n\tret;", 1))


@pytest.mark.parametrize(
    "sass",
    ["// nvdisasm printed nothing of this module\n", "\x00\xff garbage \x7f\n" * 50],
    ids=["no-function", "garbage"],
)
def test_stats_of_a_function_the_sass_lacks(bundle_copy: Path, sass: str) -> None:
    """A kernel function in the PTX that the SASS does not hold (a SASS of something else, or
    garbage): `stats` printed its sync table, then read the SASS's notes of it, an
    AttributeError traceback. Now its sync table has a "?" for SASS, exit 0."""
    _ptx_with_a_barrier(bundle_copy)
    put_member_text(bundle_copy, bundle.SASS, sass)
    r = irscope("stats", str(bundle_copy))
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
    row = next(ln for ln in r.stdout.splitlines() if "named_barrier" in ln)
    assert row.split()[-2:] == ["?", "1"], r.stdout
    assert "registers not known (no SASS)" in r.stdout


def test_stats_notes_of_a_function_without_synchronization(bundle_copy: Path) -> None:
    """The SASS notes of a function (instructions under @!PT, memory opcodes the table does not
    know) were printed only when it also synchronized: relu's were dropped, silently."""
    text = member_text(bundle_copy, bundle.SASS)
    nops = re.findall(r"^\s*/\*[0-9a-f]{4}\*/\s+NOP\s*;$", text, flags=re.M)
    assert len(nops) >= 2, "relu's SASS no longer ends in NOP padding"
    text = text.replace(nops[0], "        /*0ff0*/              @!PT LDS RZ, [RZ] ;", 1)
    put_member_text(
        bundle_copy, bundle.SASS, text.replace(nops[1], "        /*0ff8*/                   LDWEIRD R0, [R2] ;", 1)
    )
    r = irscope("stats", str(bundle_copy))
    assert r.returncode == 0, r.stderr
    assert "sync " not in r.stdout  # relu synchronizes nothing
    assert "1 instruction(s) under @!PT never execute" in r.stdout
    assert "unknown memory opcodes (other): LDWEIRD x1" in r.stdout
