"""The capture worker: one compile in its own process (`python -m irscope.capture.worker.worker`), and discovery of a kernel module's cases (`python -m irscope.capture.worker.discover`)."""
