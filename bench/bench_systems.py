"""Benchmark: latency, throughput, peak memory and cold start of the parsing systems.

    python bench/bench_systems.py [--split dev] [--systems pcfg,erg,combined]
                                  [--runs 5] [--limit N] [--erg-profile DIR] [--treebank DIR]

Prints Markdown tables (the ones in the README).  What is measured:

- Latency: wall milliseconds of `system.parse(text, scene)` per command of the
  split, with its scene's before-layout (+SP, so the planner's time is in),
  median and p95 (nearest rank).  Each system runs in a fresh worker process
  with the models users get (the packaged back-off model, the packaged ERG
  ranker); one command outside the split is parsed first, so loading models
  and indexing the profile are left to the cold-start figures.
- Throughput: the split's commands divided by the wall time of that whole loop
  (scene building included), one process, one thread.
- Peak memory: the worker's maximum resident set size (`os.wait4`'s rusage of
  that one child): the system, its models, the treebank and the interpreter.
- Exact match (+SP): only from models that never saw the split.  Each system is
  built again in another worker with the `held_out` option (the ids scored), and
  `rcl.app.evaluation.check` must find no overlap and no model that does not say
  what it was trained on; otherwise the column says why there is no figure.
- Cold start: wall seconds of a fresh `rcl-parse "pick up the green pyramid" --scene
  rcl/app/scenes/example.json` with no ERG configured (the back-off path users
  get without ACE), median of --runs processes after one untimed run that
  warms the file cache; its peak memory; and, for scale, a bare interpreter.
- ERG overhead: ACE cannot run here, so the ERG path reads the profile, and
  our time is set against the parse time ACE recorded there (`parse.total`,
  summed over the item's rows).  Per command: conversion + ranking + planner
  (the system's `total` minus its `analyses` stage) divided by ACE's time;
  median over the commands the ERG analysed.  With live ACE we would also
  decode its SimpleMRS output, so a second figure adds the time to decode the
  item's MRS strings.  Items that needed ACE's second (robust) pass recorded
  only that pass, so ACE's time is understated there and the ratio errs high.

The target figures of issue 6: cold start on the back-off path <= 1.5 s,
back-off median <= 10 ms, ERG overhead over ACE's own time <= 15%.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

EXAMPLE_SCENE = REPO / "rcl" / "app" / "scenes" / "example.json"
COLD_COMMAND = "pick up the green pyramid"  # parses on the example scene (exit 0)
#: Variables that would switch the ERG path on (or to live ACE) behind the benchmark's back.
ERG_ENV = ("RCL_ERG_PROFILE", "RCL_ACE", "RCL_ERG_GRAMMAR")
TARGETS = {"cold start s": 1.5, "back-off median ms": 10.0, "ERG overhead %": 15.0}
WORKER_TIMEOUT_S = 3600.0


class BenchError(Exception):
    """A measurement that could not be made (a worker failed, a program did not run)."""


# -- small statistics ------------------------------------------------------------------

def percentile(values: Sequence[float], q: float) -> float:
    """The nearest-rank q-quantile (q in 0..1) of non-empty `values`."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def summary(values: Sequence[float]) -> dict[str, float]:
    """Median and p95 of `values`, NaN when there are none."""
    if not values:
        return {"median": math.nan, "p95": math.nan, "n": 0}
    return {"median": statistics.median(values), "p95": percentile(values, 0.95), "n": len(values)}


# -- child processes ---------------------------------------------------------------------

@dataclass
class ChildRun:
    """What one child process did: its status, output, wall time and peak memory."""

    status: int
    stdout: str
    stderr: str
    seconds: float
    max_rss_mib: float

    def last_error_line(self) -> str:
        lines = [line for line in self.stderr.splitlines() if line.strip()]
        return lines[-1] if lines else f"exit status {self.status}"


