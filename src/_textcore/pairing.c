/* The renaming-aware pairing of align.align_texts, after its line matching: which mask-equal
 * line pairs are equal under one left->right renaming (a bijection per naming scope), as
 * align._Renaming.pair_each finds it line by line, with align._pair_block's scope runs and
 * align._Blocks' merging of runs.
 *
 * Names are numbered (one interner for both sides: the same name on both sides is one number),
 * and the renaming of the current scope is kept in arrays indexed by name, each entry valid
 * while its stamp is the current scope's number: opening a scope clears nothing. The pairing
 * runs without the GIL; it records what it decides (runs, each left line's scope, the pairs each
 * scope's renaming received) and the Python objects are made from that record afterwards. */
#include "text.h"

#include <string.h>

typedef struct {
    Py_UCS1 *chars;    /* the names of lines not in Latin-1, copied as Latin-1 where they fit */
    Py_UCS4 *wide;     /* and as UCS-4 where they do not */
    Py_ssize_t *start; /* line k's names are ids[start[k] .. start[k + 1]) */
    Py_ssize_t *ids;
    Py_ssize_t lines;
} Side;

/* A growing array of n-tuples of integers. */
typedef struct {
    Py_ssize_t *v;
    Py_ssize_t n, room; /* in integers */
} Record;

static int record(Record *r, const Py_ssize_t *v, Py_ssize_t k) {
    if (r->n + k > r->room) {
        Py_ssize_t room = r->room ? 2 * r->room : 1024;
        while (room < r->n + k)
            room *= 2;
        Py_ssize_t *b = RAW_RESIZE(r->v, Py_ssize_t, room);
        if (b == NULL)
            return -1;
        r->v = b;
        r->room = room;
    }
    memcpy(r->v + r->n, v, (size_t)k * sizeof(Py_ssize_t));
    r->n += k;
    return 0;
}

typedef struct {
    Interner names;
    Side left, right;
    Py_ssize_t count;                  /* distinct names */
    Py_ssize_t *fwd, *bwd;             /* partner name, valid where *_at == scope */
    Py_ssize_t *fwd_at, *bwd_at, *crossed_at;
    Py_ssize_t scope;
    Py_ssize_t *undo;                  /* names given a partner by the current line */
    Py_ssize_t *left_scope;            /* per left line */
    Record pairs;                      /* (scope, left name, right name) as each scope's renaming grew */
    Record runs;                       /* (equal, i1, i2, j1, j2), merged */
    Py_ssize_t *ops;                   /* the opcodes: (equal, i1, i2, j1, j2) */
    Py_ssize_t nops;
    const Py_ssize_t *ls, *rs;         /* scope starts of each side */
    Py_ssize_t nls, nrs;
    unsigned char *wide;               /* per name: 1 if interned as UCS-4, 0 as Latin-1 */
    Py_ssize_t wide_room;
} Pairing;

/* The id of the name s[0 .. n), of `size` bytes a character (1 or 4). A name is interned as
 * Latin-1 bytes wherever it fits, so the same name has one id whichever kind of str its line
 * came in; one that does not fit is interned as UCS-4, whose bytes (a zero in every character)
 * no Latin-1 name can equal, and marked wide. */
static Py_ssize_t name_id(Pairing *p, const void *s, Py_ssize_t n, int size) {
    int fresh;
    Py_ssize_t id = interner_id(&p->names, s, n * size, 1, &fresh);
    if (id >= 0 && fresh) {
        if (id >= p->wide_room) {
            Py_ssize_t room = p->wide_room ? 2 * p->wide_room : 4096;
            unsigned char *w = RAW_RESIZE(p->wide, unsigned char, room);
            if (w == NULL)
                return -1;
            p->wide = w;
            p->wide_room = room;
        }
        p->wide[id] = size == 4;
    }
    return id;
}

