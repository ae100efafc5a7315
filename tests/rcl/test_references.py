"""Where a command points at a shape the conversation established (rcl/references.tsv)."""

import pytest

from rcl.normalise import normalise
from rcl.references import Reference, find_reference
from rcl.treebank import load_treebank


@pytest.mark.parametrize("command, words, kind", [
    ("put it on the red cube", "it", "current"),
    ("Pick it up, please!", "it", "current"),
    ("drop that", "that", "current"),
    ("place this one in the top left corner", "this one", "current"),
    ("put that on the red cube", "that", "current"),       # a word that names nothing after it
    ("put that one in the gap", "that one", "current"),
    ("put that away", "that", "current"),                  # an adverb, not a noun
    ("take that instead", "that", "current"),
    ("put the one you're holding on the blue cube", "the one you're holding", "held"),
    ("drop what you are holding", "what you are holding", "held"),
    ("move the one you just moved left", "the one you just moved", "last"),
    ("take another one", "another one", "other"),
    ("now take the other one", "the other one", "other"),
    ("put him down left of the red cube", "him", "current"),    # learner usage: a shape as he or she
    ("place her on the blue one", "her", "current"),
])
def test_a_reference_is_found_with_its_kind(command, words, kind):
    utterance = normalise(command)
    found = find_reference(utterance)
    assert found is not None and found.kind == kind
    assert " ".join(utterance.words[found.start:found.end]) == " ".join(normalise(words).words)


@pytest.mark.parametrize("command", [
    "pick up the red cube and put it on the blue one",   # "it" has its antecedent in the command
    "take that red cube",                                  # a determiner, not a pronoun
    "put that little green pyramid down on the board",    # past an adjective nobody knows
    "take another blue cube",
    "place the pyramid on it",                             # the pyramid comes first
    "move the blue block two squares left",
    "See that little checkered pattern of red and blue blocks? Take the blue one on its left side",  # a noun
    "Let's try this: grab the blue block on its own and put it on the red stack",  # what the colon announces
    "fill that gap with the white block",                 # a noun of everyday English the lexicon has not
    "put the white block in that empty spot",
    "fill that one empty gap with the white block",       # "one" counts the gap
    "could you pick something up and hold it for me?",    # "it" is the something the command says later
])
def test_words_with_their_own_antecedent_or_a_noun_after_them_are_no_reference(command):
    assert find_reference(normalise(command)) is None


def test_a_verb_that_is_also_a_noun_does_not_hide_the_reference():
    assert find_reference(normalise("place it on the tile left of the blue cube")) == Reference(1, 2, "current")


@pytest.mark.treebank
def test_no_treebank_command_needs_the_conversation(treebank):
    # The treebank's writers never point outside a command: context never changes what rcl-eval scores.
    assert [c.text for c in treebank.split("all") if find_reference(normalise(c.text))] == []


@pytest.mark.parametrize("command", [
    "Look at the two stacks near the robot that each have a red cube. Take the pyramid from the one on the right",
    "find the stack that has a green top and put it on the floor",
    "see the tall pile that stands by the wall? lift the cube off it",
    "there are three stacks that are blue, take the left one",
    "the little tower, that one with a green cube, take its top",
])
def test_a_noun_that_may_be_a_verb_is_a_noun_after_a_determiner(command):
    # "the stacks that ...": "that" begins a relative clause of the noun, and "it" has its antecedent
    assert find_reference(normalise(command)) is None


@pytest.mark.parametrize("command", [
    "This one is easy, I hope! Please move the little red pyramid over to the other side of the red block",
    "this is pretty tricky. move the green pyramid next to the blue cube",
])
def test_a_remark_about_the_task_points_at_no_shape(command):
    assert find_reference(normalise(command)) is None


@pytest.mark.parametrize("command, start", [("it is on the red cube, put it down", 0), ("it is red, put it down", 0),
                                            ("it is the red one, put it down", 0)])
def test_words_that_say_what_the_shape_is_are_no_remark(command, start):
    assert find_reference(normalise(command)).start == start
