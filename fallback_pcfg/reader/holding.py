"""The shape the gripper holds and the spot under it, as people say them.

    the cube (that) you ('re / 've) (just / still) hold(ing) / carry / picked up / took (now)
    the one the robot (arm) / the gripper is holding | the block in your claw / in hand / held by the gripper
    what you are holding | whatever you've got | what's in your hand
    (put it down) where you are holding it (now) | right where you have it | where it hangs
    (set it on) the spot below | the floor underneath the gripper | the square beneath your claw

A clause whose subject is the robot ("you", "the gripper") and whose verb holds or took a shape says
the shape is the held one (RCL has no word for it: the planner matches a carried shape among
everything, so the clause only says which one is meant). A clause of where the robot or the held
shape is now says the spot under the gripper; one in the past ("where it was", "where you picked it
up") says where it came from, which is no such spot: as a noun phrase ("just on your side of where it was"),
the square of the shape moved or taken.  The words are classes of
fallback_pcfg/reader/words.tsv: holder, holds, took, hangs, still, grip.
"""

from __future__ import annotations

from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing
from fallback_pcfg.reader.rules import INTENSIFIERS
from fallback_pcfg.reader.sides import Sides

#: Words of the robot's type that are the viewer, not the robot ("the cube under me").
VIEWER = frozenset({"me", "us", "myself"})
#: Prepositions that put a shape in the robot's hand ("in your claw"), and those that may after a participle
#: ("held by the gripper", "hanging from the arm"; "the cube by the gripper" is beside it).
IN_HAND = frozenset({"in", "inside", "within", "between"})
HELD_BY = IN_HAND | {"by", "from"}
#: Words said before the robot's noun: "your gripper", "its claw".
OWNERS = frozenset({"the", "your", "its", "ur", "a"})
#: "u": the robot addressed, typed short.
YOU = frozenset({"u"})
#: Words that say where, before a clause of where the robot is: "right where you are holding it".
WHERE = frozenset({"where", "wherever"})
#: Words that head a description of whatever is held: "what you've got", "whatever's in your hand".
WHAT = frozenset({"what", "whatever"})
WHAT_IS = frozenset({"what's", "whats", "whatever's"})
#: Subjects said with their "is": "where you're holding it", "where it's hanging".
CONTRACTED = frozenset({"you're", "youre", "ur", "it's", "its"})
#: Verbs of where a shape stood, after "where it": "where it was", "where it sits now".
STOOD = frozenset({"was", "is", "stood", "stands", "sat", "sits", "started", "used"})
#: Nouns of a shape's square: "its old spot".
SPOTS = frozenset({"spot", "place", "square", "position", "location", "field"})


