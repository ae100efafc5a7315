"""Training the back-off PCFG on the gold trees of a treebank split.

Two models are packaged: pcfg-train.json.gz (all 2,500 training commands;
what users get) and pcfg-train-dev.json.gz (dev left out), which the
evaluator picks by itself when it scores dev.  Training is deterministic:
the same commands give a byte-identical file, which records their ids.
"""

from __future__ import annotations

from pathlib import Path

from fallback_pcfg import Model, train
from rcl.errors import RCLError
from rcl.treebank import Treebank


def train_pcfg(treebank: Treebank, split: str, out: str | Path) -> Model:
    """Count a PCFG from the split's gold trees and write it to `out`."""
    commands = treebank.split(split)
    if not commands:
        raise RCLError(f"the {split} split of {treebank.root} is empty")
    model = train(commands, meta={"split": split})
    if not model.meta["commands"]:
        raise RCLError(f"no tree of {treebank.root} has word alignments ((token: i) leaves) to learn from")
    model.save(out)
    return model
