/* The export page's text pool (views/html/textpool.py), its two loops over every line:
 * numbering the distinct lines of each text (TextPool.add) and cutting each MLIR line into a
 * template and its SSA values (templated_lines). */
#include "text.h"

/* textpool.NUMBER_SLOT, what stands for a number in a template: digits a line seldom holds. */
#define NUMBER_SLOT_CHARS '9', '0', '8', '1', '7', '2', '6', '3', '5', '4'

#define CH Py_UCS1
#define FN(name) name##_1
#include "pool_impl.h"
#undef CH
#undef FN
#define CH Py_UCS2
#define FN(name) name##_2
#include "pool_impl.h"
#undef CH
#undef FN
#define CH Py_UCS4
#define FN(name) name##_4
#include "pool_impl.h"
#undef CH
#undef FN

/* The id of a line in `ids` (line -> id), a new one (len(ids)) if unseen; -1 on an error. */
static Py_ssize_t line_id(PyObject *ids, PyObject *line) {
    PyObject *found = PyDict_GetItemWithError(ids, line);
    if (found != NULL)
        return PyLong_AsSsize_t(found);
    if (PyErr_Occurred())
        return -1;
    Py_ssize_t id = PyDict_GET_SIZE(ids);
    PyObject *value = PyLong_FromSsize_t(id);
    int ok = value ? PyDict_SetItem(ids, line, value) : -1;
    Py_XDECREF(value);
    return ok < 0 ? -1 : id;
}

/* line_runs(text, ids) -> [first, count, first, count, ...]: each line of text.splitlines()
 * numbered in `ids` (TextPool.add), runs of consecutive numbers joined. */
PyObject *line_runs(PyObject *self, PyObject *args) {
    PyObject *text, *ids, *runs = NULL;
    if (!PyArg_ParseTuple(args, "UO!", &text, &PyDict_Type, &ids))
        return NULL;
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t n = PyUnicode_GET_LENGTH(text), p = 0, first = -1, count = 0;
    runs = PyList_New(0);
    while (runs && p < n) {
        Py_ssize_t q = kind == PyUnicode_1BYTE_KIND   ? line_end_1(data, p, n)
                       : kind == PyUnicode_2BYTE_KIND ? line_end_2(data, p, n)
                                                      : line_end_4(data, p, n);
        PyObject *line = PyUnicode_Substring(text, p, q);
        Py_ssize_t id = line ? line_id(ids, line) : -1;
        Py_XDECREF(line);
        if (id < 0) {
            Py_CLEAR(runs);
            break;
        }
        if (count && first + count == id) {
            count++;
        } else {
            if (count) {
                PyObject *a = PyLong_FromSsize_t(first), *b = PyLong_FromSsize_t(count);
                if (!a || !b || PyList_Append(runs, a) < 0 || PyList_Append(runs, b) < 0)
                    Py_CLEAR(runs);
                Py_XDECREF(a);
                Py_XDECREF(b);
            }
            first = id;
            count = 1;
        }
        if (q < n && PyUnicode_READ(kind, data, q) == '\r' && q + 1 < n && PyUnicode_READ(kind, data, q + 1) == '\n')
            q++;
        p = q + 1;
    }
    if (runs && count) {
        PyObject *a = PyLong_FromSsize_t(first), *b = PyLong_FromSsize_t(count);
        if (!a || !b || PyList_Append(runs, a) < 0 || PyList_Append(runs, b) < 0)
            Py_CLEAR(runs);
        Py_XDECREF(a);
        Py_XDECREF(b);
    }
    return runs ? runs : failed();
}


/* The slots of template `id` recorded in `slots` (its item id): the count of the line that made
 * it, or -1 once lines of different counts share it. */
