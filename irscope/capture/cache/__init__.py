"""The capture cache: what decides a capture (its key) and the bundles kept under it."""
