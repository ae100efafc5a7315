"""The REPL's session: one typed line in, the parse, the move and the new board out.

A `Session` holds the simulated scene, the undo history and the last answer.
`Session.handle(line)` never raises for anything a user can type: parser and
planner errors become a message, and the scene changes only when a command
was parsed *and* executed.

    >>> import io
    >>> from rcl.app.session import Session
    >>> out = io.StringIO()
    >>> session = Session(system=None, scene=None, out=out)
    >>> session.handle(":frobnicate")
    >>> print(out.getvalue().strip())
    unknown command ':frobnicate'; type :help for the list
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Callable, TextIO

from delphin.codecs import simplemrs
from delphin.mrs import MRS

from planner import IncoherentError, Scene, dumps_scene, execute, load_scene, scene_from_layout
from rcl.app.answer import Answer
from rcl.app.files import write_atomically
from rcl.app.render import board_png, board_svg, draw_board
from rcl.app.systems import System
from rcl.app.textinput import check_command
from rcl.errors import RCLError
from rcl.reader import read_rcl
from rcl.treebank import Treebank, load_treebank
from rcl.validate import problems
from rcl.writer import to_pretty

WELCOME = "Type a command such as 'pick up the red cube', or :help for the meta-commands."


@dataclass(frozen=True)
class MetaCommand:
    name: str
    argument: str
    help: str
    run: Callable[["Session", str], None]


META: dict[str, MetaCommand] = {}
ALIASES = {":q": ":quit", ":exit": ":quit", ":h": ":help", ":?": ":help", ":u": ":undo"}


def meta(name: str, argument: str, help: str):
    """Register a Session method as the meta-command `name`."""
    def decorate(method):
        META[name] = MetaCommand(name, argument, help, method)
        return method
    return decorate


class Session:
    """A simulated board that typed commands change."""

    def __init__(self, system: System, scene: Scene, out: TextIO, color: bool = False, width: int = 80,
                 treebank: str | None = None):
        self.system = system
        self.scene = scene
        #: Where :reset goes back to (the scene given at start or by :scene).
        self.start = scene
        self.undo_stack: list[Scene] = []
        self.last_answer: Answer | None = None
        #: The last answer that had a parse (:mrs shows its MRS even after a failed command).
        self.last_parsed: Answer | None = None
        self.out = out
        self.color = color
        self.width = width
        self.treebank_path = treebank
        self._treebank: Treebank | None = None
        self.running = True
        #: Lines that failed (no parse, incoherent, errors): a scripted session's exit status.
        self.failures = 0

    # -- output -------------------------------------------------------------

    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def show_board(self) -> None:
        self.say(draw_board(self.scene, color=self.color, width=self.width))

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
        self.parse_and_execute(line)

    # -- typed commands -------------------------------------------------------

    def parse_and_execute(self, line: str) -> None:
        text = check_command(line)
        answer = self.system.parse(text, self.scene)
        self.last_answer = answer
        if answer.answered:
            self.last_parsed = answer
        if not answer.answered:
            failed = f"\n({answer.failure_note})" if answer.failures else ""
            self.fail(f"no parse: {answer.explanation}{failed}\n(nothing changed; :why lists what was tried)")
            return
        self.say(to_pretty(answer.tree))
        self.say(f"  [{answer.explanation}]")
        for note in (answer.failure_note, answer.words_note):
            if note:
                self.say(f"  ({note})")
        self.execute(answer.tree)

    def execute(self, tree) -> bool:
        """Apply `tree` to the scene; on refusal say why and leave the scene alone."""
        try:
            after = execute(tree, self.scene)
        except IncoherentError as e:
            self.fail(f"not executed: {e}\n(nothing changed)")
            return False
        self.change_to(after, describe_change(self.scene, after))
        return True

    def change_to(self, scene: Scene, what: str) -> None:
        self.undo_stack.append(self.scene)
        self.scene = scene
        if what:
            self.say(what)
        self.show_board()

    # -- meta-commands --------------------------------------------------------

    @meta(":help", "", "this list")
    def help(self, argument: str) -> None:
        self.say("Type an English command to parse it, see its RCL, and run it on the board.")
        for command in META.values():
            self.say(f"  {(command.name + ' ' + command.argument).strip():<14} {command.help}")
        self.say("History and line editing work as in a shell (arrow keys, Ctrl-R); Ctrl-D quits.")

    @meta(":quit", "", "leave (also :q, Ctrl-D)")
    def quit(self, argument: str) -> None:
        self.running = False

    @meta(":board", "", "draw the board again")
    def board(self, argument: str) -> None:
        self.show_board()

    @meta(":undo", "", "take back the last change to the board")
    def undo(self, argument: str) -> None:
        if not self.undo_stack:
            self.fail("nothing to undo")
            return
        self.scene = self.undo_stack.pop()
        self.say(f"undone ({len(self.undo_stack)} more change{'s' * (len(self.undo_stack) != 1)} to undo)")
        self.show_board()

    @meta(":reset", "", "back to the starting scene (undoable)")
    def reset(self, argument: str) -> None:
        if self.scene == self.start:
            self.say("already at the starting scene")
            return
        self.change_to(self.start, "back to the starting scene")

    @meta(":scene", "N|FILE", "switch to treebank scene N (before-layout) or a scene file")
    def switch_scene(self, argument: str) -> None:
        if not argument:
            raise RCLError("give a scene: ':scene 8' (treebank scene number) or ':scene my-scene.json'")
        if argument.isascii() and argument.isdigit():  # "²" is a digit to str.isdigit, not to int()
            before, _ = self.treebank().scene(int(argument))
            scene, origin = scene_from_layout(before), f"treebank scene {argument}"
        else:
            scene, origin = load_scene(_file_name(argument)), argument
        self.start = scene
        self.change_to(scene, f"now on {origin} (:undo goes back)")

    @meta(":rcl", "TREE", "run an RCL tree typed by hand, e.g. :rcl (event: (action: take) ...)")
    def rcl(self, argument: str) -> None:
        if not argument:
            raise RCLError("give a tree: :rcl (event: (action: take) (entity: (color: red) (type: cube)))")
        tree = read_rcl(argument)
        found = problems(tree)
        if found:
            self.fail("not executed: invalid RCL: " + "; ".join(str(p) for p in found))
            return
        self.say(to_pretty(tree))
        self.execute(tree)

    @meta(":why", "", "how the last command was parsed: candidates tried and why they were passed over")
    def why(self, argument: str) -> None:
        if self.last_answer is None:
            self.say("nothing parsed yet")
            return
        self.say(f"last command: {self.last_answer.text}")
        for line in self.last_answer.explain_lines():
            self.say(f"  {line}")

    @meta(":mrs", "", "the MRS of the last parse, when the ERG path answered")
    def mrs(self, argument: str) -> None:
        answer = self.last_parsed
        if answer is None:
            self.fail("no parsed command yet: :mrs shows the MRS of the last parse the ERG path produced")
            return
        if answer is not self.last_answer:
            self.say(f"(the last command had no parse; this is the MRS of '{answer.text}')")
        chosen = answer.chosen
        if chosen.source != "erg" or chosen.detail is None:
            self.fail(f"the last parse came from {chosen.source}, not the ERG, so it has no MRS"
                      + ("; enable the ERG path with --erg-profile DIR or --ace/--grammar"
                         if self.system.status.erg == "off" else ""))
            return
        self.say(format_mrs(chosen.detail))

    @meta(":save", "FILE", "write the current scene as JSON (atomically)")
    def save(self, argument: str) -> None:
        write_atomically(self._path(argument, ".json"), dumps_scene(self.scene))
        self.say(f"wrote the scene to {argument}")

    @meta(":svg", "FILE", "write a 3-D picture of the board as SVG")
    def svg(self, argument: str) -> None:
        write_atomically(self._path(argument, ".svg"), board_svg(self.scene))
        self.say(f"wrote {argument}")

    @meta(":png", "FILE", "write a 3-D picture of the board as PNG")
    def png(self, argument: str) -> None:
        board_png(self.scene, self._path(argument, ".png"))
        self.say(f"wrote {argument}")

    # -- helpers ----------------------------------------------------------------

    def _path(self, argument: str, suffix: str) -> str:
        if not argument:
            raise RCLError(f"give a file name, e.g. board{suffix}")
        _file_name(argument)
        folder = os.path.dirname(os.path.abspath(argument))
        if not os.path.isdir(folder):
            raise RCLError(f"cannot write {argument}: the folder {folder} does not exist")
        return argument

    def treebank(self) -> Treebank:
        """The treebank, read when a :scene N first needs it."""
        if self._treebank is None:
            self._treebank = load_treebank(self.treebank_path)
        return self._treebank


def _file_name(argument: str) -> str:
    """`argument` if it can name a file; control characters (a NUL, say) cannot."""
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in argument):
        raise RCLError(f"{argument!r} is not a usable file name: it holds control characters")
    return argument


def describe_change(before: Scene, after: Scene) -> str:
    """'took the red cube: (3,3,0) -> (3,3,4)': what execution changed, in words."""
    gone, came = sorted(set(before.shapes) - set(after.shapes)), sorted(set(after.shapes) - set(before.shapes))
    if not gone and not came:
        return "the board is unchanged"
    if len(gone) == 1 and len(came) == 1:
        a, b = gone[0], came[0]
        verb = "took" if after.held == b else "dropped" if before.held == a else "moved"
        return f"{verb} the {a.name}: ({a.x},{a.y},{a.z}) -> ({b.x},{b.y},{b.z})"
    return f"{len(came)} shape{'s' * (len(came) != 1)} changed place"


def format_mrs(mrs: MRS | str) -> str:
    """SimpleMRS text (indented) of an ERG candidate's MRS (a string is shown as it is)."""
    return mrs if isinstance(mrs, str) else simplemrs.encode(mrs, indent=True)
