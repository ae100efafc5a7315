"""The words before a noun: what the command reader makes of "the second tall red and blue", "the gray floor",
"the red-topped", "the left 2x2 white", "the green corner" before the noun they describe.

A rule layer of the command reader (fallback_pcfg.reader.rules) over the nouns (fallback_pcfg.reader.nouns): the
noun-phrase rules (fallback_pcfg.reader.phrases) build on it.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import SQUARES, compared, place_noun, same_word
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing
from fallback_pcfg.reader.nouns import Nouns
from fallback_pcfg.reader.sizes import SHAPE_WORDS, SIZED, counts_tall_ones, grid_sizes, height_after, size_by

#: Places of the board that may stand before a noun, with the relation of what stands there ("the floor cube").
PLACE_NOUNS = {"board": "above", "corner": "within", "edge": "above"}
#: Nouns such a place may describe: shapes, stacks and squares.
PLACED_NOUNS = frozenset({"cube", "prism", "shape", "stack", "tile", "cube-group"})


def _placed_at(thing: Thing, item: Item) -> Thing:
    """`thing` said to stand at a place of the board named before its noun ("the floor cube", "the left-edge
    square", "the back-right corner tower"): the sides said before that place are the place's."""
    placed = thing.copy()
    place = Thing(item.value, indicators=list(thing.indicators), noun=item.phrase)
    placed.indicators = []
    placed.relations.append(Relation(PLACE_NOUNS[item.value], place))
    return placed


class Modifiers(Nouns):
    """The rules of the modifiers before a noun, read into the thing the noun names."""

    def _modifiers(self, j: int, thing: Thing, cost: float, skipped: tuple, results: list,
                   started: int, guard: int = 0) -> None:
        """Read modifiers from `j` into `thing`, then the noun; every way of doing so into `results`."""
        if guard > 8 or j >= len(self.w) or ((j in self.w.stops or j in self.w.arrows) and j > started):
            self._headless(j, thing, cost, skipped, results, started)
            return
        after_comma = j > started and j in self.w.commas  # ("on right, one farther from X": "one" there starts an
        # aside, never the count or the noun of the phrase before the comma)
        for item in self.items(j):
            if after_comma and item.phrase in ("one", "ones"):
                continue
            t = thing.copy()
            end = item.end
            if item.kind == "color":
                t.colours += item.value.split()  # (one, or a stack's initials: "the RRB stack")
            elif item.kind == "indicator" and item.value == "top":
                t.checks.append(Check("free"))
            elif item.kind == "indicator":
                t.indicators.append(item.value)
                if item.value == "center" and item.phrase in ("middle", "center", "centre", "central"):
                    among = thing.copy()  # "the middle stack (in the back row)": the middle one of those in a line
                    among.checks.append(Check("middle"))
                    self._modifiers(end, among, cost + 0.1, skipped, results, started, guard + 1)
                if item.value == "front" and item.phrase in ("top", "upper"):  # "the top cube": the one on top
                    high = thing.copy()
                    high.checks.append(Check("free"))
                    shape_next = any(n.kind == "type" and n.value in ("cube", "prism", "shape") or n.kind in (
                        "one", "color") for n in self.items(end))  # "the top (blue) cube", not "the top left corner"
                    self._modifiers(end, high, cost + (-0.05 if shape_next else 0.1), skipped, results, started,
                                    guard + 1)
            elif item.kind == "ordinal" and self.items(end, "tall", "short"):  # "the second tallest stack"
                degree = self.items(end, "tall", "short")[0]
                t.checks.append(Check("tallest" if degree.kind == "tall" else "shortest", count=int(item.value)))
                end = degree.end
            elif item.kind == "ordinal" and not self.items(j, "last-2", "last-3", "last-4"):  # ("second to last")
                t.ordinal = int(item.value)
            elif item.kind == "cardinal" and size_by(self.w, end):  # "a two by two block": a group on four squares
                t.count, end = int(item.value) * size_by(self.w, end)[0], size_by(self.w, end)[1]
            elif item.kind == "cardinal" and height_after(self.w, end) and not counts_tall_ones(self.w, item):
                t.checks.append(Check("height", count=int(item.value)))
                t.colours += [v for c in self.items(end, "color")[:1] for v in c.value.split()] if self.word(
                    end) not in SHAPE_WORDS else []
                end = height_after(self.w, end)
            elif item.kind == "cardinal":
                t.count = int(item.value)
                t.plural = item.value != "1"
                t.said_count = True
            elif item.kind == "farther":
                t.indicators.append("front")  # "the farther blue cube"
            elif item.kind == "nearer":
                t.indicators.append("back")  # "the nearer one"
            elif item.kind == "tall":
                t.checks.append(Check("tallest"))
            elif item.kind == "short":
                t.checks.append(Check("shortest"))
            elif item.kind in ("inner", "outer"):
                t.checks.append(Check(item.kind))  # "the inner red row": the one nearest the middle
            elif item.kind.startswith("last"):  # "the last green", "the second to last": (so far) from an end
                t.checks.append(Check("end", count=int(item.kind[5:]) if item.kind[5:] else None))  # of the line
            elif item.kind == "free":
                t.checks.append(Check("free"))
            elif item.kind == "flat":  # "the flat-topped stack"
                t.checks.append(Check("flat"))
            elif item.kind.startswith("high-"):  # "the single-height green cube", "the double red stack"
                t.checks.append(Check("height", count=int(item.kind[len("high-"):])))
            elif item.kind == "held":
                t.held = True
            elif item.kind == "and" and thing.colours and self.items(end, "color"):
                pass  # "red and blue": the colours of one stack
            elif item.phrase == "on" and thing.colours and self.items(end, "color"):
                pass  # "the red-on-gray stack": its colours
            elif item.kind == "all" and self.items(end, "color"):
                pass  # "the all-gray stack": its colour, every shape of it
            elif item.kind == "and" and thing.indicators and self.items(end, "indicator"):
                pass  # "the front and right side": both sides
            elif item.kind == "only":
                pass  # "the only empty hole": the one there is, as any "the" says
            elif item.kind == "type" and item.value == "board" and any(n.kind == "type" and n.value in (
                    "cube", "prism", "shape", "tile", "region", "edge", "corner") for n in self.items(end)):
                if not any(n.value in ("tile", "region", "edge", "corner") for n in self.items(end, "type")):  # (the
                    t.relations.append(Relation("above", Thing("board")))  # floor cube: on it; board center: its own)
            elif item.kind == "type" and item.value == "prism" and thing.colours and any(
                    n.kind == "type" and n.value == "stack" for n in self.items(end)):  # "the red pyramid stack": the
                t.checks.append(Check("under", Thing("prism", colours=[t.colours.pop()])))  # one a red pyramid tops
            elif item.kind == "topped" and thing.colours:
                t.checks.append(Check("under", Thing("shape", colours=[t.colours.pop()])))  # "red-topped"
            elif item.kind == "based" and thing.colours:
                t.checks.append(Check("bottom", Thing("shape", colours=[t.colours.pop()])))  # "the blue-based ones"
            elif item.kind == "type" and item.value in PLACE_NOUNS and self._noun_after(end):
                t = _placed_at(thing, item)  # "the gray floor cube", "the back-right corner tower"
            else:
                continue
            self._modifiers(end, t, cost + 0.01, skipped, results, started, guard + 1)
        for end, size in grid_sizes(self.w, j):  # "the left 2x2 white patch": a group on four squares
            t = thing.copy()
            t.count = size
            self._modifiers(end, t, cost + 0.01, skipped, results, started, guard + 1)
            self._noun(Item(j, end, "type", "cube-group", SIZED), t, cost + 0.02, skipped, results)  # "the yellow 2x2"
        for item in self.items(j, "type"):  # "the green corner cube", "the red corner block": in a corner
            if item.value == "corner" and any(n.kind == "type" and n.value in ("cube", "prism", "shape", "stack")
                                              for n in self.items(item.end)):
                self._noun_in_corner(item, thing, cost, skipped, results)
        for item in self.items(j, "formation"):  # "the long gray wall", "the far blue pair": a group of shapes
            self._noun(Item(item.start, item.end, "type", "cube-group", item.phrase), thing, cost, skipped, results)
        for item in self.items(j, "type") if thing.colours else []:  # "the red floor": the red shapes laid on it,
            if item.value == "board":  # when the board itself will not do
                self._noun(Item(item.start, item.end, "type", "cube-group", item.phrase), thing, cost + 0.1, skipped,
                           results)
        for item in self.items(j, "type", "one", "ones"):
            if item.phrase in SQUARES and not thing.colours and any(c.kind == "free" for c in thing.checks) and \
                    not self.items(item.end, "one"):
                continue  # "the empty square" is a square of the board, not a shape ("the plain square one" is)
            if after_comma and item.phrase in ("one", "ones"):
                continue
            self._noun(item, thing, cost, skipped, results)
            generic = item.end  # "the pyramid piece", "the pyramid-shaped thing": a piece of that kind
            while generic < item.end + 2 and any(n.value == "shape" and n.end == generic + 1
                                                 for n in self.items(generic, "type")) and item.value in ("cube", "prism"):
                generic += 1
            if generic > item.end:
                self._noun(Item(item.start, generic, "type", item.value, item.phrase), thing, cost, skipped, results)
            place = place_noun(item, thing)
            if place is not None and any(n.kind == "color" or n.kind == "type" and n.value in (
                    "cube", "prism", "stack", "cube-group") for n in self.items(item.end)):
                # "the back-right corner stack", "the back-row magenta cube", "the back-row group": the shapes there
                self._modifiers(item.end, Thing("", relations=[place]), cost + 0.05, skipped, results, started,
                                guard + 1)
        for item in self.items(j, "step") if thing.checks or thing.ordinal else []:
            # "the lowest step (of the green staircase)": the top of the shortest column of those meant
            stepped = thing.copy()
            stepped.checks.append(Check("free"))
            self._noun(Item(item.start, item.end, "type", "shape", item.phrase), stepped, cost + 0.1, skipped, results)
        for item in self.items(j, "hat"):  # "the gray pointy hat": a pyramid, worn on top of a shape
            self._noun(Item(item.start, item.end, "type", "prism", item.phrase), thing, cost + 0.05, skipped, results)
        for item in self.items(j, "gap"):  # "the gap", "the empty square": a square of the board
            if compared(thing) and item.phrase in SQUARES:  # "the low spot in the wall": the top of its lowest column
                self._noun(Item(item.start, item.end, "type", "shape", item.phrase), thing, cost + 0.1, skipped,
                           results)
            t = thing.copy()
            t.type, t.noun = "tile", item.phrase
            t.indicators = [i for i in t.indicators if i != "individual"]  # "the single empty cell": the one there is
            if item.kind == "gap" and item.phrase not in SQUARES or any(  # "gap", "hole", "empty spot": free
                    c.kind == "free" for c in t.checks):
                t.checks = [c for c in t.checks if c.kind != "free"] + [Check("free")] + [Check("gap")] * any(
                    h.end == item.end for h in self.items(item.start, "hole"))  # "the hole": in a line, if one is
            results.append(Parse(item.end, t, cost + 0.05, skipped))
        if j < len(self.w) and not self.w.known(j) and any(n.guess and same_word(n.guess, self.word(j))
                                                           for n in self.context):
            t = thing.copy()  # "take the hat off ...": the hats named before
            t.type, t.guess, t.noun = "shape", self.word(j), self.word(j)
            results.append(Parse(j + 1, t, cost + 0.1, skipped))
        if not self.w.content(j) and not self.items(j, "det", "and", "then", "it", "that", "is", "with", "not",
                                                     "off", "from") and j < len(self.w):  # ("top gray off X": a source)
            # An adjective nobody knows ("the pointy red cube"), or a noun ("the red cap").
            self._modifiers(j + 1, thing.copy(), cost + self.skip_cost(j), skipped + (j,), results, started, guard + 1)
            if (thing.colours or thing.indicators) and not self.w.known(j):
                guess = thing.copy()
                guess.type, guess.guess, guess.noun = "shape", self.word(j), self.word(j)
                results.append(Parse(j + 1, guess, cost + 0.8, skipped))
        self._headless(j, thing, cost, skipped, results, started)

    def _noun_after(self, j: int) -> bool:
        """Whether the noun of a shape or a square follows at `j`, after colours maybe ("the corner blue cube");
        a mark the user typed ends the noun phrase ("on the back edge (one left of X)")."""
        while self.items(j, "color") and not self._marked(j):
            j = max(item.end for item in self.items(j, "color"))
        return not self._marked(j) and any(item.kind in ("one", "gap") or item.kind == "type" and item.value in PLACED_NOUNS
                   for item in self.items(j))

    def _marked(self, j: int) -> bool:
        """Whether a stop, comma, bracket or arrow the user typed stands before word `j`."""
        return j in self.w.commas or j in self.w.stops or j in self.w.arrows

    def _noun_in_corner(self, corner: Item, thing: Thing, cost: float, skipped: tuple, results: list) -> None:
        """"the red corner block" of a checkerboard: the shape at a corner of the shapes it stands among (the
        corner of the board is `_placed_at`'s reading; a bare "corner stack" is only that)."""
        if place_noun(corner, thing) is not None:
            return
        for noun in self.items(corner.end, "type"):
            if noun.value not in ("cube", "prism", "shape", "stack"):
                continue
            before = len(results)
            self._noun(noun, thing, cost, skipped, results)
            for k in range(before, len(results)):
                grouped = results[k].value.copy()
                grouped.checks.append(Check("corner"))
                results[k] = Parse(results[k].end, grouped, results[k].cost + 0.1, results[k].skipped)