def run_child(argv: Sequence[str], env: dict[str, str] | None = None,
              timeout: float = WORKER_TIMEOUT_S) -> ChildRun:
    """Run `argv` to its end; its own peak RSS comes from wait4, not from all children so far.

    BenchError when it has not finished after `timeout` seconds (it is killed).
    """
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        child = subprocess.Popen(list(argv), stdin=subprocess.DEVNULL, stdout=out, stderr=err, env=env, cwd=REPO)
        timed_out = threading.Event()
        killer = threading.Timer(timeout, lambda: (timed_out.set(), child.kill()))
        killer.start()
        try:
            _, status, usage = os.wait4(child.pid, 0)
        finally:
            killer.cancel()
        seconds = time.perf_counter() - started
        child.returncode = os.waitstatus_to_exitcode(status)  # reaped here; Popen must not wait again
        if timed_out.is_set():
            raise BenchError(f"{Path(argv[0]).name} did not finish in {timeout:.0f} s")
        out.seek(0)
        err.seek(0)
        return ChildRun(child.returncode, out.read().decode("utf-8", "replace"),
                        err.read().decode("utf-8", "replace"), seconds, _mib(usage.ru_maxrss))


def _mib(max_rss: int) -> float:
    """ru_maxrss in MiB: Linux counts KiB, macOS bytes."""
    return max_rss / (1024 * 1024 if sys.platform == "darwin" else 1024)


def clean_env() -> dict[str, str]:
    """This environment without the ERG switches, so each run says explicitly what it uses."""
    return {k: v for k, v in os.environ.items() if k not in ERG_ENV}


def rcl_parse_argv() -> list[str]:
    """How to start rcl-parse: the installed console script beside this Python, else the module."""
    script = Path(sys.executable).with_name("rcl-parse")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "rcl.app.cli.parse"]


def worker(task: str, system: str, args: argparse.Namespace) -> tuple[dict[str, Any], ChildRun]:
    """Run one measurement in a fresh process of this script; its JSON result and the process."""
    argv = [sys.executable, str(Path(__file__).resolve()), "--worker", task, "--systems", system,
            "--split", args.split, "--erg-profile", args.erg_profile]
    for flag, value in (("--limit", args.limit), ("--treebank", args.treebank)):
        if value is not None:
            argv += [flag, str(value)]
    child = run_child(argv, env=clean_env())
    if child.status != 0:
        raise BenchError(child.last_error_line())
    try:
        return json.loads(child.stdout.strip().splitlines()[-1]), child
    except (IndexError, ValueError):
        raise BenchError(f"the worker printed no result ({child.last_error_line()})") from None


# -- inside a worker ---------------------------------------------------------------------

def load_split(args: argparse.Namespace):
    """(treebank, the commands measured) for the flags."""
    from rcl.treebank import load_treebank
    treebank = load_treebank(args.treebank)
    commands = treebank.split(args.split)[: args.limit]
    if not commands:
        raise BenchError(f"split {args.split} has no commands")
    return treebank, commands


def system_options(name: str, args: argparse.Namespace):
    """The system's options: the ERG path reads the profile (never live ACE here)."""
    from rcl.app.systems import SystemOptions
    return SystemOptions(treebank=args.treebank, profile=args.erg_profile if name in ("erg", "combined") else None)


def scene_of(treebank, command):
    from planner import scene_from_layout
    return scene_from_layout(treebank.scene(command.scene)[0])


def warm_up(system, treebank, commands) -> None:
    """Parse one command outside the measured ones, so lazy loading is not counted as latency."""
    measured = {c.id for c in commands}
    other = next((c for c in treebank.split("all") if c.id not in measured), commands[0])
    system.parse(other.text, scene_of(treebank, other))


