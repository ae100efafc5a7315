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

from dataclasses import dataclass
from typing import TextIO

from planner import IncoherentError, Scene, execute
from rcl.app.answer import Answer
from rcl.app.dialogue import Context
from rcl.app.metacommands import ALIASES, META, MetaCommands, format_mrs
from rcl.app.question import Question, ask
from rcl.app.render import draw_board
from rcl.app.systems import System
from rcl.app.textinput import check_command
from rcl.errors import RCLError
from rcl.model import Node
from rcl.shape import Shape
from rcl.treebank import Treebank, load_treebank
from rcl.writer import to_pretty

WELCOME = ("Type a command such as 'pick up the red cube', then 'put it on the blue cube'; "
           ":help lists the meta-commands.")

__all__ = ["Session", "WELCOME", "describe_change", "format_mrs"]


@dataclass(frozen=True)
class Step:
    """A board and what the conversation had established on it (for :undo)."""

    scene: Scene
    last: Shape | None


class Session(MetaCommands):
    """A simulated board that typed commands change."""

    def __init__(self, system: System, scene: Scene, out: TextIO, color: bool = False, width: int = 80,
                 treebank: str | None = None):
        self.system = system
        self.scene = scene
        #: Where :reset goes back to (the scene given at start or by :scene).
        self.start = scene
        self.history: list[Step] = []
        #: The shape the last command moved, took or dropped: what "it" means when nothing is held.
        self.last: Shape | None = None
        #: The question the last command left open ("which blue cube?"), answered by the next line.
        self.question: Question | None = None
        self.last_answer: Answer | None = None
        #: The last answer that had a parse (:mrs shows its MRS even after a failed command).
        self.last_parsed: Answer | None = None
        self.out = out
        self.color = color
        self.width = width
        self.treebank_path = treebank
        self._treebank: Treebank | None = None
        self.running = True
        #: Lines that failed (not understood, not possible, errors): with a question left open at the
        #: end, a scripted session's exit status.
        self.failures = 0

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
        text = check_command(line)
        question, self.question = self.question, None
        if question is not None:
            chosen = question.pick(text, self.scene)
            if chosen is not None:
                self.answer(question, chosen)
                return
        self.parse_and_execute(text)

    # -- typed commands -------------------------------------------------------

    def parse_and_execute(self, text: str) -> None:
        """Understand a command in the conversation's context, then carry it out, or ask which shape."""
        answer = self.system.parse(text, self.scene, Context.of(self.scene, self.last))
        self.last_answer = answer
        if not answer.answered:
            self.question = ask(answer, self.scene)
            if self.question is not None:
                self.show_board()
                for note in answer.user_notes():
                    self.say(f"({note})")
                self.say("\n".join(self.question.lines(self.scene)))
                return
            self.fail(f"{answer.message}\n(nothing changed; :why shows how I read it)")
            return
        self.last_parsed = answer
        self.say(to_pretty(answer.tree))
        for note in answer.user_notes():
            self.say(f"({note})")
        self.execute(answer.tree)

    def answer(self, question: Question, shape: Shape) -> None:
        """Finish the command a question was about, with the shape the user chose."""
        if question.resolution is not None:
            resolution = question.resolution.choose(shape, self.scene)
            self.say(f"({resolution.note})")
            named = self.system.parse(resolution.utterance.text, self.scene)
            if named.answered:
                self.last_answer = self.last_parsed = named
                self.say(to_pretty(named.tree))
                self.execute(named.tree)
            else:
                self.fail(f"{named.message}\n(nothing changed)")
            return
        tree = question.complete(shape, self.scene)
        if tree is None:
            self.fail(f"I cannot describe the {shape.name} at x={shape.x} y={shape.y} so that the robot can be "
                      "sure which one it is; type a fuller command\n(nothing changed)")
            return
        self.say(to_pretty(tree))
        self.execute(tree)

    def execute(self, tree: Node) -> bool:
        """Apply `tree` to the scene; on refusal say why and leave the scene alone."""
        try:
            after = execute(tree, self.scene)
        except IncoherentError as e:
            self.fail(f"I cannot do that here: {e}\n(nothing changed)")
            return False
        self.change_to(after, describe_change(self.scene, after), Context.after(self.scene, after).last)
        return True

    def change_to(self, scene: Scene, what: str, last: Shape | None) -> None:
        """Make `scene` the board (undoably), `last` the shape "it" may mean; say what changed."""
        self.history.append(Step(self.scene, self.last))
        self.scene, self.last, self.question = scene, last, None
        if what:
            self.say(what)
        self.show_board()

    def undo(self) -> None:
        """Back to the board (and what "it" meant) before the last change."""
        step = self.history.pop()
        self.scene, self.last, self.question = step.scene, step.last, None

    def treebank(self) -> Treebank:
        """The treebank, read when a :scene N first needs it."""
        if self._treebank is None:
            self._treebank = load_treebank(self.treebank_path)
        return self._treebank


def describe_change(before: Scene, after: Scene) -> str:
    """'took the red cube: (3,3,0) -> (3,3,4)': what execution changed, in words."""
    gone, came = sorted(set(before.shapes) - set(after.shapes)), sorted(set(after.shapes) - set(before.shapes))
    if not gone and not came:
        return "the board is unchanged"
    if len(gone) == 1 and len(came) == 1:
        a, b = gone[0], came[0]
        if after.held == b:
            verb = "took"
        elif before.held == a:
            verb = "put down" if (a.x, a.y) == (b.x, b.y) else "carried and put down"
        else:
            verb = "moved"
        return f"{verb} the {a.name}: ({a.x},{a.y},{a.z}) -> ({b.x},{b.y},{b.z})"
    return f"{len(came)} shape{'s' * (len(came) != 1)} changed place"
