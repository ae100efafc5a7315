"""python -m planner: check and judge, on a small hand-made release and on the shared treebank."""

import io
import os
import selectors
import subprocess
import sys
from argparse import Namespace
from pathlib import Path

import pytest

from rcl.app.cli.planner import judge_lines, main

# One group of five images: image 1 has a red cube at (0,0,0) and a green prism on a blue cube
# at (7,7); image 2 has the red cube moved 3 rows forward, to (3,0,0); images 3-5 repeat image 1.
IMAGE_1 = "0\t0\t0\tR\t1\n7\t7\t0\tB\t1\n7\t7\t1\tG\t2"
IMAGE_2 = "3\t0\t0\tR\t1\n7\t7\t0\tB\t1\n7\t7\t1\tG\t2"
MOVE_RED = ("(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: "
            "(measure: (entity: (cardinal: 3) (type: tile))) (relation: forward) (entity: (indicator: back) "
            "(indicator: right) (type: corner)))))")
TAKE_RED = "(event: (action: take) (entity: (color: red) (type: cube)))"


def release(tmp_path: Path, trees: list[str]) -> Path:
    """A release directory with one group and the given gold trees, all on scene 1."""
    blocks = []
    for image in range(1, 6):
        shapes = IMAGE_2 if image == 2 else IMAGE_1
        blocks.append(f"1\t{image}\n4\t4\t7\tO\n{shapes}")
    (tmp_path / "configuration.txt").write_text("\n\n".join(blocks) + "\n")
    (tmp_path / "commands.txt").write_text("".join(f"{10 + i}\t1\tcommand {i}\n" for i in range(len(trees))))
    (tmp_path / "annotation.txt").write_text("".join(f"{10 + i}\trcl\t{t}\n" for i, t in enumerate(trees)))
    return tmp_path


def test_check_passes_when_every_tree_reproduces(tmp_path, capsys):
    assert main(["check", "--treebank", str(release(tmp_path, [MOVE_RED]))]) == 0
    captured = capsys.readouterr()
    assert captured.out == "1/1 gold trees reproduce their after-layout\n"
    assert "1/1 checked, 0 failing" in captured.err


def test_check_counts_and_lists_the_failures(tmp_path, capsys):
    two_tiles = MOVE_RED.replace("(cardinal: 3)", "(cardinal: 2)")
    assert main(["check", "--treebank", str(release(tmp_path, [MOVE_RED, two_tiles, TAKE_RED])), "--quiet"]) == 1
    captured = capsys.readouterr()
    assert captured.out.splitlines()[-1] == "1/3 gold trees reproduce their after-layout"
    assert captured.err.splitlines() == [
        "FAIL 11 (scene 1): official check: the command would move 0,0,0 -> 2,0,0, "
        "but the scene shows move 0,0,0 -> 3,0,0",
        "FAIL 12 (scene 1): official check: the command would take 0,0,0, but the scene shows move 0,0,0 -> 3,0,0"]


def test_check_on_a_full_release_and_its_eval_split(tmp_path, capsys):
    # A full release has 3,409 commands; the ones after the first 2,500 are the eval split.
    root = str(release(tmp_path, [MOVE_RED] * 2500 + [TAKE_RED, MOVE_RED]))
    assert main(["check", "--treebank", root, "--split", "eval", "--quiet"]) == 1
    assert capsys.readouterr().out == "1/2 gold trees reproduce their after-layout\n"
    assert main(["check", "--treebank", root, "--split", "train", "--quiet"]) == 0
    assert capsys.readouterr().out == "2500/2500 gold trees reproduce their after-layout\n"


def test_check_of_eval_on_a_training_release_says_where_eval_comes_from(tmp_path, capsys):
    assert main(["check", "--treebank", str(release(tmp_path, [MOVE_RED])), "--split", "eval"]) == 2
    assert "full 3,409-command SemEval-2014 Task 6 release" in capsys.readouterr().err


