"""Benchmark: grounding + coherence time per gold tree.

    python bench/bench_planner.py [--treebank DIR] [--split train] [--rounds 3]

For every gold tree of the split, times `judge(tree, before)` (what the
parser's +SP step calls) and `judge(tree, before, after)` (the official
check).  "warm" reuses the scene's World (stacks, corners...), as judging a
parser's k-best candidates on one scene does; "cold" builds it first.  Each
tree's time is its median over the rounds; the table gives the median and
the 95th percentile over trees, in milliseconds.  Target: median <= 1 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from planner import judge, scene_from_layout, world_of  # noqa: E402
from rcl.treebank import load_treebank  # noqa: E402


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--treebank", metavar="DIR")
    parser.add_argument("--split", default="train")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    treebank = load_treebank(args.treebank)
    cases = []
    for command in treebank.split(args.split):
        before, after = (scene_from_layout(layout) for layout in treebank.scene(command.scene))
        cases.append((command.gold, before, after))
    timings: dict[str, list[list[float]]] = {name: [[] for _ in cases] for name in
                                             ("judge, warm", "judge, cold", "official check, warm")}
    clock = time.perf_counter
    for _ in range(args.rounds):
        for i, (tree, before, after) in enumerate(cases):
            world_of.cache_clear()
            start = clock()
            judge(tree, before)
            timings["judge, cold"][i].append(clock() - start)
            start = clock()
            judge(tree, before)
            timings["judge, warm"][i].append(clock() - start)
            start = clock()
            judge(tree, before, after)
            timings["official check, warm"][i].append(clock() - start)
    print(f"planner: grounding + coherence per gold tree ({len(cases)} trees, split {args.split}, "
          f"median of {args.rounds} rounds each)\n")
    print("| what | median ms | p95 ms | max ms |")
    print("|---|---:|---:|---:|")
    for name, per_tree in timings.items():
        values = [statistics.median(t) * 1000 for t in per_tree]
        print(f"| {name} | {statistics.median(values):.3f} | {percentile(values, 95):.3f} | {max(values):.3f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
