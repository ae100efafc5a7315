"""The `pcfg` system end to end: parses, model choice, unknown words."""

import pytest

from pathlib import Path

from fallback_pcfg import load_model
from planner import judge, load_scene, scene_from_layout
from rcl import to_string
from rcl.app.cli.parse import main as parse_main
from rcl.app.systems import make_system

EXAMPLE = Path(__file__).resolve().parents[3] / "rcl" / "app" / "scenes" / "example.json"
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


def test_only_words_no_part_of_it_knows_are_called_unknown(pcfg):
    answer = pcfg.parse("juggle the bare spaceship", load_scene(EXAMPLE))
    assert answer.message == ("I could not understand 'juggle the bare spaceship': "
                              "I do not know the words 'juggle', 'spaceship'")  # "bare" is the command reader's


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


def test_words_left_out_are_named(pcfg):
    answer = pcfg.parse("pick up the shiny red block", None)
    assert to_string(answer.tree) == "(event: (action: take) (entity: (color: red) (type: cube)))"
    assert answer.chosen.ignored == ("shiny",)


def test_an_unknown_noun_is_guessed_and_the_scene_picks_the_shape_that_grounds(pcfg):
    # The example scene has one green prism and no green cube: the guess that grounds is the prism.
    scene = load_scene(EXAMPLE)
    answer = pcfg.parse("pick up the green thingamajig", scene)
    assert to_string(answer.tree) == "(event: (action: take) (entity: (color: green) (type: prism)))"
    assert answer.chosen.guessed == (("thingamajig", "prism"),)
    assert pcfg.parse("pick up the green thingamajig", None).chosen.guessed == (("thingamajig", "cube"),)


def test_rcl_parse_says_which_words_it_guessed(capsys):
    assert parse_main(["--system", "pcfg", "pick up the green thingamajig", "--scene", str(EXAMPLE)]) == 0
    captured = capsys.readouterr()
    assert "(type: prism)" in captured.out
    assert captured.err.splitlines()[-2:] == ["rcl-parse: guessed that 'thingamajig' is a prism, a word I do not know",
                                              "rcl-parse: I am not sure I understood that: I had to guess what "
                                              "'thingamajig' means"]


def test_words_it_knows_but_cannot_fit_are_named_and_nothing_is_guessed_about_them(pcfg):
    answer = pcfg.parse("pick up the orange pyramid", load_scene(EXAMPLE))
    assert answer.tree is None
    assert answer.message == ("I could not understand 'pick up the orange pyramid': I know 'orange' but could not "
                              "fit it into the command (try saying it another way)")
    assert answer.user_notes() == []  # no "a word I do not know" about a word it knows
