"""Score the parser on the grounded benchmark: does the robot do what each writer meant?

    python bench/grounded/run.py [--half A|B|all] [--system combined] [--show N] [--json FILE]

Each kept command of bench/grounded/commands.tsv (a panel writer's command that
an independent reader understood as its goal) is said on its task's board, as
`rcl-parse --execute` or the REPL would take it (`rcl.app.turn.take_turn`, the
planner's physical mode), and its result is one of:

- ok       the command was carried out and left the goal's layout;
- wrong    it was carried out and left another layout;
- asked    the parser asked which shape was meant;
- refused  it was not understood, or not possible on this board.

Prints a Markdown table per writer and overall.  Half A is for development;
sets B, Q and R are held out: look at their failures (`--show`) only to report them.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
from tasks import board, digest, load_tasks  # noqa: E402

from planner import PHYSICAL  # noqa: E402
from rcl.app.systems import SystemOptions, make_system  # noqa: E402
from rcl.app.turn import take_turn  # noqa: E402
from rcl.treebank import load_treebank  # noqa: E402
from rcl.writer import to_string  # noqa: E402

OUTCOMES = ("ok", "wrong", "asked", "refused")


def load_commands(path: Path) -> list[dict]:
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE, escapechar="\\"))


def outcome(turn, goal: str) -> str:
    if turn.question is not None:
        return "asked"
    if not turn.done:
        return "refused"
    return "ok" if digest(turn.board) == goal else "wrong"


def table(results: list[dict]) -> str:
    writers = sorted({r["writer"] for r in results})
    lines = ["| writer | commands | ok % | wrong | asked | refused |", "|---|---:|---:|---:|---:|---:|"]
    for name in writers + ["all"]:
        mine = [r for r in results if name in ("all", r["writer"])]
        counts = Counter(r["outcome"] for r in mine)
        label = f"**{name}**" if name == "all" else name
        lines.append(f"| {label} | {len(mine)} | {100 * counts['ok'] / len(mine):.1f} | {counts['wrong']} | "
                     f"{counts['asked']} | {counts['refused']} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--half", default="A",
                        help="A: the development half (default); B: the held-out half; C, D, E, F, H, I, J, K, L, "
                             "M, N, O and P: more to develop on, Q and R: more held out (each with --tasks "
                             "tasks-x.json --commands commands-x.tsv); all")
    parser.add_argument("--system", default="combined")
    parser.add_argument("--model", help="a PCFG model file instead of the packaged one")
    parser.add_argument("--commands", default=str(HERE / "commands.tsv"))
    parser.add_argument("--tasks", default=str(HERE / "tasks.json"))
    parser.add_argument("--treebank")
    parser.add_argument("--show", type=int, default=0, metavar="N", help="print N failures on stderr")
    parser.add_argument("--json", metavar="FILE", help="every result as JSON")
    args = parser.parse_args(argv)
    for path in (args.tasks, args.commands):
        if not Path(path).is_file():
            parser.error(f"no such file: {path} (the sets are bench/grounded/tasks*.json and commands*.tsv)")
    tasks = {t.id: t for t in load_tasks(args.tasks)}
    treebank = load_treebank(args.treebank)
    system = make_system(args.system, SystemOptions(physics=PHYSICAL, model=args.model))
    results = []
    for row in load_commands(Path(args.commands)):
        if row["kept"] != "yes" or args.half not in ("all", row["half"]):
            continue
        task = tasks[row["task"]]
        turn = take_turn(system, row["command"], board(task, treebank))
        results.append({"task": task.id, "half": task.half, "kind": task.kind, "writer": row["writer"],
                        "command": row["command"], "outcome": outcome(turn, task.layout_digest),
                        "rcl": to_string(turn.answer.tree) if turn.answer.tree is not None else None,
                        "message": turn.message, "change": turn.change,
                        "question": turn.question.kind if turn.question is not None else None})
    system.close()
    print(f"Grounded benchmark, half {args.half}, system {args.system} (no ACE: the back-off), "
          f"{len(results)} commands\n")
    print(table(results))
    kinds = sorted({r["kind"] for r in results})
    print("\n| goal | commands | ok % |\n|---|---:|---:|")
    for kind in kinds:
        mine = [r for r in results if r["kind"] == kind]
        print(f"| {kind} | {len(mine)} | {100 * sum(r['outcome'] == 'ok' for r in mine) / len(mine):.1f} |")
    failures = [r for r in results if r["outcome"] != "ok"]
    for r in failures[:args.show]:
        print(f"{r['task']} {r['kind']} {r['writer']}: {r['outcome']}: {r['command']}\n    {r['rcl']}\n"
              f"    {r['message'] or r['change']}", file=sys.stderr)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
