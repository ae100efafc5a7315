"""The REPL's session: a conversation about a board, one typed line at a time.

A `Session` holds the simulated scene, the undo history, what the conversation
established (the shape "it" means: the held one, or the one the last command
moved) and, after an ambiguous command, the question it asked.  `handle(line)`
never raises for anything a user can type: parser and planner problems become
plain messages, and the scene changes only when a command was understood *and*
carried out.

    >>> import io
    >>> from rcl.app.session import Session
    >>> out = io.StringIO()
    >>> session = Session(system=None, scene=None, out=out)
    >>> session.handle(":frobnicate")
    >>> print(out.getvalue().strip())
    unknown command ':frobnicate'; type :help for the list
"""

from __future__ import annotations

from typing import TextIO

from planner import Scene
from rcl.app.board_answers import BoardAnswer
from rcl.app.conversation import Conversation
from rcl.app.metacommands import ALIASES, META, MetaCommands
from rcl.app.question import Question
from rcl.app.render import draw_board
from rcl.app.systems import System
from rcl.app.turn import Turn
from rcl.errors import RCLError
from rcl.shape import Shape
from rcl.writer import to_pretty

WELCOME = ("Type a command such as 'pick up the red cube', then 'put it on the blue cube'; "
           ":help lists the meta-commands.")

__all__ = ["Session", "WELCOME"]


class Session(MetaCommands):
    """A simulated board that typed commands change: a `Conversation` and what the user reads of it."""

    def __init__(self, system: System, scene: Scene, out: TextIO, color: bool = False, width: int = 80,
                 treebank: str | None = None):
        self.conversation = Conversation(system, scene)
        self.out = out
        self.color = color
        self.width = width
        #: Where `:scene N` reads treebank scenes (None: $RCL_TREEBANK or ../shared/treebank).
        self.treebank_path = treebank
        self.running = True
        #: Lines that failed (not understood, not possible, errors): with a question left open at the
        #: end, a scripted session's exit status.
        self.failures = 0

    # -- what the conversation holds ------------------------------------------

    @property
    def system(self) -> System:
        return self.conversation.system

    @property
    def scene(self) -> Scene:
        return self.conversation.board

    @property
    def question(self) -> Question | None:
        return self.conversation.question

    @property
    def last_turn(self) -> Turn | None:
        return self.conversation.last_turn

    # -- output -------------------------------------------------------------

    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def show_board(self) -> None:
        self.say(draw_board(self.scene, color=self.color, width=self.width, marks=self.marks()))

    def marks(self) -> dict[Shape, str]:
        """The numbers of an open question's choices, to draw on the board."""
        return self.question.marks() if self.question is not None else {}

    def fail(self, message: str) -> None:
        self.failures += 1
        self.say(message)

    # -- the loop's one entry point -----------------------------------------

    def handle(self, line: str) -> None:
        """Act on one input line; report every problem instead of raising it."""
        try:
            self._dispatch(line)
        except RCLError as e:
            self.fail(f"error: {e}")
        except OSError as e:
            self.fail(f"error: {e.strerror or e}{': ' + str(e.filename) if e.filename else ''}")
        except RecursionError:
            self.fail("error: that input is nested too deeply to read; nothing changed")
        except Exception as e:  # a bug: say so, keep the session alive and the scene intact
            self.fail(f"internal error ({type(e).__name__}: {e}); nothing changed. "
                      "Please report this with the line you typed.")

    def _dispatch(self, line: str) -> None:
        stripped = line.strip()
        if not stripped:
            return
        if stripped.startswith(":"):
            name, _, argument = stripped.partition(" ")
            name = ALIASES.get(name.lower(), name.lower())
            command = META.get(name)
            if command is None:
                self.fail(f"unknown command '{name}'; type :help for the list")
                return
            command.run(self, argument.strip())
            return
        self.show_turn(self.conversation.say(line))

    # -- what a turn shows ------------------------------------------------------

    def show_turn(self, turn: Turn) -> None:
        """The tree, the notes, and what changed (the board again), or the question, or why not; for a
        question about the board, its answer (with the board, the shapes it names marked)."""
        answer = turn.answer
        if turn.reply is not None:
            self.show_reply(turn.reply)
            return
        if turn.question is not None:
            self.show_board()
            for note in answer.user_notes():
                self.say(f"({note})")
            self.say("\n".join(turn.question.lines(self.scene)))
            return
        if answer.answered:
            self.say(to_pretty(answer.tree))
            for note in answer.user_notes() + ([turn.notice] if turn.notice else []):
                self.say(f"({note})")
        if turn.done:
            self.say(turn.change)
            self.show_board()
        else:
            hint = "" if turn.problem else "; :why shows how I read it"
            self.fail(f"{turn.message}\n(nothing changed{hint})")

    def show_reply(self, reply: BoardAnswer) -> None:
        """The answer to a question about the board, after the board with the shapes it names numbered."""
        if reply.shapes:
            self.say(draw_board(self.scene, color=self.color, width=self.width, marks=reply.marks()))
        self.say(reply.text)
        if self.question is not None:  # a question about the board left the robot's own question open
            self.say(f"(still waiting for your answer: {self.question.lines(self.scene)[0]})")

    def change_to(self, scene: Scene, what: str) -> None:
        """Make `scene` the board (undoably) and say what changed."""
        self.conversation.change_to(scene)
        if what:
            self.say(what)
        self.show_board()
