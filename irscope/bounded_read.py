"""The one reader of everything irscope parses: JSON (manifests, trace specs, source maps, cache
entries, `check --json` reports, what a worker hands its parent), TOML (pyproject.toml) and XML
(JUnit reports).

None of it is trusted: a bundle or a cache entry copied from elsewhere, a CI artifact, a
project's config. Each document is bounded before anything looks into it: its size; how deep it
nests (a parser, a schema validator or a walk that recurses ends in a RecursionError traceback
past ~1000 levels); how many digits an integer has (Python refuses to read more than 4300 with a
ValueError, and one of 400 digits overflows when it is formatted as a float); and that every
number is finite (`NaN` and `1e400` parse as floats, which `json.dumps` writes back as bare NaN
and Infinity, which no JSON reader takes). An XML document declares no DTD (entities that expand
are a billion laughs; no JUnit report has one). What breaks a bound is one `error` naming the
document, and the caller validates what is left (a schema, the types it needs) before using it.
`tests/reliability/test_bounded_read_faults.py` fails when a parser is called anywhere else.

A file outside a bundle (pyproject.toml, a report, a spec, a local module to hash) is read by
`read_file`: a regular file only (a FIFO or /dev/zero named where a file should be is refused,
not waited on or read without end), opened without blocking, at most a given size. Files of a
bundle, a snapshot tree or a cache entry are read by the bundle rule
(`bundle.members.read_member`) and parsed here.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO, Protocol

from irscope.errors import BundleError, IrscopeError

if TYPE_CHECKING:  # the XML modules load for a report to merge, not in every process that reads JSON
    from xml.etree.ElementTree import Element

#: How deep a document may nest. irscope's own reach 12 (a trace spec of a kernel class holding
#: tuples); the recorder stops at 6 objects deep. Validators recurse a few frames per level.
MAX_DEPTH = 64
#: The digits an integer may have: 2**128 has 39. No count, size or time irscope records comes near.
MAX_INT_DIGITS = 40
#: The size of a document read whole. The largest irscope writes (a Hopper GEMM's source map)
#: are a few MB.
MAX_DOCUMENT_BYTES = 64 << 20
_INT_BOUND = 10**MAX_INT_DIGITS
_TOO_MANY_DIGITS = f"an integer of more than {MAX_INT_DIGITS} digits"

#: A JSON string, in the UTF-8 bytes of a document: what is left out of its skeleton.
_JSON_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')
#: Digits as 0 and an exponent's E as e, so that a number past the bounds is a plain substring.
_NUMBER_SHAPE = bytes.maketrans(b"123456789E", b"000000000e")
#: 41 digits in a row, or an exponent of 3 digits: the only way a JSON number can have more
#: than MAX_INT_DIGITS digits or overflow a float.
_SUSPECT_NUMBERS = (b"0" * (MAX_INT_DIGITS + 1), b"e000", b"e+000", b"e-000")
_NOT_BRACKETS = bytes(sorted(set(range(256)) - set(b"[]{}")))
#: Fewer strings than one in so many bytes, in a document of at least _SKELETON_FROM bytes: the
#: skeleton is the cheaper way to the bounds (a small one's walk costs less than counting).
_BYTES_PER_STRING = 256
_SKELETON_FROM = 1 << 16


class _Refused(Exception):
    """A bound broken inside a parser's callback (not a ValueError: the parser's own are those)."""


class Unreadable(Exception):
    """Why `read_regular` refused a file: `why` one of OPEN_FAILED, NOT_REGULAR, TOO_LARGE,
    READ_FAILED, GREW; `info` its fstat where it was opened; `detail` the OS's words."""

    def __init__(self, why: str, info: os.stat_result | None = None, detail: str = "") -> None:
        super().__init__(why)
        self.why, self.info, self.detail = why, info, detail


OPEN_FAILED, NOT_REGULAR, TOO_LARGE, READ_FAILED, GREW = "open", "not regular", "too large", "read", "grew"


