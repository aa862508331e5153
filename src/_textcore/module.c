/* irscope.analysis._textcore: the hot text work of normalization and diffs, compiled.
 *
 * Optional: irscope/analysis/compiled.py imports it where it was built and falls back to the
 * pure-Python code (the reference) where it was not. Each function reproduces one pure-Python
 * function exactly; tests/analysis/test_textcore.py compares them on real and fuzzed text. */
#include "text.h"

PyObject *normalize_mlir(PyObject *self, PyObject *args);
PyObject *rename_aliases(PyObject *self, PyObject *args);
PyObject *mask_lines(PyObject *self, PyObject *args);
PyObject *matching_blocks(PyObject *self, PyObject *args);
PyObject *line_chars(PyObject *self, PyObject *args);
PyObject *pair_names(PyObject *self, PyObject *args);
PyObject *changed_words(PyObject *self, PyObject *args);
PyObject *encode_blocks(PyObject *self, PyObject *args);
PyObject *lcs_runs(PyObject *self, PyObject *args);
PyObject *ssa_templates(PyObject *self, PyObject *args);
PyObject *str_tuple(PyObject *self, PyObject *seq);
PyObject *contains_any(PyObject *self, PyObject *args);

static PyMethodDef methods[] = {
    {"normalize_mlir", normalize_mlir, METH_VARARGS,
     "normalize_mlir(text, is_scope) -> (text, odd, definitions, starts): the kept lines (split, right-stripped) of a text without locations, each scope (a new one at each line but the first that holds an @ and is_scope accepts) renumbered as normalize._renumber_scope does; odd: a scope but the last has an odd number of quotes; definitions: the lines starting with # or !"},
    {"rename_aliases", rename_aliases, METH_VARARGS,
     "rename_aliases(text, starts | None, moved) -> text: alias tokens outside strings renamed by moved, per scope (or the whole text)"},
    {"mask_lines", mask_lines, METH_VARARGS,
     "mask_lines(lang, lines) -> (masks, names): names.NameRules.mask_lines; lang 0 MLIR, 1 PTX, 2 SASS"},
    {"matching_blocks", matching_blocks, METH_VARARGS,
     "matching_blocks(a, b) -> [(i, j, n), ...]: difflib.SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks()"},
    {"line_chars", line_chars, METH_VARARGS,
     "line_chars(a, b) -> (left, right) | None: each line of a and b as one character, the index of its first occurrence in a + b (line_match.opcodes); None where an index is over 0x10FFFF"},
    {"pair_names", pair_names, METH_VARARGS,
     "pair_names(left_names, right_names, left_scopes, right_scopes, opcodes) -> (runs, left_scope, maps): align.align_texts' pairing of mask-equal lines under one renaming per scope"},
    {"changed_words", changed_words, METH_VARARGS,
     "changed_words(left, right) -> (left ranges, right ranges): diff.changed_words"},
    {"encode_blocks", encode_blocks, METH_VARARGS,
     "encode_blocks(blocks, left, right) -> (blocks, added, removed): an alignment's blocks ((tag, left_lo, left_hi, right_lo, right_hi) each) over both texts' lines encoded as the export page stores a diff, changed words included (views/html/diffs.encode_rows)"},
    {"lcs_runs", lcs_runs, METH_VARARGS,
     "lcs_runs(a, b) -> [(i, j, n), ...]: the runs of equal lines of the longest common subsequence rapidfuzz's Indel.opcodes(a, b) finds"},
    {"ssa_templates", ssa_templates, METH_VARARGS,
     "ssa_templates(lines, templates, slots) -> entries: each line's slots (SSA values, strings, numbers) cut out, templates numbered in templates and their slots counted in slots (-1: lines of different counts), line k of entries (joined by newlines) lines[k]'s template id and names, space-separated (views/html/textpool.templated_lines)"},
    {"str_tuple", str_tuple, METH_O,
     "str_tuple(seq) -> tuple(seq) of str, not tracked by the garbage collector (a tuple of str holds no cycle)"},
    {"contains_any", contains_any, METH_VARARGS,
     "contains_any(text, needles) -> any(n in text for n in needles), needles a tuple of str; a one-byte text is searched without the GIL"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_textcore", "The compiled text core of irscope.analysis (see compiled.py).", -1, methods,
};

extern PyTypeObject LinePoolType;

PyMODINIT_FUNC PyInit__textcore(void) {
    if (PyType_Ready(&LinePoolType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m != NULL && PyModule_AddObjectRef(m, "LinePool", (PyObject *)&LinePoolType) < 0)
        Py_CLEAR(m);
    return m;
}
