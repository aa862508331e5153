"""The capture layer: the only part of irscope that imports cutlass, and only in subprocesses."""

from pathlib import Path

#: This package's folder: where its modules find irscope's own files however deep they sit in it.
CAPTURE_DIR = Path(__file__).resolve().parent
