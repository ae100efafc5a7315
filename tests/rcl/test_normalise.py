"""Normalising what people type: noise out, the same words in, each word linked to what was typed."""

import pytest
from hypothesis import given, settings, strategies as st

from rcl.normalise import normalise, split_tokens

CLEAN = ("pick", "up", "the", "gray", "pyramid", "and", "put", "it", "two", "squares", "leftmost", "of", "the",
         "blue", "cube")


@pytest.mark.parametrize("text", [
    "pick up the gray pyramid and put it two squares leftmost of the blue cube",
    "Pick up the grey pyramid, and put it 2 squares left-most of the blue cube.",
    "-pick-up the GREY pyramid... and put it 2 squares left most of the blue cube!!",
    "  Please pick up the gray pyramid and put it two squares leftmost of the blue cube for me",
    "Could you please pickup the gray pyarmid and put it two squares leftmost of the bleu cube?",
])
def test_noise_never_changes_the_words(text):
    assert normalise(text).words == CLEAN


def test_each_word_remembers_the_typed_tokens_it_came_from():
    u = normalise("Pick-up the GREY blcok.")
    assert split_tokens("Pick-up the GREY blcok.") == ["Pick", "-", "up", "the", "GREY", "blcok", "."]
    assert [(t.text, t.source) for t in u.tokens] == [("pick", (1,)), ("up", (3,)), ("the", (4,)), ("gray", (5,)),
                                                      ("block", (6,))]
    assert u.source_text(4) == "blcok" and u.corrections == (("blcok", "block"),)
    assert normalise("left most").tokens[0].source == (1, 2)


def test_typos_are_read_as_the_likeliest_known_word():
    assert normalise("gren yelow blck cune cbe blockk").words == ("green", "yellow", "block", "cube", "cube", "block")
    # known words, short words and real words of the lexicon are left alone
    assert normalise("left lift let the red bed").words == ("left", "lift", "let", "the", "red", "bed")
    # a colour no shape has is a word of its own, not a typo of a near word
    assert normalise("the tan block by the peach one").words == ("the", "tan", "block", "by", "the", "peach", "one")


def test_fillers_go_only_where_they_carry_nothing():
    assert normalise("next, move it next to the red block").words == ("move", "it", "next", "to", "the", "red",
                                                                      "block")
    assert normalise("now put it down now").words == ("put", "it", "down")
    assert normalise("put the robot arm down").words == ("put", "the", "robot", "arm", "down")


def test_politeness_goes_at_the_start_of_every_sentence_and_request():
    assert normalise("Hi there! Would you mind picking up the red cube? Thanks so much!").words == (
        "picking", "up", "the", "red", "cube")
    assert normalise("There's a red cube by the wall, could you please take it").words == (
        "there's", "a", "red", "cube", "by", "the", "wall", "take", "it")
    assert normalise("I'd love it if you moved the blue block").words[0] == "moved"
    # after a comma only a request goes: "robot side" and "so it ends up" still mean something there
    assert normalise("put it behind the red cube (robot side), so it ends up by the wall").words == (
        "put", "it", "behind", "the", "red", "cube", "robot", "side", "so", "it", "ends", "up", "by", "the", "wall")


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_any_text_normalises_to_lower_case_words_linked_to_typed_tokens(text):
    u = normalise(text)
    assert all(t.text == t.text.lower() and t.text.strip() == t.text and t.text for t in u.tokens)
    assert all(1 <= p <= len(u.typed) for t in u.tokens for p in t.source)


def test_colour_initials_joined_by_hyphens_or_slashes_are_colours():
    assert normalise("the R-Y-R-G row").words == ("the", "red", "yellow", "red", "green", "row")
    assert normalise("the B/G stack").words == ("the", "blue", "green", "stack")
    assert normalise("the R-X-G tower").words == ("the", "red", "gray", "green", "tower")  # X: gray, as drawn
    assert normalise("a b c").words == ("a", "b", "c")  # letters on their own stay letters


def test_texting_shorthand_is_the_word_it_stands_for():
    assert normalise("put it on ur side closer to u").words == (
        "put", "it", "on", "your", "side", "closer", "to", "you")


def test_a_learners_comparative_with_more_is_the_comparative():
    assert normalise("move it one square more close to me").words == ("move", "it", "one", "square", "closer", "to", "me")
    assert normalise("put it two squares more far").words == ("put", "it", "two", "squares", "farther")
    # "more" before anything else stays
    assert normalise("one more square").words == ("one", "more", "square")


def test_an_interjection_before_a_command_carries_nothing():
    assert normalise("Wow, lots of red! Ooh, please take the red block").words == (
        "lots", "of", "red", "take", "the", "red", "block")


def test_a_restart_of_speech_is_said_once():
    assert normalise("okay move it uh move it one square back").words == ("move", "it", "one", "square", "back")
    assert normalise("put it on the um on the red cube").words == ("put", "it", "on", "the", "red", "cube")
    # colours said in turn name a stack's shapes, never a restart
    assert normalise("the red green red green tower").words == ("the", "red", "green", "red", "green", "tower")


def test_texting_n_and_w_are_and_and_with():
    assert normalise("grab it n put it on the one w the white cube").words == (
        "grab", "it", "and", "put", "it", "on", "the", "one", "with", "the", "white", "cube")
    assert normalise("the R-W-B stack").words == ("the", "red", "white", "blue", "stack")  # W in a run: white


@pytest.mark.parametrize("typed, meant", [("help", "heap"), ("give", "five"), ("nearly", "nearby"),
                                          ("ring", "bring"), ("band", "hand"), ("easy", "east"), ("nine", "none"),
                                          ("come", "cone")])
def test_an_everyday_word_one_letter_from_a_known_one_is_the_word_typed(typed, meant):
    assert normalise(f"{typed} the red cube").words[0] == typed != meant


def test_a_slip_of_a_neighbouring_key_is_still_corrected():
    # "bear" and "tray" are words, but beside "the red cube" likelier slips for near and gray
    assert normalise("bear the red cube").words[0] == "near"
    assert normalise("the tray cube").words[1] == "gray"


def test_a_number_sign_reads_number():
    assert normalise("red cube #2 from the left").words == ("red", "cube", "number", "two", "from", "the", "left")
