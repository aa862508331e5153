"""manifest.json as one typed value: what a bundle holds, how it was captured, where each file is.

`Manifest.from_json` reads a validated document and `Manifest.to_json` writes one, its keys in
the order bundles have always had them; irscope/bundle/directory.py is the only module that calls either
(capture builds a `Manifest`, readers get one from `Bundle.manifest`). Optional keys stay absent
when None, so a manifest read and written again keeps its bytes.

The `replay` and `lineinfo` sections of `capture` are kept as their JSON objects: the capture's
replay bookkeeping and the line-info comparison own their shapes (manifest.schema.json checks
them), and readers take a few named fields from them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from irscope.bundle.members import BundleMember
from irscope.capture_method import ObservedMethod

FORMAT = "irscope-bundle"
#: 4: IR texts, PTX and SASS stored as zstd members (`.zst`), each IR text against the one
#: before it (irscope/bundle/zstd_codec.py); 3 (still read): IR texts as xz members (`.mlir.xz`);
#: 2 (still read): gzip members (`.mlir.gz`); 1 (still read): plain `.mlir` files.
FORMAT_VERSION = 4


@dataclass(frozen=True)
class PassRecord:
    """One pass of the pipeline as it ran, and what was observed after it."""

    index: int
    name: str
    occurrence: int
    anchor: str
    options: str
    observed: str  # "single" | "group" | "none"
    group: int | None
    in_pipeline: bool
    changed: bool | None
    # The bundle member holding the IR after this pass (consecutive passes that did not change
    # it share one), None where nothing was observed; the manifest's key is "ir".
    ir_member: BundleMember | None
    time_ms: float | None
    phase: str  # "cute" | "core" | "llvm" | "binary": the stretch of the pipeline it runs in
    exact: bool | None = None  # ir is the real pipeline's state (False: an approximate replay state)
    label: str | None = None  # pass replay only: exact / no-op (evidence) / group end reproduced / approximate
    evidence: str | None = None  # pass replay only: why the label holds (the checkpoint variant, ...)
    # The C++ class MLIR's pass timing named this run by (CanonicalizerPass), where the real
    # run's timing gave time_ms (capture.pass_time_source "pass-timing")
    timed_as: str | None = None

    @property
    def key(self) -> str:
        """NAME#k: stable across captures, unlike the index."""
        return f"{self.name}#{self.occurrence}"

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PassRecord:
        values: dict[str, Any] = {f: data.get(_MANIFEST_KEY.get(f, f)) for f in cls.__dataclass_fields__}
        return cls(**values)

    def to_json(self) -> dict[str, Any]:
        """The manifest's pass object, its keys in the order bundles have always had them."""
        out = {key: getattr(self, _FIELD.get(key, key)) for key in _PASS_KEYS}
        # Optional keys (pass replay only): absent rather than null, so other bundles keep their bytes.
        out.update({key: getattr(self, key) for key in _OPTIONAL_PASS_KEYS if getattr(self, key) is not None})
        return out


_PASS_KEYS = (
    "index",
    "name",
    "occurrence",
    "anchor",
    "options",
    "observed",
    "group",
    "exact",
    "in_pipeline",
    "changed",
    "ir",
    "time_ms",
    "stage",
)
_OPTIONAL_PASS_KEYS = ("label", "evidence", "timed_as")
# Fields named otherwise in the manifest, whose keys bundles have always had: `stage` predates
# the word `phase`, and `ir` names a bundle member (ir_member), not a text.
_MANIFEST_KEY = {"phase": "stage", "ir_member": "ir"}
_FIELD = {key: f for f, key in _MANIFEST_KEY.items()}


@dataclass(frozen=True)
class Landmark:
    """A stage name readers know (e.g. the seed's convert-cute-algo-to-arch) and the pass that plays it."""

    name: str
    pass_key: str | None
    how: str

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "pass": self.pass_key, "how": self.how}


@dataclass(frozen=True)
class KernelInfo:
    """The kernel case as its module declared it, and the module's hash when it was captured."""

    name: str
    case: str
    entry: str
    source: str
    source_sha256: str
    description: str | None = None
    xfail: str | None = None  # why the case was declared to fail to compile (Case(xfail=...))

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> KernelInfo:
        return cls(
            data["name"],
            data["case"],
            data["entry"],
            data["source"],
            data["source_sha256"],
            data.get("description"),
            data.get("xfail"),
        )

    def to_json(self) -> dict[str, Any]:
        return _present(
            name=self.name,
            case=self.case,
            entry=self.entry,
            description=self.description,
            source=self.source,
            source_sha256=self.source_sha256,
            xfail=self.xfail,
        )


@dataclass(frozen=True)
class Host:
    hostname: str
    platform: str
    python: str


