"""The combined system: the ERG path first, the statistical back-off when it abstains.

Both paths are checked by the planner when a scene is given (+SP).  The ERG
path runs only when it has analyses to work from: a live ACE with an ERG
image (--ace/--grammar, $RCL_ACE/$RCL_ERG_GRAMMAR) or a profile
(--erg-profile, $RCL_ERG_PROFILE).  Without either, the combined system is
the back-off alone and `erg_status` says how to enable the ERG path.
"""

from __future__ import annotations

import time
from typing import Any

from rcl.app.answer import Answer
from rcl.app.systems import make_system, register

ENABLE_ERG = ("ERG path off: no ACE or profile configured; using the PCFG back-off + planner. "
              "To enable it, install ACE and an ERG image and set RCL_ACE and RCL_ERG_GRAMMAR "
              "(or pass --ace/--grammar), or give --erg-profile DIR.")


@register("combined", "ERG path (when ACE or a profile is configured), PCFG back-off when it abstains")
class CombinedSystem:
    name = "combined"

    def __init__(self, profile: str | None = None, ace: str | None = None, grammar: str | None = None,
                 model: str | None = None, **options: Any):
        self.erg = None
        self.erg_status = ENABLE_ERG
        if profile or (ace and grammar):
            self.erg = make_system("erg", profile=profile, ace=ace, grammar=grammar, **options)
            self.erg_status = f"ERG path on ({'live ACE' if ace and grammar else 'profile ' + str(profile)})"
        self.backoff = make_system("pcfg", model=model, **options)

    def parse(self, text: str, scene: Any | None) -> Answer:
        started = time.perf_counter()
        first = None
        if self.erg is not None:
            first = self.erg.parse(text, scene)
            if first.answered:
                return self._relabel(first, started)
        answer = self.backoff.parse(text, scene)
        if first is not None:
            # Keep what the ERG path tried, so --explain shows why it was passed over.
            answer.attempts = first.attempts + answer.attempts
            answer.rejected = first.rejected + answer.rejected
            answer.timings = {**{f"erg.{k}": v for k, v in first.timings.items()}, **answer.timings}
            answer.explanation = f"ERG path abstained ({first.explanation}); back-off: {answer.explanation}"
        return self._relabel(answer, started)

    def close(self) -> None:
        for part in (self.erg, self.backoff):
            if part is not None and hasattr(part, "close"):
                part.close()

    def _relabel(self, answer: Answer, started: float) -> Answer:
        answer.system = self.name
        answer.timings["total"] = (time.perf_counter() - started) * 1000
        return answer
