/* The scans of masks.c for one character size: included once with CH = Py_UCS1 (Latin-1
 * lines, read in place) and once with CH = Py_UCS4. FN(name) names each instance. */

/* names.STRING unrolled: a `"` to the next unescaped `"` on the same line; -1 if none. */
static Py_ssize_t FN(mlir_string_end)(const CH *s, Py_ssize_t p, Py_ssize_t e) {
    Py_ssize_t q = p + 1;
    while (q < e) {
        Py_UCS4 c = s[q];
        if (c == '"')
            return q + 1;
        if (c == '\n')
            return -1;
        if (c == '\\') {
            if (q + 1 >= e || s[q + 1] == '\n')
                return -1;
            q += 2;
            continue;
        }
        q++;
    }
    return -1;
}

/* The end of a renamable name at p, or -1; *skip = 1 for a token that is no name (a string). */
static Py_ssize_t FN(mlir_token)(const CH *s, Py_ssize_t p, Py_ssize_t e, int *skip) {
    Py_UCS4 c = s[p];
    *skip = 0;
    if (c == '"') {
        *skip = 1;
        return FN(mlir_string_end)(s, p, e);
    }
    if ((c == '%' || c == '^') && p + 1 < e && is_name_char(s[p + 1])) {
        Py_ssize_t q = p + 2;
        while (q < e && is_name_char(s[q]))
            q++;
        return q;
    }
    return -1;
}

static Py_ssize_t FN(decimals)(const CH *s, Py_ssize_t p, Py_ssize_t e) {
    while (p < e && is_decimal(s[p]))
        p++;
    return p;
}

static int FN(starts_with)(const CH *s, Py_ssize_t p, Py_ssize_t e, const char *lit) {
    for (; *lit; lit++, p++)
        if (p >= e || s[p] != (Py_UCS4)(unsigned char)*lit)
            return 0;
    return 1;
}

/* `%(?:rd|rs|rq|fd|hh|r|f|p|h|b)\d+\b(?![.\w])|\$L__BB\d+_\d+` */
static Py_ssize_t FN(ptx_token)(const CH *s, Py_ssize_t p, Py_ssize_t e) {
    static const char *kinds[] = {PTX_REGISTERS};
    if (s[p] == '%') {
        for (size_t k = 0; k < sizeof(kinds) / sizeof(*kinds); k++) {
            if (!FN(starts_with)(s, p + 1, e, kinds[k]))
                continue;
            Py_ssize_t d = p + 1 + (Py_ssize_t)strlen(kinds[k]), q = FN(decimals)(s, d, e);
            /* \b after a digit and not followed by . or \w: the next character is neither */
            if (q > d && (q == e || (!is_word(s[q]) && s[q] != '.')))
                return q;
        }
        return -1;
    }
    if (s[p] == (Py_UCS4)(unsigned char)PTX_LABEL[0] && FN(starts_with)(s, p, e, PTX_LABEL)) {
        Py_ssize_t d = p + (Py_ssize_t)strlen(PTX_LABEL), q = FN(decimals)(s, d, e);
        if (q == d || q >= e || s[q] != '_')
            return -1;
        Py_ssize_t r = FN(decimals)(s, q + 1, e);
        return r > q + 1 ? r : -1;
    }
    return -1;
}

/* `(\.L_x_\d+|\.L_\d+)\b` */
static Py_ssize_t FN(sass_token)(const CH *s, Py_ssize_t p, Py_ssize_t e) {
    static const char *heads[] = {SASS_LABELS};
    if (s[p] != (Py_UCS4)SASS_LABEL_START)
        return -1;
    for (size_t k = 0; k < sizeof(heads) / sizeof(*heads); k++) {
        if (!FN(starts_with)(s, p, e, heads[k]))
            continue;
        Py_ssize_t d = p + (Py_ssize_t)strlen(heads[k]), q = FN(decimals)(s, d, e);
        if (q > d && (q == e || !is_word(s[q])))
            return q;
    }
    return -1;
}

static int FN(all_of)(const CH *s, Py_ssize_t n, int (*test)(Py_UCS4)) {
    if (n <= 0)
        return 0;
    for (Py_ssize_t i = 0; i < n; i++)
        if (!test(s[i]))
            return 0;
    return 1;
}


/* names._mlir_stem */
static int FN(mlir_stem)(Out *o, const CH *t, Py_ssize_t n) {
    const CH *name = t + 1;
    Py_ssize_t m = n - 1;
    if (FN(all_of)(name, m, uni_digit))
        return out_char(o, t[0]);
    if (t[0] == '%' && m > 3 && name[0] == 'a' && name[1] == 'r' && name[2] == 'g' && FN(all_of)(name + 3, m - 3, uni_decimal))
        return out_put(o, t, 4);
    if (t[0] == '^' && m > 2 && name[0] == 'b' && name[1] == 'b' && FN(all_of)(name + 2, m - 2, uni_decimal))
        return out_put(o, t, 3);
    Py_ssize_t u = m - 1;
    while (u >= 0 && name[u] != '_')
        u--;
    /* rpartition("_"): the stem when there is an underscore and only decimals after it */
    Py_ssize_t keep = (u >= 0 && FN(all_of)(name + u + 1, m - u - 1, uni_decimal)) ? u : m;
    if (out_put(o, t, 1 + keep) < 0)
        return -1;
    return out_char(o, '_');
}

/* names._ptx_stem and _sass_stem: the name without its trailing ASCII digits. */
static int FN(digits_stripped)(Out *o, const CH *t, Py_ssize_t n, int lang) {
    Py_ssize_t label = (Py_ssize_t)strlen(PTX_LABEL);
    if (lang == LANG_PTX && n >= label && FN(starts_with)(t, 0, n, PTX_LABEL))
        return out_put(o, t, label);
    while (n > 0 && is_ascii_digit(t[n - 1]))
        n--;
    return out_put(o, t, n);
}

/* Whether the line holds a character a token starts with (the token scans' first tests). */
static int FN(has_sigil)(const CH *s, Py_ssize_t n, int lang) {
    for (Py_ssize_t i = 0; i < n; i++) {
        Py_UCS4 c = s[i];
        if (lang == LANG_MLIR ? (c == '%' || c == '^' || c == '"')
                              : lang == LANG_PTX ? (c == '%' || c == (Py_UCS4)PTX_LABEL[0]) : c == (Py_UCS4)SASS_LABEL_START)
            return 1;
    }
    return 0;
}

/* One line: its mask into `mask`, its names into `names`. */
static int FN(mask_line)(const CH *s, Py_ssize_t e, int lang, Out *mask, Out *names) {
    Py_ssize_t p = 0, copied = 0;
    while (p < e) {
        int skip = 0;
        Py_ssize_t q = lang == LANG_MLIR ? FN(mlir_token)(s, p, e, &skip) : lang == LANG_PTX ? FN(ptx_token)(s, p, e) : FN(sass_token)(s, p, e);
        if (q < 0) {
            p++;
            continue;
        }
        if (!skip) {
            if (out_put(mask, s + copied, p - copied) < 0)
                return -1;
            int ok = lang == LANG_MLIR ? FN(mlir_stem)(mask, s + p, q - p) : FN(digits_stripped)(mask, s + p, q - p, lang);
            if (ok < 0 || out_put(names, s + p, q - p) < 0 || out_char(names, ' ') < 0)
                return -1;
            copied = q;
        }
        p = q;
    }
    return out_put(mask, s + copied, e - copied);
}

