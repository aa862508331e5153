/* What the compiled scans share with the pure-Python rules they reproduce, each named once here.
 * The Python modules hold the reference (the module each one names); module.c exports every
 * constant below under its own name, and tests/analysis/test_textcore.py checks each against
 * the Python it copies, so neither side can change alone. */
#ifndef IRSCOPE_CONSTANTS_H
#define IRSCOPE_CONSTANTS_H

/* diff.WORD_MATCH_LIMIT: past this many differing words a side, one changed range. */
#define WORD_MATCH_LIMIT 400
/* diff._WORD's `[%@^!#]`: the sigils a word may start with. */
#define WORD_SIGILS "%@^!#"
/* names.PTX_REGISTERS: NVVM's virtual register kinds, in the token pattern's order. */
#define PTX_REGISTERS "rd", "rs", "rq", "fd", "hh", "r", "f", "p", "h", "b"
/* names.PTX_LABEL: what PTX block labels start with (`$L__BB3_1`). */
#define PTX_LABEL "$L__BB"
/* names.SASS_LABELS: nvdisasm's labels, in the token pattern's order. */
#define SASS_LABELS ".L_x_", ".L_"
#define SASS_LABEL_START '.' /* the character every one of them starts with */
/* names.MLIR.scope_hints: a character every line opening an MLIR naming scope holds. */
#define MLIR_SCOPE_HINT "@"
/* normalize._ALIAS_DEF's `[#!]`: what MLIR alias names start with. */
#define ALIAS_SIGILS "#!"
/* textpool.SLOT and NUMBER_SLOT: what stands for a name and for a number in a template. */
#define SLOT "%_"
#define NUMBER_SLOT "9081726354"
/* textpool._NUMBER: after a word character or one of these, digits are no number slot. */
#define NUMBER_NOT_AFTER "$.-+%#^@!'\""
/* textpool._MLIR_SLOTS' `[^"&<>\s\\]`: besides a quote, white space and a backslash, what a
 * string's content holds when it is no slot. */
#define SLOT_CONTENT_EXCLUDED "&<>"
/* textpool._NO_STRING_SLOTS: a line holding any of these has no string slots. */
#define NO_STRING_SLOTS "\\", "'", "//"
/* The largest code point: line_match numbers lines as characters, and a text of more
 * distinct lines has no character for some (Python's chr(): sys.maxunicode). */
#define MAX_LINE_ID 0x10FFFF

#endif
