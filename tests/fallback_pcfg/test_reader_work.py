"""The reader's work: what a long command costs to read, counted (rule readings computed and the readings
they built: `Rules.work`), never timed, so that no answer depends on the machine.

The ways people ramble that made the reader slow, each read within a budget (about twice what it takes
now; before these bounds each took two to twelve times as much):
    - words before the verb that mean nothing ("um so basically what I want you to do now is ...")
    - a command in two sentences ("... first pick up X. Then set it down ...")
    - a long second step with a place said twice and "it" at its end ("... on the far side of it")
and the bounds that keep that work down change no reading (`Sentences(bounded=False)` reads it all).
"""

import pytest

import fallback_pcfg.reader

from fallback_pcfg.reader.lexical import Parse, Words
from fallback_pcfg.reader.meaning import Relation, Thing
from fallback_pcfg.reader.rules import rivals
from fallback_pcfg.reader.sentences import Sentences
from rcl.lexicon import load_lexicon
from rcl.normalise import normalise

from readings import first

RAMBLING = [
    ("um so basically what I want you to do now is take the small blue cube that is sitting on top of the red one "
     "near the back edge and then put it down on the floor just to the left of the green pyramid, please", 45_000),
    ("Okay, first pick up the yellow cube that sits on the two green cubes over on the right. Then set it down on "
     "the empty square right behind the red tower, two squares from the edge.", 8_000),
    ("hmm could you take the red block off the top of the stack near me and put it down on the table just past "
     "the blue block with the green one on top, on the far side of it", 230_000),
]


def _rules(text: str, bounded: bool = True) -> Sentences:
    lexicon = load_lexicon()
    return Sentences(Words.of(normalise(text, lexicon), lexicon), bounded=bounded)


@pytest.mark.parametrize("text, budget", RAMBLING)
def test_a_long_rambling_command_reads_within_a_work_budget(text, budget):
    rules = _rules(text)
    assert rules.readings()
    assert 0 < rules.work <= budget


def test_a_rambling_command_is_still_read_as_its_command(reader):
    assert first(reader, RAMBLING[0][0]).startswith(
        "(sequence: (event: (action: take) (entity: (id: 1) (color: blue) (type: cube)")
    assert "(relation: left) (entity: (color: green) (type: prism))" in first(reader, RAMBLING[0][0])


@pytest.mark.parametrize("text", [text for text, _ in RAMBLING] + [
    "Put the cyan pyramid you are holding down on the floor. It goes on the square just on your side of the "
    "red and white stack that stands to the right of the one wearing the magenta pyramid."])
def test_the_bounds_change_no_reading(text, reader, monkeypatch):
    """(In the last, the cheap readings of the first sentence fit no place the second says: the reader finds
    the readings it keeps dearer than the bound allowed for, and reads again, unbounded.)"""
    said = [(r.query, r.cost, r.skipped) for r in reader.read(normalise(text))]
    monkeypatch.setattr(fallback_pcfg.reader, "Sentences", lambda words: Sentences(words, bounded=False))
    assert said == [(r.query, r.cost, r.skipped) for r in reader.read(normalise(text))]
    bounded, everything = _rules(text), _rules(text, bounded=False)
    assert bounded.readings() and everything.readings()
    assert bounded.work <= everything.work


def test_a_sentence_is_not_read_from_where_the_words_left_out_before_cost_too_much():
    rules = _rules(RAMBLING[0][0])
    rules.readings()
    assert rules.passed < float("inf")  # (read from "um", "so", ... but not from "green pyramid")


def test_a_second_step_ends_with_its_sentence():
    """"Take X. Then set it down ...": the next sentence is read as a sentence (and joined after), not as
    the second step of a clause of the first, which the sentence would drop."""
    rules = _rules(RAMBLING[1][0])
    stop = rules.w.sentences()[0][1]  # (after "... over on the right")
    assert rules._then(stop, Thing("cube", colours=["yellow"])) == []


def test_a_second_step_is_read_once_for_shapes_taken_with_the_same_landmarks(monkeypatch):
    """"take the blue cube off the green cube and put it left of the green cube": "the green cube" said
    again may be the one the shape was taken off, so the step asks what was taken, but only its landmarks."""
    rules = _rules("take the blue cube and put it left of the green cube")
    computed: list[int] = []
    read = Sentences._second_step
    monkeypatch.setattr(Sentences, "_second_step", lambda self, i: computed.append(i) or read(self, i))
    green = Thing("cube", colours=["green"])
    big, small = Thing("cube", colours=["blue"], indicators=["big"]), Thing("cube", colours=["blue"])
    for thing in (big, small):  # (each taken off the green cube)
        thing.relations.append(Relation("above", green))
    assert rules._then(4, big) and rules._then(4, small)
    assert computed == [4]


def test_rivals_keep_the_cheapest_different_readings_of_each_end_and_their_ties_in_order():
    parses = [Parse(5, f"far {k}", 1.0 + k) for k in range(10)] + [Parse(3, "near", 9.0), Parse(5, "far 7", 8.0)]
    kept = rivals(parses)
    assert [p.value for p in kept] == [f"far {k}" for k in range(8)] + ["near", "far 7"]
