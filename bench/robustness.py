"""Robustness benchmark: exact match when the split's commands are rewritten, one kind of variation at a time.

    python bench/robustness.py [--treebank DIR] [--split dev] [--systems pcfg] [--kinds all|k1,k2]
                               [--seed 0] [--json FILE] [--jobs 2] [--timeout S] [--show N]

Held-out commands come from other writers and differ mostly in words and noise,
not grammar.  For each kind of bench/rewrites.py every command of the split is rewritten
(by `random.Random(f"{seed}:{kind}:{id}")`: nothing depends on order or other
kinds), its gold tree unchanged, so a rewrite must keep exactly the meaning the
gold records.  Each kind becomes a temporary release outside the repository (the
treebank has no redistribution licence) that the installed `rcl-eval` (next to
this interpreter) scores with the planner (+SP) and without (-SP).

Prints a Markdown table: per kind, how many commands the rewrite changed; per
system and condition, exact-match recall R on all commands, kept = R / clean R
(%), and R on the changed commands with its change against their clean parse.
`--json FILE`: all figures (command ids, never texts); `--show N`: N rewrites
per kind on stderr.  Gold alignments `(token: i)` count 1-based tokens where
punctuation is a token of its own ("blue-sky" = 3 tokens, "that's" = 1).

Run it with the python of the venv the project is installed in, whose rcl-eval
it uses: `.venv/bin/python bench/robustness.py --treebank ../shared/treebank`.
The `synonyms` kind reads its table from bench/robustness-synonyms.tsv.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from collections import namedtuple
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
from rewrites import REWRITES, SYNONYM_FILE, TOKEN, gold_leaves, load_synonyms, synonym_sites  # noqa: E402

TRAINING_SIZE, DEV_EVERY = 2500, 5


# --- the release, the evaluator and the report ------------------------------------------------

#: text: stripped, as rcl-eval's reader sees it; raw: as in commands.txt, written back outside the split;
#: position: the 1-based line the splits are defined on; gold: the aligned leaves
Command = namedtuple("Command", "id scene text raw position gold")


def read_release(root: Path) -> list[Command]:
    """The commands of a release directory with their aligned gold leaves."""
    rows = lambda name: [l.split("\t") for l in (root / name).read_text(encoding="utf-8-sig").splitlines() if l.strip()]
    commands, trees = rows("commands.txt"), rows("annotation.txt")
    if len(commands) != len(trees) or any(c[0].strip() != a[0].strip() for c, a in zip(commands, trees)):
        raise SystemExit(f"robustness: {root}: commands.txt and annotation.txt do not list the same ids")
    return [Command(int(c[0]), int(c[1]), c[2].strip(), c[2], n, gold_leaves(a[2]))
            for n, (c, a) in enumerate(zip(commands, trees), 1)]


def split_of(commands: list[Command], split: str) -> list[Command]:
    train = [c for c in commands if c.position <= TRAINING_SIZE]
    return {"train": train, "dev": [c for c in train if c.position % DEV_EVERY == 0],
            "train-dev": [c for c in train if c.position % DEV_EVERY], "all": commands,
            "eval": [c for c in commands if c.position > TRAINING_SIZE]}[split]


def check_synonyms(train_dev: list[Command]) -> None:
    """Stop if a synonym occurs in train-dev; drop (with a warning) table words that do not."""
    texts = [" " + " ".join(t.group().lower() for t in TOKEN.finditer(c.text)) + " " for c in train_dev]
    seen = lambda phrase: any(f" {phrase} " in t for t in texts)
    table = load_synonyms()   # the cached table: rows deleted here are gone for every later call
    if bad := sorted({s for syns in table.values() for s in syns if seen(s.lower())}):
        raise SystemExit(f"robustness: {SYNONYM_FILE.name}: these synonyms occur in train-dev: {', '.join(bad)}")
    for key in [k for k in table if not seen(" ".join(k[0]))]:
        print(f"robustness: {' '.join(key[0])!r} does not occur in train-dev: row ignored", file=sys.stderr)
        del table[key]


RUNNING: set = set()   # rcl-eval processes, killed on Ctrl-C or an error
LOCK, STOP = threading.Lock(), threading.Event()


def run_eval(rcl_eval: Path, treebank: Path, args, system: str, planner: bool, out: Path):
    """({id: correct}, None) from one rcl-eval run, or (None, why it failed)."""
    cmd = [str(rcl_eval), "--treebank", str(treebank), "--split", args.split, "--system", system,
           "--no-progress", "--json", str(out)] + ([] if planner else ["--no-planner"])
    with LOCK:
        if STOP.is_set():
            return None, "stopped"
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                env={**os.environ, "RCL_TREEBANK": str(treebank)})
        RUNNING.add(proc)
    try:
        _, err = proc.communicate(timeout=args.timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        return None, f"timed out after {args.timeout} s"
    finally:
        with LOCK:
            RUNNING.discard(proc)
    if proc.returncode:
        return None, f"exit status {proc.returncode}: " + " | ".join(err.strip().splitlines()[-3:])
    try:
        return {int(i["id"]): bool(i["correct"]) for i in json.loads(out.read_text())["items"]}, None
    except (OSError, ValueError, KeyError, TypeError) as e:
        return None, f"unreadable --json output ({type(e).__name__}: {e})"


def write_release(root: Path, treebank: Path, commands: list[Command], texts: dict[int, str]) -> Path:
    """A release directory: rewritten commands.txt, the gold and the layouts copied unchanged."""
    root.mkdir()
    with open(root / "commands.txt", "w", encoding="utf-8", newline="") as f:
        f.writelines(f"{c.id}\t{c.scene}\t{texts.get(c.id, c.raw)}\r\n" for c in commands)
    for name in ("annotation.txt", "configuration.txt"):
        shutil.copyfile(treebank / name, root / name)
    return root


def figures(got: dict, base: dict, ids: list, changed: list) -> dict:
    """Recall on all `ids`, kept (% of the clean recall), recall on the `changed` ones and their clean recall."""
    recall = lambda ok, which: round(100 * sum(ok[i] for i in which) / len(which), 2) if which else None
    r, r0 = recall(got, ids), recall(base, ids)
    return {"recall": r, "kept": round(100 * r / r0, 1) if r0 else None, "correct": sum(got[i] for i in ids),
            "recall_changed": recall(got, changed), "clean_recall_changed": recall(base, changed)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--treebank", type=Path, default=os.environ.get("RCL_TREEBANK", HERE.parents[1] / "shared/treebank"))
    ap.add_argument("--split", default="dev", choices=["dev", "train", "train-dev", "eval", "all"])
    ap.add_argument("--systems", default="pcfg", help="comma-separated rcl-eval systems (default pcfg)")
    ap.add_argument("--kinds", default="all", help=f"all, or some of: {','.join(REWRITES)}")
    ap.add_argument("--seed", default="0")
    ap.add_argument("--json", type=Path, help="write all figures (ids, never texts) to FILE")
    ap.add_argument("--jobs", type=int, default=2, help="rcl-eval runs at once (default 2)")
    ap.add_argument("--timeout", type=int, default=1800, help="seconds per rcl-eval run (default 1800)")
    ap.add_argument("--show", type=int, default=0, metavar="N", help="print N rewrites per kind to stderr")
    args = ap.parse_args(argv)
    kinds, systems = list(REWRITES) if args.kinds == "all" else args.kinds.split(","), args.systems.split(",")
    if unknown := [k for k in kinds if k not in REWRITES]:
        ap.error(f"unknown kind(s) {', '.join(unknown)}; choose from {', '.join(REWRITES)}")
    rcl_eval = Path(sys.executable).parent / "rcl-eval"   # the venv's bin: always the installed evaluator
    if not rcl_eval.is_file():
        ap.error(f"{rcl_eval} not found: run this with the python of a venv where the project is installed")
    if not (args.treebank / "commands.txt").is_file():
        ap.error(f"{args.treebank} is not a treebank release (no commands.txt); give --treebank or $RCL_TREEBANK")
    started, treebank = time.monotonic(), args.treebank.resolve()
    commands = read_release(treebank)
    if not (split := split_of(commands, args.split)):
        ap.error(f"the {args.split} split of {treebank} is empty")
    check_synonyms(split_of(commands, "train-dev"))
    sites = [len(synonym_sites(c.text, c.gold, load_synonyms())) for c in split]
    print(f"robustness: synonyms: {sum(sites)} substitutable concept words in {sum(map(bool, sites))} "
          f"of the {len(split)} {args.split} commands", file=sys.stderr)

    original = {c.id: c.text for c in split}
    rewritten = {kind: {c.id: REWRITES[kind](c.text, c.gold, random.Random(f"{args.seed}:{kind}:{c.id}"))
                        for c in split} for kind in kinds}
    changed = {kind: [i for i, t in texts.items() if t.strip() != original[i]] for kind, texts in rewritten.items()}
    for kind in kinds if args.show else ():
        print(f"\n## {kind}", file=sys.stderr)
        for i in changed[kind][:args.show]:
            print(f"  {original[i]}\n    -> {rewritten[kind][i]}", file=sys.stderr)

    tmp, pool = Path(tempfile.mkdtemp(prefix="rcl-robustness-")).resolve(), None
    try:
        if tmp.is_relative_to(HERE.parent.resolve()):   # the treebank must never be written into the repo
            raise SystemExit(f"robustness: the temporary directory {tmp} is inside the repository; set TMPDIR")
        releases = {"clean": treebank, **{k: write_release(tmp / k, treebank, commands, rewritten[k]) for k in kinds}}
        runs = [(kind, system, planner) for kind in releases for system in systems for planner in (True, False)]
        print(f"robustness: {len(runs)} rcl-eval runs, {args.jobs} at a time ...", file=sys.stderr)
        pool = ThreadPoolExecutor(max_workers=max(1, args.jobs))
        futures = {run: pool.submit(run_eval, rcl_eval, releases[run[0]], args, run[1], run[2],
                                    tmp / f"{run[0]}-{run[1]}-{int(run[2])}.json") for run in runs}
        results = {run: future.result()[0] for run, future in futures.items()}
        for run, future in futures.items():
            if future.result()[1]:
                print(f"robustness: rcl-eval failed on {run[0]}, {run[1]} {'+SP' if run[2] else '-SP'}: "
                      f"{future.result()[1]}", file=sys.stderr)
    except KeyboardInterrupt:
        print("robustness: interrupted", file=sys.stderr)
        return 130
    finally:
        with LOCK:   # no run starts after this; the running ones are killed before their files go
            STOP.set()
            for proc in RUNNING:
                proc.kill()
        if pool:
            pool.shutdown(wait=True, cancel_futures=True)
        shutil.rmtree(tmp, ignore_errors=True)

    report = {"treebank": str(treebank), "split": args.split, "n": len(split), "seed": args.seed,
              "synonym_sites": sum(sites), "synonym_commands": sum(map(bool, sites)), "kinds": {}}
    header = ["kind", "changed"] + [f"{s} {c} {col}" if col == "R" else col for s in systems
                                    for c in ("+SP", "-SP") for col in ("R", "kept", "R changed (Δ)")]
    rows = [header, ["---"] * len(header)]
    for kind in releases:
        ids = changed.get(kind, [])
        row = [kind, str(len(ids)) if kind != "clean" else "—"]
        report["kinds"][kind] = {"changed": len(ids), "changed_ids": ids}
        for system in systems:
            for planner in (True, False):
                base, got = results[("clean", system, planner)], results[(kind, system, planner)]
                if base is None or got is None:
                    row += ["error"] * 3
                    continue
                f = figures(got, base, list(original), ids)
                report["kinds"][kind][f"{system} {'+SP' if planner else '-SP'}"] = f
                rc, rc0 = f["recall_changed"], f["clean_recall_changed"]
                row += [f"{f['recall']:.1f}", "—" if f["kept"] is None else f"{f['kept']:.1f}",
                        "—" if rc is None else f"{rc:.1f} ({rc - rc0:+.1f})"]
        rows.append(row)
    print("\n".join("| " + " | ".join(r) + " |" for r in rows))
    report["runtime_s"] = round(time.monotonic() - started, 1)
    print(f"\nrobustness: {len(split)} {args.split} commands, seed {args.seed}: R = exact-match recall (%), "
          f"kept = R / clean R (%), R changed = on the changed commands (Δ: against their clean parse); "
          f"{report['runtime_s']} s", file=sys.stderr)
    if args.json:
        args.json.write_text(json.dumps(report, indent=1) + "\n")
    return 1 if any(r is None for r in results.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
