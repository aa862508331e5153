/* diff.changed_words: the character ranges that differ between two paired lines, compared word
 * by word (diff._WORD: `[%@^!#]?[\w.$-]+|\s+|.`), difflib's opcodes between the common head and
 * tail of the words, one range for everything in between beyond diff.WORD_MATCH_LIMIT words. */
#include "match.h"

#include <string.h>

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
        if (in_set(c, IN_WORD_SIGILS) && q < w->n && is_name_char(char_at(w, q)))
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

/* A pair of lines as the words are read from: both in one character size (1 or 4 bytes). */
typedef struct {
    const void *l, *r;
    int size;
    Py_ssize_t ln, rn;
} LinePair;

/* The pair's characters: in place where both strs are 1-byte (ASCII/Latin-1) text, else copied
 * to UCS4 into *copies (to free). -1 with an exception set. Needs the GIL. */
static int line_pair(LinePair *p, PyObject *left, PyObject *right, void **copies) {
    p->ln = PyUnicode_GET_LENGTH(left);
    p->rn = PyUnicode_GET_LENGTH(right);
    if (PyUnicode_KIND(left) == PyUnicode_1BYTE_KIND && PyUnicode_KIND(right) == PyUnicode_1BYTE_KIND) {
        p->l = PyUnicode_1BYTE_DATA(left);
        p->r = PyUnicode_1BYTE_DATA(right);
        p->size = 1;
        return 0;
    }
    p->l = copies[0] = ucs4_copy(left);
    p->r = copies[1] = copies[0] ? ucs4_copy(right) : NULL;
    p->size = 4;
    return copies[1] ? 0 : -1;
}

/* diff.changed_words of a pair into w->ls and w->rs (emptied first); -1 when memory ran out.
 * Touches no Python object: runs without the GIL. */
