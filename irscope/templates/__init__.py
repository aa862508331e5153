"""What `irscope init` writes into a project (data files, read with importlib.resources)."""
