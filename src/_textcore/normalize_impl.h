/* The scans of normalize.c for one character size: included once with CH = Py_UCS1 (Latin-1
 * texts, read in place) and once with CH = Py_UCS4. FN(name) names each instance. */

/* normalize._mlir_kept without locations: "\n".join(line.rstrip() for line in text.splitlines()),
 * with str.splitlines' line boundaries and str.rstrip's whitespace. lines[k] is where line k
 * starts in the output. */
static int FN(kept_lines)(const CH *s, Py_ssize_t n, Out *o, Lines *lines) {
    Py_ssize_t p = 0;
    while (p < n) {
        Py_ssize_t q = p;
        while (q < n && !is_line_break(s[q]))
            q++;
        Py_ssize_t end = q;
        while (end > p && Py_UNICODE_ISSPACE(s[end - 1]))
            end--;
        if (lines->n && out_char(o, '\n') < 0)
            return -1;
        if (lines_add(lines, o->n) < 0 || out_put(o, s + p, end - p) < 0)
            return -1;
        if (q < n && s[q] == '\r' && q + 1 < n && s[q + 1] == '\n')
            q++;
        p = q + 1;
    }
    return 0;
}

/* The end of the string literal starting at p: a `"` up to the next `"`, or e (normalize._TOKENS). */
static Py_ssize_t FN(string_end)(const CH *s, Py_ssize_t p, Py_ssize_t e) {
    Py_ssize_t q = p + 1;
    while (q < e && s[q] != '"')
        q++;
    return q < e ? q + 1 : e;
}

static int FN(ascii_digits)(const CH *s, Py_ssize_t n) {
    if (n <= 0)
        return 0;
    for (Py_ssize_t i = 0; i < n; i++)
        if (!is_ascii_digit(s[i]))
            return 0;
    return 1;
}

/* normalize._name_kind: how many leading characters of the token its renumbered names keep
 * (`%`, `%arg`, `^bb`, `%ptr_`), or 0 for a name that stays (`%ptr`, `%c0_i32`). */
static Py_ssize_t FN(kind_prefix)(const CH *tok, Py_ssize_t n) {
    const CH *name = tok + 1;
    Py_ssize_t m = n - 1;
    if (FN(ascii_digits)(name, m))
        return 1;
    if (tok[0] == '%' && m > 3 && name[0] == 'a' && name[1] == 'r' && name[2] == 'g' && FN(ascii_digits)(name + 3, m - 3))
        return 4;
    if (tok[0] == '^' && m > 2 && name[0] == 'b' && name[1] == 'b' && FN(ascii_digits)(name + 2, m - 2))
        return 3;
    Py_ssize_t u = m - 1;
    while (u >= 0 && name[u] != '_')
        u--;
    if (u > 0 && FN(ascii_digits)(name + u + 1, m - u - 1))
        return 1 + u + 1;
    return 0;
}

/* One SSA token: its renumbered name goes out. */
static int FN(renumber_token)(Scope *sc, Out *o, const CH *tok, Py_ssize_t n) {
    int fresh;
    Py_ssize_t id = interner_id(&sc->names, tok, n * (Py_ssize_t)sizeof(CH), 1, &fresh);
    if (id < 0)
        return -1;
    if (fresh && scope_name(sc, id, FN(kind_prefix)(tok, n), tok, (Py_ssize_t)sizeof(CH)) < 0)
        return -1;
    if (!sc->prefix[id])
        return out_put(o, tok, n);
    if (out_put(o, tok, sc->prefix[id]) < 0)
        return -1;
    return out_number(o, sc->number[id]);
}

/* normalize._renumber_scope of s[p:e] (one scope), written to o. */
static int FN(renumber_segment)(Scope *sc, Out *o, const CH *s, Py_ssize_t p, Py_ssize_t e) {
    interner_clear(&sc->names);
    interner_clear(&sc->kinds);
    Py_ssize_t copied = p; /* s[copied:p] not written yet */
    while (p < e) {
        CH c = s[p];
        if (c == '"') {
            p = FN(string_end)(s, p, e);
            continue;
        }
        if ((c == '%' || c == '^') && p + 1 < e && is_name_char(s[p + 1])) {
            Py_ssize_t q = p + 2;
            while (q < e && is_name_char(s[q]))
                q++;
            if (out_put(o, s + copied, p - copied) < 0 || FN(renumber_token)(sc, o, s + p, q - p) < 0)
                return -1;
            p = copied = q;
            continue;
        }
        p++;
    }
    return out_put(o, s + copied, e - copied);
}

/* The alias renaming of s[p:e] (a scope, or the whole text), written to o: every `#name` or
 * `!name` outside string literals that `table` holds becomes its value. */
static int FN(rename_segment)(Interner *table, const Name *values, Out *o, const CH *s, Py_ssize_t p, Py_ssize_t e) {
    Py_ssize_t copied = p;
    while (p < e) {
        CH c = s[p];
        if (c == '"') {
            p = FN(string_end)(s, p, e);
            continue;
        }
        if (in_set(c, IN_ALIAS_SIGILS) && p + 1 < e && is_ascii_alpha_(s[p + 1])) {
            Py_ssize_t q = p + 2;
            int fresh;
            while (q < e && is_name_char(s[q]))
                q++;
            Py_ssize_t id = interner_id(table, s + p, (q - p) * (Py_ssize_t)sizeof(CH), 0, &fresh);
            if (id >= 0) {
                if (out_put(o, s + copied, p - copied) < 0 || out_put(o, values[id].s, values[id].n) < 0)
                    return -1;
                copied = q;
            }
            p = q;
            continue;
        }
        p++;
    }
    return out_put(o, s + copied, e - copied);
}