static int word_ranges(WordScratch *w, const LinePair *p) {
    Words *a = &w->a, *b = &w->b;
    Py_ssize_t *blocks = NULL;
    int ok = -1;
    w->ls.n = w->rs.n = 0;
    a->n = p->ln;
    b->n = p->rn;
    a->s = p->l;
    b->s = p->r;
    a->size = b->size = p->size;
    Py_ssize_t need = (a->n > b->n ? a->n : b->n) + 1;
    if (need > w->room) {
        if (words_room(a, need) < 0 || words_room(b, need) < 0)
            return -1;
        w->room = need;
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

/* changed_words(left, right) -> (left ranges, right ranges) */
PyObject *changed_words(PyObject *self, PyObject *args) {
    PyObject *left, *right, *result = NULL;
    if (!PyArg_ParseTuple(args, "UU", &left, &right))
        return NULL;
    WordScratch w = {0};
    LinePair pair;
    void *copies[2] = {NULL, NULL};
    if (line_pair(&pair, left, right, copies) == 0 && word_ranges(&w, &pair) == 0) {
        PyObject *lt = range_pairs(&w.ls), *rt = lt ? range_pairs(&w.rs) : NULL;
        if (lt && rt)
            result = PyTuple_Pack(2, lt, rt);
        Py_XDECREF(lt);
        Py_XDECREF(rt);
    }
    RAW_FREE(copies[0]);
    RAW_FREE(copies[1]);
    scratch_free(&w);
    return result ? result : failed();
}

/* encode_blocks' work between its three steps: the alignment's blocks and the paired lines,
 * read with the GIL; the changed words of every pair, found without it; then the result built. */
typedef struct {
    int equal;
    Py_ssize_t llo, lhi, rlo, rhi;
} Block;

typedef struct {
    Block *blocks;
    Py_ssize_t nblocks;
    LinePair *pairs;
    Py_ssize_t npairs;
    PyObject **held; /* both lines of each pair, referenced while the GIL is let go */
    void **copies;   /* UCS4 copies, two per pair at most */
    Py_ssize_t *counts; /* per pair: how many numbers of `ranges` are its left ranges, then its right */
    Ranges ranges;      /* every pair's ranges, one after another */
} Encoding;

static void encoding_free(Encoding *e) {
    for (Py_ssize_t k = 0; k < 2 * e->npairs; k++) {
        Py_XDECREF(e->held[k]);
        RAW_FREE(e->copies[k]);
    }
    RAW_FREE(e->blocks);
    RAW_FREE(e->pairs);
    RAW_FREE(e->held);
    RAW_FREE(e->copies);
    RAW_FREE(e->counts);
    RAW_FREE(e->ranges.v);
}

/* Step 1, with the GIL: the blocks, checked against both sides, and their paired lines (the k-th
 * removed line of a changed block with its k-th added line). -1 with an exception set. */
static int read_blocks(Encoding *e, PyObject *seq, PyObject *ls, PyObject *rs) {
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq), pairs = 0;
    if (!(e->blocks = RAW_NEW(Block, n)))
        return -1;
    for (Py_ssize_t k = 0; k < n; k++) {
        const char *tag;
        Block *b = &e->blocks[k];
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(seq, k), "snnnn", &tag, &b->llo, &b->lhi, &b->rlo, &b->rhi))
            return -1;
        if (b->llo < 0 || b->lhi < b->llo || b->lhi > PySequence_Fast_GET_SIZE(ls) || b->rlo < 0 || b->rhi < b->rlo ||
            b->rhi > PySequence_Fast_GET_SIZE(rs)) {
            PyErr_SetString(PyExc_ValueError, "a block outside the lines");
            return -1;
        }
        b->equal = strcmp(tag, "equal") == 0;
        e->nblocks++;
        if (!b->equal)
            pairs += b->lhi - b->llo < b->rhi - b->rlo ? b->lhi - b->llo : b->rhi - b->rlo;
    }
    e->pairs = RAW_NEW(LinePair, pairs);
    e->held = RAW_NEW(PyObject *, 2 * pairs);
    e->copies = RAW_NEW(void *, 2 * pairs);
    e->counts = RAW_NEW(Py_ssize_t, 2 * pairs);
    if (!e->pairs || !e->held || !e->copies || !e->counts)
        return -1;
    for (Py_ssize_t k = 0; k < e->nblocks; k++) {
        const Block *b = &e->blocks[k];
        for (Py_ssize_t i = b->llo, j = b->rlo; !b->equal && i < b->lhi && j < b->rhi; i++, j++) {
            PyObject *l = PySequence_Fast_GET_ITEM(ls, i), *r = PySequence_Fast_GET_ITEM(rs, j);
            if (!PyUnicode_Check(l) || !PyUnicode_Check(r)) {
                PyErr_SetString(PyExc_TypeError, "lines must be str");
                return -1;
            }
            Py_ssize_t at = 2 * e->npairs++;
            e->held[at] = Py_NewRef(l);
            e->held[at + 1] = Py_NewRef(r);
            e->copies[at] = e->copies[at + 1] = NULL;
            if (line_pair(&e->pairs[at / 2], l, r, e->copies + at) < 0)
                return -1;
        }
    }
    return 0;
}

static int ranges_extend(Ranges *to, const Ranges *from) {
    for (Py_ssize_t k = 0; k < from->n; k += 2)
        if (ranges_add(to, from->v[k], from->v[k + 1]) < 0)
            return -1;
    return 0;
}

