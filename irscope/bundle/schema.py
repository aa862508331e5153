"""The JSON schemas irscope's documents are checked against (packaged in irscope/schema/), and
the one check: jsonschema-rs says whether a document is valid where it is installed, and
jsonschema judges an invalid one, whose verdict and message stand."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from irscope.bounded_read import parse_json
from irscope.errors import BundleError


@lru_cache(maxsize=8)
def schema_of(name: str) -> dict[str, Any]:
    from importlib import resources  # ~4 ms of import: not for the TUI, whose bundles the child validated

    schema: dict[str, Any] = parse_json(
        resources.files("irscope.schema").joinpath(name).read_text(), f"irscope/schema/{name}"
    )
    return schema


@lru_cache(maxsize=8)
def fast_validator(name: str) -> Any:
    """jsonschema-rs's compiled validator of a packaged schema; None where it is not installed.

    It answers only whether a document is valid, in well under a millisecond after a ~5 ms
    import, where importing jsonschema alone takes ~0.1 s (a quarter of a capture's own CPU
    time on the Hopper GEMM). An invalid document is judged again by jsonschema, whose verdict
    and message stand, so what irscope accepts and says is the same with or without it."""
    try:
        import jsonschema_rs
    except ImportError:
        return None
    return jsonschema_rs.validator_for(schema_of(name))


def _fast_says_valid(fast: Any, data: Any) -> bool:
    try:
        return fast is not None and bool(fast.is_valid(data))
    except (ValueError, TypeError):  # a value JSON has no type for (a Path, bytes, an int key)
        return False


def check_schema(data: Any, schema: str, what: str, where: str) -> None:
    """Raise BundleError naming the file and the first offending field."""
    if _fast_says_valid(fast_validator(schema), data):
        return
    import jsonschema  # deferred: only an invalid document (or no jsonschema-rs) needs it

    validator = jsonschema.Draft202012Validator(schema_of(schema))
    errors = sorted(validator.iter_errors(data), key=lambda e: list(e.absolute_path))
    if errors:
        err = errors[0]
        field_path = "/".join(str(p) for p in err.absolute_path) or "(top level)"
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        raise BundleError(f"{where}: invalid {what} at {field_path}: {err.message}{more}")
