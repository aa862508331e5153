"""How many elements each thread of scale.py handles (a local module a kernel imports)."""

ELEMENTS_PER_THREAD = 2
