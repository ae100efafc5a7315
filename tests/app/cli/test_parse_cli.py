"""rcl-parse as users meet it: output forms, scenes, --json and --explain, and bad input,
where every mistake gets a clear message and the right exit code.

Exit codes: 0 parsed, 1 no parse / incoherent, 2 usage or input error.  The
parser is the stub of tests/app/repl_stub.py; the planner is real.
"""

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rcl.app.cli.parse import main
from rcl.app.systems import SYSTEMS, EngineSystem, Registration, describe
from rcl.candidate import Proposal, Rejected

import repl_stub

STUB = Path(repl_stub.__file__)


@pytest.fixture(autouse=True)
def registry(monkeypatch):
    repl_stub.register(monkeypatch)


@pytest.fixture
def scene(tmp_path):
    return str(repl_stub.scene_file(tmp_path))


def rcl_parse(argv, capsys, monkeypatch, stdin: bytes | None = None):
    """(exit code, stdout, stderr) of rcl-parse run in this process with the stub parser."""
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8"))
    code = main([*argv, "--system", "stub"])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_known_command_parses_with_exit_0(scene, capsys, monkeypatch):
    code, out, err = rcl_parse(["pick up the green pyramid", "--scene", scene], capsys, monkeypatch)
    assert code == 0 and "(color: green) (type: prism)" in out


@pytest.mark.parametrize("text, message", [
    ("", "empty command: type an instruction"),
    ("  \t ", "empty command"),
    ("move the red cube " * 600, "command too long (2400 words); the limit is 80 words"),
    ("x" * 50000, "command too long (50000 characters); the limit is 1000 characters"),
    ("\x01\x02\x7f", "empty command"),
])
def test_empty_or_huge_text_is_an_input_error(text, message, scene, capsys, monkeypatch):
    code, out, err = rcl_parse([text, "--scene", scene], capsys, monkeypatch)
    assert code == 2 and f"rcl-parse: error: {message}" in err and out == ""


def test_control_characters_inside_a_command_are_cleaned_away(scene, capsys, monkeypatch):
    code, out, err = rcl_parse(["\x07pick up\tthe\x1b green\u200b pyramid\r\n", "--scene", scene], capsys, monkeypatch)
    assert code == 0 and "(action: take)" in out


def test_unknown_words_give_no_parse_with_exit_1(scene, capsys, monkeypatch):
    code, out, err = rcl_parse(["juggle the spaceship", "--scene", scene], capsys, monkeypatch)
    assert code == 1 and out == ""  # stdout carries results only
    assert "I could not understand 'juggle the spaceship': I do not know the words 'juggle', 'spaceship'" in err


def test_an_incoherent_command_says_why(scene, capsys, monkeypatch):
    code, out, err = rcl_parse(["take the blue cube", "--scene", scene, "--explain"], capsys, monkeypatch)
    assert code == 1 and "2 blue cubes match" in out  # --explain lists the reading and the planner's reason
    assert "Which blue cube do you mean?" in err and "1: the blue cube in the middle (x=3 y=3)" in err


def test_non_utf8_bytes_on_stdin_name_the_line_and_byte(scene, capsys, monkeypatch):
    code, out, err = rcl_parse(["--scene", scene], capsys, monkeypatch, stdin=b"pick up the green pyramid\nmove \xff\n")
    assert code == 2 and "stdin: line 2 is not UTF-8 (byte 0xff); save the input as UTF-8" in err and out == ""


def test_stdin_with_only_blank_lines_is_refused(scene, capsys, monkeypatch):
    code, out, err = rcl_parse(["--scene", scene], capsys, monkeypatch, stdin=b"\n  \n")
    assert code == 2 and "stdin held no command" in err


