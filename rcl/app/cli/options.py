"""Command-line options shared by rcl-parse, rcl-eval and rcl-repl.

One place defines how a user points the tools at the treebank, a scene, the
ERG (live ACE or a profile) and the back-off model, so every tool spells
them the same way.
"""

from __future__ import annotations

import argparse
import os
from typing import Any

from rcl.errors import RCLError

SYSTEM_HELP = "parsing system: combined (default), erg, pcfg, baseline, gold (see rcl-eval --list-systems)"


def add_system_options(parser: argparse.ArgumentParser, default: str = "combined", physics: str | None = "official") -> None:
    """--system and the engines' resources; `physics` None lets the tool decide (rcl-parse: physical with --execute)."""
    group = parser.add_argument_group("systems", "which parser runs, and where its resources are")
    group.add_argument("--physics", choices=("official", "physical"), default=physics,
                       help="how the planner judges candidates in a scene: 'official' = the SemEval-2014 "
                            "organisers' planner (what +SP figures mean), 'physical' = also a real arm's "
                            "physics (free shape, empty supported target, empty gripper to take); "
                            + (f"default {physics}" if physics else "default official, physical with --execute"))
    group.add_argument("--system", default=default, metavar="NAME", help=SYSTEM_HELP)
    group.add_argument("--erg-profile", metavar="DIR",
                       help="[incr tsdb()] profile with ERG analyses of known commands "
                            "(env RCL_ERG_PROFILE); lets the ERG path run without ACE")
    group.add_argument("--ace", metavar="PATH", help="the ACE binary for live ERG parsing (env RCL_ACE)")
    group.add_argument("--grammar", metavar="PATH", help="the ERG grammar image, erg.dat (env RCL_ERG_GRAMMAR)")
    group.add_argument("--model", metavar="PATH",
                       help="back-off model: a PCFG file (default: the packaged "
                            "data/models/pcfg-train.json.gz; rcl-eval takes one trained without the "
                            "evaluated commands)")
    group.add_argument("--ranker", metavar="PATH",
                       help="the ERG bridge's ranking model (default: data/models/erg-ranker.json.gz)")


def add_scene_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("scene", "the board the command is about (enables the planner)")
    where = group.add_mutually_exclusive_group()
    where.add_argument("--scene", metavar="FILE", help="scene JSON file (format: docs/scenes.md)")
    where.add_argument("--scene-id", metavar="N", type=int, help="treebank scene number 1..1000 (its before-layout)")
    group.add_argument("--treebank", metavar="DIR", help="treebank directory (env RCL_TREEBANK; default ../shared/treebank)")


def add_erg_training_options(parser: argparse.ArgumentParser, out: str) -> None:
    """What a trainer over ERG analyses reads (treebank, profile, its MRS cache) and writes (`out`)."""
    parser.add_argument("--treebank", metavar="DIR", help="treebank (env RCL_TREEBANK; default ../shared/treebank)")
    parser.add_argument("--erg-profile", metavar="DIR", help="profile (env RCL_ERG_PROFILE; default ../shared/erg/train)")
    parser.add_argument("--out", metavar="FILE", default=out, help=f"model file (default {out})")
    parser.add_argument("--workers", type=int, default=1, help="processes for decoding MRSs (default 1)")
    parser.add_argument("--cache", metavar="DIR", help="pickle cache of decoded MRSs outside the repository "
                                                       "(env RCL_ERG_CACHE); makes retraining ~30x faster")


def system_options(args: argparse.Namespace) -> dict[str, Any]:
    """The keyword options a system factory receives, from flags or environment."""
    return {
        "profile": getattr(args, "erg_profile", None) or os.environ.get("RCL_ERG_PROFILE") or None,
        "ace": getattr(args, "ace", None) or os.environ.get("RCL_ACE") or None,
        "grammar": getattr(args, "grammar", None) or os.environ.get("RCL_ERG_GRAMMAR") or None,
        "model": getattr(args, "model", None),
        "ranker": getattr(args, "ranker", None),
        "treebank": getattr(args, "treebank", None),
        "physics": getattr(args, "physics", None) or "official",
    }


def scene_from_args(args: argparse.Namespace):
    """The Scene the flags name, or None when no scene was given."""
    from planner import load_scene, scene_from_layout
    if getattr(args, "scene", None):
        return load_scene(args.scene)
    if getattr(args, "scene_id", None) is not None:
        from rcl.treebank import load_treebank
        before, _ = load_treebank(args.treebank).scene(args.scene_id)
        return scene_from_layout(before)
    return None


class UsageError(RCLError):
    """A command-line mistake: exit code 2."""
