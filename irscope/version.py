"""irscope's version, at the bottom of the layers: modules inside irscope read it here, never from
the `irscope` package itself, whose `irscope.trace()` imports capture (docs/ARCHITECTURE.md)."""

__version__ = "0.1.0"
