"""rcl-train: train the parsers' models.

    rcl-train pcfg [--treebank DIR] [--split train|train-dev] [--out FILE]
    rcl-train erg ...        the ERG bridge's ranker (see rcl-train erg --help)
    rcl-train combined ...   the combined system's arbiter (see rcl-train combined --help)

Every model is one file, identical on every run over the same data, that
records the ids of the commands it learnt from.  The models ship inside their
packages: two PCFGs, fallback_pcfg/models/pcfg-train.json.gz (all 2,500
commands; what users get) and pcfg-train-dev.json.gz (dev left out), which
rcl-eval picks by itself when it evaluates dev; erg_bridge/models/erg-ranker.json.gz;
rcl/app/systems/models/arbiter.json.gz.  --out defaults to the packaged file.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Callable

from erg_bridge import ProfileSource, Ranker
from fallback_pcfg import PACKAGED
from rcl.app.cli.options import TREEBANK_HELP, add_erg_training_options, version_line
from rcl.app.cli.run import EXIT_OK, EXIT_USAGE, run_main
from rcl.app.systems.arbiter import MODEL_PATH as ARBITER_PATH
from rcl.app.training import arbiter, pcfg, ranker
from rcl.treebank import load_treebank

PROG = "rcl-train"


def _say(line: str) -> None:
    print(line, file=sys.stderr)


def pcfg_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=f"{PROG} pcfg", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Train the back-off PCFG on the gold trees of a treebank split.",
        epilog="examples:\n  rcl-train pcfg --split train          # the packaged pcfg-train.json.gz\n"
               "  rcl-train pcfg --split train-dev      # the packaged pcfg-train-dev.json.gz\n"
               "  rcl-train pcfg --split train-dev --out /tmp/pcfg.json.gz\n"
               "  rcl-eval --split dev --system pcfg --model /tmp/pcfg.json.gz")
    parser.add_argument("--treebank", metavar="DIR", help=TREEBANK_HELP)
    parser.add_argument("--split", default="train", choices=("train", "train-dev"),
                        help="commands to train on (default %(default)s: all 2,500; train-dev leaves dev out)")
    parser.add_argument("--out", metavar="FILE",
                        help=f"model file to write (default: the packaged one of the split, "
                             f"{PACKAGED['train'].parent}/pcfg-SPLIT.json.gz)")
    parser.add_argument("--generated", type=int, default=0, metavar="N",
                        help="also learn from up to N commands the command grammar says on each treebank board "
                             "(default 0: the treebank alone, as the packaged models are trained)")
    return parser


def train_pcfg(args: argparse.Namespace) -> int:
    out = args.out or str(PACKAGED[args.split])
    started = time.perf_counter()
    treebank = load_treebank(args.treebank)
    _say(f"{PROG} pcfg: {len(treebank.split(args.split))} {args.split} commands from {treebank.root}")
    model = pcfg.train_pcfg(treebank, args.split, out, args.generated)
    _say(f"{PROG} pcfg: {model.meta['commands']} trees ({model.meta['skipped']} skipped), "
         f"{len(model.labels)} labels, {len(model.binary)} rules, "
         f"{sum(len(w) for w in model.lexical.values())} tag-word pairs; "
         f"wrote {out} in {time.perf_counter() - started:.1f} s")
    return EXIT_OK


def _erg_trainer_parser(name: str, description: str, out: str) -> argparse.ArgumentParser:
    """The parser of a trainer over ERG analyses: what it reads, its MRS cache, its --out."""
    parser = argparse.ArgumentParser(prog=f"{PROG} {name}", description=description,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add_erg_training_options(parser, out)
    return parser


def ranker_parser() -> argparse.ArgumentParser:
    parser = _erg_trainer_parser("erg", ranker.__doc__, str(Ranker.PATH))
    parser.add_argument("--tune", choices=("folds", "dev"), default="folds",
                        help="what chooses the L2 weight: 5-fold cross-validation on train-dev (default; dev "
                             "unseen) or dev (dev then counts as seen)")
    return parser


def train_ranker(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    model = ranker.train_ranker(ProfileSource.open(args.erg_profile), load_treebank(args.treebank), args.out,
                                args.tune, args.workers, args.cache, _say)
    _say(f"wrote {args.out}: l2 {model.meta['l2']:g} (chosen on {args.tune}), {model.meta['features']} features, "
         f"dev first-candidate accuracy {model.meta['dev_accuracy']:.3f}"
         f"{' (dev was seen: tuned on it)' if args.tune == 'dev' else ''}; "
         f"in {time.perf_counter() - started:.0f} s")
    return EXIT_OK


def arbiter_parser() -> argparse.ArgumentParser:
    parser = _erg_trainer_parser("combined", arbiter.__doc__, str(ARBITER_PATH))
    parser.add_argument("--folds", type=int, default=5, help="folds of train-dev (default %(default)s)")
    parser.add_argument("--k", type=int, default=30, help="PCFG parses per command (default %(default)s)")
    return parser


def train_arbiter(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    model = arbiter.train_arbiter(ProfileSource.open(args.erg_profile), load_treebank(args.treebank), args.out,
                                  args.folds, args.k, args.workers, args.cache, _say).model
    _say(f"wrote {args.out}: l2 {model.meta['l2']:g}, {model.meta['features']} features, folds accuracy "
         f"{model.meta['folds_accuracy']:.4f} (+SP and -SP groups together) "
         f"in {time.perf_counter() - started:.0f} s")
    return EXIT_OK


#: model -> (what it is, its argument parser, its trainer).
COMMANDS: dict[str, tuple[str, Callable[[], argparse.ArgumentParser], Callable[[argparse.Namespace], int]]] = {
    "pcfg": ("the back-off PCFG (fallback_pcfg)", pcfg_parser, train_pcfg),
    "erg": ("the ERG bridge's ranking model", ranker_parser, train_ranker),
    "combined": ("the combined system's arbiter between the ERG path and the PCFG", arbiter_parser, train_arbiter),
}


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    listing = "\n".join(f"  {name:<10}{what}" for name, (what, _, _) in COMMANDS.items())
    usage = f"usage: {PROG} {{{','.join(COMMANDS)}}} [options]\n       {PROG} --version\n\nmodels:\n{listing}\n\n" \
            f"'{PROG} MODEL --help' shows a model's options."
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__.strip() + "\n\n" + usage)
        return EXIT_OK
    if argv and argv[0] == "--version":
        print(version_line(PROG))
        return EXIT_OK
    if not argv or argv[0] not in COMMANDS:
        problem = "name the model to train" if not argv else f"unknown model '{argv[0]}'"
        print(f"{PROG}: error: {problem}\n{usage}", file=sys.stderr)
        return EXIT_USAGE
    _, parser, trainer = COMMANDS[argv[0]]
    args = parser().parse_args(argv[1:])
    return run_main(f"{PROG} {argv[0]}", lambda: trainer(args))
