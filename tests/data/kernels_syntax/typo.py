"""A kernel module that does not even import (used to test discovery errors)."""

CASES = [undefined_name]  # noqa: F821
