"""What a sentence said after a command says of it: the thing said again more exactly ("I mean the plain
square one"), which one is not meant ("Not the one on the floor."), where it is ("It is the fourth square from
the back.", "Front-right corner, only object on the board."), or the place said again ("...: second row from the
front, third square from the left.").

    Pick up the cyan prism capping the yellow stack. Not the one on the floor.
    Pick up the red cube. Front-right corner, only object on the board.

Each rule takes the readings of the command before and gives them told further (none: the sentence is no
such thing, and is read as a sentence of its own: fallback_pcfg.reader.sentences).
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.commands import Commands
from fallback_pcfg.reader.describing import described
from fallback_pcfg.reader.geometry import diagonal_mark, said_again, vague
from fallback_pcfg.reader.holding import under_gripper
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Act, Relation, Thing
from fallback_pcfg.reader.negation import BARE_NOT, NAMED_SHAPES
from fallback_pcfg.reader.repeating import place_mark

#: How many readings of a whole command are kept.
READINGS = 8


class Afterthoughts(Commands):
    """The rules of sentences that tell the command before further."""

    def _restated(self, a: int, b: int, before: list[Parse]) -> list[Parse]:
        """The readings of the command before with its thing (or its landmark) said again more exactly by a
        sentence that restates ("I mean the plain square one, not the pointy one", "That is, the one on the
        left."); none when the sentence is no such thing."""
        found = []
        context, self.context = self.context, ()  # "the one on the left" is of the kind said again, not the taken one
        said = [again for item in self.items(a, "restate") for again in self.np(item.end)]
        # "Pick up the cyan prism on the yellow stack. Not the one on the floor.": which one is not meant
        denied = [again for item in self.items(a, "not") if item.phrase in BARE_NOT for again in self.np(item.end)]
        self.context = context
        taking = [r for r in before if r.value and r.value[-1].action == "take" and r.value[-1].place is None]
        for again in said:
            if again.value.type in ("cube", "prism", "shape", "stack", "one"):
                if again.end == b:
                    found += _said_again(before, again, ("same", again.value))
                elif self._kept_to(again.end, b):  # "Not the other red one, just the one further left, and hold
                    found += _said_again(taking, again, ("same", again.value))  # it up for me."
        for again in denied:
            if again.value.type in NAMED_SHAPES:
                if again.end == b:
                    found += _said_again(before, again, ("not", again.value, True))
                elif self._kept_to(again.end, b):
                    found += _said_again(taking, again, ("not", again.value, True))
        found.sort(key=lambda p: p.cost)
        return found[:READINGS]

    def _kept_to(self, i: int, b: int) -> bool:
        """Whether the words from `i` to `b` only say to keep the shape held: "(,) and hold it up for me"."""
        for start, _, _ in self.fillers(i, 2):
            for keep in self.items(start, "keep"):
                if any(end == b for end, _, _ in self.fillers(self._after_held(keep.end), 2)):
                    return True
        return False

    def _placing(self, a: int, b: int, before: list[Parse]) -> list[Parse]:
        """The readings of the command before with a sentence after it that says where its landmark (or its
        thing) is: "That blue cube is four squares from the left edge and four from the back edge.", "It is
        the fourth square from the back." (a thing said as "that X" must be like the one it describes)."""
        subjects = [(a, None)] if self.word(a) in ("it's", "its", "that's", "thats") else [
            (a + 1, None)] if self.word(a) in ("it", "that", "this") and self.items(a + 1, "is") else []
        context, self.context = self.context, ()
        if self.word(a) in ("that", "this"):  # "That blue cube is ...", "This one is ..."
            subjects += [(p.end, p.value) for p in self.np(a) if p.value.type in ("cube", "prism", "shape", "stack",
                                                                                    "one") and self.items(p.end, "is")]
        self.context = context
        found = []
        for k, subject in subjects:
            for where in self.post(k):
                if where.end == b and where.value[0] in ("checks", "check", "relation"):
                    found += _said_again(before, where, *((("same", subject),) if subject else ()), where.value)
        found.sort(key=lambda p: p.cost)
        return found[:READINGS]

    def _told_after(self, a: int, b: int, before: list[Parse]) -> list[Parse]:
        """The readings of a command that takes a shape with a sentence after it that only says more of that
        shape, in pieces ("Pick up the red cube. Front-right corner, only object on the board."): where it is,
        bare or with a word of place, and what it is said again as; none when the sentence is no such thing."""
        taking = [r for r in before if r.value and r.value[-1].action == "take" and r.value[-1].place is None]
        # "It goes in the only empty square: left edge, next to the corner": that square, said in pieces
        squares = [r for r in before if a in self.w.colons and r.value and _to_square(r.value[-1])]
        if not taking and not squares:
            return []  # (after a command that puts a shape down, a place alone is where: `_place_again`)
        if any(self.items(k, "action") for k in range(a, b)):
            return []  # "Place it on the yellow cube ...": a command of its own
        found = []
        for told in self._pieces(a, b):
            found += _said_again(taking, told, *told.value)
            found += _said_again(squares, told, *told.value, landmark_only=True)
        found.sort(key=lambda p: p.cost)
        return found[:READINGS]

    def _pieces(self, a: int, b: int, depth: int = 0) -> list[Parse]:
        """What a sentence of descriptions from `a` to `b` says, piece by piece between commas: its readings,
        each a tuple of descriptions (the cheapest of each piece)."""
        if a == b:
            return [Parse(b, (), 0.0)]
        if depth > 3:
            return []
        ends = {}
        places = [place for place in self.np(a) if place.value.type in ("corner", "edge", "region")]
        pieces = [p for p in self.post(a) if p.value[0] in ("relation", "check", "checks", "same")] + [
            d for place in places for d in self._where(place)] + [
            Parse(p.end, ("same", p.value), p.cost + 0.1, p.skipped) for p in self.np(a)
            if p.value.type in ("cube", "prism", "shape", "one") and (p.value.relations or p.value.checks)]
        for piece in pieces:
            if (piece.end == b or piece.end in self.w.commas) and (
                    piece.end not in ends or piece.cost < ends[piece.end].cost):
                ends[piece.end] = piece
        found = []
        for end, piece in ends.items():
            found += [Parse(b, (piece.value,) + rest.value, piece.cost + rest.cost, piece.skipped + rest.skipped)
                      for rest in self._pieces(end, b, depth + 1)]
        return sorted(found, key=lambda p: p.cost)[:2]

    def _place_again(self, a: int, b: int) -> Parse | None:
        """A sentence that only says a square, after a command that puts a shape somewhere ("...: second row
        from the front, third square from the left.", "It is the fourth square from the back."): the place
        said again, to be sure (the board checks both name one square). A sentence that starts with a verb of
        the arm is a command of its own ("Place it on the yellow cube", "Then stack it on the other one")."""
        if self.items(a + (self.word(a) in ("now", "then", "please", "and", "so", "next", "just")), "action"):
            return None
        start = max([item.end for item in self.items(a, "restate") if item.phrase not in ("just the", "only the")],
                    default=a)  # ("...: i.e. the square left of it", "namely ...")
        start += self.word(start) in ("it's", "its", "that's", "thats", "which's")
        start += self.word(start) in ("it", "that", "this", "which") and self.word(start + 1) in ("is", "'s")
        start += self.word(start) in ("is", "'s") and start > a
        places = [p for p in self.place(start) if p.end == b] + [
            Parse(p.end, Relation("within", p.value), p.cost, p.skipped) for p in self.np(start)
            if p.end == b and p.value.type == "tile" and (p.value.checks or p.value.relations)]
        return min(places, key=lambda p: p.cost, default=None)

    def _again_from(self, a: int, b: int, acts: list[Act]) -> Parse | None:
        """The place said again counted from the landmark of a diagonal said before ("diagonal from X: one
        square closer to the robot and one to the left"), or with "it" said for the landmark before
        (`repeating.place_mark`)."""
        mark = diagonal_mark(acts)
        if mark is None and any(self.items(k, "it") or self.word(k) == "its" for k in range(a + 1, b)):
            mark = place_mark(acts)
        if mark is None:
            return None
        with self.mentioning(mark):
            return self._place_again(a, b)


def _to_square(act: Act) -> bool:
    """Whether an act puts its shape in a square of the board it describes ("in the only empty square")."""
    square = act.place.landmark if act.action in ("move", "drop") and act.place is not None else None
    return square is not None and square.type == "tile" and not any(c.kind == "below-gripper" for c in square.checks)


def placed_again(acts: list[Act], again: Relation, ones: bool = False, goes: bool = False) -> list[Act] | None:
    """The acts with the place of the last said again (a drop where it is: the square under the gripper, unless
    the sentence says where the shape `goes`: "Set it down. It goes right of X.");
    None when the last act puts nothing down, or when the place said again with a bare "the one" is told by
    a shape like the one put down (`ones`: "It goes beside the stack right of the one wearing a pyramid":
    that "one" points back at the shape put down, which is not where it goes)."""
    if not acts or acts[-1].action not in ("drop", "move"):
        return None
    last = acts[-1]
    if ones and _told_by(again, last.thing):
        return None
    if last.place is None and goes:  # "Set the pyramid down. It goes just left of X.": where it goes, said there
        return acts[:-1] + [replace(last, place=again)]
    place = last.place if last.place is not None else under_gripper() if last.action == "drop" else None
    if place is None:
        return None
    if vague(place) and again.count and again.landmark is not None:  # "on the floor diagonal from X: one closer
        # and one to the left": counted from a shape, the square said again is the one meant
        return acts[:-1] + [replace(last, place=said_again(again, place))]
    return acts[:-1] + [replace(last, place=replace(place, also=place.also + (again,)))]


def _told_by(place: Relation, moved: Thing) -> bool:
    """Whether a place is told by a shape of the colours and kind of the one put down."""
    return bool(moved.colours) and any(t.type == moved.type and set(t.colours) == set(moved.colours)
                                       for t in things_of(Act("drop", Thing("shape"), place)))


def things_of(act: Act):
    """Every thing an act names: its thing, the place's landmarks and theirs."""
    stack = [act.thing] + ([m for m in (act.place.landmark, act.place.other) if m is not None] if act.place else [])
    while stack:
        thing = stack.pop()
        yield thing
        stack += [m for r in thing.relations for m in (r.landmark, r.other) if m is not None]
        stack += [c.thing for c in thing.checks if c.thing is not None]


def _said_again(before: list[Parse], said: Parse, *descriptions: tuple, landmark_only: bool = False) -> list[Parse]:
    """The readings of the command before with the landmark of their place (named last), or else (unless
    `landmark_only`) their thing, described further as a later sentence `said` says."""
    found = []
    for reading in before:
        for rank, acts in enumerate(_described_again(reading.value, descriptions, landmark_only)):
            found.append(Parse(said.end, acts, reading.cost + said.cost + 0.1 * rank, reading.skipped + said.skipped))
    return found


def _described_again(acts: list[Act], descriptions: tuple[tuple, ...],
                     landmark_only: bool = False) -> list[list[Act]]:
    found = []
    last = acts[-1]
    if last.place is not None and last.place.landmark is not None:
        landmark = _described_all(last.place.landmark, descriptions)
        if landmark is not None:
            found.append(acts[:-1] + [replace(last, place=replace(last.place, landmark=landmark))])
    if landmark_only:
        return found
    act = next((a for a in acts if not a.again), None)
    thing = _described_all(act.thing, descriptions) if act is not None else None
    if thing is not None:
        k = acts.index(act)
        found.append(acts[:k] + [replace(act, thing=thing)] + acts[k + 1:])
    return found


def _described_all(thing: Thing, descriptions: tuple[tuple, ...]) -> Thing | None:
    for description in descriptions:
        thing = described(thing, description)
        if thing is None:
            return None
    return thing
