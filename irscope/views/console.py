"""Where CLI output goes and how it looks: one rich Console made the same way for every command.

Conventions followed (rich's and click's): `COLUMNS` sets the width (rich reads it; pipes
default to 80), `NO_COLOR` turns colour off, `--color auto|always|never` decides, with `auto`
meaning colour and box drawing only on a terminal. Output that is not a terminal, or has
NO_COLOR set, is *plain*: aligned text without box drawing or colour, what pipes, files and CI
logs read best.

Strings from a bundle (kernel and case names, DSL versions, notes, the DSL's error messages,
IR and PTX texts) are someone else's data: control characters in them would drive the terminal
(clear it, retitle it, hide or overwrite lines, make a link). Everything irscope prints goes
through one of two doors, and both show such a character as an escape (`\x1b`) instead:
`guard_streams` wraps sys.stdout and sys.stderr (click.echo, print, the error line), and every
rich console made here renders through `_SafeSegments` and writes to the unwrapped stream, so
its own colours survive and the text it renders does not carry any.
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import io
import re
import sys
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any, TextIO, cast

import click

if TYPE_CHECKING:  # rich loads when a command prints, not when the CLI starts
    from rich.console import Console, ConsoleOptions, RenderableType, RenderHook
    from rich.segment import Segment

#: What a terminal acts on rather than shows: the C0 controls but NUL (which terminals ignore,
#: and the DSL's PTX ends with), tab and newline, DEL, the C1 controls, and the bidirectional
#: overrides and isolates that reorder a line (Trojan Source).
_UNSAFE = re.compile("[\x01-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
#: The same set within ASCII, for the fast check of an ASCII text (all of a bundle's texts):
#: bytes.translate deletes at memory speed where the regex scans at ~200 MB/s.
_UNSAFE_ASCII = bytes([*range(0x01, 0x09), *range(0x0B, 0x20), 0x7F])


def _has_unsafe(text: str) -> bool:
    if text.isascii():
        data = text.encode("ascii")
        return len(data.translate(None, _UNSAFE_ASCII)) != len(data)
    return _UNSAFE.search(text) is not None


def _escape(m: re.Match[str]) -> str:
    code = ord(m.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def safe_text(text: str) -> str:
    """`text` with every character a terminal would act on shown as an escape (`\\x1b`)."""
    return _UNSAFE.sub(_escape, text) if _has_unsafe(text) else text


#: What would break a row of a table where a name is printed in one cell: line and paragraph
#: separators, tab and NUL, besides everything `_UNSAFE` holds.
_UNSAFE_IN_CELL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def safe_cell(text: str) -> str:
    """`text` as one cell of a table: what `safe_text` escapes, and line breaks and tabs too, so
    that a name read from disk (a store's directory, `kernel\\n 2  forged`) never starts a row of
    its own."""
    return text if text.isprintable() else _UNSAFE_IN_CELL.sub(_escape, text)


def safe_line(text: str) -> str:
    """`text` as one line of the terminal (the CLI's `irscope: error: ...` line): what
    `safe_cell` escapes, so that a newline in a name the user typed or a file held never splits
    the one line in two (the second reading as a line of its own)."""
    return safe_cell(text)


def shown_path(path: object) -> str:
    """A path as text output names it (a store, a bundle, a file written): one cell
    (`safe_cell`), so a newline or tab in a directory's name never splits the line it is on
    (`list`'s title, `passes`' heading), and a reader that goes by lines reads one line."""
    return safe_cell(str(path))


def replace_unsafe(text: str) -> str:
    """`text` with every character a terminal would act on replaced by U+FFFD, one for one: for
    the TUI's code view, where offsets (changed words, search matches) index the text."""
    return _UNSAFE.sub("\ufffd", text) if _has_unsafe(text) else text


class _SafeStream:
    """A text stream that writes `safe_text` of what it is given to the stream it wraps."""

    def __init__(self, raw: TextIO) -> None:
        self.raw = raw

    def write(self, text: str) -> int:
        self.raw.write(safe_text(text))
        return len(text)

    def writelines(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:  # flush, isatty, fileno, encoding, buffer, ...
        return getattr(self.raw, name)


def guard_streams() -> None:
    """Wrap sys.stdout and sys.stderr (once, at the CLI's start) in `_SafeStream`s, over a
    stream that writes all it is given or raises (`_whole_writes`) and shows a character its
    encoding lacks as an escape (`_escaping`); a standard stream the shell closed (`>&-`) first
    made one that says so (`_reopen_closed`)."""
    _reopen_closed()
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        if stream is not None and not isinstance(stream, _SafeStream):
            setattr(sys, name, _SafeStream(_whole_writes(_escaping(stream))))


#: The error handler of irscope's standard streams (`_escaping`).
_ERRORS = "irscope-escape"


def _bytes_or_escape(exc: UnicodeError) -> tuple[str | bytes, int]:
    """A name that is not UTF-8 on disk (Python holds its bytes as surrogates, U+DC80-U+DCFF)
    is written as those bytes, as Python writes it by default; any other character the stream's
    encoding lacks as a backslash escape (`\\xf6`)."""
    if not isinstance(exc, UnicodeEncodeError):
        raise exc
    chunk = exc.object[exc.start : exc.end]
    if all(0xDC80 <= ord(c) <= 0xDCFF for c in chunk):
        return bytes(ord(c) - 0xDC00 for c in chunk), exc.end
    return codecs.backslashreplace_errors(exc)


def _escaping(stream: Any) -> Any:
    """`stream`, writing a character its encoding cannot hold as an escape instead of raising
    (`_bytes_or_escape`): under `PYTHONIOENCODING=ascii`, or a locale whose charset lacks it, a
    store path or a kernel name with `ö` was a UnicodeEncodeError traceback."""
    if not isinstance(stream, io.TextIOWrapper) or stream.errors == _ERRORS:
        return stream
    with contextlib.suppress(LookupError):
        codecs.lookup_error(_ERRORS)
        return _reconfigured(stream)
    codecs.register_error(_ERRORS, _bytes_or_escape)
    return _reconfigured(stream)


def _reconfigured(stream: io.TextIOWrapper) -> io.TextIOWrapper:
    with contextlib.suppress(ValueError, OSError):  # a stream already closed or detached
        stream.reconfigure(errors=_ERRORS)
    return stream


class _ClosedOutput(io.TextIOBase):
    """Standard output that the shell closed (`irscope list >&-`): each write fails as a write
    to a closed descriptor does, so the CLI says `cannot write the output` and exits 2 (as `ls
    >&-` does), instead of Python's None (an AttributeError traceback, or output dropped)."""

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, "standard output is closed")

    def fileno(self) -> int:
        return 1

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "utf-8"


def _reopen_closed() -> None:
    """Standard descriptors 0-2 that were closed when irscope started are opened on /dev/null:
    else the next file irscope opens takes the number, and a worker or nvdisasm started later
    would write its output into that file (a lock, a bundle member being written). Python made
    sys.stdout (or stderr) None for such a descriptor: standard output becomes `_ClosedOutput`,
    standard error a stream to /dev/null (there is nowhere to say anything)."""
    import os

    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            null = os.open(os.devnull, os.O_RDWR)
            if null != fd:
                os.dup2(null, fd)
                os.close(null)
    if sys.stdout is None:
        sys.stdout = _ClosedOutput()
    if sys.stderr is None:
        sys.stderr = io.TextIOWrapper(io.FileIO(2, "w", closefd=False), line_buffering=True)


def _whole_writes(stream: Any) -> Any:
    """`stream`, or where it writes straight to its file (PYTHONUNBUFFERED, `python -u`, set
    in many CI images) the same file through a BufferedWriter. Unbuffered, a text stream takes
    a short write (a disk that filled, a pipe whose reader left) as done and drops the rest: the
    output ends early and irscope exits 0. A BufferedWriter writes the rest or raises (then
    cli.group says so). Its own FileIO never closes the descriptor, which sys.__stdout__ keeps."""
    if not isinstance(stream, io.TextIOWrapper) or not isinstance(stream.buffer, io.RawIOBase):
        return stream
    try:
        fd = stream.fileno()
    except (OSError, ValueError):
        return stream
    return io.TextIOWrapper(
        io.BufferedWriter(io.FileIO(fd, "w", closefd=False)),
        encoding=stream.encoding,
        errors=stream.errors,
        line_buffering=True,  # what is printed still shows line by line, as unbuffered
    )


def _raw(stream: Any) -> Any:
    return stream.raw if isinstance(stream, _SafeStream) else stream


class _SafeSegments:
    """A renderable that renders another and shows the control characters in its text as
    escapes; rich's own control segments (and its styles, applied when written) pass."""

    def __init__(self, inner: RenderableType) -> None:
        self.inner = inner

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Segment]:
        from rich.segment import Segment

        for seg in console.render(self.inner, options):
            yield seg if seg.control else Segment(safe_text(seg.text), seg.style)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Any:
        from rich.measure import Measurement

        return Measurement.get(console, options, self.inner)


class _SafeHook:
    def process_renderables(self, renderables: list[Any]) -> list[Any]:
        return [_SafeSegments(r) for r in renderables]


COLOR_CHOICES = ("auto", "always", "never")

color_option = click.option(
    "--color",
    type=click.Choice(COLOR_CHOICES),
    default="auto",
    show_default=True,
    help="Colour and box drawing: auto = only on a terminal without NO_COLOR set.",
)


def make_console(color: str = "auto", *, stderr: bool = False, **kwargs: Any) -> Console:
    """The console a command prints through. `always` wins over NO_COLOR and a pipe; `never`
    wins over FORCE_COLOR and a terminal; `auto` is `never` where NO_COLOR is set, and otherwise
    leaves it to rich (isatty, FORCE_COLOR)."""
    from rich.console import Console

    kwargs.setdefault("file", _raw(sys.stderr if stderr else sys.stdout))
    kwargs.setdefault("_environ", _environ_for_rich())
    if color == "auto" and kwargs["_environ"].get("NO_COLOR", ""):
        # NO_COLOR set (not empty, as no-color.org reads it): plain, as `never`. rich alone drops
        # only the colours, and a terminal still got its dim and bold (`\x1b[2mno\x1b[0m`).
        color = "never"
    if color == "always":
        console = Console(force_terminal=True, no_color=False, stderr=stderr, **kwargs)
    elif color == "never":
        console = Console(force_terminal=False, no_color=True, color_system=None, stderr=stderr, **kwargs)
    else:
        console = Console(stderr=stderr, **kwargs)
    console.push_render_hook(cast("RenderHook", _SafeHook()))  # rich's ABC, imported only to type it
    console.on_broken_pipe = _broken_pipe  # type: ignore[method-assign]  # rich would exit 1, silently
    return console


def _environ_for_rich() -> dict[str, str]:
    """The environment rich reads its size from, where `COLUMNS=0` or `LINES=0` means what it
    means to Python (shutil.get_terminal_size) and to most programs: not set, ask the terminal
    (a pipe: 80 columns). rich took it as a width of 0: `passes` ended in a textwrap ValueError
    traceback, tables and diffs laid out for no width."""
    import os

    env = dict(os.environ)
    for name in ("COLUMNS", "LINES"):
        value = env.get(name, "")
        if value.isdigit() and int(value) == 0:
            del env[name]
    return env


def _broken_pipe() -> None:
    """A reader that closed the pipe (`| head`): the CLI ends quietly with 141 (cli.group)."""
    raise BrokenPipeError(errno.EPIPE, "Broken pipe")


def is_plain(console: Console) -> bool:
    """True when output should be plain aligned text: not a terminal, or colour switched off."""
    return not console.is_terminal or console.no_color or console.color_system is None
