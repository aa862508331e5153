"""Which code a rebuild from a trace spec may import, and importing it (`capture --from-trace`).

A trace spec is data from someone else (a bundle copied from another machine, a spec a
colleague committed), and the modules it names are imported, which runs their top-level code.
So a rebuild imports:

- the project's own modules, by module name, from files under the project directory (the
  current directory): the file a name resolves to must lie under it (symlinks resolved), outside
  every store or spec folder being read and outside every bundle (a directory holding a
  manifest.json): a bundle's files are data, never code. A script run as `__main__` (or as
  `__mp_main__`, in a multiprocessing worker) is loaded from its file under the same rules (its
  `if __name__ == "__main__":` block does not run);
- the DSL's own package (`cutlass`), by module name, wherever installed;
- the standard library (`sys.stdlib_module_names`), by module name: it is the Python that runs the
  rebuild, and a spec names in it what a program passes (an `enum` of its own kind, a named
  tuple). Not `builtins` (`exec`, `eval`, `open`), and not the few modules that act when imported
  (`antigravity` opens a browser, `X.__main__` runs a package as a program: `unittest.__main__`
  starts a test run, `ensurepip.__main__` installs pip). What a rebuild takes from a module it
  imports is resolve.py's rule: no function or class of the standard library (`os.system`,
  `subprocess.Popen`, `operator.add`) and no instance of one made from recorded state (its methods
  would act on the spec's data: tempfile's file closer deletes the path it holds when collected)
  unless `--allow-import` names the module;
- the modules the user names (`--allow-import NAME`: NAME and its submodules), by module name,
  wherever installed;

and nothing else: a spec naming any other module is refused before any worker starts, one line
per reference. A path recorded on the tracing machine is only ever used to find the file's place
relative to the traced program's directory, never to import from another place.
"""

from __future__ import annotations

import contextlib
import importlib
import sys
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from irscope.bundle import MANIFEST
from irscope.bundle.trace_spec import is_script_module
from irscope.errors import IrscopeError

#: Imported by module name wherever installed: the DSL (its types, enums, atoms, pipelines).
ALWAYS_ALLOWED = ("cutlass",)

#: Standard-library modules that act when imported; with every `X.__main__`, never imported for a spec.
ACTS_ON_IMPORT = frozenset({"antigravity", "this", "idlelib", "turtledemo", "__hello__", "__phello__"})


def standard_library(module: str) -> bool:
    """Is `module` part of the standard library, and one that only defines things when imported?"""
    parts = module.split(".")
    acts = parts[0] in ACTS_ON_IMPORT or "__main__" in parts
    return parts[0] in sys.stdlib_module_names and parts[0] != "builtins" and not acts


class RebuildError(IrscopeError):
    """A traced compile that cannot be rebuilt here; the message names what and why."""


