"""A compiled description (`Query`): the things of a type, filtered in order, read more loosely where an
extended or a lenient world allows.  `planner.grounding.compile_entity` builds them.
"""

from __future__ import annotations

from typing import Callable

from rcl.model import Branch
from planner.antecedents import Antecedents
from planner.describe import describe
from planner.errors import IncoherentError
from planner.world import Thing, World

Filter = Callable[[World, list], list]


class Query:
    """A compiled entity: the resolved type, its filters, and words for messages."""

    __slots__ = ("node", "type", "filters", "antecedents", "looser", "modifiers", "turned", "_lenient")

    def __init__(self, node: Branch, type: str | None, filters: list[Filter], antecedents: Antecedents,
                 looser: tuple[list[Filter], ...] = (), modifiers: tuple[Filter, ...] = (),
                 turned: list[Filter] | None = None):
        self.node, self.type, self.filters, self.antecedents = node, type, filters, antecedents
        self.looser = looser  # the filters again with a colour read more loosely, tried in turn if none is found
        self.modifiers = modifiers  # the filters of its places, sides and checks: what a lenient world may do without
        # the filters again with "behind" and "in front of" a landmark as the viewer sees them, from the robot's side
        # (a board's front is the side away from the robot), tried when none is found as the board names its sides
        self.turned = turned
        self._lenient: tuple[World, list[Thing]] | None = None  # (its lenient things, found once per world)

    def solve(self, world: World, context: Filter | None = None) -> list[Thing]:
        things = self._solve(world, self.filters)
        for filters in self.looser if world.extended and not things else ():
            things = self._solve(world, filters)
            if things:
                break
        if world.extended and not things and self.turned is not None:
            things = self._solve(world, self.turned)
            if things:
                world.turned[self.words()] = None
        if world.extended and not things and self.node.value_of("type") == "stack":  # "the gray stack right under
            things = self._solve(world, self.filters, world.lone_cubes())  # you, the one that's only 1 tall": one
        if world.lenient and not things:
            if self._lenient is None or self._lenient[0] is not world:
                self._lenient = (world, self._without_one(world))
            things = self._lenient[1]
            if things:
                world.loosened[self.words()] = None
        return context(world, things) if context is not None else things

    def _without_one(self, world: World) -> list[Thing]:
        """The things the description names without one of its modifiers, when every modifier left out in turn
        that names any names the same ones (none otherwise): "the red cube next to the blue stack" of the one
        red cube diagonal to it."""
        found: dict[frozenset, list[Thing]] = {}
        for modifier in self.modifiers:
            try:
                things = self._solve(world, [f for f in self.filters if f is not modifier])
            except IncoherentError:
                continue
            if things:
                found.setdefault(frozenset(map(id, things)), things)
        return next(iter(found.values())) if len(found) == 1 else []

    def _solve(self, world: World, filters: list[Filter], start: list[Thing] | None = None) -> list[Thing]:
        things = start if start is not None else list(world.of_type(self.type)) if self.type else []
        for step in filters:
            things = step(world, things)
        return things

    def words(self, plural: bool = False) -> str:
        return describe(self.node, plural)

    def loosened(self) -> list["Query"]:
        """The query with its colour read more loosely, each way in turn (none: its colour is read one way)."""
        return [Query(self.node, self.type, filters, self.antecedents) for filters in self.looser]


def with_looser_landmark(related: Callable[[Query, World, list], list], landmark: Query) -> Filter:
    """The candidates `related` keeps for the landmark; in an extended world, when it keeps none, for the
    landmark's colour read more loosely ("the green cube next to the tall red tower" of a cyan base, four red
    cubes and a yellow top, beside stacks of a red cube under a yellow one)."""
    def keep(world: World, things: list) -> list:
        kept = related(landmark, world, things)
        for looser in landmark.loosened() if world.extended and things and not kept else ():
            kept = related(looser, world, things)
            if kept:
                break
        return kept
    return keep


__all__ = ["Filter", "Query", "with_looser_landmark"]
