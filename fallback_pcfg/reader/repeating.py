"""What "one" and "it" repeat where the nearer thing is meant, not one a sentence before named.

A "one" that is the landmark of a place said right after a noun of its kind repeats that noun: "Oh nice,
you've got a red block! Could you put it on top of the green block just to the right of the one with the
blue block on it?": a green block, not the red block held. A "one" said elsewhere still points back across
sentences ("There are two gray cubes by the red one. Move the one further from it"), and so does one told
apart among several ("... two blue cubes. Put it next to the one on the left") or said with "that"/"other".

"It" in a place said again after a command is the landmark of the place before, not the shape put there:
"Red cube to the other side of the red pyramid: floor square immediately left of it" (also after "i.e.",
"namely", "that is").

    pointed = repeated_here(pointed, repeated_noun(pointed, results, words, i, pointing or other))
    mark = place_mark(acts)                                                   # (fallback_pcfg.reader.afterthoughts)
"""

from __future__ import annotations

from fallback_pcfg.reader.lexical import Parse, Words
from fallback_pcfg.reader.meaning import Act, Thing
from fallback_pcfg.reader.rules import INTENSIFIERS

#: What pointing across sentences costs more when a shape's noun and a place word come right before the "one".
FARTHER = 0.5
#: The nouns a "one" may repeat (`Item.value` of a noun).
SHAPE_NOUNS = frozenset({"cube", "prism", "shape", "stack"})
#: The words that tell one of several apart: "the one on the left" points at a group named before.
TELLING = frozenset({"left", "right", "leftmost", "rightmost"})


def repeated_noun(pointed: list[Parse], results: list[Parse], words: Words, i: int, marked: bool) -> str | None:
    """The noun a "one" at `i` repeats, when a noun of a shape's kind and a place word come right before it
    and it points nowhere by itself (`marked`: "that one", "the other one" point as they say), else None."""
    ones = [r.value for r in results if r.value.type == "one"]
    noun = _noun_placed(words, i) if ones and pointed and not marked else None
    if noun is None or any(one.ordinal or one.plural or TELLING & set(one.indicators) for one in ones):
        return None  # ("the second one", "the left one", "the ones": one of several said before)
    return noun


def repeated_here(pointed: list[Parse], noun: str | None) -> list[Parse]:
    """The readings of a "one" that point at a single shape a sentence before named, dearer when it repeats the
    `noun` right before it (`repeated_noun`; None: it repeats none)."""
    if noun is None:
        return pointed
    # (only against a shape of that kind: "the stack right of the one wearing a pyramid" after a pyramid was
    # named may still mean that pyramid's kind, as the board decides)
    return [Parse(p.end, p.value, p.cost + FARTHER, p.skipped, p.whole)
            if p.value.group is None and not p.value.plural and p.value.type == noun else p for p in pointed]


def _noun_placed(words: Words, i: int) -> str | None:
    """The type of the shape's noun when the words before `i` are that noun and a place ("the green block just
    to the right of | the one"; not "the stack that stands right of | the one": a clause between may say of
    another), else None."""
    j = i - (words.words[i - 1] == "the") if i else 0
    for place in [p for k in range(max(0, j - 6), j) for p in words.at(k, "relation") if p.end == j]:
        k = place.start
        while k > 0 and words.words[k - 1] in INTENSIFIERS:
            k -= 1  # ("just", "right": only stress the place)
        for noun in [n for s in range(max(0, k - 3), k) for n in words.at(s, "type") if n.end == k]:
            if noun.value in SHAPE_NOUNS:
                return noun.value
    return None


def place_mark(acts: list[Act]) -> Thing | None:
    """What "it" means in a place said again after a command: the landmark of the place before, not the shape
    put there ("Red cube to the other side of the red pyramid: floor square immediately left of it": the
    pyramid; a shape is not put beside itself). Only a landmark it goes beside: of "on top of the green cube
    ...: one square to the right and one back from it" the "it" may be another landmark said in between."""
    place = acts[-1].place if acts else None
    mark = place.landmark if place is not None and place.name not in ("above", "within") else None
    return mark if mark is not None and mark.type in SHAPE_NOUNS else None
