"""The REPL's meta-commands (":undo", ":why", ":png FILE" ...): `MetaCommands`, a part of the
session (rcl.app.session.Session is one), one method each, listed in `META`.

Each takes the text after the command's name; a mistake in the argument is an
`RCLError`, which the session reports.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Callable

from planner import dumps_scene, scene_from_layout
from rcl.app.conversation import Conversation
from rcl.app.example_scenes import load_named_scene
from rcl.app.files import write_atomically
from rcl.app.render import board_png, board_svg
from rcl.errors import RCLError
from rcl.reader import read_rcl
from rcl.treebank import read_scene
from rcl.validate import problems


@dataclass(frozen=True)
class MetaCommand:
    name: str
    argument: str
    help: str
    run: Callable[[Any, str], None]


class MetaCommands:
    """The meta-commands of a session: what they use of it is below (the session provides it)."""

    conversation: Conversation
    running: bool
    treebank_path: str | None

    def show_help(self, argument: str) -> None:
        self.say("Type an English command to parse it, see its RCL, and run it on the board; refer to the")
        self.say("shape you hold or just moved as 'it'. When I ask which shape you mean, answer with its number.")
        self.say("Ask about the board too: 'where is the red cube?', 'what is on the blue cube?', 'what are you holding?'.")
        for command in META.values():
            self.say(f"  {(command.name + ' ' + command.argument).strip():<14} {command.help}")
        self.say("History and line editing work as in a shell (arrow keys, Ctrl-R); Ctrl-D quits.")

    def leave(self, argument: str) -> None:
        self.running = False

    def board(self, argument: str) -> None:
        self.show_board()

    def take_back(self, argument: str) -> None:
        if not self.conversation.undo():
            self.fail("nothing to undo")
            return
        left = len(self.conversation.history)
        self.say(f"undone ({left} more change{'s' * (left != 1)} to undo)")
        self.show_board()

    def reset(self, argument: str) -> None:
        if not self.conversation.reset():
            self.say("already at the starting scene")
            return
        self.say("back to the starting scene")
        self.show_board()

    def switch_scene(self, argument: str) -> None:
        if not argument:
            raise RCLError("give a scene: ':scene 8' (treebank scene number), ':scene my-scene.json' or "
                           "':scene example' (a shipped example)")
        if argument.isascii() and argument.isdigit():  # "²" is a digit to str.isdigit, not to int()
            before, _ = read_scene(int(argument), self.treebank_path)
            scene, origin = scene_from_layout(before), f"treebank scene {argument}"
        else:
            scene, origin = load_named_scene(file_name(argument)), argument
        self.conversation.restart(scene)
        self.say(f"now on {origin} (:undo goes back)")
        self.show_board()

    def run_rcl(self, argument: str) -> None:
        if not argument:
            raise RCLError("give a tree: :rcl (event: (action: take) (entity: (color: red) (type: cube)))")
        tree = read_rcl(argument)
        found = problems(tree)
        if found:
            self.fail("not executed: invalid RCL: " + "; ".join(str(p) for p in found))
            return
        self.show_turn(self.conversation.run_tree(tree, argument))

    def why(self, argument: str) -> None:
        turn = self.conversation.last_turn
        if turn is None:
            self.say("nothing parsed yet")
            return
        self.say(f"last command: {turn.text}")
        for line in turn.answer.explain_lines():
            self.say(f"  {line}")

    def show_mrs(self, argument: str) -> None:
        turn = self.conversation.last_parsed
        if turn is None:
            self.fail("no parsed command yet: :mrs shows the MRS of the last parse the ERG path produced")
            return
        if turn is not self.conversation.last_turn:
            self.say(f"(the last command had no parse; this is the MRS of '{turn.text}')")
        chosen = turn.answer.chosen
        if chosen.source != "erg" or chosen.detail is None:
            self.fail(f"the last parse came from {chosen.source}, not the ERG, so it has no MRS"
                      + ("; enable the ERG path with --erg-profile DIR or --ace/--grammar"
                         if self.conversation.system.status.erg == "off" else ""))
            return
        # Imported here: only an ERG candidate has an MRS, and pydelphin loads with the ERG path alone.
        from erg_bridge import format_mrs
        self.say(format_mrs(chosen.detail))

    def save(self, argument: str) -> None:
        write_atomically(writable(argument, ".json"), dumps_scene(self.scene))
        self.say(f"wrote the scene to {argument}")

    def svg(self, argument: str) -> None:
        write_atomically(writable(argument, ".svg"), board_svg(self.scene, marks=self.marks()))
        self.say(f"wrote {argument}")

    def png(self, argument: str) -> None:
        board_png(self.scene, writable(argument, ".png"), marks=self.marks())
        self.say(f"wrote {argument}")


#: The meta-commands by name, in the order :help lists them.
META: dict[str, MetaCommand] = {command.name: command for command in (
    MetaCommand(":help", "", "this list", MetaCommands.show_help),
    MetaCommand(":quit", "", "leave (also :q, Ctrl-D)", MetaCommands.leave),
    MetaCommand(":board", "", "draw the board again", MetaCommands.board),
    MetaCommand(":undo", "", "take back the last change to the board", MetaCommands.take_back),
    MetaCommand(":reset", "", "back to the starting scene (undoable)", MetaCommands.reset),
    MetaCommand(":scene", "N|FILE", "switch to treebank scene N (before-layout), a scene file or an example",
                MetaCommands.switch_scene),
    MetaCommand(":rcl", "TREE", "run an RCL tree typed by hand, e.g. :rcl (event: (action: take) ...)",
                MetaCommands.run_rcl),
    MetaCommand(":why", "", "how the last command was read: the readings tried and why they were passed over",
                MetaCommands.why),
    MetaCommand(":mrs", "", "the MRS of the last parse, when the ERG path answered", MetaCommands.show_mrs),
    MetaCommand(":save", "FILE", "write the current scene as JSON (atomically)", MetaCommands.save),
    MetaCommand(":svg", "FILE", "write a 3-D picture of the board as SVG", MetaCommands.svg),
    MetaCommand(":png", "FILE", "write a 3-D picture of the board as PNG", MetaCommands.png),
)}
ALIASES = {":q": ":quit", ":exit": ":quit", ":h": ":help", ":?": ":help", ":u": ":undo"}


def writable(argument: str, suffix: str) -> str:
    """`argument` if it can name a new file in an existing folder."""
    if not argument:
        raise RCLError(f"give a file name, e.g. board{suffix}")
    file_name(argument)
    folder = os.path.dirname(os.path.abspath(argument))
    if not os.path.isdir(folder):
        raise RCLError(f"cannot write {argument}: the folder {folder} does not exist")
    return argument


def file_name(argument: str) -> str:
    """`argument` if it can name a file; control characters (a NUL, say) cannot."""
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in argument):
        raise RCLError(f"{argument!r} is not a usable file name: it holds control characters")
    return argument
