"""What the command reader's tests ask of it: the cheapest complete reading of a command, or every reading.

A complete reading leaves out no word that means something: it is what the back-off acts on.
`first` and `every` give the RCL tree, `first_query` and `every_query` what the planner grounds
(the tree with the reader's checks); `move_made`, `taken_from` and `put_at` what the cheapest complete
reading a board finds coherent does on it, on a small `board` written as phrases.
"""

from __future__ import annotations

from planner import PHYSICAL, Move, Scene, Shape, judge
from rcl import to_string
from rcl.normalise import normalise


def board(*shapes: str, held: str | None = None, gripper=(3, 3, 7)) -> Scene:
    """board("red cube at 0,7,0", held="yellow cube"): x is the row (0 at the robot's side), y the column (0 at the
    right); the held shape is in the gripper."""
    parsed = [Shape(*(int(v) for v in cell.split(",")), *words.split())
              for words, cell in (s.split(" at ") for s in shapes)]
    if held is not None:
        parsed.append(Shape(*gripper, *held.split()))
    return Scene(tuple(parsed), gripper)


def first(reader, text: str, query: bool = False) -> str:
    """The cheapest reading that leaves out no word that means something."""
    utterance = normalise(text)
    for reading in reader.read(utterance):
        if not reader.content_skipped(utterance, reading):
            return to_string(reading.query if query else reading.tree)
    raise AssertionError(f"no complete reading of {text!r}")


def first_query(reader, text: str) -> str:
    """The query of the cheapest complete reading."""
    return first(reader, text, query=True)


def every(reader, text: str, query: bool = False) -> list[str]:
    """Every reading the reader offers, cheapest first (the board chooses among them)."""
    return [to_string(r.query if query else r.tree) for r in reader.read(normalise(text))]


def every_query(reader, text: str) -> list[str]:
    """The queries of every reading, cheapest first."""
    return every(reader, text, query=True)


def move_made(reader, text: str, board: Scene) -> Move | None:
    """The move of the cheapest complete reading the board finds coherent (None: none is)."""
    utterance = normalise(text)
    for reading in reader.read(utterance):
        if reader.content_skipped(utterance, reading):
            continue
        verdict = judge(reading.query, board, physics=PHYSICAL)
        if verdict.coherent:
            return verdict.move
    return None


def taken_from(reader, text: str, board: Scene) -> tuple[int, int] | None:
    """The square that move takes its shape from (None: no reading is coherent)."""
    move = move_made(reader, text, board)
    return move.source[:2] if move is not None else None


def put_at(reader, text: str, board: Scene) -> tuple[int, int] | None:
    """The square that move puts its shape on (None: no reading is coherent)."""
    move = move_made(reader, text, board)
    return move.target[:2] if move is not None else None
