"""Renderers: turn bundles and analysis results into terminal output. They read, never compute."""
