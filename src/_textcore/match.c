/* difflib's get_matching_blocks (SequenceMatcher(None, a, b, autojunk=False)) of two sequences
 * of small integers: lines as line_match.py numbers them (one character per distinct line), or
 * the words of two lines (words.c).
 *
 * The same algorithm as difflib's, step for step, so the same blocks: find_longest_match's
 * dynamic programming over b2j (for each i in order, the run lengths ending at each j of a[i]
 * in b, from the previous i's), the first longest run kept; then the same before and after it,
 * in difflib's queue order. difflib's two dicts of run lengths (previous and current i) are two
 * arrays here, stamped with the row that wrote each entry, so that nothing is cleared between
 * rows. Without junk, difflib's extension of the best run over junk does nothing. */
#include "match.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const uint32_t *a, *b;
    Py_ssize_t *start, *pos; /* b2j: the j of element x are pos[start[x] .. start[x + 1]) */
    Py_ssize_t *len[2];      /* run length ending at j, written by row stamp[.][j] */
    uint64_t *stamp[2];
    uint64_t row;
} Matcher;

static void longest(Matcher *m, Py_ssize_t alo, Py_ssize_t ahi, Py_ssize_t blo, Py_ssize_t bhi, Py_ssize_t best[3]) {
    best[0] = alo;
    best[1] = blo;
    best[2] = 0;
    m->row++; /* a row no entry was written by: difflib starts each search with no run lengths */
    for (Py_ssize_t i = alo; i < ahi; i++) {
        uint64_t row = ++m->row;
        int cur = (int)(row & 1), prev = cur ^ 1;
        uint32_t x = m->a[i];
        Py_ssize_t lo = m->start[x], hi = m->start[x + 1];
        while (lo < hi) { /* the first j >= blo (difflib skips the smaller ones one by one) */
            Py_ssize_t mid = (lo + hi) / 2;
            if (m->pos[mid] < blo)
                lo = mid + 1;
            else
                hi = mid;
        }
        for (Py_ssize_t t = lo; t < m->start[x + 1]; t++) {
            Py_ssize_t j = m->pos[t];
            if (j >= bhi)
                break;
            Py_ssize_t k = 1;
            if (j > 0 && m->stamp[prev][j - 1] == row - 1)
                k += m->len[prev][j - 1];
            m->len[cur][j] = k;
            m->stamp[cur][j] = row;
            if (k > best[2]) {
                best[0] = i - k + 1;
                best[1] = j - k + 1;
                best[2] = k;
            }
        }
    }
}

static int cmp_block(const void *x, const void *y) {
    const Py_ssize_t *p = x, *q = y;
    for (int k = 0; k < 3; k++)
        if (p[k] != q[k])
            return p[k] < q[k] ? -1 : 1;
    return 0;
}

