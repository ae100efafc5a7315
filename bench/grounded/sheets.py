"""Goal sheets for the grounded benchmark's writers and readers: board pictures, no words of ours.

    python bench/grounded/sheets.py --tasks bench/grounded/tasks.json --out DIR [--half A] [--readers]

For writers, each task gets `DIR/<id>.png`: the board now (left) and the board the
goal leaves (right), the moved shape marked 1 in both, and `DIR/<id>.txt`: the same
two boards as letters.  The pictures name the four sides in the words the parser
reads for them (front = the far side, back = the robot's side) and show no
coordinates, so a command has to say where things are the way a person would.

With `--readers`, each task's board *before* the goal is drawn without marks but
with coordinates (`DIR/<id>-board.png`, `DIR/<id>-board.txt`): a reader who sees
only that board and a command says which shape the command moves and where.

The pictures are made from the treebank's scenes on demand and never committed.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
from tasks import Task, board, goal, load_tasks  # noqa: E402

from planner import Drop, Scene, parse_move  # noqa: E402
from rcl.app.render import draw_board  # noqa: E402
from rcl.app.render.iso import BACKGROUND, INK, render_rgb  # noqa: E402
from rcl.app.render.raster import Canvas, encode_png  # noqa: E402
from rcl.app.render.view import BoardView  # noqa: E402
from rcl.treebank import load_treebank  # noqa: E402


def moved_shapes(task: Task, before: Scene, after: Scene):
    """The moved shape before and after the goal's move."""
    move = parse_move(task.move)
    first = before.held if isinstance(move, Drop) else before.at(*move.source)
    (second,) = [s for s in after.shapes if s not in before.shapes] or [first]
    return first, second


def captioned(rgb: np.ndarray, caption: str) -> np.ndarray:
    """`rgb` under a band with `caption` in it."""
    band = Canvas(rgb.shape[1], 40, BACKGROUND)
    band.text((rgb.shape[1] / 2, 30), caption, 22, INK, "middle", weight=1.3)
    return np.concatenate([band.rgb(), rgb], axis=0)


def side_by_side(left: np.ndarray, right: np.ndarray, gap: int = 24) -> np.ndarray:
    height = max(left.shape[0], right.shape[0])

    def pad(rgb: np.ndarray) -> np.ndarray:
        fill = np.empty((height - rgb.shape[0], rgb.shape[1], 3), dtype=np.uint8)
        fill[:] = BACKGROUND
        return np.concatenate([rgb, fill], axis=0)
    spacer = np.empty((height, gap, 3), dtype=np.uint8)
    spacer[:] = (180, 180, 180)
    return np.concatenate([pad(left), spacer, pad(right)], axis=1)


def plain_text(scene: Scene, marks: dict | None = None) -> str:
    """The text board without coordinates (rows front to back, columns left to right)."""
    kept = []
    for line in draw_board(scene, color=False, marks=marks).splitlines():
        if line.lstrip().startswith(("y:", "marks:")) or line.startswith("       ") and " = the " in line:
            continue
        if line.startswith("gripper:"):
            held = scene.held
            line = "gripper: " + (f"holding the {held.name}" + (" (marked 1)" if marks and held in marks else "")
                                  if held else "holding nothing") + " (its square is in [ ])"
        for x in range(8):
            line = line.replace(f"x={x} ", "    ")
        kept.append(line.rstrip())
    return "\n".join(kept)


def writer_sheet(task: Task, treebank, out: Path) -> None:
    before, after = board(task, treebank), goal(task, treebank)
    first, second = moved_shapes(task, before, after)
    now = captioned(render_rgb(BoardView.of(before, {first: "1"}), coordinates=False), "NOW")
    then = captioned(render_rgb(BoardView.of(after, {second: "1"}), coordinates=False), "GOAL")
    (out / f"{task.id}.png").write_bytes(encode_png(side_by_side(now, then)))
    text = (f"NOW (the shape marked 1 is the one that moves):\n{plain_text(before, {first: '1'})}\n\n"
            f"GOAL:\n{plain_text(after, {second: '1'})}\n")
    (out / f"{task.id}.txt").write_text(text, encoding="utf-8")


def reader_sheet(task: Task, treebank, out: Path) -> None:
    before = board(task, treebank)
    (out / f"{task.id}-board.png").write_bytes(encode_png(render_rgb(BoardView.of(before))))
    (out / f"{task.id}-board.txt").write_text(draw_board(before, color=False) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tasks", default=str(HERE / "tasks.json"))
    parser.add_argument("--out", required=True, help="a folder for the pictures (outside the repository)")
    parser.add_argument("--half", help="only the tasks of one half (A, B, C ...)")
    parser.add_argument("--readers", action="store_true", help="the readers' boards instead of the writers' sheets")
    parser.add_argument("--treebank")
    args = parser.parse_args(argv)
    treebank = load_treebank(args.treebank)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for task in load_tasks(args.tasks):
        if args.half and task.half != args.half:
            continue
        (reader_sheet if args.readers else writer_sheet)(task, treebank, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
