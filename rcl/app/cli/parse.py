"""rcl-parse: English robot commands in, RCL trees out.

    rcl-parse "drop the blue cube" --scene data/scenes/example.json
    printf 'pick up the red prism\nput it on the blue cube\n' | rcl-parse --scene-id 8 --execute
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from planner import PHYSICAL, IncoherentError, Scene, dumps_scene, execute
from rcl.app.answer import Answer
from rcl.app.cli.options import add_scene_options, add_system_options, scene_from_args, system_options
from rcl.app.cli.run import EXIT_FAILED, EXIT_OK, UsageError, run_main
from rcl.app.dialogue import Context
from rcl.app.files import write_atomically
from rcl.app.question import Question, ask
from rcl.app.render import draw_board
from rcl.app.systems import Status, make_system
from rcl.app.textinput import InputError, check_command, decode_lines
from rcl.model import Node
from rcl.writer import to_pretty, to_string

DESCRIPTION = """\
Parse English commands for a robot arm into Robot Control Language (RCL) trees.

Give a command as an argument, or several, one per line, on standard input or
in a file (--file).  With a scene (--scene FILE or --scene-id N) every
candidate parse is checked by the spatial planner and the first one that makes
sense on that board wins; without a scene the planner is not used.
"""

EPILOG = """\
examples:
  rcl-parse "drop the blue cube" --scene data/scenes/example.json
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
    add_scene_options(parser)
    add_system_options(parser, physics=PHYSICAL)  # one verdict with or without --execute: a real arm's
    out = parser.add_argument_group("output")
    out.add_argument("--no-planner", action="store_true", help="do not consult the scene (the -SP condition)")
    out.add_argument("--json", action="store_true", help="one JSON object per command: tree, source, verdict, timings")
    out.add_argument("--explain", action="store_true", help="list the candidates tried and why each was rejected")
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
    if len(commands) == 1:
        check_command(commands[0])  # a hopeless single command fails before any model is loaded
    scene = scene_from_args(args)
    if args.execute and scene is None:
        raise UsageError("--execute needs a scene: give --scene FILE or --scene-id N")
    system = make_system(args.system, system_options(args))
    if system.status.erg == "off" and not args.json:
        print(system.status.message, file=sys.stderr)
    if scene is None or args.no_planner:
        print("rcl-parse: no scene given: the planner is not used" if scene is None
              else "rcl-parse: --no-planner: the scene is not consulted", file=sys.stderr)
    oneline = args.oneline or len(commands) > 1
    failures = 0
    context = Context.of(scene) if scene is not None else None
    for number, raw in enumerate(commands, 1):
        label = f"command {number}: " if len(commands) > 1 else ""
        try:
            text = check_command(raw)
        except InputError as e:
            if len(commands) == 1:
                raise
            failures += 1
            _emit_error(args, number, raw, str(e))
            continue
        consulted = None if args.no_planner else scene
        answer = system.parse(text, consulted, context if consulted is not None else None)
        question = ask(answer, consulted)
        _emit(args, answer, oneline, system.status, question, consulted)
        if not answer.answered:
            failures += 1
            if not args.json:
                for line in question.lines(consulted) if question else [answer.message]:
                    print(f"rcl-parse: {label}{line}", file=sys.stderr)
        if not args.json:
            for note in answer.user_notes():
                print(f"rcl-parse: {label}{note}", file=sys.stderr)
        if args.execute and answer.answered:
            before = scene
            scene, problem = _execute(answer.tree, scene)
            if problem:
                failures += 1
                print(f"rcl-parse: {label}not done: {problem}", file=sys.stderr)
            else:
                context = Context.after(before, scene)
    if args.execute:
        _show_scene(args, scene, failures)
    system.close()
    return EXIT_FAILED if failures else EXIT_OK


def _emit(args: argparse.Namespace, answer: Answer, oneline: bool, status: Status, question: Question | None,
          scene: Scene | None) -> None:
    """The result on stdout: the tree, or (several commands) an empty line for one that has none,
    or a JSON object; reasons go to stderr."""
    if args.json:
        failed = answer.failures.get("erg")
        data = {**answer.to_json(), "erg": f"failed: {failed}" if failed else status.erg,
                "question": question.to_json(scene) if question else None}
        print(json.dumps(data, ensure_ascii=False))
        return
    if answer.answered:
        print(to_string(answer.tree) if oneline else to_pretty(answer.tree))
    elif oneline:
        print()  # one line per command, so results line up with the commands
    if args.explain:
        for line in answer.explain_lines():
            print(f"  {line}")


def _execute(tree: Node, scene: Scene) -> tuple[Scene, str | None]:
    """(next scene, None), or (the same scene, why not) when the planner refuses the tree."""
    try:
        return execute(tree, scene), None
    except IncoherentError as e:
        return scene, str(e)


def _emit_error(args: argparse.Namespace, number: int, raw: str, message: str) -> None:
    if args.json:
        print(json.dumps({"text": raw, "error": message}, ensure_ascii=False))
    else:
        print()  # the command's slot in the results
        print(f"rcl-parse: command {number}: {message}", file=sys.stderr)


def check_out_path(out: str) -> None:
    """UsageError unless `out` can name a new or existing scene file (checked before any parsing)."""
    target = Path(out)
    if target.is_dir():
        raise UsageError(f"--out {out} is a folder: give a file name such as {target / 'scene.json'}")
    if not target.resolve().parent.is_dir():
        raise UsageError(f"--out {out}: the folder {target.resolve().parent} does not exist")


def _show_scene(args: argparse.Namespace, scene: Scene, failures: int = 0) -> None:
    """Print the resulting board, or write it to --out, when every command was parsed and executed.

    A scene that reflects only some of the commands would be a half-done job,
    so with failures nothing is shown or written, and stderr says so.
    """
    if failures:
        what = f"did not write {args.out}" if args.out else "no board shown"
        print(f"rcl-parse: {what}: {failures} command{'s' * (failures != 1)} failed, so the scene would be "
              "only partly updated", file=sys.stderr)
        return
    if args.out:
        write_atomically(args.out, dumps_scene(scene))
        print(f"rcl-parse: wrote the resulting scene to {args.out}", file=sys.stderr)
    elif args.json:  # one more JSON line, so the output stays one object per line
        print(json.dumps({"scene": json.loads(dumps_scene(scene))}, ensure_ascii=False))
    else:
        print(draw_board(scene, color=sys.stdout.isatty()))


if __name__ == "__main__":
    sys.exit(main())
