"""The `neural` system: benepar's chart parser (character encoder) -> k best trees -> RCL -> planner.

    rcl-train neural --treebank ../shared/treebank          # makes data/models/neural/
    rcl-train neural --split train-dev                      # makes data/models/neural-train-dev/
    rcl-parse --system neural "drop the blue cube" --scene-id 8
    rcl-eval --split dev --system neural                    # takes neural-train-dev/ by itself

The k best trees come from an exact k-best CKY over the network's span
scores; each is converted to RCL by the PCFG back-off's inverse transform.
With a scene the first coherent one wins, without one the first convertible.
Needs the optional extra: `pip install .[neural]`.  Without --model (or
$RCL_NEURAL_MODEL) the system takes data/models/neural/, unless it is given
`held_out` command ids (rcl-eval gives the ids it scores): then the first of
neural/ and neural-train-dev/ whose model saw none of them.

Measured on dev with a model trained on train-dev (`rcl-train neural --split train-dev
--out DIR`: 30 epochs, 10.7 min, one CPU thread) and a PCFG trained on train-dev:
`rcl-eval --split dev --system neural --model DIR [--no-planner]` gives exact match
recall -SP 88.2% (precision 92.6%, 24 commands without a convertible tree among the
10 best), +SP 90.6% (precision 97.8%, coverage 92.6%), median 22 ms per command;
the PCFG gives 92.0% / 95.8% at 2 ms.  The PCFG abstains on 3 dev commands (+SP),
and the neural system gets none of them right: a PCFG-first cascade gains nothing.
"""

from __future__ import annotations

import os
import time
from typing import Any

from rcl.app.answer import Answer
from rcl.app.heldout import held_out_ids, pick_model
from rcl.app.pipeline import choose
from rcl.app.systems import register
from rcl.candidate import Candidate, Rejected

#: How many trees the parser lists; the planner usually accepts one of the first few.
K = 10


#: What a PCFG model file's name ends with (--model is shared with the PCFG system).
PCFG_SUFFIXES = (".json", ".json.gz")


def _model_path(model: str | None) -> str | None:
    """The neural model named by --model (a folder or a .pt file) or $RCL_NEURAL_MODEL.

    --model is shared with the PCFG system, so a PCFG model file is ignored here.
    Any other --model is the neural model, even when nothing is there: a mistyped
    folder must be an error naming it, not a silent fall back to the default model
    (which `rcl-train neural` trains on all of train, dev included).
    """
    if model and not model.endswith(PCFG_SUFFIXES):
        return model
    return os.environ.get("RCL_NEURAL_MODEL") or None


@register("neural", "neural back-off: benepar chart parser with a character encoder (needs pip install .[neural])")
class NeuralSystem:
    name = "neural"
    held_out_hint = ("train one without them: rcl-train neural --split train-dev (into data/models/"
                     "neural-train-dev/, which rcl-eval then takes by itself), or pass --model DIR")

    def __init__(self, model: str | None = None, k: int = K, **options: Any):
        # MissingNeuralError says: pip install .[neural]
        from fallback_pcfg.neural import MODEL_PATH, PACKAGED_DIRS, NeuralParser
        path = _model_path(model)
        if path is not None:
            self.model_file, self.parser = path, NeuralParser.load(path)
        else:
            files = [folder / MODEL_PATH.name for folder in PACKAGED_DIRS.values()]
            chosen, self.parser = pick_model(files, NeuralParser.load, held_out_ids(options))
            self.model_file = str(chosen)
        self.k = k

    @property
    def trained_on(self) -> frozenset[int] | None:
        """The ids of the commands the model was trained on (None if its file does not say)."""
        return self.parser.trained_on

    def parse(self, text: str, scene: Any | None) -> Answer:
        from fallback_pcfg.errors import PCFGError
        from fallback_pcfg.inverse import to_rcl
        started = time.perf_counter()
        try:
            parses = self.parser.kbest(text, self.k)
        except PCFGError as e:
            answer = choose(text, self.name, [], scene, [Rejected("neural", 0, str(e))])
            answer.explanation = f"the neural parser failed: {e}"
            return answer
        timings = {"parse": (time.perf_counter() - started) * 1000}
        candidates, rejected = [], []
        for rank, parse in enumerate(parses):
            try:
                tree = to_rcl(parse.tree)
            except PCFGError as e:
                rejected.append(Rejected("neural", rank, str(e)))
                continue
            candidates.append(Candidate(tree, "neural", rank, f"parse {rank + 1} of {len(parses)}",
                                        parse.score, detail=parse.tree))
        timings["convert"] = (time.perf_counter() - started) * 1000 - timings["parse"]
        answer = choose(text, self.name, candidates, scene, rejected, timings)
        answer.timings["total"] = (time.perf_counter() - started) * 1000
        return answer