def test_several_commands_on_stdin_one_result_per_line(scene, capsys, monkeypatch):
    stdin = b"pick up the green pyramid\n\x00\x01\njuggle the spaceship\n"
    code, out, err = rcl_parse(["--scene", scene, "--no-planner"], capsys, monkeypatch, stdin=stdin)
    lines = out.splitlines()
    assert code == 1 and len(lines) == 3  # a line per command, empty for one without a result
    assert lines[0].startswith("(event: (action: take)") and lines[1:] == ["", ""]
    assert "command 2: empty command: type an instruction such as 'pick up the red cube'" in err
    assert "command 3: I could not understand 'juggle the spaceship'" in err


@pytest.mark.parametrize("content, message", [
    ('{"shapes": [', "not valid JSON"),
    ('{"shapes": [{"x": 1, "y": 1, "z": 0, "color": "purple", "type": "cube"}], '
     '"gripper": {"x": 0, "y": 0, "z": 7}}', "purple"),
    ("\xff\xfe", ""),
])
def test_bad_scene_json_is_a_usage_error(content, message, tmp_path, capsys, monkeypatch):
    path = tmp_path / "bad.json"
    path.write_bytes(content.encode("latin-1") if content.startswith("\xff") else content.encode())
    code, out, err = rcl_parse(["pick up the green pyramid", "--scene", str(path)], capsys, monkeypatch)
    assert code == 2 and err.startswith("rcl-parse: error: ") and message in err and str(path) in err
    assert out == ""


@pytest.mark.parametrize("flag, message", [
    (["--scene", "/no/such/scene.json"], "/no/such/scene.json"),
    (["--file", "/no/such/commands.txt"], "cannot read --file /no/such/commands.txt"),
])
def test_missing_files_are_usage_errors(flag, message, capsys, monkeypatch):
    argv = flag if flag[0] == "--file" else ["pick up the green pyramid", *flag]
    code, out, err = rcl_parse(argv, capsys, monkeypatch)
    assert code == 2 and message in err and "Traceback" not in err


def test_out_is_written_whole_or_not_at_all(scene, tmp_path, capsys, monkeypatch):
    out_file = tmp_path / "next.json"
    out_file.write_text("precious")
    # an input error before anything runs: the old file stays as it was
    code, _, err = rcl_parse(["--scene", scene, "--execute", "--out", str(out_file)], capsys, monkeypatch,
                             stdin=b"pick up the green pyramid\n\xff\n")
    assert code == 2 and out_file.read_text() == "precious"
    # a folder that does not exist: refused before any parsing
    code, _, err = rcl_parse(["pick up the green pyramid", "--scene", scene, "--execute",
                              "--out", str(tmp_path / "nope" / "next.json")], capsys, monkeypatch)
    assert code == 2 and "does not exist" in err
    # a good run replaces the file atomically, leaving no temporary files behind
    code, _, err = rcl_parse(["pick up the green pyramid", "--scene", scene, "--execute", "--out", str(out_file)],
                             capsys, monkeypatch)
    assert code == 0 and json.loads(out_file.read_text())["gripper"]["holding"] is not None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["next.json", "scene.json"]


def test_out_without_execute_is_a_usage_error(scene, capsys, monkeypatch):
    code, _, err = rcl_parse(["drop it", "--scene", scene, "--out", "x.json"], capsys, monkeypatch)
    assert code == 2 and "--out needs --execute" in err


def test_the_real_program_reports_bad_stdin_bytes_and_exit_code(scene):
    result = subprocess.run([sys.executable, str(STUB), "parse", "--scene", scene],
                            input=b"take the \xc3\x28 cube\n", capture_output=True, timeout=60)
    assert result.returncode == 2
    assert b"stdin: line 1 is not UTF-8 (byte 0xc3)" in result.stderr and b"Traceback" not in result.stderr


def test_the_real_program_rejects_an_unknown_flag_with_exit_2():
    result = subprocess.run([sys.executable, str(STUB), "parse", "--frobnicate"], capture_output=True, timeout=60)
    assert result.returncode == 2 and b"unrecognized arguments: --frobnicate" in result.stderr


# -- what a user sees when things go right ------------------------------------------

