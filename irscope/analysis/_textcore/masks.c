/* Each line's mask and names, as names.NameRules.mask_lines makes them: the mask is the line
 * with every renamable name replaced by its stem; the names are the line's names, each followed
 * by a space. The token rules and stems are names.py's MLIR, PTX and SASS (its regexes are
 * read here as the scans below, with Python's \w and \d). */
#include "text.h"

enum { LANG_MLIR, LANG_PTX, LANG_SASS };

static int uni_digit(Py_UCS4 c) { return Py_UNICODE_ISDIGIT(c); }
static int uni_decimal(Py_UCS4 c) { return Py_UNICODE_ISDECIMAL(c); }

#define CH Py_UCS1
#define FN(name) name##_1
#include "masks_impl.h"
#undef CH
#undef FN
#define CH Py_UCS4
#define FN(name) name##_4
#include "masks_impl.h"
#undef CH
#undef FN

/* One line's mask and names, made in `mask` and `names` (of the line's character size). */
static int masked(PyObject *line, int lang, Out *mask1, Out *names1, Out *mask4, Out *names4, Py_UCS4 **buf,
                  Py_ssize_t *room, PyObject **m, PyObject **k, PyObject *empty) {
    Py_ssize_t len = PyUnicode_GET_LENGTH(line);
    Out *mask = mask4, *names = names4;
    int found;
    if (PyUnicode_KIND(line) == PyUnicode_1BYTE_KIND) {
        const Py_UCS1 *s = PyUnicode_1BYTE_DATA(line);
        mask = mask1;
        names = names1;
        found = has_sigil_1(s, len, lang);
        mask->n = names->n = 0;
        if (found && mask_line_1(s, len, lang, mask, names) < 0)
            return -1;
    } else {
        if (len + 1 > *room) {
            Py_UCS4 *b = PyMem_Resize(*buf, Py_UCS4, 2 * (len + 1));
            if (b == NULL) {
                PyErr_NoMemory();
                return -1;
            }
            *buf = b;
            *room = 2 * (len + 1);
        }
        if (PyUnicode_AsUCS4(line, *buf, *room, 0) == NULL)
            return -1;
        found = has_sigil_4(*buf, len, lang);
        mask->n = names->n = 0;
        if (found && mask_line_4(*buf, len, lang, mask, names) < 0)
            return -1;
    }
    if (!found) { /* nothing to rename: the line is its own mask */
        Py_INCREF(line);
        *m = line;
        Py_INCREF(empty);
        *k = empty;
        return 0;
    }
    int kind = mask->size == 1 ? PyUnicode_1BYTE_KIND : PyUnicode_4BYTE_KIND;
    *m = PyUnicode_FromKindAndData(kind, mask->s, mask->n);
    *k = *m ? PyUnicode_FromKindAndData(kind, names->s, names->n) : NULL;
    return *k ? 0 : -1;
}

/* mask_lines(lang, lines) -> (masks, names): lang 0 MLIR, 1 PTX, 2 SASS. */
PyObject *mask_lines(PyObject *self, PyObject *args) {
    int lang;
    PyObject *lines;
    if (!PyArg_ParseTuple(args, "iO", &lang, &lines))
        return NULL;
    if (lang < LANG_MLIR || lang > LANG_SASS) {
        PyErr_SetString(PyExc_ValueError, "lang must be 0 (MLIR), 1 (PTX) or 2 (SASS)");
        return NULL;
    }
    PyObject *seq = PySequence_Fast(lines, "lines must be a sequence of str");
    if (seq == NULL)
        return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq), room = 0;
    PyObject *masks = PyList_New(n), *names = PyList_New(n), *empty = PyUnicode_New(0, 0), *result = NULL;
    Py_UCS4 *buf = NULL;
    Out mask1 = {0}, names1 = {0}, mask4 = {0}, names4 = {0};
    if (!masks || !names || !empty || out_init(&mask1, 256, 1) < 0 || out_init(&names1, 256, 1) < 0 ||
        out_init(&mask4, 256, 4) < 0 || out_init(&names4, 256, 4) < 0)
        goto done;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *line = PySequence_Fast_GET_ITEM(seq, i), *m = NULL, *k = NULL;
        if (!PyUnicode_Check(line)) {
            PyErr_SetString(PyExc_TypeError, "lines must be str");
            goto done;
        }
        int ok = masked(line, lang, &mask1, &names1, &mask4, &names4, &buf, &room, &m, &k, empty);
        if (m)
            PyList_SET_ITEM(masks, i, m);
        if (k)
            PyList_SET_ITEM(names, i, k);
        if (ok < 0)
            goto done;
    }
    result = PyTuple_Pack(2, masks, names);
done:
    out_free(&mask1);
    out_free(&names1);
    out_free(&mask4);
    out_free(&names4);
    PyMem_Free(buf);
    Py_XDECREF(masks);
    Py_XDECREF(names);
    Py_XDECREF(empty);
    Py_DECREF(seq);
    return result;
}
