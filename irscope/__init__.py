"""irscope: see what the CuTe DSL compiler did to your kernel, pass by pass, down to PTX and SASS."""

__version__ = "0.1.0"
