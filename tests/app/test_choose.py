"""Choosing among an engine's ranked candidates with the planner (rcl.app.choose)."""

from __future__ import annotations

from pathlib import Path

import pytest

from planner import OFFICIAL, PHYSICAL, Scene, Shape, load_scene
from rcl import read_rcl
from rcl.app.choose import FLOOR, SPARE_RANK, TURNED_RANK, choose, plausible
from rcl.app.confidence import LEFT_OUT, LOOSENED, doubts, notice
from rcl.candidate import Candidate, Proposal

SCENE = load_scene(Path(__file__).parents[2] / "rcl" / "app" / "scenes" / "example.json")  # nothing held
DROP_BLUE = read_rcl("(event: (action: drop) (entity: (color: blue) (type: cube)))")
TAKE_BLUE_PRISM = read_rcl("(event: (action: take) (entity: (color: blue) (type: prism)))")


def candidates(*scores):
    """"drop the blue cube" (incoherent: nothing is held) first, then a coherent other reading."""
    return [Candidate(DROP_BLUE, "pcfg", 0, score=scores[0]), Candidate(TAKE_BLUE_PRISM, "pcfg", 1, score=scores[1])]


def ranked(*scores):
    """The two candidates as one engine's proposal."""
    return [Proposal("pcfg", tuple(candidates(*scores)))]


def test_a_coherent_candidate_close_to_the_best_is_taken():
    answer = choose("drop the blue cube", "pcfg", ranked(-3.0, -3.0 - FLOOR + 1), SCENE)
    assert answer.tree == TAKE_BLUE_PRISM and not answer.attempts[0].accepted


def test_one_far_less_likely_than_the_best_is_another_command():
    answer = choose("drop the blue cube", "pcfg", ranked(5.0, -21.0), SCENE)
    assert not answer.answered
    assert "scores it 26.0 below its best reading" in answer.attempts[1].reason
    assert "holding nothing" in answer.explanation


def test_an_unscored_reading_after_a_parse_far_below_the_best_is_still_judged():
    # the command reader's readings (no score) may follow the parses; the parses after the floor are not
    parses = candidates(5.0, -21.0) + [Candidate(TAKE_BLUE_PRISM, "pcfg", 2, score=-30.0)]
    reader = Candidate(TAKE_BLUE_PRISM, "reader", 3, score=None)
    answer = choose("drop the blue cube", "pcfg", [Proposal("pcfg", tuple(parses[:2] + [reader] + parses[2:]))], SCENE)
    assert answer.tree == TAKE_BLUE_PRISM and answer.chosen is reader
    assert [a.candidate.rank for a in answer.attempts] == [0, 1, 3]


def test_without_a_scene_the_first_is_taken_and_unscored_candidates_have_no_floor():
    assert choose("drop the blue cube", "pcfg", ranked(5.0, -21.0), None).tree == DROP_BLUE
    assert choose("x", "gold", ranked(None, None), SCENE).tree == TAKE_BLUE_PRISM
    assert [c.rank for c in plausible(candidates(5.0, -21.0))] == [0]


class FirstOfEach:
    """An arbiter that prefers the back-off's candidates, then the ERG's."""

    def rank(self, pools, planner):
        return list(pools["pcfg"]) + list(pools["erg"])


def test_several_engines_are_screened_by_the_planner_and_ranked_by_the_arbiter():
    erg = Proposal("erg", (Candidate(TAKE_BLUE_PRISM, "erg", 0, score=1.0),), analyses=4)
    pcfg = Proposal("pcfg", tuple(candidates(-3.0, -4.0)))
    answer = choose("take the blue prism", "combined", [erg, pcfg], SCENE, arbiter=FirstOfEach())
    assert answer.chosen.source == "pcfg" and answer.tree == TAKE_BLUE_PRISM and answer.agreed
    assert answer.pools == {"erg": 1, "pcfg": 1} and answer.analyses == 4
    assert [a.accepted for a in answer.attempts] == [True, False, False]
    assert answer.attempts[-1].reason == "the gripper is holding nothing to drop"
    assert answer.explanation.startswith("pcfg candidate 2 (both engines propose it), first of the coherent")


def test_several_engines_need_an_arbiter():
    with pytest.raises(ValueError, match="need an arbiter"):
        choose("x", "combined", [Proposal("erg"), Proposal("pcfg")], None)


def test_an_engine_with_nothing_to_offer_lends_its_words_to_the_explanation():
    answer = choose("pick up the ball", "pcfg", [Proposal("pcfg", note="unknown word 'ball'")], SCENE)
    assert not answer.answered and answer.explanation == "unknown word 'ball'"


