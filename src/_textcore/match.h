/* difflib's matching blocks of two integer sequences (match.c). */
#ifndef IRSCOPE_MATCH_H
#define IRSCOPE_MATCH_H

#include "text.h"

/* The blocks (i, j, n) as 3 integers each in *out (to free), the last (na, nb, 0); their count,
 * or -1 with an exception set. */
Py_ssize_t difflib_blocks(const uint32_t *a, Py_ssize_t na, const uint32_t *b, Py_ssize_t nb, Py_ssize_t **out);
uint32_t *code_points(PyObject *str, Py_ssize_t *n);

#endif
