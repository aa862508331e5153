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

static int split_words(Words *w, Interner *table) {
    w->at = RAW_NEW(Py_ssize_t, w->n + 1);
    w->id = RAW_NEW(uint32_t, w->n + 1);
    if (!w->at || !w->id) {
        return -1;
    }
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

static int add_span(PyObject *list, Py_ssize_t lo, Py_ssize_t hi) {
    PyObject *span = Py_BuildValue("(nn)", lo, hi);
    int ok = span ? PyList_Append(list, span) : -1;
    Py_XDECREF(span);
    return ok;
}

/* The spans of one non-equal opcode (words [i1, i2) of a's middle and [j1, j2) of b's). */
static int add_op(PyObject *ls, PyObject *rs, const Words *a, const Words *b, Py_ssize_t head, Py_ssize_t i1,
                  Py_ssize_t i2, Py_ssize_t j1, Py_ssize_t j2) {
    if (i2 > i1 && add_span(ls, a->at[head + i1], a->at[head + i2]) < 0)
        return -1;
    if (j2 > j1 && add_span(rs, b->at[head + j1], b->at[head + j2]) < 0)
        return -1;
    return 0;
}

/* changed_words(left, right) -> (left ranges, right ranges) */
PyObject *changed_words(PyObject *self, PyObject *args) {
    PyObject *left, *right, *ls = NULL, *rs = NULL, *result = NULL;
    if (!PyArg_ParseTuple(args, "UU", &left, &right))
        return NULL;
    Words a = {0}, b = {0};
    void *copy_a = NULL, *copy_b = NULL;
    Py_ssize_t *blocks = NULL;
    Interner table = {0};
    a.n = PyUnicode_GET_LENGTH(left);
    b.n = PyUnicode_GET_LENGTH(right);
    if (PyUnicode_KIND(left) == PyUnicode_1BYTE_KIND && PyUnicode_KIND(right) == PyUnicode_1BYTE_KIND) {
        a.s = PyUnicode_1BYTE_DATA(left);
        b.s = PyUnicode_1BYTE_DATA(right);
        a.size = b.size = 1;
    } else {
        a.s = copy_a = ucs4_copy(left);
        b.s = copy_b = copy_a ? ucs4_copy(right) : NULL;
        a.size = b.size = 4;
        if (!copy_b)
            goto done;
    }
    if (interner_init(&table, 64) < 0 || split_words(&a, &table) < 0 || split_words(&b, &table) < 0)
        goto done;
    Py_ssize_t head = 0, tail = 0, shorter = a.count < b.count ? a.count : b.count;
    while (head < shorter && a.id[head] == b.id[head])
        head++;
    while (tail < shorter - head && a.id[a.count - 1 - tail] == b.id[b.count - 1 - tail])
        tail++;
    Py_ssize_t na = a.count - head - tail, nb = b.count - head - tail;
    ls = PyList_New(0);
    rs = PyList_New(0);
    if (!ls || !rs)
        goto done;
    if (na > WORD_MATCH_LIMIT || nb > WORD_MATCH_LIMIT || !na || !nb) {
        if (add_op(ls, rs, &a, &b, head, 0, na, 0, nb) < 0)
            goto done;
    } else {
        Py_ssize_t count = difflib_blocks(a.id + head, na, b.id + head, nb, &blocks), i = 0, j = 0;
        if (count < 0)
            goto done;
        for (Py_ssize_t t = 0; t < count; t++) { /* difflib's get_opcodes, the non-equal ones */
            Py_ssize_t ai = blocks[3 * t], bj = blocks[3 * t + 1], size = blocks[3 * t + 2];
            if ((i < ai || j < bj) && add_op(ls, rs, &a, &b, head, i, ai, j, bj) < 0)
                goto done;
            i = ai + size;
            j = bj + size;
        }
    }
    PyObject *lt = PyList_AsTuple(ls), *rt = lt ? PyList_AsTuple(rs) : NULL;
    if (lt && rt)
        result = PyTuple_Pack(2, lt, rt);
    Py_XDECREF(lt);
    Py_XDECREF(rt);
done:
    Py_XDECREF(ls);
    Py_XDECREF(rs);
    RAW_FREE(blocks);
    RAW_FREE(a.at);
    RAW_FREE(a.id);
    RAW_FREE(b.at);
    RAW_FREE(b.id);
    RAW_FREE(copy_a);
    RAW_FREE(copy_b);
    interner_free(&table);
    return result ? result : failed();
}