def read_regular(path: Path, limit: int, *, follow: bool) -> tuple[bytes, os.stat_result]:
    """The bytes of the regular file at `path`, at most `limit` of them, and its fstat: opened
    without blocking (a FIFO never hangs the reader), checked regular before anything is read,
    read as its size says. `follow`: links followed (else a link is refused at the open).
    Unreadable otherwise, for the caller to word."""
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | (0 if follow else os.O_NOFOLLOW)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise Unreadable(OPEN_FAILED, detail=str(exc.strerror or exc)) from None
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):  # before fdopen, which refuses a directory on its own terms
        os.close(fd)
        raise Unreadable(NOT_REGULAR, info)
    with os.fdopen(fd, "rb") as fh:
        if info.st_size > limit:
            raise Unreadable(TOO_LARGE, info)
        try:
            data = read_at_most(fh, info.st_size, limit)
        except OSError as exc:
            raise Unreadable(READ_FAILED, info, str(exc.strerror or exc)) from None
    if len(data) > limit:  # it grew while being read
        raise Unreadable(GREW, info)
    return data, info


def read_file(path: Path, *, limit: int = MAX_DOCUMENT_BYTES, error: type[IrscopeError] = IrscopeError) -> bytes:
    """The bytes of the regular file at `path` (links followed: a project's pyproject.toml may be
    one), at most `limit` of them; `error` naming the file otherwise."""
    try:
        return read_regular(path, limit, follow=True)[0]
    except Unreadable as no:
        if no.why in (OPEN_FAILED, READ_FAILED):
            raise error(f"{path}: cannot be read: {no.detail}") from None
        if no.why == NOT_REGULAR:
            raise error(f"{path}: not a regular file (irscope reads no FIFO, device or directory here)") from None
        if no.why == TOO_LARGE and no.info is not None:
            raise error(f"{path}: {no.info.st_size} bytes, more than the {limit} irscope reads of it") from None
        raise error(f"{path}: more than the {limit} bytes irscope reads of it") from None


def read_at_most(fh: BinaryIO, size: int, limit: int) -> bytes:
    """The rest of the open regular file `fh`, `size` bytes by its fstat, and more where it grew
    meanwhile, up to `limit` + 1 bytes (the caller refuses more than `limit`). Read as its size
    says: `fh.read(limit + 1)` allocates the limit (1 GB for a bundle member) for every file."""
    wanted = min(size, limit) + 1
    data = fh.read(wanted)
    if len(data) < wanted:  # the end of the file: the usual case, in one read
        return data
    chunks, total = [data], len(data)
    while total <= limit:
        chunk = fh.read(min(1 << 20, limit + 1 - total))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    return b"".join(chunks)


class Inflater(Protocol):
    """A decompressor of one stream (zlib's, lzma's, zstd's), fed once."""

    @property
    def eof(self) -> bool: ...
    @property
    def unused_data(self) -> bytes: ...
    def decompress(self, data: bytes, /, max_length: int = ...) -> bytes: ...


def inflate_whole(
    inflater: Inflater,
    data: bytes,
    limit: int,
    where: str,
    *,
    codec: str,
    unit: str,
    errors: tuple[type[Exception], ...],
    too_big: Callable[[int], str],
) -> bytes:
    """The content of the one `codec` `unit` (stream, frame) that `data` must be, whole, inflated
    to no more than `limit` bytes, found out before it is all inflated; BundleError naming `where`
    otherwise (`too_big(len(out))` says why a larger one is refused)."""
    try:
        out = inflater.decompress(data, max_length=limit + 1)
    except errors as exc:
        raise BundleError(f"{where}: corrupt compressed member (not {codec} data irscope wrote: {exc})") from None
    if len(out) > limit:
        raise BundleError(f"{where}: {too_big(len(out))}")
    if not inflater.eof:
        raise BundleError(f"{where}: corrupt compressed member (truncated {codec} data)")
    if inflater.unused_data:
        raise BundleError(f"{where}: corrupt compressed member (data after the {codec} {unit})")
    return out


