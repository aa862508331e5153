"""Text -> text normalization, so that diffs show what a compiler changed and nothing else.

Two captures of the same kernel must normalize to the same text; a one-line change in a kernel
must stay a small change. What varies without meaning:

- MLIR: source locations (`loc(...)`, `#loc` aliases), SSA value and block numbering, and the
  numeric suffixes of alias names (`!memref_gmem_f32_1` names a different type in different
  passes, depending on which other types exist). Aliases get names derived from their
  definition instead, so a type keeps its name through the whole pipeline.
- PTX: the compiler banner and `.version` (8.8 with the cu12 libs, 9.4 with cu13 for the same
  code), comments, debug `.file`/`.loc` directives that carry paths, whitespace alignment.
- SASS: instruction addresses `/*0150*/` and encodings `/* 0x... */`, whitespace alignment,
  and the data sections around the code.

Every function here accepts arbitrary text and never raises.
"""

from __future__ import annotations

import hashlib
import heapq
import os
import re
from collections.abc import Callable
from functools import lru_cache
from itertools import compress, groupby, pairwise, repeat
from operator import add, ne

from irscope.analysis.compiled import TextCore, dispatch
from irscope.analysis.names import LOC_OR_STRING, MLIR, MLIR_SCOPE_START, STRING, balanced_end

# ---- MLIR ---------------------------------------------------------------------------------
_LOC_ALIAS_LINE = re.compile(r"^#loc[\w$.\-]*\s*=")
_IR_DUMP_BANNER = re.compile(r"^// -----// IR Dump .*//----- //$")
# What a text contains if _mlir_kept is to drop or cut any of its lines.
_DROP_MARKS = ("loc(", "#loc", "// -----// IR Dump")
_ALIAS_DEF = re.compile(r"^(?P<ref>[#!](?P<name>[A-Za-z_][\w$.\-]*))\s*=\s*(?P<body>.*)$")
_ALIAS_REF = re.compile(rf"{STRING}|(?P<ref>[#!][A-Za-z_][\w$.\-]*)")
_LONG_NAME = re.compile(r"(?<![\w$])[A-Za-z_][\w$]{59,}")
# MLIR's printer escapes `"` inside strings (as \22), so splitting a text on `"` alternates code
# and string contents, and names are renamed in the code parts only. One re.split finds, in
# order, the string literals (a `"` up to the next `"` or the end: what splitting on `"` makes of
# it), the SSA values and block labels, and the alias names: renaming is then a list
# comprehension over the tokens, not a regex callback per name, and SSA values and aliases share
# one scan. Each alternative starts with a literal character, which the regex engine skips to.
_TOKENS = re.compile(r'("[^"]*(?:"|\Z)|%[\w$.\-]+|\^[\w$.\-]+|#[A-Za-z_][\w$.\-]*|![A-Za-z_][\w$.\-]*)')
_ALIAS_TOKENS = re.compile(r'("[^"]*(?:"|\Z)|#[A-Za-z_][\w$.\-]*|![A-Za-z_][\w$.\-]*)')
# Where a mangled DSL name turns from the function name into its argument signature.
_SIGNATURE_START = re.compile(r"_(?:[A-Z]|tensor|ptr|i\d+_|f\d+_|bf16)")


def normalize_mlir(text: str, *, collapse_names: bool = False) -> str:
    """Strip locations, name aliases by content, renumber SSA values and blocks per function."""
    out = _join_text(_renamed(text))
    return collapse_long_names(out) if collapse_names else out


def _compiled_renamed(core: TextCore, text: str) -> str:
    """_renamed by the compiled core: splitting the kept lines, renumbering and renaming
    aliases are scans in C; which lines open a scope and what the aliases are named stay here."""
    if core.contains_any(text, _DROP_MARKS):  # locations to strip first; the core splits
        text = "\n".join(_mlir_kept(text)[0])  # lines again, which changes nothing but a last
        # empty line (which _join_text drops)
    whole, odd, definitions, starts = core.normalize_mlir(text, MLIR_SCOPE_START.match)
    moved = _alias_names(definitions)
    # A scope with an unclosed string pairs quotes differently than the whole text (see
    # _rename_aliases): then the whole text is scanned, else each scope.
    return core.rename_aliases(whole, None if odd else starts, moved) if moved else whole


