"""PCFG back-off figures: parse speed, dev exact match (+SP/-SP) and the conversion round trip.

    python bench/bench_pcfg.py speed    [--model F] [--split dev] [--k 30]
    python bench/bench_pcfg.py accuracy [--model F] [--split dev] [--k 30] [--misses N]
    python bench/bench_pcfg.py roundtrip [--split train]

`speed`: milliseconds per command of the CKY chart plus the k-best parses the
system reads (-SP: until the first valid RCL; +SP: until the planner accepts
one, planner time excluded), and of the full k-best list; median and p95.
`accuracy`: the exact-match loop of the brief through the registered `pcfg`
system, which is given the split's ids as held out: without --model it takes
the packaged model trained without them (pcfg-train-dev for dev), and a model
trained on some of them is refused unless --allow-overlap (figures flagged).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter

from fallback_pcfg.errors import InverseError, TransformError
from fallback_pcfg.inverse import to_rcl
from fallback_pcfg.model import load_model
from fallback_pcfg.parser import DEFAULT_K, readings
from fallback_pcfg.transform import to_phrase_tree
from rcl.normalise import normalise
from rcl.treebank import load_treebank
from rcl.writer import to_string


def _summary(name: str, times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"{name}: median {statistics.median(ordered):.2f} ms, p95 {p95:.2f} ms, max {ordered[-1]:.2f} ms"


def speed(args) -> None:
    from planner import judge, scene_from_layout
    tb = load_treebank(args.treebank)
    model = load_model(args.model)
    commands = tb.split(args.split)
    list(model.parse(["warm", "up", "the", "caches"], 1))
    first, chosen, full = [], [], []
    for c in commands:
        started = time.perf_counter()
        next((r for r in readings(model, normalise(c.text).words, args.k) if r.tree is not None), None)
        first.append((time.perf_counter() - started) * 1000)
        scene = scene_from_layout(tb.scene(c.scene)[0])
        started, judging = time.perf_counter(), 0.0
        for r in readings(model, normalise(c.text).words, args.k):
            if r.tree is None:
                continue
            t = time.perf_counter()
            ok = judge(r.tree, scene).coherent
            judging += time.perf_counter() - t
            if ok:
                break
        chosen.append((time.perf_counter() - started - judging) * 1000)
        started = time.perf_counter()
        list(model.parse(list(normalise(c.text).words), args.k))
        full.append((time.perf_counter() - started) * 1000)
    print(f"{len(commands)} {args.split} commands, k={args.k}")
    print(_summary("-SP (chart + parses to the first valid RCL)", first))
    print(_summary("+SP (chart + parses to the first coherent RCL, planner excluded)", chosen))
    print(_summary(f"full {args.k}-best list", full))


def accuracy(args) -> int:
    from planner import scene_from_layout
    from rcl.app.evaluation import check
    from rcl.app.systems import make_system
    tb = load_treebank(args.treebank)
    commands = tb.split(args.split)
    ids = [c.id for c in commands]
    system = make_system("pcfg", model=args.model, k=args.k, held_out=ids)
    held_out = check(system, ids)
    if held_out.overlapping and not args.allow_overlap:
        print(f"bench_pcfg: {held_out.refusal(args.split)}", file=sys.stderr)
        return 2
    print(f"model {system.parts()[0].file}")
    for line in held_out.warnings(args.split):
        print(line)
    right = {"-SP": 0, "+SP": 0}
    misses = []
    for c in commands:
        gold = to_string(c.gold)
        for condition, scene in (("-SP", None), ("+SP", scene_from_layout(tb.scene(c.scene)[0]))):
            answer = system.parse(c.text, scene)
            ok = answer.tree is not None and to_string(answer.tree) == gold
            right[condition] += ok
            if condition == "+SP" and not ok:
                misses.append((c, answer))
    n = len(commands)
    print(f"{n} {args.split} commands, k={args.k}: -SP exact match {right['-SP'] / n:.1%} ({right['-SP']}), "
          f"+SP {right['+SP'] / n:.1%} ({right['+SP']})")
    for c, answer in misses[:args.misses]:
        print(f"\n{c.id} {c.text}\n  gold {to_string(c.gold)}\n  got  "
              f"{to_string(answer.tree) if answer.tree is not None else '-'}\n  ({answer.explanation})")
    return 0


def roundtrip(args) -> None:
    commands = load_treebank(args.treebank).split(args.split)
    failures: Counter = Counter()
    examples: dict[str, list[int]] = {}
    for c in commands:
        try:
            ok = to_rcl(to_phrase_tree(c.tree, normalise(c.text))) == c.gold
            cause = "" if ok else _cause(c)
        except (TransformError, InverseError) as e:
            cause = f"{type(e).__name__}: {e}"
        if cause:
            failures[cause] += 1
            examples.setdefault(cause, []).append(c.id)
    n = len(commands)
    bad = sum(failures.values())
    print(f"round trip over {n} {args.split} trees: {n - bad} exact ({(n - bad) / n:.2%})")
    for cause, count in failures.most_common():
        print(f"  {count:4d}  {cause}  (ids {', '.join(map(str, examples[cause][:8]))})")


def _cause(command) -> str:
    ids = [n.value for n in command.gold.walk() if n.tag == "id"]
    refs = {n.value for n in command.gold.walk() if n.tag == "reference-id"}
    if any(i not in refs for i in ids):
        return "gold has an (id: n) that nothing refers to"
    return "anaphora resolved to another antecedent"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=("speed", "accuracy", "roundtrip"))
    parser.add_argument("--model", help="model file (default: the packaged pcfg-train.json.gz; "
                                        "for accuracy, a packaged model trained without the split)")
    parser.add_argument("--treebank", help="treebank directory (default ../shared/treebank)")
    parser.add_argument("--split", default=None, help="split (default dev; train for roundtrip)")
    parser.add_argument("--k", type=int, default=DEFAULT_K, help="k-best parses read (default %(default)s)")
    parser.add_argument("--misses", type=int, default=0, help="print N +SP misses")
    parser.add_argument("--allow-overlap", action="store_true",
                        help="accuracy of a model on commands it was trained on (flagged)")
    args = parser.parse_args(argv)
    args.split = args.split or ("train" if args.what == "roundtrip" else "dev")
    return {"speed": speed, "accuracy": accuracy, "roundtrip": roundtrip}[args.what](args) or 0


if __name__ == "__main__":
    sys.exit(main())
