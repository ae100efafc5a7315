"""Benchmark: wall time and memory of rcl-eval runs, one process against several.

    python bench/bench_eval.py [--jobs 1,2] [--split dev] [--runs table,combined]
                               [--source DIR] [--treebank DIR] [--erg-profile DIR]

Each run is a fresh `python -m rcl.app.cli.eval ...` with the code of `--source`
(default: this checkout; give an older checkout to measure "before"), from that
folder, the file cache warmed by one untimed run of the first job count.  Runs:
`table` is `rcl-eval table --split dev` (erg, pcfg and combined, each -SP and
+SP: the README's table); a system name is `rcl-eval --split dev --system NAME`.

Measured per run and job count:

- wall seconds of the whole command;
- peak memory of the largest single process (its maximum resident set size:
  `os.wait4` of the command, which covers it and every descendant it waited for);
- peak memory of all its processes together, sampled every 50 ms as the sum of
  their proportional set sizes (PSS, /proc/PID/smaps_rollup), which counts pages
  that forked workers still share with their parent once, split among them;
- whether the figures are the same as with the first job count.

Prints a Markdown table.  Linux only (it reads /proc).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SAMPLE_SECONDS = 0.05


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", default=f"1,{os.cpu_count() or 1}", help="job counts to compare (default %(default)s)")
    parser.add_argument("--split", default="dev")
    parser.add_argument("--runs", default="table", help="comma-separated: table and/or system names")
    parser.add_argument("--source", default=str(REPO), help="the checkout whose code runs (default: this one)")
    parser.add_argument("--treebank", help="treebank directory (default: the code's own discovery)")
    parser.add_argument("--erg-profile", help="ERG profile for erg/combined (default: the code's own discovery)")
    args = parser.parse_args(argv)
    if not Path("/proc/self/smaps_rollup").exists():
        print("bench_eval: needs Linux's /proc/PID/smaps_rollup", file=sys.stderr)
        return 2
    jobs = [int(j) for j in args.jobs.split(",")]
    source = Path(args.source).resolve()
    print(f"code: {source} ({_revision(source)}); {os.cpu_count()} cores; split {args.split}\n")
    print("| run | jobs | wall s | largest process MB | all processes MB (PSS) | same figures |")
    print("|---|---|---|---|---|---|")
    for run in [r.strip() for r in args.runs.split(",") if r.strip()]:
        first = None
        for count in jobs:
            command = _command(run, args, count)
            if first is None:
                _measure(command, source)  # warms the file cache (and builds any profile index)
            wall, largest, together, figures = _measure(command, source)
            first = figures if first is None else first
            print(f"| {run} | {count} | {wall:.1f} | {largest:.0f} | {together:.0f} | "
                  f"{'yes' if figures == first else 'NO'} |", flush=True)
    return 0


def _command(run: str, args: argparse.Namespace, jobs: int) -> list[str]:
    command = [sys.executable, "-m", "rcl.app.cli.eval"]
    command += ["table"] if run == "table" else ["--system", run, "--no-progress"]
    command += ["--split", args.split, "--jobs", str(jobs)]
    if args.treebank:
        command += ["--treebank", args.treebank]
    if args.erg_profile and run in ("table", "erg", "combined"):
        command += ["--erg-profile", args.erg_profile]
    return command


def _measure(command: list[str], source: Path) -> tuple[float, float, float, object]:
    """(wall s, peak RSS MB of the largest process, peak PSS MB of all together, the figures)."""
    with tempfile.TemporaryDirectory(prefix="bench-eval-") as folder:
        out = Path(folder) / "figures.json"
        env = {**os.environ, "PYTHONPATH": str(source)}
        started = time.perf_counter()
        process = subprocess.Popen([*command, "--json", str(out)], cwd=source, env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        peak = _PeakPss(process.pid)
        peak.start()
        stderr = process.stderr.read()
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - started
        peak.stop()
        if status != 0:
            raise SystemExit(f"bench_eval: {' '.join(command)} failed:\n{stderr.decode(errors='replace')}")
        figures = json.loads(out.read_text(encoding="utf-8"))
    return wall, usage.ru_maxrss / 1024, peak.mb, _comparable(figures)


def _comparable(figures: dict) -> object:
    """The figures without timings (the same answers give the same figures)."""
    if "rows" in figures:
        return [{k: v for k, v in row.items() if k != "models"} for row in figures["rows"]]
    return {k: v for k, v in figures.items() if k not in ("speed", "items")} | {
        "items": [{k: v for k, v in item.items() if k != "ms"} for item in figures["items"]]}


class _PeakPss(threading.Thread):
    """Samples the summed PSS of a process and its descendants until stopped."""

    def __init__(self, pid: int):
        super().__init__(daemon=True)
        self.pid, self.kb, self._done = pid, 0, threading.Event()

    @property
    def mb(self) -> float:
        return self.kb / 1024

    def run(self) -> None:
        while not self._done.wait(SAMPLE_SECONDS):
            self.kb = max(self.kb, sum(_pss_kb(pid) for pid in _tree(self.pid)))

    def stop(self) -> None:
        self._done.set()
        self.join()


def _tree(root: int) -> list[int]:
    """`root` and its descendants, from each thread's /proc/PID/task/TID/children (cheap enough
    to read every sample, unlike a scan of all of /proc, which slowed the runs it measured)."""
    found, frontier = [], [root]
    while frontier:
        pid = frontier.pop()
        found.append(pid)
        try:
            for task in os.scandir(f"/proc/{pid}/task"):
                frontier += [int(child) for child in Path(task.path, "children").read_text().split()]
        except OSError:
            continue
    return found


def _pss_kb(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


def _revision(source: Path) -> str:
    try:
        return subprocess.run(["git", "-C", str(source), "describe", "--always", "--dirty"], capture_output=True,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "not a git checkout"


if __name__ == "__main__":
    sys.exit(main())