@dispatch(_compiled_renamed)
def _renamed(text: str) -> str:
    """The text's kept lines, each scope renumbered, then its aliases named by their content."""
    lines, _ = _mlir_kept(text)
    # SSA first: an alias is named by the hash of its text, which must already be final.
    return _rename_aliases([_renumber_scope(lines[lo:hi]) for lo, hi in _scopes(lines)])


def _mlir_kept(text: str) -> tuple[list[str], list[int]]:
    """The lines normalization keeps (locations stripped), and the raw line index of each."""
    raw = text.splitlines()
    if not any(mark in text for mark in _DROP_MARKS):  # a capture without line info
        return [line.rstrip() for line in raw], list(range(len(raw)))
    lines: list[str] = []
    origins: list[int] = []
    for i, line in enumerate(raw):
        # Tested after stripping: a line that only becomes a `#loc` alias once its locations are
        # gone (`loc(..)#loc3 = `) is dropped now, not by a second normalization.
        line = _fixpoint(_strip_locs, line).rstrip() if "loc(" in line else line.rstrip()
        if line[:1] in ("#", "/") and (_LOC_ALIAS_LINE.match(line) or _IR_DUMP_BANNER.match(line)):
            continue
        lines.append(line)
        origins.append(i)
    return lines, origins


def _strip_locs(line: str) -> str:
    if "loc(" not in line:
        return line
    out: list[str] = []
    pos = 0
    for m in LOC_OR_STRING.finditer(line):
        if m.start() < pos or m[0].startswith('"'):
            continue
        end = balanced_end(line, m.end())
        if end is None:  # unbalanced: not a location we understand, keep the rest as it is
            break
        out.append(line[pos : m.start()].rstrip())
        pos = end
    out.append(line[pos:])
    return "".join(out)


