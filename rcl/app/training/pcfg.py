"""Training the back-off PCFG on the gold trees of a treebank split.

Two models are packaged: pcfg-train.json.gz (all 2,500 training commands;
what users get) and pcfg-train-dev.json.gz (dev left out), which the
evaluator picks by itself when it scores dev.  Training is deterministic:
the same commands give a byte-identical file, which records their ids.
"""

from __future__ import annotations

from pathlib import Path

from fallback_pcfg import Model, train
from fallback_pcfg.grammar import GrammarOptions
from rcl.app.training.generated import generate, reserved_scenes
from rcl.errors import RCLError
from rcl.treebank import Treebank

#: Generated commands: the seed they are drawn with, and how often a treebank command counts beside one.
SEED, GOLD_WEIGHT = 1, 3


def train_pcfg(treebank: Treebank, split: str, out: str | Path, generated: int = 0) -> Model:
    """Count a PCFG from the split's gold trees and write it to `out`.  With `generated` > 0, up to that
    many planner-checked commands of the command grammar on each board (none of the grounded
    benchmark's) count too, once each, while a treebank command counts `GOLD_WEIGHT` times."""
    commands = treebank.split(split)
    if not commands:
        raise RCLError(f"the {split} split of {treebank.root} is empty")
    if generated:
        said = generate(treebank, generated, SEED, reserved_scenes())
        model = train(commands, GrammarOptions(gold_weight=GOLD_WEIGHT, said_weight=1),
                      meta={"split": split, "generated per board": generated}, said=said)
    else:
        model = train(commands, meta={"split": split})
    if not model.meta["commands"]:
        raise RCLError(f"no tree of {treebank.root} has word alignments ((token: i) leaves) to learn from")
    model.save(out)
    return model