/* A side's names strings ("a b c ", as names.mask_lines makes them) as name numbers. Latin-1
 * strings (nearly all) are read in place; the others copied, each name narrowed where it fits. */
static int read_side(Pairing *p, PyObject *seq, Side *side) {
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq), total = 0, wide_total = 0;
    PyObject **items = PySequence_Fast_ITEMS(seq);
    for (Py_ssize_t k = 0; k < n; k++) {
        if (!PyUnicode_Check(items[k])) {
            PyErr_SetString(PyExc_TypeError, "names must be str");
            return -1;
        }
        total += PyUnicode_GET_LENGTH(items[k]);
        if (PyUnicode_KIND(items[k]) != PyUnicode_1BYTE_KIND)
            wide_total += PyUnicode_GET_LENGTH(items[k]);
    }
    side->lines = n;
    side->chars = RAW_NEW(Py_UCS1, wide_total + 1);
    side->wide = RAW_NEW(Py_UCS4, wide_total + 1);
    side->start = RAW_NEW(Py_ssize_t, n + 1);
    side->ids = RAW_NEW(Py_ssize_t, total / 2 + 1); /* each name is followed by a space */
    if (!side->chars || !side->wide || !side->start || !side->ids)
        return -1;
    Py_ssize_t at = 0, nids = 0;
    for (Py_ssize_t k = 0; k < n; k++) {
        Py_ssize_t len = PyUnicode_GET_LENGTH(items[k]), word = -1;
        side->start[k] = nids;
        if (PyUnicode_KIND(items[k]) == PyUnicode_1BYTE_KIND) {
            const Py_UCS1 *c = PyUnicode_1BYTE_DATA(items[k]);
            for (Py_ssize_t i = 0; i <= len; i++) {
                int space = i == len || c[i] == ' ';
                if (!space && word < 0)
                    word = i;
                else if (space && word >= 0) {
                    Py_ssize_t id = name_id(p, c + word, i - word, 1);
                    if (id < 0)
                        return -1;
                    side->ids[nids++] = id;
                    word = -1;
                }
            }
            continue;
        }
        Py_UCS4 *c = side->wide + at;
        Py_UCS1 *narrow = side->chars + at;
        if (len && PyUnicode_AsUCS4(items[k], c, len + 1, 0) == NULL)
            return -1;
        Py_UCS4 widest = 0;
        for (Py_ssize_t i = 0; i <= len; i++) {
            int space = i == len || c[i] == ' ';
            if (!space && word < 0) {
                word = i;
                widest = 0;
            }
            if (!space) {
                widest = c[i] > widest ? c[i] : widest;
                narrow[i] = (Py_UCS1)c[i];
            } else if (word >= 0) {
                Py_ssize_t id = widest <= 0xff ? name_id(p, narrow + word, i - word, 1) : name_id(p, c + word, i - word, 4);
                if (id < 0)
                    return -1;
                side->ids[nids++] = id;
                word = -1;
            }
        }
        at += len;
    }
    side->start[n] = nids;
    return 0;
}

/* forward[a] = b in the current scope (and backward[b] = a), recorded. */
static int set_forward(Pairing *p, Py_ssize_t a, Py_ssize_t b) {
    p->fwd[a] = b;
    p->fwd_at[a] = p->scope;
    p->bwd[b] = a;
    p->bwd_at[b] = p->scope;
    Py_ssize_t v[3] = {p->scope, a, b};
    return record(&p->pairs, v, 3);
}

