"""Pass replay: per-pass IR for DSL builds whose MLIR IR printer is a no-op."""