Py_ssize_t difflib_blocks(const uint32_t *a, Py_ssize_t na, const uint32_t *b, Py_ssize_t nb, Py_ssize_t **out) {
    Matcher m = {0};
    Py_ssize_t *queue = NULL, *found = NULL, nfound = 0, result = -1;
    uint32_t top = 0;
    for (Py_ssize_t i = 0; i < na; i++)
        top = a[i] > top ? a[i] : top;
    for (Py_ssize_t j = 0; j < nb; j++)
        top = b[j] > top ? b[j] : top;
    m.a = a;
    m.b = b;
    m.start = RAW_NEW(Py_ssize_t, (size_t)top + 2);
    m.pos = RAW_NEW(Py_ssize_t, nb + 1);
    for (int k = 0; k < 2; k++) {
        m.len[k] = RAW_NEW(Py_ssize_t, nb + 1);
        m.stamp[k] = RAW_NEW(uint64_t, nb + 1);
    }
    /* at most min(na, nb) blocks; the queue (a stack) holds fewer ranges than that plus one */
    Py_ssize_t most = (na < nb ? na : nb) + 2;
    queue = RAW_NEW(Py_ssize_t, 4 * most);
    found = RAW_NEW(Py_ssize_t, 3 * most + 3);
    Py_ssize_t *fill = RAW_NEW(Py_ssize_t, (size_t)top + 1);
    if (!m.start || !m.pos || !m.len[0] || !m.len[1] || !m.stamp[0] || !m.stamp[1] || !queue || !found || !fill) {
        goto done;
    }
    memset(m.start, 0, ((size_t)top + 2) * sizeof(Py_ssize_t));
    memset(m.stamp[0], 0, (size_t)(nb + 1) * sizeof(uint64_t));
    memset(m.stamp[1], 0, (size_t)(nb + 1) * sizeof(uint64_t));
    m.row = 1; /* stamps start at 0: no row 0 or 1 reads as a previous row */
    for (Py_ssize_t j = 0; j < nb; j++)
        m.start[b[j] + 1]++;
    for (uint32_t x = 0; x <= top; x++)
        m.start[x + 1] += m.start[x];
    memcpy(fill, m.start, ((size_t)top + 1) * sizeof(Py_ssize_t));
    for (Py_ssize_t j = 0; j < nb; j++)
        m.pos[fill[b[j]]++] = j;
    Py_ssize_t nq = 0;
    queue[nq++] = 0;
    queue[nq++] = na;
    queue[nq++] = 0;
    queue[nq++] = nb;
    while (nq) {
        Py_ssize_t bhi = queue[--nq], blo = queue[--nq], ahi = queue[--nq], alo = queue[--nq], best[3];
        longest(&m, alo, ahi, blo, bhi, best);
        Py_ssize_t i = best[0], j = best[1], k = best[2];
        if (!k)
            continue;
        found[3 * nfound] = i;
        found[3 * nfound + 1] = j;
        found[3 * nfound + 2] = k;
        nfound++;
        if (alo < i && blo < j) {
            queue[nq++] = alo;
            queue[nq++] = i;
            queue[nq++] = blo;
            queue[nq++] = j;
        }
        if (i + k < ahi && j + k < bhi) {
            queue[nq++] = i + k;
            queue[nq++] = ahi;
            queue[nq++] = j + k;
            queue[nq++] = bhi;
        }
    }
    qsort(found, (size_t)nfound, 3 * sizeof(Py_ssize_t), cmp_block);
    /* adjacent blocks joined, as difflib does, then the sentinel (na, nb, 0) */
    Py_ssize_t n = 0, i1 = 0, j1 = 0, k1 = 0;
    for (Py_ssize_t t = 0; t < nfound; t++) {
        Py_ssize_t i2 = found[3 * t], j2 = found[3 * t + 1], k2 = found[3 * t + 2];
        if (i1 + k1 == i2 && j1 + k1 == j2) {
            k1 += k2;
            continue;
        }
        if (k1) {
            found[3 * n] = i1;
            found[3 * n + 1] = j1;
            found[3 * n + 2] = k1;
            n++;
        }
        i1 = i2;
        j1 = j2;
        k1 = k2;
    }
    if (k1) {
        found[3 * n] = i1;
        found[3 * n + 1] = j1;
        found[3 * n + 2] = k1;
        n++;
    }
    found[3 * n] = na;
    found[3 * n + 1] = nb;
    found[3 * n + 2] = 0;
    result = n + 1;
    *out = found;
    found = NULL;
done:
    RAW_FREE(m.start);
    RAW_FREE(m.pos);
    for (int k = 0; k < 2; k++) {
        RAW_FREE(m.len[k]);
        RAW_FREE(m.stamp[k]);
    }
    RAW_FREE(queue);
    RAW_FREE(found);
    RAW_FREE(fill);
    return result;
}

/* A str's code points as integers (a copy to free), or NULL with an exception set. */
uint32_t *code_points(PyObject *str, Py_ssize_t *n) {
    *n = PyUnicode_GET_LENGTH(str);
    Py_UCS4 *s = ucs4_copy(str);
    return (uint32_t *)s;
}

/* matching_blocks(a, b) -> [(i, j, n), ..., (len(a), len(b), 0)] */
PyObject *matching_blocks(PyObject *self, PyObject *args) {
    PyObject *sa, *sb, *result = NULL;
    if (!PyArg_ParseTuple(args, "UU", &sa, &sb))
        return NULL;
    Py_ssize_t na, nb, *blocks = NULL;
    uint32_t *a = code_points(sa, &na), *b = a ? code_points(sb, &nb) : NULL;
    Py_ssize_t count = -1;
    if (b) {
        Py_BEGIN_ALLOW_THREADS;
        count = difflib_blocks(a, na, b, nb, &blocks);
        Py_END_ALLOW_THREADS;
    }
    if (count >= 0 && (result = PyList_New(count)) != NULL)
        for (Py_ssize_t t = 0; t < count; t++) {
            PyObject *item = Py_BuildValue("(nnn)", blocks[3 * t], blocks[3 * t + 1], blocks[3 * t + 2]);
            if (item == NULL) {
                Py_CLEAR(result);
                break;
            }
            PyList_SET_ITEM(result, t, item);
        }
    RAW_FREE(blocks);
    RAW_FREE(a);
    RAW_FREE(b);
    return result ? result : failed();
}

