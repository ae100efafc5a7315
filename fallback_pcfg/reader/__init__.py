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

from fallback_pcfg.reader.sentences import Sentences
from fallback_pcfg.reader.lexical import CONTENT, Words
from fallback_pcfg.reader.meaning import Act, Check, Relation, Thing, to_tree
from fallback_pcfg.reader.pointing import AXES, contrasted
from rcl.errors import RCLValidationError
from rcl.lexicon import ConceptLexicon, load_lexicon
from rcl.model import Node
from rcl.normalise import Utterance
from rcl.validate import validate

#: How many readings become candidates, and how much worse than the best one they may be.
MOST, WORSE = 24, 4.0
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
        found: list[Reading] = []
        seen: set = set()
        for parse, acts_read in ((p, a) for p in grammar.readings() for a in _refined(p.value) + [_normal(p.value)]):
            for acts in _variants(acts_read) if acts_read else []:
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


def _variants(acts: list[Act]) -> list[list[Act]]:
    """The acts with each "shape" or "one" read as the types it may be (the board decides); a "one"
    points back to the thing it repeats, as typed here."""
    options: list[tuple[list[Act], list[Thing]]] = [([], [])]
    for act in acts:
        grown = []
        for done, things in options:
            if act.again:
                grown += [(done + [replace(act, place=place)], things) for place in _typed_places(act.place, things)]
                continue
            for thing in _typed(act.thing, things):
                for place in _typed_places(act.place, things + [thing]):
                    grown.append((done + [replace(act, thing=thing, place=place)], things + [thing]))
        options = grown[:8]
    return [done for done, _ in options]


def _typed_places(place: Relation | None, before: list[Thing]) -> list[Relation | None]:
    """The place typed, and typed again with each other thing its "one" may be ("to the leftmost one":
    a shape like the one moved, or a stack like the one it is taken from)."""
    typed = _typed_relation(place, before)
    if place is None or place.landmark is None or place.landmark.type != "one":
        return [typed]
    return [typed] + [replace(typed, landmark=other) for other in _typed(place.landmark, before)[1:2]]


#: How deep descriptions nest (a landmark of a landmark ...) before the reader gives a reading up.
DEEPEST = 12


def _typed(thing: Thing, before: list[Thing], depth: int = 0) -> list[Thing]:
    if depth > DEEPEST:
        return []  # a description that reaches itself: no reading
    if thing.type == "cube" and thing.plural and thing.count and thing.count > 1:
        thing = thing.copy()  # "the two green cubes": a stack of two
        thing.checks.append(Check("height", count=thing.count))
        thing.count = None
    kinds = [thing.type]
    if thing.type == "shape":
        kinds = ["cube", "prism"]
    elif thing.type == "one" and len(set(thing.colours)) > 1:
        kinds = ["stack"]  # "onto the red-green one": of two colours, a stack
    elif thing.type == "one":
        earlier = [t for t in before if t is not thing and t.type in ("cube", "prism")]
        kinds = [earlier[-1].type] if earlier else ["cube", "prism"]
        stacks = _stacks_named(before) if any(i in AXES for i in thing.indicators) and not thing.colours else []
        if earlier:
            thing = thing.copy()
            thing.antecedent = earlier[-1]  # RCL's type-reference points back to it
            if not thing.colours and thing.ordinal:  # "the second blue block ... and the second one"
                thing.colours = list(earlier[-1].colours)
        if stacks:  # "from the rightmost R-G-B stack to the leftmost one": maybe another such stack (the board decides)
            tower = contrasted(stacks[-1], thing)
            tower.indicators += [i for i in thing.indicators if i not in tower.indicators]
            tower.checks += thing.checks
            towers = _typed(tower, before, depth + 1)
            return _typed_kinds(thing, kinds, before, depth) + towers if earlier else towers
    elif thing.type in ("", "gap"):
        return []
    elif thing.type == "stack" and any(c.kind == "height" and c.count == 1 for c in thing.checks):
        kinds = ["cube"]  # "the short stack that's only one high": a cube on its own, nothing on it
    return _typed_kinds(thing, kinds, before, depth)


def _typed_kinds(thing: Thing, kinds: list[str], before: list[Thing], depth: int) -> list[Thing]:
    """The thing as each of `kinds`, its landmarks and what is checked of it typed too."""
    found = []
    if kinds == ["stack"] and thing.colours:  # "the taller cyan stack" with a blue top: cyan is in it
        holding = thing.copy()
        holding.checks = holding.checks + [Check("contains", Thing("shape", colours=[c])) for c in holding.colours]
        holding.colours = []
        found += _typed_one(holding, before, depth)
    for kind in kinds:
        t = thing.copy()
        t.type = kind
        t.relations = [_typed_relation(r, before + [t], depth + 1) for r in _same_places(thing.relations, before)]
        checks = []
        for check in thing.checks:
            typed = _typed(check.thing, before + [t], depth + 1) if check.thing is not None else []
            checks.append(replace(check, thing=typed[0]) if typed else check)
        t.checks = checks
        found.append(t)
    return found[1:] + found[:1] if kinds == ["stack"] and thing.colours else found


def _stacks_named(before: list[Thing]) -> list[Thing]:
    """The stacks the things named so far are said to be on or in, in the order said."""
    found, todo = [], list(before)
    while todo:
        thing = todo.pop(0)
        if thing.type == "stack":
            found.append(thing)
        todo += [mark for r in thing.relations for mark in (r.landmark, r.other) if mark is not None]
    return found


def _typed_one(thing: Thing, before: list[Thing], depth: int = 0) -> list[Thing]:
    t = thing.copy()
    t.relations = [_typed_relation(r, before + [t], depth + 1) for r in _same_places(thing.relations, before)]
    return [t]


def _same_places(relations: list[Relation], before: list[Thing]) -> list[Relation]:
    """"in that same row": the edge a thing named before stands on (left out when there is none)."""
    if not any(r.name == "same" for r in relations):
        return relations
    edges = [r for t in before for r in t.relations if r.name == "above" and r.landmark is not None
             and r.landmark.type == "edge"]
    return [r for r in relations if r.name != "same"] + edges[-1:]


def _typed_relation(relation: Relation | None, before: list[Thing], depth: int = 0) -> Relation | None:
    if relation is None:
        return None
    landmark = _typed(relation.landmark, before, depth)[:1] if relation.landmark is not None else [None]
    other = _typed(relation.other, before, depth)[:1] if relation.other is not None else [None]
    also = tuple(_typed_relation(again, before, depth + 1) for again in relation.also)  # the place said again, typed too
    return replace(relation, landmark=landmark[0] if landmark else relation.landmark,
                   other=other[0] if other else relation.other, also=also)


def _guesses(acts: list[Act]):
    for act in acts:
        if act.thing.guess:
            yield act.thing.guess, act.thing.type


__all__ = ["CommandReader", "Reading", "Words", "CONTENT", "Check"]
