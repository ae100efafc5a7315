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

from fallback_pcfg.reader.command_sentences import CommandSentences
from fallback_pcfg.reader.headings import scoped
from fallback_pcfg.reader.lexical import Parse, Words
from fallback_pcfg.reader.meaning import Act, Thing
from fallback_pcfg.reader.members import COLLECTIVES
from fallback_pcfg.reader.scenes import looked_there
from fallback_pcfg.reader.tallies import counted_out


class Sentences(CommandSentences):
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
            denied = self.denied_first(a, b)
            if denied is not None:  # "Don't put it in the hole, stack it on the green cube": what follows ("it"
                a = denied  # there is what it is here)
            if self._looking(a):
                # "There are two green blocks there - could you pick up the one further to the right": what
                # follows a mark after the pointing, with a verb of the arm, is the command
                verb = next((k for k in range(a, b) if self.items(k, "action") and not self.items(k, "look")
                             and not self._a_noun(k)), None)  # ("..., the one between the tallest stack and ...": a
                # noun, no verb of the arm); the last mark before it ("Look at the row ..., on the side nearest you,
                # and lift the third one": the side says which row)
                split = max((c for c in self.w.commas if a < c <= verb), default=None) if verb is not None else None
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
