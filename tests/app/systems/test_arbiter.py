"""The combined system's arbiter: features of pooled candidates, ranking, and the system around it."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from planner import load_scene
from rcl import read_rcl
from rcl.app.evaluation import check
from rcl.app.systems import make_system
from rcl.app.systems.arbiter import Arbiter, features, log_shares
from rcl.candidate import Candidate
from rcl.loglinear import LogLinearModel
from rcl.modelfile import ModelFileError

REPO = Path(__file__).parents[3]

TAKE_RED = read_rcl("(event: (action: take) (entity: (color: red) (type: cube)))")
TAKE_BLUE = read_rcl("(event: (action: take) (entity: (color: blue) (type: cube)))")
DROP_RED = read_rcl("(event: (action: drop) (entity: (color: red) (type: cube)))")


def erg(*trees, scores=None):
    return [Candidate(t, "erg", i, score=(scores or [None] * len(trees))[i]) for i, t in enumerate(trees)]


def pcfg(*trees, scores):
    return [Candidate(t, "pcfg", i, score=s) for i, (t, s) in enumerate(zip(trees, scores))]


def test_log_shares_normalise_each_engines_scores():
    shares = log_shares(pcfg(TAKE_RED, TAKE_BLUE, scores=[-1.0, -1.0]))
    assert shares == pytest.approx({TAKE_RED: math.log(0.5), TAKE_BLUE: math.log(0.5)})
    assert log_shares(erg(TAKE_RED)) == {TAKE_RED: 0.0}  # no ranker score: the one candidate is certain


def test_features_say_who_proposes_a_tree_and_whether_they_agree():
    scored = dict((c.tree, f) for c, f in features(erg(TAKE_RED, DROP_RED, scores=[2.0, 0.0]),
                                                    pcfg(TAKE_RED, TAKE_BLUE, scores=[-3.0, -5.0]), planner=True))
    assert set(scored) == {TAKE_RED, DROP_RED, TAKE_BLUE}  # each tree once
    assert {"sp:both", "sp:both_first", "sp:erg_first", "sp:pcfg_first"} <= set(scored[TAKE_RED])
    assert "sp:pcfg" not in scored[DROP_RED] and "sp:erg" not in scored[TAKE_BLUE]
    assert scored[TAKE_RED]["sp:pcfg_margin"] == pytest.approx(2.0 / 5)
    assert all(k.startswith("nosp:") for _, f in features(erg(TAKE_RED), [], planner=False) for k in f)


def test_the_arbiter_ranks_the_pool_by_its_weights():
    trusts_agreement = Arbiter(LogLinearModel({"sp:both": 2.0, "sp:pcfg_first": 1.0}))
    ranked = trusts_agreement.rank({"erg": erg(DROP_RED, TAKE_BLUE), "pcfg": pcfg(TAKE_RED, TAKE_BLUE, scores=[-1, -2])},
                                   planner=True)
    assert [c.tree for c in ranked] == [TAKE_BLUE, TAKE_RED, DROP_RED]
    assert ranked[0].source == "erg"  # the ERG's candidate stands for a tree both propose


def test_a_missing_arbiter_file_says_how_to_train_one(tmp_path):
    with pytest.raises(ModelFileError, match="rcl-train combined"):
        Arbiter.load(tmp_path / "nothing.json.gz")


def test_combined_pools_both_engines_and_the_planner_removes_what_cannot_be(ace):
    combined = make_system("combined", **ace)
    try:
        scene = load_scene(REPO / "rcl" / "app" / "scenes" / "example.json")
        answer = combined.parse("take the green pyramid", scene)
        assert answer.system == "combined" and "arbiter" in answer.explanation
        assert answer.tree == read_rcl("(event: (action: take) (entity: (color: green) (type: prism)))")
        assert answer.verdict.coherent and answer.attempts[0].accepted
        assert all(not a.accepted and a.reason for a in answer.attempts[1:])
        assert {"erg.convert", "planner", "total"} <= set(answer.timings)
        blind = combined.parse("take the green pyramid", None)
        assert blind.tree == answer.tree and not blind.planner
        parts = {p.trained.name for p in check(combined, [1]).parts}
        assert parts == {"erg", "pcfg", "combined arbiter"}
    finally:
        combined.close()
