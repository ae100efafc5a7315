"""The ERG path as an engine: readings from a source, converted, ranked, as one Proposal."""

from erg_bridge import ACEError, ERGEngine, Ranker
from rcl import to_string
from rcl.normalise import normalise

from mrs_fixtures import decode


class Source:
    """A stand-in source: fixed readings, or a failure."""

    name = "test readings"

    def __init__(self, *names, fails=False):
        self.mrss = tuple(decode(name) for name in names)
        self.fails = fails
        self.closed = False
        self.calls = 0

    def analyses(self, text):
        self.calls += 1
        if self.fails:
            raise ACEError("ACE crashed on this command")
        return self.mrss

    def close(self):
        self.closed = True

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def test_readings_become_ranked_candidates_with_their_reading_numbers():
    source = Source("drop", "drop")
    proposal = ERGEngine(source, Ranker({"bias": 1.0})).propose(normalise("drop the blue cube"))
    (candidate,) = proposal.candidates
    assert to_string(candidate.tree) == "(event: (action: drop) (entity: (color: blue) (type: cube)))"
    assert candidate.note == "readings 1, 2 of 2" and candidate.score == 1.0 and candidate.detail is not None
    assert proposal.analyses == 2 and {"analyses", "convert", "rank"} <= set(proposal.timings)


def test_no_reading_and_a_failed_source_each_say_why():
    empty = ERGEngine(Source()).propose(normalise("juggle"))
    assert empty.candidates == () and empty.note == "the ERG has no analysis of this command (test readings)"
    failed = ERGEngine(Source(fails=True)).propose(normalise("drop the blue cube"))
    assert failed.failure == "ACE crashed on this command" and failed.items == ()  # the back-off answers alone


def test_closing_the_engine_closes_its_source():
    source = Source()
    ERGEngine(source).close()
    assert source.closed


def test_a_recent_command_is_read_and_converted_once(monkeypatch):
    source = Source("drop", "drop")
    engine = ERGEngine(source)
    monkeypatch.setattr(ERGEngine, "KEEP", 1)
    first = engine.propose(normalise("drop the blue cube"))
    again = engine.propose(normalise("drop the blue cube"))
    assert source.calls == 1 and again.candidates[0].tree == first.candidates[0].tree
    assert again.candidates[0].detail is not None  # its MRS is kept too, for :mrs
    engine.propose(normalise("drop the red cube"))  # pushes the blue cube out
    assert engine.propose(normalise("drop the blue cube")).candidates[0].detail is not None
    assert source.calls == 3
