"""Reference systems: `gold` (the treebank's own trees) and `baseline` (keywords).

`gold` is the evaluator's self-check: it must score 100%, and with the
planner it checks that every gold tree is coherent in its scene.
`baseline` is an honest naive parser: the first action word, the first
colour and shape after it, and a destination from the first relation word
after that.  It shows what the metric gives a simple system.  Its keywords
are the single words of the concept lexicon (rcl/lexicon.tsv), written from
general English, not learnt: no command was counted or fitted, so it has no
trained parts.

The evaluator does not check `gold` against training data: it is an oracle
(`oracle = True`) that reads the answers by design.
"""

from __future__ import annotations

import time
from collections import defaultdict
from functools import lru_cache

from planner import OFFICIAL, Scene
from rcl.app.answer import Answer
from rcl.app.choose import choose
from rcl.app.systems.base import EngineSystem, Status, TrainedPart
from rcl.candidate import Candidate, Proposal, Rejected
from rcl.lexicon import load_lexicon
from rcl.model import Branch, branch, leaf
from rcl.normalise import Utterance, normalise
from rcl.treebank import Command, load_treebank

#: The kinds of the concept lexicon the baseline uses, and the RCL tag each fills.
KEYWORD_KINDS = {"action": "action", "color": "color", "type": "type", "relation": "relation"}


class GoldSystem:
    """The treebank's gold trees: the evaluator's self-check (an oracle, never checked for overlap)."""

    name = "gold"
    oracle = True
    status = Status()

    def __init__(self, treebank: str | None = None, physics: str = OFFICIAL):
        self.physics = physics
        self.treebank = load_treebank(treebank)
        self.by_text: dict[str, list[Command]] = defaultdict(list)
        for command in self.treebank.split("all"):
            self.by_text[_key(command.text)].append(command)

    def read(self, utterance: Utterance, scene: Scene | None = None) -> Answer:
        """The gold trees of treebank commands with this text (several when the text repeats)."""
        trees = list(dict.fromkeys(c.gold for c in self.by_text.get(_key(utterance.original), [])))
        note = "" if trees else "not a treebank command"
        return self._choose(utterance, [Candidate(t, "gold", r) for r, t in enumerate(trees)], scene, note)

    def parse(self, text: str, scene: Scene | None = None) -> Answer:
        return self.read(normalise(text), scene)

    def parse_command(self, command: Command, scene: Scene | None = None) -> Answer:
        """Exactly this command's gold tree."""
        return self._choose(normalise(command.text), [Candidate(command.gold, "gold")], scene)

    def _choose(self, utterance: Utterance, candidates: list[Candidate], scene: Scene | None,
                note: str = "") -> Answer:
        return choose(utterance, self.name, [Proposal("gold", tuple(candidates), note)], scene, self.physics,
                      started=time.perf_counter())

    def parts(self) -> tuple[TrainedPart, ...]:
        return ()

    def close(self) -> None:
        pass


class KeywordEngine:
    """The baseline as an engine: the first action, colour and shape words, one destination."""

    name = "baseline"

    def __init__(self, lexicon: dict[str, tuple[str, str]] | None = None):
        self.lexicon = lexicon if lexicon is not None else keywords()

    def propose(self, utterance: Utterance) -> Proposal:
        words = list(utterance.words)
        tree, reason = keyword_tree(words, self.lexicon)
        if tree is None:
            return Proposal(self.name, (Rejected(self.name, 0, reason),))
        return Proposal(self.name, (Candidate(tree, self.name, 0, "keywords"),))

    def close(self) -> None:
        pass


def baseline_system(physics: str = OFFICIAL) -> EngineSystem:
    """The keyword baseline: a hand-written table, trained on no command (it has no trained parts)."""
    return EngineSystem("baseline", (KeywordEngine(),), physics)


@lru_cache(maxsize=1)
def keywords() -> dict[str, tuple[str, str]]:
    """word -> (tag, value): the single words of the concept lexicon, each with its first concept
    of the kinds the baseline uses (a generic "object" is taken for a cube)."""
    found: dict[str, tuple[str, str]] = {}
    for entry in load_lexicon().entries:
        if entry.kind in KEYWORD_KINDS and " " not in entry.phrase:
            value = "cube" if entry.value == "shape" else entry.value
            found.setdefault(entry.phrase, (KEYWORD_KINDS[entry.kind], value))
    return found


def keyword_tree(words: list[str], lexicon: dict[str, tuple[str, str]]) -> tuple[Branch | None, str]:
    """The baseline's event for `words`, or (None, why not)."""
    tagged = [_lookup(w, lexicon) for w in words]
    verbs = [i for i, (tag, _) in enumerate(tagged) if tag == "action"]
    start = verbs[0] + 1 if verbs else 0
    action = tagged[verbs[0]][1] if verbs else "move"
    entity, end = _entity(tagged, start)
    if entity is None:
        return None, "no shape word found"
    parts = [leaf("action", action), entity]
    relation = next((i for i in range(end, len(tagged)) if tagged[i][0] == "relation"), None)
    if relation is not None and action != "take":
        landmark, _ = _entity(tagged, relation + 1)
        if landmark is not None:
            parts.append(branch("destination", branch("spatial-relation",
                                                      leaf("relation", tagged[relation][1]), landmark)))
    return branch("event", *parts), ""


def _entity(tagged: list[tuple[str, str]], start: int) -> tuple[Branch | None, int]:
    """The first colour + type after `start`, and where it ended."""
    color = None
    for i in range(start, len(tagged)):
        tag, value = tagged[i]
        if tag == "color" and color is None:
            color = value
        elif tag == "type":
            kids = ([leaf("color", color)] if color else []) + [leaf("type", value)]
            return branch("entity", *kids), i + 1
    return None, len(tagged)


def _lookup(word: str, lexicon: dict[str, tuple[str, str]]) -> tuple[str, str]:
    if word in lexicon:
        return lexicon[word]
    singular = word[:-1] if word.endswith("s") else ""
    if lexicon.get(singular) == ("type", "cube"):
        return ("type", "cube-group")
    return lexicon.get(singular, ("", ""))


def _key(text: str) -> str:
    return " ".join(text.lower().split())
