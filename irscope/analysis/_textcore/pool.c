/* The export page's text pool (views/html/textpool.py), its two loops over every line:
 * numbering the distinct lines of each text (TextPool.add) and cutting each MLIR line into a
 * template and its SSA values (templated_lines). */
#include "text.h"

/* str.splitlines' line boundaries (\r\n counts as one). */
static inline int breaks_line(Py_UCS4 c) {
    return c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || c == 0x1c || c == 0x1d || c == 0x1e || c == 0x85 ||
           c == 0x2028 || c == 0x2029;
}

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
        Py_ssize_t q = p;
        while (q < n && !breaks_line(PyUnicode_READ(kind, data, q)))
            q++;
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

/* The end of an SSA value at p as the MLIR lexer reads one (`%[\w$.\-]+'?(#\d+)?`), or -1. */
static Py_ssize_t ssa_end(int kind, const void *data, Py_ssize_t p, Py_ssize_t n) {
    if (PyUnicode_READ(kind, data, p) != '%' || p + 1 >= n || !is_name_char(PyUnicode_READ(kind, data, p + 1)))
        return -1;
    Py_ssize_t q = p + 2;
    while (q < n && is_name_char(PyUnicode_READ(kind, data, q)))
        q++;
    if (q < n && PyUnicode_READ(kind, data, q) == '\'')
        q++;
    if (q + 1 < n && PyUnicode_READ(kind, data, q) == '#' && is_decimal(PyUnicode_READ(kind, data, q + 1))) {
        q += 2;
        while (q < n && is_decimal(PyUnicode_READ(kind, data, q)))
            q++;
    }
    return q;
}

/* One line as [template id, name, name, ...]: its SSA values each replaced by `%_` make the
 * template, numbered in `templates` (template -> id). */
static PyObject *templated(PyObject *line, PyObject *templates, Out *tpl) {
    int kind = PyUnicode_KIND(line);
    const void *data = PyUnicode_DATA(line);
    Py_ssize_t n = PyUnicode_GET_LENGTH(line), p = 0, copied = 0;
    PyObject *entry = PyList_New(1);
    tpl->n = 0;
    while (entry && p < n) {
        Py_ssize_t q = ssa_end(kind, data, p, n);
        if (q < 0) {
            p++;
            continue;
        }
        PyObject *name = PyUnicode_Substring(line, p, q);
        int ok = name ? PyList_Append(entry, name) : -1;
        Py_XDECREF(name);
        for (Py_ssize_t k = copied; ok == 0 && k < p; k++)
            ok = out_char(tpl, PyUnicode_READ(kind, data, k));
        if (ok < 0 || out_char(tpl, '%') < 0 || out_char(tpl, '_') < 0)
            Py_CLEAR(entry);
        p = copied = q;
    }
    for (Py_ssize_t k = copied; entry && k < n; k++)
        if (out_char(tpl, PyUnicode_READ(kind, data, k)) < 0)
            Py_CLEAR(entry);
    PyObject *text = entry ? PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, tpl->s, tpl->n) : NULL;
    Py_ssize_t id = text ? line_id(templates, text) : -1;
    Py_XDECREF(text);
    PyObject *number = id >= 0 ? PyLong_FromSsize_t(id) : NULL;
    if (number == NULL) {
        Py_XDECREF(entry);
        return NULL;
    }
    PyList_SET_ITEM(entry, 0, number);
    return entry;
}

/* ssa_templates(lines, templates) -> entries: textpool.templated_lines' loop. */
PyObject *ssa_templates(PyObject *self, PyObject *args) {
    PyObject *lines, *templates, *seq, *entries = NULL;
    if (!PyArg_ParseTuple(args, "OO!", &lines, &PyDict_Type, &templates))
        return NULL;
    seq = PySequence_Fast(lines, "lines must be a sequence of str");
    if (seq == NULL)
        return NULL;
    Out tpl = {0};
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    if (out_init(&tpl, 256, 4) == 0 && (entries = PyList_New(n)) != NULL)
        for (Py_ssize_t k = 0; k < n; k++) {
            PyObject *line = PySequence_Fast_GET_ITEM(seq, k), *entry = NULL;
            if (!PyUnicode_Check(line))
                PyErr_SetString(PyExc_TypeError, "lines must be str");
            else
                entry = templated(line, templates, &tpl);
            if (entry == NULL) {
                Py_CLEAR(entries);
                break;
            }
            PyList_SET_ITEM(entries, k, entry);
        }
    out_free(&tpl);
    Py_DECREF(seq);
    return entries ? entries : failed();
}
