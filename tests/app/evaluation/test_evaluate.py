"""Run-level figures worked out by hand.

Commands 11, 12 and 15 of the mini release share one gold tree (5 constituents,
6 leaves: move the red prism onto the blue cube).  A stub system answers 11
exactly, 12 with one leaf off (within instead of above) and abstains on 15.
"""

import pytest

from rcl import read_rcl
from rcl.app.evaluation import evaluate
from rcl.app.systems import EngineSystem
from rcl.candidate import Candidate, Proposal
from rcl.treebank import load_treebank

#: The gold tree of commands 11, 12 and 15 (tests/conftest.py).
GOLD = ("(event: (action: move) (entity: (color: red) (type: prism)) "
        "(destination: (spatial-relation: (relation: above) (entity: (color: blue) (type: cube)))))")
LEAF_OFF = GOLD.replace("above", "within")


class Stub:
    name = "stub"

    def __init__(self, answers):
        self.answers = answers

    def propose(self, utterance):
        tree = self.answers.get(utterance.original)
        return Proposal(self.name, (Candidate(read_rcl(tree), "stub"),) if tree else ())

    def close(self):
        pass


@pytest.fixture
def run(mini_treebank):
    tb = load_treebank(mini_treebank)
    commands = [tb.command(i) for i in (11, 12, 15)]
    stub = EngineSystem("stub", (Stub({commands[0].text: GOLD, commands[1].text: LEAF_OFF}),))
    return evaluate(stub, tb, "all", planner=False, commands=commands).figures()


def test_exact_match_counts_abstentions_against_recall_and_coverage_only(run):
    assert (run["n"], run["answered"], run["correct"]) == (3, 2, 1)
    assert (run["precision"], run["recall"], run["coverage"]) == (50.0, 33.33, 66.67)
    # only the exact tree moves the red prism onto the blue cube; "within" a cube does not execute
    assert (run["execution"], run["harmless"]) == (33.33, 0)


def test_brackets_add_up_over_commands_and_leaf_ancestor_is_their_mean(run):
    # matched 5 + 2 + 0, proposed 5 + 5 + 0, gold 5 + 5 + 5
    brackets = run["metrics"]["brackets"]
    assert (brackets["precision"], brackets["recall"]) == (70.0, 46.67)
    assert brackets["f1"] == pytest.approx(100 * 2 * 0.7 * (7 / 15) / (0.7 + 7 / 15), abs=0.01)
    assert run["metrics"]["leaf_ancestor"] == pytest.approx(100 * (1 + 5 / 6 + 0) / 3, abs=0.01)


def test_elements_constructions_and_mismatches(run):
    elements = run["metrics"]["elements"]
    assert elements["relation"] == {"n": 3, "correct": 1, "accuracy": 33.33}
    assert elements["color"] == {"n": 3, "correct": 2, "accuracy": 66.67}
    assert elements["measure"]["n"] == 0
    assert run["metrics"]["constructions"]["single event"] == {"n": 3, "correct": 1, "accuracy": 33.33}
    assert run["metrics"]["errors"] == [{"label": "no answer", "count": 1, "examples": [15]},
                                        {"label": "relation above→within", "count": 1, "examples": [12]}]
