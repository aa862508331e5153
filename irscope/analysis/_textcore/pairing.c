/* The renaming-aware pairing of align.align_texts, after its line matching: which mask-equal
 * line pairs are equal under one left->right renaming (a bijection per naming scope), as
 * align._Renaming.pair_each finds it line by line, with align._pair_block's scope runs and
 * align._Blocks' merging of runs.
 *
 * Names are numbered (one interner for both sides: the same name on both sides is one number),
 * and the renaming of the current scope is kept in arrays indexed by name, each entry valid
 * while its stamp is the current scope's number: opening a scope clears nothing. */
#include "text.h"

#include <string.h>

typedef struct {
    Py_UCS4 *chars;      /* every line's names, copied */
    Py_ssize_t *start;   /* line k's names are ids[start[k] .. start[k + 1]) */
    Py_ssize_t *ids;
    Py_ssize_t lines;
} Side;

typedef struct {
    Interner names;
    Side left, right;
    Py_ssize_t count;                    /* distinct names */
    Py_ssize_t *fwd, *bwd;               /* partner name, valid where *_at == scope */
    Py_ssize_t *fwd_at, *bwd_at, *crossed_at;
    Py_ssize_t scope;
    Py_ssize_t *undo;                    /* names given a partner by the current line */
    PyObject *maps;                      /* per scope: the dict of its left -> right names */
    PyObject **strs;                     /* per name: its str, made when a map needs it */
} Pairing;

