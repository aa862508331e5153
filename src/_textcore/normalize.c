/* MLIR normalization's text work, as normalize.normalize_mlir does it without locations:
 * splitting into kept lines, SSA renumbering per naming scope (normalize._renumber_scope) and
 * alias renaming (normalize._rename_aliases). Which lines open a scope and how aliases are
 * named (a hash of their definition) stay in Python: the callers hand them in.
 *
 * A Latin-1 text is read in place, one byte a character; any other is read as code points. */
#include "text.h"

#include <string.h>

/* Line starts in the kept text. */
typedef struct {
    Py_ssize_t *at;
    Py_ssize_t n, room;
} Lines;

static int lines_add(Lines *l, Py_ssize_t at) {
    if (l->n == l->room) {
        Py_ssize_t room = l->room ? 2 * l->room : 4096;
        Py_ssize_t *a = RAW_RESIZE(l->at, Py_ssize_t, room);
        if (a == NULL) {
            return -1;
        }
        l->at = a;
        l->room = room;
    }
    l->at[l->n++] = at;
    return 0;
}

/* The names of one scope: a number per distinct name, and per kind the next fresh number. */
typedef struct {
    Interner names, kinds;
    Py_ssize_t *prefix, *number; /* per name id */
    Py_ssize_t *next;            /* per kind id */
    Py_ssize_t room_names, room_kinds;
} Scope;

static int grow(Py_ssize_t **a, Py_ssize_t *room, Py_ssize_t need) {
    if (need < *room)
        return 0;
    Py_ssize_t r = *room ? *room : 256;
    while (r <= need)
        r *= 2;
    Py_ssize_t *b = RAW_RESIZE(*a, Py_ssize_t, r);
    if (b == NULL) {
        return -1;
    }
    *a = b;
    *room = r;
    return 0;
}

/* A name seen for the first time in its scope: its kind (the first `prefix` characters of
 * `tok`, 0 for a name that stays) and its fresh number within the kind. */
static int scope_name(Scope *sc, Py_ssize_t id, Py_ssize_t prefix, const void *tok, Py_ssize_t size) {
    Py_ssize_t room = sc->room_names;
    if (grow(&sc->prefix, &room, id) < 0)
        return -1;
    room = sc->room_names;
    if (grow(&sc->number, &room, id) < 0)
        return -1;
    sc->room_names = room;
    sc->prefix[id] = prefix;
    if (!prefix)
        return 0;
    int fresh;
    Py_ssize_t kind = interner_id(&sc->kinds, tok, prefix * size, 1, &fresh);
    if (kind < 0)
        return -1;
    if (fresh) {
        room = sc->room_kinds;
        if (grow(&sc->next, &room, kind) < 0)
            return -1;
        sc->room_kinds = room;
        sc->next[kind] = 0;
    }
    sc->number[id] = sc->next[kind]++;
    return 0;
}

static void scope_free(Scope *sc) {
    interner_free(&sc->names);
    interner_free(&sc->kinds);
    RAW_FREE(sc->prefix);
    RAW_FREE(sc->number);
    RAW_FREE(sc->next);
}

/* A name (an alias and its replacement) in the text's character size. */
typedef struct {
    void *s;
    Py_ssize_t n;
} Name;

#define CH Py_UCS1
#define FN(name) name##_1
#include "normalize_impl.h"
#undef CH
#undef FN
#define CH Py_UCS4
#define FN(name) name##_4
#include "normalize_impl.h"
#undef CH
#undef FN

/* A str's characters, in place where it is Latin-1, else as a copy of its code points
 * (*copy is then to be freed). */
static const void *chars_of(PyObject *str, int *size, void **copy) {
    *copy = NULL;
    if (PyUnicode_KIND(str) == PyUnicode_1BYTE_KIND) {
        *size = 1;
        return PyUnicode_1BYTE_DATA(str);
    }
    *size = 4;
    *copy = ucs4_copy(str);
    return *copy;
}

/* Where each segment of text s (n characters) starts and ends: a new segment at each line
 * index in starts (ascending, above 0). Returns the count. */
