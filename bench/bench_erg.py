"""Per-command latency of the erg system on profile input (dev split): conversion, ranking, planner.

    RCL_ERG_CACHE=/tmp/rcl-erg-cache /work/venv/bin/python bench/bench_erg.py [--split dev] [--limit N]

The profile's analyses are decoded (or loaded from the cache) before timing:
the figures are what the bridge adds after ACE, i.e. MRS -> RCL conversion of
all readings, ranking the distinct trees and, with the scene (+SP), asking the
planner about candidates until one is coherent.  Each command is parsed
--repeat times and its fastest run kept, to damp noise from a shared machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from erg_bridge import ProfileSource
from erg_bridge.batch import preload
from planner import scene_from_layout
from rcl.app.systems import make_system
from rcl.treebank import load_treebank

STAGES = ("convert", "rank", "planner")


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--split", default="dev")
    parser.add_argument("--limit", type=int, default=0, help="only the first N commands")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--profile", help="profile directory (default ../shared/erg/train)")
    parser.add_argument("--cache", help="pickle cache of decoded MRSs (env RCL_ERG_CACHE)")
    args = parser.parse_args(argv)
    treebank = load_treebank()
    commands = treebank.split(args.split)[: args.limit or None]
    source = ProfileSource.open(args.profile)
    started = time.time()
    preload(source, [c.id for c in commands], args.cache)
    print(f"loaded the analyses of {len(commands)} commands in {time.time() - started:.0f} s", file=sys.stderr)
    system = make_system("erg", profile=str(source.root))
    for condition in ("+SP", "-SP"):
        per_stage: dict[str, list[float]] = {s: [] for s in STAGES + ("bridge",)}
        for command in commands:
            scene = scene_from_layout(treebank.scene(command.scene)[0]) if condition == "+SP" else None
            runs = [system.parse(command.text, scene).timings for _ in range(args.repeat)]
            best = min(runs, key=lambda t: sum(t.get(s, 0.0) for s in STAGES))
            for stage in STAGES:
                per_stage[stage].append(best.get(stage, 0.0))
            per_stage["bridge"].append(sum(best.get(s, 0.0) for s in STAGES))
        print(f"{condition} ({len(commands)} commands, ms per command)")
        for stage, values in per_stage.items():
            if condition == "-SP" and stage == "planner":
                continue
            print(f"  {stage:<8} median {statistics.median(values):7.2f}   p95 {percentile(values, 0.95):7.2f}"
                  f"   max {max(values):7.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
