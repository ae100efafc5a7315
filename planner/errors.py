"""The planner's exception classes, and the parts of a failure a user interface can act on."""

from __future__ import annotations

from dataclasses import dataclass

from rcl.errors import RCLError, SceneError
from rcl.model import Branch
from rcl.shape import Shape

#: Kinds of failure a dialogue can answer: ask which one, or offer what is closest.
MISSING, AMBIGUOUS, COVERED = "missing", "ambiguous", "covered"
#: Roles of the description that failed: the event's own entity, a destination's landmark,
#: the landmark a distance is counted from, the landmark of "nearest to".
WHAT, WHERE, FROM, NEAR = "what", "where", "from", "near"


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


@dataclass(frozen=True)
class Problem:
    """Why a tree is incoherent, in parts a caller can act on.

    `kind` is MISSING (the description matches nothing), AMBIGUOUS (several things),
    COVERED (only shapes with something on top), or "" for any other reason.
    `role` says which description failed (WHAT, WHERE, FROM, NEAR); `entity` is
    its node, the very object of the judged tree, so a caller can replace it.
    `matches` are the candidates of an ambiguous description (a stack stands for
    the shape on its top); `alternatives` the closest shapes to one that failed.
    """

    reason: str
    kind: str = ""
    role: str = ""
    entity: Branch | None = None
    matches: tuple[Shape, ...] = ()
    alternatives: tuple[Shape, ...] = ()


class IncoherentError(RCLError):
    """An RCL tree that makes no sense in the scene; the message says why.

    When a description failed, the error also says which one, in what role, and
    which shapes it matched or could have meant (see `Problem`).
    """

    def __init__(self, reason: str, *, kind: str = "", role: str = "", entity: Branch | None = None,
                 matches: tuple[Shape, ...] = (), alternatives: tuple[Shape, ...] = ()):
        self.reason = reason
        self.kind, self.role, self.entity = kind, role, entity
        self.matches, self.alternatives = tuple(matches), tuple(alternatives)
        super().__init__(reason)

    @property
    def problem(self) -> Problem:
        """The failure's parts, as a value."""
        return Problem(self.reason, self.kind, self.role, self.entity, self.matches, self.alternatives)

    @classmethod
    def of(cls, problem: Problem) -> "IncoherentError":
        """The error that a Problem was read from."""
        return cls(problem.reason, kind=problem.kind, role=problem.role, entity=problem.entity,
                   matches=problem.matches, alternatives=problem.alternatives)
