"""rcl-train combined: fit the combined system's arbiter on train-dev, out of fold.

    rcl-train combined [--treebank DIR] [--erg-profile DIR] [--out FILE] [--folds 5]

The arbiter must learn how far to trust each engine on commands it has not
seen, so its training candidates are made the way a new command's would be:
train-dev is cut into folds, and each fold is parsed by a PCFG counted from
the other folds and ranked by an ERG ranker fitted on the other folds (with
the packaged ranker's L2 weight).  Each command gives one group per condition
(+SP: the coherent candidates only; -SP: all); the arbiter's L2 weight is
chosen by cross-validation over those groups, so dev stays unseen.  The model
records the train-dev ids.  (The ERG rules were written from train-dev, so
its candidates there are a little better than on new commands: the arbiter
leans slightly towards the ERG path.)
"""

from __future__ import annotations

import argparse
import sys
import time

from rcl.app.arbiter import MODEL_PATH, Arbiter, features
from rcl.app.options import add_erg_training_options
from rcl.app.pipeline import screen
from rcl.candidate import Candidate
from rcl.errors import RCLError
from rcl.loglinear import Group, train_by_folds
from rcl.modelfile import KEY, encode_ids
from rcl.reader import read_rcl


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rcl-train combined", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add_erg_training_options(parser, str(MODEL_PATH))
    parser.add_argument("--folds", type=int, default=5, help="folds of train-dev (default %(default)s)")
    parser.add_argument("--k", type=int, default=30, help="PCFG parses per command (default %(default)s)")
    return parser


def out_of_fold_candidates(commands, analyses, folds: int, k: int, l2: float):
    """Command id -> (ERG candidates, PCFG candidates), each fold's from models trained without it."""
    from erg_bridge.ranker import fit
    from fallback_pcfg.parser import readings
    from fallback_pcfg.train import train as count_pcfg
    from rcl.app.train_erg import groups_for
    found = {}
    for fold in range(folds):
        held = commands[fold::folds]
        rest = [c for i, c in enumerate(commands) if i % folds != fold]
        pcfg = count_pcfg(rest)
        ranker = fit(groups_for(rest, analyses), l2)
        for command in held:
            result = analyses[command.id]
            order = ranker.order(result.feats)
            erg = [Candidate(read_rcl(result.trees[i]), "erg", rank, score=ranker.score(result.feats[i]))
                   for rank, i in enumerate(order)]
            parses = [Candidate(r.tree, "pcfg", rank, score=r.score)
                      for rank, r in enumerate(x for x in readings(pcfg, command.text, k) if x.tree is not None)]
            found[command.id] = (erg, parses)
        print(f"  fold {fold + 1}/{folds}: {len(held)} commands", file=sys.stderr)
    return found


def groups_of(commands, candidates, scene_of) -> list[Group]:
    """One group per command and condition: the arbiter's features and which tree is gold."""
    from rcl.writer import to_string
    groups = []
    for planner in (True, False):
        for command in commands:
            erg, pcfg = candidates[command.id]
            if planner:  # exactly what the combined system keeps at run time
                scene, verdicts = scene_of(command.scene), {}
                erg, pcfg = (screen(pool, scene, "official", verdicts)[0] for pool in (erg, pcfg))
            scored = features(erg, pcfg, planner)
            gold = to_string(command.gold)
            groups.append(Group([f for _, f in scored], [to_string(c.tree) == gold for c, _ in scored]))
    return groups


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    from erg_bridge.batch import analyse_items
    from erg_bridge.profile import ProfileSource
    from erg_bridge.ranker import Ranker
    from planner import scene_from_layout
    from rcl.treebank import load_treebank
    started = time.perf_counter()
    try:
        source = ProfileSource.open(args.erg_profile)
        treebank = load_treebank(args.treebank)
        l2 = float(Ranker.load().meta.get("l2", 1e-4))
    except RCLError as e:
        print(f"rcl-train combined: error: {e}", file=sys.stderr)
        return 2
    commands = treebank.split("train-dev")
    analyses = analyse_items(source, [c.id for c in commands], args.workers, args.cache)
    print(f"rcl-train combined: {len(commands)} train-dev commands analysed "
          f"in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    candidates = out_of_fold_candidates(commands, analyses, args.folds, args.k, l2)
    scenes: dict = {}
    scene_of = lambda n: scenes.setdefault(n, scene_from_layout(treebank.scene(n)[0]))  # noqa: E731
    groups = groups_of(commands, candidates, scene_of)
    model, search = train_by_folds(groups, folds=args.folds)
    for value, accuracy in search.items():
        print(f"  l2 {value:g}: folds accuracy {accuracy:.4f}", file=sys.stderr)
    model.meta[KEY] = encode_ids(c.id for c in commands)
    model.meta["k"] = args.k
    try:
        Arbiter(model).save(args.out)
    except OSError as e:
        print(f"rcl-train combined: error: cannot write {args.out}: {e.strerror or e}", file=sys.stderr)
        return 2
    print(f"wrote {args.out}: l2 {model.meta['l2']:g}, {model.meta['features']} features, folds accuracy "
          f"{model.meta['folds_accuracy']:.4f} (+SP and -SP groups together) "
          f"in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
