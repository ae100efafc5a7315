"""The combined system: both engines' candidates, ranked by a trained arbiter, checked by the planner.

The ERG path runs when it has analyses to work from: a live ACE with an ERG
image (--ace/--grammar, $RCL_ACE/$RCL_ERG_GRAMMAR) or a profile
(--erg-profile, $RCL_ERG_PROFILE).  Then the ERG's ranked trees and the
PCFG's k best are pooled; +SP the planner judges every distinct tree once
and the incoherent ones drop out (and those their own engine finds far less
likely than its best: pipeline.FLOOR); the arbiter (rcl.app.arbiter) orders the
rest and the first wins.  Without the ERG path the combined system is the
back-off alone, and `erg_status` says how to enable the ERG path.
"""

from __future__ import annotations

import time
from typing import Any

from rcl.app.answer import Answer, Attempt
from rcl.app.arbiter import Arbiter
from rcl.app.pipeline import screen
from rcl.app.systems import make_system, register

ENABLE_ERG = ("ERG path off: no ACE or profile configured; using the PCFG back-off + planner. "
              "To enable it, install ACE and an ERG image and set RCL_ACE and RCL_ERG_GRAMMAR "
              "(or pass --ace/--grammar), or give --erg-profile DIR.")


@register("combined", "ERG path (when ACE or a profile is configured) and PCFG back-off, "
                      "pooled and ranked by a trained arbiter")
class CombinedSystem:
    name = "combined"

    def __init__(self, profile: str | None = None, ace: str | None = None, grammar: str | None = None,
                 model: str | None = None, arbiter: str | None = None, **options: Any):
        self.physics = options.get("physics") or "official"
        self.erg = None
        self.arbiter = None
        self.erg_status = ENABLE_ERG
        if profile or (ace and grammar):
            self.erg = make_system("erg", profile=profile, ace=ace, grammar=grammar, **options)
            self.erg_status = f"ERG path on ({'live ACE' if ace and grammar else 'profile ' + str(profile)})"
            self.arbiter = Arbiter.load(arbiter)
        self.backoff = make_system("pcfg", model=model, **options)

    def parse(self, text: str, scene: Any | None) -> Answer:
        started = time.perf_counter()
        if self.erg is None:
            answer = self.backoff.parse(text, scene)
        else:
            answer = self._arbitrate(text, scene)
        answer.system = self.name
        answer.timings["total"] = (time.perf_counter() - started) * 1000
        return answer

    def _arbitrate(self, text: str, scene: Any | None) -> Answer:
        proposals = {"erg": self.erg.propose(text), "pcfg": self.backoff.propose(text)}
        pools = {name: list(p.candidates) for name, p in proposals.items()}
        answer = Answer(text=text, system=self.name, planner=scene is not None,
                        rejected=proposals["erg"].rejected + proposals["pcfg"].rejected,
                        analyses=proposals["erg"].analyses,
                        timings={f"{name}.{k}": v for name, p in proposals.items() for k, v in p.timings.items()})
        verdicts: dict = {}
        incoherent: list[Attempt] = []
        if scene is not None:
            judged = time.perf_counter()
            for name, pool in pools.items():
                pools[name], refused = screen(pool, scene, self.physics, verdicts)
                incoherent += refused
            answer.timings["planner"] = (time.perf_counter() - judged) * 1000
        ranked = self.arbiter.rank(pools["erg"], pools["pcfg"], planner=scene is not None)
        if ranked:
            answer.chosen = ranked[0]
            answer.verdict = verdicts.get(ranked[0].tree)
        answer.attempts = [Attempt(c, c is answer.chosen, "" if c is answer.chosen else "the arbiter ranks it lower")
                           for c in ranked] + incoherent
        answer.explanation = self._explain(answer, pools, proposals)
        return answer

    @staticmethod
    def _explain(answer: Answer, pools: dict, proposals: dict) -> str:
        counts = f"ERG {len(pools['erg'])}, back-off {len(pools['pcfg'])}"
        if answer.chosen is not None:
            c = answer.chosen
            both = " (both engines propose it)" if all(any(x.tree == c.tree for x in pools[n]) for n in pools) else ""
            where = "coherent candidates" if answer.planner else "candidates"
            return f"{c.source} candidate {c.rank + 1}{both}, first of the {where} by the arbiter ({counts})"
        if answer.attempts:
            return f"no coherent candidate among {len(answer.attempts)}; the first: {answer.attempts[0].reason}"
        reasons = [p.empty_reason for p in proposals.values() if p.empty_reason]
        return "no candidate: " + "; ".join(reasons) if reasons else "no candidate"

    def close(self) -> None:
        for part in (self.erg, self.backoff):
            if part is not None and hasattr(part, "close"):
                part.close()