/* A side's names strings ("a b c ", as names.mask_lines makes them) as name numbers. */
static int read_side(Pairing *p, PyObject *seq, Side *side) {
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq), total = 0;
    PyObject **items = PySequence_Fast_ITEMS(seq);
    for (Py_ssize_t k = 0; k < n; k++) {
        if (!PyUnicode_Check(items[k])) {
            PyErr_SetString(PyExc_TypeError, "names must be str");
            return -1;
        }
        total += PyUnicode_GET_LENGTH(items[k]);
    }
    side->lines = n;
    side->chars = PyMem_New(Py_UCS4, total + 1);
    side->start = PyMem_New(Py_ssize_t, n + 1);
    side->ids = PyMem_New(Py_ssize_t, total / 2 + 1); /* each name is followed by a space */
    if (!side->chars || !side->start || !side->ids) {
        PyErr_NoMemory();
        return -1;
    }
    Py_ssize_t at = 0, nids = 0;
    for (Py_ssize_t k = 0; k < n; k++) {
        Py_ssize_t len = PyUnicode_GET_LENGTH(items[k]);
        side->start[k] = nids;
        if (len && PyUnicode_AsUCS4(items[k], side->chars + at, len + 1, 0) == NULL)
            return -1;
        Py_ssize_t word = -1;
        for (Py_ssize_t i = at; i <= at + len; i++) {
            int space = i == at + len || side->chars[i] == ' ';
            if (!space && word < 0)
                word = i;
            else if (space && word >= 0) {
                int fresh;
                Py_ssize_t id = interner_id(&p->names, side->chars + word, (i - word) * 4, 1, &fresh);
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

static PyObject *name_str(Pairing *p, Py_ssize_t id) {
    if (p->strs[id] == NULL)
        p->strs[id] = PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, p->names.key[id], p->names.len[id] / 4);
    return p->strs[id];
}

static int open_scope(Pairing *p) {
    PyObject *map = PyDict_New();
    if (map == NULL || PyList_Append(p->maps, map) < 0) {
        Py_XDECREF(map);
        return -1;
    }
    Py_DECREF(map);
    p->scope = PyList_GET_SIZE(p->maps) - 1; /* _Renaming.scopes[-1]: the first scope is 0 */
    return 0;
}

/* forward[a] = b in the current scope, and in its dict. */
static int set_forward(Pairing *p, Py_ssize_t a, Py_ssize_t b) {
    p->fwd[a] = b;
    p->fwd_at[a] = p->scope;
    p->bwd[b] = a;
    p->bwd_at[b] = p->scope;
    PyObject *ka = name_str(p, a), *kb = name_str(p, b);
    if (!ka || !kb)
        return -1;
    return PyDict_SetItem(PyList_GET_ITEM(p->maps, PyList_GET_SIZE(p->maps) - 1), ka, kb);
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
        for (Py_ssize_t k = 0; k < nl; k++)
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

/* Blocks as align._Blocks keeps them: consecutive runs merged when both are equal or both not. */
typedef struct {
    PyObject *runs;
    int equal;
    Py_ssize_t i1, i2, j1, j2;
    int open;
} Runs;

static int flush(Runs *r) {
    if (!r->open)
        return 0;
    PyObject *run = Py_BuildValue("(Onnnn)", r->equal ? Py_True : Py_False, r->i1, r->i2, r->j1, r->j2);
    if (run == NULL || PyList_Append(r->runs, run) < 0) {
        Py_XDECREF(run);
        return -1;
    }
    Py_DECREF(run);
    r->open = 0;
    return 0;
}

static int add_run(Runs *r, int equal, Py_ssize_t i1, Py_ssize_t i2, Py_ssize_t j1, Py_ssize_t j2) {
    if (r->open && r->equal == equal) {
        r->i2 = i2;
        r->j2 = j2;
        return 0;
    }
    if (flush(r) < 0)
        return -1;
    r->open = 1;
    r->equal = equal;
    r->i1 = i1;
    r->i2 = i2;
    r->j1 = j1;
    r->j2 = j2;
    return 0;
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

static int read_ints(PyObject *obj, Py_ssize_t **out, Py_ssize_t *n) {
    PyObject *seq = PySequence_Fast(obj, "expected a sequence of ints");
    if (seq == NULL)
        return -1;
    *n = PySequence_Fast_GET_SIZE(seq);
    *out = PyMem_New(Py_ssize_t, *n + 1);
    if (*out == NULL) {
        Py_DECREF(seq);
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t k = 0; k < *n; k++) {
        (*out)[k] = PyLong_AsSsize_t(PySequence_Fast_GET_ITEM(seq, k));
        if ((*out)[k] == -1 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return -1;
        }
    }
    Py_DECREF(seq);
    return 0;
}

static Py_ssize_t *filled(Py_ssize_t n, Py_ssize_t value) {
    Py_ssize_t *a = PyMem_New(Py_ssize_t, n + 1);
    if (a)
        for (Py_ssize_t k = 0; k <= n; k++)
            a[k] = value;
    return a;
}

/* pair_names(left_names, right_names, left_scopes, right_scopes, opcodes)
 *   -> (runs [(equal, i1, i2, j1, j2)], left_scope [scope of each left line], maps [dict]) */
PyObject *pair_names(PyObject *self, PyObject *args) {
    PyObject *lnames, *rnames, *lsc, *rsc, *ops;
    if (!PyArg_ParseTuple(args, "OOOOO", &lnames, &rnames, &lsc, &rsc, &ops))
        return NULL;
    Pairing p = {0};
    Runs runs = {0};
    Py_ssize_t *ls = NULL, *rs = NULL, nls = 0, nrs = 0;
    PyObject *lseq = NULL, *rseq = NULL, *opseq = NULL, *left_scope = NULL, *result = NULL;
    lseq = PySequence_Fast(lnames, "names must be a sequence");
    rseq = lseq ? PySequence_Fast(rnames, "names must be a sequence") : NULL;
    opseq = rseq ? PySequence_Fast(ops, "opcodes must be a sequence") : NULL;
    if (!opseq || read_ints(lsc, &ls, &nls) < 0 || read_ints(rsc, &rs, &nrs) < 0)
        goto done;
    if (interner_init(&p.names, 4096) < 0 || read_side(&p, lseq, &p.left) < 0 || read_side(&p, rseq, &p.right) < 0)
        goto done;
    p.count = p.names.count;
    p.fwd = filled(p.count, 0);
    p.bwd = filled(p.count, 0);
    p.fwd_at = filled(p.count, -1);
    p.bwd_at = filled(p.count, -1);
    p.crossed_at = filled(p.count, -1);
    p.undo = filled(p.count, 0);
    p.strs = PyMem_New(PyObject *, p.count + 1);
    p.maps = PyList_New(0);
    runs.runs = PyList_New(0);
    left_scope = PyList_New(p.left.lines);
    if (!p.fwd || !p.bwd || !p.fwd_at || !p.bwd_at || !p.crossed_at || !p.undo || !p.strs) {
        PyErr_NoMemory();
        goto done;
    }
    if (!p.maps || !runs.runs || !left_scope)
        goto done;
    memset(p.strs, 0, sizeof(PyObject *) * (size_t)(p.count + 1));
    p.scope = -1;
    if (open_scope(&p) < 0) /* the first scope */
        goto done;
    Py_ssize_t nops = PySequence_Fast_GET_SIZE(opseq), filled_left = 0;
    for (Py_ssize_t o = 0; o < nops; o++) {
        PyObject *op = PySequence_Fast_GET_ITEM(opseq, o);
        const char *tag;
        Py_ssize_t i1, i2, j1, j2;
        if (!PyArg_ParseTuple(op, "snnnn", &tag, &i1, &i2, &j1, &j2))
            goto done;
        if (i1 < 0 || i2 > p.left.lines || j1 < 0 || j2 > p.right.lines || i1 > i2 || j1 > j2 || i1 != filled_left) {
            PyErr_SetString(PyExc_ValueError, "opcodes out of order or out of range");
            goto done;
        }
        if (strcmp(tag, "equal") != 0) { /* _Renaming.see_unpaired */
            if ((opens(ls, nls, i1, i2) || opens(rs, nrs, j1, j2)) && open_scope(&p) < 0)
                goto done;
            for (Py_ssize_t i = i1; i < i2; i++)
                PyList_SET_ITEM(left_scope, i, PyLong_FromSsize_t(p.scope));
            filled_left = i2;
            if (add_run(&runs, 0, i1, i2, j1, j2) < 0)
                goto done;
            continue;
        }
        if (i2 - i1 != j2 - j1) {
            PyErr_SetString(PyExc_ValueError, "an equal opcode's sides differ in length");
            goto done;
        }
        Py_ssize_t shift = j1 - i1;
        for (Py_ssize_t i = i1; i < i2; i++) { /* _pair_block: a new scope where a line opens one */
            if ((opens(ls, nls, i, i + 1) || opens(rs, nrs, i + shift, i + shift + 1)) && open_scope(&p) < 0)
                goto done;
            int same = pair_line(&p, i, i + shift);
            if (same < 0)
                goto done;
            PyList_SET_ITEM(left_scope, i, PyLong_FromSsize_t(p.scope));
            if (add_run(&runs, same, i, i + 1, i + shift, i + shift + 1) < 0)
                goto done;
        }
        filled_left = i2;
    }
    if (filled_left != p.left.lines) {
        PyErr_SetString(PyExc_ValueError, "opcodes do not cover the left lines");
        goto done;
    }
    if (flush(&runs) < 0)
        goto done;
    result = Py_BuildValue("(OOO)", runs.runs, left_scope, p.maps);
done:
    Py_XDECREF(left_scope); /* items not set yet are NULL, which a list frees as nothing */
    Py_XDECREF(runs.runs);
    Py_XDECREF(p.maps);
    if (p.strs)
        for (Py_ssize_t k = 0; k < p.count; k++)
            Py_XDECREF(p.strs[k]);
    PyMem_Free(p.strs);
    PyMem_Free(p.fwd);
    PyMem_Free(p.bwd);
    PyMem_Free(p.fwd_at);
    PyMem_Free(p.bwd_at);
    PyMem_Free(p.crossed_at);
    PyMem_Free(p.undo);
    PyMem_Free(p.left.chars);
    PyMem_Free(p.left.start);
    PyMem_Free(p.left.ids);
    PyMem_Free(p.right.chars);
    PyMem_Free(p.right.start);
    PyMem_Free(p.right.ids);
    interner_free(&p.names);
    PyMem_Free(ls);
    PyMem_Free(rs);
    Py_XDECREF(lseq);
    Py_XDECREF(rseq);
    Py_XDECREF(opseq);
    return result;
}
