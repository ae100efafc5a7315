"""The planner's two named modes of judging a tree on a board alone (docs/scenes.md).

OFFICIAL is the organisers' planner exactly: what rcl-eval's +SP figures mean, for
every SemEval-2014 system.  PHYSICAL adds what a real arm can and cannot do, and
lets it carry the shape it holds to a named place.
"""

from __future__ import annotations

#: The organisers' rules (PLANNER-NOTES): what the +SP figures of every system meant.
OFFICIAL = "official"
#: The organisers' rules plus a real arm's physics: the moved shape is free, its target an
#: empty, supported cell on the board, a take starts with an empty gripper; a held shape
#: put somewhere is carried there.
PHYSICAL = "physical"
PHYSICS = (OFFICIAL, PHYSICAL)


def check_physics(physics: str) -> str:
    """`physics` itself, or ValueError when it names no mode."""
    if physics not in PHYSICS:
        raise ValueError(f"physics must be one of {', '.join(PHYSICS)}, not {physics!r}")
    return physics