class Holding(Sides):
    """The rules of the held shape and of the spot under the gripper over one command's words."""

    # --- the robot ------------------------------------------------------------------

    def robot(self, i: int) -> list[int]:
        """Where a noun phrase of the robot or its hand ends ("you", "the gripper", "your claw", "the robot's
        hand"; never the viewer's "me")."""
        if self.word(i) in YOU:
            return [i + 1]
        j = i + (self.word(i) in OWNERS)
        start = j
        while any(self._robot_noun(item) for item in self.items(j)):  # "the robot's hand": its nouns, all
            j = max(item.end for item in self.items(j) if self._robot_noun(item))
        return [j] if j > start else []

    def _robot_noun(self, item: Item) -> bool:
        return item.kind == "grip" or item.kind == "type" and item.value == "robot" and item.phrase not in VIEWER

    def _gripped(self, i: int, held_by: bool = False) -> list[int]:
        """"in your claw", "in hand"; after a participle also "by the gripper", "from the arm": in the
        robot's hand (ends)."""
        if self.word(i) not in (HELD_BY if held_by else IN_HAND):
            return []
        you = self.word(i + 1) in ("you", "u")  # ("in you": no hand; "held by you")
        ends = self.robot(i + 1) if not you or self.word(i) == "by" else []
        if self.items(i + 1, "grip"):
            ends.append(i + 2)  # "in hand"
        return ends

    # --- the held shape -------------------------------------------------------------

    def held_clause(self, i: int) -> list[int]:
        """Where a description saying a shape is the one held ends: "(that) you are holding", "you just
        picked up", "the robot has", "in your claw", "held by the gripper", "hanging from the arm"."""
        return [end for end, _ in self._held_clause(i)]

    def _held_clause(self, i: int) -> list[tuple[int, bool]]:
        """(end, present) of each held clause from `i`: `present` when it says the robot holds it now."""
        found: list[tuple[int, bool]] = []
        for subject in [item.end for item in self.items(i, "holder")] + self.robot(i):
            auxiliaries = [subject] + [item.end for item in self.items(subject, "is")] + [
                subject + 1 for _ in [0] if self.word(subject) in ("have", "has", "had")]  # "you have picked up"
            for j in auxiliaries:
                for verb in self.items(self._still(j), "holds", "took"):
                    found.append((self._after_held(verb.end), verb.kind == "holds"))
        j = self._still(i)
        for verb in self.items(j, "hangs", "took"):  # "held by the gripper", "hanging from the claw"
            found += [(self._after_held(end), True) for end in self._gripped(verb.end, held_by=True)]
            if j > i and verb.kind == "hangs":  # "the cube currently held"
                found.append((self._after_held(verb.end), True))
        found += [(self._after_held(end), True) for end in self._gripped(i)]
        return found

    def _still(self, i: int) -> int:
        """Past words of when: "just", "currently", "still", "right now"."""
        while self.items(i, "still"):
            i = max(item.end for item in self.items(i, "still"))
        return i

    def _after_held(self, i: int) -> int:
        """Past what may follow a held clause: "up", "right now", "in your hand", "in the air"."""
        while True:
            ends = [item.end for item in self.items(i, "still", "holding")] + self._gripped(i)
            ends += [i + 1] if self.word(i) == "up" else []
            if not ends:
                return i
            i = max(ends)

    def what_held(self, i: int) -> list[Parse]:
        """"what you are holding", "whatever you've got", "what's in your hand": the held shape."""
        ends: list[int] = []
        if self.word(i) in WHAT:
            ends += self.held_clause(i + 1)
            for item in self.items(i + 1, "is"):  # "what is in the claw"
                ends += [self._after_held(end) for end in self._gripped(item.end)]
        if self.word(i) in WHAT_IS:
            ends += [self._after_held(end) for end in self._gripped(i + 1)]
        return [Parse(end, Thing("shape", held=True, noun=self.word(i)), 0.1) for end in ends]

    # --- the spot under the gripper --------------------------------------------------

    def here(self, i: int) -> list[Item]:
        """Where the gripper is, as an adverb: "here", "right where you are holding it", "below you",
        "underneath the gripper", "down below"."""
        found = self.items(i, "here")
        j = i + (self.word(i) in INTENSIFIERS)
        found += [Item(i, end, "here", "here", " ".join(self.w.words[i:end])) for end in self.where_now(j) +
                  self.below(j)]
        return found

    def where_now(self, i: int) -> list[int]:
        """"where you are (now)", "where you're holding it", "where you have it", "where it is hanging",
        "where the gripper is": a clause of where the robot or the held shape is now (ends)."""
        if self.word(i) not in WHERE:
            return []
        found = []
        subjects = [item.end for item in self.items(i + 1, "holder")] + self.robot(i + 1)
        subjects += [i + 2] if self.word(i + 1) in ("it", "it's", "its") else []
        for subject in subjects:
            said = self.word(subject - 1) in CONTRACTED  # "where you're holding it": "are" said with "you"
            for j in [subject] + [item.end for item in self.items(subject, "is")]:  # (present: never "was")
                j = self._still(j)
                if j > subject or said:
                    found.append(self._after_where(j))  # "where you are (now)", "where the gripper is"
                for verb in self.items(j, "holds", "hangs"):  # "where you are holding it", "where you have it"
                    found.append(self._after_where(verb.end + (self.word(verb.end) == "it")))
        return found

    def _after_where(self, i: int) -> int:
        """Past "now", "right now", "at" after a clause of where ("where you're at")."""
        i = self._still(i)
        return i + 1 if self.word(i) == "at" else i

    def below(self, i: int) -> list[int]:
        """"below you", "underneath the gripper", "beneath your claw", and "below" said alone ("the spot
        below", "put it down below"): under the gripper (ends)."""
        found = [item.end for item in self.items(i, "below-you")]
        for item in self.items(i, "under"):
            found += self.robot(item.end)
            if item.end >= len(self.w) or item.end in self.w.stops or item.end in self.w.commas or self.items(
                    item.end, "and", "then", "so", "filler"):
                found.append(item.end)  # said alone: below where it is
        return found

    def gripper_post(self, i: int) -> list[Parse]:
        """A description after a noun that says the held shape ("the cube you just picked up") or the spot
        under the gripper ("the square right where you are holding it", "the floor beneath you")."""
        found = [Parse(end, ("held",), 0.0) for end in self.held_clause(i)]
        j = i + (self.word(i) in INTENSIFIERS)
        found += [Parse(end, ("check", Check("below-gripper")), 0.0) for end in self.where_now(j) + self.below(j)]
        return found

    def old_spot(self, i: int) -> list[int]:
        """Where "where it was", "where it is now", "its old spot" (the square of the shape the clause moves) end."""
        if self.word(i) == "where" and self.word(i + 1) == "it" and self.word(i + 2) in STOOD:
            return [i + 3 + (self.word(i + 3) in ("now", "before", "before it moved"))]
        if self.word(i) == "its" and self.word(i + 1) in ("old", "first", "starting", "current") and self.word(
                i + 2) in SPOTS:
            return [i + 3]
        return []

    def _np(self, i: int) -> list[Parse]:
        """Noun phrases, with "what you're holding", "where it was" (the square of the shape moved or taken), and
        "the floor right under you": the square of the board there (the board takes no other description: there is
        one)."""
        found = super()._np(i) + self.what_held(i)
        old = self.old_spot(i)
        moved = (self.moving or self.taken) if old else None  # "just on your side of where it was": of the shape
        if moved is not None:  # moved (or taken, then put down), where it is
            found += [Parse(end, moved.copy(), 0.1) for end in old]
        for parse in [p for p in found if p.value.type == "board" and not p.value.relations]:
            found += [Parse(extra.end, Thing("tile", checks=[extra.value[1]], noun=parse.value.noun),
                            parse.cost + extra.cost + 0.15, parse.skipped + extra.skipped)
                      for extra in self.post(parse.end) if extra.value[0] == "check" and extra.value[1].kind ==
                      "below-gripper"]
        return found


def under_gripper() -> Relation:
    """The place under the gripper: where "here" puts a shape."""
    return Relation("within", Thing("tile", checks=[Check("below-gripper")]))
