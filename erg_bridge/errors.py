"""Exception classes of the ERG bridge."""

from __future__ import annotations

from rcl.errors import RCLError


class ERGError(RCLError):
    """Base class of the bridge's errors."""


class ProfileError(ERGError):
    """The [incr tsdb()] profile cannot be found or read."""


class ACEError(ERGError):
    """ACE is missing, misconfigured, crashed or timed out."""


class ConversionError(ERGError):
    """An MRS that cannot be turned into RCL; the message says why (shown by --explain)."""


class TableError(ERGError):
    """A lookup table file is malformed (file, line and what is wrong)."""


class ProfileIndexWarning(UserWarning):
    """The profile's index could not be kept on disk: this run indexes it in memory (slower, larger)."""