static int count_slots(PyObject *slots, Py_ssize_t id, Py_ssize_t count) {
    if (id == PyList_GET_SIZE(slots)) {
        PyObject *number = PyLong_FromSsize_t(count);
        int ok = number ? PyList_Append(slots, number) : -1;
        Py_XDECREF(number);
        return ok;
    }
    if (id > PyList_GET_SIZE(slots)) {
        PyErr_SetString(PyExc_ValueError, "slots must have one count per template");
        return -1;
    }
    PyObject *known = PyList_GET_ITEM(slots, id);
    if (PyLong_AsSsize_t(known) == count)
        return 0;
    PyObject *mixed = PyLong_FromSsize_t(-1);
    if (!mixed)
        return -1;
    PyList_SET_ITEM(slots, id, mixed);
    Py_DECREF(known);
    return 0;
}

/* One line's entry appended to `entries`: its template's id (its slots each replaced, numbered
 * in `templates`: template -> id, slots counted in `slots`) and its names, each after a space
 * (gathered in `names`, a buffer of entries' character size kept from line to line, as tpl is). */
static int templated(PyObject *line, PyObject *templates, PyObject *slots, Out tpl[3], Out *names, Out *entries) {
    int kind = PyUnicode_KIND(line);
    const void *data = PyUnicode_DATA(line);
    Py_ssize_t n = PyUnicode_GET_LENGTH(line);
    Out *t = &tpl[kind == PyUnicode_1BYTE_KIND ? 0 : kind == PyUnicode_2BYTE_KIND ? 1 : 2];
    names->n = 0;
    Py_ssize_t count = kind == PyUnicode_1BYTE_KIND   ? template_of_1(data, n, t, names)
                       : kind == PyUnicode_2BYTE_KIND ? template_of_2(data, n, t, names)
                                                      : template_of_4(data, n, t, names);
    PyObject *text = count >= 0 ? PyUnicode_FromKindAndData(kind, t->s, t->n) : NULL;
    Py_ssize_t id = text ? line_id(templates, text) : -1;
    Py_XDECREF(text);
    return id >= 0 && count_slots(slots, id, count) == 0 && out_number(entries, id) == 0 &&
                   out_put(entries, names->s, names->n) == 0
               ? 0
               : -1;
}

/* ssa_templates(lines, templates, slots) -> entries: textpool.templated_lines' loop; line k of
 * the result (joined by \n) is lines[k]'s "template id name name ...". */
PyObject *ssa_templates(PyObject *self, PyObject *args) {
    PyObject *lines, *templates, *slots, *seq;
    if (!PyArg_ParseTuple(args, "OO!O!", &lines, &PyDict_Type, &templates, &PyList_Type, &slots))
        return NULL;
    seq = PySequence_Fast(lines, "lines must be a sequence of str");
    if (seq == NULL)
        return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq), chars = 0;
    int size = 1;
    for (Py_ssize_t k = 0; k < n; k++) { /* the widest character decides the result's kind */
        PyObject *line = PySequence_Fast_GET_ITEM(seq, k);
        if (!PyUnicode_Check(line)) {
            PyErr_SetString(PyExc_TypeError, "lines must be str");
            Py_DECREF(seq);
            return NULL;
        }
        size = PyUnicode_KIND(line) > size ? PyUnicode_KIND(line) : size;
        chars += PyUnicode_GET_LENGTH(line) / 4 + 8;
    }
    Out tpl[3] = {{0}, {0}, {0}}, names = {0}, entries = {0};
    int ok = out_init(&tpl[0], 256, 1) == 0 && out_init(&tpl[1], 16, 2) == 0 && out_init(&tpl[2], 16, 4) == 0 &&
             out_init(&names, 64, size) == 0 && out_init(&entries, chars, size) == 0;
    for (Py_ssize_t k = 0; ok && k < n; k++)
        ok = (k == 0 || out_char(&entries, '\n') == 0) &&
             templated(PySequence_Fast_GET_ITEM(seq, k), templates, slots, tpl, &names, &entries) == 0;
    for (int k = 0; k < 3; k++)
        out_free(&tpl[k]);
    out_free(&names);
    Py_DECREF(seq);
    if (!ok) {
        out_free(&entries);
        return failed();
    }
    return out_str(&entries);
}
