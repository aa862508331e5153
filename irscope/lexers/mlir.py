"""A pygments lexer for textual MLIR as the CuTe DSL prints it, in every dialect it lowers through.

MLIR's syntax is regular at the token level whatever the dialect: SSA values (`%x`), block
labels (`^bb1`), symbols (`@f`), type and attribute aliases (`!t`, `#a`), dialect ops
(`cute.copy`, `llvm.store`), builtin types (`i32`, `vector<4xf32>`). The lexer keys on those
sigils rather than on dialect op lists, so new CuTe ops highlight without a lexer change.
Every rule fits on one line (MLIR has no block comments or multi-line strings), which lets the
TUI highlight lines one at a time.
"""

from __future__ import annotations

from pygments.lexer import bygroups, words
from pygments.token import (
    Comment,
    Keyword,
    Name,
    Number,
    Operator,
    Punctuation,
    String,
    Whitespace,
)

from irscope.lexers.first_char_lexer import FirstCharLexer

_ID = r"[A-Za-z_$.\-][\w$.\-]*"  # MLIR suffix-id / bare-id characters

# A type starts a word, or follows the `x` of a shape: vector<4xf32>, memref<2x?xi8>.
_TYPE_START = r"(?:(?<![\w$.])|(?<=[\d?]x))"

_BUILTIN_TYPES = (
    "index",
    "none",
    "memref",
    "tensor",
    "vector",
    "complex",
    "tuple",
    "ptr",
    "struct",
    "array",
    "bf16",
    "f16",
    "f32",
    "f64",
    "f80",
    "f128",
    "tf32",
    "void",
    "token",
)

_KEYWORDS = (
    "module",
    "attributes",
    "to",
    "step",
    "iter_args",
    "loc",
    "dense",
    "dense_resource",
    "array",
    "true",
    "false",
    "unit",
    "affine_map",
    "affine_set",
    "strided",
    "offset",
    "ins",
    "outs",
    "from",
    "into",
    "through",
    "internal",
    "external",
    "private",
    "public",
    "nested",
    "constant",
    "unknown",
    "fused",
    "callsite",
    "distinct",
    "sym_name",
    "func",
    "return",
)


class MlirLexer(FirstCharLexer):
    name = "MLIR"
    aliases = ["mlir"]
    filenames = ["*.mlir"]
    mimetypes = ["text/x-mlir"]
    url = "https://mlir.llvm.org/docs/LangRef/"

    tokens = {
        "root": [
            (r"\s+", Whitespace),
            (r"//.*?$", Comment.Single),
            (r"\{-#|#-\}", Comment.Preproc),  # file-level metadata: {-# dialect_resources: ... #-}
            (r'"(\\\\|\\"|[^"\n])*"', String.Double),
            # %0, %arg0, %iter_2, %0#1 (result of a multi-result op); a trailing ' is how
            # irscope's diff marks a removed line's name that has no counterpart on the right
            (r"%[\w$.\-]+'?(#\d+)?", Name.Variable),
            (r"\^[\w$.\-]+'?", Name.Label),
            (r'@"(\\\\|\\"|[^"\n])*"', Name.Function),
            (r"@[\w$.\-]+", Name.Function),
            # !cute.memref, !llvm.ptr, !memref_gmem_f32_: dialect types and type aliases
            (r"!" + _ID, Keyword.Type),
            # #llvm.loop_unroll, #loop_annotation, #cuda.dev_max_shared_memory_optin
            (r"#" + _ID, Name.Decorator),
            (_TYPE_START + r"[su]?i\d+\b", Keyword.Type),
            (_TYPE_START + r"f[468]E\w+\b", Keyword.Type),
            (words(_BUILTIN_TYPES, prefix=_TYPE_START, suffix=r"\b"), Keyword.Type),
            # shape dims: 4xf32, 2x?x8 (the x is punctuation, not part of a name)
            (r"(\d+|\?)(x)(?=[\d?a-zA-Z!])", bygroups(Number.Integer, Punctuation)),
            (r"0x[0-9a-fA-F]+", Number.Hex),
            (r"[-+]?\d+\.\d*([eE][-+]?\d+)?", Number.Float),
            (r"[-+]?\d+([eE][-+]?\d+)?", Number.Integer),
            # dialect.op (op names and dialect-qualified attribute names)
            (r"[a-z_][\w$]*(\.[\w$]+)+", Name.Builtin),
            # attribute names in dictionaries: {alignment = 16 : i64} (the = on the same line: a
            # line's tokens do not depend on the next line's, however many are lexed at once)
            (r"([A-Za-z_][\w$]*)([^\S\n]*)(?==)", bygroups(Name.Attribute, Whitespace)),
            (words(_KEYWORDS, prefix=r"\b", suffix=r"\b"), Keyword),
            (r"[A-Za-z_][\w$]*", Name),
            (r"->|::|\.\.\.", Operator),
            (r"[=*+\-/?|&~]", Operator),
            (r"[(){}\[\]<>,:;.]", Punctuation),
            (r"'[^'\n]*'", String.Single),
        ],
    }
