"""The Textual TUI (`irscope tui`). Importing this package does not import Textual; the app does."""
