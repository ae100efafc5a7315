"""The back-off as an engine: a command in, a Proposal out."""

import pytest

from fallback_pcfg import PCFGEngine, load_model
from rcl import to_string
from rcl.candidate import Candidate, Lazy
from rcl.normalise import normalise


@pytest.fixture(scope="module")
def engine():
    return PCFGEngine(load_model(), k=10)


def test_the_best_parse_comes_first_and_each_tree_once(engine):
    proposal = engine.propose(normalise("pick up the red block"))
    assert proposal.engine == "pcfg" and isinstance(proposal.items, Lazy)
    first = proposal.candidates[0]
    assert to_string(first.tree) == "(event: (action: take) (entity: (color: red) (type: cube)))"
    assert (first.source, first.rank) == ("pcfg", 0) and first.note.startswith("reading 1 of the 10 best")
    trees = [c.tree for c in proposal.candidates]
    assert len(trees) == len(set(trees))
    for source in ("pcfg", "grammar"):  # each reader's own order (a tree the other gave first is left out),
        ranks = [c.rank for c in proposal.candidates if c.source == source and not c.dropped]  # the incomplete last
        assert ranks == sorted(set(ranks))
    # a parse that reads "the" as "rightmost" says what no word says: it comes last, as one that leaves a word out
    rightmost = next(c for c in proposal.candidates if "rightmost" in to_string(c.tree))
    assert rightmost.dropped == ("the",)


def test_reading_the_first_candidate_does_not_compute_the_rest(engine):
    proposal = engine.propose(normalise("pick up the red block and put it on the blue cube"))
    assert isinstance(next(iter(proposal.items)), Candidate)
    assert "..." in repr(proposal.items)  # the rest is still to be read


def test_candidates_name_the_words_they_did_without_and_those_they_guessed(engine):
    ignored = engine.propose(normalise("pick up the shiny red block")).candidates[0]
    assert ignored.ignored == ("shiny",) and ignored.guessed == ()
    guessed = engine.propose(normalise("Pick up the red Thingamajig!")).candidates[0]
    assert guessed.guessed == (("Thingamajig", "cube"),) and guessed.tree.get("entity").value_of("type") == "cube"


def test_a_parse_that_counts_squares_no_word_counts_does_without_that_word(engine):
    # the treebank's PCFG reads "floor" before "square" as the number four; that parse leaves the floor out
    proposal = engine.propose(normalise("move the blue cube to the floor, square immediately left of the green stack"))
    for candidate in proposal.candidates:
        assert "(cardinal: 4)" not in to_string(candidate.tree) or "floor" in candidate.dropped


def test_a_parse_that_reads_a_number_into_a_small_word_does_without_it(engine):
    # smoothing lets the PCFG read "the" as the number two: "the square immediately right of X" counts nothing
    proposal = engine.propose(normalise("blue cube on the floor -> the square immediately right of the red/blue stack"))
    for candidate in proposal.candidates:
        assert "(cardinal: 2)" not in to_string(candidate.tree) or candidate.dropped
    # "a" says one
    first = engine.propose(normalise("move the red cube a square to the left")).candidates[0]
    assert not first.dropped and "(cardinal: 1)" in to_string(first.tree)


def test_a_phrase_read_as_one_word_means_what_the_whole_phrase_means(engine):
    # training never saw "hand": "left hand" is read as one word, a side ("the left-hand corner"), never "left of"
    proposal = engine.propose(normalise("put the yellow cube down in the left-hand corner nearest you"))
    for candidate in proposal.candidates:
        assert "(relation: left) (entity: (type: corner)" not in to_string(candidate.tree) or candidate.dropped


def test_a_side_said_right_before_a_part_of_the_board_names_it(engine):
    # "on left corner nearest to robot" (no article): the left corner, never "left of" a corner
    for text in ("set yellow cube down on left corner nearest to robot", "put it on front edge"):
        for candidate in engine.propose(normalise(text)).candidates:
            tree = to_string(candidate.tree)
            assert not ("(relation: left) (entity: (type: corner)" in tree or "(relation: front) (entity: (type: edge)"
                        in tree) or candidate.dropped


def test_a_colour_no_shape_has_is_never_left_out_nor_guessed(engine):
    # there are no orange shapes: "the orange cube" is no cube of any colour, nor the red or the yellow one
    for text in ("pick up the orange cube", "put the brown pyramid on the blue cube"):
        assert all(candidate.dropped for candidate in engine.propose(normalise(text)).candidates)  # none acts


def test_a_verb_of_taking_alone_moves_nothing(engine):
    # "grab the cube two squares right of X" says which cube: a reading that carries it there acts on no word
    for candidate in engine.propose(normalise("grab the red cube two squares right of the blue cube")).candidates:
        assert "(action: take)" in to_string(candidate.tree) or candidate.dropped
    moved = engine.propose(normalise("pick up the red cube and put it two squares right of the blue cube"))
    assert not moved.candidates[0].dropped


@pytest.mark.parametrize("word, colour", [("turquoise", "cyan"), ("teal", "cyan"), ("aqua", "cyan"),
                                          ("purple", "magenta"), ("pink", "magenta"), ("violet", "magenta"),
                                          ("grey", "gray"), ("silver", "gray")])
