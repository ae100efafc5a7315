"""An ordinal said with no noun after it: "take the second from the right", "in the gray row, take the 3rd from
the left", "the fourth counting from the back".

"The second from the right" counts shapes, as "the second one from the right" does: the noun left out is "one"
(the shape meant is of the kind the command names elsewhere, or any). It may also count the board's lines ("the
third from the left" a column), as the phrase rules read it (fallback_pcfg.reader.phrases): the board tells.

A rule layer of the command reader (fallback_pcfg.reader.rules) over the noun phrases.
"""

from __future__ import annotations

from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Thing
from fallback_pcfg.reader.phrases import Phrases

#: Words after a bare ordinal that say where it counts from ("the second from the right", "in from", "counting").
COUNTED_FROM = frozenset({"from", "in", "counting", "counted", "when", "if"})
#: What a bare ordinal costs read as a shape ("the second from the right": one), a little less than as a line of
#: the board (`Nouns._headless`).
AS_SHAPE = 0.45


class Ordinals(Phrases):
    """The rules of an ordinal with its noun left out."""

    def _headless(self, j: int, thing: Thing, cost: float, skipped: tuple, results: list, started: int) -> None:
        """A phrase without a noun (`Nouns._headless`), and an ordinal counted from a side said as one shape
        ("the second from the right")."""
        super()._headless(j, thing, cost, skipped, results, started)
        if j > started and thing.ordinal and not (thing.colours or thing.checks or thing.relations) and (
                self.word(j) in COUNTED_FROM or self.context and self._phrase_ends(j)):  # ("count the cubes
            # from the corner and take the third": of those said before)
            one = thing.copy()
            one.type, one.at = "one", j - 1
            results.append(Parse(j, one, cost + AS_SHAPE, skipped))


    def _phrase_ends(self, j: int) -> bool:
        """Whether a phrase ending before `j` ends a clause: the end, a stop, a comma, "and", "then"."""
        return j >= len(self.w) or j in self.w.stops or j in self.w.commas or bool(self.items(j, "and", "then"))


__all__ = ["AS_SHAPE", "COUNTED_FROM", "Ordinals"]
