"""rcl-scene: scene files for the planner (format: docs/scenes.md).

    rcl-scene 8 > scene.json                  the before-layout of treebank scene 8
    rcl-scene 8 --after --out after.json      its after-layout
    rcl-scene check scene.json other.json     validate files, listing every problem
    rcl-scene show scene.json                 draw a scene file (or a scene number, or an example)
    rcl-scene example demo --out demo.json    a copy of an example scene shipped with the package
"""

from __future__ import annotations

import argparse
import sys

from planner import SceneFormatError, dumps_scene, load_scene, scene_from_layout
from rcl.app.cli.options import TREEBANK_HELP, add_version_option
from rcl.app.cli.run import EXIT_OK, EXIT_USAGE, run_main
from rcl.app.example_scenes import example_names, example_text, load_named_scene
from rcl.app.files import write_atomically
from rcl.app.render import draw_board
from rcl.treebank import read_scene

#: A scene file that does not validate: the same status as any input error.
EXIT_BAD = EXIT_USAGE
COMMANDS = ("export", "check", "show", "example")
#: The options that take a value, which is never a command.
OPTIONS_WITH_VALUE = ("--treebank", "--out")

DESCRIPTION = """\
Scene files for the planner: JSON boards that rcl-parse --scene reads.

  rcl-scene [export] N [--after] [--out FILE]   write treebank scene N (1..1000) as JSON:
                                                its before-layout, or with --after its after-layout
  rcl-scene check FILE...                       validate scene files; every problem is listed
                                                with its place in the file (exit 2 if any is bad)
  rcl-scene show FILE|N|NAME [--after]          draw a scene file, a treebank scene or an example
  rcl-scene example [NAME] [--out FILE]         write an example scene shipped with the package,
                                                as it is (NAME: {names}; default example):
                                                a board to start from; the tools also take the
                                                name itself (rcl-parse --scene example)
"""

EPILOG = """\
examples:
  rcl-scene --treebank ../shared/treebank 8 > scene.json
  rcl-scene example --out board.json && rcl-scene check board.json
  rcl-scene show demo
"""


def build_parser() -> argparse.ArgumentParser:
    description = DESCRIPTION.format(names=", ".join(example_names()))
    parser = argparse.ArgumentParser(prog="rcl-scene", description=description, epilog=EPILOG,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--treebank", metavar="DIR", help=TREEBANK_HELP)
    add_version_option(parser)
    sub = parser.add_subparsers(dest="command", required=True, metavar="{" + ",".join(COMMANDS) + "}")
    treebank = argparse.ArgumentParser(add_help=False)
    treebank.add_argument("--treebank", metavar="DIR", default=argparse.SUPPRESS, help="treebank directory")
    treebank.add_argument("--after", action="store_true", help="the scene's after-layout instead of its before-layout")
    export = sub.add_parser("export", parents=[treebank], help="write a treebank scene as JSON")
    export.add_argument("scene", type=int, metavar="N", help="scene number, 1..1000")
    export.add_argument("--out", metavar="FILE", help="write to FILE instead of standard output")
    check = sub.add_parser("check", help="validate scene files")
    check.add_argument("files", nargs="+", metavar="FILE", help="scene JSON files ('-' for stdin)")
    show = sub.add_parser("show", parents=[treebank], help="draw a scene file, treebank scene or example")
    show.add_argument("scene", metavar="FILE|N|NAME",
                      help="a scene file, a treebank scene number or an example's name")
    show.add_argument("--plain", action="store_true", help="no colours")
    example = sub.add_parser("example", help="write an example scene shipped with the package")
    example.add_argument("name", nargs="?", default="example", choices=example_names(),
                         help="which example (default: example)")
    example.add_argument("--out", metavar="FILE", help="write to FILE instead of standard output")
    return parser


def with_default_command(argv: list[str]) -> list[str]:
    """`rcl-scene 8` means `rcl-scene export 8`: the first word that is neither an option nor an
    option's value names the command (`rcl-scene 8 --out example` exports to a file 'example')."""
    words = iter(argv)
    for word in words:
        if word in ("-h", "--help", "--version"):
            return argv
        if word in OPTIONS_WITH_VALUE:
            next(words, None)
        elif not word.startswith("-"):
            return argv if word in COMMANDS else ["export"] + argv
    return ["export"] + argv


def main(argv: list[str] | None = None) -> int:
    argv = with_default_command(list(sys.argv[1:] if argv is None else argv))
    args = build_parser().parse_args(argv)
    tools = {"export": export, "check": check, "show": show, "example": example}
    return run_main("rcl-scene", lambda: tools[args.command](args))


def treebank_scene(args: argparse.Namespace, number: int):
    before, after = read_scene(number, args.treebank)
    return scene_from_layout(after if args.after else before)


def export(args: argparse.Namespace) -> int:
    text = dumps_scene(treebank_scene(args, args.scene))
    if args.out:
        write_atomically(args.out, text)
        print(f"rcl-scene: wrote scene {args.scene} ({'after' if args.after else 'before'}) to {args.out}",
              file=sys.stderr)
    else:
        sys.stdout.write(text)
    return EXIT_OK


def example(args: argparse.Namespace) -> int:
    """Write a shipped example scene as it is (its description included)."""
    text = example_text(args.name)
    if args.out:
        write_atomically(args.out, text)
        print(f"rcl-scene: wrote the example scene '{args.name}' to {args.out}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return EXIT_OK


def check(args: argparse.Namespace) -> int:
    status = EXIT_OK
    for name in args.files:
        try:
            scene = load_scene(sys.stdin if name == "-" else name)
        except SceneFormatError as e:
            status = EXIT_BAD
            print(f"{name}: {len(e.problems)} problem{'s' if len(e.problems) != 1 else ''}")
            for problem in e.problems:
                print(f"  {problem}")
            continue
        held = scene.held
        x, y, z = scene.gripper
        print(f"{name}: ok, {len(scene.shapes)} shape{'s' if len(scene.shapes) != 1 else ''}, gripper at "
              f"({x},{y},{z}) holding {'the ' + held.name if held else 'nothing'}")
    return status


def show(args: argparse.Namespace) -> int:
    scene = treebank_scene(args, int(args.scene)) if args.scene.isdigit() else load_named_scene(args.scene)
    print(draw_board(scene, color=not args.plain and sys.stdout.isatty()))
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
