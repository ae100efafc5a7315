"""The command grammar: an RCL tree said in English, with the words of every leaf known.

The back-off can only read constructions its training trees hold, and the
treebank's writers used few.  This grammar says any RCL tree the way people
say commands: verb frames with and without a verb, two-step commands with
"it", shapes with their colours, indicators and descriptions, places named by
landmarks, corners and counted moves, politeness and fillers around them.  The
words for RCL values come from the concept lexicon (rcl/lexicon.tsv), the
frames around them from fallback_pcfg/english.tsv.  Each saying is a command
and its tree aligned to its words, as a treebank command is, so it can be
counted like one (`fallback_pcfg.train`).

    english = English(random.Random(1))
    said = english.say(read_rcl("(event: (action: take) (entity: (color: red) (type: cube)))"))
    said.text                          # e.g. 'please grab the scarlet block'
    to_string(said.tree, tokens=True)  # (event: (action: take (token: 2)) (entity: (color: red (token: 4)) ...

Which trees are worth saying (coherent and unambiguous on a board) is the
planner's business: the hall chooses them (rcl.app.training.generated).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Sequence

from fallback_pcfg.errors import PCFGError
from rcl.lexicon import ConceptLexicon, Entry, load_lexicon
from rcl.model import Branch, Leaf, Node

#: A word and the path (child indices from the root) of the RCL leaf it says; None: no leaf.
Piece = tuple[str, "tuple[int, ...] | None"]
Path = tuple[int, ...]

#: Words after which a relation phrase needs a noun phrase ("left of", "on top of").
TAKES_OBJECT = frozenset({"of", "from", "to", "toward", "towards", "on", "onto", "upon", "atop", "over", "above",
                          "in", "into", "inside", "within", "at", "near", "beside", "besides", "by", "against",
                          "behind", "below", "alongside", "touching", "adjoining", "bordering", "abutting",
                          "neighboring", "neighbouring", "beyond", "past", "nearest", "closest", "than"})
#: How often a concept is said with one of its usual words (the lexicon lists them first); the
#: others share the rest, the earlier ones more (rank ** -DECAY).
USUAL = 0.8
DECAY = 1.2
#: Prepositions of motion: they say where a shape goes, never where one is ("onto"); the command reader
#: (fallback_pcfg.reader) reads none of them as a description after a noun.
MOTION = frozenset({"onto", "into", "on to", "in to", "up onto", "onto the top of", "on to the top of",
                    "to the top of"})
#: Prepositions a generated description never uses: those of motion, and "over", which may say either
#: ("the cube over the red one": on it; "move it over the wall": across).
UNDESCRIBING = MOTION | {"over"}


@dataclass(frozen=True)
class Said:
    """A command's words and its tree with each leaf aligned to its words (`(token: i j)`)."""

    words: tuple[str, ...]
    tree: Node

    @property
    def text(self) -> str:
        return " ".join(self.words)