static Py_ssize_t segments(const void *s, int size, Py_ssize_t n, const Py_ssize_t *starts, Py_ssize_t nstarts,
                           Py_ssize_t *lo, Py_ssize_t *hi) {
    Py_ssize_t line = 0, k = 0, count = 0, begin = 0;
    for (Py_ssize_t p = 0; p < n && k < nstarts; p++) {
        Py_UCS4 c = size == 1 ? ((const Py_UCS1 *)s)[p] : ((const Py_UCS4 *)s)[p];
        if (c != '\n')
            continue;
        if (++line == starts[k]) {
            lo[count] = begin;
            hi[count++] = p;
            begin = p + 1;
            k++;
        }
    }
    lo[count] = begin;
    hi[count++] = n;
    return count;
}

/* Scope starts: ascending line indices above 0. */
static int read_starts(PyObject *list, Py_ssize_t **starts, Py_ssize_t *n) {
    if (read_ints(list, starts, n) < 0)
        return -1;
    for (Py_ssize_t i = 0; i < *n; i++)
        if ((*starts)[i] <= 0 || (i && (*starts)[i] <= (*starts)[i - 1])) {
            PyErr_SetString(PyExc_ValueError, "scope starts must be ascending line indices above 0");
            return -1;
        }
    return 0;
}

/* The kept lines that open a scope, by asking is_scope about every line holding an `@`
 * (names.MLIR.scope_starts' hint), line 0 left out (normalize._scopes). */
static PyObject *scope_starts(const Out *kept, const Lines *lines, PyObject *is_scope) {
    PyObject *starts = PyList_New(0);
    if (starts == NULL)
        return NULL;
    for (Py_ssize_t k = 1; k < lines->n; k++) {
        Py_ssize_t lo = lines->at[k], hi = k + 1 < lines->n ? lines->at[k + 1] - 1 : kept->n;
        const char *s = kept->s + lo * kept->size;
        size_t bytes = (size_t)(hi - lo) * (size_t)kept->size;
        int hinted = 0;
        if (kept->size == 1)
            hinted = memchr(s, MLIR_SCOPE_HINT[0], bytes) != NULL;
        else
            for (Py_ssize_t i = 0; i < hi - lo && !hinted; i++)
                hinted = ((const Py_UCS4 *)s)[i] == (Py_UCS4)MLIR_SCOPE_HINT[0];
        if (!hinted)
            continue;
        PyObject *line = PyUnicode_FromKindAndData(kept->size == 1 ? PyUnicode_1BYTE_KIND : PyUnicode_4BYTE_KIND, s, hi - lo);
        PyObject *verdict = line ? PyObject_CallOneArg(is_scope, line) : NULL;
        Py_XDECREF(line);
        int yes = verdict ? PyObject_IsTrue(verdict) : -1;
        Py_XDECREF(verdict);
        PyObject *index = yes > 0 ? PyLong_FromSsize_t(k) : NULL;
        if (yes < 0 || (yes > 0 && (index == NULL || PyList_Append(starts, index) < 0))) {
            Py_XDECREF(index);
            Py_DECREF(starts);
            return NULL;
        }
        Py_XDECREF(index);
    }
    return starts;
}

/* normalize._definition_lines: the lines starting with `#` or `!`. */
static PyObject *definition_lines(const Out *o) {
    PyObject *out = PyList_New(0);
    if (out == NULL)
        return NULL;
    for (Py_ssize_t p = 0; p < o->n;) {
        Py_ssize_t q = p;
        Py_UCS4 first = 0;
        if (o->size == 1) {
            const Py_UCS1 *s = (const Py_UCS1 *)o->s;
            first = s[p];
            const void *nl = memchr(s + p, '\n', (size_t)(o->n - p));
            q = nl ? (const Py_UCS1 *)nl - s : o->n;
        } else {
            const Py_UCS4 *s = (const Py_UCS4 *)o->s;
            first = s[p];
            while (q < o->n && s[q] != '\n')
                q++;
        }
        if (in_set(first, IN_ALIAS_SIGILS)) {
            PyObject *line = PyUnicode_FromKindAndData(o->size == 1 ? PyUnicode_1BYTE_KIND : PyUnicode_4BYTE_KIND,
                                                       o->s + p * o->size, q - p);
            if (line == NULL || PyList_Append(out, line) < 0) {
                Py_XDECREF(line);
                Py_DECREF(out);
                return NULL;
            }
            Py_DECREF(line);
        }
        p = q + 1;
    }
    return out;
}

/* normalize_mlir(text, is_scope) -> (text, odd, definitions, starts): the kept lines of a text
 * without locations, each scope renumbered; odd: whether a scope but the last has an odd number
 * of `"`; definitions: the lines that may define aliases; starts: the scopes' first lines. */
