"""Proposals: complete, unchanging answers of an engine, read lazily when the engine says so."""

import pytest

from rcl import read_rcl
from rcl.candidate import Candidate, Lazy, Proposal, Rejected

TREE = read_rcl("(event: (action: drop) (entity: (type: cube)))")


def counted(items, reads):
    for item in items:
        reads.append(item)
        yield item


def test_a_lazy_sequence_computes_each_item_once_and_only_as_far_as_it_is_read():
    reads = []
    lazy = Lazy(counted(range(5), reads))
    assert lazy[1] == 1 and reads == [0, 1]
    assert next(iter(lazy)) == 0 and reads == [0, 1]          # already computed: not read again
    assert list(lazy) == [0, 1, 2, 3, 4] and len(lazy) == 5 and reads == [0, 1, 2, 3, 4]
    assert lazy[-1] == 4 and lazy[1:3] == [1, 2]
    with pytest.raises(IndexError):
        lazy[5]


def test_two_readers_of_one_lazy_sequence_see_the_same_items():
    lazy = Lazy(iter("abc"))
    first, second = iter(lazy), iter(lazy)
    assert (next(first), next(second), next(first), next(second)) == ("a", "a", "b", "b")
    assert list(first) == ["c"] and list(second) == ["c"]


def test_a_proposal_sorts_its_analyses_into_candidates_and_rejected_whatever_the_order_of_reading():
    items = (Rejected("pcfg", 0, "no verb"), Candidate(TREE, "pcfg", 0), Rejected("pcfg", 2, "no entity"))
    for proposal in (Proposal("pcfg", items), Proposal("pcfg", Lazy(iter(items)))):
        assert [r.reason for r in proposal.rejected] == ["no verb", "no entity"]
        assert [c.tree for c in proposal.candidates] == [TREE]


def test_a_proposal_cannot_be_changed():
    proposal = Proposal("erg", note="the ERG has no analysis of this command")
    with pytest.raises(AttributeError):
        proposal.note = ""
    assert proposal.candidates == () and proposal.rejected == ()
