"""Conversion, anaphora and the shape of the whole: antecedents of "it" and "one", and a
take-then-drop sequence of events (see erg_bridge.convert).  These rules only read and
change what the others built (erg_bridge.conversion.ConversionState); they call none of them."""

from __future__ import annotations

from erg_bridge.conversion import ConversionState, word_of
from erg_bridge.errors import ConversionError
from erg_bridge.pieces import Entity

#: Entity types a "one" can repeat.
SHAPES = ("cube", "prism")


class Anaphora:
    """Antecedents, and what a sequence of events means as a whole."""

    def __init__(self, state: ConversionState, allow_missing_destination: bool = False):
        self.state = state
        #: Whether a move without a destination is still a tree (the bridge's variants need them).
        self.allow_missing_destination = allow_missing_destination

    def first_entity(self) -> Entity | None:
        """What "it" points back to: the first event's own shape."""
        for event in self.state.events:
            if event.entity.type != "reference":
                return event.entity
        return None

    def last_shape(self, before: int) -> Entity | None:
        """The shape mentioned last before text position `before` ("the red brick" in "the pyramid
        on the red brick on top of the yellow one"), whatever order the entities were built in."""
        shapes = [e for e in self.state.entities if e.type in SHAPES or e.type == "cube-group"]
        earlier = [e for e in shapes if e.start < before] or shapes
        return max(earlier, key=lambda e: e.start) if earlier else None

    def resolve_sequence(self) -> None:
        """A later event about an earlier event's shape puts it down: take ..., drop it."""
        for index, event in enumerate(self.state.events):
            if index and event.entity.type == "reference":
                event.action = "drop"
                for earlier in self.state.events[:index]:
                    if earlier.entity is event.entity.refers_to and earlier.action == "move":
                        earlier.action = "take"

    def check_destinations(self) -> None:
        """A move needs a destination; a drop may have none ("drop the blue cube"), and a move
        whose shape a later event puts down has become a take (see resolve_sequence)."""
        if not self.has_destinations():
            event = next(e for e in self.state.events if e.action == "move" and e.destination is None)
            raise ConversionError(f'"{word_of(event.verb)}" has no destination')

    def has_destinations(self) -> bool:
        """Whether the events as they stand make a tree (every move has a place, unless allowed not to)."""
        return self.allow_missing_destination or all(
            e.destination is not None for e in self.state.events if e.action == "move")

    def number_antecedents(self) -> None:
        """Give each entity something refers to its id, in the order they are first referred to."""
        order: list[Entity] = []
        for entity in self.state.entities:
            target = entity.refers_to
            if target is not None and target not in order:
                order.append(target)
        for number, target in enumerate(order, 1):
            target.id = number
