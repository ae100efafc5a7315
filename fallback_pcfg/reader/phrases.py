"""Noun phrases: what the command reader makes of "the tall stack with a red cube at the bottom", "the
second blue block from the left in the far row", "the plain one, not the one under the blue pyramid".

Every rule returns all its readings of the words from a position, each a
`Parse` (where it ends, what it means, what it cost); a reading costs more the
more words it leaves out (a word that means something costs most) and the
rarer its construction.  Readings are kept per rule and position, the
cheapest `BEAM` of them.  Places ("two squares left of X") are the clause
rules' (fallback_pcfg.reader.commands), relations ("on top of X") are here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from fallback_pcfg.reader.lexical import Item, Words
from fallback_pcfg.reader.meaning import Check, Relation, Thing

#: How many readings a rule keeps per position.
BEAM = 16
#: What leaving a word out costs: one that means something, one nobody knows, a small word.
SKIP_CONTENT, SKIP_UNKNOWN, SKIP_SMALL = 3.0, 0.6, 0.15
#: Leaving out a word that builds a phrase ("with", "it", "not"): it says how the others go together.
SKIP_STRUCTURE = 0.5
#: Relations that describe where a thing is, by the planner's semantics.
DESCRIBING = frozenset({"above", "within", "nearest", "adjacent", "left", "right", "front", "backward", "between",
                        "same", "part"})
#: Nouns of a line or heap of shapes: "the far row of blue cubes" means the blue cubes in it.
COLLECTIVES = frozenset({"row", "line", "column", "group", "cluster", "set", "bunch", "rows", "lines", "wall", "walls",
                         "block", "patch", "pile", "heap", "diagonal", "staircase", "stairs"})
#: Words a relation phrase may end in that take no landmark after them ("to the back", "in front").
SIDE_WORDS = frozenset({"back", "front", "left", "right", "forward", "backward", "forwards", "backwards", "rear",
                        "ahead"})
#: Nouns that count a move ("two squares left"), not name a landmark.
UNIT_NOUNS = frozenset({"square", "squares", "step", "steps", "space", "spaces", "spot", "spots", "tile", "tiles",
                        "field", "fields", "cell", "cells", "place", "places", "position", "positions"})
#: Nouns of a line of squares across the board, counted from a side ("the second row from the back").
LINES = frozenset({"row", "line", "column", "file", "rank", "lane"})
#: Nouns of one square counted from a side ("the fourth square from the back").
SQUARES = frozenset({"square", "field", "spot", "space", "place", "tile", "cell", "position"})
#: Nouns that name the board's edges by their side.
EDGE_NOUNS = frozenset({"row", "line", "edge", "side", "border", "end", "rim"})
#: Words that only stress the relation after them: "right behind", "just left of", "directly on".
INTENSIFIERS = frozenset({"right", "just", "directly", "immediately", "exactly", "way", "all", "straight", "over",
                          "down", "up", "out", "back over"})
#: Prepositions of motion: they say where a shape goes, never where one is.
MOTION = frozenset({"onto", "into", "on to", "in to", "up onto", "onto the top of", "on to the top of", "to the top of"})


@dataclass
class Parse:
    """A reading of words[start:end]: its meaning, its cost, and the positions it left out."""

    end: int
    value: Any
    cost: float
    skipped: tuple[int, ...] = ()


class Phrases:
    """The noun-phrase and relation rules over one command's words (memoised per position)."""

    def __init__(self, words: Words):
        self.w = words
        self._memo: dict[tuple, list[Parse]] = {}
        #: What the sentences before named ("There are two blue cubes."), most recent last: what
        #: "that stack", "the one on the left" and "it" may mean.
        self.context: tuple[Thing, ...] = ()

    # --- small helpers ------------------------------------------------------------

    def items(self, i: int, *kinds: str) -> list[Item]:
        return [item for item in self.w.at(i) if not kinds or item.kind in kinds]

    def word(self, i: int) -> str:
        return self.w.words[i] if 0 <= i < len(self.w) else ""

    def skip_cost(self, i: int) -> float:
        if self.w.content(i):
            return SKIP_CONTENT
        if self.items(i, "with", "it", "not", "direction"):
            return SKIP_STRUCTURE
        return SKIP_SMALL if self.w.known(i) else SKIP_UNKNOWN

    def span_cost(self, a: int, b: int) -> float:
        return sum(self.skip_cost(k) for k in range(a, b))

    def fillers(self, i: int, most: int = 2) -> list[tuple[int, float, tuple[int, ...]]]:
        """Where reading may go on after leaving out up to `most` words from `i` that carry no
        meaning (never across a sentence's end)."""
        found = [(i, 0.0, ())]
        j, cost, skipped = i, 0.0, ()
        for _ in range(most):
            if j < len(self.w) and self.word(j) in INTENSIFIERS and self._relation_at(j + 1) and self.word(
                    j - 1) not in ("the", "its", "my", "your", "from"):  # "from the right in the row": a side
                # "right behind", "just left of": the word stresses the relation, it is said, not left out
                j, cost = j + 1, cost + 0.05
                found.append((j, cost, skipped))
                continue
            if self.word(j) in ("at", "on", "in", "to") and any(
                    r.phrase.split()[-1] in ("of", "to", "from") for r in self.items(j + 1, "relation")):
                j, cost = j + 1, cost + 0.05  # "at right side of X", "to left of X": said with the relation
                found.append((j, cost, skipped))
                continue
            if j >= len(self.w) or self.w.content(j) or (j in self.w.stops and j != i):
                break
            cost += self.skip_cost(j)
            skipped += (j,)
            j += 1
            found.append((j, cost, skipped))
        return found

    def _relation_at(self, j: int) -> bool:
        return bool(self.items(j, "relation", "under", "below-you", "in", "at", "to", "far-from-you", "near-you"))

    def memo(self, key: tuple, compute: Callable[[], list[Parse]]) -> list[Parse]:
        key = key + (len(self.context), id(self.context[-1]) if self.context else 0)
        if key not in self._memo:
            self._memo[key] = []  # a rule that reaches itself at the same position finds nothing
            found = compute()
            found.sort(key=lambda p: (p.cost, -p.end))
            best: dict[tuple, Parse] = {}
            for parse in found:
                best.setdefault((parse.end, repr(parse.value)), parse)
            # Readings that end in different places are not rivals: keep the cheapest few of each end.
            kept, per_end = [], {}
            for parse in best.values():
                if per_end.get(parse.end, 0) < BEAM // 2:
                    per_end[parse.end] = per_end.get(parse.end, 0) + 1
                    kept.append(parse)
            self._memo[key] = kept
        return self._memo[key]

    # --- noun phrases ---------------------------------------------------------------

    def np(self, i: int) -> list[Parse]:
        """A noun phrase from `i`: determiner, modifiers, noun, descriptions after it."""
        return self.memo(("np", i), lambda: self._np(i))

    def _np(self, i: int) -> list[Parse]:
        found = []
        for start, cost, skipped in self.fillers(i, 1):
            for head in self._head(start):
                found.append(Parse(head.end, head.value, head.cost + cost, skipped + head.skipped))
        found += self._collective(found)
        if self.context:  # "a gap in it": the thing named before
            found += [Parse(item.end, self.context[-1].copy(), 0.1) for item in self.items(i, "it")]
        extended = []
        for parse in found:
            extended += self._post(parse, depth=0)
        return extended

    def _head(self, i: int) -> list[Parse]:
        """Determiner, modifiers and the noun: "the second tall red and blue stack"."""
        j = i
        pointing = False
        while j < len(self.w) and self.items(j, "det", "other"):
            item = max(self.items(j, "det", "other"), key=lambda x: x.end)
            pointing = pointing or item.phrase in ("that", "this", "those", "these")
            j = item.end
        results: list[Parse] = []
        self._modifiers(j, Thing(""), 0.0, (), results, started=i)
        if self.context:
            pointed = self._pointing(results, pointing)
            if any(p.value.type != "one" for p in pointed):
                # "the second one from the left" after "the far row of blue cubes": one of those, not any shape
                results = [Parse(r.end, r.value, r.cost + 0.3, r.skipped) if r.value.type == "one" else r
                           for r in results]
            results += pointed
        return results

    def _pointing(self, results: list[Parse], pointing: bool) -> list[Parse]:
        """"that stack", "that gray cap", "the second one from the left", "the one farther away": a
        thing a sentence before named, told apart further by these words."""
        found = []
        for parse in results:
            thing: Thing = parse.value
            telling = thing.ordinal is not None or any(i in ("left", "right", "leftmost", "rightmost") for i in
                                                       thing.indicators)
            several = any(n.plural and n.type == thing.type for n in self.context)  # "there are two cyan stacks"
            if not (pointing or thing.type == "one" or telling or several):
                continue
            for rank, named in enumerate(reversed(self.context)):
                if not _same_kind(thing, named):
                    continue
                t = named.copy()
                if thing.type not in ("one", "shape", named.type):
                    t.type = thing.type
                t.indicators += [i for i in thing.indicators if i not in t.indicators]
                t.checks += thing.checks
                t.ordinal = thing.ordinal or t.ordinal
                t.plural, t.count = False, None
                found.append(Parse(parse.end, t, parse.cost - 0.05 + 0.1 * rank, parse.skipped))
        return found

    def _modifiers(self, j: int, thing: Thing, cost: float, skipped: tuple, results: list,
                   started: int, guard: int = 0) -> None:
        """Read modifiers from `j` into `thing`, then the noun; every way of doing so into `results`."""
        if guard > 8 or j >= len(self.w) or (j in self.w.stops and j > started):
            self._headless(j, thing, cost, skipped, results, started)
            return
        for item in self.items(j):
            t = thing.copy()
            end = item.end
            if item.kind == "color":
                t.colours.append(item.value)
            elif item.kind == "indicator" and item.value == "top":
                t.checks.append(Check("free"))
            elif item.kind == "indicator":
                t.indicators.append(item.value)
                if item.value == "front" and item.phrase in ("top", "upper"):  # "the top cube": the one on top
                    high = thing.copy()
                    high.checks.append(Check("free"))
                    shape_next = any(n.kind == "type" and n.value in ("cube", "prism", "shape") or n.kind in (
                        "one", "color") for n in self.items(end))  # "the top (blue) cube", not "the top left corner"
                    self._modifiers(end, high, cost + (-0.05 if shape_next else 0.1), skipped, results, started,
                                    guard + 1)
            elif item.kind == "ordinal":
                t.ordinal = int(item.value)
            elif item.kind == "cardinal" and self._height_after(end):
                t.checks.append(Check("height", count=int(item.value)))
                end = self._height_after(end)
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
            elif item.kind == "free":
                t.checks.append(Check("free"))
            elif item.kind == "held":
                t.held = True
            elif item.kind == "and" and thing.colours and self.items(end, "color"):
                pass  # "red and blue": the colours of one stack
            elif item.phrase == "on" and thing.colours and self.items(end, "color"):
                pass  # "the red-on-gray stack": its colours
            elif item.kind == "and" and thing.indicators and self.items(end, "indicator"):
                pass  # "the front and right side": both sides
            elif item.kind == "topped" and thing.colours:
                t.checks.append(Check("under", Thing("shape", colours=[t.colours.pop()])))  # "red-topped"
            else:
                continue
            self._modifiers(end, t, cost + 0.01, skipped, results, started, guard + 1)
        for item in self.items(j, "type", "one", "ones"):
            self._noun(item, thing, cost, skipped, results)
        for item in self.items(j, "gap"):  # "the gap", "the empty square": a square of the board
            t = thing.copy()
            t.type, t.noun = "tile", item.phrase
            if item.kind == "gap" and item.phrase in ("gap", "hole", "opening") or any(
                    c.kind == "free" for c in t.checks):
                t.checks = [c for c in t.checks if c.kind != "free"] + [Check("free")]
            results.append(Parse(item.end, t, cost + 0.05, skipped))
        if j < len(self.w) and not self.w.known(j) and any(n.guess and _same_word(n.guess, self.word(j))
                                                           for n in self.context):
            t = thing.copy()  # "take the hat off ...": the hats named before
            t.type, t.guess, t.noun = "shape", self.word(j), self.word(j)
            results.append(Parse(j + 1, t, cost + 0.1, skipped))
        if not self.w.content(j) and not self.items(j, "det", "and", "then", "it", "that", "is", "with", "not") \
                and j < len(self.w):
            # An adjective nobody knows ("the pointy red cube"), or a noun ("the red cap").
            self._modifiers(j + 1, thing.copy(), cost + self.skip_cost(j), skipped + (j,), results, started, guard + 1)
            if (thing.colours or thing.indicators) and not self.w.known(j):
                guess = thing.copy()
                guess.type, guess.guess, guess.noun = "shape", self.word(j), self.word(j)
                results.append(Parse(j + 1, guess, cost + 0.8, skipped))
        self._headless(j, thing, cost, skipped, results, started)

    def _height_after(self, j: int) -> int | None:
        """Where a height word ends after a number ("two high", "3 levels"), or None."""
        for item in self.items(j, "high"):
            return item.end
        return None

    def _noun(self, item: Item, thing: Thing, cost: float, skipped: tuple, results: list) -> None:
        t = thing.copy()
        t.noun = item.phrase
        if item.kind in ("one", "ones"):
            t.type, t.plural = "one", item.kind == "ones"
            bare = not (thing.colours or thing.indicators or thing.checks or thing.ordinal)
            results.append(Parse(item.end, t, cost + (0.3 if bare else 0.0), skipped))
            return
        t.type = item.value
        if t.type == "shape":
            t.guess = item.phrase
        if t.type == "region":  # "the middle", "the center": a side of the board named by its noun
            t.indicators += [i.value for i in self.items(item.start, "indicator") if i.end == item.end
                             and i.value not in t.indicators]
        if t.type == "corner":  # "the far right corner": far (front) and right
            far = {"leftmost": "left", "rightmost": "right"}
            if any(i in far for i in t.indicators) and not {"front", "back"} & set(t.indicators):
                t.indicators = ["front"] + [far.get(i, i) for i in t.indicators]
        if item.phrase in EDGE_NOUNS and t.indicators and t.type in ("region", "edge"):
            t.type = "edge"  # "the back row", "the far side": the row along that edge
        if item.phrase in COLLECTIVES and t.colours and t.type in ("region", "stack", "cube-group"):
            t.type = "shape"  # "the blue row": the blue shapes in it
        typed = self.word(item.end - 1)
        t.plural = t.plural or (t.type == "cube" and typed.endswith("s") and not self.w.listed(item.phrase))
        results.append(Parse(item.end, t, cost, skipped))

    def _headless(self, j: int, thing: Thing, cost: float, skipped: tuple, results: list, started: int) -> None:
        """A phrase without a noun: "the red" (a shape of that colour), "the left" (a side of the board)."""
        if j <= started:
            return
        if thing.colours and not thing.indicators:
            t = thing.copy()
            t.type = "shape"
            results.append(Parse(j, t, cost + 0.4, skipped))
        elif thing.indicators and not thing.colours and len(thing.indicators) <= 2 or thing.ordinal and not thing.colours:
            t = thing.copy()
            t.type = "region"
            results.append(Parse(j, t, cost + 0.5, skipped))

    def _collective(self, heads: list[Parse]) -> list[Parse]:
        """"the far row of blue cubes", "the stack of two green cubes": what the row holds, or the stack's makings."""
        found = []
        for head in heads:
            thing: Thing = head.value
            of = self.items(head.end, "of")
            if of and (thing.noun in ("end", "side") and thing.indicators or thing.type == "region" and (
                    thing.indicators or thing.ordinal)):
                for inner in self.np(of[0].end):  # "the right end of the row", "the frontmost of the three"
                    t = inner.value.copy()
                    if t.type not in ("cube", "prism", "shape", "stack", "one"):
                        continue
                    if thing.noun in ("end", "side") and not (t.plural or t.type == "stack" or (
                            t.noun or "").endswith("s") or t.noun in COLLECTIVES):
                        continue  # "the right side of the red cube" is beside it, not one of several
                    t.indicators += [i for i in thing.indicators if i not in t.indicators]
                    t.ordinal = thing.ordinal or t.ordinal
                    t.plural, t.count = False, None
                    found.append(Parse(inner.end, t, head.cost + inner.cost, head.skipped + inner.skipped))
                continue
            if not of or not (thing.noun in COLLECTIVES or thing.type == "stack"):
                continue
            for inner in self.np(of[0].end):
                made: Thing = inner.value
                if thing.type == "stack":
                    t = thing.copy()
                    t.colours += [c for c in made.colours if c not in t.colours]
                    if made.count:
                        t.checks.append(Check("height", count=made.count))
                elif made.type in ("cube", "prism", "shape"):
                    t = made.copy()
                    t.plural, t.count = False, None
                    if thing.type == "edge":
                        t.relations.append(Relation("above", Thing("edge", indicators=thing.indicators[:1])))
                else:
                    continue
                found.append(Parse(inner.end, t, head.cost + inner.cost, head.skipped + inner.skipped))
        return found

    # --- after the noun ---------------------------------------------------------------

    def _post(self, parse: Parse, depth: int) -> list[Parse]:
        """`parse` and its extensions by descriptions after the noun."""
        found = [parse]
        if depth > 3 or parse.value.type == "robot":
            return found
        last = parse.value.relations[-1] if parse.value.relations else None
        high = 0.1 if last is not None and last.landmark is not None and parse.end not in self.w.commas else 0.0
        # (nearer nouns take descriptions, but one after a comma describes the head)
        for extra in self.post(parse.end):
            if parse.value.held and extra.value[0] == "relation":
                continue  # "the cube you are holding on the floor": the holding says which; the rest is where
            thing = _with(parse.value, extra.value)
            if thing is None:
                continue
            longer = Parse(extra.end, thing, parse.cost + extra.cost + high, parse.skipped + extra.skipped)
            found += self._post(longer, depth + 1)
        return found

    def post(self, i: int) -> list[Parse]:
        """One description after a noun (its value says what it adds to the thing)."""
        return self.memo(("post", i), lambda: self._post_one(i))

    def _post_one(self, i: int) -> list[Parse]:
        found: list[Parse] = []
        if i >= len(self.w) or i in self.w.stops:
            return found
        for start, cost, skipped in self.fillers(i, 3):
            if start in self.w.stops and start != i:
                continue
            for item in self.items(start):
                found += [Parse(p.end, p.value, p.cost + cost, skipped + p.skipped) for p in self._post_item(item)]
        return found

    def _post_item(self, item: Item) -> list[Parse]:
        kind, end = item.kind, item.end
        found: list[Parse] = []
        if kind == "held":
            found.append(Parse(end, ("held",), 0.0))
        elif kind in ("that", "is", "locative"):  # "that is on ...", "which sits on ...", "placed on top of"
            for more in self.post(end):
                found.append(Parse(more.end, more.value, more.cost + 0.05, more.skipped))
            for verb in self.items(end, "action", "locative"):  # "which lays on", "that stands by"
                for more in self.post(verb.end):
                    found.append(Parse(more.end, more.value, more.cost + 0.1, more.skipped))
            for made in self.np(end) if kind == "is" else []:  # "the stack that's just two green cubes"
                if made.value.count and made.value.plural:
                    found.append(Parse(made.end, ("made", made.value), made.cost + 0.1, made.skipped))
        elif kind == "relation" and item.phrase not in MOTION:
            found += [Parse(p.end, ("relation", p.value), p.cost, p.skipped) for p in self.relation(item)]
            if item.value in ("left", "right") and item.phrase.split()[-1] not in ("of", "from", "to"):
                found.append(Parse(end, ("indicator", item.value), 0.1))  # "the taller stack to the left"
        elif kind == "far-from-you":  # "the blue cube farthest away": nearest the far side
            found.append(Parse(end, ("relation", Relation("nearest", Thing("region", indicators=["front"]))), 0.0))
        elif kind == "near-you":  # "the gray cube closer to you": nearest the robot
            found.append(Parse(end, ("relation", Relation("nearest", Thing("robot"))), 0.0))
        if kind == "ordinal":  # "the yellow cube second from the back", "2nd one in from my end"
            j = end
            for one in self.items(j, "one"):
                j = one.end
            for start, cost, skipped in self.fillers(j, 1):
                for item2 in self.items(start, "from", "of"):
                    for side in self.np(item2.end):
                        if side.value.type in ("region", "edge") and side.value.indicators:
                            found.append(Parse(side.end, ("ordinal", int(item.value), side.value.indicators[0]),
                                               cost + side.cost, skipped + side.skipped))
        elif kind == "indicator" and item.value in ("individual", "leftmost", "rightmost"):
            found.append(Parse(end, ("indicator", item.value), 0.05))  # "all alone", "by itself"
        elif kind == "free":  # "with nothing on top of it"
            found.append(Parse(end, ("check", Check("free")), 0.0))
        elif kind == "below-you":  # "right below you": in the column under the gripper
            found.append(Parse(end, ("check", Check("below-gripper")), 0.0))
        elif kind == "aligned":  # "in line with the red cubes": in the same row or column as one of them
            for p in self.np(end):
                line = p.value.copy()
                if line.plural:  # "the red yellow red cubes": any one of them will do
                    line.colours, line.plural, line.count = line.colours[:1], False, None
                found.append(Parse(p.end, ("check", Check("aligned", line)), p.cost, p.skipped))
        elif kind == "under":
            found += [Parse(p.end, ("check", Check("under", p.value)), p.cost, p.skipped) for p in self.np(end)]
        elif kind == "with":
            found += self._with_clause(end)
        elif kind == "not":
            found += [Parse(p.end, ("not", p.value), p.cost + 0.1, p.skipped) for p in self.np(end)]
        elif kind == "of":
            for board in self.np(end):  # "the middle of the board", "the left edge of the grid"
                if board.value.type == "board":
                    found.append(Parse(board.end, ("nothing",), board.cost - 0.1, board.skipped))
                elif board.value.type == "stack" or board.value.type == "cube" and board.value.plural:
                    stack = board.value.copy()  # "the top cube of the tallest stack": one of its shapes
                    stack.type, stack.plural, stack.count = "stack", False, None
                    found.append(Parse(board.end, ("relation", Relation("part", stack)), board.cost + 0.1,
                                       board.skipped))
            if item.phrase == "from":  # "the stack from two green cubes"
                found += [Parse(p.end, ("made", p.value), p.cost + 0.1, p.skipped) for p in self.np(end)
                          if p.value.count and p.value.plural]
        elif kind == "ordinal" and item.start in self.w.commas:
            for other in self.np(item.start):  # "the yellow cube on the left edge, second one from the back"
                if other.value.ordinal and other.value.type in ("one", "cube", "prism", "shape"):
                    found.append(Parse(other.end, ("same", other.value), other.cost + 0.1, other.skipped))
                counted = _counted_line(other.value)  # "..., second square from the right edge"
                if counted is not None:
                    found.append(Parse(other.end, ("check", counted), other.cost + 0.1, other.skipped))
        if kind == "det":
            for other in self.np(item.start):  # an aside: "the red cube, the one closer to the back"
                aside = 0.1 if item.start in self.w.commas else 0.4
                said = other.value.relations or other.value.indicators or other.value.checks
                if other.value.type == "one" and said or item.start in self.w.commas and other.value.type in (
                        "cube", "prism", "shape", "stack") and not other.value.colours:
                    found.append(Parse(other.end, ("same", other.value), other.cost + aside, other.skipped))
        if kind in ("from", "of") and item.phrase in ("from", "counting from", "in from"):
            for side in self.np(end):  # "second from the left"
                if side.value.type in ("region", "edge") and side.value.indicators:
                    found.append(Parse(side.end, ("from", side.value.indicators[0]), side.cost, side.skipped))
        if kind == "indicator" and item.start in self.w.commas:
            for place in self.np(item.start):  # "the gray pyramid on the red/green stack, back left"
                if place.value.type in ("region", "edge", "corner"):
                    found += [Parse(p.end, p.value, p.cost + 0.1, p.skipped) for p in self._where(place)]
        if kind in ("in", "at") or item.phrase in ("on", "along", "by", "over on", "over in"):
            for place in self.np(end):  # "in the corner", "on the left edge", "at the back"
                found += self._where(place)
        return found

    def _where(self, place: Parse) -> list[Parse]:
        thing: Thing = place.value
        counted = _counted_line(thing)
        if counted is not None:  # "in the second row from the back"
            return [Parse(place.end, ("checks", [counted] + thing.checks), place.cost - 0.2, place.skipped)]
        if thing.type in ("cube", "prism", "shape") and thing.noun in COLLECTIVES and (thing.indicators or thing.ordinal):
            # "the green cube at the far right end of the green row": the rightmost of those
            return [Parse(place.end, ("same", thing), place.cost, place.skipped)]
        if thing.noun in COLLECTIVES and not thing.colours and thing.type not in ("edge", "tile"):
            if thing.relations:  # "in the group in the near right corner": where the group is
                return [Parse(place.end, ("relation", r), place.cost + 0.05, place.skipped) for r in thing.relations]
            if thing.indicators:  # "the green cube in the middle group": in the middle
                thing = Thing("region", indicators=list(thing.indicators))
                place = Parse(place.end, thing, place.cost + 0.05, place.skipped)
        if thing.noun in ("row", "line", "column") and not thing.indicators and "same" in self.w.words[:place.end]:
            return [Parse(place.end, ("relation", Relation("same")), place.cost, place.skipped)]  # "that same row"
        if thing.type == "region" and not thing.indicators:
            return []
        if thing.type == "corner":
            return [Parse(place.end, ("relation", Relation("within", thing)), place.cost, place.skipped)]
        if thing.type == "edge" and thing.noun == "side" and thing.indicators:
            # "the blue block over on the far side": in that half of the board, or along that edge
            half = Thing("region", indicators=thing.indicators[:1])
            return [Parse(place.end, ("relation", Relation("nearest", half)), place.cost, place.skipped),
                    Parse(place.end, ("relation", Relation("above", thing)), place.cost + 0.1, place.skipped)]
        if thing.type == "edge":
            return [Parse(place.end, ("relation", Relation("above", thing)), place.cost, place.skipped)]
        if thing.type == "region" and len(thing.indicators) == 2 and {thing.indicators[0], thing.indicators[1]} & {
                "front", "back"}:  # "at the back left": nearest the back left corner
            corner = Thing("corner", indicators=sorted(thing.indicators, key=lambda i: i not in ("front", "back")))
            return [Parse(place.end, ("relation", Relation("nearest", corner)), place.cost, place.skipped)]
        if thing.type == "region" and thing.indicators:
            side = thing.indicators[0]
            if side in ("left", "right", "leftmost", "rightmost"):
                return [Parse(place.end, ("indicator", side), place.cost, place.skipped)]
            if side == "center":
                return [Parse(place.end, ("relation", Relation("within", thing)), place.cost, place.skipped),
                        Parse(place.end, ("relation", Relation("nearest", thing)), place.cost + 0.2, place.skipped)]
            return [Parse(place.end, ("relation", Relation("nearest", thing)), place.cost + 0.1, place.skipped)]
        return []

    def _with_clause(self, i: int) -> list[Parse]:
        """"with a red cube on top", "w blue on top", "with the cyan cube at the bottom", "with a cyan base"."""
        found = []
        for other in self.np(i):
            after = other.end
            if other.value.plural:  # "with the two blues on top": its top is blue
                one = other.value.copy()
                one.plural, one.count = False, None
                one.checks = [c for c in one.checks if c.kind != "height"]
                other = Parse(other.end, one, other.cost, other.skipped)
            tops, bottoms = self.items(after, "on-top"), self.items(after, "at-bottom")
            bases = self.items(after, "base") if other.value.type == "shape" else []  # "with the cyan base"
            if bases:
                found.append(Parse(bases[0].end, ("check", Check("bottom", other.value)), other.cost - 0.3,
                                   other.skipped))
            if tops:
                found.append(Parse(tops[0].end, ("check", Check("under", other.value)), other.cost, other.skipped))
            elif bottoms:
                found.append(Parse(bottoms[0].end, ("check", Check("bottom", other.value)), other.cost, other.skipped))
            elif other.value.noun in ("base", "bottom"):
                base = other.value.copy()
                base.type = "shape"
                found.append(Parse(after, ("check", Check("bottom", base)), other.cost, other.skipped))
            else:  # "the red cube with the gray pyramid": wearing it
                found.append(Parse(after, ("check", Check("under", other.value)), other.cost + 0.3, other.skipped))
        return found

    # --- relations --------------------------------------------------------------------

    def relation(self, item: Item) -> list[Parse]:
        """A relation phrase and its landmark: "on top of the red cube", "closest to you", "between X and Y"."""
        return self.memo(("relation", item.start, item.end, item.value), lambda: self._relation(item))

    def _relation(self, item: Item) -> list[Parse]:
        found: list[Parse] = []
        if item.phrase.split()[-1] in SIDE_WORDS:
            return found  # "to the back", "in front": the next noun phrase is where, not a landmark ("to the back right corner")
        for landmark in self.np(item.end):
            if _counts_a_move(landmark.value):
                continue
            if item.value == "between":
                for join in self.items(landmark.end, "and"):
                    for second in self.np(join.end):
                        first = landmark.value
                        if first.type == "shape" and not first.noun and second.value.type in ("cube", "prism"):
                            first = first.copy()  # "between the gray and yellow pyramids": a gray pyramid
                            first.type = second.value.type
                        found.append(Parse(second.end, Relation("between", first, other=second.value),
                                           landmark.cost + second.cost, landmark.skipped + second.skipped))
                if landmark.value.plural and landmark.value.count == 2:  # "between the two red cubes"
                    one = landmark.value.copy()
                    one.plural, one.count = False, None
                    found.append(Parse(landmark.end, Relation("between", one, other=one.copy()), landmark.cost,
                                       landmark.skipped))
                continue
            found.append(Parse(landmark.end, Relation(item.value, landmark.value), landmark.cost, landmark.skipped))
        return found


