"""The noun of a noun phrase: what the command reader makes of the noun after its modifiers ("cube", "stack",
"corner", "the square one", "the red yellow red green cube row") and of a phrase said without one ("the red", "the
left").

A rule layer of the command reader (fallback_pcfg.reader.rules): the modifier rules
(fallback_pcfg.reader.modifiers) end in it, the noun-phrase rules (fallback_pcfg.reader.phrases) build on it.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import (EDGE_NOUNS, HALVES, LINES, NEARER_FARTHER, SIDE_NOUNS, SQUARES, compared,
                                            corner_sides)
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing, capped_stack, stack_of
from fallback_pcfg.reader.members import COLLECTIVES, FORMATIONS
from fallback_pcfg.reader.rules import Rules
from fallback_pcfg.reader.sizes import SIZED


#: Words after a count that say which way it counts ("move X one closer to me"): not "the square one".
COUNTED_WAYS = NEARER_FARTHER | {"more", "over"}


class Nouns(Rules):
    """The rules of the noun ending a noun phrase, and of a phrase without one."""

    def _noun(self, item: Item, thing: Thing, cost: float, skipped: tuple, results: list) -> None:
        t = thing.copy()
        t.noun, t.at = item.phrase[:-2] if item.phrase.endswith("'s") else item.phrase, item.start  # ("the block's")
        if item.kind in ("one", "ones"):
            t.type, t.plural = "one", item.kind == "ones"
            bare = not (thing.colours or thing.indicators or thing.checks or thing.ordinal)
            results.append(Parse(item.end, t, cost + (0.3 if bare else 0.0), skipped))
            return
        t.type = item.value
        if t.type == "board" and t.colours:
            cost += 0.3  # "the red and blue checkerboard" is more likely a group of shapes than the board
        if t.type == "shape":
            t.guess = item.phrase
        if t.type == "cube" and item.phrase in SQUARES and not t.colours:
            cost += 0.3  # "the square just in front of X" is a square of the board; "the red square" a shape
        if t.type == "region":  # "the middle", "the center": a side of the board named by its noun
            t.indicators += [i.value for i in self.items(item.start, "indicator") if i.end == item.end
                             and i.value not in t.indicators]
        if t.type == "corner":  # "the far right corner": far (front) and right
            t.indicators = corner_sides(t.indicators)
        if t.type == "corner" and t.colours:  # "the yellow corner": the yellow shape in a corner
            shape = Thing("shape", colours=t.colours, relations=[Relation("within", Thing("corner", indicators=list(
                t.indicators), noun="corner"))], noun="corner")
            results.append(Parse(item.end, shape, cost + 0.1, skipped))
            cost += 0.3  # a corner of the board has no colour
        if item.phrase in EDGE_NOUNS and t.indicators and t.type in ("region", "edge") and t.indicators[0] != "center":
            t.type = "edge"  # "the back row", "the far side": the row along that edge ("the middle row": the middle)
        if t.type == "edge" and (self.word(item.end) in LINES or item.phrase in SIDE_NOUNS and self.word(
                item.end) in ("wall", "walls")):  # "the edge row near the robot", "the right side wall": the edge
            results.append(Parse(item.end + 1, t.copy(), cost, skipped))
        if item.phrase in ("wall", "walls") and t.indicators and not t.colours and t.type == "cube-group":
            edge = t.copy()  # "the right hand wall": the shapes along that edge, or the group farthest that way
            edge.type = "edge"
            results.append(Parse(item.end, edge, cost, skipped))
            cost += 0.05
        if t.type == "region" and t.colours and not t.indicators and item.phrase in HALVES:
            t.type = "shape"  # "the gray part", "the blue area": no side of the board, the shapes of that colour
        if item.phrase in COLLECTIVES and (t.colours or item.phrase in FORMATIONS or t.count and item.phrase == SIZED
                                           ) and t.type in (  # ("the 3x3": a block that size, of any colours)
                "region", "stack", "cube-group"):
            if t.type == "stack" and t.colours or t.type == "cube-group" and t.colours and any(
                    i.kind == "type" and i.value == "cube-group" and i.end == item.end for i in self.items(item.start)):
                # "the tallest green pile": a stack, or a heap of green shapes; "right of the red pair": the group
                # the lexicon names first, then its shapes
                results.append(Parse(item.end, t.copy(), cost, skipped))
                cost += 0.05
            t.type = "shape"  # "the blue row": the blue shapes in it; "the wall": the shapes of it
        typed = self.word(item.end - 1)
        several = typed.endswith("s") and not typed.endswith("'s")  # ("the red cube's hat": one cube)
        t.plural = t.plural or (t.type == "cube" and several and not self.w.listed(item.phrase))
        if t.type == "stack" and t.count and t.count > 1 and not several:
            # "the 2 red stack", "the two-blue stack", "the all-gray 2-stack": one stack, that many high
            t.checks.append(Check("height", count=t.count))
            t.count, t.plural, t.said_count = None, False, False
        results.append(Parse(item.end, t, cost, skipped))
        capped = t.type in ("cube", "prism") and not several and len(t.colours) > 1  # "the R/Y/cyan-pyramid stack"
        for n in [n for n in self.items(item.end, "type") if n.value == "stack" and n.end == item.end + 1]:
            if t.type == "cube" and (several or capped):  # "the two blue cubes stack", "the red and grey cube stack"
                results.append(Parse(n.end, stack_of(t), cost + 0.05, skipped))
            if capped:  # (a pyramid said last can only be its top; a cube said last may be)
                results.append(Parse(n.end, capped_stack(t), cost + 0.1, skipped))
        if t.type in ("cube", "prism") and not t.plural:  # "the square one", "the plain cubic one": of that shape
            results += [Parse(one.end, t, cost + 0.05, skipped) for one in self.items(item.end, "one")
                        if not self.items(one.end, "type", "unit", "gap", "relation") and self.word(
                            one.end) not in COUNTED_WAYS]  # ("the square one row back", "X one closer": a count)
        if t.type in ("cube", "prism") and self.word(item.end) in COLLECTIVES and self.word(item.end) != "block":
            group = t.copy()  # "the red yellow red green cube row": a row of those cubes
            group.noun, group.plural = self.word(item.end), False
            results.append(Parse(item.end + 1, group, cost + 0.05, skipped))

    def _headless(self, j: int, thing: Thing, cost: float, skipped: tuple, results: list, started: int) -> None:
        """A phrase without a noun: "the red" (a shape of that colour), "the left" (a side of the board)."""
        if j <= started:
            return
        if thing.colours:  # "the red", "the front-left red"
            t = thing.copy()
            t.type, t.at = "shape", j - 1
            t.plural = t.plural or self.word(j - 1).endswith("s")  # "the right end of the greens": several
            results.append(Parse(j, t, cost + (0.4 if not thing.indicators else 0.5), skipped))
        elif thing.indicators and not thing.colours and len(thing.indicators) <= 2 or thing.ordinal and not thing.colours \
                or compared(thing) and self.items(j, "of"):  # "the taller of the two stacks": one of those
            t = thing.copy()
            t.type = "region"
            results.append(Parse(j, t, cost + 0.5, skipped))
