/* The longest common subsequence align.lcs_opcodes takes from rapidfuzz (Indel.opcodes of two
 * line lists), found the same way, so the same one: the common prefix and suffix set aside,
 * Hyyrö's bit-parallel rows over the rest (row j: the bit vector S after line j of b, a bit per
 * line of a), then the walk back from the bottom right corner that rapidfuzz's editops takes
 * (rapidfuzz/distance/LCSseq_py.py: a set bit of the row above is a deletion; else up a row,
 * and a clear bit there is an insertion, else a match). Where several longest subsequences
 * exist, that walk picks one; so does this one, the same.
 *
 * rapidfuzz keeps every row (lines of b x lines of a / 8 bytes: 70 MB for two 23,000-line texts)
 * for the walk back. Here only every CHECKPOINT-th row is kept, and the rows of a stretch are
 * made again from its checkpoint when the walk reaches it, only up to the walk's column: a few
 * hundred kilobytes. A row is made in place, touching only the words with a match and those a
 * carry runs through (row() says why the others cannot change), not every word of it: most
 * lines of a kernel's IR match in a few places. Runs without the GIL. */
#include "text.h"

#include <string.h>

#define CHECKPOINT 64

typedef uint64_t Word;

/* Where a line of b matches lines of a: the words of a row with a match, and their bits. */
typedef struct {
    Py_ssize_t word;
    Word bits;
} Match;

typedef struct {
    Py_ssize_t n, m, words;  /* lines of a and b (the middles), words per row */
    const Py_ssize_t *b;     /* line ids of b */
    Py_ssize_t *at;          /* per id: its matches are matches[at[id] .. at[id + 1]) */
    Match *matches;
} Rows;

/* S after line j of b, made from S before it in place, for its first `limit` words (the walk
 * back reads no bit above its column; carries only go up, so the words below `limit` do not
 * depend on those above). Row by row, S' = (S + u) | (S & ~match), u = S & match; a word without
 * a match only passes the carry on: it is unchanged, except that the first word not all ones
 * above a carry takes it (S | (S + 1)) and the carry stops. So only the words with a match, and
 * those a carry runs through, are touched. `*ones`: every word from *ones up is all ones (where
 * no line has matched yet); a carry that reaches them leaves them so, matched or not, and is
 * lost off the top as before: the row is done there. */
static void row(const Rows *r, Py_ssize_t j, Word *s, Py_ssize_t limit, Py_ssize_t *ones) {
    Py_ssize_t id = r->b[j], top = *ones, pos = 0;
    const Match *e = r->matches + r->at[id], *end = r->matches + r->at[id + 1];
    Word carry = 0;
    for (; e < end && e->word < limit; e++) {
        Py_ssize_t w = e->word;
        if (carry) { /* through the words [pos, w), none with a match */
            Py_ssize_t stop = w < top ? w : top, k = pos;
            while (k < stop && s[k] == ~(Word)0)
                k++;
            if (k < stop) {
                s[k] |= s[k] + 1;
                carry = 0;
            } else if (w >= top) /* all ones up to w and above: nothing changes any more */
                break;
        }
        Word x = s[w], m = e->bits, u = x & m, sum = x + u;
        Word c1 = sum < x;
        sum += carry;
        carry = c1 | (sum < carry);
        s[w] = sum | (x & ~m);
        if (w >= top && s[w] != ~(Word)0)
            top = w + 1;
        pos = w + 1;
    }
    if (carry) {
        Py_ssize_t stop = limit < top ? limit : top, k = pos;
        while (k < stop && s[k] == ~(Word)0)
            k++;
        if (k < stop)
            s[k] |= s[k] + 1;
    }
    *ones = top;
}

static int bit(const Word *s, Py_ssize_t col) { return (int)((s[col >> 6] >> (col & 63)) & 1); }

/* The rows of stretch k (S after lines k * CHECKPOINT ... of b, up to m), from its checkpoint,
 * into block, their first `limit` words. */
static void stretch(const Rows *r, const Word *chk, const Py_ssize_t *chk_ones, Py_ssize_t k, Py_ssize_t m,
                    Py_ssize_t limit, Word *block) {
    Py_ssize_t W = r->words, lo = k * CHECKPOINT, hi = lo + CHECKPOINT < m ? lo + CHECKPOINT : m;
    Py_ssize_t ones = chk_ones[k];
    const Word *before = chk + k * W;
    for (Py_ssize_t j = lo; j < hi; j++) {
        Word *after = block + (j - lo) * W;
        memcpy(after, before, (size_t)limit * sizeof(Word));
        row(r, j, after, limit, &ones);
        before = after;
    }
}

