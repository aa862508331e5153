"""A pygments lexer for NVIDIA SASS as `nvdisasm` prints it (cubin disassembly).

A disassembly mixes two languages: ELF section directives (`.section`, `.byte`, `.word`) and
instructions (`/*0150*/ @!P0 LDG.E.128 R4, desc[UR4][R18.64] ;`). Registers are told apart from
opcodes by their fixed spellings (R12, UR4, P0, PT, RZ, SR_TID.X), so the opcode with its
modifiers (LDG.E.128) reads as one token: the thing a kernel author scans for.

The alias is "nvsass" because pygments gives "sass" to the CSS preprocessor.
"""

from __future__ import annotations

from typing import ClassVar

from pygments.lexer import bygroups
from pygments.token import Comment, Keyword, Name, Number, Operator, Punctuation, String, Whitespace

from irscope.lexers.first_char_lexer import FirstCharLexer

_REGISTER = (
    r"\b(?:R\d+|RZ|UR\d+|URZ|UP\d|UPT|P\d|PT|B\d+|SR_[A-Z0-9_]+(?:\.[XYZ])?|SRZ)"
    r"(?:\.(?:reuse|64|128|H0_H0|H1_H1|H0_H1|H1_H0|B\d|F32|F16|BF16|X4|U32|LO|HI|SX32))*\b"
)


class SassLexer(FirstCharLexer):
    name = "NVIDIA SASS"
    aliases = ["nvsass", "cuda-sass"]
    filenames: ClassVar[list[str]] = []  # *.sass is the CSS preprocessor's
    mimetypes = ["text/x-nvidia-sass"]
    url = "https://docs.nvidia.com/cuda/cuda-binary-utilities/"

    tokens = {
        "root": [
            (r"\s+", Whitespace),
            (r"//.*?$", Comment.Single),
            (r"/\*[0-9a-fA-F]{4,}\*/", Comment.Special),  # instruction address
            (r"/\*.*?\*/", Comment.Multiline),  # encodings, annotations
            (r'@?"(\\\\|\\"|[^"\n])*"', String.Double),
            # labels: .L_x_3:, __nv_reservedSMEM_offset_0_alias:
            # (a trailing ' marks a label of a removed line with no counterpart, in irscope's diffs)
            (r"([.\w$]+'?)(:)(?=\s|$)", bygroups(Name.Label, Punctuation)),
            # predicates guarding an instruction: @P0, @!UP1, @!PT
            (r"@!?U?P(?:\d|T)\b", Name.Decorator),
            (r"\.L_[\w.]*'?", Name.Label),  # a label used as an operand: .short (.L_9 - .L_8)
            (r"\.[A-Za-z_][\w.]*", Keyword.Pseudo),  # assembler directives
            (_REGISTER, Name.Variable),
            (r"\b(c|desc|gdesc|tmem|tdesc)(?=\[)", Name.Builtin),
            # opcode with modifiers; a shape modifier is lower-case: HGMMA.64x128x16.F32.BF16
            (r"\b[A-Z][A-Z0-9_]*(?:\.[A-Za-z0-9_]+)*\b", Keyword),
            (r"[-+]?0x[0-9a-fA-F]+", Number.Hex),
            (r"[-+]?(?:INF|QNAN|NAN)\b", Number.Float),
            (r"[-+]?\d+\.\d*(?:[eE][-+]?\d+)?", Number.Float),
            (r"[-+]?\d+", Number.Integer),
            (r"[A-Za-z_$][\w$.]*", Name),
            (r"[|~!+\-*&^]", Operator),
            (r"[()\[\]{},;:@`]", Punctuation),  # `(.L_x_0) is a branch target
        ],
    }