/* _Renaming.pair_each for one line pair: 1 equal under the renaming (extended), 0 not. */
static int pair_line(Pairing *p, Py_ssize_t i, Py_ssize_t j) {
    const Py_ssize_t *l = p->left.ids + p->left.start[i], *r = p->right.ids + p->right.start[j];
    Py_ssize_t nl = p->left.start[i + 1] - p->left.start[i], nr = p->right.start[j + 1] - p->right.start[j];
    Py_ssize_t s = p->scope;
    if (nl == nr && memcmp(l, r, (size_t)nl * sizeof(Py_ssize_t)) == 0) {
        for (Py_ssize_t k = 0; k < nl; k++) /* each name paired with itself: fine unless crossed */
            if (p->crossed_at[l[k]] == s)
                return 0;
        for (Py_ssize_t k = 0; k < nl; k++) /* (a name not crossed is paired with itself or not yet) */
            if ((p->fwd_at[l[k]] != s || p->bwd_at[l[k]] != s) && set_forward(p, l[k], l[k]) < 0)
                return -1;
        return 1;
    }
    if (nl != nr)
        return 0;
    Py_ssize_t nundo = 0; /* _extend: new pairs go straight in, and come out again on a clash */
    for (Py_ssize_t k = 0; k < nl; k++) {
        Py_ssize_t a = l[k], b = r[k];
        int mapped = p->fwd_at[a] == s, back = p->bwd_at[b] == s;
        if (!mapped && !back) {
            p->fwd[a] = b;
            p->fwd_at[a] = s;
            p->bwd[b] = a;
            p->bwd_at[b] = s;
            p->undo[nundo++] = a;
        } else if (!mapped || !back || p->fwd[a] != b || p->bwd[b] != a) {
            for (Py_ssize_t u = 0; u < nundo; u++) {
                p->bwd_at[p->fwd[p->undo[u]]] = -1;
                p->fwd_at[p->undo[u]] = -1;
            }
            return 0;
        }
    }
    for (Py_ssize_t u = 0; u < nundo; u++) {
        Py_ssize_t a = p->undo[u], b = p->fwd[a];
        if (set_forward(p, a, b) < 0)
            return -1;
        if (a != b)
            p->crossed_at[a] = p->crossed_at[b] = s;
    }
    return 1;
}

/* align._Blocks.add: consecutive runs merged when both are equal or both not. */
static int add_run(Pairing *p, Py_ssize_t equal, Py_ssize_t i1, Py_ssize_t i2, Py_ssize_t j1, Py_ssize_t j2) {
    Py_ssize_t *last = p->runs.n ? p->runs.v + p->runs.n - 5 : NULL;
    if (last && last[0] == equal) {
        last[2] = i2;
        last[4] = j2;
        return 0;
    }
    Py_ssize_t v[5] = {equal, i1, i2, j1, j2};
    return record(&p->runs, v, 5);
}

/* Whether a line in [lo, hi) opens a scope (scopes: ascending line indices). */
static int opens(const Py_ssize_t *scopes, Py_ssize_t n, Py_ssize_t lo, Py_ssize_t hi) {
    Py_ssize_t a = 0, b = n;
    while (a < b) {
        Py_ssize_t m = (a + b) / 2;
        if (scopes[m] < lo)
            a = m + 1;
        else
            b = m;
    }
    return a < n && scopes[a] < hi;
}

/* The loop of align.align_texts over the opcodes; no Python object is touched. */
static int pair_all(Pairing *p) {
    p->scope = 0; /* _Renaming.scopes[-1]: the first scope is 0 */
    for (Py_ssize_t o = 0; o < p->nops; o++) {
        const Py_ssize_t *op = p->ops + 5 * o;
        Py_ssize_t i1 = op[1], i2 = op[2], j1 = op[3], j2 = op[4];
        if (!op[0]) { /* _Renaming.see_unpaired */
            if (opens(p->ls, p->nls, i1, i2) || opens(p->rs, p->nrs, j1, j2))
                p->scope++;
            for (Py_ssize_t i = i1; i < i2; i++)
                p->left_scope[i] = p->scope;
            if (add_run(p, 0, i1, i2, j1, j2) < 0)
                return -1;
            continue;
        }
        Py_ssize_t shift = j1 - i1;
        for (Py_ssize_t i = i1; i < i2; i++) { /* _pair_block: a new scope where a line opens one */
            if (opens(p->ls, p->nls, i, i + 1) || opens(p->rs, p->nrs, i + shift, i + shift + 1))
                p->scope++;
            int same = pair_line(p, i, i + shift);
            if (same < 0)
                return -1;
            p->left_scope[i] = p->scope;
            if (add_run(p, same, i, i + 1, i + shift, i + shift + 1) < 0)
                return -1;
        }
    }
    return 0;
}

