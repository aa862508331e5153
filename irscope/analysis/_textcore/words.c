/* diff.changed_words: the character ranges that differ between two paired lines, compared word
 * by word (diff._WORD: `[%@^!#]?[\w.$-]+|\s+|.`), difflib's opcodes between the common head and
 * tail of the words, one range for everything in between beyond diff.WORD_MATCH_LIMIT words. */
#include "match.h"

#include <string.h>

#define WORD_MATCH_LIMIT 400 /* diff.WORD_MATCH_LIMIT */

typedef struct {
    const void *s;
    int size;
    Py_ssize_t n;
    Py_ssize_t *at; /* word k is [at[k], at[k + 1]) */
    uint32_t *id;
    Py_ssize_t count;
} Words;

static inline Py_UCS4 char_at(const Words *w, Py_ssize_t p) {
    return w->size == 1 ? ((const Py_UCS1 *)w->s)[p] : ((const Py_UCS4 *)w->s)[p];
}

/* The words of w->s into w->at and w->id (room for w->n + 1 each). */
static int split_words(Words *w, Interner *table) {
    Py_ssize_t p = 0;
    w->count = 0;
    while (p < w->n) {
        Py_UCS4 c = char_at(w, p);
        Py_ssize_t q = p + 1;
        if ((c == '%' || c == '@' || c == '^' || c == '!' || c == '#') && q < w->n && is_name_char(char_at(w, q)))
            q++;
        if (is_name_char(char_at(w, q - 1)))
            while (q < w->n && is_name_char(char_at(w, q)))
                q++;
        else if (Py_UNICODE_ISSPACE(c))
            while (q < w->n && Py_UNICODE_ISSPACE(char_at(w, q)))
                q++;
        int fresh;
        Py_ssize_t id = interner_id(table, (const char *)w->s + p * w->size, (q - p) * w->size, 1, &fresh);
        if (id < 0)
            return -1;
        w->at[w->count] = p;
        w->id[w->count++] = (uint32_t)id;
        p = q;
    }
    w->at[w->count] = w->n;
    return 0;
}

/* Character ranges, flat: [lo, hi, lo, hi, ...]. */
typedef struct {
    Py_ssize_t *v;
    Py_ssize_t n, cap;
} Ranges;

static int ranges_add(Ranges *r, Py_ssize_t lo, Py_ssize_t hi) {
    if (r->n + 2 > r->cap) {
        Py_ssize_t cap = r->cap ? 2 * r->cap : 16;
        Py_ssize_t *v = RAW_RESIZE(r->v, Py_ssize_t, cap);
        if (!v)
            return -1;
        r->v = v;
        r->cap = cap;
    }
    r->v[r->n++] = lo;
    r->v[r->n++] = hi;
    return 0;
}

/* The ranges of one non-equal opcode (words [i1, i2) of a's middle and [j1, j2) of b's). */
static int add_op(Ranges *ls, Ranges *rs, const Words *a, const Words *b, Py_ssize_t head, Py_ssize_t i1,
                  Py_ssize_t i2, Py_ssize_t j1, Py_ssize_t j2) {
    if (i2 > i1 && ranges_add(ls, a->at[head + i1], a->at[head + i2]) < 0)
        return -1;
    if (j2 > j1 && ranges_add(rs, b->at[head + j1], b->at[head + j2]) < 0)
        return -1;
    return 0;
}

/* What one pair of lines is compared with, kept from pair to pair (encode_blocks compares
 * thousands): the words' table and buffers. */
typedef struct {
    Interner table;
    Words a, b;
    Py_ssize_t room; /* words the buffers hold (a line of n characters has at most n, plus the end) */
    Ranges ls, rs;
} WordScratch;

static void scratch_free(WordScratch *w) {
    interner_free(&w->table);
    RAW_FREE(w->a.at);
    RAW_FREE(w->a.id);
    RAW_FREE(w->b.at);
    RAW_FREE(w->b.id);
    RAW_FREE(w->ls.v);
    RAW_FREE(w->rs.v);
}

static int words_room(Words *w, Py_ssize_t room) {
    Py_ssize_t *at = RAW_RESIZE(w->at, Py_ssize_t, room);
    if (at)
        w->at = at;
    uint32_t *id = RAW_RESIZE(w->id, uint32_t, room);
    if (id)
        w->id = id;
    return at && id ? 0 : -1;
}

