"""What a reading may ask: the values a rule binds for the rules it uses, the shape taken in the second step of a
take ("... and put it left of it"), the landmark of the place before ("... three squares to its left") and the shape
a clause moves; asking marks the readings being read as depending on the value, which the memo
(fallback_pcfg.reader.rules) keys them on.
"""

from __future__ import annotations

from contextlib import AbstractContextManager, contextmanager
from typing import Iterator

from fallback_pcfg.reader.meaning import Thing


class Binding:
    """The values bound for the rules a rule uses, and what the readings being read asked of them."""

    @property
    def taken(self) -> Thing | None:
        """What "it" means inside the second step of a take ("take X and set it down left of it"), where it
        is the shape taken, not one that may be pointed at as "the one"."""
        return self._ask_value("taken")

    @property
    def mentioned(self) -> Thing | None:
        """What "its" means in a place said after another place ("in the same row as the green stack,
        three squares to its left"): the landmark of the place before."""
        return self._ask_value("mentioned")

    @property
    def moving(self) -> Thing | None:
        """The shape the clause being read moves: what "it" may also mean in its place ("put the green block on
        the red block two squares in front of it")."""
        return self._ask_value("moving")

    @property
    def landmarks_taken(self) -> Thing | None:
        """The shape taken as a noun said again in the second step sees it: only its landmarks ("take the blue
        cube off the green cube and put it left of the green cube"), one value for all shapes taken with the
        same landmarks, so that such a step is read once for all of them, not again for each."""
        return self._ask_value("landmarks")

    def taking(self, thing: Thing) -> AbstractContextManager[None]:
        """Read with `thing` as the shape taken (the second step of a take)."""
        return self._binding(taken=thing, landmarks=self._alike_taken(thing))

    def placing(self, thing: Thing | None) -> AbstractContextManager[None]:
        """Read the place of a clause with `thing` as the shape it moves (None: none that a place may name)."""
        return self._binding(moving=thing)

    def mentioning(self, thing: Thing) -> AbstractContextManager[None]:
        """Read with `thing` as the landmark of the place before."""
        return self._binding(mentioned=thing)

    def _alike_taken(self, thing: Thing) -> Thing:
        """`thing` with only what leads to its landmarks (see `pointing.named_before`), the same object for
        all things with the same ones."""
        bare = Thing("shape", relations=list(thing.relations), checks=[c for c in thing.checks if c.kind == "group"])
        return self._alike.setdefault(repr(bare), bare)

    @contextmanager
    def _binding(self, **things: Thing) -> Iterator[None]:
        before = {name: (self._said[name], self._since[name]) for name in things}
        for name, thing in things.items():
            self._said[name], self._since[name] = thing, len(self._asked)
            self._bound.append(thing)
        try:
            yield
        finally:
            for name, (said, since) in before.items():
                self._said[name], self._since[name] = said, since

    def _ask_value(self, name: str) -> Thing | None:
        """What is bound as `name`; asking marks the readings being read as depending on it."""
        self._ask((name,))
        return self._said[name]

    def _ask(self, names: tuple[str, ...]) -> None:
        """The innermost entry being read depends on what is bound as `names` (each if it was bound before
        that entry began: a value bound inside is the entry's own doing)."""
        depth = len(self._asked)
        for name in names:
            if depth > self._since[name]:
                self._asked[-1].add(name)

    def _ids(self, names: tuple[str, ...]) -> tuple[int, ...]:
        return tuple(id(self._said[name]) for name in names)
