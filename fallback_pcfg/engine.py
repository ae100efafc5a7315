"""`PCFGEngine`: the back-off as an engine, from a command's text to a `Proposal`.

    engine = PCFGEngine(load_model(), k=30)
    proposal = engine.propose("pick up the red block")
    proposal.candidates[0].tree      # the best parse's RCL

The command is tokenised once.  The k best parses that give valid RCL become
candidates, best first, each once (a parse repeating an earlier RCL is
skipped); parses that give no valid RCL are rejected analyses.  The parses are
read lazily: a reader that stops at the first coherent candidate pays for
the parses before it only.  Words the model cannot read are left out, and
each candidate's note names them; but when one stands where a shape or place
is expected ("pick up the ball"), the proposal is empty and says so
(`fallback_pcfg.parser.check_unknown_words`).
"""

from __future__ import annotations

from typing import Iterator

from fallback_pcfg.errors import UnknownWordError
from fallback_pcfg.model import Model
from fallback_pcfg.parser import DEFAULT_K, check_unknown_words, readings
from fallback_pcfg.tokens import Token, tokenize
from rcl.candidate import Analysis, Candidate, Lazy, Proposal, Rejected

NAME = "pcfg"


class PCFGEngine:
    """k-best PCFG parses of a command, converted to RCL."""

    name = NAME

    def __init__(self, model: Model, k: int = DEFAULT_K):
        self.model = model
        self.k = k

    def propose(self, text: str) -> Proposal:
        """The command's parses as candidates (and rejected parses), best first, read lazily."""
        tokens = tokenize(text)
        try:
            check_unknown_words(self.model, tokens)
        except UnknownWordError as e:
            return Proposal(self.name, note=str(e))
        return Proposal(self.name, Lazy(self._analyses(tokens)))

    def _analyses(self, tokens: list[Token]) -> Iterator[Analysis]:
        rank = 0
        for reading in readings(self.model, tokens, self.k):
            if reading.tree is None:
                yield Rejected(self.name, reading.parse, reading.error)
                continue
            note = f"parse {reading.parse + 1} of the {self.k} best, log-prob {reading.score:.2f}"
            if reading.ignored:
                note += f"; ignoring unknown words: {', '.join(dict.fromkeys(reading.ignored))}"
            yield Candidate(reading.tree, self.name, rank, note, reading.score, detail=reading.phrase_tree)
            rank += 1

    def close(self) -> None:
        """Nothing to release: the model is plain data."""
