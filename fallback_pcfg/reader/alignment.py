"""The line of the board a shape stands in, named by the shape, and the corner of a diagonal said after it:
"in the red stack's row", "in its column", "in the row of the blue cube", "in the row the red stack is in",
"in the same column where the tower stands"; "diagonal from the red stack, on its back left", "kitty-corner to
X (front right)".

A line named by a shape is the line through it: a place or a shape there is in line with the shape (an
`aligned` relation or check, as "in the same row as X" says: the board finds which line). "The row of the blue
cube" names it so only when the shape is one shape, said with "the": "the row of blue cubes" is a row made of
them (fallback_pcfg.reader.formations). A corner said after a diagonal ("diagonally from X, back left") says
which of its four corner squares is meant: one square each way from X (fallback_pcfg.reader.geometry).

A rule layer of the command reader (fallback_pcfg.reader.rules): the description and place rules
(fallback_pcfg.reader.postmodifiers, .places) build on it.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import SIDED_THINGS, SQUARES, line_mark
from fallback_pcfg.reader.geometry import AXES, moved_by_both
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing
from fallback_pcfg.reader.members import COLLECTIVES
from fallback_pcfg.reader.negation import Negations

#: What "the row of the red stack" costs less read as the row through that one shape than as a row made of its
#: colour's shapes (a row of one stack is no row).
OF_ONE = 0.03
#: Nouns of an empty square, which a line of shapes said after "of" has ("the empty place of the diagonal").
GAP_NOUNS = SQUARES | {"gap", "hole", "opening", "spot", "spots"}
#: Nouns of a line of the board through a shape ("its row", "the column of the tower"; "file" as in chess).
LINE_NOUNS = frozenset({"row", "column", "line", "lane", "file"})
#: Words before a line that say a shape is in it or goes there ("in its row", "along the tower's column").
INTO_LINE = frozenset({"in", "on", "at", "along", "into", "onto", "within", "inside"})
#: Possessives that point back to the shape named before ("in its row").
POINTING_BACK = frozenset({"its", "their"})
#: Verbs of standing somewhere, said of a shape in the line it names ("the row the tower is in").
STANDING = frozenset({"is", "stands", "sits", "lies", "are", "stand", "sit", "lie", "was"})
#: Words that only relate a line to the clause naming it ("the row where/that X is in").
RELATIVES = frozenset({"that", "which", "where", "in which"})
#: Words between a diagonal's landmark and the corner said after it ("..., on its back left").
CORNER_LEAD = ("on", "to", "at", "toward", "towards", "in", "its", "the", "to the", "on the", "at the", "on its",
               "to its", "at its", "toward its", "towards its", "in its", "so on", "so to")
#: Nouns after a corner that name nothing else ("back left side", "front right one").
CORNER_TAIL = frozenset({"side", "corner", "one", "square", "spot", "field", "tile", "direction"})
#: What says a line holds a shape: "(the row) containing the green tower", "(the row) that has X (in it)".
HAVING = frozenset({"containing", "having"})
HAVING_CLAUSE = frozenset({(rel, verb) for rel in ("that", "which")
                           for verb in ("has", "contains", "holds", "includes")})


class Alignment(Negations):
    """The rules of a line named by the shape in it, and of a diagonal's corner said after it."""

    def line_marks(self, i: int) -> list[Parse]:
        """The shape whose row or column a phrase from `i` names ("in the red stack's row", "in its column", "in
        the column of the tower", "in the row the red stack is in"): its value the shape, as `line_mark` makes
        it."""
        return self.memo(("line-marks", i), lambda: self._line_marks(i))

    def line_checks(self, i: int) -> list[Parse]:
        """"(the green cube) in the red stack's row": in line with that shape, as a check of the shape."""
        return [Parse(p.end, ("check", Check("aligned", p.value)), p.cost, p.skipped) for p in self.line_marks(i)]

    def line_places(self, i: int) -> list[Parse]:
        """"(put it on the left edge) in the red stack's row": in line with that shape, as a place (no square by
        itself: another place says which)."""
        return [Parse(p.end, Relation("aligned", p.value), p.cost + 0.05, p.skipped) for p in self.line_marks(i)]

    def aligned_with_both(self, i: int) -> list[Parse]:
        """"(in line with) the red cube and the blue pyramid", "(same row as) the B-Y and the B-R": two shapes
        joined by "and" after a word of alignment, from `i`: in line with each (value: the two, as `line_mark`
        makes them)."""
        found = []
        for one in self.np(i):
            if self.word(one.end) not in ("and", "&") or one.value.type not in SIDED_THINGS:
                continue
            for other in self.np(one.end + 1):
                if other.value.type in SIDED_THINGS and not self._same_noun_said_once(one.value):
                    found.append(Parse(other.end, (line_mark(one.value), line_mark(other.value)),
                                       one.cost + other.cost + 0.05, one.skipped + other.skipped))
        return found

    @staticmethod
    def _same_noun_said_once(thing: Thing) -> bool:
        """Whether a shape before "and" has no noun of its own ("the red and the blue cubes": one noun for both,
        read as colours of one phrase by the noun-phrase rules)."""
        return thing.type == "shape" and not thing.noun

    def gap_of(self, i: int) -> list[Parse]:
        """"(the empty place) of the cyan diagonal line", "(the gap) of the green row": a square said "of" a line
        of shapes is in it, as "in" says (a description of the square noun before `i`)."""
        if self.word(i) != "of" or self.word(i - 1) not in GAP_NOUNS:
            return []
        return [Parse(p.end, ("relation", Relation("within", p.value)), p.cost + 0.05, p.skipped)
                for p in self.np(i + 1) if p.value.noun in COLLECTIVES and p.value.type in SIDED_THINGS]

    def _line_marks(self, i: int) -> list[Parse]:
        if self.word(i) not in INTO_LINE:
            return []
        k = i + 1
        found = []
        if self.word(k) in POINTING_BACK:  # "in its row": the shape named before
            end = self._line_noun(k + 1)
            found += [Parse(end, it, 0.05) for it in self._its() if end and it is not None and it.type in SIDED_THINGS]
        for owner in self.np(k) if self.word(k) not in POINTING_BACK else []:  # "in the red stack's column"
            end = self._line_noun(owner.end)
            if end and self.word(owner.end - 1).endswith("'s") and owner.value.type in SIDED_THINGS:
                found.append(Parse(end, owner.value, owner.cost + 0.05, owner.skipped))
        if self.word(k) == "the" and self._line_noun(k + 1):
            found += self._line_named_after(self._line_noun(k + 1))
        if self.word(k) in ("that", "this") and self._line_noun(k + 1):  # "Look at the row that has the green
            # tower in it. ... in that row": the row through that shape
            found += [Parse(self._line_noun(k + 1), c.thing, 0.05) for line in self.context[-1:] if line.noun in
                      LINE_NOUNS for c in line.checks if c.kind == "aligned" and c.thing is not None]
        return [Parse(p.end, line_mark(p.value), p.cost, p.skipped) for p in found]

    def _line_noun(self, k: int) -> int:
        """Where a line noun from `k` ends ("row", "same column"); 0 if none is there."""
        k += self.word(k) in ("same", "very")
        return k + 1 if self.word(k) in LINE_NOUNS else 0

    def _line_named_after(self, k: int) -> list[Parse]:
        """"(the row) of the blue cube", "(the row) the red stack is in", "(the column) where the tower stands":
        the one shape named after a line noun ending at `k`."""
        found = []
        if self.word(k) == "of" and self.word(k + 1) in ("the", "that", "this"):  # "the row of the blue cube"
            found += [Parse(p.end, p.value, p.cost - OF_ONE, p.skipped) for p in self.np(k + 1) if self._one_shape(p.value)]
        j = k + (self.word(k) in RELATIVES)
        for p in self.np(j) if self.word(k) != "of" else []:  # "the row (where) the red stack is (in)"
            end = p.end
            if self.word(end) not in STANDING or not self._one_shape(p.value):
                continue
            end += 1
            if self.word(end) in ("in", "on", "at"):
                end += 1
            elif self.word(k) != "where":  # "the row the red stack is": where, said
                continue
            found.append(Parse(end, p.value, p.cost + 0.05, p.skipped))
        j = k + 2 if (self.word(k), self.word(k + 1)) in HAVING_CLAUSE else k + (self.word(k) in HAVING)
        for p in self.np(j) if j > k else []:  # "the row that has the green tower in it", "the row containing X"
            if self._one_shape(p.value):
                end = p.end + 2 * ((self.word(p.end), self.word(p.end + 1)) in (("in", "it"), ("on", "it")))
                found.append(Parse(end, p.value, p.cost + 0.05, p.skipped))
        return found

    @staticmethod
    def _one_shape(thing: Thing) -> bool:
        """Whether a phrase names one shape, a line through which is meant (not shapes a row is made of)."""
        return thing.type in SIDED_THINGS and thing.type not in ("edge", "corner", "region", "board") and \
            not thing.plural and not thing.count

    def _pointing_back(self, k: int) -> int:
        """Where a pronoun from `k` that points back to the landmark just said ends ("it", "that one"); 0 if
        none is there."""
        if self.word(k) == "it":
            return k + 1
        return k + 2 if self.word(k) in ("that", "this") and self.word(k + 1) in ("one", "stack", "tower") else 0

    def corner_after(self, i: int, mark: Thing) -> list[Parse]:
        """"(diagonal from X), back left", "(kitty-corner to X), on its front-right side", "(diagonally across
        from X) (back left)": the corner square of `mark` the two sides said from `i` name, one square each way
        from it, as a place."""
        found = []
        for start, cost, skipped in self.fillers(i, 2):
            for lead in ("",) + CORNER_LEAD:
                said = tuple(lead.split())
                if not self.says(start, said):
                    continue
                for first_end, one, first_of in self._corner_sides(start + len(said)):
                    for end, two, said_of in self._corner_sides(first_end) if not first_of else []:
                        if said_of or AXES[one] == AXES[two]:
                            continue
                        end += self.word(end) in CORNER_TAIL
                        if self.word(end) in ("of", "from"):  # "back left of it": the landmark said again
                            again = self._pointing_back(end + 1)
                            if not again:
                                continue  # ("back left of X": X another landmark, reader.counting)
                            end = again
                        both = moved_by_both(Relation(one, count=1), Relation(two, mark, count=1), None)
                        if both is not None:
                            found.append(Parse(end, both, cost + 0.02 * len(said), skipped))
        return found


__all__ = ["Alignment", "LINE_NOUNS"]
