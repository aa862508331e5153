"""Analysis of bundles: normalization, diffs, memory-instruction statistics.

Pure functions over texts and bundles that return frozen dataclasses. Nothing here imports
cutlass or prints: renderers in `irscope.views` turn the results into text.
"""
