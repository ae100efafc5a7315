"""Exception classes of the project.

Every error a user can provoke is one of these, so callers can catch
`RCLError` and show its message instead of a traceback.
"""

from __future__ import annotations


class RCLError(Exception):
    """Base class of all the project's errors."""


class RCLSyntaxError(RCLError):
    """Malformed RCL text: says where (line, column) and what was expected."""

    def __init__(self, message: str, line: int = 0, column: int = 0, text: str = ""):
        self.line = line
        self.column = column
        self.text = text
        where = f"line {line}, column {column}: " if line else ""
        super().__init__(f"{where}{message}")


class RCLValidationError(RCLError):
    """A well-formed tree that breaks the vocabulary or structure rules."""

    def __init__(self, problems: list):
        self.problems = list(problems)
        lines = "; ".join(str(p) for p in self.problems)
        super().__init__(f"invalid RCL: {lines}")


class TreebankError(RCLError):
    """The treebank cannot be found or one of its files is malformed."""


class SceneError(RCLError):
    """A scene (JSON or treebank layout) is malformed or physically impossible."""
