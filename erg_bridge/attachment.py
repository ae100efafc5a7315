"""Attachment variants: the same words, with their PPs attached the way RCL attaches them.

The ERG offers many attachments of a command's prepositional phrases, but a
grammar with a thin lexicon (and a 100-reading cap) often lacks the one the
annotators chose: "put it on the gray block near the corner" may come only
with both PPs on the verb, or "near the corner" on "it".  RCL's own
convention is simple and never varies in the treebank: an entity has at most
one spatial relation, and a further PP describes the landmark of the one
before it (a chain).  So from each reading we also derive the trees that keep
its entities and relations but re-attach them by that convention:

- the event's locative PPs (on its entity, its destination, or left on the
  verb), in text order, are cut once: those before the cut chain onto the
  entity, the first after it is the destination and the rest chain onto it;
- a take has no destination: everything chains onto its entity;
- "it" (a reference) takes no description: everything goes to the destination.

The planner (+SP) and the ranker (-SP, with a feature saying the tree is a
variant) choose among the original and its variants.
"""

from __future__ import annotations

from itertools import product
from typing import Iterator

from erg_bridge.pieces import Entity, Event, Relation

#: Bound on variants per reading (the product over a sequence's events).
MAX_VARIANTS = 16


def chunks(event: Event) -> list[Relation]:
    """The event's relations, flattened from every chain and sorted by text position."""
    found: list[Relation] = []

    def collect(rel: Relation) -> None:
        found.append(rel)
        if rel.landmark is not None:
            for inner in rel.landmark.relations:
                collect(inner)

    for rel in event.entity.relations:
        collect(rel)
    if event.destination is not None:
        collect(event.destination)
    for rel in event.extras:
        collect(rel)
    return sorted(found, key=lambda r: r.start)


def attachments(event: Event) -> list[tuple[list[Relation], list[Relation]]]:
    """(entity chain, destination chain) pairs the convention allows for this event."""
    rels = chunks(event)
    if not rels or any(r.start < 0 for r in rels):
        return []
    if event.action == "take":
        return [(rels, [])]
    cuts = [0] if event.entity.type == "reference" else range(len(rels))
    options = [(rels[:k], rels[k:]) for k in cuts]
    if event.action == "drop" and event.entity.type != "reference":
        options.append((rels, []))  # "drop the cube on the red block": a description, no place
    return options


def _chain(rels: list[Relation]) -> bool:
    """Link each relation's landmark to the next relation; False if a landmark is missing."""
    for rel, following in zip(rels, rels[1:]):
        if rel.landmark is None:
            return False
        rel.landmark.relations = [following]
    if rels and rels[-1].landmark is not None:
        rels[-1].landmark.relations = []
    return True


class _Saved:
    """The attachment state of events, to restore after building a variant."""

    def __init__(self, events: list[Event]):
        self.events = events
        self.destinations = [e.destination for e in events]
        self.relations: dict[int, tuple[Entity, list[Relation]]] = {}
        for event in events:
            for entity in [event.entity] + [r.landmark for r in chunks(event) if r.landmark is not None]:
                self.relations[id(entity)] = (entity, list(entity.relations))

    def restore(self) -> None:
        for event, destination in zip(self.events, self.destinations):
            event.destination = destination
        for entity, relations in self.relations.values():
            entity.relations = relations


def variants(events: list[Event]) -> Iterator[list[Event]]:
    """Yield the events re-attached by each combination of per-event options.

    The events are modified in place for the duration of each step and restored
    afterwards: freeze them (`node()`) before asking for the next variant.
    """
    per_event = [attachments(e) or [None] for e in events]
    saved = _Saved(events)
    try:
        for count, choice in enumerate(product(*per_event)):
            if count >= MAX_VARIANTS:
                return
            saved.restore()
            ok = True
            for event, option in zip(events, choice):
                if option is None:
                    continue
                on_entity, to_destination = option
                for rel in on_entity + to_destination:
                    if rel.landmark is not None:
                        rel.landmark.relations = []
                ok = ok and _chain(on_entity) and _chain(to_destination)
                event.entity.relations = on_entity[:1]
                event.destination = to_destination[0] if to_destination else None
            if ok:
                yield events
    finally:
        saved.restore()
