"""The treebank reader, on hand-made release directories and on the shared treebank."""

import re

import pytest

from rcl import TreebankError, read_rcl, to_string
import rcl.locations
import rcl.treebank
from rcl.treebank import find_treebank, load_treebank, read_scene, scene_images
from rcl.validate import problems

COMMANDS = "7\t1\tdrop the blue cube\r\n9\t2\tPick up the red block. \r\n"
ANNOTATION = ("7\trcl\t(event: (action: drop (token: 1)) (entity: (color: blue (token: 3)) (type: cube (token: 4))))\r\n"
              "9\trcl\t(event: (action: take (token: 1 2)) (entity: (color: red (token: 4)) (type: cube (token: 5))))\r\n")
LAYOUTS = "".join(
    f"1\t{image}\r\n0\t0\t3\t{'C' if image == 1 else 'O'}\r\n0\t0\t0\tB\t1\r\n \r\n" for image in range(1, 6))


def write_release(directory, commands=COMMANDS, annotation=ANNOTATION, layouts=LAYOUTS):
    (directory / "commands.txt").write_text(commands, encoding="utf-8", newline="")
    (directory / "annotation.txt").write_text(annotation, encoding="utf-8", newline="")
    (directory / "configuration.txt").write_text(layouts, encoding="utf-8", newline="")
    return directory


def test_reads_a_release_with_crlf_and_stray_whitespace(tmp_path):
    tb = load_treebank(write_release(tmp_path))
    assert [c.id for c in tb.commands] == [7, 9]
    second = tb.command(9)
    assert second.text == "Pick up the red block." and second.words[3] == "red"
    assert to_string(second.gold) == "(event: (action: take) (entity: (color: red) (type: cube)))"
    before, after = tb.scene(1)
    assert (before.image, after.image) == (1, 2) and before.closed and not after.closed
    assert before.shapes[0].color == "blue" and before.shapes[0].type == "cube"


def test_scene_numbering_follows_the_release():
    assert scene_images(1) == (1, 1, 2)
    assert scene_images(2) == (1, 2, 1)
    assert scene_images(7) == (1, 1, 5)
    assert scene_images(1000) == (125, 5, 1)
    with pytest.raises(TreebankError, match="1 to 1000"):
        scene_images(1001)


def test_missing_file_is_named(tmp_path):
    write_release(tmp_path)
    (tmp_path / "annotation.txt").unlink()
    with pytest.raises(TreebankError, match="annotation.txt is missing"):
        load_treebank(tmp_path)


def test_mismatched_ids_are_located(tmp_path):
    write_release(tmp_path, annotation=ANNOTATION.replace("9\trcl", "10\trcl"))
    with pytest.raises(TreebankError, match=r"commands.txt:2 has id 9 but annotation.txt:2 has id 10"):
        load_treebank(tmp_path)


def test_malformed_tree_is_located(tmp_path):
    write_release(tmp_path, annotation=ANNOTATION.replace("(type: cube (token: 5))))", "(type: cube (token: 5)))"))
    with pytest.raises(TreebankError, match=r"annotation.txt:2: column \d+: unexpected end of text"):
        load_treebank(tmp_path)


def test_bad_layout_line_is_located(tmp_path):
    write_release(tmp_path, layouts=LAYOUTS.replace("0\t0\t0\tB\t1", "0\t0\t0\tQ\t1", 1))
    with pytest.raises(TreebankError, match=r"configuration.txt:3: unknown colour code 'Q'"):
        load_treebank(tmp_path)


def test_location_comes_from_flag_then_environment(tmp_path, monkeypatch):
    write_release(tmp_path)
    monkeypatch.setenv("RCL_TREEBANK", str(tmp_path / "nowhere"))
    with pytest.raises(TreebankError, match=r"\$RCL_TREEBANK points to .*nowhere, which is not a directory"):
        find_treebank()
    assert find_treebank(tmp_path) == tmp_path
    monkeypatch.setenv("RCL_TREEBANK", str(tmp_path))
    assert find_treebank() == tmp_path


def test_without_any_treebank_the_error_says_where_to_obtain_it(tmp_path, monkeypatch):
    monkeypatch.delenv("RCL_TREEBANK", raising=False)
    monkeypatch.setattr(rcl.locations, "_CHECKOUT", tmp_path / "repo")
    (tmp_path / "work").mkdir()
    monkeypatch.chdir(tmp_path / "work")
    with pytest.raises(TreebankError) as caught:
        find_treebank()
    message = str(caught.value)
    assert message.startswith("no treebank given and none found at ../shared/treebank")
    assert "SemEval-2014 Task 6" in message and "http://alt.qcri.org/semeval2014/task6/" in message


def test_a_repeated_id_is_located(tmp_path):
    write_release(tmp_path, commands=COMMANDS.replace("9\t2", "7\t2"), annotation=ANNOTATION.replace("9\trcl", "7\trcl"))
    with pytest.raises(TreebankError, match=r"commands.txt:2: id 7 appears twice \(first on line 1\)"):
        load_treebank(tmp_path)


def test_an_empty_release_is_an_error(tmp_path):
    write_release(tmp_path, commands="\r\n", annotation="")
    with pytest.raises(TreebankError, match="commands.txt holds no commands"):
        load_treebank(tmp_path)


