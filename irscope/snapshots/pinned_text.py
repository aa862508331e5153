"""The text a snapshot pins for a stage of a bundle: normalized, so a diff shows real change."""

from __future__ import annotations

import hashlib
import json
import re

from irscope.analysis import texts
from irscope.analysis.stats import bundle_stats
from irscope.bundle import Bundle
from irscope.errors import PassNotFound, StageUnavailable
from irscope.snapshots.layout import FINAL_STAGE, PTX_STAGE, STATS_STAGE, pinned_landmarks

# String attributes that hold a binary (the embedded cubin of gpu.binary / llvm.mlir.global):
# long, full of escapes, unreadable in a diff and different on every code change.
_BLOB = re.compile(r'"((?:[^"\\\n]|\\.){512,})"')


def _digest_blobs(text: str) -> str:
    def digest(m: re.Match[str]) -> str:
        body = m.group(1)
        return f'"<binary: {len(body)} chars escaped, sha256 {hashlib.sha256(body.encode()).hexdigest()[:16]}>"'

    return _BLOB.sub(digest, text)


def render(b: Bundle, stage: str) -> str:
    if not b.ok:
        err = b.error or {}
        raise StageUnavailable(
            f"{b.label}: capture failed ({err.get('kind')}: {err.get('message', '').splitlines()[0] if err.get('message') else ''})"
        )
    if b.manifest.capture.lineinfo:
        # Line info changes the pipeline (no strip-debuginfo) and the embedded cubin, not the code;
        # snapshots pin what a plain compile produces.
        raise StageUnavailable(f"{b.label}: {b.path} is a --lineinfo capture; snapshots pin plain captures")
    if stage == PTX_STAGE:
        # Mangled names repeat each argument's layout on every line; the body says it once.
        return texts.stage_text(b, "ptx", normalized=True, collapse_names=True)
    if stage == STATS_STAGE:
        doc = bundle_stats(b).to_json()
        # Where the bundle sits and which DSL made it are not generated code.
        for volatile in ("bundle", "dsl_version"):
            doc.pop(volatile, None)
        return json.dumps(doc, indent=1, sort_keys=True) + "\n"
    try:
        p = b.find_pass(stage)
    except PassNotFound as exc:
        raise StageUnavailable(str(exc)) from None
    text = texts.stage_text(b, "mlir", p.key, normalized=True, collapse_names=True)
    if p.exact is False:
        raise StageUnavailable(f"{b.label}: the IR after {p.key} is an approximate replay state; pin an exact pass")
    roles = [m.role for m in pinned_landmarks(b) if m.stage == p.key]
    what = p.key + (f" ({', '.join(roles)})" if roles else "")
    if stage == FINAL_STAGE:
        what = f"{p.key} (final)"
    header = f"// irscope snapshot: {b.kernel}:{b.case}@{b.arch} after {what}\n"
    return header + _digest_blobs(text)
