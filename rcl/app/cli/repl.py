"""rcl-repl: type robot commands, see their RCL, and watch a simulated board change.

    rcl-repl --scene demo
    rcl-repl --scene-id 8
    printf 'pick up the green pyramid\\n:undo\\n' | rcl-repl --scene-id 8

On a terminal the prompt has line editing and a history kept across sessions
(prompt_toolkit; file ~/.local/share/rcl-parser/history, or $RCL_HISTORY).
When input is piped the lines are read one by one and echoed after the prompt,
so a scripted session reads like a transcript.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import BinaryIO, Iterable

from prompt_toolkit import PromptSession
from prompt_toolkit.history import FileHistory, InMemoryHistory

from planner import PHYSICAL
from rcl import locations
from rcl.app.cli.options import (add_scene_options, add_system_options, add_version_option, scene_from_args,
                                 system_options)
from rcl.app.cli.run import EXIT_FAILED, EXIT_OK, UsageError, run_main
from rcl.app.render import color_supported
from rcl.app.session import WELCOME, Session
from rcl.app.systems import make_system

PROMPT = "rcl> "

EPILOG = """\
meta-commands (type :help in the session):
  :undo  :reset  :scene N  :rcl TREE  :why  :mrs  :save FILE  :png FILE  :svg FILE  :help  :quit

exit status: 0 normally; with piped input, 1 if some line was not parsed or not
executed; 2 usage error (bad flag, unreadable scene, unknown system).
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rcl-repl", epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter,
        description="An interactive robot-arm simulator: each English command is parsed into RCL, "
                    "executed on the board, and the board is drawn again.")
    add_version_option(parser)
    add_scene_options(parser)
    add_system_options(parser, physics=PHYSICAL)  # a demo arm should not stack into taken cells
    look = parser.add_argument_group("display")
    look.add_argument("--no-color", action="store_true", help="plain text board (also when $NO_COLOR is set)")
    look.add_argument("--width", type=int, default=None, metavar="N", help="board width in characters (default: the terminal's)")
    return parser


def history_path() -> Path:
    """$RCL_HISTORY, else the per-user data folder ($XDG_DATA_HOME or ~/.local/share)/rcl-parser/history."""
    given = locations.setting("history")
    if given:
        return Path(given).expanduser()
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "rcl-parser" / "history"


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return run_main("rcl-repl", lambda: run(args))


def run(args: argparse.Namespace) -> int:
    session = start_session(args)
    try:
        if sys.stdin.isatty() and sys.stdout.isatty():
            interactive(session)
        else:
            scripted(session, sys.stdin.buffer)
    except KeyboardInterrupt:
        session.say()
    finally:
        session.system.close()
    unfinished = session.failures or session.question is not None
    return EXIT_FAILED if unfinished and not sys.stdin.isatty() else EXIT_OK


def start_session(args: argparse.Namespace) -> Session:
    """The session the flags describe, greeted and with its board drawn."""
    scene = scene_from_args(args)
    if scene is None:
        raise UsageError("no scene given: start with --scene FILE or --scene-id N (a treebank scene)")
    system = make_system(args.system, system_options(args))
    color = not args.no_color and color_supported(sys.stdout)
    width = args.width or _terminal_width()
    session = Session(system, scene, sys.stdout, color=color, width=width, treebank=args.treebank)
    origin = args.scene if args.scene else f"treebank scene {args.scene_id}"
    session.say(f"rcl-repl: system {system.name}, scene {origin}")
    if system.status.message:
        session.say(system.status.message)
    session.show_board()
    session.say(WELCOME)
    return session


def _terminal_width() -> int:
    try:
        return max(40, os.get_terminal_size(sys.stdout.fileno()).columns)
    except (OSError, ValueError, AttributeError):
        return 80


def run_lines(session: Session, lines: Iterable[str], echo: bool = True) -> None:
    """Feed lines to the session until they run out or :quit (the loop the tests drive)."""
    for line in lines:
        if echo:
            session.say(PROMPT + line)
        session.handle(line)
        if not session.running:
            break


def scripted(session: Session, stream: BinaryIO) -> None:
    """Piped input: one command per line; a line that is not UTF-8 is reported and skipped."""
    run_lines(session, _decoded_lines(session, stream))


def _decoded_lines(session: Session, stream: BinaryIO) -> Iterable[str]:
    for number, raw in enumerate(stream, 1):
        try:
            yield raw.decode("utf-8").removeprefix("\ufeff").rstrip("\r\n")
        except UnicodeDecodeError as e:
            session.fail(f"error: input line {number} is not UTF-8 (byte 0x{raw[e.start]:02x}); skipped")


def interactive(session: Session) -> None:
    """A prompt with line editing and a persistent history."""
    path = history_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch(exist_ok=True)
        history = FileHistory(str(path))
    except OSError as e:
        session.say(f"(history not saved: cannot use {path}: {e.strerror}; set RCL_HISTORY to another file)")
        history = InMemoryHistory()
    prompt = PromptSession(history=history)
    while session.running:
        try:
            line = prompt.prompt(PROMPT)
        except KeyboardInterrupt:
            continue  # Ctrl-C clears the line, as in a shell
        except EOFError:
            session.say()
            break
        try:
            session.handle(line)
        except KeyboardInterrupt:
            session.say("interrupted; nothing changed")


if __name__ == "__main__":
    sys.exit(main())
