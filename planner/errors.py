"""The planner's exception classes."""

from __future__ import annotations

from rcl.errors import RCLError, SceneError


class SceneFormatError(SceneError):
    """A scene file that is not valid JSON or describes an impossible board.

    `problems` lists every problem found, each as "location: what is wrong".
    """

    def __init__(self, problems: list[str], source: str = "scene"):
        self.problems = list(problems)
        self.source = source
        count = len(self.problems)
        head = f"{source}: {count} problem{'s' if count != 1 else ''}"
        super().__init__(head + ":\n  " + "\n  ".join(self.problems))


class IncoherentError(RCLError):
    """An RCL tree that makes no sense in the scene; the message says why."""

    def __init__(self, reason: str):
        self.reason = reason
        super().__init__(reason)
