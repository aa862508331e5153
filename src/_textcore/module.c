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

/* Each docstring starts with the function's signature (`name($module, ...)\n--\n\n`), which
 * inspect.signature reads: the names are compiled.TextCore's and _textcore.pyi's
 * (tests/analysis/test_textcore.py compares the three). */
static PyMethodDef methods[] = {
    {"normalize_mlir", normalize_mlir, METH_VARARGS,
     "normalize_mlir($module, text, is_scope, /)\n--\n\n"
     "-> (text, odd, definitions, starts): the kept lines (split, right-stripped) of a text without locations, each scope (a new one at each line but the first that holds an @ and is_scope accepts) renumbered as normalize._renumber_scope does; odd: a scope but the last has an odd number of quotes; definitions: the lines starting with # or !"},
    {"rename_aliases", rename_aliases, METH_VARARGS,
     "rename_aliases($module, text, starts, moved, /)\n--\n\n"
     "-> text: alias tokens outside strings renamed by moved, per scope (starts: their first lines) or, with starts None, in the whole text"},
    {"mask_lines", mask_lines, METH_VARARGS,
     "mask_lines($module, kind, lines, /)\n--\n\n"
     "-> (masks, names): names.NameRules.mask_lines of the rules of kind (mlir, ptx or sass)"},
    {"matching_blocks", matching_blocks, METH_VARARGS,
     "matching_blocks($module, a, b, /)\n--\n\n"
     "-> [(i, j, n), ...]: difflib.SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks()"},
    {"line_chars", line_chars, METH_VARARGS,
     "line_chars($module, a, b, /)\n--\n\n"
     "-> (left, right) | None: each line of a and b as one character, the index of its first occurrence in a + b (line_match.opcodes); None where an index is over MAX_LINE_ID"},
    {"pair_names", pair_names, METH_VARARGS,
     "pair_names($module, left_names, right_names, left_scopes, right_scopes, opcodes, /)\n--\n\n"
     "-> (runs, left_scope, maps): align.align_texts' pairing of mask-equal lines under one renaming per scope"},
    {"changed_words", changed_words, METH_VARARGS,
     "changed_words($module, left, right, /)\n--\n\n"
     "-> (left ranges, right ranges): diff.changed_words"},
    {"encode_blocks", encode_blocks, METH_VARARGS,
     "encode_blocks($module, blocks, left, right, /)\n--\n\n"
     "-> (blocks, added, removed): an alignment's blocks ((tag, left_lo, left_hi, right_lo, right_hi) each) over both texts' lines encoded as the export page stores a diff, changed words included (views/html/diffs.encode_rows)"},
    {"lcs_runs", lcs_runs, METH_VARARGS,
     "lcs_runs($module, a, b, /)\n--\n\n"
     "-> [(i, j, n), ...]: the runs of equal lines of the longest common subsequence rapidfuzz's Indel.opcodes(a, b) finds"},
    {"ssa_templates", ssa_templates, METH_VARARGS,
     "ssa_templates($module, lines, templates, slots, /)\n--\n\n"
     "-> entries: each line's slots (SSA values, strings, numbers) cut out, templates numbered in templates and their slots counted in slots (-1: lines of different counts), line k of entries (joined by newlines) lines[k]'s template id and names, space-separated (views/html/textpool.templated_lines)"},
    {"str_tuple", str_tuple, METH_O,
     "str_tuple($module, seq, /)\n--\n\n"
     "-> tuple(seq) of str, not tracked by the garbage collector (a tuple of str holds no cycle)"},
    {"contains_any", contains_any, METH_VARARGS,
     "contains_any($module, text, needles, /)\n--\n\n"
     "-> any(n in text for n in needles), needles a tuple of str; a one-byte text is searched without the GIL"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_textcore", "The compiled text core of irscope.analysis (see compiled.py).", -1, methods,
};

extern PyTypeObject LinePoolType;

/* A tuple of the strs of a NULL-terminated array. */
static PyObject *strings(const char *const *items) {
    PyObject *list = PyList_New(0);
    for (; list && *items; items++) {
        PyObject *s = PyUnicode_FromString(*items);
        if (s == NULL || PyList_Append(list, s) < 0)
            Py_CLEAR(list);
        Py_XDECREF(s);
    }
    PyObject *tuple = list ? PyList_AsTuple(list) : NULL;
    Py_XDECREF(list);
    return tuple;
}

/* The ASCII characters of one class of the character table (text.h). */
static PyObject *ascii_members(int bit) {
    char chars[129];
    int n = 0;
    for (int c = 0; c < 128; c++)
        if (ascii_class[c] & bit)
            chars[n++] = (char)c;
    return PyUnicode_FromStringAndSize(chars, n);
}

/* PyModule_Add of 3.13: obj (a new reference, or NULL after an error) added under name. */
static int add_owned(PyObject *m, const char *name, PyObject *obj) {
    if (obj == NULL)
        return -1;
    int rc = PyModule_AddObjectRef(m, name, obj);
    Py_DECREF(obj);
    return rc;
}

/* constants.h, each under its own name, and the ASCII classes of the character table. */
static int add_constants(PyObject *m) {
    static const char *const ptx_registers[] = {PTX_REGISTERS, NULL};
    static const char *const sass_labels[] = {SASS_LABELS, NULL};
    static const char *const no_string_slots[] = {NO_STRING_SLOTS, NULL};
    PyObject *classes = Py_BuildValue("{sNsNsN}", "word", ascii_members(ASCII_WORD), "name", ascii_members(ASCII_NAME),
                                      "decimal", ascii_members(ASCII_DECIMAL));
    return PyModule_AddIntConstant(m, "WORD_MATCH_LIMIT", WORD_MATCH_LIMIT) < 0 ||
                   PyModule_AddStringConstant(m, "WORD_SIGILS", WORD_SIGILS) < 0 ||
                   add_owned(m, "PTX_REGISTERS", strings(ptx_registers)) < 0 ||
                   PyModule_AddStringConstant(m, "PTX_LABEL", PTX_LABEL) < 0 ||
                   add_owned(m, "SASS_LABELS", strings(sass_labels)) < 0 ||
                   PyModule_AddStringConstant(m, "MLIR_SCOPE_HINT", MLIR_SCOPE_HINT) < 0 ||
                   PyModule_AddStringConstant(m, "ALIAS_SIGILS", ALIAS_SIGILS) < 0 ||
                   PyModule_AddStringConstant(m, "SLOT", SLOT) < 0 ||
                   PyModule_AddStringConstant(m, "NUMBER_SLOT", NUMBER_SLOT) < 0 ||
                   PyModule_AddStringConstant(m, "NUMBER_NOT_AFTER", NUMBER_NOT_AFTER) < 0 ||
                   PyModule_AddStringConstant(m, "SLOT_CONTENT_EXCLUDED", SLOT_CONTENT_EXCLUDED) < 0 ||
                   add_owned(m, "NO_STRING_SLOTS", strings(no_string_slots)) < 0 ||
                   PyModule_AddIntConstant(m, "MAX_LINE_ID", MAX_LINE_ID) < 0 ||
                   add_owned(m, "ASCII_CLASSES", classes) < 0
               ? -1
               : 0;
}

PyMODINIT_FUNC PyInit__textcore(void) {
    char_sets_init();
    if (PyType_Ready(&LinePoolType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m != NULL && (PyModule_AddObjectRef(m, "LinePool", (PyObject *)&LinePoolType) < 0 || add_constants(m) < 0))
        Py_CLEAR(m);
    return m;
}
