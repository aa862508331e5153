/* The ASCII character table, the output buffer and the interner (see text.h). */
#include "text.h"

#include <string.h>

#define W (ASCII_WORD | ASCII_NAME)
#define D (ASCII_WORD | ASCII_NAME | ASCII_DECIMAL)
unsigned char ascii_class[128] = {
    /* 0x00 - 0x1f */ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    /*  !"#$%&' */ 0, 0, 0, 0, ASCII_NAME, 0, 0, 0,
    /* ()*+,-./ */ 0, 0, 0, 0, 0, ASCII_NAME, ASCII_NAME, 0,
    /* 01234567 */ D, D, D, D, D, D, D, D,
    /* 89:;<=>? */ D, D, 0, 0, 0, 0, 0, 0,
    /* @A-O */ 0, W, W, W, W, W, W, W, W, W, W, W, W, W, W, W,
    /* P-Z[\]^_ */ W, W, W, W, W, W, W, W, W, W, W, 0, 0, 0, 0, W,
    /* `a-o */ 0, W, W, W, W, W, W, W, W, W, W, W, W, W, W, W,
    /* p-z{|}~DEL */ W, W, W, W, W, W, W, W, W, W, W, 0, 0, 0, 0, 0,
};
#undef W
#undef D

static void mark(const char *set, int bit) {
    for (; *set; set++)
        ascii_class[(unsigned char)*set & 127] |= (unsigned char)bit;
}

void char_sets_init(void) {
    mark(WORD_SIGILS, IN_WORD_SIGILS);
    mark(ALIAS_SIGILS, IN_ALIAS_SIGILS);
    mark(NUMBER_NOT_AFTER, IN_NUMBER_NOT_AFTER);
    mark(SLOT_CONTENT_EXCLUDED, IN_SLOT_CONTENT_EXCLUDED);
}

int read_ints(PyObject *obj, Py_ssize_t **out, Py_ssize_t *n) {
    PyObject *seq = PySequence_Fast(obj, "expected a sequence of ints");
    if (seq == NULL)
        return -1;
    *n = PySequence_Fast_GET_SIZE(seq);
    *out = RAW_NEW(Py_ssize_t, *n + 1);
    int ok = *out ? 0 : (failed(), -1);
    for (Py_ssize_t k = 0; ok == 0 && k < *n; k++) {
        (*out)[k] = PyLong_AsSsize_t(PySequence_Fast_GET_ITEM(seq, k));
        if ((*out)[k] == -1 && PyErr_Occurred())
            ok = -1;
    }
    Py_DECREF(seq);
    return ok;
}

/* ---- output buffer ------------------------------------------------------------------------ */
int out_init(Out *o, Py_ssize_t cap, int size) {
    o->n = 0;
    o->size = size;
    o->cap = cap > 16 ? cap : 16;
    o->s = PyMem_RawMalloc((size_t)o->cap * (size_t)size);
    if (o->s == NULL) {
        return -1;
    }
    return 0;
}

static int out_room(Out *o, Py_ssize_t more) {
    if (o->n + more <= o->cap)
        return 0;
    Py_ssize_t cap = o->cap;
    while (o->n + more > cap)
        cap *= 2;
    char *s = PyMem_RawRealloc(o->s, (size_t)cap * (size_t)o->size);
    if (s == NULL) {
        return -1;
    }
    o->s = s;
    o->cap = cap;
    return 0;
}

int out_put(Out *o, const void *s, Py_ssize_t n) {
    if (out_room(o, n) < 0)
        return -1;
    memcpy(o->s + o->n * o->size, s, (size_t)n * (size_t)o->size);
    o->n += n;
    return 0;
}

int out_char(Out *o, Py_UCS4 c) {
    if (out_room(o, 1) < 0)
        return -1;
    if (o->size == 1)
        ((Py_UCS1 *)o->s)[o->n++] = (Py_UCS1)c;
    else if (o->size == 2)
        ((Py_UCS2 *)o->s)[o->n++] = (Py_UCS2)c;
    else
        ((Py_UCS4 *)o->s)[o->n++] = c;
    return 0;
}

int out_number(Out *o, Py_ssize_t k) {
    char digits[24];
    int n = 0;
    do {
        digits[n++] = (char)('0' + k % 10);
        k /= 10;
    } while (k);
    while (n)
        if (out_char(o, (Py_UCS4)digits[--n]) < 0)
            return -1;
    return 0;
}

