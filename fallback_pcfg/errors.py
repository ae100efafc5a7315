"""Exceptions of the PCFG back-off (all `RCLError`s, so the CLIs show a message)."""

from __future__ import annotations

from rcl.errors import RCLError


class PCFGError(RCLError):
    """Base class of the back-off's errors."""


class TransformError(PCFGError):
    """A gold tree that cannot become a phrase-structure tree (e.g. spans outside the command)."""


class InverseError(PCFGError):
    """A parsed phrase-structure tree that does not give valid RCL."""


class UnknownWordError(PCFGError):
    """A command with a word the model cannot read where leaving it out would change what is meant."""
