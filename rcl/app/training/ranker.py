"""rcl-train erg: retrain the ERG bridge's ranking model from the profile and the treebank.

    rcl-train erg [--erg-profile DIR] [--treebank DIR] [--out FILE] [--tune folds|dev]

Candidates come from the profile's analyses; a candidate is good when its RCL
equals the gold tree.  The weights are fitted on train-dev; the L2 weight is
chosen by 5-fold cross-validation on train-dev (--tune folds, the default),
so dev stays unseen and `rcl-eval --split dev` may score the ranker.  With
--tune dev the L2 weight is the one that ranks dev best: dev then counts as
seen, and rcl-eval refuses to score the model on dev.  The model records the
ids of every command it was fitted or tuned on; its dev first-candidate
accuracy is printed either way.
"""

from __future__ import annotations

import argparse
import sys
import time

from erg_bridge.batch import analyse_items
from erg_bridge.profile import ProfileSource
from erg_bridge.ranker import MODEL_PATH, Group, accuracy, train, train_by_folds
from rcl.app.options import add_erg_training_options
from rcl.errors import RCLError
from rcl.modelfile import KEY, encode_ids
from rcl.treebank import load_treebank
from rcl.writer import to_string


def groups_for(commands, results) -> list[Group]:
    groups = []
    for c in commands:
        r = results[c.id]
        gold = to_string(c.gold)
        groups.append(Group(r.feats, [t == gold for t in r.trees]))
    return groups


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="rcl-train erg", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add_erg_training_options(parser, str(MODEL_PATH))
    parser.add_argument("--tune", choices=("folds", "dev"), default="folds",
                        help="what chooses the L2 weight: 5-fold cross-validation on train-dev (default; dev "
                             "unseen) or dev (dev then counts as seen)")
    args = parser.parse_args(argv)
    try:
        source = ProfileSource.open(args.erg_profile)
        treebank = load_treebank(args.treebank)
    except RCLError as e:
        print(f"rcl-train erg: error: {e}", file=sys.stderr)
        return 2
    train_cmds, dev_cmds = treebank.split("train-dev"), treebank.split("dev")
    started = time.time()
    results = analyse_items(source, [c.id for c in train_cmds + dev_cmds], args.workers, args.cache)
    print(f"analysed {len(results)} items in {time.time() - started:.0f} s", file=sys.stderr)
    train_groups, dev_groups = groups_for(train_cmds, results), groups_for(dev_cmds, results)
    if args.tune == "dev":
        model, search = train(train_groups, dev_groups)
        seen = train_cmds + dev_cmds
    else:
        model, search = train_by_folds(train_groups)
        model.meta["dev_accuracy"] = round(accuracy(model, dev_groups), 4)
        seen = train_cmds
    for l2, acc in search.items():
        print(f"  l2 {l2:g}: {args.tune} first-candidate accuracy {acc:.3f}", file=sys.stderr)
    model.meta["train_accuracy"] = round(accuracy(model, train_groups), 4)
    model.meta["tuned_on"] = args.tune
    model.meta[KEY] = encode_ids(c.id for c in seen)
    model.save(args.out)
    print(f"wrote {args.out}: l2 {model.meta['l2']:g} (chosen on {args.tune}), {model.meta['features']} features, "
          f"dev first-candidate accuracy {model.meta['dev_accuracy']:.3f}"
          f"{' (dev was seen: tuned on it)' if args.tune == 'dev' else ''}; "
          f"trained on {len(seen)} commands", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
