"""The kernels inside a compiled object, by the names of their code sections.

A kernel the DSL compiled and exported (`export_to_c`'s `.o`, a shared library, a `gpu.binary`
op's object) carries its device code as CUDA ELF images (cubins), possibly inside a fatbin
container; each kernel of a cubin has a section `.text.<kernel>`, the name its PTX `.entry`
has. This module finds every 64-bit little-endian ELF image of machine EM_CUDA inside a byte
string and reads those section names from its section header table: no DSL, no CUDA tools, and
a compressed image (which no header describes) is passed over, not guessed at.
"""

from __future__ import annotations

import mmap
import struct
from collections.abc import Iterator

ELF_MAGIC = b"\x7fELF"
EM_CUDA = 190
KERNEL_SECTION = b".text."
_HEADER = struct.Struct("<16xHHIQQQIHHHHHH")  # e_type .. e_shstrndx, after e_ident
_SECTION = struct.Struct("<IIQQQQIIQQ")  # sh_name, sh_type, sh_flags, sh_addr, sh_offset, sh_size, ...


Data = bytes | mmap.mmap  # a file is scanned mapped, not read whole


def kernel_names(data: Data) -> tuple[str, ...]:
    """The kernels of every cubin found in `data`, in the order they appear, each once."""
    names: dict[str, None] = {}
    for start in _elf_starts(data):
        for name in _cubin_kernels(data, start):
            names.setdefault(name, None)
    return tuple(names)


def _elf_starts(data: Data) -> Iterator[int]:
    at = data.find(ELF_MAGIC)
    while at >= 0:
        yield at
        at = data.find(ELF_MAGIC, at + len(ELF_MAGIC))


def _cubin_kernels(data: Data, start: int) -> list[str]:
    """The `.text.<kernel>` section names of the ELF image at `start`, or [] where it is not a
    readable 64-bit little-endian CUDA image (a host object, a compressed or cut-off one)."""
    ident = bytes(data[start : start + 6])
    if len(ident) < 6 or ident[4] != 2 or ident[5] != 1 or start + 64 > len(data):
        return []
    _type, machine, _version, _entry, _phoff, shoff, _flags, _ehsize, _phentsize, _phnum, shentsize, shnum, shstrndx = (
        _HEADER.unpack_from(data, start)
    )
    if machine != EM_CUDA or shentsize < _SECTION.size or not 0 <= shstrndx < shnum:
        return []
    table = start + shoff
    if table + shnum * shentsize > len(data):
        return []
    sections = [_SECTION.unpack_from(data, table + i * shentsize) for i in range(shnum)]
    strtab_offset, strtab_size = sections[shstrndx][4], sections[shstrndx][5]
    strtab = bytes(data[start + strtab_offset : start + strtab_offset + strtab_size])
    found = []
    for section in sections:
        end = strtab.find(b"\0", section[0])
        name = strtab[section[0] : end] if end >= 0 else b""
        if name.startswith(KERNEL_SECTION) and len(name) > len(KERNEL_SECTION):
            found.append(name[len(KERNEL_SECTION) :].decode("utf-8", "replace"))
    return found
