"""Gather the panel's work into bench/grounded/commands.tsv: each command, its writer, and whether
an independent reader understood it as its goal.

    python bench/grounded/collect.py --writers 'DIR/w-*' --readers 'DIR/r-*' --all DIR/all/commands.tsv

The writers' folders hold `commands.tsv` (task, command); the readers' hold
`items.tsv` (item number, task, command) and `readings.tsv` (item number,
reading), where a reading is "take X,Y,Z", "drop", "move X,Y,Z to A,B",
"move held to A,B" or "unclear: why".  `--all` is the numbered list the
readers' items were drawn from (number, writer, half, task, command).  A
command is kept when its reading, carried out on the task's board, leaves the
goal's layout.  The commands are the project's (written for it by the panel);
the boards stay in the treebank.
"""

from __future__ import annotations

import argparse
import csv
import glob
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
from tasks import Task, board, digest, load_tasks  # noqa: E402

from planner import DirectMove, Drop, IncoherentError, Move, Scene, Take, apply_move  # noqa: E402
from planner.coherence import check_feasible  # noqa: E402
from rcl.treebank import load_treebank  # noqa: E402

COLUMNS = ("task", "half", "writer", "command", "reading", "kept")
_CELL = r"(\d+)\s*,\s*(\d+)"


def reading_move(reading: str, scene: Scene) -> Move | None:
    """The move a reader's reading names on `scene`, or None (unclear, or not a move a real arm makes)."""
    text = reading.strip().lower()
    if text == "drop":
        return Drop() if scene.held is not None else None
    if m := re.fullmatch(rf"take {_CELL}\s*,\s*(\d+)", text):
        move: Move = Take(tuple(int(v) for v in m.groups()))
    elif m := re.fullmatch(rf"move {_CELL}\s*,\s*(\d+) to {_CELL}", text):
        x, y, z, a, b = (int(v) for v in m.groups())
        move = DirectMove((x, y, z), _landing(scene, a, b))
    elif m := re.fullmatch(rf"move held to {_CELL}", text):
        if scene.held is None:
            return None
        a, b = (int(v) for v in m.groups())
        move = DirectMove(scene.held.cell, _landing(scene, a, b))
    else:
        return None
    try:
        check_feasible(move, scene)
    except IncoherentError:
        return None
    return move


def _landing(scene: Scene, x: int, y: int) -> tuple[int, int, int]:
    height = scene.drop_height(x, y) if 0 <= x < 8 and 0 <= y < 8 else None
    return (x, y, height if height is not None else 8)


def agrees(reading: str, task: Task, treebank) -> bool:
    """Whether carrying out the reading on the task's board leaves the goal's layout."""
    scene = board(task, treebank)
    move = reading_move(reading, scene)
    return move is not None and digest(apply_move(move, scene)) == task.layout_digest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tasks", default=str(HERE / "tasks.json"))
    parser.add_argument("--all", required=True, help="the numbered commands: number, writer, half, task, command")
    parser.add_argument("--readers", required=True, help="a glob of the readers' folders")
    parser.add_argument("--out", default=str(HERE / "commands.tsv"))
    parser.add_argument("--treebank")
    args = parser.parse_args(argv)
    tasks = {t.id: t for t in load_tasks(args.tasks)}
    treebank = load_treebank(args.treebank)
    numbered = {}
    for row in Path(args.all).read_text(encoding="utf-8").splitlines():
        number, writer, half, task, command = row.split("\t")
        numbered[number] = (task, half, writer, command)
    readings: dict[str, str] = {}
    for folder in sorted(glob.glob(args.readers)):
        for row in Path(folder, "readings.tsv").read_text(encoding="utf-8").splitlines():
            if row.strip():
                number, _, reading = row.partition("\t")
                readings[number.strip()] = reading.strip()
    missing = sorted(set(numbered) - set(readings), key=int)
    if missing:
        print(f"no reading for items {', '.join(missing)}", file=sys.stderr)
    rows = []
    for number in sorted(numbered, key=int):
        task, half, writer, command = numbered[number]
        reading = readings.get(number, "")
        rows.append((task, half, writer, command, reading, "yes" if agrees(reading, tasks[task], treebank) else "no"))
    rows.sort(key=lambda r: (r[0], r[2]))
    with open(args.out, "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, delimiter="\t", lineterminator="\n", quoting=csv.QUOTE_NONE, escapechar="\\")
        writer.writerow(COLUMNS)
        writer.writerows(rows)
    kept = sum(r[5] == "yes" for r in rows)
    print(f"{kept} of {len(rows)} commands kept (reading = goal)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