/* diff.changed_words of left and right into w->ls and w->rs (emptied first); -1 on an error. */
static int word_ranges(WordScratch *w, PyObject *left, PyObject *right) {
    Words *a = &w->a, *b = &w->b;
    void *copy_a = NULL, *copy_b = NULL;
    Py_ssize_t *blocks = NULL;
    int ok = -1;
    w->ls.n = w->rs.n = 0;
    a->n = PyUnicode_GET_LENGTH(left);
    b->n = PyUnicode_GET_LENGTH(right);
    Py_ssize_t need = (a->n > b->n ? a->n : b->n) + 1;
    if (need > w->room) {
        if (words_room(a, need) < 0 || words_room(b, need) < 0)
            return -1;
        w->room = need;
    }
    if (PyUnicode_KIND(left) == PyUnicode_1BYTE_KIND && PyUnicode_KIND(right) == PyUnicode_1BYTE_KIND) {
        a->s = PyUnicode_1BYTE_DATA(left);
        b->s = PyUnicode_1BYTE_DATA(right);
        a->size = b->size = 1;
    } else {
        a->s = copy_a = ucs4_copy(left);
        b->s = copy_b = copy_a ? ucs4_copy(right) : NULL;
        a->size = b->size = 4;
        if (!copy_b)
            goto done;
    }
    if (w->table.cap == 0 ? interner_init(&w->table, 64) < 0 : (interner_clear(&w->table), 0))
        goto done;
    if (split_words(a, &w->table) < 0 || split_words(b, &w->table) < 0)
        goto done;
    Py_ssize_t head = 0, tail = 0, shorter = a->count < b->count ? a->count : b->count;
    while (head < shorter && a->id[head] == b->id[head])
        head++;
    while (tail < shorter - head && a->id[a->count - 1 - tail] == b->id[b->count - 1 - tail])
        tail++;
    Py_ssize_t na = a->count - head - tail, nb = b->count - head - tail;
    if (na > WORD_MATCH_LIMIT || nb > WORD_MATCH_LIMIT || !na || !nb) {
        if (add_op(&w->ls, &w->rs, a, b, head, 0, na, 0, nb) < 0)
            goto done;
    } else {
        Py_ssize_t count = difflib_blocks(a->id + head, na, b->id + head, nb, &blocks), i = 0, j = 0;
        if (count < 0)
            goto done;
        for (Py_ssize_t t = 0; t < count; t++) { /* difflib's get_opcodes, the non-equal ones */
            Py_ssize_t ai = blocks[3 * t], bj = blocks[3 * t + 1], size = blocks[3 * t + 2];
            if ((i < ai || j < bj) && add_op(&w->ls, &w->rs, a, b, head, i, ai, j, bj) < 0)
                goto done;
            i = ai + size;
            j = bj + size;
        }
    }
    ok = 0;
done:
    RAW_FREE(blocks);
    RAW_FREE(copy_a);
    RAW_FREE(copy_b);
    return ok;
}

/* Ranges as a tuple of (lo, hi) pairs. */
static PyObject *range_pairs(const Ranges *r) {
    PyObject *out = PyTuple_New(r->n / 2);
    for (Py_ssize_t k = 0; out && k < r->n; k += 2) {
        PyObject *span = Py_BuildValue("(nn)", r->v[k], r->v[k + 1]);
        if (!span)
            Py_CLEAR(out);
        else
            PyTuple_SET_ITEM(out, k / 2, span);
    }
    return out;
}

/* Ranges as a flat list [lo, hi, lo, hi, ...]. */
static PyObject *range_list(const Ranges *r) {
    PyObject *out = PyList_New(r->n);
    for (Py_ssize_t k = 0; out && k < r->n; k++) {
        PyObject *number = PyLong_FromSsize_t(r->v[k]);
        if (!number)
            Py_CLEAR(out);
        else
            PyList_SET_ITEM(out, k, number);
    }
    return out;
}

/* changed_words(left, right) -> (left ranges, right ranges) */
PyObject *changed_words(PyObject *self, PyObject *args) {
    PyObject *left, *right, *result = NULL;
    if (!PyArg_ParseTuple(args, "UU", &left, &right))
        return NULL;
    WordScratch w = {0};
    if (word_ranges(&w, left, right) == 0) {
        PyObject *lt = range_pairs(&w.ls), *rt = lt ? range_pairs(&w.rs) : NULL;
        if (lt && rt)
            result = PyTuple_Pack(2, lt, rt);
        Py_XDECREF(lt);
        Py_XDECREF(rt);
    }
    scratch_free(&w);
    return result ? result : failed();
}

/* One changed block's pairs appended to `changed`: [left ranges, right ranges] of each line
 * left[i] paired with right[j], i in [llo, lhi), j from rlo, as many as both sides have. */
