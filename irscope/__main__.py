"""`python -m irscope` and the `irscope` console script (`run`): signals are taken from the first
line (early_signals), before the CLI's modules load."""

from irscope.early_signals import stop_early_on_signals

stop_early_on_signals()

from irscope.cli import run  # noqa: E402 - after the signals are taken

__all__ = ["run"]

if __name__ == "__main__":
    run()
