"""The capture worker: one compile in its own process (`python -m irscope.capture.worker.compile_case`), and discovery of a kernel module's cases (`python -m irscope.capture.worker.discover`)."""
