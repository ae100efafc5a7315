"""What a description says a shape is not: "not the one under the pyramid", "the gray cube that isn't
touching the red one", "the one that doesn't stand next to the wall", "(not the front row ones)", "not
counting the corner stack", "not the 3-high stack or the loose red cube".

A rule layer of the command reader (fallback_pcfg.reader.rules) over fallback_pcfg.reader.notes: the
description rules (fallback_pcfg.reader.postmodifiers) read a "not" word with it. What it gives is a
description's value, ("not", thing, bare) or ("both", ...), which fallback_pcfg.reader.describing turns into
the `not` and `isnt` checks the planner holds a shape to (planner.checks).
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import described
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing
from fallback_pcfg.reader.members import COLLECTIVES, in_group
from fallback_pcfg.reader.notation import BOARD_PARTS, Notation

#: What a description may say a shape is not: "not the pyramid", "not the one in my corner".
NAMED_SHAPES = frozenset({"cube", "prism", "shape", "stack", "one"})
#: A "not" that counts nothing out: "the third from the left, not the one with red on it" (it is not that one).
BARE_NOT = frozenset({"not", "but not", "and not"})
#: Verbs of where a shape is, said after a denied "do" ("that doesn't stand next to X", "does not sit on X"):
#: the place after them is what the shape is not at.
POSITION_VERBS = frozenset({"stand", "sit", "lie", "rest", "stay", "be", "lean", "border"})
#: Words that bring the one meant after the one not meant: "not the row, but the single one", "not X - Y".
CONTRASTING = frozenset({"but", "rather", "instead"})
#: Words that say a shape is one of a group or in a part of the board, after a "not": "not part of the front row",
#: "isn't one of the front row ones", "does not belong to the row", "not any of those".
MEMBERSHIP = (("part", "of"), ("one", "of"), ("any", "of"), ("belonging", "to"), ("belong", "to"), ("belongs", "to"),
              ("a", "member", "of"), ("a", "part", "of"), ("among",))

#: Verbs of bearing a shape, after a "not": "isn't carrying anything", "not covered by anything" (nothing on it).
BEARING = frozenset({"carrying", "carry", "supporting", "support", "holding", "hold", "bearing", "bear", "covered",
                     "topped", "capped"})
#: Verbs of where a shape rests, before "on anything": "isn't sitting on anything".
RESTING = frozenset({"sitting", "standing", "resting", "lying", "placed", "put"})
#: Words for any shape at all, after a denied "under" or verb of bearing: "not under anything".
ANYTHING = frozenset({"anything", "something"})
#: Words before a bare noun that say any shape of that kind: "not under another cube", "not carrying any block".
ANY = frozenset({"another", "any", "other", "a"})
#: Nouns of a shape of no kind said, after `ANY`.
BARE_NOUNS = frozenset({"cube", "cubes", "block", "blocks", "shape", "shapes", "one", "thing", "things", "piece"})


#: What may follow a denied shape and say the same again: "not the one in the corner, the other one".
OTHER_ONE = (("the", "other", "one"), ("the", "other"), ("but", "the", "other", "one"), ("but", "the", "other"),
             ("i", "mean", "the", "other", "one"))


class Negations(Notation):
    """The rules of a description that says what a shape is not."""

    def denied(self, item: Item) -> list[Parse]:
        """The descriptions a "not" word (`item`) starts: what the shape is not, as described."""
        found: list[Parse] = []
        for words in MEMBERSHIP:  # "not part of the front row": the part or group said after it
            if tuple(self.word(k) for k in range(item.end, item.end + len(words))) == words:
                found += self._denied_from(item, item.end + len(words))
        return found + self._denied_from(item, item.end)

    def _denied_from(self, item: Item, end: int) -> list[Parse]:
        """The descriptions of what is denied by the "not" word `item`, said from `end` on."""
        found: list[Parse] = []
        nps = self.np(end)
        ones = {p.end for p in nps if p.value.type == "one"}
        longest = max((p.end for p in nps), default=end)
        for p in nps:
            if p.value.type in BOARD_PARTS and not p.value.relations and (item.phrase in BARE_NOT or end > item.end):
                # "(not the front row)", "not the back edge": not a shape in that part of the board; "(not the
                # front row ones)": the part said before the noun it places
                noun = int(self.word(p.end) in ("one", "ones") or any(t.end == p.end + 1 for t in self.items(
                    p.end, "type") if t.value in ("cube", "prism", "shape")))
                found += [Parse(q.end + noun, ("not", Thing("shape", relations=[q.value[1]])), q.cost + 0.15,
                                q.skipped) for q in self._where(p) if q.end == p.end and q.value[0] == "relation"]
            if p.value.type not in NAMED_SHAPES or p.end in ones and p.value.type != "one":
                continue  # "not the one near me" is a shape, never the robot; "the one" is of the kind contrasted
            if p.value.type == "one" and p.end < longest and not p.value.said_of():
                continue  # "the red cube, not the one on the left": what follows a bare "the one" is said of it
            # "third from the left (not the one with red on it)": a bare "not" says which one is not meant,
            # "not counting the corner stack" leaves it out of the count (describing.described)
            denied = _members(p.value) if end > item.end else p.value  # ("not part of the long row": of its shapes)
            found.append(Parse(p.end, ("not", denied, item.phrase in BARE_NOT), p.cost + 0.1, p.skipped))
            found += [Parse(p.end + len(words), ("not", denied, item.phrase in BARE_NOT), p.cost + 0.1, p.skipped)
                      for words in OTHER_ONE if self.says(p.end, words)]
            for join in self.items(p.end, "and") + self.items(p.end, "or"):  # "not the 3-high red stack or the
                found += [Parse(q.end, ("both", ("not", p.value), ("not", q.value)),  # other loose red cube"
                                p.cost + q.cost + 0.1, p.skipped + q.skipped)
                          for q in self.np(join.end) if q.value.type in NAMED_SHAPES]
        if self.word(end) == "stacked":  # "the red cube that isn't stacked (on anything)": on the board, alone
            anything = 2 if self.word(end + 1) in ("on", "with") and self.word(end + 2) == "anything" else 0
            if anything or not self._relation_at(end + 1):
                found.append(Parse(end + 1 + anything, ("indicator", "individual"), 0.05))
        found += self._uncovered(end)
        starts = self.fillers(end, 1)
        if self.word(end) in POSITION_VERBS:  # "that doesn't stand next to the wall": where it is not
            starts = starts + [(end + 1, 0.0, ())]
        for start, cost, skipped in starts:  # "the one which is not at the edge"
            for p in self.post(start):
                if p.value[0] == "relation":
                    found.append(Parse(p.end, ("not", Thing("shape", relations=[p.value[1]])),
                                       p.cost + cost + 0.1, p.skipped + skipped))
        return found

    def _uncovered(self, end: int) -> list[Parse]:
        """What a "not" before `end` says with "under" or a verb of bearing and no shape named: "that isn't under
        anything", "not under another cube", "isn't carrying anything", "not covered by any block": nothing
        stands on it (a shape named, "not under the red cube", is a place it is not: `_denied_from`)."""
        j = end + (self.word(end) in RESTING)
        if self.word(j) == "on":  # "not on anything", "isn't sitting on top of another cube": on the floor
            k = j + 1 + 2 * ((self.word(j + 1), self.word(j + 2)) == ("top", "of"))
            said = ("relation", Relation("above", Thing("board")))
        else:
            k = end + 1 + (self.word(end + 1) in ("by", "with", "up")) if self.word(end) in BEARING else max(
                (item.end for item in self.items(end, "under")), default=end)
            said = ("check", Check("free"))
        if k == end:
            return []
        if self.word(k) in ANYTHING:
            return [Parse(k + 1, said, 0.05)]
        if self.word(k) in ANY and self.word(k + 1) in BARE_NOUNS:
            return [Parse(k + 2, said, 0.1)]
        return []

    def contrasted(self, i: int) -> list[Parse]:
        """"not the long row of yellow blocks, but the yellow block sitting by itself", "not the red cube but the
        blue one": a noun phrase that says first which shape is not meant; the second one, told apart so."""
        found: list[Parse] = []
        for item in self.items(i, "not"):
            if item.phrase not in BARE_NOT or item.phrase != self.word(i):
                continue
            for no in self.np(item.end):
                if no.value.type not in NAMED_SHAPES or no.end >= len(self.w) or no.end in self.w.stops:
                    continue
                j = no.end + int(self.word(no.end) in CONTRASTING)
                if j == no.end and no.end not in self.w.commas:
                    continue  # ("not the red one the blue one": unmarked, two noun phrases)
                for yes in self.np(j):
                    if yes.value.type not in ("cube", "prism", "shape", "stack", "one"):
                        continue
                    denied = _members(no.value)
                    if not _apart(denied, yes.value):
                        continue
                    thing = described(yes.value.copy(), ("not", denied, True))
                    if thing is not None:
                        found.append(Parse(yes.end, thing, no.cost + yes.cost + 0.1, no.skipped + yes.skipped))
        return found


def _members(thing: Thing) -> Thing:
    """What a shape said not to be is not: the thing, or one of the group it names ("not the long row of yellow
    blocks": a shape of that row, not any yellow block)."""
    groups = [c for c in thing.checks if c.kind == "group"]  # ("the long row of yellow blocks": in a group)
    if groups and thing.type in ("cube", "prism", "shape"):
        return Thing(thing.type, checks=groups)
    if thing.noun not in COLLECTIVES or thing.type not in ("cube", "prism", "shape"):
        return thing
    return Thing(thing.type, checks=in_group(thing))


def _apart(no: Thing, yes: Thing) -> bool:
    """Whether what is not meant may be told apart from what is: it says more than the kind and colours of the
    one meant ("not the yellow blocks but the yellow block": no shape is left)."""
    said = no.relations or no.indicators or any(c.kind not in ("tallest", "shortest") for c in no.checks)
    return bool(said) or no.type != yes.type and "shape" not in (no.type, yes.type) or set(no.colours) != set(
        yes.colours) and bool(no.colours) and bool(yes.colours)


__all__ = ["Negations", "NAMED_SHAPES", "BARE_NOT"]
