"""The command reader: the command grammar used to read, not to say (fallback_pcfg.english says).

Where the statistical back-off knows the treebank's writers, the reader knows
how commands are put together: verb frames with and without a verb, two steps
with "it", sentences that point at a shape before the command about it, and
descriptions RCL cannot hold ("the stack with a red cube at the bottom", "the
plain one, not the one under the blue pyramid"), which it hands to the board
as checks (`rcl.candidate.Candidate.query`).  Every word it reads or leaves
out has a cost; its cheapest readings become candidates.

    reader = CommandReader()
    for reading in reader.read(normalise("green block onto the red one")):
        reading.tree, reading.query, reading.cost, reading.skipped
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from fallback_pcfg.reader.antecedents import variants
from fallback_pcfg.reader.sentences import Sentences
from fallback_pcfg.reader.lexical import CONTENT, Words
from fallback_pcfg.reader.meaning import Act, Check, Thing, to_tree
from fallback_pcfg.reader.rules import SLACK, WORSE
from rcl.errors import RCLValidationError
from rcl.lexicon import ConceptLexicon, load_lexicon
from rcl.model import Node
from rcl.normalise import Utterance
from rcl.validate import validate

#: How many readings become candidates (and how much worse than the best one they may be: `WORSE`).
MOST = 24
#: What a reading costs more for each ordinal it read but says nowhere.
UNSAID = 0.5


@dataclass(frozen=True)
class Reading:
    """One reading of a command: its RCL, what the planner should ground, its cost, the words it left
    out (positions) and guessed (position, type)."""

    tree: Node
    query: Node
    cost: float
    skipped: tuple[int, ...]
    guessed: tuple[tuple[str, str], ...] = ()


class CommandReader:
    """Reads commands with the command grammar."""

    def __init__(self, lexicon: ConceptLexicon | None = None):
        self.lexicon = lexicon or load_lexicon()

    def read(self, utterance: Utterance) -> list[Reading]:
        """The readings of a command, cheapest first (none: it found no command in it)."""
        if not utterance.words:
            return []
        words = Words.of(utterance, self.lexicon)
        grammar = Sentences(words)
        found = self._readings(words, grammar)
        if grammar.passed <= (found[0].cost if found else float("inf")) + WORSE + SLACK:
            # (a reading from a position passed over might have been kept: read it all; rare, see `Sentences`)
            found = self._readings(words, Sentences(words, bounded=False))
        return found

    def _readings(self, words: Words, grammar: Sentences) -> list[Reading]:
        found: list[Reading] = []
        seen: set = set()
        for parse, acts_read in ((p, a) for p in grammar.readings() for a in _refined(p.value) + [_normal(p.value)]):
            for acts in variants(acts_read) if acts_read else []:
                try:
                    tree, query = validate(to_tree(acts)), to_tree(acts, checks=True)
                except (RCLValidationError, ValueError):
                    continue
                if query in seen:
                    continue
                seen.add(query)
                guessed = tuple((g, t) for g, t in _guesses(acts))
                unsaid = UNSAID * len(_unsaid_numbers(words, query, parse.skipped))
                found.append(Reading(tree, query, parse.cost + unsaid, tuple(sorted(set(parse.skipped))), guessed))
        found.sort(key=lambda r: r.cost)
        best = found[0].cost if found else 0.0
        return [r for r in found if r.cost <= best + WORSE][:MOST]

    def content_skipped(self, utterance: Utterance, reading: Reading) -> tuple[int, ...]:
        """The positions of words that mean something which `reading` left out."""
        words = Words.of(utterance, self.lexicon)
        return tuple(i for i in reading.skipped if words.content(i))


def _unsaid_numbers(words: Words, query: Node, skipped: tuple[int, ...]) -> list[int]:
    """The positions of ordinals read but said nowhere in the reading ("third" in "the second row from
    the front third from the right" read as the rightmost): such a reading may not beat one that says
    them (a sentence that only says how things are may name one the command never uses, so it is no
    left-out word).  "first" may be an adverb ("first pick up ...") and is not checked."""
    said = {leaf.value for leaf in query.leaves() if leaf.tag in ("ordinal", "count", "cardinal")}
    return [i for i in range(len(words)) if i not in skipped and any(
        item.end == i + 1 and item.value not in said and item.value != "1" for item in words.at(i, "ordinal"))]


def _normal(acts: list[Act]) -> list[Act]:
    """A take and then a move or drop of the same thing as "take X, drop it (there)"; a sentence that
    chooses a shape is no act (see `_refined`)."""
    acts = [a for a in acts if a.action != "choose"]
    while len(acts) > 1 and acts[-1].action == "drop" and acts[-1].place is None and acts[-2].place is not None and (
            acts[-1].again or acts[-1].thing.pronoun):
        acts = acts[:-1]  # "... carry it to the far right corner. Just set it down there.": that drop, said again
    if len(acts) == 2 and acts[0].action == "take" and acts[1].action in ("move", "drop") and not acts[1].again \
            and (acts[1].thing.pronoun or repr(acts[1].thing) == repr(acts[0].thing)):  # "take X. Put it on Y."
        acts[1] = replace(acts[1], action="drop", thing=Thing("reference"), again=True)
    if len(acts) == 2 and acts[1].again:
        acts[1] = replace(acts[1], action="drop")
    if len(acts) == 2 and acts[0].action == "take" and acts[1].action == "take":
        acts = acts[:1]
    if len(acts) > 2:
        acts = acts[-2:] if acts[-1].again else acts[-1:]
    if len(acts) == 2 and not acts[1].again:
        acts = acts[-1:]
    return acts


def _refined(acts: list[Act]) -> list[list[Act]]:
    """"Put the green cube you are holding on a red cube. Choose the one in the second row.": a later
    sentence that chooses a shape like the first's landmark says which landmark it is."""
    if len(acts) != 2 or acts[1].action != "choose" or acts[0].place is None or acts[0].place.landmark is None:
        return []
    first, later = acts[0].place.landmark, acts[1].thing
    kinds = {"cube", "prism", "shape", "one", "stack"}
    if first.type not in kinds or later.type not in kinds or later.held:
        return []
    if first.type not in ("shape", "one") and later.type not in ("shape", "one", first.type):
        return []
    if first.colours and later.colours and set(first.colours) != set(later.colours):
        return []
    landmark = later.copy()
    landmark.colours = landmark.colours or list(first.colours)
    if landmark.type in ("shape", "one"):
        landmark.type = first.type
    return [[replace(acts[0], place=replace(acts[0].place, landmark=landmark))]]


def _guesses(acts: list[Act]):
    for act in acts:
        if act.thing.guess:
            yield act.thing.guess, act.thing.type


__all__ = ["CommandReader", "Reading", "Words", "CONTENT", "Check"]
