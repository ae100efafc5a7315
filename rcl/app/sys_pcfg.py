"""The `pcfg` system: k-best PCFG parses -> RCL candidates -> planner.

    rcl-parse --system pcfg "pick up the red block" --scene-id 8
    rcl-eval --split dev --system pcfg                   # the packaged model trained on train-dev
    rcl-eval --split dev --system pcfg --model FILE      # any other model

The k best parses (option `k`, default 30) are converted to RCL; parses that
give the same RCL as a better one are dropped, parses that give no valid RCL
are listed as rejected.  With a scene the first coherent candidate wins,
without one the first.  Works without the treebank: the models are packaged.

Words the model cannot read (unknown even after spelling and typo
correction) are left out, and each candidate's note names them ("ignoring
unknown words: please").  But when one stands where the grammar expects a
shape or place ("pick up the ball", "drop it on the moon") the system
abstains, saying so, rather than answer about some other object
(`fallback_pcfg.parser.check_unknown_words`).

Without `model` the system takes the packaged model trained on all 2,500
training commands, unless it is given `held_out` command ids (the evaluator
gives the ids it scores): then the first packaged model that saw none of
them (pcfg-train-dev.json.gz for dev).  `trained_on` and `model_file` say
which commands and which file.
"""

from __future__ import annotations

import time
from typing import Any, Iterator

from fallback_pcfg.model import PACKAGED, load_model
from fallback_pcfg.errors import UnknownWordError
from fallback_pcfg.parser import DEFAULT_K, check_unknown_words, readings
from rcl.app.answer import Answer
from rcl.app.heldout import held_out_ids, pick_model
from rcl.app.pipeline import Proposal, decide
from rcl.app.systems import register
from rcl.candidate import Candidate, Rejected


@register("pcfg", "PCFG back-off: k-best CKY parses of RCL-derived trees, converted to RCL")
class PCFGSystem:
    name = "pcfg"
    held_out_hint = ("leave out --model (rcl-eval then takes a packaged model trained without them, when there "
                     "is one), or train one without them: rcl-train pcfg --split train-dev --out FILE, "
                     "and pass --model FILE")

    def __init__(self, model: str | None = None, k: int | str | None = None, **options: Any):
        self.physics = options.get("physics") or "official"
        if model is not None:
            self.model_file, self.model = str(model), load_model(model)
        else:
            path, self.model = pick_model(list(PACKAGED.values()), load_model, held_out_ids(options))
            self.model_file = str(path)
        self.k = int(k) if k is not None else DEFAULT_K

    @property
    def trained_on(self) -> frozenset[int] | None:
        """The ids of the commands the model was counted from (None if its file does not say)."""
        return self.model.trained_on

    def parse(self, text: str, scene: Any | None) -> Answer:
        started = time.perf_counter()
        answer = decide(text, self.name, self.propose(text), scene, self.physics)
        answer.timings["total"] = (time.perf_counter() - started) * 1000
        return answer

    def propose(self, text: str) -> Proposal:
        """The k best parses that give valid RCL, best first, read lazily: +SP usually needs few."""
        proposal = Proposal([])
        proposal.candidates = self._candidates(text, proposal)
        return proposal

    def _candidates(self, text: str, proposal: Proposal) -> Iterator[Candidate]:
        try:
            check_unknown_words(self.model, text)
        except UnknownWordError as e:
            proposal.empty_reason = str(e)
            return
        rank = 0
        for reading in readings(self.model, text, self.k):
            if reading.tree is None:
                proposal.rejected.append(Rejected("pcfg", reading.parse, reading.error))
                continue
            note = f"parse {reading.parse + 1} of the {self.k} best, log-prob {reading.score:.2f}"
            if reading.ignored:
                note += f"; ignoring unknown words: {', '.join(dict.fromkeys(reading.ignored))}"
            yield Candidate(reading.tree, "pcfg", rank, note, reading.score, detail=reading.phrase_tree)
            rank += 1
        if not rank:
            proposal.empty_reason = (f"none of the {self.k} best parses gives valid RCL" if proposal.rejected
                                     else "the grammar has no parse of this command")