static int add_pairs(WordScratch *w, PyObject *changed, PyObject *left, PyObject *right, Py_ssize_t llo,
                     Py_ssize_t lhi, Py_ssize_t rlo, Py_ssize_t rhi) {
    for (Py_ssize_t i = llo, j = rlo; i < lhi && j < rhi; i++, j++) {
        PyObject *l = PySequence_Fast_GET_ITEM(left, i), *r = PySequence_Fast_GET_ITEM(right, j);
        if (!PyUnicode_Check(l) || !PyUnicode_Check(r)) {
            PyErr_SetString(PyExc_TypeError, "lines must be str");
            return -1;
        }
        if (word_ranges(w, l, r) < 0)
            return -1;
        PyObject *lf = range_list(&w->ls), *rf = lf ? range_list(&w->rs) : NULL;
        PyObject *pair = rf ? PyList_New(2) : NULL;
        if (!pair) {
            Py_XDECREF(lf);
            Py_XDECREF(rf);
            return -1;
        }
        PyList_SET_ITEM(pair, 0, lf);
        PyList_SET_ITEM(pair, 1, rf);
        int ok = PyList_Append(changed, pair);
        Py_DECREF(pair);
        if (ok < 0)
            return -1;
    }
    return 0;
}

/* Adds n to the int at the end of blocks, or appends n (consecutive equal rows join). */
static int add_equal(PyObject *blocks, Py_ssize_t n) {
    Py_ssize_t size = PyList_GET_SIZE(blocks);
    PyObject *last = size ? PyList_GET_ITEM(blocks, size - 1) : NULL;
    PyObject *number = PyLong_FromSsize_t(last && PyLong_CheckExact(last) ? PyLong_AsSsize_t(last) + n : n);
    if (!number)
        return -1;
    if (last && PyLong_CheckExact(last)) {
        PyList_SET_ITEM(blocks, size - 1, number);
        Py_DECREF(last);
        return 0;
    }
    int ok = PyList_Append(blocks, number);
    Py_DECREF(number);
    return ok;
}

/* Sets the list's item k to x + its int value. */
static int bump(PyObject *list, Py_ssize_t k, Py_ssize_t x) {
    PyObject *old = PyList_GET_ITEM(list, k), *number = PyLong_FromSsize_t(PyLong_AsSsize_t(old) + x);
    if (!number)
        return -1;
    PyList_SET_ITEM(list, k, number);
    Py_DECREF(old);
    return 0;
}

/* encode_blocks(blocks, left, right) -> (blocks, added, removed): views/html/diffs.encode_rows of
 * an alignment's blocks ((tag, left_lo, left_hi, right_lo, right_hi) each) over both texts'
 * lines, changed words included. */
PyObject *encode_blocks(PyObject *self, PyObject *args) {
    PyObject *in, *left, *right, *out = NULL, *changed = NULL;
    if (!PyArg_ParseTuple(args, "OOO", &in, &left, &right))
        return NULL;
    PyObject *seq = PySequence_Fast(in, "blocks must be a sequence");
    PyObject *ls = seq ? PySequence_Fast(left, "left must be a sequence of str") : NULL;
    PyObject *rs = ls ? PySequence_Fast(right, "right must be a sequence of str") : NULL;
    WordScratch w = {0};
    Py_ssize_t added = 0, removed = 0;
    if (!rs || !(out = PyList_New(0)))
        goto done;
    for (Py_ssize_t k = 0; k < PySequence_Fast_GET_SIZE(seq); k++) {
        const char *tag;
        Py_ssize_t llo, lhi, rlo, rhi;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(seq, k), "snnnn", &tag, &llo, &lhi, &rlo, &rhi))
            goto fail;
        if (llo < 0 || lhi < llo || lhi > PySequence_Fast_GET_SIZE(ls) || rlo < 0 || rhi < rlo ||
            rhi > PySequence_Fast_GET_SIZE(rs)) {
            PyErr_SetString(PyExc_ValueError, "a block outside the lines");
            goto fail;
        }
        Py_ssize_t nl = lhi - llo, nr = rhi - rlo;
        if (strcmp(tag, "equal") == 0) {
            if (nl) {
                Py_CLEAR(changed);
                if (add_equal(out, nl) < 0)
                    goto fail;
            }
            continue;
        }
        if (!nl && !nr)
            continue;
        if (changed == NULL) {
            changed = Py_BuildValue("[nn]", (Py_ssize_t)0, (Py_ssize_t)0);
            if (!changed || PyList_Append(out, changed) < 0)
                goto fail;
        }
        if (bump(changed, 0, nl) < 0 || bump(changed, 1, nr) < 0)
            goto fail;
        removed += nl;
        added += nr;
        if (add_pairs(&w, changed, ls, rs, llo, lhi, rlo, rhi) < 0)
            goto fail;
    }
    goto done;
fail:
    Py_CLEAR(out);
done:
    Py_XDECREF(changed);
    Py_XDECREF(seq);
    Py_XDECREF(ls);
    Py_XDECREF(rs);
    scratch_free(&w);
    if (!out)
        return failed();
    PyObject *result = Py_BuildValue("(Nnn)", out, added, removed);
    return result;
}