def measure_latency(name: str, args: argparse.Namespace) -> dict[str, Any]:
    """Per-command latency and throughput of `name` with the packaged models (+SP)."""
    from rcl.app.systems import make_system
    treebank, commands = load_split(args)
    system = make_system(name, system_options(name, args))
    warm_up(system, treebank, commands)
    times, answers = [], []
    started = time.perf_counter()
    for command in commands:
        scene = scene_of(treebank, command)
        t0 = time.perf_counter()
        answers.append(system.parse(command.text, scene))
        times.append((time.perf_counter() - t0) * 1000)
    loop = time.perf_counter() - started
    result = {"system": name, "n": len(commands), **summary(times), "per_second": len(commands) / loop,
              "answered": sum(a.answered for a in answers)}
    if name == "erg":
        result["overhead"] = erg_overhead(system, commands, answers, args.erg_profile)
    system.close()
    return result


def measure_accuracy(name: str, args: argparse.Namespace) -> dict[str, Any]:
    """Exact match (+SP) from models that saw none of the commands, or why there is no figure."""
    from rcl.app.systems import make_system
    from rcl.metrics import exact_match
    treebank, commands = load_split(args)
    ids = [c.id for c in commands]
    from rcl.app.evaluation import check
    system = make_system(name, system_options(name, args), held_out=ids)
    report = check(system, ids)
    if report.overlapping:
        part = report.overlapping[0]
        return {"accuracy": None, "why": f"{part.label} saw {part.overlap} of these commands"}
    if report.unknown:
        return {"accuracy": None, "why": f"{report.unknown[0].label} does not record its training commands"}
    right = sum(exact_match(system.parse(c.text, scene_of(treebank, c)).tree, c.gold) for c in commands)
    return {"accuracy": 100 * right / len(commands), "why": ""}


def ace_parse_ms(profile: str) -> dict[int, float]:
    """Item id -> milliseconds ACE spent on it, as the profile's parse relation recorded.

    Rows with an error or no readings are left out; several rows of an item
    (one per pass) are added up.
    """
    from delphin import tsdb
    fields = [f.name for f in tsdb.read_schema(profile)["parse"]]
    at = {name: fields.index(name) for name in ("i-id", "readings", "total", "error")}
    times: dict[int, float] = {}
    for line in tsdb.open(profile, "parse"):
        row = tsdb.split(line)
        try:
            item, readings, total = int(row[at["i-id"]]), int(row[at["readings"]]), float(row[at["total"]])
        except (TypeError, ValueError):
            continue
        if readings > 0 and total >= 0 and not row[at["error"]]:
            times[item] = times.get(item, 0.0) + total
    return times


def decode_ms(source, item_id: int) -> float | None:
    """Milliseconds to decode an item's SimpleMRS strings (what live ACE output costs us), if known."""
    from delphin.codecs import simplemrs
    if not hasattr(source, "raw"):
        return None
    strings = source.raw(item_id)
    started = time.perf_counter()
    for text in strings:
        simplemrs.decode(text)
    return (time.perf_counter() - started) * 1000


def erg_overhead(system, commands, answers, profile: str) -> dict[str, Any]:
    """Our ERG-path time per command against ACE's recorded parse time for it."""
    recorded = ace_parse_ms(profile)
    ace, ours, with_decoding, ratios, ratios_decoding = [], [], [], [], []
    for command, answer in zip(commands, answers):
        ace_ms = recorded.get(command.id)
        if not ace_ms or "analyses" not in answer.timings or "total" not in answer.timings:
            continue
        own = answer.timings["total"] - answer.timings["analyses"]
        ace.append(ace_ms)
        ours.append(own)
        ratios.append(own / ace_ms)
        decoding = decode_ms(system.engines[0].source, command.id)
        if decoding is not None:
            with_decoding.append(own + decoding)
            ratios_decoding.append((own + decoding) / ace_ms)
    return {"ace_ms": summary(ace), "ours_ms": summary(ours), "ours_decoding_ms": summary(with_decoding),
            "ratio": summary(ratios), "ratio_decoding": summary(ratios_decoding),
            "total_ratio": sum(ours) / sum(ace) if ace else math.nan}


# -- cold start ----------------------------------------------------------------------------

