"""Sentences: a command's sentences, which of them command and what the others name.

    take X. Put it PLACE | See the red block with a gray cap on top? Take that cap.
    There are two blue cubes. Move the one farther away ... | In the back row there are ...
    on the left edge there are two cyan cubes take the one ... (no mark) | You are holding X. Set it down ...

Sentences that are not commands ("There are two blue cubes.", "See the red
block with a gray cap on top?", "Look at the tall stack ...", "It is the
fourth square from the back."), and a phrase said before the verb ("In the
blue row on the front edge, take ..."), name things a later "it", "that
pyramid" or "the one farther away" points back to. A command's reading costs
what its phrases cost, and more for each word it leaves out; the cheapest
readings are the reader's. The clause rules are fallback_pcfg.reader.commands.
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.afterthoughts import READINGS, things_of
from fallback_pcfg.reader.describing import described
from fallback_pcfg.reader.existentials import Existentials
from fallback_pcfg.reader.headings import scoped
from fallback_pcfg.reader.lexical import Parse, Words
from fallback_pcfg.reader.meaning import Act, Relation, Thing
from fallback_pcfg.reader.members import COLLECTIVES
from fallback_pcfg.reader.rules import SLACK, WORSE
from fallback_pcfg.reader.scenes import looked_there
from fallback_pcfg.reader.stacks import taken_from
from fallback_pcfg.reader.tallies import counted_out
from fallback_pcfg.reader.topics import counted_in_group, placed_there, said_in, uses_topic


#: Verbs of setting a shape down: a phrase with "on" before them is where it goes, not what it is about.
PLACING_VERBS = frozenset({"put", "place", "set", "stack", "drop", "lay", "stick", "pop"})


class Sentences(Existentials):
    """The sentence rules over one command's words: the readings of the whole command.

    `bounded`: a sentence is not read from a position where what is left out before it already costs more than
    WORSE + SLACK above the cheapest reading of that sentence found so far (see `rules.SLACK`); `passed` is the
    least such cost passed over, for the reader to check that no reading from there could have been kept."""

    def __init__(self, words: Words, bounded: bool = True):
        super().__init__(words)
        self.bounded = bounded
        self.passed = float("inf")

    def readings(self) -> list[Parse]:
        """The cheapest readings of the whole command: its acts, every word read or paid for."""
        context: tuple[Thing, ...] = ()
        moved: tuple[Thing, ...] = ()  # (what the commands before move: a bare "one" is never that shape)
        sentences: list[list[Parse]] = []
        looked: Parse | None = None  # a part of the board a sentence told to look at, not yet used
        counting: Parse | None = None  # a count said on its own (reader.tallies), not yet used
        for a, b in self.w.sentences():
            self.context, self.moved = context, moved
            self.heading = context[-1] if a in self.w.colons and context else None
            held = self._holding(a, b)
            if held is not None:  # "You are holding a gray cube. Please set it down ...": what "it" is
                context, moved = context + (held.value,), moved + (held.value,)
                if held.end >= b:
                    continue
                a, self.context = held.end, context  # "you've got the red block there, so set it down"
            lead = self._lead(a, b)
            if lead is not None:  # "In the row of stacks nearest you, find the stack with ...": pointing there
                a = lead.end
            if self._looking(a):
                # "There are two green blocks there - could you pick up the one further to the right": what
                # follows a mark after the pointing, with a verb of the arm, is the command
                split = next((c for c in sorted(self.w.commas) if a < c < b and any(
                    self.items(k, "action") for k in range(c, b) if not self.items(k, "look") and not self._a_noun(k))),
                    None)  # ("..., the one between the tallest stack and ...": a noun, no verb of the arm)
                split = split or self._unmarked(a, b)
                named = self._named(a, split or b, lead.value if lead else None)  # what it points at first: "it"
                # ("There are two yellow pieces, and I'm after the pointy one": the one the speaker is after)
                chosen = min((k for k in range(a, split or b) if self.items(k, "choose")), default=None)
                first = next((n for n in named if chosen is not None and n.at is not None and n.at > chosen), named[0]
                             if named else None)
                context = context + tuple(n for n in named if n is not first) + ((first,) if first else ())
                seen = self._looked_at(a, split or b)
                looked = seen if all(n.type == "corner" for n in named) else None
                line = looked.value[1].landmark if looked is not None and looked.value[0] == "relation" else None
                if seen is not None and seen.value[0] == "check" and seen.value[1].kind == "aligned":
                    line = Thing("region", noun="row", checks=[seen.value[1]])  # "Look at the row that has the
                    # green tower in it. ... in that row": the row through it
                if line is not None and line.noun in COLLECTIVES:  # "Look at the row nearer to you. ... at the
                    context = context + (line,)  # right end of that row": that row
                if split is None:
                    continue
                a = split
                self.context = context
            restated = self._restated(a, b, sentences[-1]) + self._placing(a, b, sentences[-1]) + self._told_after(
                a, b, sentences[-1]) if sentences else []
            if restated:  # "Could you pick up the turquoise block? I mean the plain square one ...": that thing
                sentences[-1] = restated
                continue
            placed = self.placed_after(a, b, sentences[-1]) if sentences else []
            if placed:  # "Set it down right here: 2nd row from the front, ...", "... It goes just left of X."
                sentences[-1] = placed  # (else the sentence is read as a command of its own)
                continue
            if self._statement(a, b) or self._heading(a, b):
                context = context + self._named(a, b)
                continue
            count = self.tally(a, b)  # "Count three yellow cubes back from the corner, take the third one"
            if count is not None:  # (what is counted is what "the third one", "it" point back to; not "it" when
                # the sentence before took a shape: "Pick up the cyan block. Count four green blocks in from the far
                # edge and set it on that fourth one.")
                took = bool(moved) and bool(context) and context[-1] is moved[-1]
                counting = count
                context = context[:-1] + (count.value.said(),) + context[-1:] if took else context + (
                    count.value.said(),)
                if count.end >= b:
                    continue
                a, self.context = count.end, context
            readings = [r for r in self._sentence(a, b) if r.value]
            readings = scoped(readings, self.heading)  # "Yellow block, back row: take ..."
            if readings and counting is not None:
                readings, counting = counted_out(readings, counting.value, counting), None
            if readings and looked is not None:  # "Look near the far left of the board. Pick up the single blue
                readings = looked_there(readings, looked) or readings  # cube ...": the one there
                looked = None
            if readings:
                sentences.append(readings)
                context = context + (_taken(readings[0].value),)
                moved = moved + context[-1:]
            else:
                context = context + self._named(a, b)
        return _combine(sentences)

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

    def _sentence(self, a: int, b: int) -> list[Parse]:
        """The readings of one sentence [a, b) as a command: every word read, or left out at a cost; a
        phrase before the command ("the far row of blue cubes, take the second one") names what it is about."""
        found: list[Parse] = []
        context = self.context
        for start in range(a, b):
            lead = self.span_cost(a, start)
            topic = self._topic(a, start) if start > a else None
            settings = self._setting(a, start) if start > a else []
            least = min([lead] + [p.cost for p in settings + ([topic] if topic is not None else [])])
            if self.bounded and found and least > min(p.cost for p in found) + WORSE + SLACK:
                # what is left out before it costs too much already: no reading from here is kept, unless the
                # readings found fail later (CommandReader.read then reads again, unbounded: `passed`)
                self.passed = min(self.passed, least)
                continue
            heading = self.heading
            if topic is not None:
                self.context = context + (topic.value,)
                lead = topic.cost
                if (start in self.w.commas or start in self.w.arrows) and topic.value.type in ("cube", "prism", "shape"):
                    # "Gray cube, slide two squares right", "cube two left of X -> stack on Y": what the verb moves
                    self.heading = topic.value
            for clause in self.clause(start):
                if clause.end > b:
                    continue
                end, cost = clause.end, lead + clause.cost
                longest = (end, 0.0)  # the longest: "and hold it in the air" over "and hold it"
                for start2, cost2, _ in self.fillers(end, 2):
                    taking = clause.value[-1].action == "take"  # only a take leaves the shape held
                    tails = [t for t in self.items(start2, "keep", "confirm")  # "and hold it", "and put it down"
                             if t.kind == "confirm" or taking or t.phrase == "for now"]
                    if taking:  # "pick it up and hold.", "take the red cube into your gripper"
                        tails += [t for t in self.items(start2, "keep-last") if t.end == b]
                        tails += self.items(start2, "holding")
                    tail_end = max((t.end for t in tails), default=0)
                    while tail_end and (more := [t.end for t in self.items(tail_end, "keep", "held", "holding")
                                                 if t.kind != "held" or t.phrase.startswith("in ")]
                                        + self._gripped(tail_end)):
                        tail_end = max(more)  # "hold it" + "up in the air" + "for now"; "keep it" + "in your claw"
                    if tail_end > longest[0]:
                        longest = (tail_end, cost2)
                end, cost = longest[0], cost + longest[1]
                tail = self.span_cost(end, b)
                grouped = counted_in_group(clause.value, topic.value) if topic is not None else None
                if grouped is not None:  # "In the row of red cubes along the back, take the third from the right"
                    found.append(Parse(b, grouped, cost + tail - 0.05,
                                       topic.skipped + clause.skipped + tuple(range(end, b))))
                narrowed = _narrowed(clause.value, topic.value) if topic is not None and grouped is None else None
                if narrowed is not None:  # "In stacks near robot, take red cube from top of middle stack"
                    found.append(Parse(b, narrowed, cost + tail - 0.05,
                                       topic.skipped + clause.skipped + tuple(range(end, b))))
                for source in self.fronted_source(a, start, clause.value):  # "From long gray wall take red ..."
                    found.append(Parse(b, source.value, cost - lead + source.cost + tail,
                                       source.skipped + clause.skipped + tuple(range(end, b))))
                sourced = taken_from(clause.value, topic.value) if topic is not None and self._source_said(a) else None
                if sourced is not None:  # "From the gray-white stack take the white cube on top": off that stack
                    found.append(Parse(b, sourced, cost + tail - 0.1,
                                       topic.skipped + clause.skipped + tuple(range(end, b))))
                for setting in settings:  # "In the second row from the back, take the top cube off ...": there
                    placed = placed_there(clause.value, setting.value)
                    if placed is not None:
                        found.append(Parse(b, placed, cost - lead + setting.cost + tail,
                                           setting.skipped + clause.skipped + tuple(range(end, b))))
                if topic is not None and not _about(clause.value, topic.value):
                    # a topic the command never uses is left out, not read ("Yellow cube put on the green
                    # group, on its corner cube ... to right edge": the rest alone moves some cube)
                    cost, topic_out = cost - topic.cost + self.span_cost(a, start), tuple(range(a, start))
                elif (grouped is not None or narrowed is not None) and not uses_topic(clause.value, start):
                    topic_out = tuple(range(a, start))  # a topic that tells the shape apart, not applied: left out
                    # ("In front group of grey cubes, ..., take most left grey cube": not the leftmost of all)
                else:
                    topic_out = topic.skipped if topic else tuple(range(a, start))
                found.append(Parse(b, clause.value, cost + tail, topic_out + clause.skipped + tuple(range(end, b))))
            self.context, self.heading = context, heading
        found.sort(key=lambda p: p.cost)
        return found[:READINGS]

    def _topic(self, a: int, b: int) -> Parse | None:
        """A noun phrase that fills [a, b) exactly (maybe after "in", "from", "of"): what the command is about."""
        placing = any(v.phrase.split()[0] in PLACING_VERBS for v in self.items(b, "action"))
        starts = [a] + [item.end for item in self.items(a) if item.kind in ("in", "of", "at", "from")
                        or item.phrase in ("on", "from", "in", "of") and not (placing and item.phrase == "on")
                        or self._source_said(a)]  # ("On this gray cube put ...": where it goes, no topic)
        best = None
        for start in starts:
            for parse in self.np(start) + self._topic_again(start, b) + self.block_part(start, b):
                if parse.end == b and parse.value.type in ("cube", "prism", "shape", "stack") and (
                        best is None or parse.cost < best.cost):
                    best = parse
        return best

    def _source_said(self, a: int) -> bool:
        """Whether a phrase before the verb starts with a word of where a shape is taken from ("From the red
        tower, take ...", "Off the tall stack, lift ...")."""
        return self.word(a) == "from" or bool(self.items(a, "off"))

    def _topic_again(self, a: int, b: int) -> list[Parse]:
        """A topic said twice, the second time of the first ("the gray pyramids the row of them furthest from
        me", "the red cubes, those along the back"): the second, which points back at the first."""
        found = []
        context = self.context
        for first in self.np(a):
            k = first.end
            if not a < k < b or not any(self.items(j, "it") or self.word(j) in ("those", "these")
                                        for j in range(k, b)):
                continue
            self.context = context + (first.value,)
            found += [Parse(p.end, p.value, first.cost + p.cost, first.skipped + p.skipped) for p in self.np(k)
                      if p.end == b]
            self.context = context
        return found

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


def _narrowed(acts: list[Act], topic: Thing) -> list[Act] | None:
    """The acts with the first thing of a topic's kind and colours told apart as one of those the
    topic names ("In stacks near robot, take red cube from top of middle stack": the middle one of the
    stacks near the robot); None when the topic says no more than its kind or nothing fits."""
    if topic.noun in COLLECTIVES or not (topic.relations or topic.indicators or topic.checks):
        return None  # a thing of a group is not one of the groups: counted_in_group reads it
    pointed = {id(t.antecedent) for act in acts for t in things_of(act) if t.antecedent is not None}
    for i, act in enumerate(acts):
        thing = _narrow(act.thing, topic, pointed)
        if thing is not None:
            return acts[:i] + [replace(act, thing=thing)] + acts[i + 1:]
        if act.place is not None and act.place.landmark is not None:
            landmark = _narrow(act.place.landmark, topic, pointed)
            if landmark is not None:
                return acts[:i] + [replace(act, place=replace(act.place, landmark=landmark))] + acts[i + 1:]
    return None


def _narrow(thing: Thing, topic: Thing, pointed: set[int]) -> Thing | None:
    """`thing`, or the first landmark under it, of the topic's kind, with what the topic says of it."""
    if not thing.pronoun and thing.type == topic.type and id(thing) not in pointed and set(
            thing.colours) == set(topic.colours):
        one = thing.copy()
        one.relations += [r for r in topic.relations if r not in one.relations]
        one.indicators += [i for i in topic.indicators if i not in one.indicators]
        one.checks += [c for c in topic.checks if c not in one.checks]
        return one
    for k, relation in enumerate(thing.relations):
        landmark = _narrow(relation.landmark, topic, pointed) if relation.landmark is not None else None
        if landmark is not None:
            one = thing.copy()
            one.relations[k] = replace(relation, landmark=landmark)
            return one
    return None


def _about(acts: list[Act], topic: Thing) -> bool:
    """Whether the acts use what a topic named: "it", or a thing of its kind and colours ("the far row
    of blue cubes, take the second one")."""
    def things(thing: Thing):
        yield thing
        for relation in thing.relations:
            for mark in (relation.landmark, relation.other):
                if mark is not None:
                    yield from things(mark)
        for check in thing.checks:  # "From the long gray wall take the red pyramid on the far end": its group
            if check.thing is not None:
                yield from things(check.thing)
    for act in acts:
        for thing in list(things(act.thing)) + (list(things(act.place.landmark)) if act.place is not None and
                                                  act.place.landmark is not None else []):
            if thing.pronoun or set(thing.colours) == set(topic.colours) and (
                    thing.type in (topic.type, "one", "shape") or topic.type == "shape"):
                return True
    return False


def _taken(acts: list[Act]) -> Thing:
    """What a command's acts are about: what a later "it" means."""
    for act in reversed(acts):
        if not act.again:
            return act.thing
    return acts[0].thing


def _combine(sentences: list[list[Parse]]) -> list[Parse]:
    """The command's readings: one sentence's, or a take in one sentence and a drop of it in the next."""
    if not sentences:
        return []
    if len(sentences) == 1:
        return sentences[0]
    first, last = sentences[0], sentences[-1]
    found = []
    for a in first[:6]:
        for b in last[:3]:
            found.append(Parse(b.end, list(a.value) + list(b.value), a.cost + b.cost, a.skipped + b.skipped))
    found.sort(key=lambda p: p.cost)
    return found