def test_one_command_prints_pretty_rcl_and_several_print_one_line_each(scene, capsys, monkeypatch):
    code, out, _ = rcl_parse(["pick up the green pyramid", "--scene", scene], capsys, monkeypatch)
    assert code == 0 and out == "(event:\n  (action: take)\n  (entity: (color: green) (type: prism)))\n"
    code, out, _ = rcl_parse(["--scene", scene], capsys, monkeypatch,
                             stdin=b"pick up the green pyramid\ntake the yellow cube\n")
    assert code == 0 and out.splitlines() == [
        "(event: (action: take) (entity: (color: green) (type: prism)))",
        "(event: (action: take) (entity: (color: yellow) (type: cube)))"]


def test_commands_from_a_file_give_one_result_per_line(scene, tmp_path, capsys, monkeypatch):
    commands = tmp_path / "commands.txt"
    commands.write_text("pick up the green pyramid\n\njuggle the spaceship\n", encoding="utf-8")
    code, out, err = rcl_parse(["--file", str(commands), "--scene", scene], capsys, monkeypatch)
    assert code == 1 and out.splitlines() == ["(event: (action: take) (entity: (color: green) (type: prism)))", ""]
    assert "rcl-parse: command 2: I could not understand 'juggle the spaceship'" in err


def test_a_file_without_commands_is_an_input_error(tmp_path, capsys, monkeypatch):
    (tmp_path / "blank.txt").write_text("\n   \n")
    code, out, err = rcl_parse(["--file", str(tmp_path / "blank.txt")], capsys, monkeypatch)
    assert code == 2 and f"--file {tmp_path / 'blank.txt'} held no command" in err and out == ""


def test_without_a_scene_the_planner_is_not_used_and_stderr_says_so(capsys, monkeypatch):
    # Two blue cubes make this incoherent on the stub board; with no board, nothing objects.
    code, out, err = rcl_parse(["take the blue cube"], capsys, monkeypatch)
    assert code == 0 and "(color: blue) (type: cube)" in out
    assert "rcl-parse: no scene given: the planner is not used" in err


def test_no_planner_leaves_the_scene_unconsulted(scene, capsys, monkeypatch):
    code, out, err = rcl_parse(["take the blue cube", "--scene", scene, "--no-planner"], capsys, monkeypatch)
    assert code == 0 and "--no-planner: the scene is not consulted" in err


def test_scene_id_takes_the_before_layout_from_the_treebank(mini_treebank, capsys, monkeypatch):
    # The mini treebank's scene 1 has a single blue cube, so "the blue cube" is coherent there.
    code, out, err = rcl_parse(["take the blue cube", "--scene-id", "1", "--treebank", str(mini_treebank)],
                               capsys, monkeypatch)
    assert code == 0 and "(color: blue) (type: cube)" in out and "planner is not used" not in err


def test_a_scene_can_be_a_shipped_example_named_by_its_name(capsys, monkeypatch):
    code, out, _ = rcl_parse(["pick up the green pyramid", "--scene", "example", "--oneline"], capsys, monkeypatch)
    assert code == 0 and out == "(event: (action: take) (entity: (color: green) (type: prism)))\n"


def test_why_not_is_what_the_shapes_reading_met_not_an_empty_gripper(capsys, monkeypatch):
    # every red cube of the example has something on it; a reading of "put" as a drop is no reason to give
    assert main(["put the red cube next to the white cube", "--scene", "example", "--system", "pcfg"]) != 0
    assert "every red cube has something on top of it" in capsys.readouterr().err
    assert main(["drop the blue cube", "--scene", "example", "--system", "pcfg"]) != 0
    assert "the gripper is holding nothing to drop" in capsys.readouterr().err


def test_a_mistyped_example_name_lists_the_examples(capsys, monkeypatch):
    code, out, err = rcl_parse(["pick up the green pyramid", "--scene", "exmaple"], capsys, monkeypatch)
    assert code == 2 and out == ""
    assert err == ("rcl-parse: error: no scene file 'exmaple' here and no example scene of that name; "
                   "the examples are demo, example\n")


