"""python -m planner: check the planner against the gold trees, judge trees in batch.

    python -m planner check --treebank DIR [--split all|train|dev|...]
    printf '19\t8\t(event: (action: take) (entity: (color: green) (type: prism)))\n' \\
        | python -m planner judge --treebank DIR
"""

from __future__ import annotations

import argparse
import sys
import time

from planner import IncoherentError, execute, judge, scene_from_layout
from rcl.app.cli.options import TREEBANK_HELP, add_version_option
from rcl.app.cli.run import EXIT_FAILED, EXIT_OK, run_main
from rcl.errors import RCLError
from rcl.reader import read_rcl
from rcl.treebank import load_treebank

DESCRIPTION = """\
The spatial planner of rcl-parser, a reimplementation of the SemEval-2014 Task 6
organisers' planner (see docs/scenes.md and the treebank's PLANNER-NOTES.md).

  check   execute every gold tree on its scene's before-layout and compare the
          result with the after-layout; the last line reads
          "N/M gold trees reproduce their after-layout"; exit 0 only when N == M
          (and M > 0).
  judge   read "key<TAB>scene-number<TAB>RCL" lines on stdin and print
          "key<TAB>ok<TAB>MOVE", "key<TAB>incoherent<TAB>REASON" or
          "key<TAB>error<TAB>MESSAGE" for each.  MOVE is "take x,y,z", "drop" or
          "move x,y,z -> x,y,z".
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m planner", description=DESCRIPTION,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add_version_option(parser)
    sub = parser.add_subparsers(dest="command", required=True, metavar="{check,judge}")
    check = sub.add_parser("check", help="gold trees against their scenes' after-layouts")
    check.add_argument("--treebank", metavar="DIR", help=TREEBANK_HELP)
    check.add_argument("--split", default="all", help="train, dev, train-dev, eval or all (default: all)")
    check.add_argument("--quiet", action="store_true", help="no progress lines")
    judge = sub.add_parser("judge", help="judge RCL trees read from stdin")
    judge.add_argument("--treebank", metavar="DIR", help=TREEBANK_HELP)
    judge.add_argument("--before-only", action="store_true",
                       help="judge on the before-layout alone (as the parser does) instead of checking "
                            "the move against the recorded after-layout (the official validator)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return run_main("planner", lambda: check(args) if args.command == "check"
                    else judge_lines(args, sys.stdin, sys.stdout))


def check(args: argparse.Namespace) -> int:
    """Execute each gold tree of the split; count those that give the after-layout."""
    treebank = load_treebank(args.treebank)
    commands = treebank.split(args.split)
    started, good = time.perf_counter(), 0
    for done, command in enumerate(commands, 1):
        before, after = (scene_from_layout(layout) for layout in treebank.scene(command.scene))
        problem = ""
        verdict = judge(command.gold, before, after)
        if not verdict.coherent:
            problem = f"official check: {verdict.reason}"
        else:
            try:
                result = execute(command.gold, before)
                if not result.same_arrangement(after):
                    problem = "executing it does not give the after-layout"
            except IncoherentError as e:
                problem = f"on the before-layout alone: {e.reason}"
        if problem:
            print(f"FAIL {command.id} (scene {command.scene}): {problem}", file=sys.stderr)
        else:
            good += 1
        if not args.quiet and (done % 500 == 0 or done == len(commands)):
            print(f"  {done}/{len(commands)} checked, {done - good} failing, "
                  f"{time.perf_counter() - started:.1f} s", file=sys.stderr)
    if not commands:
        print(f"planner: the {args.split} split of {treebank.root} holds no commands: nothing was checked",
              file=sys.stderr)
    print(f"{good}/{len(commands)} gold trees reproduce their after-layout")
    return EXIT_OK if commands and good == len(commands) else EXIT_FAILED


def judge_lines(args: argparse.Namespace, lines, out) -> int:
    """One verdict line per input line; malformed lines give an error line and the run goes on."""
    treebank = load_treebank(args.treebank)
    for number, line in enumerate(lines, 1):
        line = line.rstrip("\r\n")
        if not line.strip():
            continue
        fields = line.split("\t")
        key = fields[0]
        try:
            if len(fields) != 3:
                raise ValueError(f"line {number}: expected key<TAB>scene-number<TAB>RCL, found {len(fields)} field(s)")
            try:
                scene_number = int(fields[1])
            except ValueError:
                raise ValueError(f"line {number}: the scene number must be an integer, not {fields[1]!r}") from None
            before, after = (scene_from_layout(layout) for layout in treebank.scene(scene_number))
            try:
                tree = read_rcl(fields[2]).strip_tokens()
            except RCLError as e:
                raise ValueError(f"line {number}: the RCL tree is malformed: {e}") from None
            verdict = judge(tree, before) if args.before_only else judge(tree, before, after)
        except (ValueError, RCLError) as e:
            out.write(f"{key}\terror\t{one_line(str(e))}\n")
        else:
            if verdict.coherent:
                out.write(f"{key}\tok\t{'; '.join(str(m) for m in verdict.moves)}\n")
            else:
                out.write(f"{key}\tincoherent\t{one_line(verdict.reason)}\n")
        out.flush()  # a tool may wait for each answer before it writes the next line
    return EXIT_OK


def one_line(text: str) -> str:
    return " ".join(text.split())


if __name__ == "__main__":
    sys.exit(main())
