"""A worker's work directory -> a bundle (parent side, no cutlass import)."""