def test_json_names_the_answering_candidate_its_verdict_and_timings(scene, capsys, monkeypatch):
    code, out, _ = rcl_parse(["pick up the green pyramid", "--scene", scene, "--json"], capsys, monkeypatch)
    answer = json.loads(out)
    assert code == 0
    assert answer["rcl"] == "(event: (action: take) (entity: (color: green) (type: prism)))"
    assert (answer["system"], answer["source"], answer["rank"], answer["note"]) == ("stub", "stub", 0, "fixed")
    assert answer["verdict"] == {"coherent": True, "reason": "", "move": "take 0,7,1"}
    assert set(answer["timings_ms"]) == {"planner", "total"}


def test_json_of_an_incoherent_command_lists_the_attempt_and_its_reason(scene, capsys, monkeypatch):
    code, out, _ = rcl_parse(["take the blue cube", "--scene", scene, "--json"], capsys, monkeypatch)
    answer = json.loads(out)
    assert code == 1 and answer["rcl"] is None and answer["source"] is None
    assert answer["attempts"][0]["reason"].startswith("2 blue cubes match")
    assert answer["message"] == "Which blue cube do you mean? 2 match: at (3,3,0) and (5,5,0)"


class UnconvertibleEngine:
    """An engine whose only analysis could not be turned into RCL."""

    name = "unconvertible"

    def propose(self, text):
        return Proposal(self.name, (Rejected("erg", 0, 'unknown noun "ball"'),))

    def close(self):
        pass


def test_explain_lists_analyses_that_were_not_convertible(scene, capsys, monkeypatch):
    monkeypatch.setitem(SYSTEMS, "unconvertible", Registration(
        "test: nothing converts", lambda options: EngineSystem("unconvertible", (UnconvertibleEngine(),))))
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b""), encoding="utf-8"))
    code = main(["pick up the ball", "--scene", scene, "--explain", "--system", "unconvertible"])
    out, err = capsys.readouterr()
    assert code == 1 and "I could not understand 'pick up the ball': I do not know the word 'ball'" in err
    assert "no convertible analysis; the first: unknown noun \"ball\"" in out
    assert '  erg #1: not convertible: unknown noun "ball"' in out


def test_an_unknown_system_is_a_usage_error(capsys):
    assert main(["drop it", "--system", "nonesuch"]) == 2
    assert "rcl-parse: error: unknown system 'nonesuch'; choose one of" in capsys.readouterr().err


# -- nothing half-done ---------------------------------------------------------------

def test_a_failed_command_leaves_the_out_file_untouched(scene, tmp_path, capsys, monkeypatch):
    out_file = tmp_path / "next.json"
    out_file.write_text("precious")
    code, _, err = rcl_parse(["--scene", scene, "--execute", "--out", str(out_file)], capsys, monkeypatch,
                             stdin=b"pick up the green pyramid\njuggle the spaceship\n")
    assert code == 1 and out_file.read_text() == "precious"
    assert f"did not write {out_file}: 1 command failed" in err


def test_out_naming_a_folder_is_refused_before_anything_is_parsed(scene, tmp_path, capsys, monkeypatch):
    code, out, err = rcl_parse(["pick up the green pyramid", "--scene", scene, "--execute", "--out", str(tmp_path)],
                               capsys, monkeypatch)
    assert code == 2 and out == "" and f"--out {tmp_path} is a folder" in err


def test_an_argument_that_is_not_utf8_is_an_input_error(scene, capsys, monkeypatch):
    # Python hands over undecodable argv bytes as lone surrogates (PEP 383).
    code, out, err = rcl_parse(["take the \udcff cube", "--scene", scene], capsys, monkeypatch)
    assert code == 2 and "the command is not UTF-8 text (byte 0xff)" in err and out == ""