@dataclass(frozen=True)
class CaptureInfo:
    """How the capture ran: its method and notes, the tools, the host, timings."""

    method: ObservedMethod
    irscope_version: str
    created: str
    host: Host
    env: dict[str, str] = field(default_factory=dict)
    timings_ms: dict[str, float] = field(default_factory=dict)
    method_detail: str | None = None
    pass_time_source: str | None = None
    replay: dict[str, Any] | None = None  # pass replay: checkpoints, checks, skipped steps
    lineinfo: dict[str, Any] | None = None  # line-info captures: coverage, the plain compile compared
    # MLIR's pass timing of the real run: its total, how many pass runs it named, and where they
    # could not be paired with the passes, why and its rows (capture/assemble/timing.py)
    pass_timing: dict[str, Any] | None = None
    # What this DSL could not give, and why: "pass-timing", "host-llvm"
    unavailable: dict[str, str] | None = None

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CaptureInfo:
        return cls(
            method=ObservedMethod(data["method"]),
            irscope_version=data["irscope_version"],
            created=data["created"],
            host=Host(**data["host"]),
            env=dict(data["env"]),
            timings_ms=dict(data["timings_ms"]),
            method_detail=data.get("method_detail"),
            pass_time_source=data.get("pass_time_source"),
            replay=data.get("replay"),
            lineinfo=data.get("lineinfo"),
            pass_timing=data.get("pass_timing"),
            unavailable=data.get("unavailable"),
        )

    def to_json(self) -> dict[str, Any]:
        return _present(
            method=self.method,
            method_detail=self.method_detail,
            irscope_version=self.irscope_version,
            created=self.created,
            host={"hostname": self.host.hostname, "platform": self.host.platform, "python": self.host.python},
            env=self.env,
            timings_ms=self.timings_ms,
            pass_time_source=self.pass_time_source,
            replay=self.replay,
            lineinfo=self.lineinfo,
            pass_timing=self.pass_timing,
            unavailable=self.unavailable,
        )


#: How irscope words `Manifest.device_code` False, in every place that reports it: the phrase
#: alone where a column or a count has room for no more (`list`'s status, the trace summary),
#: else with its reason (the manifest's note, the capture summary, `stats`, `show`). A place
#: that needs more words adds them after these, rather than wording it again.
NO_DEVICE_CODE = "no device code"
NO_DEVICE_CODE_EXPLAINED = f"{NO_DEVICE_CODE}: the function launches no kernel"


@dataclass(frozen=True)
class Manifest:
    """One bundle's manifest.json."""

    status: str  # "ok" | "failed"
    kernel: KernelInfo
    arch: str
    dsl_version: str
    capture: CaptureInfo
    pipeline_text: str
    pipeline_expanded: str
    passes: tuple[PassRecord, ...]
    landmarks: tuple[Landmark, ...]
    artifacts: dict[str, str]  # kind (input_ir, ptx, sass, sourcemap, ...) -> bundle member
    functions: tuple[str, ...]
    error: dict[str, Any] | None
    dsl_libs: tuple[str, ...] | None = None  # NAME==VERSION of the DSL's wheels and nvdisasm
    provenance: dict[str, str] | None = None  # how each artifact was obtained
    format_version: int = FORMAT_VERSION
    # False: the compiled function launches no kernel (a host-side @cute.jit): an ok capture
    # with no PTX, cubin or SASS, which there is none to make (capture/assemble/device_code.py)
    device_code: bool = True

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Manifest:
        """A document that validates against manifest.schema.json, as a Manifest."""
        libs = data["dsl"].get("libs")
        provenance = data.get("artifacts_provenance")
        return cls(
            status=data["status"],
            kernel=KernelInfo.from_json(data["kernel"]),
            arch=data["target"]["arch"],
            dsl_version=data["dsl"]["version"],
            capture=CaptureInfo.from_json(data["capture"]),
            pipeline_text=data["pipeline"]["text"],
            pipeline_expanded=data["pipeline"]["expanded"],
            passes=tuple(PassRecord.from_json(p) for p in data["passes"]),
            landmarks=tuple(Landmark(m["name"], m["pass"], m["how"]) for m in data["landmarks"]),
            artifacts=dict(data["artifacts"]),
            functions=tuple(data["functions"]),
            error=data["error"],
            dsl_libs=tuple(libs) if libs is not None else None,
            provenance=dict(provenance) if provenance is not None else None,
            format_version=data["format_version"],
            device_code=data.get("device_code", True),
        )

    def to_json(self) -> dict[str, Any]:
        dsl = _present(version=self.dsl_version, libs=list(self.dsl_libs) if self.dsl_libs is not None else None)
        return _present(
            format=FORMAT,
            format_version=self.format_version,
            status=self.status,
            kernel=self.kernel.to_json(),
            target={"arch": self.arch},
            dsl=dsl,
            capture=self.capture.to_json(),
            pipeline={"text": self.pipeline_text, "expanded": self.pipeline_expanded},
            passes=[p.to_json() for p in self.passes],
            landmarks=[m.to_json() for m in self.landmarks],
            artifacts=self.artifacts,
            artifacts_provenance=self.provenance,
            functions=list(self.functions),
            error=self.error,
            device_code=None if self.device_code else False,  # written only where there is none
            _keep_none=("error",),
        )


def _present(_keep_none: tuple[str, ...] = (), **keys: Any) -> dict[str, Any]:
    """The keys whose value is not None, in the order given (and those of `_keep_none` always)."""
    return {k: v for k, v in keys.items() if v is not None or k in _keep_none}
