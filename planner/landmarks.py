"""Which of several landmarks a place means: the one the moving shape comes from, the one that is not the moving
shape, the ones by which the place is a square of the board (planner.events chooses with them)."""

from __future__ import annotations

from typing import Callable

from rcl.model import Branch
from planner.between import fits_square
from planner.errors import IncoherentError
from planner.scene import Cell
from planner.world import Thing, World


def from_source(landmark: Branch, things: list[Thing], reference: Cell, beside: bool = False) -> list[Thing]:
    """With a source check ("put it in front of that stack", the one it was taken from): the landmarks
    standing where the moving shape comes from (extended readers only write the check). `beside` (a place
    beside the landmark, in an extended world): "the stack" said bare of several is that one too ("the top
    red cube off the gray/red/white/red tower -> the tower's left side")."""
    said = any(c.value_of("kind") == "source" for c in landmark.all("check"))
    bare = beside and len(things) > 1 and len(landmark.children) == 1 and landmark.value_of("type") == "stack"
    if not said and not bare:
        return things
    mine = [t for t in things if t.base == reference[:2]]
    return mine if said or mine else things


def is_moving(thing: Thing, reference: Cell) -> bool:
    """Whether a landmark found is the moving (or held) shape itself, at `reference`."""
    return thing.shape is not None and thing.cell == reference


def the_other(things: list[Thing], world: World, reference: Cell) -> list[Thing]:
    """Of two landmarks, the one that is not the moving shape ("the other red-topped stack": not the one
    the moving shape tops; "one square behind the other green cube")."""
    if len(things) != 2:
        return things
    others = [t for t in things if not is_moving(t, reference)
              and not (world.extended and t.type == "stack" and t.top is not None and t.top.cell == reference)]
    return others if len(others) == 1 else things


def placeable(marks: list[Thing], place: Callable[[Thing], Cell],
               fits: Callable[[Cell], bool] | None = None) -> list[Thing]:
    """The landmarks by which the place is a square of the board (the near side of the green cube in
    the back row is off the board: the other green cube is meant); of those, the ones whose square
    `fits`, when some do ("on the left edge, one square in front of the single red cube")."""
    kept, fitting = [], []
    for mark in marks:
        try:
            cell = place(mark)
        except IncoherentError:
            continue
        if 0 <= cell[0] < 8 and 0 <= cell[1] < 8:
            kept.append(mark)
            if fits is not None and fits_square(fits, cell):
                fitting.append(mark)
    return fitting or kept


__all__ = ["from_source", "placeable", "the_other"]