PyObject *normalize_mlir(PyObject *self, PyObject *args) {
    PyObject *str, *is_scope, *starts = NULL, *defs = NULL, *result = NULL;
    if (!PyArg_ParseTuple(args, "UO", &str, &is_scope))
        return NULL;
    int size;
    void *copy;
    const void *s = chars_of(str, &size, &copy);
    Py_ssize_t n = PyUnicode_GET_LENGTH(str), *begin = NULL, nstarts = 0, *lo = NULL, *hi = NULL;
    Out kept = {0}, out = {0};
    Lines lines = {0};
    Scope sc = {0};
    if (s == NULL || out_init(&kept, n + 1, size) < 0)
        goto done;
    int ok;
    Py_BEGIN_ALLOW_THREADS; /* the str's characters are read in place: it is immutable */
    ok = size == 1 ? kept_lines_1(s, n, &kept, &lines) : kept_lines_4(s, n, &kept, &lines);
    Py_END_ALLOW_THREADS;
    if (ok < 0)
        goto done;
    starts = scope_starts(&kept, &lines, is_scope);
    if (starts == NULL || read_starts(starts, &begin, &nstarts) < 0)
        goto done;
    lo = RAW_NEW(Py_ssize_t, nstarts + 1);
    hi = RAW_NEW(Py_ssize_t, nstarts + 1);
    if (!lo || !hi) {
        goto done;
    }
    if (interner_init(&sc.names, 1024) < 0 || interner_init(&sc.kinds, 64) < 0 || out_init(&out, kept.n + kept.n / 8, size) < 0)
        goto done;
    int odd = 0;
    Py_ssize_t count = nstarts + 1;
    for (Py_ssize_t k = 0; k < count; k++) { /* scope k: lines begin[k - 1] .. begin[k] */
        Py_ssize_t first = k ? begin[k - 1] : 0;
        lo[k] = lines.n ? lines.at[first] : 0;
        hi[k] = k + 1 < count ? lines.at[begin[k]] - 1 : kept.n;
    }
    Py_BEGIN_ALLOW_THREADS;
    for (Py_ssize_t k = 0; k < count && ok >= 0; k++) {
        ok = k ? out_char(&out, '\n') : 0;
        if (ok >= 0)
            ok = size == 1 ? renumber_segment_1(&sc, &out, (const Py_UCS1 *)kept.s, lo[k], hi[k])
                           : renumber_segment_4(&sc, &out, (const Py_UCS4 *)kept.s, lo[k], hi[k]);
        if (k + 1 < count) {
            Py_ssize_t quotes = 0;
            for (Py_ssize_t p = lo[k]; p < hi[k]; p++)
                quotes += (size == 1 ? ((const Py_UCS1 *)kept.s)[p] : ((const Py_UCS4 *)kept.s)[p]) == '"';
            odd |= (int)(quotes & 1);
        }
    }
    Py_END_ALLOW_THREADS;
    if (ok < 0)
        goto done;
    defs = definition_lines(&out);
    if (defs == NULL)
        goto done;
    PyObject *text = out_str(&out);
    if (text != NULL)
        result = Py_BuildValue("(NOOO)", text, odd ? Py_True : Py_False, defs, starts);
done:
    out_free(&kept);
    out_free(&out);
    scope_free(&sc);
    RAW_FREE(lines.at);
    RAW_FREE(begin);
    RAW_FREE(lo);
    RAW_FREE(hi);
    RAW_FREE(copy);
    Py_XDECREF(starts);
    Py_XDECREF(defs);
    return result ? result : failed();
}

/* A str in the given character size in *out: 0, or 1 where it does not fit, -1 on a failure. */
static int sized_copy(PyObject *str, int size, void **out) {
    Py_ssize_t n = PyUnicode_GET_LENGTH(str);
    *out = NULL;
    if (size == 4)
        return (*out = ucs4_copy(str)) ? 0 : -1;
    if (PyUnicode_KIND(str) != PyUnicode_1BYTE_KIND)
        return 1;
    if ((*out = PyMem_RawMalloc((size_t)n + 1)) == NULL)
        return -1;
    memcpy(*out, PyUnicode_1BYTE_DATA(str), (size_t)n);
    return 0;
}