@dataclass(frozen=True)
class ImportPolicy:
    project: Path
    allowed: tuple[str, ...] = ()  # module names the user allowed (with their submodules)
    data: tuple[Path, ...] = ()  # stores and spec folders read or written: never code

    @classmethod
    def here(cls, allowed: tuple[str, ...] = (), data: tuple[Path, ...] = ()) -> ImportPolicy:
        return cls(Path.cwd().resolve(), tuple(allowed), tuple(Path(d).resolve() for d in data))

    def to_json(self) -> dict[str, Any]:
        return {"project": str(self.project), "allowed": list(self.allowed), "data": [str(d) for d in self.data]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ImportPolicy:
        return cls(Path(data["project"]), tuple(data["allowed"]), tuple(Path(d) for d in data["data"]))

    def by_name(self, module: str) -> bool:
        """May `module` be imported by name from wherever it is installed?"""
        return self._allowed(module, ALWAYS_ALLOWED) or standard_library(module)

    def allows(self, module: str) -> bool:
        """Did the user name `module` (or a package holding it) with --allow-import?"""
        return self._allowed(module, ())

    def _allowed(self, module: str, always: tuple[str, ...]) -> bool:
        return any(module == p or module.startswith(f"{p}.") for p in (*always, *self.allowed))


@dataclass
class Importer:
    """Imports what a spec names under a policy; `check` answers the same without importing."""

    policy: ImportPolicy
    program_cwd: str = ""
    _loaded: dict[tuple[str, Path], ModuleType] = field(default_factory=dict)

    def add_program_path(self, entries: list[str]) -> None:
        """Put the traced program's own sys.path folders and zip archives (relative to its
        directory) on sys.path, where they lie under the project: its scripts import siblings
        through them, and a module of an archive is imported by name where --allow-import names
        it (an archive's members are no files of the project)."""
        for entry in reversed(entries):
            found = (self.policy.project / entry).resolve()
            usable = found.is_dir() or (found.is_file() and zipfile.is_zipfile(found))
            if usable and _under(found, self.policy.project) and str(found) not in sys.path:
                sys.path.insert(0, str(found))

    def check(self, module: str, file: str) -> str | None:
        """Why `module` (its recorded `file`) may not be imported here, or None."""
        try:
            self._source(module, file)
        except RebuildError as exc:
            return str(exc)
        return None

    def missing(self, module: ModuleType, name: str, qualname: str) -> str:
        """Why `module` (imported as `name`) has no `qualname`: a script's function defined under
        its main block, which a rebuild does not run, or a name changed since the trace."""
        where = getattr(module, "__file__", None) or name
        if is_script_module(name) and where != name and _in_main_block(Path(where), qualname):
            return (
                f'{where}: defines {qualname} under `if __name__ == "__main__":`, which a rebuild '
                "does not run: define it at the module's top level to rebuild it"
            )
        return f"{where}: has no {qualname} (changed since the trace?)"

    def module(self, name: str, file: str = "") -> ModuleType:
        source = self._source(name, file)
        if source is None:
            return importlib.import_module(name)
        key = (name, source)
        if key not in self._loaded:
            self._loaded[key] = (
                self._script(source, name) if is_script_module(name) else self._project_module(name, source)
            )
        return self._loaded[key]

    def _source(self, name: str, file: str) -> Path | None:
        """The project file `name` is loaded from; None for a module imported by name anywhere."""
        script = is_script_module(name)
        if not script and self.policy.by_name(name):
            return None
        found = self._locate(name, file)
        if found is None:
            where = f" ({file})" if file else ""
            allow = "" if script else f", or allow it with --allow-import {name.split('.')[0]}"
            raise RebuildError(
                f"module {name}{where} is not a file of the project {self.policy.project}: run from the "
                f"project's directory{allow}"
            )
        self._check_place(name, found)
        return found

    def _locate(self, name: str, file: str) -> Path | None:
        """The file under the project: as recorded, at the same place relative to the traced
        program's directory, or (a module) found by its name under the project."""
        project = self.policy.project
        candidates: list[Path] = []
        if file:
            recorded = Path(file)
            candidates.append(recorded if recorded.is_absolute() else project / recorded)
            if recorded.is_absolute() and self.program_cwd:
                with contextlib.suppress(ValueError):
                    candidates.append(project / recorded.relative_to(self.program_cwd))
        if not is_script_module(name):
            tail = Path(*name.split("."))
            roots = [project, *(Path(p).resolve() for p in sys.path if p and _under(Path(p).resolve(), project))]
            candidates += [r / f"{tail}.py" for r in roots] + [r / tail / "__init__.py" for r in roots]
        for candidate in candidates:
            if candidate.is_file() and _under(candidate.resolve(), project):
                return candidate.resolve()
        return None

    def _check_place(self, name: str, source: Path) -> None:
        for data in self.policy.data:
            if _under(source, data):
                raise RebuildError(f"module {name} ({source}) lies in {data}, which holds data, not code")
        for parent in source.parents:
            if parent == self.policy.project or not _under(parent, self.policy.project):
                break
            if (parent / MANIFEST).exists():
                raise RebuildError(
                    f"module {name} ({source}) lies inside the bundle {parent}: bundles hold data, not code"
                )
        if not is_script_module(name) and _module_path(source, name) is None:
            raise RebuildError(f"module {name} does not name the file {source} (its path does not end in {name})")

    def _project_module(self, name: str, source: Path) -> ModuleType:
        root = _module_path(source, name)
        assert root is not None  # _check_place made sure
        known = sys.modules.get(name)
        if known is None:
            sys.path.insert(0, str(root))
            try:
                known = importlib.import_module(name)
            except Exception as exc:  # noqa: BLE001 - the module's own failure, in one line
                raise RebuildError(f"{source}: import failed: {type(exc).__name__}: {exc}") from exc
            finally:
                sys.path.remove(str(root))
        loaded = getattr(known, "__file__", None)
        if loaded is None or Path(loaded).resolve() != source:
            raise RebuildError(f"module {name} is {loaded or 'built in'} here, not the project's {source}")
        return known

    def _script(self, source: Path, name: str) -> ModuleType:
        """A script run as `name` (`__main__`, `__mp_main__`), loaded under another name (its main
        block must not run); its classes say `name` again, as when traced: the DSL names a kernel
        method after `repr(self)`, so the class's module is part of the kernel's symbol."""
        from irscope.capture.kernel_loader import import_kernel_module

        module = import_kernel_module(source)
        for value in vars(module).values():
            if isinstance(value, type) and value.__module__ == module.__name__:
                with contextlib.suppress(TypeError, AttributeError):  # a C-level type keeps its name
                    value.__module__ = name
        return module


def _in_main_block(source: Path, qualname: str) -> bool:
    """Does the script define `qualname`'s outermost name inside its `if __name__ == "__main__":`
    block (dynamic_smem_size's jitted functions: traced, but absent from the script imported)?"""
    import ast

    try:
        tree = ast.parse(source.read_text(encoding="utf-8"))
    except (OSError, SyntaxError, ValueError):
        return False
    outer = qualname.split(".", 1)[0]
    for node in tree.body:
        test = getattr(node, "test", None)
        if isinstance(node, ast.If) and isinstance(test, ast.Compare) and "__main__" in ast.unparse(test):
            for inner in ast.walk(node):
                if isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and inner.name == outer:
                    return True
    return False


def _module_path(source: Path, name: str) -> Path | None:
    """The sys.path root from which `name` is `source`, or None where the two do not agree."""
    parts = name.split(".")
    stem = source.parent if source.name == "__init__.py" else source.with_suffix("")
    if list(stem.parts[-len(parts) :]) != parts or source.suffix != ".py":
        return None
    root = stem
    for _ in parts:
        root = root.parent
    return root


def _under(path: Path, root: Path) -> bool:
    try:
        path.relative_to(root)
    except ValueError:
        return False
    return True
