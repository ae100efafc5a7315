"""The Python API for robot front-ends: open a session on a board, say what the user said, and
read what the robot makes of it.

    session = open_session("demo")   # a shipped example's name, a path, a Scene or a scene's JSON object
    response = session.say("pick up the yellow pyramid")
    response.rcl, response.done, response.change      # the tree, and what was done on the board
    response = session.say("put it on the green cube")
    response.question                                 # "Which green cube do you mean?" and its choices
    session.choose(2)                                 # or session.answer("the left one"), or say it
    session.say("what is on the green cube?").reply   # a question about the board, answered in words
    session.undo()
    session.board_json()                              # the board now, in the scene format
    session.close()

Every line goes through one conversation (`rcl.app.conversation.Conversation`,
one turn per line by `rcl.app.turn.take_turn`), with the defaults of rcl-repl
and rcl-parse: the `combined` system, judged with a real arm's physics, the ERG
path on when $RCL_ACE and $RCL_ERG_GRAMMAR (or $RCL_ERG_PROFILE) say where it is.
`Response` holds plain values (strings, numbers, `Shape`s) and a JSON form; the
full turn stays reachable as `Response.turn`.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any, Mapping

from planner import PHYSICAL, Scene, Shape, dumps_scene, shape_words
from planner.sceneio import scene_from_json
from rcl import locations
from rcl.app.confidence import Doubt
from rcl.app.conversation import Conversation
from rcl.app.example_scenes import load_named_scene
from rcl.app.question import Question
from rcl.app.render import draw_board
from rcl.app.systems import System, SystemOptions, make_system
from rcl.app.textinput import check_command
from rcl.app.turn import Turn
from rcl.errors import RCLError
from rcl.model import Node
from rcl.writer import to_string

#: What a board may be given as: a Scene, a scene file's path, or a scene's JSON object.
BoardLike = Scene | str | os.PathLike | Mapping[str, Any]


class NoBoardError(RCLError):
    """A command before any board was given."""


@dataclass(frozen=True)
class Choice:
    """One answer to the robot's question: its number, the shape, and where it is in words."""

    number: int
    shape: Shape
    description: str

    def to_json(self) -> dict[str, Any]:
        s = self.shape
        return {"number": self.number, "description": self.description, "color": s.color, "type": s.type,
                "x": s.x, "y": s.y, "z": s.z}


@dataclass(frozen=True)
class Asked:
    """The robot's question when a description fits several shapes (or none): answer it with
    `RobotSession.choose(number)`, or say a place ("the left one") or a fuller command."""

    #: "which": the description fits several shapes; "missing": none, and these are closest.
    kind: str
    #: The question: "Which green cube do you mean?".
    text: str
    choices: tuple[Choice, ...]
    #: The question, its numbered choices and how to answer, one line each (as the REPL shows it).
    lines: tuple[str, ...]

    @classmethod
    def of(cls, question: Question, board: Scene) -> Asked:
        lines = tuple(question.lines(board))
        choices = tuple(Choice(n, s, shape_words(s, board)) for n, s in enumerate(question.choices, 1))
        return cls(question.kind, lines[0], choices, lines)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "text": self.text, "choices": [c.to_json() for c in self.choices]}


@dataclass(frozen=True)
class Response:
    """What the robot makes of one line: the tree and what was done, or its question, or why not,
    or the answer to a question about the board."""

    #: The command as typed (for an answer to the robot's question, the command it completes).
    text: str
    #: The RCL tree read (None: not understood, not possible, asked back, or a question about the board).
    tree: Node | None
    #: Whether the board changed, and how: "took the yellow prism: (1,2,0) -> (1,2,7)".
    done: bool
    change: str
    #: Why nothing was done, in plain words ("" when something was, or a question was asked or answered).
    message: str
    #: The robot's question back, when a description fits several shapes (or none).
    question: Asked | None
    #: The answer to a question about the board ("There are 2 green cubes: ..."), and the shapes it names.
    reply: str
    shapes: tuple[Shape, ...]
    #: (word, read as) for each unknown word the reading guessed; the unknown words it left out.
    guessed: tuple[tuple[str, str], ...]
    left_out: tuple[str, ...]
    #: Lines to show beside the answer: what "it" meant, words guessed or left out.
    notes: tuple[str, ...]
    #: Why the reading may not be what the user meant, and one line saying so ("" when sure).
    doubts: tuple[Doubt, ...]
    notice: str
    #: The whole turn (the answer with every reading tried: `turn.answer.explain_lines()`).
    turn: Turn = field(repr=False, compare=False)

    @property
    def rcl(self) -> str | None:
        """The tree on one line."""
        return to_string(self.tree) if self.tree is not None else None

    @classmethod
    def of(cls, turn: Turn) -> Response:
        answer, chosen = turn.answer, turn.answer.chosen
        asked = Asked.of(turn.question, turn.before) if turn.question is not None and turn.before else None
        reply = turn.reply
        return cls(answer.text, answer.tree, turn.done, turn.change, turn.message, asked,
                   reply.text if reply else "", reply.shapes if reply else (),
                   chosen.guessed if chosen else (), chosen.ignored if chosen else (),
                   tuple(answer.user_notes()), turn.doubts, turn.notice, turn)

    def to_json(self) -> dict[str, Any]:
        return {"text": self.text, "understood": self.tree is not None, "rcl": self.rcl, "done": self.done,
                "change": self.change, "message": self.message,
                "question": self.question.to_json() if self.question else None,
                "reply": self.turn.reply.to_json() if self.turn.reply is not None else None,
                "guessed": [{"word": w, "as": v} for w, v in self.guessed], "left_out": list(self.left_out),
                "notes": list(self.notes), "doubts": [d.to_json() for d in self.doubts], "notice": self.notice}


