"""Running a system over treebank commands and scoring what it says.

    run = evaluate(make_system("pcfg"), treebank, "dev", planner=True)
    run.figures()["precision"]

Each command is parsed with its scene's before-layout (+SP) or without a
scene (-SP), then scored: exact match (the official metric), labelled
brackets, leaf-ancestor, per-element and per-construction accuracy, the
mismatches against gold, and execution: whether the output, run by the
planner on the before-layout, gives the recorded after-layout.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Iterable, Iterator, Sequence, Sized

from planner import IncoherentError, Scene, execute, scene_from_layout
from rcl.app.answer import Answer
from rcl.app.evaluation.workers import ordered_map
from rcl.app.systems import System
from rcl.constructions import CONSTRUCTIONS, constructions_of
from rcl.diff import mismatches
from rcl.elements import ELEMENTS, element_correct, element_relevant
from rcl.metrics import BracketCounts, bracket_counts, exact_match, leaf_ancestor
from rcl.treebank import Command, Treebank
from rcl.writer import to_string

#: How many example ids each error label keeps.
EXAMPLES_PER_ERROR = 5


@dataclass
class Item:
    """One command's result: what the system said and how it scores."""

    id: int
    text: str
    scene: int
    gold: str
    output: str | None
    correct: bool
    explanation: str
    ms: float
    source: str | None = None
    rank: int | None = None
    #: Whether the output, executed on the before-layout, gives the after-layout.
    executed: bool = False
    analyses: int | None = None
    mismatches: list[str] = field(default_factory=list)
    constructions: list[str] = field(default_factory=list)
    brackets: tuple[int, int, int] = (0, 0, 0)
    leaf_ancestor: float = 0.0
    #: kind -> correct, for the element kinds relevant to this command.
    elements: dict[str, bool] = field(default_factory=dict)
    #: engine -> why it failed on this command (ACE crashed, hung, ...): the others answered alone.
    failures: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["ms"] = round(self.ms, 3)
        data["leaf_ancestor"] = round(self.leaf_ancestor, 4)
        return data


@dataclass
class Run:
    """A system's results over a split, with the figures they give."""

    system: str
    split: str
    planner: bool
    treebank: str
    treebank_size: int
    items: list[Item]
    seconds: float

    def figures(self) -> dict[str, Any]:
        """Every figure of the run (percentages with two decimals), without the items."""
        n = len(self.items)
        answered = sum(1 for i in self.items if i.output is not None)
        correct = sum(1 for i in self.items if i.correct)
        executed = sum(1 for i in self.items if i.executed)
        return {
            "system": self.system, "split": self.split, "planner": self.planner,
            "treebank": self.treebank, "treebank_size": self.treebank_size,
            "n": n, "answered": answered, "correct": correct,
            "precision": _percent(correct, answered), "recall": _percent(correct, n),
            "coverage": _percent(answered, n), "execution": _percent(executed, n),
            "harmless": sum(1 for i in self.items if i.executed and not i.correct),
            "failures": self._failures(),
            "metrics": self._metrics(),
            "speed": self._speed(),
        }

    def to_json(self) -> dict[str, Any]:
        return {**self.figures(), "items": [i.to_json() for i in self.items]}

    def _metrics(self) -> dict[str, Any]:
        brackets = sum((BracketCounts(*i.brackets) for i in self.items), BracketCounts(0, 0, 0))
        return {
            "brackets": {"precision": _percent(brackets.matched, brackets.system),
                         "recall": _percent(brackets.matched, brackets.gold),
                         "f1": round(100 * brackets.f1, 2)},
            "leaf_ancestor": round(100 * statistics.fmean(i.leaf_ancestor for i in self.items), 2)
            if self.items else 0.0,
            "elements": _tally(self.items, [kind for kind in ELEMENTS], lambda i: i.elements),
            "constructions": _tally(self.items, [name for name, _, _ in CONSTRUCTIONS],
                                    lambda i: {c: i.correct for c in i.constructions}),
            "errors": self.errors(),
        }

    def _failures(self) -> dict[str, dict[str, int]]:
        """engine -> {"commands": it failed on, "answered": of those, answered by another engine}."""
        tally: dict[str, dict[str, int]] = {}
        for item in self.items:
            for engine in item.failures:
                counts = tally.setdefault(engine, {"commands": 0, "answered": 0})
                counts["commands"] += 1
                counts["answered"] += item.output is not None
        return tally

    def errors(self) -> list[dict[str, Any]]:
        """Mismatch labels, most common first, with counts and example command ids."""
        counts: Counter = Counter()
        examples: dict[str, list[int]] = defaultdict(list)
        for item in self.items:
            for label in dict.fromkeys(item.mismatches):  # count a label once per command
                counts[label] += 1
                if len(examples[label]) < EXAMPLES_PER_ERROR:
                    examples[label].append(item.id)
        return [{"label": label, "count": count, "examples": examples[label]}
                for label, count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]

    def _speed(self) -> dict[str, float]:
        times = sorted(i.ms for i in self.items)
        if not times:
            return {"median_ms": 0.0, "p95_ms": 0.0, "total_s": round(self.seconds, 3)}
        return {"median_ms": round(statistics.median(times), 3),
                "p95_ms": round(times[min(len(times) - 1, int(0.95 * len(times)))], 3),
                "total_s": round(self.seconds, 3)}