def test_a_neighbouring_colour_word_is_the_colour_the_lexicon_gives_it_in_both_readers(engine, word, colour):
    for candidate in engine.propose(normalise(f"pick up the {word} cube")).candidates[:3]:
        assert f"(color: {colour})" in to_string(candidate.tree) or candidate.dropped


def test_a_reading_that_leaves_out_only_other_nouns_is_spare_one_without_a_side_or_a_verb_is_not(engine):
    aside = engine.propose(normalise("pick up the red block lol its the only thing there"))
    left_out = [c for c in aside.candidates if c.dropped and c.source == "grammar"]  # (the command reader's)
    assert left_out and left_out[0].dropped == ("thing",) and left_out[0].spare
    placed = engine.propose(normalise("Place the blue cube on floor just in front of the single blue cube, on the "
                                      "side to robot."))  # ("robot" says where: never spare)
    assert not any(c.spare for c in placed.candidates if c.dropped)
    sided = [c for c in engine.propose(normalise("take the red cube left of the blue one left")).candidates
             if c.dropped]
    assert sided and not any(c.spare for c in sided)
    verbless = [c for c in engine.propose(normalise("Fill gap in front green row: put green cube down second from "
                                                    "left corner.")).candidates if c.dropped and "put" in c.dropped]
    assert verbless and not any(c.spare for c in verbless)  # ("down" read as a way to go)


def test_one_word_said_again_is_spare_a_relation_or_a_negation_alone_is_not(engine):
    counted = engine.propose(normalise("put the red pyramid on the white cube at the right edge, third square from "
                                       "the front counting the corner as 1st"))
    left_out = [c for c in counted.candidates if c.dropped and c.source == "grammar"]
    assert left_out and left_out[0].dropped == ("1st",) and left_out[0].spare
    inside = engine.propose(normalise("put the blue pyramid down in the empty pit, in its far right corner"))
    without_in = [c for c in inside.candidates if c.dropped == ("in",)]
    assert without_in and not any(c.spare for c in without_in)  # (without "in" the place is another place)
    negated = engine.propose(normalise("put the red cube down left of the blue cube, not next to the gap"))
    without_not = [c for c in negated.candidates if c.dropped == ("not",) and c.source == "grammar"]
    assert without_not and not any(c.spare for c in without_not)
    sided = engine.propose(normalise("put the green pyramid on blue cube right edge"))  # (on the right blue cube)
    without_edge = [c for c in sided.candidates if c.dropped == ("edge",)]
    assert without_edge and not any(c.spare for c in without_edge)
    named = engine.propose(normalise("please do not put it in the gap. put the red cube on the blue cube"))
    without_cube = [c for c in named.candidates if c.dropped == ("cube",)]  # (read as the red pyramid)
    assert without_cube and not any(c.spare for c in without_cube)


def test_a_reading_without_the_whole_clause_of_what_the_move_is_for_is_spare(engine):
    said = "put the green pyramid two squares in front of the right green pyramid, so all four make a square"
    left_out = [c for c in engine.propose(normalise(said)).candidates if c.dropped and c.source == "grammar"]
    assert left_out and left_out[0].dropped == ("four", "square") and left_out[0].spare


def test_a_colour_read_as_the_verb_leaves_the_colour_out(engine):
    # "red cube -> top of the stack" parsed with "red" as the verb moves some cube, not the red one
    for candidate in engine.propose(normalise("red cube -> top of the yellow/blue stack.")).candidates:
        assert "(color: red)" in to_string(candidate.tree) or candidate.dropped


def test_a_verb_of_taking_with_a_place_said_after_it_says_which_shape_in_both_readers(engine):
    # "one back and one right" says where the red cube is from the stack: no reading carries it there
    command = "Pick up the red cube diagonally in from the front-left corner stack (the gray-topped one), one back and one right."
    for candidate in engine.propose(normalise(command)).candidates:
        assert "(action: move)" not in to_string(candidate.tree) or candidate.dropped
    put = engine.propose(normalise("pick up the green pyramid, set it down two squares left")).candidates
    assert any("(action: move)" in to_string(c.tree) and not c.dropped for c in put)  # a verb after a comma


def test_an_empty_square_read_as_a_cube_leaves_empty_out(engine):
    command = "grab the gray pyramid and set it down on the empty square just in front of the green and gray stack"
    for candidate in engine.propose(normalise(command)).candidates:
        tree = to_string(candidate.tree)
        assert "(relation: above) (entity: (type: cube)" not in tree and "(relation: above) (entity: (type: stack) (" \
            not in tree or candidate.dropped


def test_a_reading_that_only_takes_leaves_out_the_verb_of_putting_that_begins_a_clause(engine):
    # "... and put on the green cube ..." says where it goes: a reading that only takes the cube does without it
    command = "Take top red cube from the stack and put on the green cube which is standing on red one"
    taking = [c for c in engine.propose(normalise(command)).candidates
              if {n.value_of("action") for n in c.tree.walk() if n.tag == "event"} == {"take"}]
    assert taking and all("put" in c.dropped for c in taking)
    # a verb of putting that describes a shape, or one said not to be done, is no such verb
    for command in ("Pick up yellow cube which lays on green cube.", "Grab the gray pyramid; hold, don't place."):
        assert not engine.propose(normalise(command)).candidates[0].dropped
