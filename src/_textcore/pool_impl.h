/* The scans of pool.c for one character size: included with CH = Py_UCS1, Py_UCS2 and Py_UCS4
 * (a str's own kinds, read in place). FN(name) names each instance. */

/* The end of the line starting at p (its first line break, or n). */
static Py_ssize_t FN(line_end)(const CH *s, Py_ssize_t p, Py_ssize_t n) {
    while (p < n && !is_line_break(s[p]))
        p++;
    return p;
}

/* The end of an SSA value at p as textpool._SSA takes one (`%[\w$.\-]+(#\d+)?` not followed
 * by a name character: then without its `#\d+`), or -1. */
static Py_ssize_t FN(ssa_end)(const CH *s, Py_ssize_t p, Py_ssize_t n) {
    if (s[p] != '%' || p + 1 >= n || !is_name_char(s[p + 1]))
        return -1;
    Py_ssize_t q = p + 2;
    while (q < n && is_name_char(s[q]))
        q++;
    if (q + 1 < n && s[q] == '#' && is_decimal(s[q + 1])) {
        Py_ssize_t r = q + 2;
        while (r < n && is_decimal(s[r]))
            r++;
        if (r == n || !is_name_char(s[r]))
            q = r;
    }
    return q;
}

/* n characters of this size appended to o, whose characters are as wide or wider. */
static int FN(out_widened)(Out *o, const CH *s, Py_ssize_t n) {
    if (o->size == (int)sizeof(CH))
        return out_put(o, s, n);
    for (Py_ssize_t k = 0; k < n; k++)
        if (out_char(o, s[k]) < 0)
            return -1;
    return 0;
}

/* Whether s[p:n] starts with the ASCII string lit. */
static int FN(holds_at)(const CH *s, Py_ssize_t p, Py_ssize_t n, const char *lit) {
    for (; *lit; lit++, p++)
        if (p >= n || s[p] != (Py_UCS4)(unsigned char)*lit)
            return 0;
    return 1;
}

/* Whether the line's string literals may be slots: it holds none of NO_STRING_SLOTS. */
static int FN(strings_pair_up)(const CH *s, Py_ssize_t n) {
    static const char *marks[] = {NO_STRING_SLOTS};
    for (Py_ssize_t p = 0; p < n; p++)
        for (size_t k = 0; k < sizeof(marks) / sizeof(*marks); k++)
            if (s[p] == (Py_UCS4)(unsigned char)marks[k][0] && FN(holds_at)(s, p, n, marks[k]))
                return 0;
    return 1;
}

/* Whether a string's content s[p:q] can be a slot: nothing HTML escapes, no white space. */
static int FN(slot_content)(const CH *s, Py_ssize_t p, Py_ssize_t q) {
    for (; p < q; p++)
        if (in_set(s[p], IN_SLOT_CONTENT_EXCLUDED) || Py_UNICODE_ISSPACE(s[p]))
            return 0;
    return 1;
}

/* Whether a run of ASCII digits starting at s[p] may be a slot (textpool._NUMBER): the first
 * character of a token whatever the digits, not part of a name, sign or type (`f16`): after
 * anything but a word character or one of $.-+%#^@!'", or after the `x` of a shape (`4x8`). */
static int FN(number_starts)(const CH *s, Py_ssize_t p) {
    if (s[p] < '0' || s[p] > '9')
        return 0;
    if (p == 0)
        return 1;
    CH c = s[p - 1];
    if (c == 'x')
        return p >= 2 && (is_decimal(s[p - 2]) || s[p - 2] == '?');
    return !is_word(c) && !in_set(c, IN_NUMBER_NOT_AFTER);
}

/* The template of line s[0:n] into tpl (textpool._MLIR_SLOTS: SSA values each `%_`, string
 * contents that can be slots each `"%_"`, and where strings pair up, numbers that can be slots
 * each textpool.NUMBER_SLOT); each slot's name is written to entry after a space. Returns the
 * number of slots, or -1 on an error. */
static Py_ssize_t FN(template_of)(const CH *s, Py_ssize_t n, Out *tpl, Out *entry) {
    static const size_t slot_n = sizeof SLOT - 1, number_n = sizeof NUMBER_SLOT - 1;
    CH slot[sizeof SLOT], number[sizeof NUMBER_SLOT];
    for (size_t k = 0; k < slot_n; k++)
        slot[k] = (CH)(unsigned char)SLOT[k];
    for (size_t k = 0; k < number_n; k++)
        number[k] = (CH)(unsigned char)NUMBER_SLOT[k];
    int strings = FN(strings_pair_up)(s, n);
    Py_ssize_t p = 0, copied = 0, slots = 0;
    tpl->n = 0;
    while (p < n) {
        Py_ssize_t lo = p, hi = -1; /* the name s[lo:hi]; a string's quotes stay in the template */
        int is_number = 0;
        if (strings && s[p] == '"') {
            Py_ssize_t q = p + 1;
            while (q < n && s[q] != '"')
                q++;
            if (q == n) { /* no closing quote: no string here */
                p++;
                continue;
            }
            p = q + 1;
            if (!FN(slot_content)(s, lo + 1, q))
                continue; /* a string kept as it is */
            lo++;
            hi = q;
        } else if (s[p] == '%' && (hi = FN(ssa_end)(s, p, n)) >= 0) {
            p = hi;
        } else if (strings && FN(number_starts)(s, p)) {
            for (hi = p + 1; hi < n && s[hi] >= '0' && s[hi] <= '9';)
                hi++;
            p = hi;
            is_number = 1;
        } else {
            p++;
            continue;
        }
        slots++;
        if (out_char(entry, ' ') < 0 || FN(out_widened)(entry, s + lo, hi - lo) < 0 ||
            out_put(tpl, s + copied, lo - copied) < 0 ||
            (is_number ? out_put(tpl, number, (Py_ssize_t)number_n) : out_put(tpl, slot, (Py_ssize_t)slot_n)) < 0)
            return -1;
        copied = hi;
    }
    return out_put(tpl, s + copied, n - copied) < 0 ? -1 : slots;
}
