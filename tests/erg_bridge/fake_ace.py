#!/usr/bin/env python3
"""A stand-in for the ACE binary, speaking ACE's plain stdout protocol.

    fake_ace.py -V                          -> "ACE version 0.9.34 ..."
    fake_ace.py -g GRAMMAR -n N -r ROOTS [--tsdb-notes]   then one sentence per stdin line

Each sentence gets "SENT: ...", one "MRS ; derivation" line per reading, a
blank line, a NOTE line and another blank line (pydelphin reads up to the
second blank line); per-sentence statistics go to stderr as ACE does.
Sentences of the form "<verb> the <colour> <noun>" parse (two readings);
others give no reading, except that with -r root_robust a sentence
containing the word "robust" parses as if the word were not there.  A
sentence containing "crash" makes the process die in the middle of its
output, "hang" makes it sleep (the caller must time out and kill it).  The
grammar file must exist; one whose content is "broken" makes ACE exit at
start-up, like an image compiled for another ACE version.
"""

import sys
import time

MRS = ('[ LTOP: h0 INDEX: e2 [ e SF: comm ] RELS: < [ _{verb}_v_1<0:4> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x4 [ x NUM: sg ] ] '
       '[ _the_q<5:8> LBL: h5 ARG0: x4 RSTR: h6 BODY: h7 ] [ _{color}_a_1<9:13> LBL: h8 ARG0: e9 ARG1: x4 ] '
       '[ _{noun}_n_1<14:18> LBL: h8 ARG0: x4 ] > HCONS: < h0 qeq h1 h6 qeq h8 > ]')


def readings(sentence: str, roots: str) -> list[str]:
    words = sentence.lower().strip(" .!").split()
    if "robust" in words:
        if "root_robust" not in roots:
            return []
        words = [w for w in words if w != "robust"]
    if len(words) == 4 and words[1] == "the":
        mrs = MRS.format(verb=words[0], color=words[2], noun=words[3])
        return [f'{mrs} ; (1 fake_root 0 0 4 ("{sentence}"))'] * 2
    return []


def main(argv: list[str]) -> int:
    if "-V" in argv:
        print("ACE version 0.9.34 (fake, for tests)")
        return 0
    grammar = argv[argv.index("-g") + 1]
    with open(grammar, encoding="utf-8") as f:
        if f.read().strip() == "broken":
            print(f"{grammar}: grammar image was compiled by a different ACE version", file=sys.stderr)
            return 1
    roots = argv[argv.index("-r") + 1] if "-r" in argv else "root_strict"
    for line in sys.stdin:
        sentence = line.strip()
        print(f"SENT: {sentence}", flush=True)
        if "crash" in sentence:
            print("[ LTOP: h0 INDEX: e2 [ e SF: comm", flush=True)
            return 139
        if "hang" in sentence:
            time.sleep(3600)
        found = readings(sentence, roots)
        for reading in found:
            print(reading)
        print()
        print(f"NOTE: tsdb parse: (:readings . {len(found)})")
        print(flush=True)
        print(f"NOTE: {len(found)} readings, added 42 / 17 edges to chart (3 fully instantiated, 2 actives used, "
              f"1 passives used)\tRAM: 1000k", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
