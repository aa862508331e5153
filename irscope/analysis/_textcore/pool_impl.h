/* The scans of pool.c for one character size: included with CH = Py_UCS1, Py_UCS2 and Py_UCS4
 * (a str's own kinds, read in place). FN(name) names each instance. */

/* The end of the line starting at p (its first line break, or n). */
static Py_ssize_t FN(line_end)(const CH *s, Py_ssize_t p, Py_ssize_t n) {
    while (p < n && !is_line_break(s[p]))
        p++;
    return p;
}

/* The end of an SSA value at p as the MLIR lexer reads one (`%[\w$.\-]+'?(#\d+)?`), or -1. */
static Py_ssize_t FN(ssa_end)(const CH *s, Py_ssize_t p, Py_ssize_t n) {
    if (s[p] != '%' || p + 1 >= n || !is_name_char(s[p + 1]))
        return -1;
    Py_ssize_t q = p + 2;
    while (q < n && is_name_char(s[q]))
        q++;
    if (q < n && s[q] == '\'')
        q++;
    if (q + 1 < n && s[q] == '#' && is_decimal(s[q + 1])) {
        q += 2;
        while (q < n && is_decimal(s[q]))
            q++;
    }
    return q;
}

/* The template of line s[0:n] into tpl (its SSA values each `%_`), the values appended to entry. */
static int FN(template_of)(PyObject *line, const CH *s, Py_ssize_t n, Out *tpl, PyObject *entry) {
    static const CH slot[2] = {'%', '_'};
    Py_ssize_t p = 0, copied = 0;
    tpl->n = 0;
    while (p < n) {
        if (s[p] != '%') {
            p++;
            continue;
        }
        Py_ssize_t q = FN(ssa_end)(s, p, n);
        if (q < 0) {
            p++;
            continue;
        }
        PyObject *name = PyUnicode_Substring(line, p, q);
        int ok = name ? PyList_Append(entry, name) : -1;
        Py_XDECREF(name);
        if (ok < 0 || out_put(tpl, s + copied, p - copied) < 0 || out_put(tpl, slot, 2) < 0)
            return -1;
        p = copied = q;
    }
    return out_put(tpl, s + copied, n - copied);
}
