"""`ERGEngine`: the ERG path as an engine, from a command's text to a `Proposal`.

    with ProfileSource.open() as source:
        engine = ERGEngine(source, Ranker.load())
        proposal = engine.propose(normalise("put the green pyramid on the red cube"))

A `Source` gives the command's MRS readings (live ACE, or a stored profile);
each reading is filtered and converted to RCL through the lookup tables,
readings giving the same tree are merged (`erg_bridge.readings`), and the
ranker orders the distinct trees (source order without a ranker).  The
proposal lists first the readings that could not be converted (set aside
before ranking, with the reason), then the candidates, best first.

Training ranks analyses made in bulk (`erg_bridge.batch`) with the same
`proposal` method, so what the arbiter learns from is what a user gets.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from typing import Protocol

from delphin.codecs import simplemrs
from delphin.mrs import MRS

from erg_bridge.errors import ACEError
from erg_bridge.ranker import Ranker
from erg_bridge.readings import Analysed, analyse_command
from rcl.candidate import Candidate, Proposal, Rejected
from rcl.normalise import Utterance

NAME = "erg"


class Source(Protocol):
    """Where MRS analyses come from: live ACE (`ACESource`) or a profile (`ProfileSource`)."""

    #: Says which source this is, for messages ("profile ../shared/erg/train").
    name: str

    def analyses(self, text: str) -> tuple[MRS, ...]:
        """The readings of a normalised command (maybe none); `ACEError` when the source failed."""

    def close(self) -> None:
        """Release what the source holds (ACE processes)."""

    def __enter__(self) -> "Source": ...

    def __exit__(self, *exc) -> None: ...


class ERGEngine:
    """ERG readings of a command, converted to RCL and ranked.

    What the most recent commands' readings convert to is kept (`KEEP` commands, the oldest
    dropped first): decoding and converting hundreds of readings is the slow part, and
    evaluation parses each command twice in a row (-SP, +SP).  Kept with their MRSs, so :mrs
    and --explain see the same readings; few, so memory stays small.
    """

    name = NAME
    KEEP = 64

    def __init__(self, source: Source, ranker: Ranker | None = None):
        self.source = source
        self.ranker = ranker
        self._analysed: OrderedDict[str, Analysed] = OrderedDict()

    def propose(self, utterance: Utterance) -> Proposal:
        """The distinct trees of the command's readings, best first by the ranker."""
        started = time.perf_counter()
        analysed = self._analysed.get(utterance.text)
        if analysed is not None:
            self._analysed.move_to_end(utterance.text)
            return self.proposal(analysed, {"analyses": (time.perf_counter() - started) * 1000})
        try:
            mrss = self.source.analyses(utterance.text)
        except ACEError as e:
            return Proposal(self.name, failure=str(e))
        read = time.perf_counter()
        analysed = analyse_command(mrss)
        timings = {"analyses": (read - started) * 1000, "convert": (time.perf_counter() - read) * 1000}
        self._analysed[utterance.text] = analysed
        if len(self._analysed) > self.KEEP:
            self._analysed.popitem(last=False)
        return self.proposal(analysed, timings)

    def proposal(self, analysed: Analysed, timings: dict[str, float] | None = None) -> Proposal:
        """The Proposal of a command's analyses: failures first, then the trees in the ranker's order."""
        started = time.perf_counter()
        count = len(analysed.trees)
        order: list[int] = list(range(count))
        scores: list[float | None] = [None] * count
        if self.ranker is not None and count:
            scores = [self.ranker.score(f) for f in analysed.feats]
            order = self.ranker.order(list(analysed.feats))
        guessed = analysed.guessed or ((),) * count
        order.sort(key=lambda i: bool(guessed[i]))  # a guessed noun only after every reading of known words
        candidates = [Candidate(analysed.trees[i], self.name, rank, _note(analysed.sources[i], analysed.readings),
                                scores[i], detail=analysed.mrss[i] if analysed.mrss else None, guessed=guessed[i])
                      for rank, i in enumerate(order)]
        failures = [Rejected(self.name, f.reading, f.reason) for f in analysed.failures]
        timings = dict(timings or {})
        timings["rank"] = (time.perf_counter() - started) * 1000
        note = "" if analysed.readings else f"the ERG has no analysis of this command ({self.source.name})"
        return Proposal(self.name, tuple(failures + candidates), note, analyses=analysed.readings, timings=timings)

    def close(self) -> None:
        self.source.close()


def format_mrs(mrs: MRS | str) -> str:
    """SimpleMRS text (indented) of an ERG candidate's MRS (a string is shown as it is).

    >>> format_mrs("[ LTOP: h0 ]")
    '[ LTOP: h0 ]'
    """
    return mrs if isinstance(mrs, str) else simplemrs.encode(mrs, indent=True)


def _note(readings: tuple[int, ...], total: int) -> str:
    """'readings 1, 4, 9 of 41': which readings give a candidate (the first five)."""
    more = "..." if len(readings) > 5 else ""
    return f"readings {', '.join(str(r + 1) for r in readings[:5])}{more} of {total}"
