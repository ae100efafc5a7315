"""Do two evaluation runs give the same output for every command?

    python bench/same_outputs.py BEFORE.json AFTER.json [BEFORE2.json AFTER2.json ...]

Each pair is two `rcl-eval --json` files of the same split, e.g. from before
and after a change meant to preserve behaviour.  For every command it
compares the output tree (None for an abstention), which engine answered and
at which rank; explanations and timings may differ.  Prints one line per pair
and the commands that differ; exit status 1 when any pair differs.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

#: What must be the same per command.
FIELDS = ("output", "source", "rank")


def differences(before: dict, after: dict) -> list[str]:
    """One line per command whose output, answering engine or rank changed (or that one run lacks)."""
    a = {item["id"]: item for item in before["items"]}
    b = {item["id"]: item for item in after["items"]}
    lines = [f"  {i}: only in {'the first' if i in a else 'the second'} run" for i in sorted(a.keys() ^ b.keys())]
    for i in sorted(a.keys() & b.keys()):
        changed = [f"{f} {a[i][f]!r} -> {b[i][f]!r}" for f in FIELDS if a[i].get(f) != b[i].get(f)]
        if changed:
            lines.append(f"  {i}: " + "; ".join(changed))
    return lines


def main(argv: list[str]) -> int:
    if not argv or len(argv) % 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    status = 0
    for first, second in zip(argv[::2], argv[1::2]):
        before, after = (json.loads(Path(p).read_text(encoding="utf-8")) for p in (first, second))
        found = differences(before, after)
        label = f"{before['system']} {'+SP' if before['planner'] else '-SP'}"
        print(f"{label:<14} {len(before['items'])} commands: "
              + ("identical outputs" if not found else f"{len(found)} differ"))
        for line in found[:20]:
            print(line)
        status = status or bool(found)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