def cold_start(runs: int) -> dict[str, Any]:
    """Median wall seconds and peak RSS of fresh rcl-parse processes on the back-off path."""
    argv = [*rcl_parse_argv(), COLD_COMMAND, "--scene", str(EXAMPLE_SCENE)]
    env = clean_env()
    first = run_child(argv, env=env, timeout=120)  # untimed: warms the file cache and .pyc files
    if first.status != 0:
        raise BenchError(f"rcl-parse did not run: {first.last_error_line()}")
    timed = [run_child(argv, env=env, timeout=120) for _ in range(runs)]
    failed = [r for r in timed if r.status != 0]
    if failed:
        raise BenchError(f"rcl-parse failed: {failed[0].last_error_line()}")
    bare = [run_child([sys.executable, "-c", "pass"], env=env, timeout=60).seconds for _ in range(runs)]
    return {"seconds": statistics.median(r.seconds for r in timed), "max_s": max(r.seconds for r in timed),
            "max_rss_mib": max(r.max_rss_mib for r in timed), "python_s": statistics.median(bare),
            "runs": runs, "status_line": next((line for line in first.stderr.splitlines() if "ERG" in line), "")}


# -- the report --------------------------------------------------------------------------

def fmt(value: float | None, digits: int = 1) -> str:
    return "n/a" if value is None or (isinstance(value, float) and math.isnan(value)) else f"{value:.{digits}f}"


def verdict(value: float, target_key: str) -> str:
    """'ok' or 'MISSED' against the issue's target."""
    if math.isnan(value):
        return "n/a"
    return "ok" if value <= TARGETS[target_key] else "MISSED"


def report(args: argparse.Namespace) -> int:
    """Run every measurement in fresh processes and print the tables; 1 if some measurement failed."""
    systems = [s.strip() for s in args.systems.split(",") if s.strip()]
    failures = 0
    print(f"Split {args.split}{f' (first {args.limit})' if args.limit else ''}; +SP (each command's "
          f"before-layout); Python {platform.python_version()} on {platform.machine()}, "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the start; "
          f"ERG analyses from the profile {args.erg_profile}\n")
    print("| system | median ms | p95 ms | commands/s | peak RSS MiB | exact match +SP (held-out models) |")
    print("|---|---:|---:|---:|---:|---:|")
    overhead = None
    backoff_median = math.nan
    for name in systems:
        try:
            figures, child = worker("latency", name, args)
        except BenchError as e:
            failures += 1
            print(f"| {name} | not measured: {e} | | | | |")
            continue
        try:
            accuracy, _ = worker("accuracy", name, args)
            exact = (f"{accuracy['accuracy']:.1f}%" if accuracy["accuracy"] is not None
                     else f"n/a: {accuracy['why']}")
        except BenchError as e:
            exact = f"failed: {e}"
        print(f"| {name} | {figures['median']:.2f} | {figures['p95']:.2f} | {figures['per_second']:.0f} | "
              f"{child.max_rss_mib:.0f} | {exact} |")
        if name == "pcfg":
            backoff_median = figures["median"]
        overhead = figures.get("overhead", overhead)
    if {"erg", "combined"} & set(systems):
        print("\nerg, combined: the ERG analyses are read from the profile and decoded, which is in their "
              "latency; ACE's own parse time is not (see the last table). Their peak RSS holds the "
              "profile's MRS strings and decoded MRSs.")
    print()
    print("| target (issue 6) | measured | |")
    print("|---|---:|---|")
    try:
        cold = cold_start(args.runs)
        print(f"| rcl-parse cold start, back-off path (median of {cold['runs']}) <= 1.5 s | "
              f"{cold['seconds']:.2f} s | {verdict(cold['seconds'], 'cold start s')} |")
    except BenchError as e:
        failures += 1
        cold = None
        print(f"| rcl-parse cold start <= 1.5 s | not measured: {e} | |")
    print(f"| back-off (pcfg) median latency <= 10 ms | {fmt(backoff_median, 2)} ms | "
          f"{verdict(backoff_median, 'back-off median ms')} |")
    if overhead is not None:
        ratio = 100 * overhead["ratio"]["median"]
        print(f"| ERG path overhead over ACE's parse time (median per command) <= 15% | {fmt(ratio)}% | "
              f"{verdict(ratio, 'ERG overhead %')} |")
    if cold is not None:
        print(f"\nrcl-parse cold start: median {cold['seconds']:.2f} s, slowest {cold['max_s']:.2f} s, "
              f"peak RSS {cold['max_rss_mib']:.0f} MiB; a bare `python -c pass` takes {cold['python_s']:.2f} s")
    if overhead is not None:
        print_overhead(overhead)
    return 1 if failures else 0


