"""Grounded robustness: do the commands the system gets right stay right when they are said another way?

    python bench/grounded/reworded.py [--sets A,C,D,E,F,H,I,J] [--kinds all|k1,k2] [--every N] [--json FILE]

A dev gain that a rewrite takes away is not a gain.  Each kept command of the
sets (development sets by default) is first scored as bench/grounded/run.py
scores it; each one that comes out ok is then rewritten, one kind of variation
at a time, and scored again on its board.  The kinds are those of
bench/rewrites.py that need no gold tree (punctuation, casing, spacing,
dropped articles, compounds, British spellings, fillers) and `words`: one
phrase replaced by an everyday word for the same thing
(bench/grounded/synonyms.tsv, written from general English, not from the
parser's word lists).  Each rewrite draws from
`random.Random(f"{kind}:{task}:{command}")`, so nothing depends on order.

Prints a Markdown table: per kind, how many ok commands the rewrite changed and
what became of them (kept ok %, wrong, asked, refused).  `--every N` scores
every Nth command only (a quicker, rougher figure); `--show N` prints N
commands per kind that a rewrite broke.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
for folder in (HERE, HERE.parent):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
from rewrites import REWRITES  # noqa: E402
from run import load_commands, outcome  # noqa: E402
from tasks import board, load_tasks  # noqa: E402

from planner import PHYSICAL  # noqa: E402
from rcl.app.systems import SystemOptions, make_system  # noqa: E402
from rcl.app.turn import take_turn  # noqa: E402
from rcl.treebank import load_treebank  # noqa: E402

DEVELOPMENT = ("A", "C", "D", "E", "F", "H", "I", "J", "K", "L", "M", "N", "O", "P")
#: The kinds of bench/rewrites.py that keep a command's meaning without knowing its gold tree.
GOLD_FREE = ("punct-leading", "punct-trailing", "punct-inner", "casing", "spacing", "determiners", "compounds",
             "british", "fillers")
WORD_FILE = HERE / "synonyms.tsv"
NUMBER = r"(?:\d+|one|two|three|four|five|six|seven)"


@lru_cache(maxsize=None)
def load_words(path: Path = WORD_FILE) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(phrase, replacements) rows of the everyday-words table ('#' comments and the header skipped); read
    once, not once per command."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith(("#", "phrase\t")):
            phrase, replacements = line.split("\t")[:2]
            rows.append((phrase, tuple(replacements.split("|"))))
    return tuple(rows)


def words(text: str, rng: random.Random, table: Sequence[tuple[str, Sequence[str]]] | None = None) -> str:
    """One phrase of the table replaced by one of its everyday words ("cube" -> "box"), keeping the
    number a phrase with N holds and the capital of the first letter.

    >>> words("Move the cube two squares left", random.Random(0), [("N squares", ["N spaces"])])
    'Move the cube two spaces left'
    """
    sites = []
    for phrase, replacements in table if table is not None else load_words():
        pattern = r"\b" + re.escape(phrase).replace("N", f"({NUMBER})") + r"\b"
        for m in re.finditer(pattern, text, re.I):
            sites.append((m, replacements))
    if not sites:
        return text
    m, replacements = rng.choice(sites)
    new = rng.choice(replacements).replace("N", m.group(1) if m.groups() else "N")
    if m.group()[:1].isupper():
        new = new[:1].upper() + new[1:]
    return text[:m.start()] + new + text[m.end():]


def rewrite(kind: str, text: str, rng: random.Random) -> str:
    """`text` said another way, by one kind of variation."""
    return words(text, rng) if kind == "words" else REWRITES[kind](text, [], rng)


def set_files(letter: str) -> tuple[Path, Path]:
    """The tasks and commands files of a set (A and B share tasks.json and commands.tsv)."""
    if letter in ("A", "B"):
        return HERE / "tasks.json", HERE / "commands.tsv"
    return HERE / f"tasks-{letter.lower()}.json", HERE / f"commands-{letter.lower()}.tsv"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", default=",".join(DEVELOPMENT), help="comma-separated set letters")
    parser.add_argument("--kinds", default="all", help=f"all, or some of: {', '.join(GOLD_FREE + ('words',))}")
    parser.add_argument("--every", type=int, default=1, metavar="N", help="score every Nth command only")
    parser.add_argument("--system", default="combined")
    parser.add_argument("--treebank")
    parser.add_argument("--show", type=int, default=0, metavar="N", help="print N broken rewrites per kind")
    parser.add_argument("--json", metavar="FILE", help="every rewrite and its outcome as JSON")
    args = parser.parse_args(argv)
    kinds = list(GOLD_FREE + ("words",)) if args.kinds == "all" else args.kinds.split(",")
    unknown = [k for k in kinds if k != "words" and k not in GOLD_FREE]
    if unknown:
        parser.error(f"unknown kind {unknown[0]!r}: choose from {', '.join(GOLD_FREE + ('words',))}")
    treebank = load_treebank(args.treebank)
    system = make_system(args.system, SystemOptions(physics=PHYSICAL))
    results, clean = [], Counter()
    for letter in args.sets.split(","):
        tasks_file, commands_file = set_files(letter)
        tasks = {t.id: t for t in load_tasks(tasks_file)}
        rows = [r for r in load_commands(commands_file) if r["kept"] == "yes" and r["half"] == letter]
        for row in rows[::args.every]:
            task = tasks[row["task"]]
            scene = board(task, treebank)
            first = outcome(take_turn(system, row["command"], scene), task.layout_digest)
            clean[first] += 1
            if first != "ok":
                continue
            for kind in kinds:
                said = rewrite(kind, row["command"], random.Random(f"{kind}:{task.id}:{row['command']}"))
                if said != row["command"]:
                    results.append({"set": letter, "task": task.id, "writer": row["writer"], "kind": kind,
                                    "command": row["command"], "rewritten": said,
                                    "outcome": outcome(take_turn(system, said, scene), task.layout_digest)})
    system.close()
    total = sum(clean.values())
    print(f"Grounded robustness, sets {args.sets}, system {args.system} (no ACE): {total} commands, "
          f"{clean['ok']} ok ({100 * clean['ok'] / max(total, 1):.1f}%) before rewriting\n")
    print("| kind | changed | kept ok % | wrong | asked | refused |\n|---|---:|---:|---:|---:|---:|")
    for kind in kinds:
        mine = Counter(r["outcome"] for r in results if r["kind"] == kind)
        n = sum(mine.values())
        print(f"| {kind} | {n} | {100 * mine['ok'] / n if n else 100:.1f} | {mine['wrong']} | {mine['asked']} | "
              f"{mine['refused']} |")
        for r in [r for r in results if r["kind"] == kind and r["outcome"] != "ok"][:args.show]:
            print(f"{r['task']} {kind}: {r['outcome']}: {r['rewritten']}", file=sys.stderr)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