class RobotSession:
    """A conversation with the robot about one board: lines in, `Response`s out, "it" and the
    robot's open question carried from line to line, every change undoable."""

    def __init__(self, system: System, board: Scene | None):
        self.system = system
        self.conversation = Conversation(system, board)

    def say(self, text: str) -> Response:
        """What the user said: an answer to the robot's open question when it names a choice ("2",
        "the left one"), a question about the board, or a command.  `InputError` for an empty or
        overlong line, `NoBoardError` before any board."""
        self._need_board()
        return Response.of(self.conversation.say(text))

    def choose(self, number: int) -> Response:
        """The robot's open question answered with choice `number` (from 1); ValueError when no
        question is open or there is no such choice."""
        self._need_board()
        return Response.of(self.conversation.choose(number))

    def answer(self, reply: str) -> Response:
        """The robot's open question answered in words ("the left one", "the green one", "2");
        ValueError when no question is open or the words name none of its choices."""
        self._need_board()
        question = self.conversation.question
        if question is None:
            raise ValueError("no question is open")
        shape = question.pick(check_command(reply), self.board)
        if shape is None:
            raise ValueError(f"'{reply}' names none of the choices: answer with a number from 1 to "
                             f"{len(question.choices)} or a place such as 'the left one'")
        return self.choose(question.choices.index(shape) + 1)

    def undo(self) -> bool:
        """Back to the board before the last change (and what "it" meant there); False when none."""
        return self.conversation.undo()

    @property
    def undoable(self) -> int:
        """How many changes `undo` can take back."""
        return len(self.conversation.history)

    @property
    def question(self) -> Asked | None:
        """The robot's open question, or None."""
        question, board = self.conversation.question, self.conversation.board
        return Asked.of(question, board) if question is not None and board is not None else None

    @property
    def board(self) -> Scene | None:
        return self.conversation.board

    def load_board(self, board: BoardLike) -> Scene:
        """Make `board` the board (undoably; "it" and an open question are forgotten); `SceneFormatError`
        saying every problem of a bad one."""
        scene = read_board(board)
        self.conversation.restart(scene)
        return scene

    def board_json(self) -> dict[str, Any]:
        """The board as a scene JSON object (docs/scenes.md)."""
        self._need_board()
        return json.loads(dumps_scene(self.board))

    def board_text(self, color: bool = False) -> str:
        """The board drawn in text, the open question's choices numbered on it."""
        self._need_board()
        question = self.conversation.question
        return draw_board(self.board, color=color, marks=question.marks() if question is not None else None)

    def close(self) -> None:
        """Release what the parser holds (an ACE process)."""
        self.system.close()

    def __enter__(self) -> RobotSession:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _need_board(self) -> None:
        if self.conversation.board is None:
            raise NoBoardError("no board yet: load one first (a scene file, a Scene or a scene's JSON object)")


def open_session(board: BoardLike | None = None, *, system: str = "combined",
                 options: SystemOptions | None = None) -> RobotSession:
    """A session on `board` with the parser `system`, built from `options` (default: those of
    rcl-repl and rcl-parse: a real arm's physics, the ERG path where the environment puts it)."""
    scene = read_board(board) if board is not None else None
    return RobotSession(make_system(system, options or default_options()), scene)


def default_options(**fields: Any) -> SystemOptions:
    """The options rcl-repl and rcl-parse run with when given no flags: physical judging, and the
    ERG resources named by $RCL_ERG_PROFILE, $RCL_ACE and $RCL_ERG_GRAMMAR."""
    found = {"physics": PHYSICAL, "profile": locations.setting("profile"), "ace": locations.setting("ace"),
             "grammar": locations.setting("grammar")}
    return SystemOptions(**{**found, **fields})


def read_board(board: BoardLike) -> Scene:
    """The Scene `board` gives (a Scene, a scene file's path, a shipped example's name such as "demo",
    or a scene's JSON object)."""
    if isinstance(board, Scene):
        return board
    if isinstance(board, Mapping):
        return scene_from_json(dict(board))
    return load_named_scene(os.fspath(board))


__all__ = ["open_session", "RobotSession", "Response", "Asked", "Choice", "NoBoardError", "default_options",
           "read_board", "BoardLike"]
