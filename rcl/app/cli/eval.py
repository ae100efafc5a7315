"""rcl-eval: evaluate a parsing system against the Robot Commands Treebank.

    rcl-eval --split dev --system pcfg
    rcl-eval --split dev --system erg --no-planner --json erg-dev.json
    rcl-eval compare before.json after.json
    rcl-eval table --split dev
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

from rcl import locations
from rcl.app.cli.options import (add_split_options, add_system_options, add_version_option, progress_bar,
                                 system_options)
from rcl.app.cli.run import EXIT_OK, UsageError, run_main
from rcl.app.evaluation import (OverlapError, check, cores, evaluate, format_compare, format_figures,
                                format_table, paper_table)
from rcl.app.files import write_atomically
from rcl.app.systems import describe, make_system
from rcl.treebank import Command, Treebank, load_treebank

DESCRIPTION = """\
Run a parsing system over a treebank split and score it.

The official SemEval-2014 Task 6 metric is exact match of the whole RCL tree
(word alignments removed), reported as precision over the commands the
system answered, recall over all commands, and coverage.  With the planner
(+SP, the default) each command's scene is given to the system; --no-planner
is the -SP condition.  Fine-grained figures follow: labelled brackets,
leaf-ancestor, per-element and per-construction accuracy, execution accuracy
(the output, executed on the scene's before-layout, gives its after-layout),
the most common mismatches, and speed.

No system is scored on commands its models were trained on: the evaluated
ids are passed to the system, which takes a packaged model trained without
them when it has one (the PCFG trained on train-dev for dev); if its model
still saw some of them, rcl-eval stops (exit 2) and says how to get a clean
model, unless --allow-overlap is given: then the report is flagged.

subcommands (give them first):
  rcl-eval compare A.json B.json   commands fixed and broken between two --json runs
  rcl-eval table [--split dev]     the UW-MRS paper's table: erg, pcfg, combined, -SP and +SP
"""

EPILOG = """\
examples:
  rcl-eval --split dev --system gold              # self-check: 100%
  rcl-eval --split dev --system baseline --errors 3
  rcl-eval --split dev --system pcfg --no-planner --json pcfg-sp.json
  rcl-eval --split dev --system erg --erg-profile ../shared/erg/train
  rcl-eval compare pcfg-sp.json pcfg.json

splits: train (the 2,500 training commands), dev (every fifth of them),
train-dev (the rest), eval (after the first 2,500: full release only), all.
exit status: 0 done; 2 usage or data error, or a model trained on the evaluated commands.
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rcl-eval", description=DESCRIPTION, epilog=EPILOG,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add_version_option(parser)
    add_split_options(parser)
    add_system_options(parser)
    parser.add_argument("--no-planner", action="store_true", help="do not give the system the scene (-SP)")
    parser.add_argument("--json", metavar="FILE", help="write all figures and per-command results to FILE")
    parser.add_argument("--errors", metavar="N", type=_count, default=0, help="print N wrong commands in full")
    parser.add_argument("--limit", metavar="N", type=_positive, help="only the first N commands of the split")
    parser.add_argument("--ids", metavar="FILE", help="only the command ids listed in FILE (one per line, # comments)")
    parser.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                        help="progress bar on stderr (default: when stderr is a terminal)")
    parser.add_argument("--list-systems", action="store_true", help="list the systems and exit")
    _add_jobs_option(parser)
    _add_overlap_option(parser)
    return parser


def build_table_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rcl-eval table",
                                     description="The UW-MRS paper's results table for a split: ERG only, "
                                                 "back-off only and combined, each -SP and +SP (P, R), "
                                                 "plus ERG coverage.")
    add_split_options(parser)
    add_system_options(parser)
    parser.add_argument("--systems", default="erg,pcfg,combined", help="comma-separated rows (default %(default)s)")
    parser.add_argument("--json", metavar="FILE", help="write the table's figures to FILE")
    parser.add_argument("--limit", metavar="N", type=_positive, help="only the first N commands of the split")
    _add_jobs_option(parser)
    _add_overlap_option(parser)
    return parser


def build_compare_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rcl-eval compare",
                                     description="Commands fixed and broken between two rcl-eval --json runs.")
    parser.add_argument("a", metavar="A.json")
    parser.add_argument("b", metavar="B.json")
    parser.add_argument("--limit", metavar="N", type=_count, default=50, help="list at most N of each (default 50)")
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    command = argv[0] if argv and argv[0] in ("compare", "table") else "run"
    parser = {"compare": build_compare_parser, "table": build_table_parser, "run": build_parser}[command]()
    args = parser.parse_args(argv[1:] if command != "run" else argv)
    return run_main("rcl-eval", lambda: {"compare": compare, "table": table, "run": run}[command](args))


