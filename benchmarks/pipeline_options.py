"""List cute-to-nvvm's options and what each value does to the expanded pipeline (str(pm)).

    python benchmarks/pipeline_options.py [MANIFEST.json]

Reads the real pipeline text from a capture's manifest (pipeline.text; `<dump>` stands for the
dump directory), then, for every option of cute-to-nvvm and a few values each, parses the variant
and prints how its expansion differs from the real one: passes dropped, added, or changed
(1-based numbers of the real expansion). This is how the pass replay's checkpoint variants
(irscope/capture/replay/walk.py) were found; it parses only, it runs nothing.

The option names are those the DSL library declares for cute-to-nvvm (its option descriptions,
read with `strings` from _cutlass_ir*.so in 4.8.1); an option this build does not know says so.
"""

from __future__ import annotations

import difflib
import sys
import tempfile

OPTIONS: dict[str, tuple[str, ...]] = {
    "llvm-only": ("true",),
    "cubin-chip": ("sm_1", "sm_80"),
    "cubin-triple": ("bogus",),
    "cubin-format": ("isa", "fatbin"),
    "index-bitwidth": ("32", "0"),
    "opt-level": ("0", "9"),
    "ptx-version": ("+ptx85",),
    "toolkitPath": ("/nonexistent",),
    "ptx-options": ("-v",),
    "nvvm-options": ("-g",),
    "link-libraries": ("/nonexistent.bc",),
    "flatten-locs-output-json-path": ("/nonexistent/dir/locs.json",),
    "enable-assertions": ("true",),
    "preserve-line-info": ("true",),
    "check-inline-asm": ("true",),
    "enable-iket": ("true", "false"),
    "enable-fastmath-conversion": ("false",),
    "enable-cuda-dialect": ("false",),
    "cuda-dialect-external-module": ("false",),
    "enable-pyir": ("true",),
    "rdc": ("true",),
    "collect-compiler-diagnostics": ("nvvm",),
    "kernel-bare-ptr-calling-convention": ("true",),
    "host-bare-ptr-calling-convention": ("true",),
    "use-promote-byval-struct-arg-pass": ("true", "false"),
    "use-software-pipeline-pass": ("false",),
    "use-fold-static-pass": ("false",),
    "use-loop-invariant-pass": ("false",),
    "use-strength-reduction-pass": ("false",),
    "use-nvgpu-optimization-pass": ("false",),
    "use-eliminate-unnecessary-sync-pass": ("false",),
    "use-insert-range-information-pass": ("false",),
}


def main() -> int:
    import cutlass.cute  # noqa: F401 - registers the DSL's passes
    from cutlass._mlir import ir
    from cutlass._mlir.passmanager import PassManager

    from irscope import bundle
    from irscope.capture.replay.walk import set_option
    from irscope.pipeline_text import parse_pipeline

    text = bundle.load(sys.argv[1]).manifest.pipeline_text.replace("<dump>", tempfile.mkdtemp())
    with ir.Context():
        real = parse_pipeline(str(PassManager.parse(text)))
        keys = [f"{s.name}{{{s.options}}}" for s in real]
        print(f"real expansion: {len(real)} passes")
        for option, values in OPTIONS.items():
            for value in values:
                variant_text = set_option(text, option, value) or ""
                try:
                    variant = parse_pipeline(str(PassManager.parse(variant_text)))
                except Exception as exc:  # noqa: BLE001 - an option this build does not know
                    print(f"{option}={value}: does not parse: {str(exc).splitlines()[0][:80]}")
                    continue
                other = [f"{s.name}{{{s.options}}}" for s in variant]
                changes = []
                for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=keys, b=other, autojunk=False).get_opcodes():
                    if tag == "delete":
                        changes += [f"drops {i + 1} {real[i].name}" for i in range(i1, i2)]
                    elif tag == "insert":
                        changes += [f"adds {variant[j].name} before {i1 + 1}" for j in range(j1, j2)]
                    elif tag == "replace":
                        changes += [f"changes {i + 1} {real[i].name}" for i in range(i1, i2)]
                        changes += [f"(as {variant[j].name}{{{variant[j].options[:60]}}})" for j in range(j1, j2)]
                print(f"{option}={value}: {'; '.join(changes) or 'no change in str(pm)'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
