"""Sentences that command nothing: what they name and where the command after them starts ("There are two blue
cubes.", "See the red block with a gray cap on top?", "Look at the back edge.", "You are holding a gray cube.",
"Yellow pyramid on the tall blue tower: move it ...", "In the row of stacks nearest you, find the stack with ..."),
and the part of the board a phrase before a verb names ("In the back row, ...", "Left edge, ...").

A rule layer of the command reader (fallback_pcfg.reader.rules) over fallback_pcfg.reader.existentials: the
sentence rules (fallback_pcfg.reader.command_sentences, fallback_pcfg.reader.sentences) read with it.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import described
from fallback_pcfg.reader.existentials import Existentials
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Relation, Thing
from fallback_pcfg.reader.topics import said_in


def _third_person(word: str) -> bool:
    """Whether a verb is said of a thing ("sits", "stands"), never to the arm (a command is said as "sit")."""
    return word.endswith("s") and not word.endswith("ss")


def _of_board(description: tuple) -> bool:
    """Whether a description places a thing on a part of the board: an edge, a corner, a line of squares."""
    if description[0] == "relation":
        landmark = description[1].landmark
        return landmark is not None and landmark.type in ("edge", "region", "corner", "board") and not landmark.relations
    checks = [description[1]] if description[0] == "check" else description[1] if description[0] == "checks" else []
    return bool(checks) and all(c.kind in ("line", "aligned") for c in checks)  # ("in the row with the green stack")


class Naming(Existentials):
    """The rules of the sentences that name or point, not command, and of a part of the board said first."""

    def _holding(self, a: int, b: int) -> Parse | None:
        """"You are holding a gray cube.", "you've got the red block there, so ...": a clause that says what
        the gripper holds, the shape (held) and where the command after it starts."""
        # ("Oh nice, you've got a red block!": after an interjection)
        for item in [i for start, _, _ in self.fillers(a, 2) for i in self.items(start, "held")]:
            if not item.phrase.startswith(("you", "the ", "your ")):  # ("in the gripper": no sentence)
                continue
            for what in self.np(item.end):
                if what.value.type not in ("cube", "prism", "shape"):
                    continue
                for end, _, _ in self.fillers(what.end, 2):  # "there", "right now"
                    if end == b or end in self.w.commas or self.items(end, "action", "so", "and", "then"):
                        thing = what.value.copy()
                        thing.held = True
                        return Parse(end, thing, what.cost, what.skipped)
        return None

    def _looked_at(self, a: int, b: int) -> Parse | None:
        """The part of the board a sentence that points tells to look at ("Look near the far left of the
        board.", "Look at the back edge."), as a description of what the command after it is about; None
        when it points at no such place."""
        places = [p for k in range(a, min(a + 3, b)) for item in self.items(k, "look") for p in self.post(item.end)
                  if p.end == b and _of_board(p.value) and not (
                      p.value[0] == "relation" and p.value[1].name == "nearest")]
        # ("Look near the far left": the one nearest it of those the command names would be a guess)
        places += [Parse(p.end, ("relation", Relation("within" if p.value.type == "corner" else "above", p.value)),
                         p.cost, p.skipped) for k in range(a, min(a + 3, b)) for item in self.items(k, "look")
                   if self.word(item.end - 1) == "at" for p in self.np(item.end)
                   if p.end == b and p.value.type in ("edge", "corner") and not p.value.relations]
        return min(places, key=lambda p: p.cost, default=None)

    def _unmarked(self, a: int, b: int) -> int | None:
        """Where the command starts in a sentence that points and goes on with no mark typed ("on the left
        edge there are two cyan cubes take the one closer to the front"): the first verb of the arm after
        a thing it names (a participle there describes: "a red cube stacked on the blue one"; "stack" after
        a thing's words is its noun)."""
        for k in range(a + 2, b):
            if self.items(k, "action") and not self.items(k, "look", "type") and not self.items(k - 1, "det") \
                    and not self.word(k).endswith("ed") and not _third_person(self.word(k)) and self._named(a, k):
                # ("the tall gray stack": a noun; "where a green cube sits on ...": a clause's verb, no command)
                return k
        return None

    def _heading(self, a: int, b: int) -> bool:
        """A noun phrase before a colon, with no verb: what the command after it is about ("Yellow
        pyramid on the tall blue tower: move it one square left")."""
        starts = [a] + [p.end for p in self._bare_place(a)]  # "Back row, the red cube in line with X: move it ..."
        # ("Red pyramid on the gray stack: ...": a noun there; "Red cube goes in the empty square: ...": a command)
        return b in self.w.colons and not any(self.items(k, "action") and not self._a_noun(k) or self.items(
            k, "go") for k in range(a, b)) and any(
            p.end == b and p.value.type in ("cube", "prism", "shape", "stack") for k in starts for p in self.np(k)) or (
            b in self.w.colons and bool(self.block_part(a, b)))  # "Red 2x4 block, left column: take ..."

    def _looking(self, a: int) -> bool:
        """Whether a sentence only points at something ("See the red block ...", "There are two ...")."""
        stop = min([b for b in sorted(self.w.stops) if b > a] + [len(self.w)])
        return any(self.items(k, "look") and not self._polite(k) and not self._a_noun(k)  # ("the empty spot")
                   for k in range(a, min(stop, a + 6))) and not any(
            self.items(k, "action") for k in range(a, min(stop, a + 6))
            if not self.items(k, "look", "type") and not self._a_noun(k))  # "See the (tall) stack ...": a noun

    def _setting(self, a: int, b: int) -> list[Parse]:
        """A part of the board said before the verb that fills [a, b) ("In the back row, ...", "on the left
        edge ..."): where what the command is about is (as a noun says it after itself). A group of shapes
        said there is a topic (`_topic`)."""
        bare = [p for p in self._bare_place(a) if p.end == b]  # "Back row, take the third red from the right"
        if not self.items(a, "in", "at", "relation"):
            return bare
        return bare + [p for p in self.post(a) if p.end == b and _of_board(p.value)]

    def _bare_place(self, a: int) -> list[Parse]:
        """A part of the board named alone before a comma, the way notes are written ("Back row, the red cube
        ...", "Left edge, second green from the front: ..."): where what follows is, as "in the back row" says."""
        return [Parse(p.end, ("relation", Relation("within" if p.value.type == "corner" else "above", p.value)),
                      p.cost, p.skipped) for p in self.np(a) if p.end in self.w.commas
                and p.value.type in ("edge", "region", "corner") and not p.value.relations]

    def _lead(self, a: int, b: int) -> Parse | None:
        """A group or a part of the board said before a comma and a sentence that points ("In the row of
        stacks nearest you, find the stack with a red cube on top", "On the left, see the little tower
        ..."): what the pointing is in (a group, or a description), ending at the comma; None without."""
        # unmarked, only before "you'll find", "you can see": an imperative ("In the group look at ...") may
        # start a command after a topic
        looks = [k for k in range(a + 2, min(b, a + 12)) if any(i.phrase.startswith("you") for i in self.items(k, "look"))]
        c = min([c for c in self.w.commas if a < c < b] + looks[:1], default=None)
        if c is None or not self._looking(c) or self.there_is(a)[0] is not None:
            return None  # ("In the back row there are ...": the place of what there is, `_named` reads it)
        leads = [Parse(c, p.value, p.cost, p.skipped) for p in [self._topic(a, c)] if p is not None]
        leads += [Parse(c, p.value, p.cost, p.skipped) for p in self._setting(a, c)]
        return min(leads, key=lambda p: p.cost, default=None)

    def _named(self, a: int, b: int, lead: Thing | tuple | None = None) -> tuple[Thing, ...]:
        """What a sentence that is no command names, left to right: its longest noun phrases, and what
        they say stands on them ("the one on the right has a green cube on top": the green cube too); the
        first of them in the group or part of the board `lead` said before it (`_lead`)."""
        named: list[Thing] = []
        context = self.context
        where, start = self.there_is(a)
        for place in self._bare_place(a)[:1] if where is None else []:  # "Back row, the red cube ...:": there
            where, start = place.value[1], place.end
        # "In the row of red cubes, find the one with ...": "one" of the group said before
        group = lead if isinstance(lead, Thing) else where.landmark if where is not None else None
        before = context + ((group,) if group is not None and group.type in ("cube", "prism", "stack") else ())
        while start < b:
            self.context = before + tuple(named)
            heading = self.block_part(start, b) if start == a else []  # "Cyan block, front-left cube: ..."
            # "There's a row of three blue blocks, and the one on the right end has ...": a clause of its own
            clause = min((c for c in self.w.commas if start < c < b and self.word(c) == "and"), default=b)
            # "..., and just to its left is a lone gray cube": where the thing is, said before it
            inverted = self.place_said_first(start, clause) if start == a or start in self.w.commas else None
            if inverted is not None:
                start = inverted.end
            phrases = [p for p in self.np(start) + heading if p.end <= clause and p.value.type in (
                "cube", "prism", "shape", "stack", "tile", "corner")]
            if not phrases:
                start += 1
                continue
            best = max(phrases, key=lambda p: (p.end - p.cost, -p.cost))
            thing: Thing = best.value
            if where is not None:  # "In the back row there are seven red cubes": the red cubes in it
                thing = described(thing, ("relation", where)) or thing
            if inverted is not None:
                thing = described(thing, inverted.value) or thing
            if lead is not None and not named:
                thing = said_in(thing, lead)
            if best in heading:  # the block too, before its part ("3x3 checker, back-right red: ... the block's")
                named.append(min((p for p in self.np(a) if p.end in self.w.commas), key=lambda p: p.cost).value)
            named.append(thing)
            end = best.end
            for item in self.items(end, "with"):  # "... has a green cube on top", "with a red cube at the bottom"
                clauses = [(c, c.value[1] if c.value[0] == "checks" else [c.value[1]]) for c in self._with_clause(
                    item.end) if c.end <= b and c.value[0] in ("check", "checks")]  # ("with the blue blocks at
                # the bottom and the yellow hat": both)
                clauses = [(c, checks) for c, checks in clauses if all(k.kind in ("under", "bottom") for k in checks)]
                if clauses:
                    clause, checks = max(clauses, key=lambda c: (c[0].end, -c[0].cost))
                    thing = thing.copy()
                    thing.checks += checks
                    named[-1] = thing
                    end = clause.end
            for check in thing.checks:  # "the red block with a gray cap on top": the cap is named too
                if check.kind == "under" and check.thing is not None:
                    cap = check.thing.copy()
                    base = thing.copy()
                    base.checks = [c for c in base.checks if c is not check]
                    cap.relations.append(Relation("above", base))
                    named.append(cap)
            for relation in thing.relations:  # "a blue stack with two single blue blocks beside it": those too
                mark = relation.landmark
                if mark is not None and (mark.count or 0) > 1 and mark.type in ("cube", "prism", "shape", "stack"):
                    several = mark.copy()
                    several.plural = True
                    named.insert(len(named) - 1, several)
            start = max(end, start + 1)
        self.context = context
        return tuple(named)
