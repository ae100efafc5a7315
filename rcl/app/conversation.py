"""A conversation about a board: turns in order, "it" carried across them, questions answered, undo.

    conversation = Conversation(make_system("pcfg"), board)
    turn = conversation.say("pick up the red cube")     # a rcl.app.turn.Turn
    turn.answer.tree, turn.change, conversation.board
    turn = conversation.say("put it on the blue one")   # "it" is the red cube
    turn.question                                       # "which blue cube?" when two fit
    conversation.say("the left one")                    # answers it, and carries the command out
    conversation.say("what is on the blue cube?").reply # a question about the board, answered in words
    conversation.undo()

It is what the REPL (rcl.app.session), `rcl-parse` (rcl.app.commands) and
robot front-ends (the Python API) share: one turn per command
(`rcl.app.turn.take_turn`), the board each turn leaves, and what the
conversation established (the shape "it" means: the one held, else the one
moved last).  With `execute=False` every command is about the same board
(`rcl-parse` without `--execute`); with `planner=False` the board is not looked
at (the -SP condition).
"""

from __future__ import annotations

from dataclasses import dataclass

from planner import Scene
from rcl.app.answer import Answer
from rcl.app.dialogue import Context
from rcl.app.systems import System
from rcl.app.textinput import check_command
from rcl.app.turn import Turn, answer_question, take_tree, take_turn
from rcl.candidate import Candidate
from rcl.model import Node
from rcl.normalise import Utterance
from rcl.shape import Shape


@dataclass(frozen=True)
class Step:
    """A board and what the conversation had established on it (for undo)."""

    board: Scene
    last: Shape | None


class Conversation:
    """Commands about one board, in order."""

    def __init__(self, system: System, board: Scene | None, *, planner: bool = True, execute: bool = True):
        self.system = system
        self.board = board
        #: Where `reset` goes back to.
        self.start = board
        self.planner = planner
        self.execute = execute
        #: The shape the last command moved, took or dropped: what "it" means when nothing is held.
        self.last: Shape | None = None
        #: The boards before each change, for undo.
        self.history: list[Step] = []
        #: The last turn, and the last one whose command had a reading (its tree, its MRS).
        self.last_turn: Turn | None = None
        self.last_parsed: Turn | None = None
        #: The turn whose question ("which blue cube?") the next reply may answer.
        self.open: Turn | None = None

    @property
    def context(self) -> Context | None:
        """What "it" means now (None without a board)."""
        return Context.of(self.board, self.last) if self.board is not None else None

    @property
    def question(self):
        """The open question (rcl.app.question.Question), or None."""
        return self.open.question if self.open is not None else None

    def say(self, text: str) -> Turn:
        """A reply to the open question when it names one of its choices ("2", "the left one"), else a
        new command (or a question about the board, which leaves the open question open).
        `InputError` for text that is no command (empty, too long)."""
        utterance = check_command(text)
        asked, self.open = self.open, None
        if asked is not None and asked.question is not None and self.board is not None:
            shape = asked.question.pick(utterance, self.board)
            if shape is not None:
                return self._record(answer_question(self.system, asked, shape))
        turn = self.command(utterance)
        if turn.reply is not None:
            self.open = asked  # "where is the red cube?" while asked "which green cube?": still asked
        return turn

    def command(self, text: str | Utterance) -> Turn:
        """A command (never a reply to a question), on the board as it is now."""
        self.open = None
        return self._record(take_turn(self.system, text, self.board, self.context, planner=self.planner))

    def choose(self, number: int) -> Turn:
        """The open question answered with its choice `number` (from 1): the command carried out."""
        asked = self.open
        if asked is None or asked.question is None:
            raise ValueError("no question is open")
        choices = asked.question.choices
        if not 1 <= number <= len(choices):
            raise ValueError(f"choose a number from 1 to {len(choices)}")
        self.open = None
        return self._record(answer_question(self.system, asked, choices[number - 1]))

    def run_tree(self, tree: Node, text: str) -> Turn:
        """A tree typed by hand (`text`), judged and carried out as a command's reading would be."""
        if self.board is None:
            raise ValueError("a tree can only be run on a board")
        answer = Answer(Utterance(text, (), ()), self.system.name)
        return self._record(take_tree(Candidate(tree, "typed"), answer, self.board, self.context))

    def undo(self) -> bool:
        """Back to the board (and what "it" meant) before the last change; False when there was none."""
        if not self.history:
            return False
        step = self.history.pop()
        self.board, self.last, self.open = step.board, step.last, None
        return True

    def change_to(self, board: Scene, last: Shape | None = None) -> None:
        """Make `board` the board (undoably); `last`: the shape "it" may mean on it."""
        if self.board is not None:
            self.history.append(Step(self.board, self.last))
        self.board, self.last, self.open = board, last, None

    def restart(self, board: Scene) -> None:
        """A new starting board (undoably): `reset` comes back here."""
        self.start = board
        self.change_to(board)

    def reset(self) -> bool:
        """Back to the starting board (undoably); False when already there."""
        if self.board == self.start or self.start is None:
            return False
        self.change_to(self.start)
        return True

    def _record(self, turn: Turn) -> Turn:
        self.last_turn = turn
        if turn.answer.answered:
            self.last_parsed = turn
        if turn.question is not None:
            self.open = turn
        if turn.done and self.execute:
            self.change_to(turn.board, turn.moved)
        return turn