def text_of(data: bytes | str, where: str, error: type[IrscopeError] = IrscopeError) -> str:
    """`data` as strict UTF-8 text; `error` naming the first byte that is not."""
    if isinstance(data, str):
        return data
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error(f"{where}: not UTF-8 (byte {exc.start}: {data[exc.start : exc.start + 1]!r})") from None


def parse_json(
    data: bytes | str,
    where: str,
    *,
    error: type[IrscopeError] = IrscopeError,
    limit: int = MAX_DOCUMENT_BYTES,
) -> Any:
    """The JSON document `data` (UTF-8), within every bound above; `error` naming `where`."""
    if len(data) > limit:
        raise error(f"{where}: {len(data)} bytes, more than the {limit} irscope reads of a document")
    text = text_of(data, where, error)
    value = _loads(text, where, error, each_number=False)
    raw = data if isinstance(data, bytes) else text.encode()
    # Each way of finding the bounds costs in what the other is cheap in: the skeleton costs a
    # regex match per string (a manifest: one every 32 bytes, twice json's own time), the walk a
    # step per value (a source map's rows of numbers: a third of json's time).
    few_strings = len(raw) >= _SKELETON_FROM and raw.count(b'"') * _BYTES_PER_STRING < len(raw)
    suspect, too_deep = _skeleton_bounds(raw) if few_strings else _value_bounds(value)
    if suspect:
        value = _loads(text, where, error, each_number=True)  # says which number is past them
    if too_deep:
        raise error(f"{where}: not a document irscope reads: JSON nested too deeply (past {MAX_DEPTH} levels)")
    return value


def _skeleton_bounds(raw: bytes) -> tuple[bool, bool]:
    """(a number may be past the bounds, nested past MAX_DEPTH), found in the text less its
    strings (a valid document: json parsed it), by translating and searching bytes."""
    skeleton = _JSON_STRING.sub(b"", raw)
    shape = skeleton.translate(_NUMBER_SHAPE)
    suspect = any(pattern in shape for pattern in _SUSPECT_NUMBERS)
    brackets = skeleton.translate(None, _NOT_BRACKETS)
    for _ in range(MAX_DEPTH):  # each round takes the innermost lists and objects away
        if not brackets:
            break
        brackets = brackets.replace(b"[]", b"").replace(b"{}", b"")
    return suspect, bool(brackets)


def _value_bounds(value: Any) -> tuple[bool, bool]:
    """The same, found in the parsed value (JSON's or TOML's): walked level by level, never
    recursing."""
    suspect = False
    level = [value]
    for depth in range(1, MAX_DEPTH + 2):
        inner: list[Any] = []
        for v in level:
            kind = type(v)
            if kind is dict:
                inner.extend(v.values())
            elif kind is list:
                inner.extend(v)
            elif kind is int:
                suspect = suspect or not -_INT_BOUND < v < _INT_BOUND
            elif kind is float:
                suspect = suspect or not math.isfinite(v)
        if depth > MAX_DEPTH and (inner or any(type(v) in (dict, list) for v in level)):
            return suspect, True  # a list or table this deep, empty or not
        if not inner:
            return suspect, False
        level = inner
    return suspect, False


def _loads(text: str, where: str, error: type[IrscopeError], *, each_number: bool) -> Any:
    """json.loads, NaN and Infinity refused; with `each_number`, every number checked as it is read."""
    decoder = _NUMBER_CHECKING_DECODER if each_number else _DECODER
    try:
        return decoder.decode(text)
    except json.JSONDecodeError as exc:
        raise error(f"{where}: not valid JSON: {exc.msg} at line {exc.lineno}") from None
    except RecursionError:
        raise error(f"{where}: not a document irscope reads: JSON nested too deeply") from None
    except _Refused as exc:
        raise error(f"{where}: not a document irscope reads: {exc}") from None
    except ValueError:  # Python's own limit on the digits of an integer
        raise error(f"{where}: not a document irscope reads: {_TOO_MANY_DIGITS}") from None


