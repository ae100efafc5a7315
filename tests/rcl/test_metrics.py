"""Scoring trees against gold: hand-made cases whose figures were worked out by hand.

Gold has 5 constituents: the event, the moved entity, the destination, its
spatial relation and the landmark entity; and 6 leaves.
"""

import pytest

from rcl import read_rcl
from rcl.constructions import CONSTRUCTIONS, constructions_of
from rcl.diff import mismatches
from rcl.elements import element_correct, element_relevant
from rcl.metrics import BracketCounts, bracket_counts, exact_match, leaf_ancestor

GOLD = read_rcl("(event: (action: move) (entity: (color: red) (type: prism)) "
                "(destination: (spatial-relation: (relation: above) (entity: (color: blue) (type: cube)))))")
REORDERED = read_rcl("(event: (action: move) (entity: (type: prism) (color: red)) "
                     "(destination: (spatial-relation: (relation: above) (entity: (color: blue) (type: cube)))))")
LEAF_OFF = read_rcl("(event: (action: move) (entity: (color: red) (type: prism)) "
                    "(destination: (spatial-relation: (relation: within) (entity: (color: blue) (type: cube)))))")
NO_DESTINATION = read_rcl("(event: (action: move) (entity: (color: red) (type: prism)))")


@pytest.mark.parametrize("system, exact, counts, la, diff", [
    # identical: everything matches
    (GOLD, True, (5, 5, 5), 1.0, []),
    # the moved entity's children swapped: its yield and the event's change; 5 of 6 leaves pair up
    (REORDERED, False, (3, 5, 5), 5 / 6, ["order in entity"]),
    # one leaf off: the event, destination and spatial relation change yield
    (LEAF_OFF, False, (2, 5, 5), 5 / 6, ["relation above→within"]),
    # a missing subtree: only the moved entity is right; 3 of 6 leaves pair up
    (NO_DESTINATION, False, (1, 2, 5), 3 / 6, ["missing destination"]),
    # an abstention proposes nothing
    (None, False, (0, 0, 5), 0.0, ["no answer"]),
])
def test_hand_made_cases(system, exact, counts, la, diff):
    assert exact_match(system, GOLD) is exact
    assert bracket_counts(system, GOLD) == BracketCounts(*counts)
    assert leaf_ancestor(system, GOLD) == pytest.approx(la)
    assert mismatches(system, GOLD) == diff


def test_an_extra_subtree_costs_precision_not_recall():
    counts = bracket_counts(GOLD, NO_DESTINATION)
    assert counts == BracketCounts(matched=1, system=5, gold=2)
    assert (counts.precision, counts.recall) == (0.2, 0.5)
    assert counts.f1 == pytest.approx(2 * 0.2 * 0.5 / 0.7)
    assert mismatches(GOLD, NO_DESTINATION) == ["extra destination"]


def test_bracket_counts_add_up_over_a_corpus():
    total = bracket_counts(GOLD, GOLD) + bracket_counts(None, GOLD)
    assert total == BracketCounts(5, 5, 10)
    assert (total.precision, total.recall) == (1.0, 0.5)
    assert BracketCounts(0, 0, 0).f1 == 0.0


def test_alignments_do_not_count():
    aligned = read_rcl("(event: (action: move (token: 1)) (entity: (color: red (token: 3)) (type: prism (token: 4))))")
    assert exact_match(aligned, NO_DESTINATION)
    assert mismatches(aligned, NO_DESTINATION) == []


def test_elements_say_which_part_is_wrong():
    right = {kind: element_correct(kind, LEAF_OFF, GOLD) for kind in ("action", "type", "color", "relation", "destination")}
    assert right == {"action": True, "type": True, "color": True, "relation": False, "destination": False}
    assert not element_relevant("measure", LEAF_OFF, GOLD)
    assert not element_correct("action", None, GOLD)


def test_constructions_are_predicates_over_the_aligned_gold_tree():
    said = read_rcl("(sequence: (event: (action: take (token: 1)) (entity: (id: 1) (type: prism (token: 3)))) "
                    "(event: (action: drop (token: 5)) (entity: (type: reference (token: 6)) (reference-id: 1))))")
    assert constructions_of(said) == ["sequence", "reference"]
    assert "ellipsis" in constructions_of(said.strip_tokens().with_children(
        [said.children[0], said.children[1].strip_tokens()]))
    assert constructions_of(GOLD) == ["single event"]
    measured = read_rcl("(event: (action: move) (entity: (type: stack)) (destination: (spatial-relation: "
                        "(relation: left) (measure: (entity: (cardinal: 2) (type: tile))) (entity: (type: corner)))))")
    assert constructions_of(measured) == ["single event", "measure", "corner/edge/region", "stack/group",
                                          "board/robot/tile"]
    assert len({name for name, _, _ in CONSTRUCTIONS}) == len(CONSTRUCTIONS)