def _same_word(a: str, b: str) -> bool:
    """"hat" and "hats"."""
    return a.rstrip("s") == b.rstrip("s")


def _same_kind(said: Thing, named: Thing) -> bool:
    """Whether words may point at a thing named before: "that stack", "that gray cap", "the one"."""
    if said.colours and named.colours and set(said.colours) != set(named.colours):
        return False
    if said.type in ("one", "shape") or said.type == named.type:
        return True
    return named.type == "shape" and said.type in ("cube", "prism") or bool(
        said.guess and named.guess and _same_word(said.guess, named.guess))


def _with(thing: Thing, extra: tuple) -> Thing | None:
    """`thing` with one more description after its noun, or None when it does not fit."""
    t = thing.copy()
    kind = extra[0]
    if kind == "nothing":
        return t
    if kind == "held":
        t.held = True
    elif kind == "same":  # "X, the one ...": the aside describes X further
        more: Thing = extra[1]
        if t.noun in LINES and more.noun in SQUARES:  # "the second row from the back, the second square from the right"
            square = _counted_line(more)
            if square is None:
                return None
            t.checks.append(square)
            return t
        t.ordinal = t.ordinal or more.ordinal
        t.relations += more.relations
        t.checks += more.checks
        t.indicators += [i for i in more.indicators if i not in t.indicators]
        t.held = t.held or more.held
    elif kind == "made":  # "the stack that's two green cubes": its colours and height
        made: Thing = extra[1]
        if t.type != "stack":
            return None
        t.colours += [c for c in made.colours if c not in t.colours]
        t.checks.append(Check("height", count=made.count))
    elif kind == "relation":
        return _related(t, extra[1])
    elif kind == "check":
        if t.type in ("edge", "region", "corner", "board") and extra[1].kind != "line":
            return None  # what is said of a shape is not said of the side of the board it stands on
        t.checks.append(extra[1])
    elif kind == "checks":
        t.checks += extra[1]
    elif kind == "not":
        t.checks.append(Check("not", extra[1]))
    elif kind == "indicator":
        if t.type not in ("cube", "prism", "shape", "stack", "one", "corner"):
            return None
        if t.type == "corner" and extra[1] not in ("left", "right", "front", "back"):
            return None
        t.indicators.append(extra[1])  # "the corner closest to me on the left": the back left one
    elif kind == "from":
        if t.ordinal is None:
            return None
        t.indicators.append(extra[1])
    elif kind == "ordinal":
        if t.ordinal is not None:
            return None
        t.ordinal = extra[1]
        t.indicators.append(extra[2])
    return t


