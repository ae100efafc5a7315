"""Choosing among an engine's ranked candidates with the planner (rcl.app.pipeline)."""

from __future__ import annotations

from pathlib import Path

from planner import load_scene
from rcl import read_rcl
from rcl.app.pipeline import FLOOR, choose, plausible
from rcl.candidate import Candidate

SCENE = load_scene(Path(__file__).parents[2] / "data" / "scenes" / "example.json")  # nothing held
DROP_BLUE = read_rcl("(event: (action: drop) (entity: (color: blue) (type: cube)))")
TAKE_BLUE_PRISM = read_rcl("(event: (action: take) (entity: (color: blue) (type: prism)))")


def ranked(*scores):
    """"drop the blue cube" (incoherent: nothing is held) first, then a coherent other reading."""
    return [Candidate(DROP_BLUE, "pcfg", 0, score=scores[0]), Candidate(TAKE_BLUE_PRISM, "pcfg", 1, score=scores[1])]


def test_a_coherent_candidate_close_to_the_best_is_taken():
    answer = choose("drop the blue cube", "pcfg", ranked(-3.0, -3.0 - FLOOR + 1), SCENE)
    assert answer.tree == TAKE_BLUE_PRISM and not answer.attempts[0].accepted


def test_one_far_less_likely_than_the_best_is_another_command():
    answer = choose("drop the blue cube", "pcfg", ranked(5.0, -21.0), SCENE)
    assert not answer.answered
    assert "26.0 nats less likely" in answer.attempts[1].reason
    assert "holding nothing" in answer.explanation


def test_without_a_scene_the_first_is_taken_and_unscored_candidates_have_no_floor():
    assert choose("drop the blue cube", "pcfg", ranked(5.0, -21.0), None).tree == DROP_BLUE
    assert choose("x", "gold", ranked(None, None), SCENE).tree == TAKE_BLUE_PRISM
    assert [c.rank for c in plausible(ranked(5.0, -21.0))] == [0]