/* The matched pairs of the walk back, pushed in the order found (bottom right first). */
static int walk(Rows *r, Py_ssize_t *pairs, Py_ssize_t *npairs) {
    Py_ssize_t n = r->n, m = r->m, W = r->words, nchk = m / CHECKPOINT + 1;
    Word *chk = RAW_NEW(Word, nchk * W), *block = RAW_NEW(Word, (CHECKPOINT + 1) * W);
    Py_ssize_t *chk_ones = RAW_NEW(Py_ssize_t, nchk);
    if (!chk || !block || !chk_ones) {
        RAW_FREE(chk);
        RAW_FREE(block);
        RAW_FREE(chk_ones);
        return -1;
    }
    /* chk[k] = S before line k * CHECKPOINT of b: all ones before the first (the bits above
     * line n of a too: carries only go up, so they change no bit the walk reads) */
    Word *cur = block;
    Py_ssize_t ones = 0;
    for (Py_ssize_t w = 0; w < W; w++)
        cur[w] = ~(Word)0;
    for (Py_ssize_t j = 0; j < m; j++) {
        if (j % CHECKPOINT == 0) {
            memcpy(chk + (j / CHECKPOINT) * W, cur, (size_t)W * sizeof(Word));
            chk_ones[j / CHECKPOINT] = ones;
        }
        row(r, j, cur, W, &ones);
    }
    /* rows[k] of the current stretch: S after line lo + k; loaded is the stretch held, its
     * words below the walk's column made */
    Py_ssize_t loaded = -1, col = n, line = m, found = 0;
#define AFTER(j) (block + ((j) - (loaded * CHECKPOINT)) * W)
#define LIMIT (((col - 1) >> 6) + 1)
    while (line != 0 && col != 0) {
        /* matrix[line - 1]: S after line line - 1 */
        Py_ssize_t want = (line - 1) / CHECKPOINT;
        if (want != loaded) {
            stretch(r, chk, chk_ones, want, m, LIMIT, block);
            loaded = want;
        }
        if (bit(AFTER(line - 1), col - 1)) { /* deletion */
            col--;
            continue;
        }
        line--;
        int above;
        if (line == 0)
            above = 1; /* the row above the first: all ones */
        else {
            Py_ssize_t w2 = (line - 1) / CHECKPOINT;
            if (w2 != loaded) { /* the row above is the previous stretch's last: make it */
                stretch(r, chk, chk_ones, w2, m, LIMIT, block);
                loaded = w2;
            }
            above = bit(AFTER(line - 1), col - 1);
        }
        if (!above) /* insertion */
            continue;
        col--; /* a match: a[col] with b[line] */
        pairs[2 * found] = col;
        pairs[2 * found + 1] = line;
        found++;
    }
#undef AFTER
#undef LIMIT
    *npairs = found;
    RAW_FREE(chk);
    RAW_FREE(block);
    RAW_FREE(chk_ones);
    return 0;
}

/* Each line's number: equal lines, one number (Latin-1 lines read in place, others copied). */
typedef struct {
    Interner narrow, wide;
    Py_UCS4 **copies;
    Py_ssize_t ncopies;
} Numbering;

static int number_lines(Numbering *num, PyObject *tuple, Py_ssize_t *ids) {
    for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(tuple); k++) {
        PyObject *line = PyTuple_GET_ITEM(tuple, k);
        int fresh;
        Py_ssize_t id;
        if (!PyUnicode_Check(line)) {
            PyErr_SetString(PyExc_TypeError, "lines must be str");
            return -1;
        }
        if (PyUnicode_KIND(line) == PyUnicode_1BYTE_KIND) {
            id = interner_id(&num->narrow, PyUnicode_1BYTE_DATA(line), PyUnicode_GET_LENGTH(line), 1, &fresh);
            ids[k] = id < 0 ? -1 : 2 * id;
        } else { /* a str of another width never equals a Latin-1 one: its own numbers */
            Py_UCS4 *copy = ucs4_copy(line);
            if (copy == NULL)
                return -1;
            num->copies[num->ncopies++] = copy;
            id = interner_id(&num->wide, copy, 4 * PyUnicode_GET_LENGTH(line), 1, &fresh);
            ids[k] = id < 0 ? -1 : 2 * id + 1;
        }
        if (id < 0)
            return -1;
    }
    return 0;
}

/* The matched pairs of the middles (after the common prefix and suffix), found without the GIL. */
static int middle_pairs(const Py_ssize_t *a, Py_ssize_t n, const Py_ssize_t *b, Py_ssize_t m, Py_ssize_t top,
                        Py_ssize_t *pairs, Py_ssize_t *npairs) {
    Rows r = {0};
    int ok = -1;
    r.n = n;
    r.m = m;
    r.b = b;
    r.words = (n + 63) / 64;
    r.at = RAW_NEW(Py_ssize_t, top + 2);
    Py_ssize_t *last = RAW_NEW(Py_ssize_t, top + 1), *fill = RAW_NEW(Py_ssize_t, top + 1);
    r.matches = RAW_NEW(Match, n + 1); /* at most one entry per line of a */
    if (r.at && last && fill && r.matches) {
        /* each id's words with a match, in order: count them, then fill them in */
        for (Py_ssize_t x = 0; x <= top; x++) {
            r.at[x] = 0;
            last[x] = -1;
        }
        r.at[top + 1] = 0;
        for (Py_ssize_t i = 0; i < n; i++)
            if (last[a[i]] != i >> 6) {
                last[a[i]] = i >> 6;
                r.at[a[i] + 1]++;
            }
        for (Py_ssize_t x = 0; x <= top; x++)
            r.at[x + 1] += r.at[x];
        for (Py_ssize_t x = 0; x <= top; x++) {
            fill[x] = r.at[x] - 1;
            last[x] = -1;
        }
        for (Py_ssize_t i = 0; i < n; i++) {
            Py_ssize_t x = a[i];
            if (last[x] != i >> 6) {
                last[x] = i >> 6;
                fill[x]++;
                r.matches[fill[x]].word = i >> 6;
                r.matches[fill[x]].bits = 0;
            }
            r.matches[fill[x]].bits |= (Word)1 << (i & 63);
        }
        ok = walk(&r, pairs, npairs);
    }
    RAW_FREE(r.at);
    RAW_FREE(last);
    RAW_FREE(fill);
    RAW_FREE(r.matches);
    return ok;
}