def _counted_line(thing: Thing) -> Check | None:
    """"the second row from the back", "the fourth square from the left edge": the row (or column) that
    many lines in from that side, as a check on the board (None: not such a phrase)."""
    side = next((i for i in thing.indicators if i in ("front", "back", "left", "right")), None)
    if thing.ordinal is None or side is None or not (thing.noun in LINES or thing.noun in SQUARES):
        return None
    return Check("line", Thing("edge", indicators=[side]), count=thing.ordinal)


def _counts_a_move(landmark: Thing) -> bool:
    """"by one square", "left two spaces": a count of squares, which names no landmark."""
    return landmark.noun in UNIT_NOUNS and (landmark.said_count or landmark.plural)


def _related(t: Thing, relation: Relation) -> Thing | None:
    """`t` described by a relation ("on the red cube", "nearest to you"), as the planner reads them."""
    landmark = relation.landmark
    if relation.name not in DESCRIBING:
        return None
    counted = _counted_line(landmark) if landmark is not None and relation.name in ("within", "above") else None
    if counted is not None:  # "the red cube in the second row from the back"
        t.checks += [counted] + landmark.checks
        return t
    if t.type == "corner" and landmark is not None and landmark.type in ("region", "edge") and relation.name in (
            "above", "within", "nearest"):
        t.indicators += [i for i in landmark.indicators if i not in t.indicators]  # "the corner on the far right"
        return t
    if t.type == "corner" and landmark is not None and landmark.type == "robot" and relation.name == "nearest":
        t.indicators += [] if "back" in t.indicators else ["back"]  # "the corner closest to me": a back corner
        return t
    if landmark is not None and landmark.type == "region" and len(landmark.indicators) == 2 and {
            "front", "back"} & set(landmark.indicators):  # "near the back on the right": that corner
        landmark = Thing("corner", indicators=sorted(landmark.indicators, key=lambda i: i not in ("front", "back")))
        relation = Relation("nearest", landmark)
    if landmark is not None and landmark.noun in COLLECTIVES and not landmark.colours and landmark.type not in (
            "edge", "tile") and relation.name in ("within", "above") and (landmark.relations or landmark.indicators):
        if landmark.relations:  # "the green cube in the group in the corner": where the group is
            t.relations += landmark.relations
            return t
        landmark = Thing("region", indicators=list(landmark.indicators))  # "in the middle group": in the middle
        relation = Relation("within", landmark)
    if landmark is not None and _counts_a_move(landmark):
        return None
    if t.type in ("edge", "region") and t.noun in EDGE_NOUNS and relation.name == "nearest" and landmark is not None:
        if landmark.type == "robot":  # "the row nearest you": the back row
            return Thing("edge", indicators=["back"], noun=t.noun)
        if landmark.type in ("region", "edge") and landmark.indicators:
            return Thing("edge", indicators=landmark.indicators[:1], noun=t.noun)
    if t.type in ("edge", "region", "board") and landmark is not None and landmark.type in (
            "cube", "prism", "shape", "stack", "one", "tile"):
        return None  # a side of the board is not beside a shape: the description is the noun's before it
    if relation.name in ("left", "right", "front", "backward") and landmark is not None and landmark.type in (
            "edge", "region"):
        return None  # "on the left edge" is along it, not left of it; "back right" is a corner, not behind
    if relation.name == "within" and landmark is not None and landmark.type == "edge":
        relation = Relation("above", landmark)  # "in the back row": on the back edge
    if relation.name in ("within", "above") and landmark is not None and landmark.type == "region" and any(
            i in ("front", "back") for i in landmark.indicators):
        relation = Relation("nearest", landmark)  # "in the back": nearest the back
    if relation.name == "same":
        t.relations.append(relation)  # "in that same row": the row said before (fallback_pcfg.reader)
        return t
    if t.type == "tile" and relation.name in ("within", "above") and landmark is not None and landmark.type in (
            "cube", "prism", "shape", "stack"):
        # "the gap in the near row of reds": the row's edge, if it has one, says where the gap is
        t.relations += [r for r in landmark.relations if r.name == "above" and r.landmark is not None
                        and r.landmark.type == "edge"]
        return t
    if relation.name == "above" and t.type == "stack" and landmark is not None and landmark.type in (
            "cube", "prism", "shape"):
        t.checks.append(Check("bottom", landmark))  # "the tower standing on a red cube"
        return t
    t.relations.append(relation)
    return t
