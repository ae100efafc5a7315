"""Training the ERG bridge's ranking model from the profile and the treebank.

Candidates come from the profile's analyses; a candidate is good when its RCL
equals the gold tree.  The weights are fitted on train-dev; the L2 weight is
chosen by 5-fold cross-validation on train-dev (tune "folds", the default),
so dev stays unseen and `rcl-eval --split dev` may score the ranker.  Tuned
on "dev", the L2 weight is the one that ranks dev best: dev then counts as
seen, and rcl-eval refuses to score the model on dev.  The model records the
ids of every command it was fitted or tuned on; its dev first-candidate
accuracy is recorded either way.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterable, Mapping

from erg_bridge import Analysed, Ranker, Source, analyse_items
from rcl.loglinear import Group, accuracy
from rcl.modelfile import KEY, encode_ids
from rcl.treebank import Command, Treebank
from rcl.writer import to_string


def groups_for(commands: Iterable[Command], analysed: Mapping[int, Analysed]) -> list[Group]:
    """One training group per command: its candidates' features and which equal the gold tree."""
    groups = []
    for command in commands:
        result = analysed[command.id]
        gold = to_string(command.gold)
        groups.append(Group(list(result.feats), [to_string(t) == gold for t in result.trees]))
    return groups


def train_ranker(source: Source, treebank: Treebank, out: str | Path, tune: str = "folds", workers: int = 1,
                 cache: str | None = None, log: Callable[[str], None] = lambda line: None) -> Ranker:
    """Fit the ranker on train-dev (L2 weight chosen on `tune`: "folds" or "dev") and write it to `out`."""
    train_cmds, dev_cmds = treebank.split("train-dev"), treebank.split("dev")
    analysed = analyse_items(source, [c.id for c in train_cmds + dev_cmds], workers, cache)
    log(f"analysed {len(analysed)} items")
    train_groups, dev_groups = groups_for(train_cmds, analysed), groups_for(dev_cmds, analysed)
    if tune == "dev":
        model, search = Ranker.tuned_on(train_groups, dev_groups)
        seen = train_cmds + dev_cmds
    else:
        model, search = Ranker.by_folds(train_groups)
        model.meta["dev_accuracy"] = round(accuracy(model, dev_groups), 4)
        seen = train_cmds
    for l2, acc in search.items():
        log(f"  l2 {l2:g}: {tune} first-candidate accuracy {acc:.3f}")
    model.meta["train_accuracy"] = round(accuracy(model, train_groups), 4)
    model.meta["tuned_on"] = tune
    model.meta[KEY] = encode_ids(c.id for c in seen)
    model.save(out)
    return model
