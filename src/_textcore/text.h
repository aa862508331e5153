/* Shared by the compiled text core's files: the character classes of Python's `re` (str
 * patterns, no flags) that the pure-Python rules use, an output buffer, and a table that numbers
 * distinct strings in order of first appearance.
 *
 * The pure-Python modules are the reference (irscope/analysis/normalize.py, names.py,
 * line_match.py); each function here says which one it reproduces, and the tests compare both
 * on real and fuzzed text. */
#ifndef IRSCOPE_TEXT_H
#define IRSCOPE_TEXT_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#include "constants.h"

/* \w of a str pattern (sre: alphanumeric or underscore), \d (a decimal digit), and the
 * characters of an MLIR name after its sigil, [\w$.\-]. ASCII is looked up in a table (the
 * Unicode database's answers for it), the rest asked of the database. The table also marks the
 * ASCII sets of constants.h, each from its one string (char_sets_init, when the module loads). */
enum {
    ASCII_WORD = 1,
    ASCII_NAME = 2,
    ASCII_DECIMAL = 4,
    IN_WORD_SIGILS = 8,
    IN_ALIAS_SIGILS = 16,
    IN_NUMBER_NOT_AFTER = 32,
    IN_SLOT_CONTENT_EXCLUDED = 64,
};

/* Memory the core takes and gives back without holding the GIL (it scans with the GIL released,
 * so that a viewer's UI thread runs meanwhile). Helpers never raise: they return -1 or NULL, and
 * the function Python called turns a failure with no exception set into a MemoryError. */
#define RAW_NEW(T, n) ((T *)PyMem_RawMalloc(sizeof(T) * (size_t)((n) > 0 ? (n) : 1)))
#define RAW_RESIZE(p, T, n) ((T *)PyMem_RawRealloc((p), sizeof(T) * (size_t)(n)))
#define RAW_FREE(p) PyMem_RawFree(p)
static inline void *failed(void) {
    if (!PyErr_Occurred())
        PyErr_NoMemory();
    return NULL;
}

/* A str's code points in raw memory, or NULL with an exception set. */
static inline Py_UCS4 *ucs4_copy(PyObject *str) {
    Py_ssize_t n = PyUnicode_GET_LENGTH(str);
    Py_UCS4 *s = RAW_NEW(Py_UCS4, n + 1);
    if (s == NULL)
        return failed();
    return PyUnicode_AsUCS4(str, s, n + 1, 1) ? s : (RAW_FREE(s), (Py_UCS4 *)NULL);
}
extern unsigned char ascii_class[128];
void char_sets_init(void);
/* Whether c is in one of constants.h's ASCII sets (IN_...). */
static inline int in_set(Py_UCS4 c, int set) { return c < 128 && (ascii_class[c] & set); }
static inline int is_word(Py_UCS4 c) { return c < 128 ? ascii_class[c] & ASCII_WORD : Py_UNICODE_ISALNUM(c); }
static inline int is_decimal(Py_UCS4 c) { return c < 128 ? ascii_class[c] & ASCII_DECIMAL : Py_UNICODE_ISDECIMAL(c); }
static inline int is_name_char(Py_UCS4 c) { return c < 128 ? ascii_class[c] & ASCII_NAME : Py_UNICODE_ISALNUM(c); }
static inline int is_ascii_digit(Py_UCS4 c) { return c >= '0' && c <= '9'; }
/* str.splitlines' line boundaries (\r\n counts as one: the caller skips the \n). */
static inline int is_line_break(Py_UCS4 c) {
    return c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || c == 0x1c || c == 0x1d || c == 0x1e || c == 0x85 ||
           c == 0x2028 || c == 0x2029;
}
static inline int is_ascii_alpha_(Py_UCS4 c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

/* A growing buffer of characters of one size (1, 2 or 4 bytes: a str kind); out_str makes the
 * str (the narrowest kind that fits). */
typedef struct {
    char *s;
    Py_ssize_t n, cap; /* characters */
    int size;          /* bytes per character: 1, 2 or 4 */
} Out;

/* A sequence of ints as a raw array (*out, to free) of *n; -1 with an exception set. */
int read_ints(PyObject *obj, Py_ssize_t **out, Py_ssize_t *n);

int out_init(Out *o, Py_ssize_t cap, int size);
int out_put(Out *o, const void *s, Py_ssize_t n); /* n characters of the buffer's size */
int out_char(Out *o, Py_UCS4 c);                  /* c must fit the buffer's size */
int out_number(Out *o, Py_ssize_t k);             /* str(k), k >= 0 */
PyObject *out_str(Out *o);                        /* frees the buffer */
void out_free(Out *o);

/* Distinct strings (pointers into texts that outlive the table, all of one character size),
 * numbered 0, 1, ... in order of first appearance. Lengths are in bytes. */
typedef struct {
    Py_ssize_t *slot; /* cap entries: -1 or an id */
    Py_ssize_t cap;   /* a power of two, at least twice count */
    const void **key;
    Py_ssize_t *len;
    uint64_t *hash;
    Py_ssize_t count, room;
} Interner;

int interner_init(Interner *t, Py_ssize_t expected);
void interner_free(Interner *t);
void interner_clear(Interner *t);
/* The id of the n bytes at s, a new one if unseen (then *fresh = 1), or -1 after a memory
 * error. With add = 0 an unseen string is not added: -2. */
Py_ssize_t interner_id(Interner *t, const void *s, Py_ssize_t n, int add, int *fresh);

#endif
