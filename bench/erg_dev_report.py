"""ERG bridge figures on a treebank split from the profile: coverage, convertible share,
oracle and first-candidate accuracy (ACE order, then ranker order when a model exists).

    /work/venv/bin/python bench/erg_dev_report.py --split dev [--limit N] [--show-misses K]

The ranked figure is withheld when the ranker was fitted or tuned on some of
the split's commands (its meta records which), unless --allow-overlap.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter

from erg_bridge import ProfileSource, Ranker, analyse_items
from rcl.errors import RCLError
from rcl.treebank import load_treebank
from rcl.writer import to_string


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--split", default="dev")
    parser.add_argument("--limit", type=int, default=0, help="random sample of N items (seed 1)")
    parser.add_argument("--show-misses", type=int, default=0)
    parser.add_argument("--profile")
    parser.add_argument("--workers", type=int, default=1, help="decoding processes (default 1: shared machine)")
    parser.add_argument("--cache", help="pickle cache of decoded MRSs (env RCL_ERG_CACHE), outside the repository")
    parser.add_argument("--ranker", help="ranking model (default: the packaged one)")
    parser.add_argument("--allow-overlap", action="store_true",
                        help="show the ranked figure even if the ranker saw some of these commands (flagged)")
    args = parser.parse_args(argv)
    source = ProfileSource.open(args.profile)
    commands = load_treebank().split(args.split)
    if args.limit:
        commands = random.Random(1).sample(commands, args.limit)
    started = time.time()
    results = analyse_items(source, [c.id for c in commands], args.workers, args.cache)
    ranker = None
    try:
        ranker = Ranker.load(args.ranker)
    except RCLError as e:  # no model yet
        print(f"(no ranker: {e})", file=sys.stderr)
    seen = ranker.trained_on if ranker is not None else None
    overlap = len(seen & {c.id for c in commands}) if seen is not None else None
    n = len(commands)
    parsed = convertible = oracle = first = ranked = 0
    misses = []
    reasons = Counter()
    for c in commands:
        r = results[c.id]
        gold = c.gold
        parsed += r.readings > 0
        convertible += bool(r.trees)
        oracle += gold in r.trees
        first += bool(r.trees) and r.trees[0] == gold
        if ranker is not None and r.trees:
            order = ranker.order(r.feats)
            ranked += r.trees[order[0]] == gold
        if r.readings and not r.trees:
            reasons[r.failures[0].reason[:40]] += 1
        if r.trees and gold not in r.trees:
            misses.append((c, r))
    pct = lambda k: f"{k} ({100 * k / n:.1f}%)"
    print(f"split {args.split}: {n} commands, {time.time() - started:.0f} s")
    print(f"  ERG coverage (any reading):   {pct(parsed)}")
    print(f"  convertible (any candidate):  {pct(convertible)}")
    print(f"  oracle (gold among candidates): {pct(oracle)}")
    print(f"  first candidate, ACE order:   {pct(first)}")
    if ranker is not None and overlap and not args.allow_overlap:
        print(f"  first candidate, ranked:      withheld: the ranker was trained on {overlap} of these {n} "
              "commands (--allow-overlap shows it, flagged)")
    elif ranker is not None:
        flag = f"   WARNING: the ranker was trained on {overlap} of these commands" if overlap else ""
        flag = flag or ("   (the ranker does not record its training commands)" if overlap is None else "")
        print(f"  first candidate, ranked:      {pct(ranked)}{flag}")
    print("  unconvertible, first reasons:", reasons.most_common(12))
    for c, r in misses[: args.show_misses]:
        print(f"\n{c.id} {c.text}\n  GOLD {to_string(c.gold)}")
        for t in r.trees[:4]:
            print(f"  CAND {to_string(t)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