/* The opcodes as (equal, i1, i2, j1, j2), checked: in order, covering both sides. */
static int read_opcodes(Pairing *p, PyObject *ops) {
    PyObject *seq = PySequence_Fast(ops, "opcodes must be a sequence");
    if (seq == NULL)
        return -1;
    p->nops = PySequence_Fast_GET_SIZE(seq);
    p->ops = RAW_NEW(Py_ssize_t, 5 * p->nops);
    Py_ssize_t left = 0, right = 0;
    for (Py_ssize_t o = 0; p->ops && o < p->nops; o++) {
        const char *tag;
        Py_ssize_t *op = p->ops + 5 * o;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(seq, o), "snnnn", &tag, &op[1], &op[2], &op[3], &op[4]))
            break;
        op[0] = strcmp(tag, "equal") == 0;
        if (op[1] != left || op[3] != right || op[2] < op[1] || op[4] < op[3] || (op[0] && op[2] - op[1] != op[4] - op[3])) {
            PyErr_SetString(PyExc_ValueError, "opcodes out of order, or an equal one whose sides differ in length");
            break;
        }
        left = op[2];
        right = op[4];
    }
    Py_DECREF(seq);
    if (PyErr_Occurred() || p->ops == NULL)
        return -1;
    if (left != p->left.lines || right != p->right.lines) {
        PyErr_SetString(PyExc_ValueError, "opcodes do not cover the lines");
        return -1;
    }
    return 0;
}

static Py_ssize_t *filled(Py_ssize_t n, Py_ssize_t value) {
    Py_ssize_t *a = RAW_NEW(Py_ssize_t, n + 1);
    if (a)
        for (Py_ssize_t k = 0; k <= n; k++)
            a[k] = value;
    return a;
}

/* The Python objects of what pair_all recorded: (runs, left_scope, maps). */
static PyObject *results(Pairing *p) {
    PyObject *runs = PyList_New(p->runs.n / 5), *scopes = PyList_New(p->left.lines), *maps = PyList_New(p->scope + 1);
    PyObject **strs = RAW_NEW(PyObject *, p->count + 1), *result = NULL;
    if (!runs || !scopes || !maps || !strs)
        goto done;
    memset(strs, 0, sizeof(PyObject *) * (size_t)(p->count + 1));
    for (Py_ssize_t k = 0; k < p->runs.n / 5; k++) {
        const Py_ssize_t *v = p->runs.v + 5 * k;
        PyObject *run = Py_BuildValue("(Onnnn)", v[0] ? Py_True : Py_False, v[1], v[2], v[3], v[4]);
        if (run == NULL)
            goto done;
        PyList_SET_ITEM(runs, k, run);
    }
    for (Py_ssize_t i = 0; i < p->left.lines; i++) {
        PyObject *s = PyLong_FromSsize_t(p->left_scope[i]);
        if (s == NULL)
            goto done;
        PyList_SET_ITEM(scopes, i, s);
    }
    for (Py_ssize_t k = 0; k <= p->scope; k++) {
        PyObject *map = PyDict_New();
        if (map == NULL)
            goto done;
        PyList_SET_ITEM(maps, k, map);
    }
    for (Py_ssize_t k = 0; k < p->pairs.n / 3; k++) {
        const Py_ssize_t *v = p->pairs.v + 3 * k;
        for (int side = 1; side <= 2; side++)
            if (strs[v[side]] == NULL) {
                strs[v[side]] = p->wide[v[side]] ? PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, p->names.key[v[side]], p->names.len[v[side]] / 4)
                                                 : PyUnicode_FromKindAndData(PyUnicode_1BYTE_KIND, p->names.key[v[side]], p->names.len[v[side]]);
                if (strs[v[side]] == NULL)
                    goto done;
            }
        if (PyDict_SetItem(PyList_GET_ITEM(maps, v[0]), strs[v[1]], strs[v[2]]) < 0)
            goto done;
    }
    result = PyTuple_Pack(3, runs, scopes, maps);
