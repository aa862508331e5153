"""`irscope run`: run kernel cases on this machine's GPU (irscope/gpu/). Loads only click at import."""

from __future__ import annotations

import sys
import tempfile
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from irscope.cli.completion import complete_kernel
from irscope.cli.options import CONTEXT, PathValue, kernels_dir_option, kernels_path
from irscope.errors import IrscopeError
from irscope.views.console import color_option
from irscope.views.json_text import echo_json

if TYPE_CHECKING:
    from irscope.gpu.runner import CaseRun, DeviceInfo, Timing


def _parse_sizes(values: tuple[str, ...]) -> dict[str, int]:
    sizes: dict[str, int] = {}
    for value in values:
        for item in value.split(","):
            name, sep, number = item.partition("=")
            if (
                not sep
                or not name.strip()
                or not (number.strip().isascii() and number.strip().isdigit())
                or int(number) <= 0
            ):
                raise IrscopeError(f"--size {value!r}: expected NAME=POSITIVE_INT, e.g. --size M=4096,N=4096")
            sizes[name.strip()] = int(number)
    return sizes


@click.command("run", context_settings=CONTEXT)
@click.argument("kernels", nargs=-1, shell_complete=complete_kernel)
@click.option("--case", "cases", multiple=True, help="Run only this case (repeatable). KERNEL:CASE works too.")
@click.option(
    "--size", "sizes", multiple=True, help="Problem size, NAME=N[,NAME=N] (repeatable), e.g. --size M=4096,N=4096."
)
@kernels_dir_option
@click.option("--warmup", type=click.IntRange(min=0), default=5, show_default=True, help="Untimed launches first.")
@click.option("--reps", type=click.IntRange(min=1), default=20, show_default=True, help="Timed batches (median taken).")
@click.option("--batch", type=click.IntRange(min=1), default=10, show_default=True, help="Launches per timed batch.")
@click.option(
    "--keep-ptx", type=PathValue(file_okay=False), help="Also keep the PTX and cubin that ran, in this directory."
)
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
@color_option
def run(
    kernels: tuple[str, ...],
    cases: tuple[str, ...],
    sizes: tuple[str, ...],
    kernels_dir: str | None,
    warmup: int,
    reps: int,
    batch: int,
    keep_ptx: str | None,
    as_json: bool,
    color: str,
) -> None:
    """Run kernel cases on this machine's GPU: check each against its torch reference, time it.

    KERNELS are kernel names or KERNEL:CASE; none means every kernel. Each case compiles once
    (for the real tensors, natively for this GPU), runs twice on fresh random inputs with its
    output poisoned first, and is then timed with CUDA events (median of --reps batches). Its
    bandwidth (bytes in + out over time) is shown next to torch's device-to-device copy measured
    in the same run. Each kernel's occupancy (resident CTAs per SM) is shown twice: irscope's
    static figure from the cubin and the launch, and the CUDA driver's
    (cuOccupancyMaxActiveBlocksPerMultiprocessor on the loaded kernel); they must agree. Exits 1
    if any case is wrong, 2 without torch or a CUDA device.
    """
    from irscope import installed
    from irscope.gpu import runner

    if keep_ptx:
        from irscope.output_files import check_not_kept

        check_not_kept(Path(keep_ptx))  # as every file a user names (output_files.write_file)
    torch = runner.require_device()
    dsl = installed.dsl_version()
    if dsl is None:
        raise IrscopeError("nvidia-cutlass-dsl is not installed; irscope run needs it: pip install 'irscope[gpu]'")
    # The kept cubin and first IR feed the occupancy check; without --keep-ptx they go to a
    # temporary directory, removed when `scratch` is collected (at the latest, at exit).
    scratch = None if keep_ptx else tempfile.TemporaryDirectory(prefix="irscope-run-")
    keep_dir = Path(keep_ptx or scratch.name)  # type: ignore[union-attr]
    runner.prepare_environment(keep_dir)

    selected = _selected(kernels_path(kernels_dir), kernels, cases)
    overrides = _parse_sizes(sizes)
    timing = runner.Timing(warmup=warmup, reps=reps, batch=batch)
    device = runner.device_info(torch, dsl, timing)
    results = _run_cases(selected, overrides, device, timing, keep_dir, progress=not as_json)
    _print_results(device, results, as_json=as_json, color=color)
    if any(not r.ok for r in results):
        sys.exit(1)


def _selected(directory: Path, kernels: tuple[str, ...], cases: tuple[str, ...]) -> list[tuple[Path, set[str] | None]]:
    """Each kernel module named (none: every one) and its cases asked for (None: all): KERNEL:CASE's
    case, else --case's."""
    from irscope import registry
    from irscope.store_refs import split_ref

    by_name = {p.stem: p for p in registry.kernel_modules(directory)}
    selected: list[tuple[Path, set[str] | None]] = []
    for target in kernels or tuple(by_name):
        ref = split_ref(target)
        name, case = ref.kernel, ref.case
        if name not in by_name:
            raise IrscopeError(f"unknown kernel {name!r} (known: {', '.join(sorted(by_name)) or 'none'})")
        wanted = {case} if case else (set(cases) or None)
        selected.append((by_name[name], wanted))
    return selected


def _run_cases(
    selected: list[tuple[Path, set[str] | None]],
    overrides: dict[str, int],
    device: DeviceInfo,
    timing: Timing,
    keep_dir: Path,
    *,
    progress: bool,
) -> list[CaseRun]:
    """Each selected case run, in order, a progress line for each on stderr with `progress`; a
    case asked for that the module does not declare is an error before any of its cases run."""
    from irscope.gpu import runner

    results: list[CaseRun] = []
    for path, wanted in selected:
        found = [(k, c) for k, c in runner.iter_selected([path], wanted)]
        missing = (wanted or set()) - {c.name for _, c in found}
        if missing:
            raise IrscopeError(f"kernel {path.stem!r} has no case {', '.join(sorted(missing))}")
        for kernel, found_case in found:
            case_sizes = runner.resolve_sizes(found_case, overrides)
            results.append(runner.run_case(kernel, found_case, case_sizes, device, timing, keep_dir))
            if progress:
                click.echo(_progress_line(results[-1]), err=True)
    return results


def _print_results(device: DeviceInfo, results: list[CaseRun], *, as_json: bool, color: str) -> None:
    if as_json:
        echo_json({"device": asdict(device), "results": [_as_dict(r) for r in results]})
        return
    from irscope.views.console import make_console
    from irscope.views.run_table import print_run_table

    print_run_table(device, results, make_console(color))


def _as_dict(result: Any) -> dict[str, Any]:
    data = asdict(result)
    data["label"] = result.label
    for check, row in zip(result.occupancy, data["occupancy"], strict=True):
        row["agree"] = check.agree
    return data


def _progress_line(result: Any) -> str:
    if result.skipped:
        return f"skip   {result.label}: {result.skipped}"
    if result.error:
        return f"FAILED {result.label}: {result.error}"
    bound = "  (launch-bound: the GPU waited for the host)" if result.launch_bound else ""
    baseline = ""
    if result.baseline_ms is not None:
        baseline = f"  baseline {result.baseline_ms:.4f} ms ({100 * result.baseline_fraction:.1f}% of its speed)"
    return f"{'ok    ' if result.ok else 'WRONG '} {result.label}  {result.time_ms:.4f} ms{baseline}{bound}"