def parse_toml(data: bytes | str, where: str, *, error: type[IrscopeError] = IrscopeError) -> dict[str, Any]:
    """The TOML document `data`, parsed and no deeper than MAX_DEPTH. Its numbers are not judged
    here (a table of another tool may hold `inf`): `check_numbers` the part irscope uses."""
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - Python 3.10
        import tomli as tomllib
    text = text_of(data, where, error)
    try:
        document: dict[str, Any] = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise error(f"{where}: not valid TOML: {exc}") from None
    except RecursionError:
        raise error(f"{where}: not valid TOML here: nested too deeply") from None
    except ValueError:  # an integer past Python's digit limit
        raise error(f"{where}: not valid TOML here: {_TOO_MANY_DIGITS}") from None
    if _value_bounds(document)[1]:  # its numbers are judged by the caller, in its own table
        raise error(f"{where}: not valid TOML here: nested too deeply (past {MAX_DEPTH} levels)")
    return document


def parse_xml(
    data: bytes, where: str, *, error: type[IrscopeError] = IrscopeError, limit: int = MAX_DOCUMENT_BYTES
) -> Element:
    """The root element of the XML document `data`: no DTD, no deeper than MAX_DEPTH elements.
    Built by expat, in one pass, into ElementTree's tree (comments and instructions dropped)."""
    from xml.etree import ElementTree as ET
    from xml.parsers import expat

    if len(data) > limit:
        raise error(f"{where}: {len(data)} bytes, more than the {limit} irscope reads of a document")
    builder = ET.TreeBuilder()
    parser = expat.ParserCreate()
    parser.buffer_text = True
    depth = 0

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal depth
        depth += 1
        if depth > MAX_DEPTH:
            raise _Refused(f"elements nested more than {MAX_DEPTH} deep")
        builder.start(tag, attrs)

    def end(tag: str) -> None:
        nonlocal depth
        depth -= 1
        builder.end(tag)

    def doctype(*_: object) -> None:
        raise _Refused("it declares a DTD (entities), which irscope does not read")

    parser.StartElementHandler, parser.EndElementHandler = start, end
    parser.CharacterDataHandler = builder.data
    parser.StartDoctypeDeclHandler = parser.EntityDeclHandler = doctype
    try:
        parser.Parse(data, True)
    except expat.ExpatError as exc:
        raise error(f"{where}: not well-formed XML: {expat.ErrorString(exc.code)}: line {exc.lineno}") from None
    except _Refused as exc:
        raise error(f"{where}: not an XML document irscope reads: {exc}") from None
    return builder.close()


def check_numbers(value: Any, where: str, error: type[IrscopeError]) -> None:
    """`error` naming the first number in `value` (and its key) that is not finite or has too
    many digits."""
    stack: list[tuple[str, Any]] = [("", value)]
    while stack:
        key, v = stack.pop()
        if isinstance(v, dict):
            stack.extend((f"{key}.{k}" if key else str(k), c) for k, c in v.items())
        elif isinstance(v, list):
            stack.extend((f"{key}[{i}]", c) for i, c in enumerate(v))
        elif isinstance(v, float) and not math.isfinite(v):
            raise error(f"{where}{' ' + key if key else ''}: {v} is not a finite number")
        elif isinstance(v, int) and not isinstance(v, bool) and abs(v) >= _INT_BOUND:
            raise error(f"{where}{' ' + key if key else ''}: {_TOO_MANY_DIGITS}")


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise _Refused(_TOO_MANY_DIGITS)
    return int(text)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"a number too large for a float ({text[:24]}{'...' if len(text) > 24 else ''})")
    return value


def _no_constant(name: str) -> float:
    raise _Refused(f"{name}, which is not a JSON number")


#: Made once: json.loads with any option makes a decoder per call (~15 us, a tenth of a manifest's).
_DECODER = json.JSONDecoder(parse_constant=_no_constant)
_NUMBER_CHECKING_DECODER = json.JSONDecoder(
    parse_constant=_no_constant, parse_int=_bounded_int, parse_float=_finite_float
)