/* ---- line_chars --------------------------------------------------------------------------- */
/* Each of n strs numbered by the index of its first occurrence among them, into ids; 0, or 1
 * where an index does not fit a character (over 0x10FFFF), -1 after a memory error. Equal strs
 * have the same kind, so each kind has its own table (bytes alone could make a 1-byte str equal
 * to a 2-byte one). Reads the strs' characters in place: called without the GIL. */
static int first_indices(const void *const *data, const Py_ssize_t *bytes, const int *kind, Py_ssize_t n,
                         Py_UCS4 *ids) {
    Interner tables[3];
    Py_ssize_t *first[3] = {NULL, NULL, NULL};
    int ready[3] = {0, 0, 0}, status = 0;
    for (Py_ssize_t k = 0; k < n && status == 0; k++) {
        int t = kind[k] == PyUnicode_1BYTE_KIND ? 0 : kind[k] == PyUnicode_2BYTE_KIND ? 1 : 2, fresh;
        if (!ready[t]) {
            if (interner_init(&tables[t], t == 0 ? n : 16) < 0 || (first[t] = RAW_NEW(Py_ssize_t, n)) == NULL) {
                status = -1;
                if (tables[t].slot)
                    interner_free(&tables[t]);
                break;
            }
            ready[t] = 1;
        }
        Py_ssize_t id = interner_id(&tables[t], data[k], bytes[k], 1, &fresh);
        if (id < 0) {
            status = -1;
            break;
        }
        if (fresh)
            first[t][id] = k;
        if (first[t][id] > MAX_LINE_ID)
            status = 1;
        ids[k] = (Py_UCS4)first[t][id];
    }
    for (int t = 0; t < 3; t++)
        if (ready[t]) {
            interner_free(&tables[t]);
            RAW_FREE(first[t]);
        }
    return status;
}

/* line_chars(a, b) -> (left, right) | None: line_match.opcodes' lines as characters, each line
 * of a and b the character whose code point is the index of its first occurrence in a + b;
 * None where an index is over 0x10FFFF (no character for it). */
PyObject *line_chars(PyObject *self, PyObject *args) {
    PyObject *oa, *ob, *result = NULL;
    if (!PyArg_ParseTuple(args, "OO", &oa, &ob))
        return NULL;
    /* Tuples: a list could change while the GIL is released; a tuple keeps every str alive. */
    PyObject *ta = PySequence_Tuple(oa), *tb = ta ? PySequence_Tuple(ob) : NULL;
    if (tb == NULL) {
        Py_XDECREF(ta);
        return NULL;
    }
    Py_ssize_t na = PyTuple_GET_SIZE(ta), n = na + PyTuple_GET_SIZE(tb);
    const void **data = RAW_NEW(const void *, n);
    Py_ssize_t *bytes = RAW_NEW(Py_ssize_t, n);
    int *kind = RAW_NEW(int, n);
    Py_UCS4 *ids = RAW_NEW(Py_UCS4, n);
    int status = data && bytes && kind && ids ? 0 : -1;
    for (Py_ssize_t k = 0; k < n && status == 0; k++) {
        PyObject *line = k < na ? PyTuple_GET_ITEM(ta, k) : PyTuple_GET_ITEM(tb, k - na);
        if (!PyUnicode_Check(line)) {
            PyErr_SetString(PyExc_TypeError, "line_chars expects sequences of str");
            status = -2;
            break;
        }
        data[k] = PyUnicode_DATA(line);
        kind[k] = PyUnicode_KIND(line);
        bytes[k] = PyUnicode_GET_LENGTH(line) * kind[k];
    }
    if (status == 0) {
        Py_BEGIN_ALLOW_THREADS;
        status = first_indices(data, bytes, kind, n, ids);
        Py_END_ALLOW_THREADS;
    }
    if (status == 1)
        result = Py_NewRef(Py_None);
    else if (status == 0) {
        PyObject *left = PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, ids, na);
        PyObject *right = left ? PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, ids + na, n - na) : NULL;
        result = right ? PyTuple_Pack(2, left, right) : NULL;
        Py_XDECREF(left);
        Py_XDECREF(right);
    }
    RAW_FREE(data);
    RAW_FREE(bytes);
    RAW_FREE(kind);
    RAW_FREE(ids);
    Py_DECREF(ta);
    Py_DECREF(tb);
    return result || status == -2 ? result : failed();
}
