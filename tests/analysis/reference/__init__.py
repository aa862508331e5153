"""The analysis engine as it was before it was made fast (issue #3), kept as a reference oracle.

normalize, names, align and diff are verbatim copies of irscope/analysis/ at commit b9cd60a
(only their imports point here). test_reference_oracle.py checks that the optimized modules give
byte-identical results on real captures and on the fuzz tests' random and mutated texts.

sass_loops is a verbatim copy of irscope/analysis/sass_loops.py at commit 91b0ac0, the loop
finder with a set of dominators per block (quadratic in a function's blocks); test_loops_reference.py
checks the finder on its dominator tree against it, and benchmarks/sass_loops_scale.py times both.
"""