def test_a_reader_that_goes_away_ends_the_program_quietly(scene):
    command = subprocess.Popen([sys.executable, str(STUB), "parse", "--scene", scene, "--no-planner"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    command.stdin.write(b"pick up the green pyramid\n" * 5000)
    command.stdin.close()
    assert command.stdout.readline().startswith(b"(event:")
    command.stdout.close()                       # like `rcl-parse ... | head -1`
    assert command.wait(timeout=60) == 141
    assert b"Broken pipe" not in command.stderr.read() and command.stderr.close() is None


def test_json_with_execute_stays_one_object_per_line(scene, capsys, monkeypatch):
    code, out, _ = rcl_parse(["--scene", scene, "--execute", "--json"], capsys, monkeypatch,
                             stdin=b"pick up the green pyramid\ntake the yellow cube\n")
    first, second = [json.loads(line) for line in out.splitlines()]  # no scene: the second failed
    assert code == 1 and first["rcl"] and second["verdict"] is None
    assert second["message"] == "I cannot do that here: the gripper is already holding the green prism"


ERG_OFF = "rcl-parse: ERG path off (no ACE; --ace and --grammar turn it on)"


@pytest.fixture
def no_erg(monkeypatch):
    """No ACE and no profile configured: the combined system runs on the back-off alone."""
    for name in ("RCL_ACE", "RCL_ERG_GRAMMAR", "RCL_ERG_PROFILE"):
        monkeypatch.delenv(name, raising=False)


def test_without_ace_the_notice_is_shown_only_with_explain(no_erg, capsys):
    assert main(["pick up the green pyramid", "--scene", "example", "--system", "combined"]) == 0
    assert capsys.readouterr().err == ""
    assert main(["pick up the green pyramid", "--scene", "example", "--system", "combined", "--explain"]) == 0
    assert capsys.readouterr().err.splitlines() == [ERG_OFF]


def test_the_notice_is_one_line_per_run_however_many_commands(no_erg, capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"pick up the green pyramid\n"
                                                                  b"pick up the yellow pyramid\n"), encoding="utf-8"))
    assert main(["--scene", "example", "--system", "combined", "--explain"]) == 0
    assert capsys.readouterr().err.splitlines() == [ERG_OFF]