def print_overhead(overhead: dict[str, Any]) -> None:
    """The ERG-path timing table: ACE's recorded time, ours, and their ratio per command."""
    n = overhead["ratio"]["n"]
    print(f"\nERG path against ACE's recorded parse time, over the {n} commands the ERG analysed:\n")
    print("| per command | median | p95 |")
    print("|---|---:|---:|")
    print(f"| ACE's parse time (profile, `parse.total`) | {fmt(overhead['ace_ms']['median'])} ms | "
          f"{fmt(overhead['ace_ms']['p95'])} ms |")
    print(f"| ours: conversion + ranking + planner | {fmt(overhead['ours_ms']['median'], 2)} ms | "
          f"{fmt(overhead['ours_ms']['p95'], 2)} ms |")
    print(f"| ours + decoding ACE's SimpleMRS output | {fmt(overhead['ours_decoding_ms']['median'], 2)} ms | "
          f"{fmt(overhead['ours_decoding_ms']['p95'], 2)} ms |")
    print(f"| overhead: ours / ACE's | {fmt(100 * overhead['ratio']['median'])}% | "
          f"{fmt(100 * overhead['ratio']['p95'])}% |")
    print(f"| overhead with decoding | {fmt(100 * overhead['ratio_decoding']['median'])}% | "
          f"{fmt(100 * overhead['ratio_decoding']['p95'])}% |")
    print(f"\nSummed over the commands: ours / ACE's = {fmt(100 * overhead['total_ratio'])}%.")


# -- command line ----------------------------------------------------------------------------

def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--split", default="dev", help="treebank split to time (default dev)")
    parser.add_argument("--systems", default="pcfg,erg,combined",
                        help="comma-separated system names (default pcfg,erg,combined)")
    parser.add_argument("--limit", type=int, help="only the first N commands of the split")
    parser.add_argument("--runs", type=int, default=5, help="fresh rcl-parse processes for the cold start (default 5)")
    parser.add_argument("--erg-profile",
                        default=os.environ.get("RCL_ERG_PROFILE") or str(REPO.parent / "shared" / "erg" / "train"),
                        help="[incr tsdb()] profile with the ERG analyses (env RCL_ERG_PROFILE; "
                             "default ../shared/erg/train)")
    parser.add_argument("--treebank", help="treebank directory (env RCL_TREEBANK; default ../shared/treebank)")
    parser.add_argument("--worker", choices=("latency", "accuracy"), help=argparse.SUPPRESS)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.runs < 1 or (args.limit is not None and args.limit < 1):
        print("bench_systems: --runs and --limit must be at least 1", file=sys.stderr)
        return 2
    # Workers run in the repository: paths given relative to here must not change meaning.
    args.erg_profile = str(Path(args.erg_profile).resolve())
    if args.treebank:
        args.treebank = str(Path(args.treebank).resolve())
    if args.worker:
        from rcl.errors import RCLError
        measure = measure_latency if args.worker == "latency" else measure_accuracy
        try:
            print(json.dumps(measure(args.systems, args)))
        except (RCLError, BenchError, OSError) as e:
            print(str(e), file=sys.stderr)
            return 1
        return 0
    return report(args)


if __name__ == "__main__":
    sys.exit(main())
