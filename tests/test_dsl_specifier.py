"""installed.dsl_admits: packaging's verdict on a case's `dsl` specifier, the plain ones without it."""

from __future__ import annotations

import itertools

import pytest
from packaging.specifiers import SpecifierSet

from irscope import installed
from irscope.errors import KernelModuleError
from tests.helpers import modules_loaded

VERSIONS = [
    "4",
    "4.3",
    "4.3.0",
    "4.3.1",
    "4.5.3",
    "4.6",
    "4.10.0",
    "10.0",
    "4.5.3rc1",
    "4.6.0.dev2",
    "4.5.3.post1",
    "4.5.3+local",
]
CLAUSES = [">=4.3", "<4.6", "==4.5", "==4.5.3", "!=4.5.3", ">4.5.3", "<=4.3.0", ">= 4.10", "<4", "==4.3.0.0"]
ODD = ["~=4.3", "==4.5.*", "!=4.*", ">=4.3,", " >=4.3 , <5 ", "===4.5.3", ">=4.3rc1", "<4.6.dev0", ">=4.3, ~=4.5"]


def _reference(spec: str, version: str) -> bool:
    return SpecifierSet(spec).contains(version, prereleases=True)


@pytest.mark.parametrize("version", VERSIONS)
def test_same_verdict_as_packaging(version):
    specs = CLAUSES + [",".join(pair) for pair in itertools.combinations(CLAUSES, 2)] + ODD
    for spec in specs:
        assert installed.dsl_admits(spec, version) == _reference(spec, version), (spec, version)


@pytest.mark.parametrize("spec", ["4.3", ">=", ">=4.3;<5", "=>4.3"])
def test_a_bad_specifier_is_one_error_naming_the_case(spec):
    with pytest.raises(KernelModuleError, match=r"k\.py: case 'c' has a bad dsl specifier"):
        installed.dsl_admits(spec, "4.5.3", "k.py", "c")


def test_plain_specifiers_do_not_import_packaging():
    code = (
        "from irscope import installed;"
        "assert installed.dsl_admits('>=4.3,<4.6', '4.5.3') and not installed.dsl_admits('>=4.6', '4.5.3')"
    )
    assert modules_loaded(code, ("packaging",)) == []