def test_the_annotation_kind_field_is_checked(tmp_path):
    write_release(tmp_path, annotation=ANNOTATION.replace("9\trcl", "9\tlambda"))
    with pytest.raises(TreebankError, match=r"annotation.txt:2: the second field must be 'rcl', not 'lambda'"):
        load_treebank(tmp_path)


def test_text_that_is_not_utf8_is_located_by_line(tmp_path):
    write_release(tmp_path)
    (tmp_path / "commands.txt").write_bytes(COMMANDS.encode() + "11\t3\tcaf\u00e9\r\n".encode("latin-1"))
    with pytest.raises(TreebankError, match=r"commands.txt:3: not UTF-8 text"):
        load_treebank(tmp_path)


def test_splits_of_a_training_release_and_the_missing_eval(tmp_path):
    commands = "".join(f"{i}\t1\tdrop it\n" for i in range(1, 11))
    annotation = "".join(f"{i}\trcl\t(event: (action: drop) (entity: (type: cube)))\n" for i in range(1, 11))
    tb = load_treebank(write_release(tmp_path, commands, annotation))
    assert [c.id for c in tb.split("dev")] == [5, 10]
    assert len(tb.split("train-dev")) == 8 and len(tb.split("all")) == 10
    with pytest.raises(TreebankError, match="eval split .* full 3,409-command"):
        tb.split("eval")
    with pytest.raises(TreebankError, match="unknown split 'test'"):
        tb.split("test")


def test_a_full_release_puts_the_commands_after_the_first_2500_in_eval(tmp_path):
    # The layout of the 3,409-command release, with 2,503 made-up commands.
    count = 2503
    commands = "".join(f"{i}\t1\tdrop it\r\n" for i in range(1, count + 1))
    annotation = "".join(f"{i}\trcl\t(event: (action: drop) (entity: (type: cube)))\r\n" for i in range(1, count + 1))
    tb = load_treebank(write_release(tmp_path, commands, annotation))
    assert [c.id for c in tb.split("eval")] == [2501, 2502, 2503]
    assert len(tb.split("train")) == 2500 and len(tb.split("all")) == count
    assert len(tb.split("dev")) == 500 and tb.split("dev")[-1].id == 2500


def test_one_scene_is_read_from_the_layouts_alone(tmp_path):
    # The commands are not read: a broken tree elsewhere in the release does not stop a scene.
    write_release(tmp_path, annotation="7\trcl\t(event: (action: drop\r\n")
    before, after = read_scene(2, tmp_path)
    assert (before.group, before.image, after.image) == (1, 2, 1)
    assert after.closed and not before.closed and before.shapes[0].color == "blue"


def test_one_scene_reads_only_its_group_but_checks_it(tmp_path):
    other_group = "2\t1\r\n0\t0\t3\tO\r\n0\t0\t0\tQ\t1\r\n\r\n"
    write_release(tmp_path, layouts=LAYOUTS + other_group)
    assert read_scene(1, tmp_path)[0].shapes[0].type == "cube"
    write_release(tmp_path, layouts=LAYOUTS.replace("0\t0\t0\tB\t1", "0\t0\t0\tB\t7", 1))
    with pytest.raises(TreebankError, match=r"configuration.txt:3: unknown shape code '7'"):
        read_scene(1, tmp_path)


def test_one_scene_names_what_is_missing(tmp_path):
    write_release(tmp_path)
    with pytest.raises(TreebankError, match="group 2, image 1"):
        read_scene(9, tmp_path)
    with pytest.raises(TreebankError, match="scenes are numbered 1 to 1000"):
        read_scene(0, tmp_path)
    (tmp_path / "configuration.txt").unlink()
    with pytest.raises(TreebankError, match="configuration.txt is missing"):
        read_scene(1, tmp_path)


@pytest.mark.treebank
def test_one_scene_read_alone_is_the_scene_of_the_whole_treebank(treebank, monkeypatch):
    monkeypatch.setattr(rcl.treebank, "_CACHE", {})  # read from the file, not from the loaded treebank
    for number in (1, 8, 499, 1000):
        assert read_scene(number, treebank.root) == treebank.scene(number)


@pytest.mark.treebank
def test_every_gold_tree_reads_validates_and_writes_back_identically(treebank):
    lines = (treebank.root / "annotation.txt").read_text(encoding="utf-8").splitlines()
    assert len(treebank.commands) == len(lines) >= 2500
    for command, line in zip(treebank.commands, lines):
        written = line.split("\t")[2].strip()
        assert to_string(command.tree, tokens=True) == written
        assert to_string(command.gold) == re.sub(r" \(token: [0-9 ]+\)", "", written)
        assert problems(command.tree) == [], command.id
        assert read_rcl(written) == command.tree


@pytest.mark.treebank
def test_shared_treebank_splits_and_scenes(treebank):
    assert len(treebank.split("train")) == 2500
    assert len(treebank.split("dev")) == 500 and len(treebank.split("train-dev")) == 2000
    assert len(treebank.layouts) == 625
    for number in (1, 500, 1000):
        before, after = treebank.scene(number)
        assert before.group == after.group