/* lcs_runs(a, b) -> [(i, j, n), ...]: the runs of equal lines, in order, of the longest common
 * subsequence rapidfuzz's Indel.opcodes(a, b) aligns (its "equal" opcodes, adjacent ones joined). */
PyObject *lcs_runs(PyObject *self, PyObject *args) {
    PyObject *sa, *sb, *ta = NULL, *tb = NULL, *result = NULL;
    if (!PyArg_ParseTuple(args, "OO", &sa, &sb))
        return NULL;
    Numbering num = {0};
    Py_ssize_t *a = NULL, *b = NULL, *pairs = NULL, npairs = 0;
    ta = PySequence_Tuple(sa);
    tb = ta ? PySequence_Tuple(sb) : NULL;
    if (tb == NULL)
        goto done;
    Py_ssize_t la = PyTuple_GET_SIZE(ta), lb = PyTuple_GET_SIZE(tb);
    a = RAW_NEW(Py_ssize_t, la + 1);
    b = RAW_NEW(Py_ssize_t, lb + 1);
    num.copies = RAW_NEW(Py_UCS4 *, la + lb + 1);
    if (!a || !b || !num.copies || interner_init(&num.narrow, la + lb) < 0 || interner_init(&num.wide, 16) < 0)
        goto done;
    if (number_lines(&num, ta, a) < 0 || number_lines(&num, tb, b) < 0)
        goto done;
    Py_ssize_t pre = 0, suf = 0, top = 2 * (num.narrow.count > num.wide.count ? num.narrow.count : num.wide.count) + 2;
    while (pre < la && pre < lb && a[pre] == b[pre])
        pre++;
    while (suf < la - pre && suf < lb - pre && a[la - 1 - suf] == b[lb - 1 - suf])
        suf++;
    Py_ssize_t n = la - pre - suf, m = lb - pre - suf;
    pairs = RAW_NEW(Py_ssize_t, 2 * (n < m ? n : m) + 2);
    if (pairs == NULL)
        goto done;
    int ok = 0;
    if (n && m) {
        Py_BEGIN_ALLOW_THREADS;
        ok = middle_pairs(a + pre, n, b + pre, m, top, pairs, &npairs);
        Py_END_ALLOW_THREADS;
    }
    if (ok < 0)
        goto done;
    /* runs, in order: the prefix, the middle's matches (found last first), the suffix */
    result = PyList_New(0);
    Py_ssize_t ri = -1, rj = -1, rn = 0;
    for (Py_ssize_t t = -1; result && t <= npairs; t++) {
        Py_ssize_t i, j, k;
        if (t == -1) {
            i = 0, j = 0, k = pre;
        } else if (t == npairs) {
            i = la - suf, j = lb - suf, k = suf;
        } else {
            i = pre + pairs[2 * (npairs - 1 - t)], j = pre + pairs[2 * (npairs - 1 - t) + 1], k = 1;
        }
        if (!k)
            continue;
        if (rn && ri + rn == i && rj + rn == j) {
            rn += k;
            continue;
        }
        if (rn) {
            PyObject *run = Py_BuildValue("(nnn)", ri, rj, rn);
            if (run == NULL || PyList_Append(result, run) < 0)
                Py_CLEAR(result);
            Py_XDECREF(run);
        }
        ri = i, rj = j, rn = k;
    }
    if (result && rn) {
        PyObject *run = Py_BuildValue("(nnn)", ri, rj, rn);
        if (run == NULL || PyList_Append(result, run) < 0)
            Py_CLEAR(result);
        Py_XDECREF(run);
    }
done:
    if (num.copies)
        for (Py_ssize_t k = 0; k < num.ncopies; k++)
            RAW_FREE(num.copies[k]);
    RAW_FREE(num.copies);
    interner_free(&num.narrow);
    interner_free(&num.wide);
    RAW_FREE(a);
    RAW_FREE(b);
    RAW_FREE(pairs);
    Py_XDECREF(ta);
    Py_XDECREF(tb);
    return result ? result : failed();
}
