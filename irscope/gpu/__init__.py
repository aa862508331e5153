"""`irscope run`: compile a kernel case once, check it against its torch reference, time it.

The only part of irscope that needs a GPU and torch (the `gpu` extra); both are imported when a
run starts, never when the CLI loads.
"""
