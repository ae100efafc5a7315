"""Reference systems: `gold` (the treebank's own trees) and `baseline` (keywords).

`gold` is the evaluator's self-check: it must score 100%, and with the
planner it checks that every gold tree is coherent in its scene.
`baseline` is an honest naive parser: the first action word, the first
colour and shape after it, and a destination from the first relation word
after that.  It shows what the metric gives a simple system.  Its table
(baseline.tsv) is hand-written, not learnt: no command was counted or fitted,
so it has no training commands (`trained_on` is empty).  Of its 62 words,
10 occur nowhere in the 2,500 training commands and every one that occurs in
dev also occurs in train-dev, so dev did not shape it.

The evaluator does not check `gold` against training data: it is an oracle
(`oracle = True`) that reads the answers by design.
"""

from __future__ import annotations

import csv
import re
from collections import defaultdict
from functools import lru_cache
from pathlib import Path
from typing import Any

from rcl.app.answer import Answer
from rcl.app.pipeline import choose
from rcl.app.systems import register
from rcl.candidate import Candidate, Rejected
from rcl.model import Branch, branch, leaf
from rcl.treebank import Command, load_treebank

LEXICON = Path(__file__).with_name("baseline.tsv")


@register("gold", "the treebank's gold trees (needs the treebank): the evaluator's self-check")
class GoldSystem:
    name = "gold"
    oracle = True

    def __init__(self, treebank: str | None = None, **options: Any):
        self.physics = options.get("physics") or "official"
        self.treebank = load_treebank(treebank)
        self.by_text: dict[str, list[Command]] = defaultdict(list)
        for command in self.treebank.split("all"):
            self.by_text[_key(command.text)].append(command)

    def parse(self, text: str, scene: Any | None) -> Answer:
        """The gold trees of treebank commands with this text (several when the text repeats)."""
        trees = list(dict.fromkeys(c.gold for c in self.by_text.get(_key(text), [])))
        answer = choose(text, self.name, [Candidate(t, "gold", r) for r, t in enumerate(trees)], scene, physics=self.physics)
        if not trees:
            answer.explanation = "not a treebank command"
        return answer

    def parse_command(self, command: Command, scene: Any | None) -> Answer:
        """The evaluator's entry: exactly this command's gold tree."""
        return choose(command.text, self.name, [Candidate(command.gold, "gold")], scene, physics=self.physics)


@register("baseline", "keyword baseline: first action, colour and shape words, one destination")
class BaselineSystem:
    name = "baseline"
    #: A hand-written keyword table: trained on no command.
    trained_on: frozenset[int] = frozenset()
    model_file = None

    def __init__(self, **options: Any):
        self.physics = options.get("physics") or "official"
        self.lexicon = load_lexicon()

    def parse(self, text: str, scene: Any | None) -> Answer:
        words = re.findall(r"[a-z]+", text.lower())
        tree, reason = keyword_tree(words, self.lexicon)
        if tree is None:
            return choose(text, self.name, [], scene, [Rejected("baseline", 0, reason)], physics=self.physics)
        return choose(text, self.name, [Candidate(tree, "baseline", 0, "keywords")], scene, physics=self.physics)


@lru_cache(maxsize=1)
def load_lexicon(path: Path = LEXICON) -> dict[str, tuple[str, str]]:
    """word -> (tag, value) from the baseline's TSV table."""
    with open(path, encoding="utf-8") as handle:
        rows = csv.DictReader((line for line in handle if not line.startswith("#")), delimiter="\t")
        return {row["word"]: (row["tag"], row["value"]) for row in rows}


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
