"""HTML views: `irscope export` writes one self-contained page of a capture or a comparison
(no server, no network when it is viewed: styles, script and data are inline), and
`irscope check --html DIR` writes one page per failing snapshot for CI artefacts.

Like every view, it reads bundles and calls irscope.analysis; it never captures and never
imports the TUI.
"""
