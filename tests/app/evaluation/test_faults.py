"""rcl-eval when ACE dies in the middle of a batch: every command still gets an answer (from the
back-off), the report says how many, and no ACE process is left behind.

The stand-in ACE of tests/erg_bridge/fake_ace.py parses "<verb> the <colour> <noun>"; with
FAKE_ACE_KILLED_AT=N each of its processes is killed as it reads its Nth sentence.
"""

import json
import os

import pytest

from rcl.app.cli.eval import main

COLOURS = {"red": "R", "green": "G", "blue": "B", "yellow": "Y", "white": "W", "magenta": "M"}
NOUNS = {"cube": ("cube", 1), "block": ("cube", 1), "pyramid": ("prism", 2), "prism": ("prism", 2)}


@pytest.fixture
def release(tmp_path):
    """Twelve commands "take the <colour> <noun>", each on a board where that shape stands alone."""
    commands, annotation, layouts = [], [], []
    texts = [(verb, colour, noun) for verb in ("take", "grab", "lift") for colour in ("red", "green")
             for noun in ("cube", "pyramid")]
    for number, (verb, colour, noun) in enumerate(texts, 1):
        kind, shape = NOUNS[noun]
        commands.append(f"{90000 + number}\t{8 * number - 7}\t{verb} the {colour} {noun}\n")
        annotation.append(f"{90000 + number}\trcl\t(event: (action: take) (entity: (color: {colour}) "
                          f"(type: {kind})))\n")
        board = f"0\t0\t0\t{COLOURS[colour]}\t{shape}\n5\t5\t0\tB\t{3 - shape}\n"
        layouts.append(f"{number}\t1\n3\t3\t7\tO\n{board}\n")  # before: the shape on the board
        layouts.append(f"{number}\t2\n0\t0\t1\tC\n0\t0\t1\t{COLOURS[colour]}\t{shape}\n5\t5\t0\tB\t{3 - shape}\n\n")
        for image in (3, 4, 5):
            layouts.append(f"{number}\t{image}\n3\t3\t7\tO\n{board}\n")
    (tmp_path / "commands.txt").write_text("".join(commands), encoding="utf-8")
    (tmp_path / "annotation.txt").write_text("".join(annotation), encoding="utf-8")
    (tmp_path / "configuration.txt").write_text("".join(layouts), encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_every_command_is_answered_when_ace_is_killed_mid_batch(release, ace, jobs, tmp_path, monkeypatch, capsys):
    log = tmp_path / "ace-runs.log"
    monkeypatch.setenv("FAKE_ACE_LOG", str(log))
    monkeypatch.setenv("FAKE_ACE_KILLED_AT", "4")  # a test sentence, two commands, then killed on the third
    out = tmp_path / "run.json"
    code = main(["--treebank", str(release), "--split", "all", "--system", "combined", "--ace", ace["ace"],
                 "--grammar", ace["grammar"], "--jobs", jobs, "--json", str(out), "--no-progress"])
    assert code == 0
    report = capsys.readouterr().out
    run = json.loads(out.read_text(encoding="utf-8"))
    killed = [item for item in run["items"] if item["failures"]]
    assert run["answered"] == run["n"] == 12 and run["correct"] == 12
    assert killed and all(item["source"] == "pcfg" and "ACE" in item["failures"]["erg"] for item in killed)
    assert all(item["source"] == "erg" for item in run["items"] if not item["failures"])  # the ERG answers the rest
    assert run["failures"] == {"erg": {"commands": len(killed), "answered": len(killed)}}
    assert f"failed on {len(killed)} commands: {len(killed)} of them answered by the back-off" in report
    if jobs == "1":
        assert len(killed) == 4  # every third command
    started = [int(line.split()[0]) for line in log.read_text(encoding="utf-8").splitlines() if " -g " in line]
    assert len(started) >= len(killed)  # a new process after each kill
    for pid in started:  # every ACE process has ended
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
