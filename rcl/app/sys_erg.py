"""The `erg` system: ERG analyses (profile or live ACE) -> RCL candidates -> ranker -> planner.

    rcl-parse --system erg --erg-profile ../shared/erg/train "drop the blue cube" --scene-id 8
    rcl-parse --system erg --ace ~/bin/ace --grammar erg.dat "drop the blue cube"

Readings that give the same RCL are merged; the bridge's log-linear ranker
orders the distinct trees; with a scene the first coherent one wins, without
one the first.  Readings that cannot be converted are listed as rejected.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from rcl.app.answer import Answer
from rcl.app.pipeline import Proposal, decide
from rcl.app.systems import register
from rcl.candidate import Candidate, Rejected


def _default_profile() -> str | None:
    if os.environ.get("RCL_ERG_PROFILE"):
        return os.environ["RCL_ERG_PROFILE"]
    for root in (Path.cwd().parent, Path(__file__).resolve().parents[3]):
        if (root / "shared" / "erg" / "train" / "item").is_file():
            return str(root / "shared" / "erg" / "train")
    return None


@register("erg", "ERG bridge: ERG analyses (profile or live ACE) to RCL through lookup tables, ranked")
class ERGSystem:
    name = "erg"
    held_out_hint = ("retrain the ranker without them: rcl-train erg --tune folds --out FILE "
                     "(it is fitted on train-dev), and pass --ranker FILE")

    def __init__(self, profile: str | None = None, ace: str | None = None, grammar: str | None = None,
                 ranker: str | None = None, **options: Any):
        self.physics = options.get("physics") or "official"
        # The bridge (and pydelphin) load only when this system is built: rcl-parse on the
        # back-off path starts faster without them.
        from erg_bridge.errors import ERGError
        from rcl.modelfile import ModelFileError
        ace = ace or os.environ.get("RCL_ACE")
        grammar = grammar or os.environ.get("RCL_ERG_GRAMMAR")
        if ace or grammar:
            from erg_bridge.ace import ACESource
            self.source = ACESource(ace, grammar, timeout=float(options.get("timeout", 20.0)),
                                    max_readings=int(options.get("max_readings", 100)))
        else:
            from erg_bridge.profile import ProfileSource
            path = profile or _default_profile()
            if path is None:
                raise ERGError("the erg system needs analyses: give --erg-profile DIR (or $RCL_ERG_PROFILE), "
                               "or a live ACE with --ace PATH --grammar PATH ($RCL_ACE, $RCL_ERG_GRAMMAR)")
            self.source = ProfileSource.open(path)
        from erg_bridge.ranker import MODEL_PATH, Ranker
        try:
            self.ranker = Ranker.load(ranker)
        except ModelFileError:
            if ranker is not None:
                raise  # a --ranker that cannot be read is an error, not a silent fall back to source order
            self.ranker = None  # no packaged model: source order; the report says so
        self.model_file = str(ranker or MODEL_PATH) if self.ranker is not None else None
        self.erg_status = f"ERG path on ({self.source.name})"

    @property
    def trained_on(self) -> frozenset[int] | None:
        """The ids the ranker was fitted or tuned on: none without a ranker, None if its file does not say.

        (The lookup tables and rules are hand-written from train-dev; only the ranker is trained.)
        """
        return self.ranker.trained_on if self.ranker is not None else frozenset()

    def parse(self, text: str, scene: Any | None) -> Answer:
        started = time.perf_counter()
        answer = decide(text, self.name, self.propose(text), scene, self.physics)
        answer.timings["total"] = (time.perf_counter() - started) * 1000
        return answer

    def propose(self, text: str) -> Proposal:
        """The distinct trees of the command's readings, best first by the ranker (source order without one)."""
        from erg_bridge.errors import ACEError
        from erg_bridge.features import features
        from erg_bridge.readings import analyse
        started = time.perf_counter()
        timings: dict[str, float] = {}
        try:
            mrss = self.source.analyses(text)
        except ACEError as e:
            return Proposal([], [Rejected("erg", 0, str(e))], empty_reason=f"ERG failed: {e}")
        timings["analyses"] = (time.perf_counter() - started) * 1000
        converted = time.perf_counter()
        analyses, failures = analyse(mrss)
        timings["convert"] = (time.perf_counter() - converted) * 1000
        ranked = time.perf_counter()
        order = list(range(len(analyses)))
        scores: list[float | None] = [None] * len(analyses)
        if self.ranker is not None and analyses:
            feats = [features(a, len(mrss)) for a in analyses]
            scores = [self.ranker.score(f) for f in feats]
            order = self.ranker.order(feats)
        timings["rank"] = (time.perf_counter() - ranked) * 1000
        candidates = []
        for rank, i in enumerate(order):
            a = analyses[i]
            note = f"readings {', '.join(str(r + 1) for r in a.readings[:5])}{'...' if len(a.readings) > 5 else ''} of {len(mrss)}"
            candidates.append(Candidate(a.tree, "erg", rank, note, scores[i], detail=a.mrss[0]))
        rejected = [Rejected("erg", f.reading, f.reason) for f in failures]
        empty = "" if mrss else f"the ERG has no analysis of this command ({self.source.name})"
        return Proposal(candidates, rejected, timings, len(mrss), empty)

    def close(self) -> None:
        if hasattr(self.source, "close"):
            self.source.close()