def reading_without(rank: int, *words: str, spare: bool) -> Candidate:
    """A command reader's reading (no score) that left out `words`: spare ones, or words that say where or which."""
    return Candidate(TAKE_BLUE_PRISM, "grammar", rank, dropped=words, spare=spare)


def test_a_reading_that_leaves_out_a_word_of_place_or_colour_never_acts():
    answer = choose("take the blue prism left", "pcfg", [Proposal("pcfg", (reading_without(0, "left", spare=False),))],
                    SCENE)
    assert not answer.answered and "leaves out 'left', which I know" in answer.attempts[0].reason


def test_an_early_reading_that_leaves_out_only_spare_words_acts_and_says_so():
    answer = choose("take the blue prism thingy block", "pcfg",
                    [Proposal("pcfg", (reading_without(1, "block", spare=True),))], SCENE)
    assert answer.tree == TAKE_BLUE_PRISM and answer.attempts[0].accepted
    assert [d.kind for d in doubts(answer)] == [LEFT_OUT]
    assert "I could not fit 'block' into the command and did without it" in notice(doubts(answer))


def test_a_late_reading_that_leaves_out_spare_words_does_not_act():
    late = reading_without(SPARE_RANK + 1, "block", spare=True)
    assert not choose("take the blue prism block", "pcfg", [Proposal("pcfg", (late,))], SCENE).answered


BLUE_PRISM_NEXT_TO_GRAY = read_rcl("(event: (action: take) (entity: (color: blue) (type: prism) (spatial-relation: "
                                   "(relation: adjacent) (entity: (color: gray) (type: prism)))))")  # (diagonal)


def test_when_nothing_fits_as_said_the_first_reading_is_read_without_a_modifier_the_board_makes_needless():
    reading = Candidate(BLUE_PRISM_NEXT_TO_GRAY, "pcfg", 0, score=-3.0)
    answer = choose("take the blue prism next to the gray one", "pcfg", [Proposal("pcfg", (reading,))], SCENE,
                    physics=PHYSICAL)
    assert answer.chosen is reading and answer.verdict.move.source == (6, 2, 0)
    assert [d.kind for d in doubts(answer)] == [LOOSENED]
    assert "I found no blue prism next to the gray prism, so I went by the rest" in notice(doubts(answer))
    # the organisers' rules (+SP evaluation) judge every reading as said
    assert not choose("take the blue prism next to the gray one", "pcfg", [Proposal("pcfg", (reading,))], SCENE,
                      physics=OFFICIAL).answered


def test_no_reading_is_read_loosely_after_one_that_named_several_shapes_or_after_the_first_that_named_none():
    ambiguous = Candidate(read_rcl("(event: (action: take) (entity: (type: cube)))"), "pcfg", 0, score=-3.0)
    loose = Candidate(BLUE_PRISM_NEXT_TO_GRAY, "pcfg", 1, score=-3.5)
    answer = choose("take the cube", "pcfg", [Proposal("pcfg", (ambiguous, loose))], SCENE, physics=PHYSICAL)
    assert not answer.answered  # (a question is better than a guess)
    missing = Candidate(read_rcl("(event: (action: take) (entity: (color: magenta) (type: prism)))"), "pcfg", 0,
                        score=-3.0)
    answer = choose("take the magenta prism", "pcfg", [Proposal("pcfg", (missing, loose))], SCENE, physics=PHYSICAL)
    assert not answer.answered  # (a later reading would be taken only because it can be done)


def test_a_reading_that_needs_behind_turned_to_the_viewers_side_acts_early_in_the_list_never_late():
    board = Scene((Shape(3, 3, 0, "red", "cube"), Shape(4, 3, 0, "blue", "cube"), Shape(1, 6, 0, "blue", "cube")),
                  (0, 0, 7))  # the board's "behind" the red cube is (2,3): empty; the viewer's is (4,3)
    behind = read_rcl("(event: (action: take) (entity: (color: blue) (type: cube) (spatial-relation: "
                      "(relation: backward) (entity: (color: red) (type: cube)))))")
    early = choose("take the blue cube behind the red cube", "pcfg", [Proposal("grammar", (Candidate(
        behind, "grammar", 0),))], board, physics=PHYSICAL)
    assert early.answered and early.verdict.turned == ("blue cube behind the red cube",)
    late = choose("take the blue cube behind the red cube", "pcfg", [Proposal("grammar", (Candidate(
        behind, "grammar", TURNED_RANK),))], board, physics=PHYSICAL)
    assert not late.answered and "late reading" in late.attempts[0].reason
