/* The export page's text pool (views/html/textpool.py), its two loops over every line:
 * numbering the distinct lines of each text (TextPool.add: LinePool) and cutting each MLIR line
 * into a template and its SSA values (templated_lines). */
#include "text.h"

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

/* ---- LinePool ----------------------------------------------------------------------------- */
/* TextPool's numbering of distinct lines (textpool.TextPool.add) without a dict: each line is
 * looked up by its characters where they lie in its text, so no str is made for a line seen
 * before. Lines are filed by their own character size (their widest character), as a str of the
 * line would be: an ASCII line of a text with a wider character elsewhere is copied narrowed, and
 * meets the same line of an ASCII text. The pool keeps the texts its lines point into. */
typedef struct {
    PyObject_HEAD
    Interner table[3];    /* lines of 1, 2 and 4 bytes a character */
    Py_ssize_t *id_of[3]; /* each table entry's line id */
    Py_ssize_t id_cap[3];
    Py_ssize_t *entry_of; /* each line id's table entry, in table table_of[id] */
    unsigned char *table_of;
    Py_ssize_t count, cap;
    PyObject *texts;      /* a list: what the lines point into */
    void **copies;        /* the narrowed copies */
    Py_ssize_t ncopies, copies_cap;
} LinePool;

/* The widest character of n characters of the given size, as a str kind (1, 2 or 4). */
static int own_size(const void *s, int size, Py_ssize_t n) {
    Py_UCS4 widest = 0;
    for (Py_ssize_t k = 0; k < n; k++) {
        Py_UCS4 c = size == 2 ? ((const Py_UCS2 *)s)[k] : ((const Py_UCS4 *)s)[k];
        widest = c > widest ? c : widest;
    }
    return widest < 0x100 ? 1 : widest < 0x10000 ? 2 : 4;
}

/* A copy of n characters of the given size in `to` bytes each, kept by the pool; NULL after a
 * memory error. */
static void *narrowed(LinePool *p, const void *s, int size, int to, Py_ssize_t n) {
    if (p->ncopies == p->copies_cap) {
        Py_ssize_t cap = p->copies_cap ? 2 * p->copies_cap : 16;
        void **copies = RAW_RESIZE(p->copies, void *, cap);
        if (copies == NULL)
            return NULL;
        p->copies = copies;
        p->copies_cap = cap;
    }
    char *out = RAW_NEW(char, n * to);
    if (out == NULL)
        return NULL;
    for (Py_ssize_t k = 0; k < n; k++) {
        Py_UCS4 c = size == 2 ? ((const Py_UCS2 *)s)[k] : ((const Py_UCS4 *)s)[k];
        if (to == 1)
            ((Py_UCS1 *)out)[k] = (Py_UCS1)c;
        else
            ((Py_UCS2 *)out)[k] = (Py_UCS2)c;
    }
    p->copies[p->ncopies++] = out;
    return out;
}

/* A new line's id, recorded for table t's entry; -1 after a memory error. */
static Py_ssize_t new_line(LinePool *p, int t, Py_ssize_t entry) {
    if (p->count == p->cap) {
        Py_ssize_t cap = p->cap ? 2 * p->cap : 1024;
        Py_ssize_t *entry_of = RAW_RESIZE(p->entry_of, Py_ssize_t, cap);
        if (entry_of)
            p->entry_of = entry_of;
        unsigned char *table_of = RAW_RESIZE(p->table_of, unsigned char, cap);
        if (table_of)
            p->table_of = table_of;
        if (!entry_of || !table_of)
            return -1;
        p->cap = cap;
    }
    if (entry >= p->id_cap[t]) {
        Py_ssize_t cap = p->table[t].room > entry ? p->table[t].room : entry + 1;
        Py_ssize_t *id_of = RAW_RESIZE(p->id_of[t], Py_ssize_t, cap);
        if (id_of == NULL)
            return -1;
        p->id_of[t] = id_of;
        p->id_cap[t] = cap;
    }
    p->id_of[t][entry] = p->count;
    p->entry_of[p->count] = entry;
    p->table_of[p->count] = (unsigned char)t;
    return p->count++;
}

/* The id of n characters at s (a line of a text of the given size); -1 after a memory error. */
static Py_ssize_t pool_line_id(LinePool *p, const void *s, int size, Py_ssize_t n) {
    int own = size == 1 ? 1 : own_size(s, size, n), fresh;
    void *copy = NULL;
    if (own != size && (copy = narrowed(p, s, size, own, n)) == NULL)
        return -1;
    int t = own == 1 ? 0 : own == 2 ? 1 : 2;
    Py_ssize_t entry = interner_id(&p->table[t], copy ? copy : s, n * own, 1, &fresh);
    if (entry >= 0 && !fresh && copy) { /* seen before: the copy is not needed */
        RAW_FREE(copy);
        p->ncopies--;
    }
    if (entry < 0)
        return -1;
    return fresh ? new_line(p, t, entry) : p->id_of[t][entry];
}

/* Appends first and count to a growing array of runs; -1 after a memory error. */
static int put_run(Py_ssize_t **runs, Py_ssize_t *n, Py_ssize_t *cap, Py_ssize_t first, Py_ssize_t count) {
    if (*n + 2 > *cap) {
        Py_ssize_t *grown = RAW_RESIZE(*runs, Py_ssize_t, 2 * *cap);
        if (grown == NULL)
            return -1;
        *runs = grown;
        *cap *= 2;
    }
    (*runs)[(*n)++] = first;
    (*runs)[(*n)++] = count;
    return 0;
}