def _dependencies_first(deps: dict[str, set[str]], key: Callable[[str], tuple[str, str]]) -> list[str]:
    """Kahn's topological order, ties broken by `key` (so clashes resolve the same way whatever
    the definition order). Nodes on a cycle, or depending on one, are left out."""
    waiting = {ref: len(d) for ref, d in deps.items()}
    users: dict[str, list[str]] = {}
    for ref, d in deps.items():
        for dep in d:
            users.setdefault(dep, []).append(ref)
    ready = [(key(ref), ref) for ref, n in waiting.items() if n == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        _, ref = heapq.heappop(ready)
        order.append(ref)
        for user in users.get(ref, ()):
            waiting[user] -= 1
            if waiting[user] == 0:
                heapq.heappush(ready, (key(user), user))
    return order


def _scopes(lines: list[str]) -> list[tuple[int, int]]:
    """[lo, hi) line ranges of the naming scopes: a new one at each function (none is empty)."""
    bounds = [0, *(i for i in MLIR.scope_starts(lines) if i > 0), len(lines)]
    return [(lo, hi) for lo, hi in pairwise(bounds) if hi > lo]


def _renumber_scope(lines: list[str]) -> list[str]:
    """One function's text as _TOKENS splits it (text between tokens at even indices, tokens at
    odd ones), its SSA values and blocks renamed in order of appearance. The kinds' name spaces
    never overlap (`%3`, `%arg3`, `^bb3`, `%ptr_3`), so fresh names cannot clash.

    The distinct tokens are grouped by kind with one stable sort (a kind's tokens keep their
    order of appearance), and each group gets its fresh names at once: no loop over names."""
    pieces = _TOKENS.split("\n".join(lines))
    tokens = pieces[1::2]
    distinct = list(dict.fromkeys(tokens))  # each distinct token once, in order of appearance
    kinds = _kinds_of(distinct)
    moved: dict[str, str] = {}
    for kind, group in groupby(sorted(range(len(distinct)), key=kinds.__getitem__), key=kinds.__getitem__):
        if not kind:  # not a renumbered name
            continue
        names = list(map(distinct.__getitem__, group))
        fresh = list(map(add, repeat(kind), _numbers(len(names))))
        moved.update(compress(zip(names, fresh, strict=True), map(ne, names, fresh)))
    if moved:  # most of MLIR's own numbering survives: then there is nothing to rewrite
        pieces[1::2] = map(moved.get, tokens, tokens)
    return pieces


#: token -> what its renumbered names start with (see _name_kind), "" for a token that stays.
#: Filled as tokens are met: the same names recur in every function of every pass. A full
#: table is replaced, never emptied under a thread that reads it.
_KINDS: dict[str, str] = {}
_NUMBERS: list[str] = []


def _kinds_of(tokens: list[str]) -> list[str]:
    global _KINDS
    table = _KINDS
    if len(table) > 1 << 18:
        table = _KINDS = {}
    for token in set(tokens).difference(table):
        table[token] = (_name_kind(token) if token[0] in "%^" else None) or ""
    return list(map(table.__getitem__, tokens))


def _numbers(n: int) -> list[str]:
    """ "0", "1", ..., str(n - 1). (A longer list replaces a short one, never extends it in place.)"""
    global _NUMBERS
    numbers = _NUMBERS
    if len(numbers) < n:
        numbers = _NUMBERS = list(map(str, range(max(n, 2 * len(numbers)))))
    return numbers[:n]


def _digits(s: str) -> bool:
    return s.isascii() and s.isdigit()


@lru_cache(maxsize=1 << 16)
def _name_kind(token: str) -> str | None:
    """What the token's renumbered names start with (`%`, `%arg`, `^bb`, `%ptr_`), or None for
    a name without a number (`%ptr`, `%c0_i32`), which stays. Cached: the same names recur in
    every function of every pass."""
    sigil, name = token[0], token[1:]
    if _digits(name):
        return sigil
    if sigil == "%" and name.startswith("arg") and _digits(name[3:]):
        return "%arg"
    if sigil == "^" and name.startswith("bb") and _digits(name[2:]):
        return "^bb"
    stem, sep, suffix = name.rpartition("_")
    if not (sep and stem and _digits(suffix)):
        return None
    return f"{sigil}{stem}_"


def _rename_aliases(scopes: list[list[str]]) -> str:
    """The text of the renumbered scopes (lines joined by newlines), each alias named after its
    definition."""
    texts = ["".join(pieces) for pieces in scopes]
    whole = "\n".join(texts)
    moved = _alias_names(_definition_lines(whole))
    if not moved:
        return whole
    if any(text.count('"') % 2 for text in texts[:-1]):
        # A scope with an unclosed string: splitting the whole text on `"` pairs its quotes
        # differently from splitting each scope, so the scopes' tokens do not apply. Scan again.
        pieces = _ALIAS_TOKENS.split(whole)
        pieces[1::2] = map(moved.get, pieces[1::2], pieces[1::2])
        return "".join(pieces)
    for pieces in scopes:
        pieces[1::2] = map(moved.get, pieces[1::2], pieces[1::2])
    return "\n".join("".join(pieces) for pieces in scopes)


def _definition_lines(text: str) -> list[str]:
    """The lines of `text` that start with `#` or `!` (where alias definitions are), in order,
    found with str.find rather than a look at every line."""
    starts = [0] if text[:1] in ("#", "!") else []
    for mark in ("\n#", "\n!"):
        at = text.find(mark)
        while at >= 0:
            starts.append(at + 1)
            at = text.find(mark, at + 1)
    starts.sort()
    ends = [text.find("\n", start) for start in starts]
    return [text[start:end] if end >= 0 else text[start:] for start, end in zip(starts, ends, strict=True)]


def _alias_names(lines: list[str]) -> dict[str, str]:
    """old -> new name of every alias whose name changes (`lines`: those starting with # or !)."""
    defs: dict[str, str] = {}
    for line in lines:
        m = _ALIAS_DEF.match(line)
        if m and m["ref"] not in defs:
            defs[m["ref"]] = m["body"]
    return _names_by_content(tuple(defs.items())) if defs else {}


@lru_cache(maxsize=64)
def _names_by_content(definitions: tuple[tuple[str, str], ...]) -> dict[str, str]:
    # Cached: most passes leave the aliases alone. (Callers only read the dict.)
    defs = dict(definitions)
    deps = {ref: {m["ref"] for m in _ALIAS_REF.finditer(body) if m["ref"] in defs} for ref, body in defs.items()}
    order = _dependencies_first(deps, key=lambda r: (defs[r], r))
    # Valid MLIR has no cyclic aliases; any that are (or lean on one) keep their names.
    placed = set(order)
    names: dict[str, str] = {ref: ref for ref in defs if ref not in placed}
    taken = set(names)
    for ref in order:
        body = _ALIAS_REF.sub(lambda m: names.get(m["ref"], m[0]) if m["ref"] else m[0], defs[ref])
        digest = hashlib.sha1(body.encode()).hexdigest()
        # A name this function gave already ends in its digest: keep its stem (idempotence).
        given = re.search(r"_([0-9a-f]{4,40})$", ref)
        base = ref[: given.start()] if given and digest.startswith(given[1]) else ref
        stem = re.sub(r"(?<=_)\d+$", "", base).rstrip("_") or ref[0] + "alias"
        size = 4
        while f"{stem}_{digest[:size]}" in taken:  # a short-hash clash: lengthen, stay unique
            size += 1
        names[ref] = f"{stem}_{digest[:size]}"
        taken.add(names[ref])
    return {old: new for old, new in names.items() if old != new}


def collapse_long_names(text: str) -> str:
    """Shorten the DSL's mangled names (kernel_cutlass_add_kernel_tensorptrf32gmem...): keep the
    function-name part, drop the argument signature; a method of a kernel class keeps its class
    (`HopperWgmmaGemmKernel.kernel~`). Distinct names stay distinct (`~2`, `~3`)."""
    short: dict[str, str] = {}
    used: dict[str, int] = {}

    def collapse(name: str) -> str:
        if name not in short:
            base = (_method_name(name) or _function_name(name)) + "~"
            used[base] = used.get(base, 0) + 1
            short[name] = base if used[base] == 1 else f"{base}{used[base]}"
        return short[name]

    spans = _long_name_spans(text)
    if not spans:
        return text
    pieces, at = [], 0
    for start, end in spans:
        pieces += [text[at:start], collapse(text[start:end])]
        at = end
    pieces.append(text[at:])
    return "".join(pieces)


#: ASCII word characters (and `$`, which _LONG_NAME takes as one) as `a`, everything else a space.
_WORD_MASK = bytes(0x61 if i < 128 and (chr(i).isalnum() or chr(i) in "_$") else 0x20 for i in range(256))
_LONG_RUN = b"a" * 60


def _long_name_spans(text: str) -> list[tuple[int, int]]:
    """Where _LONG_NAME matches, in order. An ASCII text is searched as a mask of its word
    characters with bytes.find (~1 ms a megabyte where the regex takes ~70: comparing two
    attention kernels pairs their names in every pass); other text by the regex itself."""
    if not text.isascii():
        return [m.span() for m in _LONG_NAME.finditer(text)]
    mask = text.encode("ascii").translate(_WORD_MASK)
    spans = []
    at = mask.find(_LONG_RUN)
    while at >= 0:  # `at` starts a run of word characters (the run's earlier part was shorter)
        end = mask.find(b" ", at)
        end = len(mask) if end < 0 else end
        if text[at] == "_" or text[at].isalpha():  # the regex's first character: [A-Za-z_]
            spans.append((at, end))
        at = mask.find(_LONG_RUN, end)
    return spans


def _function_name(name: str) -> str:
    cut = _SIGNATURE_START.search(name, 8)
    return name[: cut.start() if cut else 40]


#: The DSL mangles `self` into a method's name as repr(self) without punctuation or address:
#: `kernel_cutlass_<method>_<module><Class>_object_at_...` (module `__main__` for a script).
_OBJECT_AT = "_object_at_"
#: The module names a script runs under (bundle.trace_spec.SCRIPT_MODULES), dropped from a method's name.
_SCRIPT_MODULES = ("__mp_main__", "__main__")
_PREFIXES = ("kernel_cutlass_", "cutlass_")


def _method_name(name: str) -> str | None:
    """`Class.method` of a kernel class's method, from its mangled name; None for a function.
    The module run together with the class is dropped where it is a script's (`__main__`,
    `__mp_main__` in a multiprocessing worker); another module
    stays with the method (`Class.kernel_dense_gemm`): where one ends and the other starts is
    not in the name."""
    at = name.find(_OBJECT_AT)
    if at <= 0:
        return None
    head = name[:at]
    word_start = head.rfind("_") + 1
    upper = next((i for i, ch in enumerate(head[word_start:]) if ch.isupper()), None)
    if upper is None:
        return None
    cls, rest = head[word_start + upper :], head[: word_start + upper]
    rest = next((rest[len(p) :] for p in _PREFIXES if rest.startswith(p)), rest)
    script = next((m for m in _SCRIPT_MODULES if rest.endswith(f"_{m}")), None)
    if script is not None:
        rest = rest[: -len(script) - 1]
    method = rest.rstrip("_") if not rest.startswith("__") else rest
    return f"{cls}.{method}" if method else None


# A collapsed name, with the `Class.` of a kernel class's method (`HopperWgmmaGemmKernel.kernel~`).
_COLLAPSED_NAME = re.compile(r"(?<![\w$])(?:[A-Z][\w$]*\.(?=[A-Za-z_][\w$]*~))?[A-Za-z_][\w$]*~\d*(?![\w$~])")


def paired_names(left: str, right: str) -> tuple[str, str]:
    """Two captures' texts with their kernels' mangled names shortened and paired
    (collapse_long_names, then unify_collapsed_names)."""
    return unify_collapsed_names(collapse_long_names(left), collapse_long_names(right))


def unify_collapsed_names(left: str, right: str) -> tuple[str, str]:
    """For comparing two captures of different kernels: a collapsed name found only on one side
    is paired, in order of first appearance, with one found only on the other, and both become
    one name saying what differs (`kernel_cutlass_add_kernel_v{1,2}~`), so the symbols that
    name the kernels stop showing as changed lines."""
    # A name never spans lines (its pattern's characters and look-arounds exclude the newline)
    # and holds a `~`: only the lines holding one are read and renamed, found with str.find. On
    # an attention kernel's MLIR, ~1 MB a pass, scanning whole texts took ~0.1 s a side per pass,
    # and a loop over every line ~15 ms (comparing two captures pairs the names of every pass).
    spans_l, spans_r = _tilde_lines(left), _tilde_lines(right)
    names_l = list(dict.fromkeys(n for lo, hi in spans_l for n in _COLLAPSED_NAME.findall(left, lo, hi)))
    names_r = list(dict.fromkeys(n for lo, hi in spans_r for n in _COLLAPSED_NAME.findall(right, lo, hi)))
    only_l = [n for n in names_l if n not in set(names_r)]
    only_r = [n for n in names_r if n not in set(names_l)]
    rename_l, rename_r = {}, {}
    for a, b in zip(only_l, only_r, strict=False):  # unpaired leftovers stay as they are
        joined = _joined(a, b)
        rename_l[a], rename_r[b] = joined, joined
    if not rename_l:
        return left, right

    def sub(text: str, spans: list[tuple[int, int]], rename: dict[str, str]) -> str:
        pieces, at = [], 0
        for lo, hi in spans:
            line = text[lo:hi]
            pieces += [text[at:lo], _COLLAPSED_NAME.sub(lambda m: rename.get(m[0], m[0]), line)]
            at = hi
        pieces.append(text[at:])
        return "".join(pieces)

    return sub(left, spans_l, rename_l), sub(right, spans_r, rename_r)


def _tilde_lines(text: str) -> list[tuple[int, int]]:
    """[start, end) of every line holding a `~`, in order (each line once)."""
    spans = []
    at = text.find("~")
    while at >= 0:
        lo = text.rfind("\n", 0, at) + 1
        hi = text.find("\n", at)
        hi = len(text) if hi < 0 else hi
        spans.append((lo, hi))
        at = text.find("~", hi)
    return spans


def _joined(a: str, b: str) -> str:
    head = len(os.path.commonprefix([a, b]))
    tail = len(os.path.commonprefix([a[head:][::-1], b[head:][::-1]]))
    return f"{a[:head]}{{{a[head : len(a) - tail]},{b[head : len(b) - tail]}}}{a[len(a) - tail :]}"


# ---- PTX ----------------------------------------------------------------------------------
_PTX_DROP = re.compile(r"^\s*(?://|\.version\b|\.file\b|\.loc\b)")
_PTX_DEBUG_SECTION = re.compile(r"^\s*\.section\s+\.debug")
_PTX_TRAILING_COMMENT = re.compile(r"\s*//.*$")
_SPACES = re.compile(r"[ \t]+")


def normalize_ptx(text: str) -> str:
    """Drop the banner, `.version`, comments and debug-line directives; collapse whitespace."""
    return _join(_ptx_kept(text)[0])


def _ptx_kept(text: str) -> tuple[list[str], list[int]]:
    out: list[str] = []
    origins: list[int] = []
    in_debug_section = False
    for i, line in enumerate(text.splitlines()):
        # Debug sections (-lineinfo/-G builds) are `.section .debug_x { ... }` blocks of paths and offsets.
        if _PTX_DEBUG_SECTION.match(line):
            in_debug_section = "}" not in line
            continue
        if in_debug_section:
            in_debug_section = line.strip() != "}"
            continue
        if _PTX_DROP.match(line):
            continue
        line = _PTX_TRAILING_COMMENT.sub("", line) if "//" in line else line
        body = _SPACES.sub(" ", line).strip()
        out.append(("\t" if body and line[:1] in (" ", "\t") else "") + body)
        origins.append(i)
    return out, origins


# ---- SASS ---------------------------------------------------------------------------------
_SASS_ADDRESS = re.compile(r"/\*[0-9a-fA-F]{4,}\*/")
_SASS_ENCODING = re.compile(r"/\*\s*0x[0-9a-fA-F]+\s*\*/")
_SASS_SECTION = re.compile(r"^\s*\.section\s+\"?(?P<name>[^\s,\"]+)")
_SASS_BANNER = re.compile(r"^//-+\s*(?P<name>\S+)\s*-+\s*$")


def normalize_sass(text: str) -> str:
    """Keep the code: instructions, labels and the directives of `.text.*` sections, without
    addresses and encodings. Data sections (.nv.info, .debug_frame, .nv.constant0, symbols) are
    dropped: byte dumps diff as noise, and `irscope stats` reports what they hold (registers,
    shared memory). A listing without sections (cuobjdump -sass) is kept whole."""
    return _join(_sass_kept(text)[0])


def _sass_kept(text: str) -> tuple[list[str], list[int]]:
    out: list[str] = []
    origins: list[int] = []
    in_code = True  # before the first section: the .headerflags/.elftype preamble
    for i, line in enumerate(text.splitlines()):
        stripped = _fixpoint(lambda s: _SASS_ENCODING.sub("", _SASS_ADDRESS.sub("", s)), line)
        opens = _SASS_BANNER.match(stripped) or _SASS_SECTION.match(stripped)
        if opens:
            in_code = opens["name"].startswith(".text.")
        if not in_code:
            continue
        body = _SPACES.sub(" ", stripped).strip()
        if not body and line.strip():  # nothing but an address or an encoding (cuobjdump's 2nd line)
            continue
        indent = "        " if body and (stripped != line or line[:1] in (" ", "\t")) else ""
        out.append(indent + body)
        origins.append(i)
    return out, origins


def _fixpoint(strip: Callable[[str], str], line: str) -> str:
    """Strip until nothing changes: removing `/*0040*/` from `//*0150*/*0040*/` leaves another one."""
    while True:
        shorter = strip(line)
        if shorter == line:
            return line
        line = shorter


_KEPT: dict[str, Callable[[str], tuple[list[str], list[int]]]] = {
    "mlir": _mlir_kept,
    "ptx": _ptx_kept,
    "sass": _sass_kept,
}


def line_origins(kind: str, text: str) -> tuple[int, ...]:
    """For each line of the normalized text (`kind`: mlir, ptx or sass), the 0-based index of
    the raw line it came from. Locations and line tables are keyed by raw lines; views show
    normalized ones. Renumbering and renaming never add or remove lines, so only the dropped
    lines and `_join`'s blank-run collapsing move them."""
    lines, origins = _KEPT[kind](text)
    kept: list[tuple[int, bool]] = []  # (origin, blank), as _join keeps lines
    for line, origin in zip(lines, origins, strict=True):
        if line or (kept and not kept[-1][1]):
            kept.append((origin, not line))
    while kept and kept[-1][1]:
        kept.pop()
    return tuple(origin for origin, _ in kept)


def clear_caches() -> None:
    """Forget the names seen and the aliases named (for benchmarks that measure a cold start)."""
    _name_kind.cache_clear()
    _names_by_content.cache_clear()
    _KINDS.clear()  # (a benchmark's cold start: no reader runs meanwhile)


def _join_text(text: str) -> str:
    """_join of text.split("\n"), on the whole text: a blank line is an empty one here (every
    kept line was stripped on the right), so blank runs are runs of newlines."""
    text = text.lstrip("\n")
    while "\n\n\n" in text:
        text = text.replace("\n\n\n", "\n\n")
    text = text.rstrip("\n")
    return text + "\n" if text else ""


def _join(lines: list[str]) -> str:
    """Lines joined, blank runs collapsed to one, no blank lines at either end."""
    kept: list[str] = []
    for line in lines:
        if line or (kept and kept[-1]):
            kept.append(line)
    while kept and not kept[-1]:
        kept.pop()
    return "\n".join(kept) + "\n" if kept else ""