/* rename_aliases with the text read in `wide` (4 bytes a character) or its own size. Sets *wider
 * and returns NULL where a replacement is wider than the text: then call it wide. */
static PyObject *renamed(PyObject *str, PyObject *list, PyObject *moved, int wide, int *wider) {
    int size = 4;
    void *copy = NULL;
    const void *s = wide ? (copy = ucs4_copy(str)) : chars_of(str, &size, &copy);
    Py_ssize_t n = PyUnicode_GET_LENGTH(str), *starts = NULL, nstarts = 0, *lo = NULL, *hi = NULL;
    Py_ssize_t nkeys = PyDict_GET_SIZE(moved), k = 0;
    Name *keys = RAW_NEW(Name, nkeys + 1), *values = RAW_NEW(Name, nkeys + 1);
    Interner table = {0};
    Out out = {0};
    PyObject *result = NULL, *key, *value;
    if (s == NULL || !keys || !values)
        goto done;
    if ((list != Py_None && read_starts(list, &starts, &nstarts) < 0) || interner_init(&table, nkeys) < 0)
        goto done;
    for (Py_ssize_t pos = 0; PyDict_Next(moved, &pos, &key, &value);) {
        if (!PyUnicode_Check(key) || !PyUnicode_Check(value)) {
            PyErr_SetString(PyExc_TypeError, "moved must map str to str");
            goto done;
        }
        int key_fits = sized_copy(key, size, &keys[k].s);
        int value_fits = key_fits ? 0 : sized_copy(value, size, &values[k].s);
        keys[k].n = PyUnicode_GET_LENGTH(key);
        values[k].n = PyUnicode_GET_LENGTH(value);
        k++;
        if (key_fits < 0 || value_fits < 0)
            goto done;
        if (key_fits) /* a name wider than the text: it occurs nowhere in it */
            continue;
        if (value_fits) { /* a replacement wider than the text: read it wide */
            *wider = 1;
            goto done;
        }
        int fresh;
        if (interner_id(&table, keys[k - 1].s, keys[k - 1].n * size, 1, &fresh) < 0)
            goto done;
        /* ids follow insertion; a key left out above takes none, so keep values in step */
        if (table.count - 1 != k - 1) {
            values[table.count - 1] = values[k - 1];
            values[k - 1].s = NULL;
        }
    }
    lo = RAW_NEW(Py_ssize_t, nstarts + 1);
    hi = RAW_NEW(Py_ssize_t, nstarts + 1);
    if (!lo || !hi || out_init(&out, n + n / 8, size) < 0)
        goto done;
    Py_ssize_t count;
    int ok = 0;
    Py_BEGIN_ALLOW_THREADS; /* the table, names and buffers are the core's own memory */
    count = segments(s, size, n, starts, nstarts, lo, hi);
    for (Py_ssize_t g = 0; g < count && ok >= 0; g++) {
        ok = g ? out_char(&out, '\n') : 0;
        if (ok >= 0)
            ok = size == 1 ? rename_segment_1(&table, values, &out, s, lo[g], hi[g])
                           : rename_segment_4(&table, values, &out, s, lo[g], hi[g]);
    }
    Py_END_ALLOW_THREADS;
    if (ok < 0)
        goto done;
    result = out_str(&out);
done:
    out_free(&out);
    interner_free(&table);
    for (Py_ssize_t i = 0; i < k; i++) {
        RAW_FREE(keys[i].s);
        RAW_FREE(values[i].s);
    }
    RAW_FREE(keys);
    RAW_FREE(values);
    RAW_FREE(starts);
    RAW_FREE(lo);
    RAW_FREE(hi);
    RAW_FREE(copy);
    return result;
}

/* rename_aliases(text, starts, moved) -> text: every alias token (`#name`, `!name`, outside
 * string literals) that is a key of `moved` replaced by its value. `starts` cuts the text into
 * scopes as normalize_mlir does (strings end at a scope's end); None scans it whole. */
PyObject *rename_aliases(PyObject *self, PyObject *args) {
    PyObject *str, *list, *moved;
    if (!PyArg_ParseTuple(args, "UOO!", &str, &list, &PyDict_Type, &moved))
        return NULL;
    int wider = 0;
    PyObject *result = renamed(str, list, moved, 0, &wider);
    if (result == NULL && wider)
        result = renamed(str, list, moved, 1, &wider);
    return result ? result : failed();
}