PyObject *out_str(Out *o) {
    PyObject *str = PyUnicode_FromKindAndData(o->size, o->s, o->n); /* a kind is its character size */
    out_free(o);
    return str;
}

void out_free(Out *o) {
    RAW_FREE(o->s);
    o->s = NULL;
}

/* ---- interner ----------------------------------------------------------------------------- */
/* Eight bytes at a time (a multiply and a shift each), then mixed so that the low bits, which
 * pick the slot, depend on every byte. Only where a string goes in the table depends on it:
 * ids are given in order of first appearance whatever the hash. (FNV-1a over single bytes,
 * before, was a fifth of the time of numbering a text's lines.) */
static uint64_t hash_of(const void *key, Py_ssize_t n) {
    const unsigned char *s = key;
    uint64_t h = 0x9e3779b97f4a7c15ULL ^ (uint64_t)n, w;
    for (; n >= 8; s += 8, n -= 8) {
        memcpy(&w, s, 8);
        h = (h ^ w) * 0xff51afd7ed558ccdULL;
        h ^= h >> 32;
    }
    w = 0;
    memcpy(&w, s, (size_t)n);
    h = (h ^ w) * 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    return h ^ (h >> 33);
}

int interner_init(Interner *t, Py_ssize_t expected) {
    memset(t, 0, sizeof(*t));
    t->cap = 64;
    while (t->cap < 2 * expected)
        t->cap *= 2;
    t->room = t->cap / 2;
    t->slot = RAW_NEW(Py_ssize_t, t->cap);
    t->key = RAW_NEW(const void *, t->room);
    t->len = RAW_NEW(Py_ssize_t, t->room);
    t->hash = RAW_NEW(uint64_t, t->room);
    if (!t->slot || !t->key || !t->len || !t->hash) {
        interner_free(t);
        return -1;
    }
    memset(t->slot, 0xff, (size_t)t->cap * sizeof(Py_ssize_t));
    return 0;
}

void interner_free(Interner *t) {
    RAW_FREE(t->slot);
    RAW_FREE(t->key);
    RAW_FREE(t->len);
    RAW_FREE(t->hash);
    t->slot = NULL;
    t->key = NULL;
    t->len = NULL;
    t->hash = NULL;
}

void interner_clear(Interner *t) {
    if (t->count) {
        memset(t->slot, 0xff, (size_t)t->cap * sizeof(Py_ssize_t));
        t->count = 0;
    }
}

static int interner_grow(Interner *t) {
    Py_ssize_t cap = t->cap * 2, room = cap / 2;
    Py_ssize_t *slot = RAW_NEW(Py_ssize_t, cap);
    const void **key = RAW_RESIZE(t->key, const void *, room);
    if (key)
        t->key = key;
    Py_ssize_t *len = RAW_RESIZE(t->len, Py_ssize_t, room);
    if (len)
        t->len = len;
    uint64_t *hash = RAW_RESIZE(t->hash, uint64_t, room);
    if (hash)
        t->hash = hash;
    if (!slot || !key || !len || !hash) {
        RAW_FREE(slot);
        return -1;
    }
    memset(slot, 0xff, (size_t)cap * sizeof(Py_ssize_t));
    for (Py_ssize_t id = 0; id < t->count; id++) {
        size_t k = (size_t)t->hash[id] & (size_t)(cap - 1);
        while (slot[k] >= 0)
            k = (k + 1) & (size_t)(cap - 1);
        slot[k] = id;
    }
    RAW_FREE(t->slot);
    t->slot = slot;
    t->cap = cap;
    t->room = room;
    return 0;
}

Py_ssize_t interner_id(Interner *t, const void *s, Py_ssize_t n, int add, int *fresh) {
    uint64_t h = hash_of(s, n);
    size_t mask = (size_t)(t->cap - 1), k = (size_t)h & mask;
    *fresh = 0;
    for (;;) {
        Py_ssize_t id = t->slot[k];
        if (id < 0)
            break;
        if (t->hash[id] == h && t->len[id] == n && memcmp(t->key[id], s, (size_t)n) == 0)
            return id;
        k = (k + 1) & mask;
    }
    if (!add)
        return -2;
    if (t->count == t->room) {
        if (interner_grow(t) < 0)
            return -1;
        mask = (size_t)(t->cap - 1);
        k = (size_t)h & mask;
        while (t->slot[k] >= 0)
            k = (k + 1) & mask;
    }
    Py_ssize_t id = t->count++;
    t->key[id] = s;
    t->len[id] = n;
    t->hash[id] = h;
    t->slot[k] = id;
    *fresh = 1;
    return id;
}

