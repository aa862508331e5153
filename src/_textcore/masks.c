/* Each line's mask and names, as names.NameRules.mask_lines makes them: the mask is the line
 * with every renamable name replaced by its stem; the names are the line's names, each followed
 * by a space. The token rules and stems are names.py's MLIR, PTX and SASS (its regexes are
 * read here as the scans below, with Python's \w and \d). */
#include "text.h"

#include <string.h>

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

/* Every line's mask and names, made without the GIL into two buffers per character size; the
 * strs are made afterwards. A line with no sigil is its own mask (the same str object). */
typedef struct {
    const void *s;     /* the line's characters: in place (Latin-1) or a copy (wider) */
    Py_ssize_t n;
    int size, found;
    Py_ssize_t mask_at, mask_end, names_at, names_end;
} Line;

static int mask_all(Line *lines, Py_ssize_t count, int lang, Out *masks1, Out *names1, Out *masks4, Out *names4) {
    for (Py_ssize_t i = 0; i < count; i++) {
        Line *l = &lines[i];
        Out *mask = l->size == 1 ? masks1 : masks4, *names = l->size == 1 ? names1 : names4;
        l->found = l->size == 1 ? has_sigil_1(l->s, l->n, lang) : has_sigil_4(l->s, l->n, lang);
        if (!l->found)
            continue;
        l->mask_at = mask->n;
        l->names_at = names->n;
        int ok = l->size == 1 ? mask_line_1(l->s, l->n, lang, mask, names) : mask_line_4(l->s, l->n, lang, mask, names);
        if (ok < 0)
            return -1;
        l->mask_end = mask->n;
        l->names_end = names->n;
    }
    return 0;
}

static PyObject *piece(const Out *o, Py_ssize_t at, Py_ssize_t end) {
    return PyUnicode_FromKindAndData(o->size == 1 ? PyUnicode_1BYTE_KIND : PyUnicode_4BYTE_KIND, o->s + at * o->size, end - at);
}

/* mask_lines(kind, lines) -> (masks, names): kind "mlir", "ptx" or "sass" (names.RULES). */
PyObject *mask_lines(PyObject *self, PyObject *args) {
    const char *kind;
    PyObject *lines;
    if (!PyArg_ParseTuple(args, "sO", &kind, &lines))
        return NULL;
    int lang = !strcmp(kind, "mlir") ? LANG_MLIR : !strcmp(kind, "ptx") ? LANG_PTX : !strcmp(kind, "sass") ? LANG_SASS : -1;
    if (lang < 0) {
        PyErr_Format(PyExc_ValueError, "unknown kind %R: expected mlir, ptx or sass", PyTuple_GET_ITEM(args, 0));
        return NULL;
    }
    PyObject *seq = PySequence_Tuple(lines); /* a tuple: no other thread can change it meanwhile */
    if (seq == NULL)
        return NULL;
    Py_ssize_t n = PyTuple_GET_SIZE(seq), total = 0;
    PyObject *masks = PyList_New(n), *names = PyList_New(n), *empty = PyUnicode_New(0, 0), *result = NULL;
    Line *info = RAW_NEW(Line, n);
    Out masks1 = {0}, names1 = {0}, masks4 = {0}, names4 = {0};
    if (info)
        memset(info, 0, sizeof(Line) * (size_t)(n > 0 ? n : 1));
    if (!masks || !names || !empty || !info)
        goto done;
    for (Py_ssize_t i = 0; i < n; i++) { /* the tuple holds each line alive while the GIL is away */
        PyObject *line = PyTuple_GET_ITEM(seq, i);
        if (!PyUnicode_Check(line)) {
            PyErr_SetString(PyExc_TypeError, "lines must be str");
            goto done;
        }
        info[i].n = PyUnicode_GET_LENGTH(line);
        total += info[i].n;
        if (PyUnicode_KIND(line) == PyUnicode_1BYTE_KIND) {
            info[i].s = PyUnicode_1BYTE_DATA(line);
            info[i].size = 1;
        } else if ((info[i].s = ucs4_copy(line)) != NULL) {
            info[i].size = 4;
        } else {
            goto done;
        }
    }
    if (out_init(&masks1, total + 16, 1) < 0 || out_init(&names1, total / 2 + 16, 1) < 0 ||
        out_init(&masks4, 16, 4) < 0 || out_init(&names4, 16, 4) < 0)
        goto done;
    int ok;
    Py_BEGIN_ALLOW_THREADS;
    ok = mask_all(info, n, lang, &masks1, &names1, &masks4, &names4);
    Py_END_ALLOW_THREADS;
    if (ok < 0)
        goto done;
    for (Py_ssize_t i = 0; i < n; i++) {
        Line *l = &info[i];
        PyObject *m, *k;
        if (!l->found) {
            m = PyTuple_GET_ITEM(seq, i);
            Py_INCREF(m);
            k = empty;
            Py_INCREF(k);
        } else {
            m = piece(l->size == 1 ? &masks1 : &masks4, l->mask_at, l->mask_end);
            k = m ? piece(l->size == 1 ? &names1 : &names4, l->names_at, l->names_end) : NULL;
            if (k == NULL) {
                Py_XDECREF(m);
                goto done;
            }
        }
        PyList_SET_ITEM(masks, i, m);
        PyList_SET_ITEM(names, i, k);
    }
    result = PyTuple_Pack(2, masks, names);
done:
    if (info)
        for (Py_ssize_t i = 0; i < n; i++)
            if (info[i].size == 4)
                RAW_FREE((void *)info[i].s);
    RAW_FREE(info);
    out_free(&masks1);
    out_free(&names1);
    out_free(&masks4);
    out_free(&names4);
    Py_XDECREF(masks);
    Py_XDECREF(names);
    Py_XDECREF(empty);
    Py_DECREF(seq);
    return result ? result : failed();
}