def evaluate(system: System, treebank: Treebank, split: str, planner: bool = True,
             commands: Iterable[Command] | None = None,
             progress: Callable[[Sized, str], Iterable] | None = None, jobs: int = 1) -> Run:
    """Run `system` over the split's commands (or the `commands` given) and score each.

    `progress(items, name)`: wraps the results as they arrive (a progress bar, say).
    `jobs`: worker processes sharing the commands (forked copies of this one, each
    with its own copy of `system`); the results are the same in any case.
    """
    (run,) = evaluate_conditions(system, treebank, split, (planner,), commands, progress, jobs)
    return run


def evaluate_conditions(system: System, treebank: Treebank, split: str, planners: Sequence[bool] = (False, True),
                        commands: Iterable[Command] | None = None,
                        progress: Callable[[Sized, str], Iterable] | None = None, jobs: int = 1) -> list[Run]:
    """One Run per condition (-SP: `False`, +SP: `True`), each command parsed under every condition
    in turn: an engine that keeps its analyses (the ERG's) reads and converts each command once,
    also in a worker.  A run's time is its share of the wall time, by its commands' times."""
    commands = list(treebank.split(split) if commands is None else commands)
    scenes = _SceneCache(treebank)

    def parse_and_score(command: Command) -> tuple[Item, ...]:
        before, after = scenes.get(command.scene)
        items = []
        for planner in planners:
            began = time.perf_counter()
            # The command itself, not only its text: an oracle tells repeated texts apart.
            answer = system.parse_command(command, before if planner else None)
            items.append(score(command, answer, (time.perf_counter() - began) * 1000, before, after))
        return tuple(items)

    started = time.perf_counter()
    results = _Arriving(ordered_map(parse_and_score, commands, jobs, on_exit=system.close), len(commands))
    scored = list((progress or _silently)(results, system.name))
    wall = time.perf_counter() - started
    per_condition = [[items[i] for items in scored] for i in range(len(planners))]
    spent = [sum(item.ms for item in items) for items in per_condition]
    return [Run(system.name, split, planner, str(treebank.root), len(treebank), items,
                wall * (ms / sum(spent)) if sum(spent) else wall / len(planners))
            for planner, items, ms in zip(planners, per_condition, spent)]


def score(command: Command, answer: Answer, ms: float, before, after) -> Item:
    """The Item for one command: every metric of `answer` against the command's gold tree."""
    output, gold = answer.tree, command.gold
    counts = bracket_counts(output, gold)
    return Item(
        id=command.id, text=command.text, scene=command.scene, gold=to_string(gold),
        output=to_string(output) if output is not None else None,
        correct=exact_match(output, gold), explanation=answer.explanation, ms=ms,
        source=answer.chosen.source if answer.chosen else None,
        rank=answer.chosen.rank if answer.chosen else None,
        executed=executes_to(output, before, after), analyses=answer.analyses,
        mismatches=mismatches(output, gold), constructions=constructions_of(command.tree),
        brackets=(counts.matched, counts.system, counts.gold), leaf_ancestor=leaf_ancestor(output, gold),
        elements={kind: element_correct(kind, output, gold) for kind in ELEMENTS
                  if element_relevant(kind, output, gold)},
        failures=dict(answer.failures),
    )


def executes_to(tree, before: Scene, after: Scene) -> bool:
    """Whether the planner, executing `tree` on `before`, arrives at `after`."""
    if tree is None:
        return False
    try:
        return execute(tree, before).same_arrangement(after)
    except IncoherentError:
        return False


class _SceneCache:
    """Planner scenes of treebank scene numbers, built once each."""

    def __init__(self, treebank: Treebank):
        self.treebank = treebank
        self.scenes: dict[int, tuple] = {}

    def get(self, number: int):
        if number not in self.scenes:
            before, after = self.treebank.scene(number)
            self.scenes[number] = (scene_from_layout(before), scene_from_layout(after))
        return self.scenes[number]


class _Arriving:
    """Results as they arrive, with their number known in advance (for a progress bar)."""

    def __init__(self, results: Iterator, count: int):
        self.results, self.count = results, count

    def __iter__(self) -> Iterator:
        return self.results

    def __len__(self) -> int:
        return self.count


def _silently(items: Iterable, name: str) -> Iterable:
    return items


def _tally(items: list[Item], names: list[str], outcomes) -> dict[str, dict[str, Any]]:
    """{name: {n, correct, accuracy}} over the items where `outcomes(item)` has the name."""
    table = {}
    for name in names:
        results = [outcomes(i)[name] for i in items if name in outcomes(i)]
        table[name] = {"n": len(results), "correct": sum(results),
                       "accuracy": _percent(sum(results), len(results))}
    return table


def _percent(part: int, whole: int) -> float:
    return round(100 * part / whole, 2) if whole else 0.0
