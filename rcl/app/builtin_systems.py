"""The systems that ship with the package, imported so that they register.

Optional engines register only when their module is present (the neural
back-off needs `pip install .[neural]`; its module says so when built).
"""

from importlib import import_module
from importlib.util import find_spec

_MODULES = ("sys_reference", "sys_pcfg", "sys_erg", "sys_neural", "sys_combined")

for _name in _MODULES:
    if find_spec(f"rcl.app.{_name}") is not None:
        import_module(f"rcl.app.{_name}")