/* LinePool.runs(text) -> [first, count, ...]: each line of text.splitlines() numbered in the
 * pool (a new line gets the next id), runs of consecutive ids joined. */
static PyObject *line_pool_runs(LinePool *p, PyObject *text) {
    if (!PyUnicode_Check(text)) {
        PyErr_SetString(PyExc_TypeError, "LinePool.runs expects a str");
        return NULL;
    }
    if (PyList_Append(p->texts, text) < 0)
        return NULL;
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t n = PyUnicode_GET_LENGTH(text), at = 0, first = -1, count = 0, nruns = 0, cap = 64;
    Py_ssize_t *runs = RAW_NEW(Py_ssize_t, cap);
    int ok = runs != NULL;
    while (ok && at < n) {
        Py_ssize_t end = kind == PyUnicode_1BYTE_KIND   ? line_end_1(data, at, n)
                         : kind == PyUnicode_2BYTE_KIND ? line_end_2(data, at, n)
                                                        : line_end_4(data, at, n);
        Py_ssize_t id = pool_line_id(p, (const char *)data + at * kind, kind, end - at);
        if (id < 0)
            ok = 0;
        else if (count && first + count == id)
            count++;
        else {
            ok = !count || put_run(&runs, &nruns, &cap, first, count) == 0;
            first = id;
            count = 1;
        }
        if (end < n && PyUnicode_READ(kind, data, end) == '\r' && end + 1 < n &&
            PyUnicode_READ(kind, data, end + 1) == '\n')
            end++;
        at = end + 1;
    }
    ok = ok && (!count || put_run(&runs, &nruns, &cap, first, count) == 0);
    PyObject *out = ok ? PyList_New(nruns) : NULL;
    for (Py_ssize_t k = 0; out && k < nruns; k++) {
        PyObject *number = PyLong_FromSsize_t(runs[k]);
        if (number == NULL)
            Py_CLEAR(out);
        else
            PyList_SET_ITEM(out, k, number);
    }
    RAW_FREE(runs);
    return out ? out : failed();
}

/* LinePool.lines() -> [str, ...]: the distinct lines, in the order of their ids. */
static PyObject *line_pool_lines(LinePool *p, PyObject *unused) {
    PyObject *lines = PyList_New(p->count);
    for (Py_ssize_t id = 0; lines && id < p->count; id++) {
        int t = p->table_of[id], size = t == 0 ? 1 : t == 1 ? 2 : 4;
        Py_ssize_t entry = p->entry_of[id];
        PyObject *line = PyUnicode_FromKindAndData(size, p->table[t].key[entry], p->table[t].len[entry] / size);
        if (line == NULL)
            Py_CLEAR(lines);
        else
            PyList_SET_ITEM(lines, id, line);
    }
    return lines;
}

static Py_ssize_t line_pool_len(LinePool *p) { return p->count; }

static PyObject *line_pool_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    if (PyTuple_GET_SIZE(args) || (kwds && PyDict_GET_SIZE(kwds))) {
        PyErr_SetString(PyExc_TypeError, "LinePool() takes no arguments");
        return NULL;
    }
    LinePool *p = (LinePool *)type->tp_alloc(type, 0);
    if (p == NULL)
        return NULL;
    p->texts = PyList_New(0);
    for (int t = 0; p->texts && t < 3; t++)
        if (interner_init(&p->table[t], t == 0 ? 4096 : 16) < 0) {
            Py_DECREF(p);
            return failed();
        }
    if (p->texts == NULL) {
        Py_DECREF(p);
        return NULL;
    }
    return (PyObject *)p;
}

static void line_pool_dealloc(LinePool *p) {
    for (int t = 0; t < 3; t++) {
        if (p->table[t].slot)
            interner_free(&p->table[t]);
        RAW_FREE(p->id_of[t]);
    }
    for (Py_ssize_t k = 0; k < p->ncopies; k++)
        RAW_FREE(p->copies[k]);
    RAW_FREE(p->copies);
    RAW_FREE(p->entry_of);
    RAW_FREE(p->table_of);
    Py_XDECREF(p->texts);
    Py_TYPE(p)->tp_free((PyObject *)p);
}

static PyMethodDef line_pool_methods[] = {
    {"runs", (PyCFunction)line_pool_runs, METH_O,
     "runs($self, text, /)\n--\n\n"
     "-> [first, count, ...]: each line of text.splitlines() numbered in the pool (a new line gets the next id), runs of consecutive ids joined"},
    {"lines", (PyCFunction)line_pool_lines, METH_NOARGS,
     "lines($self, /)\n--\n\n"
     "-> the distinct lines, in the order of their ids"},
    {NULL, NULL, 0, NULL},
};

static PySequenceMethods line_pool_sequence = {.sq_length = (lenfunc)line_pool_len};

PyTypeObject LinePoolType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "irscope.analysis._textcore.LinePool",
    .tp_basicsize = sizeof(LinePool),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "LinePool()\n--\n\n"
              "distinct lines numbered in order of first appearance (views/html/textpool.TextPool)",
    .tp_new = line_pool_new,
    .tp_dealloc = (destructor)line_pool_dealloc,
    .tp_methods = line_pool_methods,
    .tp_as_sequence = &line_pool_sequence,
};