class English:
    """Says RCL trees in English, drawing every choice from `rng`."""

    def __init__(self, rng: random.Random, lexicon: ConceptLexicon | None = None):
        self.rng = rng
        self.lexicon = lexicon or load_lexicon()
        self.frames = frames()

    # --- the whole command --------------------------------------------------

    def say(self, tree: Node, held: Branch | None = None) -> Said:
        """`tree` in words; `held`: the entity node (in `tree`) that describes the shape the gripper holds."""
        pieces = self._words("lead") + self._command(tree, (), held) + self._words("tail")
        words = tuple(w for w, _ in pieces)
        spans: dict[Path, list[int]] = {}
        for position, (_, path) in enumerate(pieces, 1):
            if path is not None:
                spans.setdefault(path, []).append(position)
        return Said(words, _aligned(tree, (), spans))

    def _command(self, tree: Node, path: Path, held: Branch | None) -> list[Piece]:
        if tree.tag == "sequence":
            return self._take_then_drop(tree, path, held)
        action = tree.value_of("action")
        destination = tree.get("destination")
        if action == "take":
            frame = "take"
        elif action == "drop":
            frame = "drop-to" if destination is not None else "drop"
        elif action == "move":
            frame = "move"
        else:
            raise PCFGError(f"cannot say an event whose action is {action!r}")
        return self._frame(frame, tree, path, held)

    def _take_then_drop(self, tree: Branch, path: Path, held: Branch | None) -> list[Piece]:
        take, drop = tree.children
        slots = {"verb": self._action(take, path + (0,), "take"),
                 "entity": self._entity(take.get("entity"), path + (0, _index(take, "entity")), held),
                 "verb2": self._action(drop, path + (1,), "put"),
                 "it": self._it(drop.get("entity"), path + (1, _index(drop, "entity"))),
                 "destination": self._destination(drop.get("destination"), path + (1, _index(drop, "destination"))),
                 "particle": [(self.rng.choice(("down", "back down")), None)]}
        return self._fill(self._pattern("take-drop"), slots)

    def _frame(self, frame: str, event: Branch, path: Path, held: Branch | None) -> list[Piece]:
        pattern = self._pattern(frame)
        verb_kind = {"take": "take", "drop": "drop", "drop-to": "put", "move": "put"}[frame]
        particle = "{particle}" in pattern
        slots = {"entity": self._entity(event.get("entity"), path + (_index(event, "entity"),), held)}
        if "{verb}" in pattern:
            slots["verb"], slots["particle"] = self._verb(event, path, verb_kind, particle)
        if event.get("destination") is not None:
            slots["destination"] = self._destination(event.get("destination"), path + (_index(event, "destination"),))
        return self._fill(pattern, slots)

    # --- verbs ----------------------------------------------------------------

    def _verb(self, event: Branch, path: Path, kind: str, particle: bool) -> tuple[list[Piece], list[Piece]]:
        """The verb of an event (aligned to its action) and, when the frame has one, its particle."""
        at = path + (_index(event, "action"),)
        if particle:
            phrasal = [e for e in self._entries("action", "drop") if e.words[-1] == "down" and len(e.words) == 2]
            entry = self._pick(phrasal)
            return [(entry.words[0], at)], [(entry.words[1], None)]
        return self._action(event, path, kind), []

    def _action(self, event: Branch, path: Path, kind: str) -> list[Piece]:
        """A phrase for the action: a take's verbs; a drop's; "put" verbs (placing: a move's or a drop's)."""
        at = path + (_index(event, "action"),)
        if kind == "take":
            entries, core = self._entries("action", "take"), 3
        elif kind == "drop":
            entries, core = [e for e in self._entries("action", "drop") if not e.words[-1] == "down" or len(e.words) > 2], 1
        else:
            entries, core = [e for e in self._entries("action", "move") if len(e.words) == 1], 3
        return [(w, at) for w in self._pick(entries, core).words]

    # --- shapes and places ------------------------------------------------------

    def _entity(self, entity: Node | None, path: Path, held: Branch | None = None) -> list[Piece]:
        if not isinstance(entity, Branch):
            raise PCFGError("cannot say an event without its entity")
        kind = entity.value_of("type")
        if kind in ("reference", "type-reference", "type-reference-group"):
            word = {"reference": "it", "type-reference": "one", "type-reference-group": "ones"}[kind]
            colours = self._colours(entity, path)
            det = [] if kind == "reference" else [("the", None)]
            return det + colours + [(word, path + (_index(entity, "type"),))]
        words: list[Piece] = [] if kind == "robot" else self._words("det")
        post: list[Piece] = []
        for i, child in enumerate(entity.children):
            if child.tag == "indicator":
                said = self._indicator(child.value, path + (i,), kind)
                if said and said[0][0] in ("by", "on", "all"):  # "by itself", "on its own" follow the noun
                    post += said
                else:
                    words += said
        words += self._colours(entity, path)
        if entity.get("type") is not None and kind not in ("region",):
            words += self._noun(kind, path + (_index(entity, "type"),), entity)
        words += post
        if held is not None and entity is held:
            words += self._words("held")
        for i, child in enumerate(entity.children):
            if child.tag == "spatial-relation":
                words += self._words("relative") + self._relation(child, path + (i,), describing=True)
        if kind == "region":  # "the left", "the front": the region's own noun is seldom said
            words += self.rng.choice(([], [], [("side", None)]))
        return words

    def _it(self, entity: Node | None, path: Path) -> list[Piece]:
        at = path + (_index(entity, "type"),)
        return [(w, at if i == 0 else None) for i, w in enumerate(self._pattern("it").split())]

    def _colours(self, entity: Branch, path: Path) -> list[Piece]:
        colours = [(i, c) for i, c in enumerate(entity.children) if c.tag == "color"]
        words: list[Piece] = []
        for n, (i, colour) in enumerate(colours):
            if n:
                words.append((self.rng.choice(("and", "and", "", "on")), None))
            words += [(w, path + (i,)) for w in self._pick(self._entries("color", colour.value)).words]
        return [(w, p) for w, p in words if w]

    def _noun(self, kind: str, at: Path, entity: Branch) -> list[Piece]:
        plural = kind == "cube-group"
        lexical = "cube" if kind == "cube-group" else kind
        entries = [e for e in self._entries("type", lexical) if len(e.words) <= 2 and e.pos == "n"]
        if kind == "robot":
            word = self.rng.choice(("you", "you", "the robot", "me", "the robot arm"))
            return [(w, at) for w in word.split()]
        words = list(self._pick(entries, core=2).words)
        if plural and not words[-1].endswith("s"):
            words[-1] += "es" if words[-1].endswith(("x", "s")) else "s"
        return [(w, at) for w in words]

    def _indicator(self, value: str, at: Path, kind: str | None) -> list[Piece]:
        entries = [e for e in self._entries("indicator", value)
                   if e.pos == "a" or (value == "individual" and kind in ("cube", "prism"))]
        return [(w, at) for w in self._pick(entries, core=2).words] if entries else []

    def _destination(self, destination: Node | None, path: Path) -> list[Piece]:
        if not isinstance(destination, Branch) or destination.get("spatial-relation") is None:
            raise PCFGError("cannot say a destination without its spatial relation")
        return self._relation(destination.get("spatial-relation"), path + (_index(destination, "spatial-relation"),),
                              describing=False)

    def _relation(self, relation: Branch, path: Path, describing: bool) -> list[Piece]:
        """'on top of the red cube', 'two squares to the left (of X)', 'in the back left corner'."""
        name = relation.value_of("relation")
        at = path + (_index(relation, "relation"),)
        landmark = relation.get("entity")
        landmark_path = path + (_index(relation, "entity"),) if landmark is not None else None
        measure = relation.get("measure")
        if measure is not None:
            return self._measure(relation, path, name, at, landmark, landmark_path)
        if landmark is None:
            raise PCFGError("cannot say a relation without a landmark or a measure")
        phrase = self._preposition(name, landmark, describing)
        return [(w, at) for w in phrase] + self._entity(landmark, landmark_path)

    def _measure(self, relation: Branch, path: Path, name: str, at: Path, landmark: Node | None,
                 landmark_path: Path | None) -> list[Piece]:
        measure_path = path + (_index(relation, "measure"),)
        unit = relation.get("measure").get("entity")
        unit_path = measure_path + (0,)
        count = unit.value_of("cardinal")
        number = self._pick(self._entries("cardinal", count), core=2).words if count else ("one",)
        slots = {"count": [(w, unit_path + (_index(unit, "cardinal"),)) for w in number],
                 "unit": [(self._unit(count), unit_path + (_index(unit, "type"),))]}
        if landmark is not None:
            slots["direction"] = [(w, at) for w in self._preposition(name, landmark, describing=False)]
            slots["entity"] = self._entity(landmark, landmark_path)
            return self._fill(self._pattern("measure-from"), slots)
        slots["direction"] = [(w, at) for w in self._direction(name)]
        return self._fill(self._pattern("measure"), slots)

    def _unit(self, count: str | None) -> str:
        word = self._pick(self._entries("unit", "tile"), core=4).phrase
        return word if count == "1" else (word + "s")

    def _direction(self, name: str) -> tuple[str, ...]:
        """A direction said on its own ("to the left", "closer to you")."""
        entries = [e for e in self._entries("relation", name) if e.words[-1] not in TAKES_OBJECT
                   and e.phrase not in ("in front", "on top", "on the top")]
        return self._pick(entries, core=3).words

    def _preposition(self, name: str, landmark: Branch, describing: bool) -> tuple[str, ...]:
        """A relation phrase before a landmark ("onto", "to the left of", "in")."""
        kind = landmark.value_of("type")
        if name == "within" or kind == "corner" and name == "above":
            return self.rng.choice((("in",), ("in",), ("into",), ("in",), ("at",)))
        if kind == "board" and name == "above":
            return self.rng.choice((("on",), ("onto",)))
        entries = [e for e in self._entries("relation", name) if e.words[-1] in TAKES_OBJECT]
        if describing:
            entries = [e for e in entries if e.phrase not in UNDESCRIBING]
            if name == "above" and self.rng.random() < 0.3:
                locative = self._pick(self._entries("locative", "at"), core=4).words
                return locative + self._pick(entries, core=3).words
        return self._pick(entries, core=3).words

    # --- choosing ---------------------------------------------------------------

    def _entries(self, kind: str, value: str) -> list[Entry]:
        found = [e for e in self.lexicon.entries if e.kind == kind and e.value == value]
        if not found:
            raise PCFGError(f"the concept lexicon has no words for {kind} {value}")
        return found

    def _pick(self, entries: Sequence[Entry], core: int = 1) -> Entry:
        """An entry: one of the lexicon's first `core` (the usual words) `USUAL` of the time, else one
        of the others, the earlier ones more often."""
        entries = list(entries)
        if len(entries) <= core or self.rng.random() < USUAL:
            return self.rng.choice(entries[:core])
        rest = entries[core:]
        return self.rng.choices(rest, [(i + 1) ** -DECAY for i in range(len(rest))])[0]

    def _pattern(self, frame: str) -> str:
        patterns = self.frames.get(frame)
        if not patterns:
            raise PCFGError(f"fallback_pcfg/english.tsv has no pattern for {frame}")
        return self.rng.choices([p for p, _ in patterns], [w for _, w in patterns])[0]

    def _words(self, frame: str) -> list[Piece]:
        pattern = self._pattern(frame)
        return [] if pattern == "-" else [(w, None) for w in pattern.split()]

    def _fill(self, pattern: str, slots: dict[str, list[Piece]]) -> list[Piece]:
        pieces: list[Piece] = []
        for word in pattern.split():
            if word.startswith("{") and word.endswith("}"):
                pieces += slots.get(word[1:-1], [])
            elif word != ",":  # punctuation carries no meaning (rcl.normalise drops it)
                pieces.append((word, None))
        return pieces


