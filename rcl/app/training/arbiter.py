"""Training the combined system's arbiter on train-dev, out of fold.

The arbiter must learn how far to trust each engine on commands it has not
seen, so its training candidates are made the way a new command's would be:
train-dev is cut into folds, and each fold is parsed by a PCFG counted from
the other folds and ranked by an ERG ranker fitted on the other folds (with
the packaged ranker's L2 weight).  The engines propose through their own
faces (`PCFGEngine.propose`, `ERGEngine.proposal`) and the candidates are
screened by the system's own chooser (`rcl.app.choose.screen`), so the
arbiter learns from exactly what the combined system keeps.  Each command
gives one group per condition (+SP: the coherent candidates only; -SP: all);
the arbiter's L2 weight is chosen by cross-validation over those groups, so
dev stays unseen.  The model records the train-dev ids.  (The ERG rules were
written from train-dev, so its candidates there are a little better than on
new commands: the arbiter leans slightly towards the ERG path.)
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Mapping, Sequence

from erg_bridge import Analysed, ERGEngine, Ranker, Source, analyse_items
from fallback_pcfg import PCFGEngine
from fallback_pcfg import train as count_pcfg
from planner import OFFICIAL, Scene, scene_from_layout
from rcl.app.choose import screen
from rcl.app.systems.arbiter import Arbiter, features
from rcl.app.training.ranker import groups_for
from rcl.candidate import Proposal
from rcl.loglinear import Group, train_by_folds
from rcl.modelfile import KEY, encode_ids
from rcl.normalise import normalise
from rcl.treebank import Command, Treebank
from rcl.writer import to_string


def out_of_fold_proposals(commands: Sequence[Command], analysed: Mapping[int, Analysed], source: Source,
                          folds: int, k: int, l2: float,
                          log: Callable[[str], None] = lambda line: None) -> dict[int, tuple[Proposal, Proposal]]:
    """Command id -> (ERG proposal, PCFG proposal), each fold's from models trained without it."""
    found = {}
    for fold in range(folds):
        held = commands[fold::folds]
        rest = [c for i, c in enumerate(commands) if i % folds != fold]
        backoff = PCFGEngine(count_pcfg(rest), k)
        erg = ERGEngine(source, Ranker.fit(groups_for(rest, analysed), l2))
        for command in held:
            found[command.id] = (erg.proposal(analysed[command.id]), backoff.propose(normalise(command.text)))
        log(f"  fold {fold + 1}/{folds}: {len(held)} commands")
    return found


def groups_of(commands: Sequence[Command], proposals: Mapping[int, tuple[Proposal, Proposal]],
              scene_of: Callable[[int], Scene]) -> list[Group]:
    """One group per command and condition: the arbiter's features and which tree is gold."""
    groups = []
    for planner in (True, False):
        for command in commands:
            erg, pcfg = (list(p.candidates) for p in proposals[command.id])
            if planner:  # exactly what the combined system keeps at run time
                scene, verdicts = scene_of(command.scene), {}
                erg, pcfg = (screen(pool, scene, OFFICIAL, verdicts)[0] for pool in (erg, pcfg))
            scored = features(erg, pcfg, planner)
            gold = to_string(command.gold)
            groups.append(Group([f for _, f in scored], [to_string(c.tree) == gold for c, _ in scored]))
    return groups


def train_arbiter(source: Source, treebank: Treebank, out: str | Path, folds: int = 5, k: int = 30,
                  workers: int = 1, cache: str | None = None,
                  log: Callable[[str], None] = lambda line: None) -> Arbiter:
    """Fit the arbiter on train-dev out of fold (see the module) and write it to `out`."""
    commands = treebank.split("train-dev")
    l2 = float(Ranker.load().meta.get("l2", 1e-4))
    analysed = analyse_items(source, [c.id for c in commands], workers, cache)
    log(f"{len(commands)} train-dev commands analysed")
    proposals = out_of_fold_proposals(commands, analysed, source, folds, k, l2, log)
    scenes: dict[int, Scene] = {}

    def scene_of(number: int) -> Scene:
        if number not in scenes:
            scenes[number] = scene_from_layout(treebank.scene(number)[0])
        return scenes[number]

    model, search = train_by_folds(groups_of(commands, proposals, scene_of), folds=folds)
    for value, accuracy in search.items():
        log(f"  l2 {value:g}: folds accuracy {accuracy:.4f}")
    model.meta[KEY] = encode_ids(c.id for c in commands)
    model.meta["k"] = k
    arbiter = Arbiter(model)
    arbiter.save(out)
    return arbiter
