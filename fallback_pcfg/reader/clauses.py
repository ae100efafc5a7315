"""Clauses after a noun that say what is on, under or beside a shape: "the stack with a red cube on top",
"with the cyan cube at the bottom", "with a cyan base", "whose top is blue", "with a green cube next to it
(on the right)", "with yellow on the bottom and red on top"; relative clauses of the same: "the red cube the
pyramid is sitting on", "the cube on which the pyramid sits", "the stack where red cube is on yellow cube"; and the sides
a relative clause says ("the corner which is far and on the right").

A rule layer of the command reader (fallback_pcfg.reader.rules): the descriptions after a noun
(fallback_pcfg.reader.postmodifiers) build on it.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import described, side_named
from fallback_pcfg.reader.gaps import Gaps
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import OPPOSITE, Check, Relation, Thing
from fallback_pcfg.reader.pointing import SINGULAR

#: Prepositions a relative clause may leave at its end for the noun it describes: "the cube it is sitting on".
STRANDED_ON = (("on", "top", "of"), ("on", "top"), ("on",), ("upon",), ("onto",))
#: Words of a side said after "is" (indicator values and the reader's kinds), as a plain side: "(the corner) which
#: is most left and most far to the front", "which is far".
PREDICATE_SIDES = {"left": "left", "right": "right", "front": "front", "back": "back", "leftmost": "left",
                   "rightmost": "right", "farther": "front", "nearer": "back", "nearest": "back", "near-you": "back",
                   "far-from-you": "front"}

#: Words after a shape said with a stack that put it in the stack's middle ("with red in the middle").
MIDDLE_OF_STACK = (("in", "the", "middle"), ("in", "the", "center"), ("in", "middle"), ("in", "between"))


class WithClauses(Gaps):
    """The clause rules of what stands on, under or beside the shape described."""

    def _whose(self, i: int) -> list[Parse]:
        """"(whose) top is blue", "bottom cube is red", "top is a pyramid": what is on it or what it stands on."""
        found = []
        ends = [e for e in ("top", "bottom") if self.word(i) == e]
        if not ends:
            return found
        j = i + 1 + (self.word(i + 1) in ("cube", "block", "shape", "one"))
        for verb in self.items(j, "is"):
            for what in self.np(verb.end):
                shape = what.value
                if shape.type not in ("cube", "prism", "shape") or shape.relations:
                    continue
                kind = "under" if ends[0] == "top" else "bottom"
                found.append(Parse(what.end, ("check", Check(kind, shape)), what.cost + 0.05, what.skipped))
        return found

    def _stood_on(self, i: int) -> list[Parse]:
        """"(the red cube) the gray pyramid is sitting on", "(the stack) that the pyramid stands on top of",
        "(the cube) on which the pyramid sits", "that nothing is on": a clause whose noun is the shape under
        the clause's subject."""
        found = []
        for words in STRANDED_ON:  # "on which the pyramid sits": the preposition said first
            which = i + len(words)
            if tuple(self.word(j) for j in range(i, which)) == words and self.word(which) == "which":
                found += [Parse(p.end, p.value, p.cost, p.skipped) for p in self._subject_stands(which + 1, stranded=False)]
        return found + self._subject_stands(i, stranded=True)

    def _subject_stands(self, i: int, stranded: bool) -> list[Parse]:
        """The subject and verb of a clause of standing on the shape described, and its preposition left at
        the end when `stranded`: "it is sitting on", "the pyramid sits on top of", "it's on"."""
        # (with "it": "off the red cube it is sitting on", the place taken from said again: commands._source_np)
        subjects = [(i + 1, ("check", Check("free")), 0.1)] if self.word(i) == "nothing" else []  # "that nothing is on"
        named = [p for p in self.np(i) if p.value.type in ("cube", "prism", "shape", "stack", "one") and not p.value.plural]
        subjects += [(p.end, ("check", Check("under", p.value)), p.cost + 0.1) for p in named]
        found = []
        for p in named if stranded else []:  # "(the cube) the pyramid is next to", "the red one stands behind":
            verb = self._past_verb(p.end)  # where the shape described is, seen from it
            found += [Parse(side.end, ("relation", Relation(OPPOSITE[side.value], p.value)), p.cost + 0.15, p.skipped)
                      for side in self.items(verb, "relation") if verb > p.end and side.value in OPPOSITE and not
                      self.items(side.end, "det", "color", "type", "one", "ordinal", "cardinal", "it")]
            found += [Parse(touch.end, ("relation", Relation("adjacent", p.value)), p.cost + 0.15, p.skipped)
                      for touch in self.items(verb, "touches") if not self.items(  # "(the cube) the red one touches"
                          touch.end, "det", "color", "type", "one", "ordinal", "cardinal", "it")]
        for k, said, cost in subjects:
            verb = self._past_verb(k)
            if verb == k:
                continue  # ("the cube it on": no clause without its verb)
            if not stranded:
                found.append(Parse(verb, said, cost))
                continue
            for words in STRANDED_ON:
                end = verb + len(words)
                if tuple(self.word(j) for j in range(verb, end)) == words and not self.items(
                        end, "det", "color", "type", "one", "ordinal", "cardinal"):  # ("it is on the red one": a sentence)
                    found.append(Parse(end, said, cost))
                    break  # (the longest: "on top of")
        return found

    def _past_verb(self, i: int) -> int:
        """Past the verb of being somewhere: "is", "is sitting", "sits", "are resting" (`i` when none)."""
        while self.items(i, "is"):
            i = max(item.end for item in self.items(i, "is"))
        return i

    def _where_clause(self, i: int) -> list[Parse]:
        """"(the stack) where the red cube is on the yellow one", "in which a blue cube sits on top", "where the
        gray cube is at the bottom": the shape said to stand on top of the one described (or at its bottom), as
        "with X on top" says it."""
        j = i + 1 if self.word(i) == "where" else i + 2 if (self.word(i), self.word(i + 1)) == ("in", "which") else i
        found: list[Parse] = []
        for shape in self.np(j) if j > i else []:
            k = self._past_verb(shape.end)
            if k == shape.end or shape.value.type not in ("cube", "prism", "shape") or shape.value.plural:
                continue
            cost, said = shape.cost + 0.1, shape.skipped
            found += [Parse(top.end, ("check", Check("under", shape.value)), cost, said) for top in self.items(k, "on-top")]
            found += [Parse(low.end, ("check", Check("bottom", shape.value)), cost, said)
                      for low in self.items(k, "at-bottom")]
            low = k + (self.word(k) in ("under", "below", "beneath", "underneath", "in"))
            low += low > k and self.word(low) in SINGULAR
            if low > k and (low >= len(self.w) or low in self.w.commas | self.w.stops or self.items(low, "and")):
                # "the stack where the magenta cube is under it", "... where the green cube is in it": one of it
                found.append(Parse(low, ("check", Check("contains", shape.value)), cost + 0.1, said))
            for more in self.post(k):  # "is on the yellow one": the one on top, on that one
                if more.value[0] == "relation" and more.value[1].name == "above":
                    top = described(shape.value, more.value)
                    if top is not None:
                        found.append(Parse(more.end, ("check", Check("under", top)), cost + more.cost, said + more.skipped))
        return found

    def _sides_said(self, i: int) -> list[Parse]:
        """"(the corner) which is far and on the right", "which is most left and most far to the front": the
        sides a relative clause says the thing is at, after its "is", joined by "and"."""
        found: list[Parse] = []
        if self.word(i) == "most":  # "most to the front", "most front": the side, as a learner says it
            k = i + 1 + (self.word(i + 1) in ("to", "at", "on"))
            k += self.word(k) == "the"
            found += [Parse(side.end, ("indicator", side.value), 0.1) for side in self.items(k, "indicator")
                      if side.value in ("front", "back", "left", "right") and side.end == k + 1]
        sided = [item for item in self.items(i) if PREDICATE_SIDES.get(
            item.value if item.kind == "indicator" else item.kind) is not None]
        longest = max((item.end for item in sided), default=i)
        for item in sided:
            side = PREDICATE_SIDES[item.value if item.kind == "indicator" else item.kind]
            end = item.end
            part = 0.1 if item.end < longest else 0.0  # ("furthest right": one side, not "furthest" and a "right")
            if item.end == item.start + 1 and self.word(end) in ("to", "at", "on") and self.word(
                    end + 1) == "the" and self.word(end + 2) in ("front", "back", "left", "right"):
                # "most far to the front": the side named ("furthest right to the front corner" has its side)
                side, end = self.word(end + 2), end + 3
            found.append(Parse(end, ("indicator", side), part + (0.05 if side == item.value else 0.2 if item.kind in (
                "near-you", "far-from-you") or item.value == "nearest" else 0.1)))  # (of a shape: nearest the robot)
            # ("the cube which is most left": the leftmost; a corner's, only its side, which described() says)
        for first in list(found):
            for join in self.items(first.end, "and"):
                found += [Parse(second.end, ("both", first.value, second.value), first.cost + second.cost + 0.02)
                          for second in self._sides_said(join.end) + [p for p in self.post(join.end)
                                                                      if p.value[0] in ("indicator", "relation")]]
        return found

    def _with_clause(self, i: int) -> list[Parse]:
        """"with a red cube on top", "w blue on top", "with the cyan cube at the bottom", "with a cyan base"."""
        found = []
        for other in self.np(i):
            after = other.end
            found += self._placed_by(other)  # ("with two single blue blocks beside it": two of them)
            counted = other.value.count if other.value.plural and other.value.count else None
            if other.value.plural:  # "with the two blues on top": its top is blue
                one = other.value.copy()
                one.plural, one.count = False, None
                one.checks = [c for c in one.checks if c.kind != "height"]
                other = Parse(other.end, one, other.cost, other.skipped)
            after = next((p.end for p in self.items(after, "is") if self.items(p.end, "on-top", "at-bottom")), after)
            # ("with the red cube sitting on it", "with a pyramid standing on top": where it is, said with a verb)
            tops, bottoms = self.items(after, "on-top"), self.items(after, "at-bottom")
            bases = self.items(after, "base") if other.value.type == "shape" else []  # "with the cyan base"
            if bases:
                found.append(Parse(bases[0].end, ("check", Check("bottom", other.value)), other.cost - 0.3,
                                   other.skipped))
                found += [Parse(noun.end, ("check", Check("bottom", Thing(noun.value, colours=list(
                    other.value.colours)))), other.cost - 0.3, other.skipped) for noun in self.items(
                    bases[0].end, "type") if noun.value in ("cube", "prism")]  # "with the white base cube"
            if tops:  # "with two blue cubes on top": the top two are blue
                found.append(Parse(tops[0].end, ("check", Check("under", other.value, count=counted)), other.cost,
                                   other.skipped))
            elif bottoms:  # "with two red blocks at the bottom": the lowest two are red
                found.append(Parse(bottoms[0].end, ("check", Check("bottom", other.value, count=counted)), other.cost,
                                   other.skipped))
            elif middle := next((m for m in MIDDLE_OF_STACK if self.w.words[after:after + len(m)] == m), None):
                found.append(Parse(after + len(middle), ("check", Check("contains", other.value)), other.cost,
                                   other.skipped))  # "the tall tower w red in the middle": red is in it
            elif other.value.noun in ("base", "bottom"):
                base = other.value.copy()
                base.type = "shape"
                found.append(Parse(after, ("check", Check("bottom", base)), other.cost, other.skipped))
            else:  # "the red cube with the gray pyramid": wearing it
                found.append(Parse(after, ("check", Check("under", other.value)), other.cost + 0.3, other.skipped))
        both = []
        for first in found:  # "with yellow on the bottom and red on top": both said of it
            for join in self.items(first.end, "and"):
                for second in self._with_clause(join.end):
                    if first.value[0] == second.value[0] == "check" and second.value[1].kind != first.value[1].kind:
                        both.append(Parse(second.end, ("checks", [first.value[1], second.value[1]]),
                                          first.cost + second.cost, first.skipped + second.skipped))
                    elif "relation" in (first.value[0], second.value[0]):  # "with green in front of it and red
                        both.append(Parse(second.end, ("both", first.value, second.value),  # on its right"
                                          first.cost + second.cost, first.skipped + second.skipped))
        return found + both

    def _placed_by(self, other: Parse) -> list[Parse]:
        """"with a green cube next to it (on the right)", "that has green in front of it", "with red on its
        right": where the other shape stands from this one, which stands on its opposite side."""
        found = []
        for start, cost, skipped in self.fillers(other.end, 1) if other.end not in self.w.commas else ():
            # (not after a comma: "next to the stack w the magenta pyramid, on its right side" is the stack's right)
            sides = [(item.end, side_named(item.phrase)) for item in self.items(start, "side")
                     if set(item.phrase.split()) & ({"its"} | SINGULAR)]  # "in front of it", "on its right"
            sides += [(item.end + 1, item.value) for item in self.items(start, "relation")
                      if item.value in OPPOSITE and self.word(item.end) in SINGULAR]  # "next to it", "behind him"
            mark = other.value.copy()
            mark.plural = False  # "with two single blue blocks beside it": beside one of them (their count kept)
            for end, side in sides:
                if side not in OPPOSITE:
                    continue
                said = other.skipped + skipped
                found.append(Parse(end, ("relation", Relation(OPPOSITE[side], mark)), other.cost + cost, said))
                if side == "adjacent":  # "with a green cube next to it on the right": on its right
                    found += [Parse(more_end, ("relation", Relation(OPPOSITE[more], mark)),
                                    other.cost + cost + 0.05, said) for more_end, more in self._side_said(end)]
        return found

    def _side_said(self, i: int) -> list[tuple[int, str]]:
        """"on the right", "to its left", "on the far side": (end, side) from `i`, a side said with no landmark."""
        found = [(item.end, side_named(item.phrase)) for item in self.items(i, "side")]
        return found + [(item.end, item.value) for item in self.items(i, "relation") if item.value in (
            "left", "right", "front", "backward") and item.phrase.split()[-1] not in ("of", "from", "to")]


__all__ = ["WithClauses"]
