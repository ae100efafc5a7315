"""How long does the command reader take on commands people wrote for the grounded benchmark?

    python bench/reader_speed.py [--slowest N]

The grounded commands (bench/grounded/commands*.tsv, every one written, kept or not) are
longer and freer than the treebank's, so they are where the command reader
(`fallback_pcfg.reader`) works hardest: it is the back-off's second reader, run when the
PCFG's first parses leave a word out.  Each command is normalised, then read once by a fresh
reader (wall time of `CommandReader.read`, nothing cached between commands).  Prints the median,
the 95th percentile and the slowest, and the slowest commands.
"""

from __future__ import annotations

import argparse
import csv
import time
from pathlib import Path

from fallback_pcfg.reader import CommandReader
from rcl.lexicon import load_lexicon
from rcl.normalise import normalise

HERE = Path(__file__).resolve().parent / "grounded"


def commands() -> list[str]:
    """Every command of the grounded benchmark's files, in file order."""
    found = []
    for path in sorted(HERE.glob("commands*.tsv")):
        with open(path, encoding="utf-8", newline="") as f:
            found += [row["command"] for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE,
                                                               escapechar="\\")]
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--slowest", type=int, default=3, metavar="N", help="print the N slowest commands")
    args = parser.parse_args(argv)
    lexicon = load_lexicon()
    timed = []
    for command in commands():
        utterance = normalise(command, lexicon)
        start = time.perf_counter()
        CommandReader(lexicon).read(utterance)
        timed.append((time.perf_counter() - start, command))
    timed.sort()
    n = len(timed)
    print(f"command reader on {n} grounded commands: median {1000 * timed[n // 2][0]:.1f} ms, "
          f"p95 {1000 * timed[min(n - 1, int(n * 0.95))][0]:.1f} ms, slowest {1000 * timed[-1][0]:.0f} ms")
    for seconds, command in reversed(timed[len(timed) - args.slowest:] if args.slowest > 0 else []):
        print(f"  {1000 * seconds:6.0f} ms  {command[:100]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
