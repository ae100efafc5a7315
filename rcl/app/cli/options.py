"""Command-line options shared by the tools, and what they become: `SystemOptions`, a scene.

One place defines how a user points the tools at the treebank, a scene, the
ERG (live ACE or a profile) and the models, so every tool spells them the same
way; flags win over the environment (`rcl.locations`).  Every tool's
`--version` is `add_version_option`'s.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import sys
from typing import TYPE_CHECKING, Iterable, Sequence, TypeVar

from tqdm import tqdm

from planner import OFFICIAL, PHYSICS, Scene, scene_from_layout
from rcl import locations
from rcl.app.example_scenes import example_names, load_named_scene
from rcl.treebank import SPLITS, read_scene

if TYPE_CHECKING:
    from rcl.app.systems import SystemOptions

T = TypeVar("T")

#: The distribution whose installed metadata gives the tools' version.
DISTRIBUTION = "rcl-parser"

SYSTEM_HELP = "parsing system: combined (default), erg, pcfg, baseline, gold (see rcl-eval --list-systems)"
TREEBANK_HELP = "treebank directory (env RCL_TREEBANK; default ../shared/treebank)"


def version_line(tool: str) -> str:
    """'TOOL (rcl-parser) VERSION', the version read from the installed package's metadata."""
    try:
        version = importlib.metadata.version(DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        version = "unknown (not installed: run `pip install .` in the checkout)"
    return f"{tool} ({DISTRIBUTION}) {version}"


class ShowVersion(argparse.Action):
    """--version: print `version_line` of the parser's program and exit 0 (the metadata is read
    only when asked)."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS,
                 default: str = argparse.SUPPRESS, help: str = "show the version and exit"):
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        print(version_line(parser.prog))
        parser.exit()


def add_version_option(parser: argparse.ArgumentParser) -> None:
    """--version, the same on every tool."""
    parser.add_argument("--version", action=ShowVersion)


def add_system_options(parser: argparse.ArgumentParser, default: str = "combined",
                       physics: str = OFFICIAL) -> None:
    """--system and the engines' resources; `physics`: the tool's default planner mode."""
    group = parser.add_argument_group("systems", "which parser runs, and where its resources are")
    group.add_argument("--physics", choices=PHYSICS, default=physics,
                       help="how the planner judges candidates in a scene: 'official' = the SemEval-2014 "
                            "organisers' planner (what +SP figures mean), 'physical' = also a real arm's "
                            "physics (free shape, empty supported target, empty gripper to take); "
                            + (f"default {physics}" + (" (a person asking a robot expects real physics; rcl-eval "
                                                      "uses official)" if physics != OFFICIAL else
                                                      " (benchmark comparability; rcl-parse and rcl-repl "
                                                      "use physical)")))
    group.add_argument("--system", default=default, metavar="NAME", help=SYSTEM_HELP)
    group.add_argument("--erg-profile", metavar="DIR",
                       help="[incr tsdb()] profile with ERG analyses of known commands "
                            "(env RCL_ERG_PROFILE); lets the ERG path run without ACE")
    group.add_argument("--ace", metavar="PATH", help="the ACE binary for live ERG parsing (env RCL_ACE)")
    group.add_argument("--grammar", metavar="PATH", help="the ERG grammar image, erg.dat (env RCL_ERG_GRAMMAR)")
    group.add_argument("--model", metavar="PATH",
                       help="back-off model: a PCFG file (default: the packaged one trained on the "
                            "2,500 training commands; rcl-eval takes one trained without the evaluated "
                            "commands)")
    group.add_argument("--ranker", metavar="PATH",
                       help="the ERG bridge's ranking model (default: the packaged one)")


def add_scene_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("scene", "the board the command is about (enables the planner)")
    where = group.add_mutually_exclusive_group()
    where.add_argument("--scene", metavar="FILE|NAME",
                       help="scene JSON file (format: docs/scenes.md), or the name of an example scene shipped "
                            f"with the package: {', '.join(example_names())} (rcl-scene example NAME writes a copy)")
    where.add_argument("--scene-id", metavar="N", type=int, help="treebank scene number 1..1000 (its before-layout)")
    group.add_argument("--treebank", metavar="DIR", help=TREEBANK_HELP)


def add_split_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--treebank", metavar="DIR", help=TREEBANK_HELP)
    parser.add_argument("--split", default="dev", choices=SPLITS, help="which commands (default: dev)")


def add_erg_training_options(parser: argparse.ArgumentParser, out: str) -> None:
    """What a trainer over ERG analyses reads (treebank, profile, its MRS cache) and writes (`out`)."""
    parser.add_argument("--treebank", metavar="DIR", help=TREEBANK_HELP)
    parser.add_argument("--erg-profile", metavar="DIR", help="profile (env RCL_ERG_PROFILE; default ../shared/erg/train)")
    parser.add_argument("--out", metavar="FILE", default=out, help=f"model file (default {out})")
    parser.add_argument("--workers", type=int, default=1, help="processes for decoding MRSs (default 1)")
    parser.add_argument("--cache", metavar="DIR", help="pickle cache of decoded MRSs outside the repository "
                                                       "(env RCL_ERG_CACHE); makes retraining ~30x faster")


def system_options(args: argparse.Namespace, **fields) -> SystemOptions:
    """The SystemOptions the flags (or, for the ERG resources, the environment) give; `fields` add to them."""
    # Imported here: the systems load the PCFG engine (nltk, numpy: 0.3 s), which rcl-scene never needs.
    from rcl.app.systems import SystemOptions
    return SystemOptions(
        physics=getattr(args, "physics", None) or OFFICIAL,
        treebank=getattr(args, "treebank", None),
        profile=locations.setting("profile", getattr(args, "erg_profile", None)),
        ace=locations.setting("ace", getattr(args, "ace", None)),
        grammar=locations.setting("grammar", getattr(args, "grammar", None)),
        model=getattr(args, "model", None),
        ranker=getattr(args, "ranker", None),
        **fields)


def scene_from_args(args: argparse.Namespace) -> Scene | None:
    """The Scene the flags name, or None when no scene was given."""
    if getattr(args, "scene", None):
        return load_named_scene(args.scene)
    if getattr(args, "scene_id", None) is not None:
        before, _ = read_scene(args.scene_id, args.treebank)
        return scene_from_layout(before)
    return None


def progress_bar(show: bool | None = None):
    """A `progress(items, name)` wrapper drawing a bar on stderr (by default only when stderr is a terminal)."""
    def wrap(items: Sequence[T], name: str) -> Iterable[T]:
        visible = sys.stderr.isatty() if show is None else show
        return tqdm(items, desc=name, unit="cmd", file=sys.stderr, disable=not visible, delay=2.0, leave=False)
    return wrap