/* Step 2, without the GIL: the changed words of every pair. -1 when memory ran out. */
static int find_words(Encoding *e) {
    WordScratch w = {0};
    int ok = 0;
    for (Py_ssize_t p = 0; ok == 0 && p < e->npairs; p++) {
        ok = word_ranges(&w, &e->pairs[p]);
        if (ok == 0)
            ok = ranges_extend(&e->ranges, &w.ls) < 0 || ranges_extend(&e->ranges, &w.rs) < 0 ? -1 : 0;
        e->counts[2 * p] = w.ls.n;
        e->counts[2 * p + 1] = w.rs.n;
    }
    scratch_free(&w);
    return ok;
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

/* n numbers, comma-separated, into o. */
static int put_numbers(Out *o, const Py_ssize_t *v, Py_ssize_t n) {
    for (Py_ssize_t k = 0; k < n; k++)
        if ((k && out_char(o, ',') < 0) || out_number(o, v[k]) < 0)
            return -1;
    return 0;
}

/* A changed block being encoded: its lines, and the marks of its pairs (diffs.encode_rows). */
typedef struct {
    int open;
    Py_ssize_t removed, added, pairs;
    Out marks;
} Changed;

/* The block's pairs' marks written into c->marks; *pair and *at: where the block's pairs and
 * their ranges start, moved past them. */
static int add_changed(Changed *c, const Encoding *e, const Block *b, Py_ssize_t *pair, Py_ssize_t *at) {
    Py_ssize_t nl = b->lhi - b->llo, nr = b->rhi - b->rlo, n = nl < nr ? nl : nr;
    if (!c->open) {
        c->open = 1;
        c->removed = c->added = c->pairs = 0;
        if (out_init(&c->marks, 64, 1) < 0)
            return -1;
    }
    c->removed += nl;
    c->added += nr;
    for (Py_ssize_t k = 0; k < n; k++, (*pair)++) {
        Py_ssize_t cl = e->counts[2 * *pair], cr = e->counts[2 * *pair + 1];
        if ((c->pairs++ && out_char(&c->marks, ';') < 0) || put_numbers(&c->marks, e->ranges.v + *at, cl) < 0 ||
            out_char(&c->marks, '|') < 0 || put_numbers(&c->marks, e->ranges.v + *at + cl, cr) < 0)
            return -1;
        *at += cl + cr;
    }
    return 0;
}

/* The open changed block appended to out as [removed, added, marks], and closed. */
static int close_changed(Changed *c, PyObject *out) {
    if (!c->open)
        return 0;
    c->open = 0;
    PyObject *marks = out_str(&c->marks);
    PyObject *item = marks ? Py_BuildValue("[nnN]", c->removed, c->added, marks) : NULL;
    int ok = item ? PyList_Append(out, item) : -1;
    Py_XDECREF(item);
    return ok;
}

/* Step 3, with the GIL: the encoded blocks; consecutive changed blocks are one changed block,
 * as a reader of the rows would group them. */
static PyObject *encoded(const Encoding *e, Py_ssize_t *added, Py_ssize_t *removed) {
    PyObject *out = PyList_New(0);
    Changed c = {0};
    Py_ssize_t pair = 0, at = 0;
    for (Py_ssize_t k = 0; out && k < e->nblocks; k++) {
        const Block *b = &e->blocks[k];
        Py_ssize_t nl = b->lhi - b->llo, nr = b->rhi - b->rlo;
        if (b->equal ? nl && (close_changed(&c, out) < 0 || add_equal(out, nl) < 0)
                     : (nl || nr) && add_changed(&c, e, b, &pair, &at) < 0)
            Py_CLEAR(out);
        if (!b->equal) {
            *removed += nl;
            *added += nr;
        }
    }
    if (out && close_changed(&c, out) < 0)
        Py_CLEAR(out);
    if (c.open)
        out_free(&c.marks);
    return out;
}

/* encode_blocks(blocks, left, right) -> (blocks, added, removed): views/html/diffs.encode_rows of
 * an alignment's blocks ((tag, left_lo, left_hi, right_lo, right_hi) each) over both texts'
 * lines, changed words included. The words are compared without the GIL, so that the export's
 * other threads run meanwhile. */
PyObject *encode_blocks(PyObject *self, PyObject *args) {
    PyObject *in, *left, *right, *out = NULL;
    if (!PyArg_ParseTuple(args, "OOO", &in, &left, &right))
        return NULL;
    PyObject *seq = PySequence_Fast(in, "blocks must be a sequence");
    PyObject *ls = seq ? PySequence_Fast(left, "left must be a sequence of str") : NULL;
    PyObject *rs = ls ? PySequence_Fast(right, "right must be a sequence of str") : NULL;
    Encoding e = {0};
    Py_ssize_t added = 0, removed = 0;
    if (rs && read_blocks(&e, seq, ls, rs) == 0) {
        int ok;
        Py_BEGIN_ALLOW_THREADS;
        ok = find_words(&e);
        Py_END_ALLOW_THREADS;
        if (ok == 0)
            out = encoded(&e, &added, &removed);
    }
    encoding_free(&e);
    Py_XDECREF(seq);
    Py_XDECREF(ls);
    Py_XDECREF(rs);
    if (!out)
        return failed();
    return Py_BuildValue("(Nnn)", out, added, removed);
}
