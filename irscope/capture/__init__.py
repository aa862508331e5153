"""The capture layer: the only part of irscope that imports cutlass, and only in subprocesses."""