def test_the_back_off_path_starts_without_loading_the_erg_bridge():
    # Cold start matters for rcl-parse: the ERG bridge (and pydelphin) load only when the ERG path is on.
    probe = ("import sys; from rcl.app.systems import make_system; make_system('combined'); "
             "print(sorted(m for m in sys.modules if m.split('.')[0] in ('erg_bridge', 'delphin')))")
    env = {k: v for k, v in os.environ.items() if k not in ("RCL_ERG_PROFILE", "RCL_ACE", "RCL_ERG_GRAMMAR")}
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_help_names_every_shipped_system(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    shipped = [name for name, text in describe().items() if not text.startswith("test")]
    assert all(f" {name}," in help_text or f" {name} " in help_text for name in shipped), shipped


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_a_failed_write_of_the_out_scene_is_an_error(scene, capsys, monkeypatch):
    code, _, err = rcl_parse(["pick up the green pyramid", "--scene", scene, "--execute", "--out", "/dev/full"],
                             capsys, monkeypatch)
    assert code == 2 and "No space left on device: /dev/full" in err and "wrote" not in err


def test_when_ace_crashes_the_back_off_answers_and_stderr_says_so(ace, capsys):
    argv = ["take the green pyramid crash", "--scene", "example", "--system", "combined", "--ace", ace["ace"],
            "--grammar", ace["grammar"]]  # the stand-in ACE dies on the word "crash"
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert "(type: prism)" in out and "the ERG path failed" in err and "crashed" in err and "back-off" in err
    assert main([*argv, "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["erg"].startswith("failed: ") and answer["source"] == "pcfg" and "crashed" in answer["failures"]["erg"]
    assert main(["take the green pyramid", *argv[1:], "--json"]) == 0  # a command ACE can read has no failure
    assert json.loads(capsys.readouterr().out)["failures"] == {}


@pytest.mark.parametrize("half", [["--ace", "/nonexistent/ace"], ["--grammar", "/nonexistent/erg.dat"]])
def test_half_an_ace_configuration_is_an_error_not_silence(half, monkeypatch, capsys):
    monkeypatch.delenv("RCL_ACE", raising=False)
    monkeypatch.delenv("RCL_ERG_GRAMMAR", raising=False)
    assert main(["drop the blue cube", "--system", "combined", *half]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "/nonexistent/" in err and ("--grammar" in err or "--ace" in err)


DEMO = "demo"  # the example scene shipped for the REPL demo


def test_executed_commands_form_a_conversation_where_it_is_the_held_shape(capsys, monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"pick up the yellow pyramid\n"
                                                                  b"put it on the white cube\n"), encoding="utf-8"))
    after = tmp_path / "after.json"
    assert main(["--scene", DEMO, "--system", "pcfg", "--execute", "--out", str(after), "--json"]) == 0
    take, carry = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert carry["reference"]["words"] == "it" and carry["reference"]["read_as"] == "put the yellow prism on the white cube"
    assert carry["verdict"]["move"] == "move 1,2,7 -> 3,4,1"
    assert {"x": 3, "y": 4, "z": 1, "color": "yellow", "type": "prism"} in json.loads(after.read_text())["shapes"]


def test_one_verdict_with_or_without_execute(capsys):
    # physical rules by default: the cell on the blue cube is taken by a red cube, executed or not
    command = ["put the white cube on the blue cube", "--scene", DEMO, "--system", "pcfg"]
    for extra in ([], ["--execute"]):
        assert main(command + extra) == 1
        out, err = capsys.readouterr()
        assert out == "" and "I cannot do that here: (6,4,1) is already taken by the red cube" in err
    assert main(command + ["--physics", "official"]) == 0  # the organisers' planner allows it


def test_an_ambiguous_command_exits_1_with_the_choices_in_json(capsys):
    assert main(["take the red cube", "--scene", DEMO, "--system", "pcfg", "--json"]) == 1
    answer = json.loads(capsys.readouterr().out)
    assert answer["rcl"] is None and answer["question"]["kind"] == "which"
    assert [(c["x"], c["y"], c["z"]) for c in answer["question"]["choices"]] == [(2, 6, 0), (6, 4, 1)]


def test_a_question_about_the_board_is_answered_on_stderr_and_in_json(scene, capsys, monkeypatch):
    code, out, err = rcl_parse(["where is the yellow cube?", "--scene", scene], capsys, monkeypatch)
    assert code == 0 and out == ""
    assert "rcl-parse: The yellow cube is in the top right corner (x=7 y=0)." in err
    code, out, err = rcl_parse(["how many blue cubes are there?", "--scene", scene, "--json"], capsys, monkeypatch)
    data = json.loads(out)
    assert code == 0 and data["rcl"] is None and data["message"] == ""
    assert data["reply"]["text"].startswith("There are 2 blue cubes") and len(data["reply"]["shapes"]) == 2
    code, out, err = rcl_parse(["where is the yellow cube?"], capsys, monkeypatch)  # no board to look at
    assert code == 1 and "I am not looking at a board here" in err


def test_an_unsure_reading_says_so_on_stderr_and_in_json(capsys):
    demo = str(Path(__file__).parents[3] / "rcl" / "app" / "scenes" / "demo.json")
    assert main(["take the gizmo", "--scene", demo, "--system", "pcfg"]) == 0
    out, err = capsys.readouterr()
    assert "(type: prism)" in out
    assert "rcl-parse: I am not sure I understood that: I had to guess what 'gizmo' means" in err
    assert main(["take the gizmo", "--scene", demo, "--system", "pcfg", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["doubts"] == [{"kind": "guessed-word", "reason": "I had to guess what 'gizmo' means"}]
    assert data["notice"].startswith("I am not sure")
