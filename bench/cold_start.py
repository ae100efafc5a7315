"""Benchmark: the cold start of one command line, as a user meets it.

    python bench/cold_start.py [--runs 5] -- rcl-parse --scene-id 8 "pick up the red cube"

Runs the command in a fresh process `--runs` times (after one untimed run that
warms the file cache and the .pyc files, so the figure is the program's start,
not the disk's), and prints each run's wall seconds, their median, and the
median CPU seconds (user + system: what other load on the machine changes
least).  With PYTHONDONTWRITEBYTECODE set no .pyc files are written, so a
checkout's modules are compiled on every run (a pip-installed wheel has them
compiled); the output says so.  A
program named without a path is looked for first beside this interpreter (the
venv's `bin/`), then on PATH, so `.venv/bin/python bench/cold_start.py --
rcl-parse ...` times the venv's rcl-parse.  The environment is passed on as it
is: unset RCL_ACE, RCL_ERG_GRAMMAR and RCL_ERG_PROFILE to time the back-off path.
Exit status 1 if a run of the command fails (its last stderr line is shown), 2
on a usage error.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Sequence

TIMEOUT_S = 300.0


class BenchError(Exception):
    """A run that could not be timed: the program is missing, failed or hung."""


def resolve_program(argv: Sequence[str]) -> list[str]:
    """`argv` with its program found beside this interpreter, else on PATH (a path is kept as given)."""
    program = argv[0]
    if os.sep in program:
        return list(argv)
    search = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    found = shutil.which(program, path=search)
    if found is None:
        raise BenchError(f"no program {program!r} beside {sys.executable} or on PATH")
    return [found, *argv[1:]]


def timed_run(argv: Sequence[str]) -> tuple[float, float]:
    """Wall and CPU seconds of one fresh process running `argv` to its end; BenchError if it fails."""
    used = _children_cpu()
    started = time.perf_counter()
    try:
        done = subprocess.run(list(argv), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        raise BenchError(f"{Path(argv[0]).name} did not finish in {TIMEOUT_S:.0f} s") from None
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        lines = [line for line in done.stderr.decode("utf-8", "replace").splitlines() if line.strip()]
        raise BenchError(f"{Path(argv[0]).name} exited with status {done.returncode}"
                         + (f": {lines[-1]}" if lines else ""))
    return seconds, _children_cpu() - used


def _children_cpu() -> float:
    """User + system CPU seconds of this process's finished children so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def cold_starts(argv: Sequence[str], runs: int) -> list[tuple[float, float]]:
    """(wall, CPU) seconds of `runs` fresh runs of `argv`, after one untimed run that warms the caches."""
    timed_run(argv)
    return [timed_run(argv) for _ in range(runs)]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="cold_start.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="timed runs (default 5)")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="the command line to time, after --")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command or args.runs < 1:
        print("cold_start.py: give --runs >= 1 and a command after --, e.g. -- rcl-parse --scene-id 8 "
              "'pick up the red cube'", file=sys.stderr)
        return 2
    try:
        timings = cold_starts(resolve_program(command), args.runs)
    except BenchError as e:
        print(f"cold_start.py: {e}", file=sys.stderr)
        return 1
    wall, cpu = [t[0] for t in timings], [t[1] for t in timings]
    if os.environ.get("PYTHONDONTWRITEBYTECODE"):
        print("note: PYTHONDONTWRITEBYTECODE is set: modules without a .pyc file are compiled on every run")
    print("runs (s): " + " ".join(f"{s:.3f}" for s in wall))
    print(f"median of {len(wall)} cold runs: {statistics.median(wall):.2f} s (CPU {statistics.median(cpu):.2f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