/* ---- str_tuple ---------------------------------------------------------------------------- */
/* str_tuple(seq) -> tuple(seq), every item a str, the tuple not tracked by the garbage
 * collector. A tuple of strs can be in no reference cycle; the collector finds that out itself,
 * but only by visiting every item of it at the next collection of its generation, a cache miss
 * each: the three tuples of a 23,000-line text's Lines took a collection that met them 10-50 ms. */
PyObject *str_tuple(PyObject *self, PyObject *seq_in) {
    PyObject *seq = PySequence_Fast(seq_in, "str_tuple expects a sequence of str");
    if (seq == NULL)
        return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    PyObject **items = PySequence_Fast_ITEMS(seq), *out = PyTuple_New(n);
    for (Py_ssize_t k = 0; out && k < n; k++) {
        if (!PyUnicode_CheckExact(items[k])) {
            PyErr_SetString(PyExc_TypeError, "str_tuple expects a sequence of str");
            Py_CLEAR(out);
            break;
        }
        Py_INCREF(items[k]);
        PyTuple_SET_ITEM(out, k, items[k]);
    }
    Py_DECREF(seq);
    if (out != NULL)
        PyObject_GC_UnTrack(out);
    return out;
}

/* ---- contains_any ------------------------------------------------------------------------- */
/* Whether the m bytes at needle occur in the n bytes at hay (memmem is not everywhere). */
static int has_bytes(const char *hay, size_t n, const char *needle, size_t m) {
    if (m == 0)
        return 1;
    for (const char *p = hay, *end = hay + n; (size_t)(end - p) >= m; p++) {
        p = memchr(p, needle[0], (size_t)(end - p) - m + 1);
        if (p == NULL)
            return 0;
        if (memcmp(p, needle, m) == 0)
            return 1;
    }
    return 0;
}

/* contains_any(text, needles) -> any(n in text for n in needles), a one-byte text searched
 * without the GIL (its characters are bytes; normalize's check for locations, on every pass
 * of a page, while other threads highlight). */
PyObject *contains_any(PyObject *self, PyObject *args) {
    PyObject *text, *needles;
    if (!PyArg_ParseTuple(args, "UO!", &text, &PyTuple_Type, &needles))
        return NULL;
    Py_ssize_t count = PyTuple_GET_SIZE(needles);
    for (Py_ssize_t k = 0; k < count; k++)
        if (!PyUnicode_Check(PyTuple_GET_ITEM(needles, k))) {
            PyErr_SetString(PyExc_TypeError, "contains_any expects a tuple of str");
            return NULL;
        }
    int narrow = PyUnicode_KIND(text) == PyUnicode_1BYTE_KIND;
    for (Py_ssize_t k = 0; k < count && narrow; k++)
        narrow = PyUnicode_KIND(PyTuple_GET_ITEM(needles, k)) == PyUnicode_1BYTE_KIND;
    if (!narrow) { /* a wider text or needle: str's own search, with the GIL */
        for (Py_ssize_t k = 0; k < count; k++) {
            int found = PyUnicode_Contains(text, PyTuple_GET_ITEM(needles, k));
            if (found != 0)
                return found < 0 ? NULL : Py_NewRef(Py_True);
        }
        return Py_NewRef(Py_False);
    }
    const char *hay = (const char *)PyUnicode_DATA(text);
    size_t size = (size_t)PyUnicode_GET_LENGTH(text);
    int found = 0;
    Py_BEGIN_ALLOW_THREADS; /* the strs are immutable and held by the caller's arguments */
    for (Py_ssize_t k = 0; k < count && !found; k++) {
        PyObject *needle = PyTuple_GET_ITEM(needles, k);
        found = has_bytes(hay, size, PyUnicode_DATA(needle), (size_t)PyUnicode_GET_LENGTH(needle));
    }
    Py_END_ALLOW_THREADS;
    return Py_NewRef(found ? Py_True : Py_False);
}
