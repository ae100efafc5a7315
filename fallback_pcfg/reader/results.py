"""Results said after a place, that say it again: "..., so it sits on the left edge", "so that it's right
next to the white cube", "so that the wall is two cubes high there again".

A rule layer of the command reader (fallback_pcfg.reader.rules) over fallback_pcfg.reader.stacks: the place rules
(fallback_pcfg.reader.places) build on it.
"""

from __future__ import annotations

from contextlib import nullcontext

from fallback_pcfg.reader.describing import SIDED_THINGS
from fallback_pcfg.reader.geometry import its_mark, said_again
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.lining import Lining
from fallback_pcfg.reader.meaning import Check, Relation, Thing
from fallback_pcfg.reader.sizes import height_after
from fallback_pcfg.reader.stacks import TOWERS

#: Relations that name a place a shape can be put (with the planner's semantics).
PLACING = frozenset({"above", "within", "left", "right", "front", "backward", "between"})
#: Verbs of the stack a shape makes where it goes: "so it makes three", "so it forms a tower of four".
MAKING = frozenset({"makes", "make", "forms", "form", "becomes", "become"})
#: Size words of that stack: "a little tower of three".
STACK_SIZES = frozenset({"little", "small", "tiny", "short", "tall", "nice", "neat"})
#: The two shapes, a result that says they touch said of them: "so they're touching", "so that both touch".
BOTH = (("they",), ("they're",), ("both",), ("both", "of", "them"), ("the", "two"), ("the", "two", "of", "them"),
        ("it",), ("it's",))
#: Words that say two shapes touch, besides the touching verbs: "so they are in contact", "side by side".
TOUCHING = (("touching",), ("in", "contact"), ("adjacent",), ("side", "by", "side"), ("flush",), ("neighbours",),
            ("neighbors",))
#: What a touching verb may end with when said of both: "so they touch each other".
EACH_OTHER = (("each", "other"), ("one", "another"), ("it",))


