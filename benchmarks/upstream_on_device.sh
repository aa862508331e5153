#!/usr/bin/env bash
# The device step of issue 28: the upstream CuTe DSL example programs, unchanged, traced on a GPU
# machine (an H100) into $OUT/traces (store/, specs/, one log per program), which come back.
#
#   bash benchmarks/upstream_on_device.sh [NAME ...]     (names: benchmarks/upstream_traces.py ALL)
#
# Needs, in the working tree (untracked, not ignored, so they travel): .devkit/kit.tar.xz (the
# DSL 4.5.3 and irscope's dependencies in site-packages layout, apache-tvm-ffi included) and
# .devkit/ex.tar.xz (examples/python/CuTeDSL of CUTLASS v4.5.3, its contents at the top).
# Back here: python benchmarks/upstream_traces.py rebuild --examples ROOT --traces DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
site=/tmp/irscope-site
examples=/tmp/cutlass-v4.5.3
if [ ! -d "$site/nvidia_cutlass_dsl" ]; then
    mkdir -p "$site" "$examples/examples/python/CuTeDSL"
    xz -dc .devkit/kit.tar.xz | tar x -C "$site"
    xz -dc .devkit/ex.tar.xz | tar x -C "$examples/examples/python/CuTeDSL"
fi
export PYTHONPATH="$site:$site/nvidia_cutlass_dsl/python_packages:$PWD"
export PATH="/usr/local/cuda/bin:$PATH"
sass=()
command -v nvdisasm >/dev/null || sass=(--no-sass)
nvidia-smi -L > "${OUT:-/tmp/out}/device.txt" 2>&1 || true
python -c "import cutlass, torch; print('DSL', cutlass.__version__, 'torch', torch.__version__)"
only=()
[ "$#" -gt 0 ] && only=(--only "$@")
python benchmarks/upstream_traces.py trace --examples "$examples" --out "${OUT:-/tmp/out}/traces" "${sass[@]}" "${only[@]}"
