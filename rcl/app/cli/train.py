"""rcl-train: train the parsers' models.

    rcl-train pcfg [--treebank DIR] [--split train|train-dev] [--out FILE]
    rcl-train erg ...       (the ERG bridge's ranker; see rcl-train erg --help)

`pcfg` reads the gold trees of a split, turns them into phrase-structure trees
and counts a PCFG; the model is compressed JSON, identical on every run, and
records the ids of the commands it was counted from.  Two models are
packaged: data/models/pcfg-train.json.gz (all 2,500 commands; what users get)
and data/models/pcfg-train-dev.json.gz (dev left out), which rcl-eval picks
by itself when it evaluates dev.  --out defaults to the packaged file of the
split.
"""

from __future__ import annotations

import argparse
import sys
import time
from importlib import import_module
from importlib.util import find_spec

from rcl.errors import RCLError

PROG = "rcl-train"


def _pcfg_parser() -> argparse.ArgumentParser:
    from fallback_pcfg.model import PACKAGED
    parser = argparse.ArgumentParser(
        prog=f"{PROG} pcfg", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Train the back-off PCFG on the gold trees of a treebank split.",
        epilog="examples:\n  rcl-train pcfg --split train          # data/models/pcfg-train.json.gz\n"
               "  rcl-train pcfg --split train-dev      # data/models/pcfg-train-dev.json.gz\n"
               "  rcl-train pcfg --split train-dev --out /tmp/pcfg.json.gz\n"
               "  rcl-eval --split dev --system pcfg --model /tmp/pcfg.json.gz")
    parser.add_argument("--treebank", metavar="DIR", help="treebank directory (env RCL_TREEBANK; default ../shared/treebank)")
    parser.add_argument("--split", default="train", choices=("train", "train-dev"),
                        help="commands to train on (default %(default)s: all 2,500; train-dev leaves dev out)")
    parser.add_argument("--out", metavar="FILE",
                        help=f"model file to write (default: the packaged one of the split, "
                             f"{PACKAGED['train'].parent}/pcfg-SPLIT.json.gz)")
    return parser


def train_pcfg(argv: list[str]) -> int:
    args = _pcfg_parser().parse_args(argv)
    from fallback_pcfg.model import PACKAGED
    from fallback_pcfg.train import train
    args.out = args.out or str(PACKAGED[args.split])
    from rcl.treebank import load_treebank
    started = time.perf_counter()
    try:
        treebank = load_treebank(args.treebank)
        commands = treebank.split(args.split)
        if not commands:
            raise RCLError(f"the {args.split} split of {treebank.root} is empty")
        print(f"{PROG} pcfg: {len(commands)} {args.split} commands from {treebank.root}", file=sys.stderr)
        model = train(commands, meta={"split": args.split})
        if not model.meta["commands"]:
            raise RCLError(f"no tree of {treebank.root} has word alignments ((token: i) leaves) to learn from")
        model.save(args.out)
    except RCLError as e:
        print(f"{PROG} pcfg: error: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"{PROG} pcfg: error: cannot write {args.out}: {e.strerror or e}", file=sys.stderr)
        return 2
    print(f"{PROG} pcfg: {model.meta['commands']} trees ({model.meta['skipped']} skipped), "
          f"{len(model.labels)} labels, {len(model.binary)} rules, "
          f"{sum(len(w) for w in model.lexical.values())} tag-word pairs; "
          f"wrote {args.out} in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    return 0


def _delegate(module: str, argv: list[str], missing: str) -> int:
    if find_spec(module) is None:
        print(f"{PROG}: {missing}", file=sys.stderr)
        return 2
    return int(import_module(module).main(argv) or 0)


COMMANDS = {
    "pcfg": ("the back-off PCFG (fallback_pcfg)", train_pcfg),
    "erg": ("the ERG bridge's ranking model (rcl.app.train_erg)",
            lambda argv: _delegate("rcl.app.train_erg", argv, "the ERG trainer is not installed")),
    "combined": ("the combined system's arbiter between the ERG path and the PCFG (rcl.app.train_arbiter)",
                 lambda argv: _delegate("rcl.app.train_arbiter", argv, "the arbiter trainer is not installed")),
}


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    listing = "\n".join(f"  {name:8s}{what}" for name, (what, _) in COMMANDS.items())
    usage = f"usage: {PROG} {{{','.join(COMMANDS)}}} [options]\n\nmodels:\n{listing}\n\n" \
            f"'{PROG} MODEL --help' shows a model's options."
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__.strip() + "\n\n" + usage)
        return 0
    if not argv:
        print(f"{PROG}: error: name the model to train\n{usage}", file=sys.stderr)
        return 2
    name, rest = argv[0], argv[1:]
    if name not in COMMANDS:
        print(f"{PROG}: error: unknown model '{name}'\n{usage}", file=sys.stderr)
        return 2
    try:
        return COMMANDS[name][1](rest)
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
