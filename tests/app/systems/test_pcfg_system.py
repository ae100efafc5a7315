"""The `pcfg` system end to end: parses, model choice, unknown words."""

import pytest

from fallback_pcfg import load_model
from planner import judge, scene_from_layout
from rcl import to_string
from rcl.app.cli.parse import main as parse_main
from rcl.app.systems import make_system

TAKE_AND_PUT = ("(sequence: (event: (action: take) (entity: (id: 1) (color: green) (type: prism))) (event: "
                "(action: drop) (entity: (type: reference) (reference-id: 1)) (destination: (spatial-relation: "
                "(relation: above) (entity: (color: blue) (type: cube))))))")


@pytest.fixture(scope="module")
def pcfg():
    return make_system("pcfg", k=20)


def test_minus_sp_takes_the_best_parse(pcfg):
    answer = pcfg.parse("Pick up the green pyramid and put it on the blue cube.", None)
    assert to_string(answer.tree) == TAKE_AND_PUT
    assert answer.chosen.source == "pcfg" and answer.chosen.rank == 0 and answer.chosen.score is not None


def test_unknown_words_and_noise_do_not_crash(pcfg):
    for text in ("flibber the zorp", "???", "drop it", "x " * 40):
        answer = pcfg.parse(text, None)
        assert answer.tree is None or to_string(answer.tree).startswith("(")


def test_empty_command_abstains_with_a_reason(pcfg):
    answer = pcfg.parse("", None)
    assert answer.tree is None and answer.explanation


@pytest.mark.treebank
def test_plus_sp_picks_a_coherent_parse(pcfg, treebank):
    command = treebank.split("dev")[0]
    scene = scene_from_layout(treebank.scene(command.scene)[0])
    answer = pcfg.parse(command.text, scene)
    assert answer.chosen is None or judge(answer.tree, scene).coherent


def test_politeness_typos_and_shouting_are_read_through(pcfg):
    assert to_string(pcfg.parse("Please, PICK UP the red block!!", None).tree) == (
        "(event: (action: take) (entity: (color: red) (type: cube)))")
    tree = to_string(pcfg.parse("Take the gren cube and drop it on the yelow one", None).tree)
    assert "(color: green) (type: cube)" in tree and "(color: yellow) (type: type-reference)" in tree


@pytest.mark.parametrize("held_out, chosen", [
    (None, "train"),            # users get the model trained on everything
    ([12, 14], "train"),        # it saw none of them
    ([13, 15], "train-dev"),    # it saw 13; the train-dev model did not
    ([11, 13], "train"),        # both saw 11: the usual model, and rcl-eval refuses it
])
def test_held_out_commands_choose_a_packaged_model_that_never_saw_them(packaged_pcfg, held_out, chosen):
    (part,) = make_system("pcfg", held_out=held_out or ()).parts()
    assert part.file == str(packaged_pcfg[chosen])
    assert part.trained_on == load_model(packaged_pcfg[chosen]).trained_on


def test_an_explicit_model_is_used_whatever_it_saw(packaged_pcfg):
    (part,) = make_system("pcfg", model=str(packaged_pcfg["train"]), held_out=[13]).parts()
    assert part.file == str(packaged_pcfg["train"]) and 13 in part.trained_on


def test_words_left_out_are_named_in_the_candidate_note(pcfg):
    answer = pcfg.parse("please pick up the red block", None)
    assert to_string(answer.tree) == "(event: (action: take) (entity: (color: red) (type: cube)))"
    assert answer.chosen.note.endswith("; ignoring unknown words: please")
    assert answer.to_json()["attempts"][0]["note"] == answer.chosen.note


@pytest.mark.parametrize("text, word", [("pick up the ball", "ball"), ("drop it on the moon", "moon")])
def test_an_unknown_word_where_a_shape_or_place_belongs_makes_it_abstain(pcfg, text, word):
    answer = pcfg.parse(text, None)
    assert answer.chosen is None and not answer.attempts
    assert answer.explanation == f"unknown word '{word}' where a shape or place is expected"


def test_rcl_parse_says_why_and_exits_1(capsys):
    assert parse_main(["--system", "pcfg", "--explain", "pick up the ball"]) == 1
    out = capsys.readouterr().out
    assert "no parse for 'pick up the ball': unknown word 'ball' where a shape or place is expected" in out
    assert parse_main(["--system", "pcfg", "--explain", "please pick up the red block"]) == 0
    assert "ignoring unknown words: please" in capsys.readouterr().out