def test_check_of_an_empty_split_does_not_pass(tmp_path, capsys):
    # Four commands: the dev split (every fifth) is empty, and checking nothing proves nothing.
    assert main(["check", "--treebank", str(release(tmp_path, [MOVE_RED] * 4)), "--split", "dev"]) == 1
    captured = capsys.readouterr()
    assert captured.out == "0/0 gold trees reproduce their after-layout\n"
    assert "the dev split of" in captured.err and "holds no commands" in captured.err


def test_check_on_a_missing_treebank_is_a_usage_error(tmp_path, capsys):
    assert main(["check", "--treebank", str(tmp_path / "nowhere")]) == 2
    assert "not a directory" in capsys.readouterr().err


def judged(tmp_path, text: str, **options) -> list[list[str]]:
    out = io.StringIO()
    args = Namespace(treebank=str(release(tmp_path, [TAKE_RED])), before_only=options.get("before_only", False))
    assert judge_lines(args, io.StringIO(text), out) == 0
    return [line.split("\t") for line in out.getvalue().splitlines()]


def test_judge_prints_one_verdict_per_line_and_goes_on_after_errors(tmp_path):
    lines = judged(tmp_path, f"a\t1\t{TAKE_RED}\nb\t1\t(event: (action: drop) (entity: (type: cube)))\n"
                             f"c\tseven\t{TAKE_RED}\nd\t1\t(event: (action:\ne\t1001\t{TAKE_RED}\nf\n")
    assert lines[0] == ["a", "incoherent", "the command would take 0,0,0, but the scene shows move 0,0,0 -> 3,0,0"]
    assert lines[1] == ["b", "incoherent", "the gripper is holding nothing to drop"]
    assert lines[2] == ["c", "error", "line 3: the scene number must be an integer, not 'seven'"]
    assert lines[3][:2] == ["d", "error"] and "malformed" in lines[3][2]
    assert lines[4][:2] == ["e", "error"] and "scene 1001 does not exist" in lines[4][2]
    assert lines[5] == ["f", "error", "line 6: expected key<TAB>scene-number<TAB>RCL, found 1 field(s)"]


def test_judge_before_only_accepts_what_the_board_allows(tmp_path):
    assert judged(tmp_path, f"a\t1\t{TAKE_RED}\n", before_only=True) == [["a", "ok", "take 0,0,0"]]


def test_judge_answers_each_line_at_once_even_an_error(tmp_path):
    # A tool writes a line and waits for its answer: every answer is flushed, error lines too.
    command = [sys.executable, "-m", "planner", "judge", "--treebank", str(release(tmp_path, [TAKE_RED]))]
    buffered = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
    with subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=buffered) as judge:
        answers = []
        for line in (f"a\t1\t{TAKE_RED}\n", "b\tone\t(event:\n"):
            judge.stdin.write(line)
            judge.stdin.flush()
            with selectors.DefaultSelector() as waiting:
                waiting.register(judge.stdout, selectors.EVENT_READ)
                assert waiting.select(timeout=30), f"no answer to {line!r}"
            answers.append(judge.stdout.readline().split("\t")[:2])
        judge.stdin.close()
    assert answers == [["a", "incoherent"], ["b", "error"]]


def test_python_m_planner_runs_as_a_module(tmp_path):
    result = subprocess.run([sys.executable, "-m", "planner", "check", "--treebank", str(release(tmp_path, [TAKE_RED]))],
                            capture_output=True, text=True)
    assert result.returncode == 1
    assert result.stdout.strip().splitlines()[-1] == "0/1 gold trees reproduce their after-layout"


@pytest.mark.treebank
def test_judge_on_the_shared_treebank(treebank):
    command = treebank.command(treebank.commands[0].id)
    from rcl.writer import to_string
    out = io.StringIO()
    judge_lines(Namespace(treebank=str(treebank.root), before_only=False),
                io.StringIO(f"k\t{command.scene}\t{to_string(command.gold)}\n"), out)
    assert out.getvalue().split("\t")[:2] == ["k", "ok"]
