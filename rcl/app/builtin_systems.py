"""The systems that ship with the package, imported so that they register."""

from rcl.app import sys_reference  # noqa: F401
from rcl.app import sys_pcfg  # noqa: F401
from rcl.app import sys_erg  # noqa: F401
from rcl.app import sys_combined  # noqa: F401
