"""rcl-train neural: train the neural back-off (benepar's chart parser, character encoder) on CPU.

    rcl-train neural --treebank ../shared/treebank --split train-dev --minutes 30
    python -m rcl.app.train_neural --split train --out data/models/neural

The trees are the PCFG's (gold RCL + alignments -> phrase structure); no
pretrained weights are used.  With --split train-dev the model is scored on
dev afterwards (exact match of the best convertible parse, -SP).  The model
(a few MB) is not kept in git: data/models/neural/ (train) or
data/models/neural-train-dev/ (train-dev) is where it goes by default, and
the neural system takes the second by itself when rcl-eval evaluates dev.
The model records the ids of the commands it was trained on.
Needs `pip install .[neural]`.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from rcl.errors import RCLError
from rcl.provenance import KEY, encode_ids
from rcl.treebank import load_treebank
from rcl.writer import to_string


def dev_exact_match(parser, commands, k: int = 10) -> tuple[int, int]:
    """(exact, answered) of the first convertible parse among the k best, -SP."""
    from fallback_pcfg.errors import PCFGError
    from fallback_pcfg.inverse import to_rcl
    exact = answered = 0
    for c in commands:
        for parse in parser.kbest(c.text, k):
            try:
                tree = to_rcl(parse.tree)
            except PCFGError:
                continue
            answered += 1
            exact += to_string(tree) == to_string(c.gold)
            break
    return exact, answered


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rcl-train neural", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--treebank", metavar="DIR", help="treebank (env RCL_TREEBANK; default ../shared/treebank)")
    parser.add_argument("--split", choices=("train-dev", "train"), default="train",
                        help="commands to train on (default %(default)s; train-dev also scores dev)")
    parser.add_argument("--out", metavar="DIR",
                        help="model folder (default data/models/neural/ for train, neural-train-dev/ for train-dev)")
    parser.add_argument("--minutes", type=float, default=30.0, help="training time cap (default %(default)s)")
    parser.add_argument("--epochs", type=int, default=30, help="planned epochs (default %(default)s)")
    parser.add_argument("--threads", type=int, default=1, help="torch threads (default %(default)s)")
    parser.add_argument("--seed", type=int, default=1)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        from fallback_pcfg import neural  # raises MissingNeuralError without the extra
        import torch
        from fallback_pcfg.transform import to_phrase_tree
        torch.set_num_threads(args.threads)
        treebank = load_treebank(args.treebank)
        examples, failed = neural.examples_from(treebank.split(args.split), to_phrase_tree)
        report = lambda line: print(line, file=sys.stderr, flush=True)  # noqa: E731
        report(f"training on {len(examples)} {args.split} trees ({failed} not convertible)")
        model, log = neural.train(examples, epochs=args.epochs, minutes=args.minutes, seed=args.seed,
                                  report=report)
        # No clock time in the file: a run that is not cut short by --minutes gives identical bytes.
        meta = {"split": args.split, "examples": len(examples), "epochs": log.epochs, "steps": log.steps,
                "stopped": log.stopped,
                "final_loss": round(log.losses[-1], 4) if log.losses else None,
                KEY: encode_ids(e.id for e in examples if e.id is not None)}
        if args.split == "train-dev":
            started = time.monotonic()
            dev = treebank.split("dev")
            exact, answered = dev_exact_match(neural.NeuralParser(model), dev)
            meta["dev_exact_sp_minus"] = round(exact / len(dev), 4)
            report(f"dev -SP exact match {exact}/{len(dev)} = {exact / len(dev):.1%} "
                   f"({answered} answered, {time.monotonic() - started:.0f} s)")
        out = Path(args.out) if args.out else neural.PACKAGED_DIRS[args.split]
        path = neural.save(model, out / neural.MODEL_PATH.name, meta)
    except RCLError as e:
        print(f"rcl-train neural: error: {e}", file=sys.stderr)
        return 2
    print(f"wrote {path}: {meta['epochs']} epochs in {log.seconds / 60:.1f} min", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
