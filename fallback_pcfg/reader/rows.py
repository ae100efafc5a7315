"""Shapes said by their place in a row: what the description rules (fallback_pcfg.reader.postmodifiers) make of
"the blue cube on the right end of the back row".

"On the end of a row" says where the shape is, as "at the end" does: the shape at that end, before a shape
stacked on the end one ("the blue cube on the right end of the back blue row" is the row's rightmost blue
cube). A shape on top of it is said so: "the cube on top of the one at the right end".
"""

from __future__ import annotations

from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Thing

#: What "on the end of a row" costs less read as the end shape itself than as one on it.
AT_END = 0.02


def end_shape_first(preposition: str, place: Thing, descriptions: list[Parse]) -> list[Parse]:
    """The `descriptions` a place gives ("on the right end of the row"), the end shape itself made the cheaper
    when the place is a row's end said with "on"."""
    if preposition != "on" or place.noun != "end":
        return descriptions
    return [Parse(d.end, d.value, d.cost - AT_END, d.skipped) if d.value[0] == "same" else d for d in descriptions]


__all__ = ["end_shape_first"]
