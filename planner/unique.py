"""The one thing a description names, or why it names none or several (the planner's reasons, with the
shapes it found for a question or a listing).

    the_one(entity, world, antecedents)           # the single available thing, else IncoherentError
    not_unique(query, world, before, after, WHERE, "where to put it: ")   # the error to raise
"""

from __future__ import annotations

from rcl.model import Branch
from planner.errors import AMBIGUOUS, COVERED, WHAT, IncoherentError
from planner.grounding import Antecedents, available, compile_entity, missing, shapes_of
from planner.query import Query
from planner.world import Thing, World, where


def the_one(entity: Branch, world: World, antecedents: Antecedents, context=available) -> Thing:
    """The single thing an entity denotes (with the Available filter), else a reason why not."""
    query = compile_entity(entity, antecedents)
    things = query.solve(world)
    chosen = context(world, things) if context is not None else things
    if len(chosen) == 1:
        return chosen[0]
    raise not_unique(query, world, things, chosen, WHAT)


def not_unique(query: Query, world: World, before: list[Thing], after: list[Thing], role: str,
               lead: str = "") -> IncoherentError:
    """Why `query` names no single thing, `lead` put before the reason.

    'there is no blue cube; there is a blue prism at (1,2,0)' / 'every red cube has something
    on top of it' / '2 red cubes match: at (1,2,0) and (3,4,0)' (`before` and `after` are the
    things before and after the filter that made it fail).
    """
    if not after and before:
        return IncoherentError(f"{lead}every {query.words()} has something on top of it", kind=COVERED,
                               role=role, entity=query.node, alternatives=shapes_of(before))
    if not after:
        return missing(f"{lead}there is no {query.words()}", query, world, role)
    return IncoherentError(f"{lead}{len(after)} {query.words(plural=True)} match: {where(after)}",
                           kind=AMBIGUOUS, role=role, entity=query.node, matches=shapes_of(after))


__all__ = ["not_unique", "the_one"]
