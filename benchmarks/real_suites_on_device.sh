#!/usr/bin/env bash
# Issue 40's device step, started in the background on the GPU machine (each device call may run
# 10 minutes; this takes longer): benchmarks/real_suites.py run, then rebuild, for QuACK and
# FlashAttention-4, logging into /tmp/real-suites. Poll with `tail /tmp/real-suites/log`.
#
#   bash benchmarks/real_suites_on_device.sh PART...
#
# PART...: the pieces of an xz'd tar of site-packages (the DSL 4.8.1 with libs-cu13,
# quack-kernels, flash-attn-4, their and irscope's dependencies, pytest-xdist), over 64 MiB
# together, so each travels in a call of its own and is copied to /tmp there first.
# .kit2/quack (QuACK's tests/ and pyproject.toml) and .kit2/fa4 (flash-attention's tests/cute)
# are the projects' test files, without their sources: the PyPI packages are what is tested.
set -euo pipefail
cd "$(dirname "$0")/.."
site=/tmp/site
work=/tmp/real-suites
if [ ! -d "$site/nvidia_cutlass_dsl" ]; then
    mkdir -p "$site"
    cat "$@" | xz -dc | tar x -C "$site"
fi
rm -rf "$work" && mkdir -p "$work/src"
cp -r .kit2/quack .kit2/fa4 "$work/"
# Run from a copy: the next device call sends the working tree again, replacing its files, and a
# worker importing irscope at that moment would find a module missing (seen: 2 of 123 rebuilds).
tar c --exclude=./.kit1 --exclude=./.kit2 --exclude=./.git . | tar x -C "$work/src"
cd "$work/src"
export PYTHONPATH="$site:$site/nvidia_cutlass_dsl/dsl_packages:$PWD"
export PATH="/usr/local/cuda/bin:$PATH" PYTHONUNBUFFERED=1
python3 -c "import cutlass, torch, quack, flash_attn.cute; print('DSL', cutlass.__version__, 'torch', torch.__version__)" \
    > "$work/log" 2>&1
nvidia-smi -L >> "$work/log" 2>&1 || true
projects=(--project "quack=$work/quack" --project "fa4=$work/fa4")
setsid bash -c "python3 benchmarks/real_suites.py run ${projects[*]} --out $work/out >> $work/log 2>&1; \
python3 benchmarks/real_suites.py rebuild ${projects[*]} --out $work/out >> $work/log 2>&1; echo DONE >> $work/log" \
    < /dev/null > /dev/null 2>&1 &
