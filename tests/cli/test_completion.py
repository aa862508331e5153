"""Shell completion (irscope/cli/completion.py): what a shell gets back when it asks, as bash
asks (`_IRSCOPE_COMPLETE=bash_complete`, the words so far in COMP_WORDS): the references of the
store's captures, the passes of the capture named, and nothing (exit 0) where the store cannot
be read."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from irscope import bundle, store
from tests import example_project as sandbox

example_project = sandbox.example_project  # the fixture


def complete(words: str, cwd: Path, **env: str) -> list[str]:
    """The values bash would offer for the last word of `words` (a trailing space: a new word)."""
    parts = words.split(" ")
    proc = subprocess.run(
        [sys.executable, "-m", "irscope"],
        env={
            **os.environ,
            "_IRSCOPE_COMPLETE": "bash_complete",
            "COMP_WORDS": words,
            "COMP_CWORD": str(len(parts) - 1),
            **env,
        },
        cwd=cwd,
        capture_output=True,
        text=True,
    )
    assert (proc.returncode, proc.stderr) == (0, ""), proc.stderr
    return [line.split(",", 1)[1] for line in proc.stdout.splitlines() if line]


def _store_labels(root: Path) -> list[str]:
    return sorted(store.label_of(p) for p in store.all_latest(root))


def test_references_are_the_stores_captures(example_project: Path) -> None:
    labels = _store_labels(example_project / ".irscope")
    assert len(labels) >= 2
    assert complete("irscope passes ", example_project) == labels
    kernel = labels[0].split(":")[0]
    assert complete(f"irscope show {kernel}:", example_project) == [x for x in labels if x.startswith(f"{kernel}:")]
    # every command that takes a capture, an argument after the first and the other store's option
    both = complete(f"irscope diff {labels[0]} ", example_project)
    assert both == labels
    assert complete("irscope tui --compare ", example_project) == labels
    assert complete("irscope passes nosuch", example_project) == []


def test_a_store_named_on_the_line_or_in_the_environment(example_project: Path, tmp_path: Path) -> None:
    labels = _store_labels(example_project / ".irscope")
    root = str(example_project / ".irscope")
    assert complete(f"irscope --store {root} stats ", tmp_path) == labels
    assert complete(f"irscope stats --store {root} ", tmp_path) == labels
    assert complete("irscope stats ", tmp_path, IRSCOPE_STORE=root) == labels
    assert complete("irscope stats ", tmp_path) == []  # no store here


def test_passes_of_the_capture_named(example_project: Path) -> None:
    label = _store_labels(example_project / ".irscope")[0]
    b = bundle.load(store.resolve_one(label, example_project / ".irscope"))
    keys = [p.key for p in b.passes]
    offered = complete(f"irscope show {label} --pass ", example_project)
    assert [k for k in offered if "#" in k] == keys
    assert "convert-to-llvm" in offered and "final" in offered
    assert complete(f"irscope show {label} --pass cse", example_project) == [k for k in keys if k.startswith("cse")]
    assert complete(f"irscope diff {label} --pass cute-expand", example_project) == [
        "cute-expand-ops",
        "cute-expand-ops#1",
    ]
    assert complete("irscope show --pass ", example_project) == []  # no capture named yet


@pytest.mark.parametrize(
    "store_is",
    ["a-file", "unreadable-kernel-dir", "a-damaged-manifest"],
)
def test_a_store_that_cannot_be_read_completes_nothing_and_says_nothing(
    example_project: Path, tmp_path: Path, store_is: str
) -> None:
    """A completion prints into the line the user is typing: errors are never printed there."""
    root = tmp_path / "store"
    if store_is == "a-file":
        root.write_text("not a store")
        words = f"irscope --store {root} passes "
    else:
        import shutil

        shutil.copytree(example_project / ".irscope", root, symlinks=True)
        label = _store_labels(root)[0]
        if store_is == "unreadable-kernel-dir":
            kernel_dir = root / label.split(":")[0]
            shutil.rmtree(kernel_dir)
            kernel_dir.write_text("a file where a kernel's folder should be")
            words = f"irscope --store {root} passes "
        else:
            for manifest in store.resolve(label, root)[0].glob("manifest.json"):
                manifest.write_text("{")
            words = f"irscope --store {root} show {label} --pass "
    offered = complete(words, tmp_path)  # asserts exit 0 and an empty stderr
    assert all(":" in x and "@" in x for x in offered if not words.endswith("--pass "))


def test_the_shells_scripts_are_written(tmp_path: Path) -> None:
    for shell in ("bash", "zsh", "fish"):
        proc = subprocess.run(
            [sys.executable, "-m", "irscope"],
            env={**os.environ, "_IRSCOPE_COMPLETE": f"{shell}_source"},
            cwd=tmp_path,
            capture_output=True,
            text=True,
        )
        assert proc.returncode == 0 and "_IRSCOPE_COMPLETE" in proc.stdout, proc.stderr


def test_kernels_from_the_discovery_cache_else_the_modules_names(tmp_path: Path) -> None:
    """capture/check/list/run complete KERNEL[:CASE]: the cases once a command has discovered
    them, the modules' names before; completing never imports a kernel module."""
    kernels = tmp_path / "kernels"
    kernels.mkdir()
    imported = tmp_path / "imported"
    (kernels / "alpha.py").write_text(
        f"import pathlib\npathlib.Path({str(imported)!r}).touch()\n"
        "from irscope.kernel import Case\n"
        "def run(): pass\n"
        "CASES = [Case('f32', entry=run, args=tuple), Case('f16', entry=run, args=tuple)]\n"
    )
    beta = "from irscope.kernel import Case\ndef run(): pass\nCASES = [Case('x', entry=run, args=tuple)]\n"
    (kernels / "beta.py").write_text(beta)
    (kernels / "_helper.py").write_text("")
    assert complete("irscope capture ", tmp_path) == ["alpha", "beta"]
    assert complete("irscope check al", tmp_path) == ["alpha"]
    assert not imported.exists()
    listed = subprocess.run(
        [sys.executable, "-m", "irscope", "list", "--json"], cwd=tmp_path, capture_output=True, text=True
    )
    assert listed.returncode == 0, listed.stderr
    imported.unlink()
    assert complete("irscope capture alpha:", tmp_path) == ["alpha:f32", "alpha:f16"]
    assert complete("irscope run ", tmp_path) == ["alpha", "beta", "alpha:f32", "alpha:f16", "beta:x"]
    assert not imported.exists()
    (kernels / "beta.py").write_text(beta + "# changed: the cache holds these modules no more\n")
    assert complete("irscope capture ", tmp_path) == ["alpha", "beta"]
