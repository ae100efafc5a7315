"""rcl-parse: English robot commands in, RCL trees out.

    rcl-parse "drop the blue cube" --scene example
    printf 'pick up the red prism\nput it on the blue cube\n' | rcl-parse --scene-id 8 --execute
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from planner import PHYSICAL
from rcl.app.cli.options import (add_scene_options, add_system_options, add_version_option, scene_from_args,
                                 system_options)
from rcl.app.cli.run import UsageError, run_main
from rcl.app.commands import ParseJob, parse_commands
from rcl.app.textinput import decode_lines

DESCRIPTION = """\
Parse English commands for a robot arm into Robot Control Language (RCL) trees.

Give a command as an argument, or several, one per line, on standard input or
in a file (--file).  With a scene (--scene FILE or --scene-id N) every
candidate parse is checked by the spatial planner and the first one that makes
sense on that board wins; without a scene the planner is not used.
"""

EPILOG = """\
examples:
  rcl-parse "drop the blue cube" --scene example
  rcl-parse "pick up the green pyramid" --scene-id 8 --explain
  rcl-parse --file commands.txt --scene scene.json --json
  echo "take the red block" | rcl-parse --scene scene.json --execute --out next.json

exit status: 0 every command parsed; 1 some command had no (coherent) parse
(with --execute --out, the scene file is then left untouched); 2 usage or
input error (bad flag, unreadable scene, empty or non-UTF-8 input).
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rcl-parse", description=DESCRIPTION, epilog=EPILOG,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("text", nargs="?", help="the command (omit to read one command per line from stdin)")
    parser.add_argument("--file", metavar="FILE", help="read commands from FILE, one per line")
    add_version_option(parser)
    add_scene_options(parser)
    add_system_options(parser, physics=PHYSICAL)  # one verdict with or without --execute: a real arm's
    out = parser.add_argument_group("output")
    out.add_argument("--no-planner", action="store_true", help="do not consult the scene (the -SP condition)")
    out.add_argument("--json", action="store_true", help="one JSON object per command: tree, source, verdict, timings")
    out.add_argument("--explain", action="store_true",
                     help="list the candidates tried and why each was rejected (and, on stderr, whether the "
                          "ERG path is off)")
    out.add_argument("--oneline", action="store_true", help="print each tree on one line (default for several commands)")
    out.add_argument("--execute", action="store_true",
                     help="apply each parsed command to the scene, in order, and show the resulting board")
    out.add_argument("--out", metavar="FILE", help="with --execute: write the resulting scene JSON to FILE")
    return parser


def read_commands(args: argparse.Namespace) -> list[str]:
    if args.text is not None and args.file:
        raise UsageError("give a command or --file, not both")
    if args.text is not None:
        return [args.text]
    if args.file:
        try:
            data = Path(args.file).read_bytes()
        except OSError as e:
            raise UsageError(f"cannot read --file {args.file}: {e.strerror}") from None
        lines = [line for line in decode_lines(data, args.file) if line.strip()]
        if not lines:
            raise UsageError(f"--file {args.file} held no command: give one command per line")
        return lines
    if sys.stdin is None or sys.stdin.isatty():
        raise UsageError('no command given: rcl-parse "drop the blue cube" (or pipe commands on stdin)')
    lines = [line for line in decode_lines(sys.stdin.buffer.read(), "stdin") if line.strip()]
    if not lines:
        raise UsageError("stdin held no command: give one command per line")
    return lines


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return run_main("rcl-parse", lambda: run(args))


def run(args: argparse.Namespace) -> int:
    if args.out and not args.execute:
        raise UsageError("--out needs --execute")
    if args.out:
        check_out_path(args.out)
    commands = read_commands(args)
    scene = scene_from_args(args)
    if args.execute and scene is None:
        raise UsageError("--execute needs a scene: give --scene FILE or --scene-id N")
    job = ParseJob(args.system, system_options(args), scene, planner=not args.no_planner, execute=args.execute,
                   out_file=args.out, json=args.json, explain=args.explain, oneline=args.oneline,
                   color=sys.stdout.isatty())
    return parse_commands(commands, job, out=print, err=lambda line: print(line, file=sys.stderr))


def check_out_path(out: str) -> None:
    """UsageError unless `out` can name a new or existing scene file (checked before any parsing)."""
    target = Path(out)
    if target.is_dir():
        raise UsageError(f"--out {out} is a folder: give a file name such as {target / 'scene.json'}")
    if not target.resolve().parent.is_dir():
        raise UsageError(f"--out {out}: the folder {target.resolve().parent} does not exist")


if __name__ == "__main__":
    sys.exit(main())
