"""Snapshot tests for generated code: pin normalized IR, PTX and stats of every kernel under
snapshots/, for pytest (the `irscope_snapshot` fixture) and for any CI (`irscope check`)."""