class Results(Lining):
    """The rules of a result clause after a place ("so it ends up ...")."""

    def _result(self, i: int, confirming: bool = False) -> list[Parse]:
        """"so it sits on the left edge", "so that it's right next to the white cube": where it ends up
        (any description when it only confirms a place said before)."""
        found = []
        for start, cost, skipped in self.fillers(i, 1):
            for item in self.items(start, "so"):
                for j, more_cost, more_skipped in self._so_words(item.end):
                    if self._denial_at(j) is not None:
                        continue  # "so it's no longer beside the blue one": where it will not be (`denied_result`)
                    for place in self.place(j):
                        found.append(Parse(place.end, place.value, cost + more_cost + place.cost + 0.1,
                                           skipped + more_skipped + place.skipped))
                    touching = bool(self.items(j, "touches"))  # "so that it touches the yellow cube": beside it
                    for side in self.post(j):  # "so it's right next to the white cube"
                        if side.value[0] == "relation" and (side.value[1].name in PLACING or confirming or touching):
                            found.append(Parse(side.end, side.value[1], cost + more_cost + side.cost + 0.2,
                                               skipped + more_skipped + side.skipped))
                    if confirming:  # "so that the wall is two cubes high there again", "so it fills the square"
                        found += [Parse(p.end, p.value, cost + more_cost + p.cost, skipped + more_skipped + p.skipped)
                                  for p in self._made_high(j) + self._completing(j)]
                if confirming:  # "so the yellow cube is between it and the green one": across that shape; "so
                    # they make a straight line": in line with it
                    found += [Parse(p.end, p.value, cost + p.cost, skipped + p.skipped)
                              for p in self._lies_between(item.end) + self._touching(item.end)
                              + self._line_clause(item.end, subject=True)]
        if confirming:  # "..., to fill in that blue corner", "..., filling the gap": what it is put there for
            for start, cost, skipped in self.fillers(i, 1):
                starts = [(to.end, 0.1) for to in self.items(start, "to") if self.word(start) == "to"]
                for j, more_cost in starts + [(start, 0.2)]:
                    found += [Parse(p.end, p.value, cost + more_cost + p.cost, skipped + p.skipped)
                              for p in self._completing(j)]
                found += [Parse(p.end, p.value, cost + p.cost, skipped + p.skipped)  # "..., making a row"
                          for p in self._line_clause(start, subject=False)]
            found += self._lined_after(found)
        return found

    def _lined_after(self, results: list[Parse]) -> list[Parse]:
        """Results with a line said after them: "so it stands left of the red cube and makes a line" (a line
        through the landmark of that result)."""
        found = []
        for result in results:
            mark = its_mark(result.value)
            with self.mentioning(mark) if mark is not None else nullcontext():
                for start, cost, skipped in self.fillers(result.end, 1):
                    found += [Parse(p.end, said_again(result.value, p.value), result.cost + cost + p.cost,
                                    result.skipped + skipped + p.skipped)
                              for p in self._line_clause(start, subject=False)]
        return found

    def _touching(self, j: int) -> list[Parse]:
        """"(so) they're touching", "(so that) both touch each other", "(so) it touches", "(so) they are in
        contact": the shape is beside the landmark of the place said before (said again of that place)."""
        mark = self.mentioned
        if mark is None or mark.type not in SIDED_THINGS:
            return []
        found = []
        for k in [j + len(w) for w in BOTH if self.says(j, w)]:
            for verb in [v.end for v in self.items(k, "is")] + [k]:
                ends = [t.end for t in self.items(verb, "touches")] + [verb + len(w) for w in TOUCHING if self.says(
                    verb, w)]
                for end in ends:
                    end += next((len(w) for w in EACH_OTHER if self.says(end, w)), 0)
                    found.append(Parse(end, Relation("adjacent", mark), 0.1))
        return found

    def _completing(self, j: int) -> list[Parse]:
        """"(so it) fills the white square", "(to) complete the row of blue cubes": the shape becomes one of
        those shapes, so the square it goes on is next to them; "(to) fill the gap": it is that square (said
        of a place named before)."""
        found = []
        for fill in self.items(j, "fill", "complete"):
            for p in self.np(fill.end):
                if p.value.type in SIDED_THINGS:
                    found.append(Parse(p.end, Relation("adjacent", p.value), p.cost + 0.1, p.skipped))
                elif p.value.type == "tile":
                    found.append(Parse(p.end, Relation("within", p.value), p.cost + 0.1, p.skipped))
        return found

    def _made_high(self, j: int) -> list[Parse]:
        """"(so that) the wall is two cubes high", "(so) this one becomes four high": the shape goes on a
        column one shape lower than that, or on the floor for one high (said of where it goes)."""
        found = []
        for start, cost, skipped in [(j, 0.0, ())] + [(p.end, p.cost, p.skipped) for p in self.np(j)]:
            for k in [v.end for v in self.items(start, "is")] or [start]:
                for count in self.items(k, "cardinal") + self._making(k):
                    unit = count.end + (self.word(count.end) in ("cube", "cubes", "block", "blocks", "shapes"))
                    high = height_after(self.w, unit) or (count.end if count.kind == "made" else None)
                    if high is None or not count.value.isdigit() or int(count.value) < 1:
                        continue
                    lower = int(count.value) - 1
                    mark = Thing("shape", checks=[Check("height", count=lower)]) if lower else Thing("board")
                    found.append(Parse(high, Relation("above", mark), cost + 0.1, skipped))
        return found

    def _making(self, k: int) -> list[Item]:
        """"(so it) makes three", "(so it) makes a little tower of three", "(so it) becomes a stack of 4": the
        count of the stack it makes (kind "made": no height word needs to follow)."""
        if self.word(k) not in MAKING:
            return []
        k += 1
        if self.word(k) in ("a", "an"):
            k += 1 + (self.word(k + 1) in STACK_SIZES)
            k = k + 2 if self.word(k) in TOWERS and self.word(k + 1) == "of" else -1
        return [Item(n.start, n.end, "made", n.value, n.phrase) for n in self.items(k, "cardinal")] if k >= 0 else []

    def _lies_between(self, j: int) -> list[Parse]:
        """"(so) the yellow cube is between the blue and the green one", "(so that) the yellow sits between
        them": a shape other than the one moved lies between it and another, in a line: the square is across
        the middle shape from the other one (from where the moved shape stands, if that one is it)."""
        found = []
        for middle in self.np(j):
            if middle.value.type not in SIDED_THINGS or names_moved(middle.value):
                continue  # ("so the block is between X and Y": the moved shape, a place)
            for k in [v.end for v in self.items(middle.end, "is", "go")]:
                for item in self.items(k, "relation"):
                    for p in self.relation(item) if item.value == "between" else []:
                        first, last = p.value.landmark, p.value.other
                        if first is None or last is None:
                            continue
                        end = first if last.pronoun else last  # ("between it and the green cube": "it" is the
                        # shape moved; of two named, the one said last: the moved one comes first, as a rule)
                        found.append(Parse(p.end, Relation("opposite", middle.value, other=end),
                                           middle.cost + p.cost + 0.2, middle.skipped + p.skipped))
        return found

    def denied_result(self, i: int) -> list[Parse]:
        """"..., so it's no longer beside the blue one", "so that it is not next to it anymore": where the shape
        will not be, which says nothing more of the place said before it: the ends of such clauses (value None)."""
        found = []
        for start, cost, skipped in self.fillers(i, 1):
            for item in self.items(start, "so"):
                for j, more_cost, more_skipped in self._so_words(item.end):
                    k = self._denial_at(j)
                    if k is None:
                        continue
                    k = max([k] + [i.end for i in self.items(k, "is")])  # "no longer sitting beside ..."
                    for side in self.post(k):
                        if side.value[0] == "relation":
                            end = side.end + (self.word(side.end) in ("anymore", "again"))
                            found.append(Parse(end, None, cost + more_cost + side.cost + 0.1,
                                               skipped + more_skipped + side.skipped))
        return found

    def _denial_at(self, j: int) -> int | None:
        """Past "not", "no longer", "no more" at `j` (None: none is said there)."""
        if self.w.words[j:j + 2] in (("no", "longer"), ("no", "more")):
            return j + 2
        return max((i.end for i in self.items(j, "not") if i.phrase in ("not", "is not", "isn't")), default=None)

    def _so_words(self, j: int) -> list[tuple[int, float, tuple]]:
        """Past "it", "is", "ends up", "will stay", "sits" after "so"; "the block", "the pyramid" there name
        the shape moved by its noun alone ("so the block ends up on its left")."""
        found = [(j, 0.0, ())]
        for subject in self.np(j):
            if names_moved(subject.value, self.mentioned) and self.items(subject.end, "it", "is", "go"):
                found += self._said_of(subject.end, subject.cost + 0.1, subject.skipped)[1:]
        return found + self._said_of(j, 0.0, ())[1:]

    def _said_of(self, j: int, cost: float, skipped: tuple) -> list[tuple[int, float, tuple]]:
        """Past "is", "ends up", "will stay", "sits" from `j` (and "it" before them)."""
        found = [(j, cost, skipped)]
        for _ in range(4):
            items = self.items(j, "it", "is", "go")
            if items:
                j = max(i.end for i in items)
            elif j < len(self.w) and not self.w.content(j) and not self._relation_at(j):
                cost, skipped, j = cost + self.skip_cost(j), skipped + (j,), j + 1
            elif self.items(j, "action") and self.word(j) in ("stay", "stays", "stand", "stands", "sit", "sits",
                                                               "rest", "rests"):
                j += 1
            else:
                break
            found.append((j, cost, skipped))
        return found


def names_moved(thing: Thing, landmark: Thing | None = None) -> bool:
    """Whether a subject of a result names the shape moved by its noun alone ("(so) the block (ends up on its
    left)", "the pyramid"): said with no colour and nothing else, and a noun the place's landmark cannot be
    called by ("move the red cube next to the red pyramid so the pyramid ...": the pyramid is the landmark)."""
    return thing.type in ("cube", "prism", "shape") and not (
        thing.colours or thing.indicators or thing.relations or thing.checks or thing.ordinal or thing.plural) \
        and not thing.pronoun and (landmark is None or thing.type != "shape" and landmark.type not in (
            thing.type, "shape", "one"))


__all__ = ["Results", "PLACING", "names_moved"]
