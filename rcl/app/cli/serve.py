"""rcl-serve: the conversation as JSON lines on stdin and stdout, for robot front-ends in any
language (the protocol: docs/protocol.md).

    rcl-serve --scene demo
    {"version": 1, "kind": "command", "text": "pick up the yellow pyramid"}
"""

from __future__ import annotations

import argparse
import sys

from planner import PHYSICAL
from rcl.app.cli.options import (add_scene_options, add_system_options, add_version_option, scene_from_args,
                                 system_options)
from rcl.app.cli.run import run_main
from rcl.app.protocol import ServeJob, serve

EPILOG = """\
Each line on stdin is one JSON request, each line on stdout one JSON response; the
first line out says the server is ready. Requests: command, answer, undo,
load_board, board (docs/protocol.md). A request that cannot be served gets an
error object on its line and the conversation goes on; the server ends when stdin
closes.

exit status: 0 when stdin closes; 2 usage error before the conversation starts
(bad flag, unreadable scene, unknown system).
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rcl-serve", epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Hold a conversation with the robot as JSON lines on stdin and stdout.")
    add_scene_options(parser)
    add_system_options(parser, physics=PHYSICAL)  # a robot front-end drives a real arm
    add_version_option(parser)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return run_main("rcl-serve", lambda: serve(ServeJob(args.system, system_options(args), scene_from_args(args)),
                                               sys.stdin.buffer, write_line))


def write_line(line: str) -> None:
    """One response on stdout, sent at once (the client waits for it)."""
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