def run(args: argparse.Namespace) -> int:
    if args.list_systems:
        for name, text in describe().items():
            print(f"{name:<10} {text}")
        return EXIT_OK
    _check_output(args.json)
    treebank, commands = _commands(args)
    system = make_system(args.system, system_options(args, held_out=frozenset(c.id for c in commands)))
    try:
        held_out = check(system, [c.id for c in commands])
        if held_out.overlapping and not args.allow_overlap:
            raise OverlapError(held_out.refusal(args.split))
        result = evaluate(system, treebank, args.split, planner=not args.no_planner,
                          commands=commands, progress=progress_bar(args.progress), jobs=args.jobs)
    finally:
        system.close()
    data = {**result.to_json(), "overlap": held_out.overlap, "models": held_out.to_json(),
            "warnings": held_out.warnings(args.split)}
    print(format_figures(data, args.errors, data["items"]))
    _write_json(args.json, data)
    return EXIT_OK


def table(args: argparse.Namespace) -> int:
    _check_output(args.json)
    treebank, commands = _commands(args)
    options = system_options(args)
    if not (options.profile or (options.ace and options.grammar)):
        found = locations.shared("erg", "train", marker="item")
        options = replace(options, profile=str(found) if found else None)
    names = [s.strip() for s in args.systems.split(",") if s.strip()]
    result = paper_table(names, options, treebank, commands, args.split, args.allow_overlap, jobs=args.jobs,
                         done=lambda name: print(f"rcl-eval: {name} done", file=sys.stderr))
    print(format_table(result.rows, args.split, len(commands), result.erg_coverage, result.warnings))
    _write_json(args.json, {"split": args.split, "n": len(commands), "erg_coverage": result.erg_coverage,
                            "rows": result.rows, "warnings": result.warnings})
    return EXIT_OK


def compare(args: argparse.Namespace) -> int:
    print(format_compare(_read_run(args.a), _read_run(args.b), args.limit))
    return EXIT_OK


def _add_jobs_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--jobs", metavar="N", type=_positive, default=cores(),
                        help="processes sharing the commands (default: every core, here %(default)s); "
                             "the results are the same")


def _add_overlap_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--allow-overlap", action="store_true",
                        help="score a model on commands it was trained on anyway (the report is flagged)")


def _commands(args: argparse.Namespace) -> tuple[Treebank, list[Command]]:
    treebank = load_treebank(args.treebank)
    commands = treebank.split(args.split)
    if getattr(args, "ids", None):
        wanted = _read_ids(args.ids)
        known = {c.id for c in commands}
        missing = [i for i in wanted if i not in known]
        if missing:
            raise UsageError(f"--ids {args.ids}: {len(missing)} ids are not in the {args.split} split "
                             f"(e.g. {', '.join(map(str, missing[:5]))})")
        commands = [c for c in commands if c.id in set(wanted)]
    if args.limit is not None:
        commands = commands[:args.limit]
    return treebank, commands


def _read_ids(path: str) -> list[int]:
    ids = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        if not line.isdigit():
            raise UsageError(f"--ids {path}, line {number}: {line!r} is not a command id (one number per line)")
        ids.append(int(line))
    return ids


def _read_run(path: str) -> dict:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except UnicodeDecodeError as e:
        raise UsageError(f"{path}: not UTF-8 text (byte {e.start}), so not an rcl-eval --json result") from None
    except json.JSONDecodeError as e:
        raise UsageError(f"{path}: not JSON (line {e.lineno}, column {e.colno}): write it with rcl-eval --json") from None
    if not isinstance(data, dict) or "items" not in data:
        raise UsageError(f"{path}: not an rcl-eval --json result (no 'items')")
    return data


def _check_output(path: str | None) -> None:
    if path and not Path(path).resolve().parent.is_dir():
        raise UsageError(f"--json {path}: the folder {Path(path).resolve().parent} does not exist")


def _write_json(path: str | None, data: dict) -> None:
    if path:
        write_atomically(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
        print(f"rcl-eval: wrote {path}", file=sys.stderr)


def _count(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError("must be 0 or more")
    return value


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be 1 or more (leave it out for every command)")
    return value


if __name__ == "__main__":
    sys.exit(main())
