#!/usr/bin/env python3
"""A stand-in for the ACE binary, speaking ACE's plain stdout protocol.

    fake_ace.py -V                          -> "ACE version 0.9.34 ..."
    fake_ace.py -g GRAMMAR -n N -r ROOTS [--tsdb-notes]   then one sentence per stdin line

Each sentence gets "SENT: ...", one "MRS ; derivation" line per reading, a
blank line, a NOTE line and another blank line (pydelphin reads up to the
second blank line); per-sentence statistics go to stderr as ACE does.
Sentences of the form "<verb> the <colour> <noun>" parse (two readings);
others give no reading, except that with -r root_robust a sentence
containing the word "robust" parses as if the word were not there.  Words
that misbehave: "crash" makes the process die in the middle of its output,
"hang" makes it sleep (the caller must time out and kill it), "garble"
puts bytes that are not UTF-8 in a reading, "noise" prints a reading that
is not an MRS.  The grammar file must exist; one whose content is "broken"
makes ACE exit at start-up, like an image compiled for another ACE version.

Environment variables select whole-process behaviours:

    FAKE_ACE_LOG=FILE       each run appends "PID ARGS" to FILE (tests check every PID is gone)
    FAKE_ACE_MODE=version-hang     -V never answers
                  version-garbage  -V prints bytes that are not UTF-8 and no version
                  version-fail     -V exits with status 2 at once
                  exit             -V works; a parsing run exits with status 1 at once
                  silent           -V works; a parsing run never reads nor answers
                  slow             each answer comes after FAKE_ACE_DELAY seconds (default 0.5)
    FAKE_ACE_FAIL_STARTS=N  the first N parsing runs (counted in FAKE_ACE_LOG) exit at once
    FAKE_ACE_KILLED_AT=N    each process is killed (SIGKILL) as it reads its Nth sentence, the
                            first test sentence included, as if someone killed it mid-batch
"""

import os
import signal
import sys
import time

MRS = ('[ LTOP: h0 INDEX: e2 [ e SF: comm ] RELS: < [ _{verb}_v_1<0:4> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x4 [ x NUM: sg ] ] '
       '[ _the_q<5:8> LBL: h5 ARG0: x4 RSTR: h6 BODY: h7 ] [ _{color}_a_1<9:13> LBL: h8 ARG0: e9 ARG1: x4 ] '
       '[ _{noun}_n_1<14:18> LBL: h8 ARG0: x4 ] > HCONS: < h0 qeq h1 h6 qeq h8 > ]')
FOREVER = 3600


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


def log_run(argv: list[str]) -> int:
    """Append this run to FAKE_ACE_LOG; the number of parsing runs before this one."""
    path = os.environ.get("FAKE_ACE_LOG")
    if not path:
        return 0
    before = 0
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            before = sum(" -g " in line for line in f)
    with open(path, "a", encoding="utf-8") as f:
        f.write(f"{os.getpid()} {' '.join(argv)}\n")
    return before


def version(mode: str) -> int:
    if mode == "version-hang":
        time.sleep(FOREVER)
    if mode == "version-garbage":
        sys.stdout.buffer.write(b"\xff\xfe\x00garbage\n")
        return 0
    if mode == "version-fail":
        print("ace: error while loading shared libraries: libboost.so.1: cannot open shared object file",
              file=sys.stderr)
        return 2
    print("ACE version 0.9.34 (fake, for tests)")
    return 0


def answer(sentence: str, roots: str) -> int | None:
    """Print the answer to one sentence; an exit status when the process must die instead."""
    print(f"SENT: {sentence}", flush=True)
    if "crash" in sentence:
        print("[ LTOP: h0 INDEX: e2 [ e SF: comm", flush=True)
        return 139
    if "hang" in sentence:
        time.sleep(FOREVER)
    found = readings(sentence, roots)
    if "garble" in sentence:
        sys.stdout.flush()
        sys.stdout.buffer.write(b"[ LTOP: h0 \xff\xfe\xfd ] ; (1 fake_root)\n")
    if "noise" in sentence:
        found = ["Segmentation fault: core dumped in the middle of nowhere ; (1 fake_root)"]
    for reading in found:
        print(reading)
    print()
    print(f"NOTE: tsdb parse: (:readings . {len(found)})")
    print(flush=True)
    print(f"NOTE: {len(found)} readings, added 42 / 17 edges to chart (3 fully instantiated, 2 actives used, "
          f"1 passives used)\tRAM: 1000k", file=sys.stderr, flush=True)
    return None


def main(argv: list[str]) -> int:
    mode = os.environ.get("FAKE_ACE_MODE", "")
    runs = log_run(argv)
    if "-V" in argv:
        return version(mode)
    grammar = argv[argv.index("-g") + 1]
    with open(grammar, encoding="utf-8") as f:
        if f.read().strip() == "broken":
            print(f"{grammar}: grammar image was compiled by a different ACE version", file=sys.stderr)
            return 1
    if mode == "exit" or runs < int(os.environ.get("FAKE_ACE_FAIL_STARTS", "0")):
        print("fake ace: cannot map the grammar image: out of memory", file=sys.stderr)
        return 1
    if mode == "silent":
        time.sleep(FOREVER)
    roots = argv[argv.index("-r") + 1] if "-r" in argv else "root_strict"
    killed_at = int(os.environ.get("FAKE_ACE_KILLED_AT", "0"))
    for number, line in enumerate(sys.stdin, 1):
        if number == killed_at:
            os.kill(os.getpid(), signal.SIGKILL)
        if mode == "slow":
            time.sleep(float(os.environ.get("FAKE_ACE_DELAY", "0.5")))
        status = answer(line.strip(), roots)
        if status is not None:
            return status
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