done:
    if (strs)
        for (Py_ssize_t k = 0; k < p->count; k++)
            Py_XDECREF(strs[k]);
    RAW_FREE(strs);
    Py_XDECREF(runs);
    Py_XDECREF(scopes);
    Py_XDECREF(maps);
    return result;
}

/* pair_names(left_names, right_names, left_scopes, right_scopes, opcodes)
 *   -> (runs [(equal, i1, i2, j1, j2)], left_scope [scope of each left line], maps [dict]) */
PyObject *pair_names(PyObject *self, PyObject *args) {
    PyObject *lnames, *rnames, *lsc, *rsc, *ops;
    if (!PyArg_ParseTuple(args, "OOOOO", &lnames, &rnames, &lsc, &rsc, &ops))
        return NULL;
    Pairing p = {0};
    Py_ssize_t *ls = NULL, *rs = NULL;
    PyObject *lseq = NULL, *rseq = NULL, *result = NULL;
    lseq = PySequence_Fast(lnames, "names must be a sequence");
    rseq = lseq ? PySequence_Fast(rnames, "names must be a sequence") : NULL;
    if (!rseq || read_ints(lsc, &ls, &p.nls) < 0 || read_ints(rsc, &rs, &p.nrs) < 0)
        goto done;
    p.ls = ls;
    p.rs = rs;
    if (interner_init(&p.names, 4096) < 0 || read_side(&p, lseq, &p.left) < 0 || read_side(&p, rseq, &p.right) < 0)
        goto done;
    if (read_opcodes(&p, ops) < 0)
        goto done;
    p.count = p.names.count;
    p.fwd = filled(p.count, 0);
    p.bwd = filled(p.count, 0);
    p.fwd_at = filled(p.count, -1);
    p.bwd_at = filled(p.count, -1);
    p.crossed_at = filled(p.count, -1);
    p.undo = filled(p.count, 0);
    p.left_scope = filled(p.left.lines, 0);
    if (!p.fwd || !p.bwd || !p.fwd_at || !p.bwd_at || !p.crossed_at || !p.undo || !p.left_scope)
        goto done;
    int ok;
    Py_BEGIN_ALLOW_THREADS;
    ok = pair_all(&p);
    Py_END_ALLOW_THREADS;
    if (ok == 0)
        result = results(&p);
done:
    RAW_FREE(p.fwd);
    RAW_FREE(p.bwd);
    RAW_FREE(p.fwd_at);
    RAW_FREE(p.bwd_at);
    RAW_FREE(p.crossed_at);
    RAW_FREE(p.undo);
    RAW_FREE(p.left_scope);
    RAW_FREE(p.pairs.v);
    RAW_FREE(p.runs.v);
    RAW_FREE(p.ops);
    RAW_FREE(p.wide);
    RAW_FREE(p.left.chars);
    RAW_FREE(p.left.wide);
    RAW_FREE(p.left.start);
    RAW_FREE(p.left.ids);
    RAW_FREE(p.right.chars);
    RAW_FREE(p.right.wide);
    RAW_FREE(p.right.start);
    RAW_FREE(p.right.ids);
    interner_free(&p.names);
    RAW_FREE(ls);
    RAW_FREE(rs);
    Py_XDECREF(lseq);
    Py_XDECREF(rseq);
    return result ? result : failed();
}