def _index(node: Branch, tag: str) -> int:
    for i, child in enumerate(node.children):
        if child.tag == tag:
            return i
    raise PCFGError(f"({node.tag}: ...) has no {tag}")


def _aligned(node: Node, path: Path, spans: dict[Path, list[int]]) -> Node:
    """`node` with each leaf said aligned to its words (which must follow each other)."""
    if isinstance(node, Leaf):
        positions = spans.get(path)
        if not positions:
            return node
        if positions != list(range(positions[0], positions[-1] + 1)):
            raise PCFGError(f"the words of ({node.tag}: {node.value}) are not together")
        return Leaf(node.tag, node.value, (positions[0], positions[-1]))
    return Branch(node.tag, tuple(_aligned(c, path + (i,), spans) for i, c in enumerate(node.children)))


@lru_cache(maxsize=1)
def frames() -> dict[str, list[tuple[str, float]]]:
    """frame -> [(pattern, weight)] from fallback_pcfg/english.tsv."""
    found: dict[str, list[tuple[str, float]]] = {}
    text = resources.files("fallback_pcfg").joinpath("english.tsv").read_text(encoding="utf-8")
    rows = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    for number, line in enumerate(rows[1:], 2):
        fields = line.split("\t")
        if len(fields) < 3:
            raise PCFGError(f"fallback_pcfg/english.tsv: expected frame, pattern, weight in {line!r}")
        try:
            weight = float(fields[2])
        except ValueError:
            raise PCFGError(f"fallback_pcfg/english.tsv: weight {fields[2]!r} is not a number") from None
        found.setdefault(fields[0], []).append((fields[1], weight))
    return found
