"""The REPL's session, driven line by line: parse, execute, redraw, and the meta-commands.

The parser is a stub (tests/app/repl_stub.py) so these tests do not depend
on the real engines; the planner judges and executes for real.
"""

import contextlib
import io
import json
import tempfile
from pathlib import Path

from delphin.codecs import simplemrs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from planner import PHYSICAL, Scene, Shape, load_scene, scene_from_layout
from rcl.app.choose import choose
from rcl.app.cli.repl import run_lines
from rcl.app.example_scenes import example_scene
from rcl.app.session import Session
from rcl.app.systems import EngineSystem, SystemOptions, make_system
from rcl.candidate import Candidate, Proposal
from rcl.reader import read_rcl

from repl_stub import KNOWN, SCENE, stub_system

DEMO = Path(__file__).parents[2] / "rcl" / "app" / "scenes" / "demo.json"


def new_session(system=None):
    out = io.StringIO()
    return Session(system or stub_system("physical"), SCENE, out), out  # rcl-repl judges physically


def test_a_command_is_parsed_shown_executed_and_the_board_redrawn():
    session, out = new_session()
    session.handle("Pick up the green pyramid.")
    text = out.getvalue()
    assert "(action: take)" in text and "(color: green) (type: prism)" in text
    assert "took the green prism: (0,7,1) -> (0,7,7)" in text
    assert "holding the green prism" in text
    assert session.scene.held.name == "green prism"
    assert [step.board for step in session.conversation.history] == [SCENE]
    assert "candidate" not in text and "pcfg" not in text  # no internal terms


def test_undo_and_reset_bring_back_earlier_boards():
    session, out = new_session()
    run_lines(session, ["pick up the green pyramid", ":undo"], echo=False)
    assert session.scene == SCENE and session.conversation.history == []
    session.handle(":undo")
    assert "nothing to undo" in out.getvalue()
    run_lines(session, ["take the yellow cube", ":reset"], echo=False)
    assert session.scene == SCENE
    session.handle(":undo")                     # a reset can itself be undone
    assert session.scene.held.name == "yellow cube"


def test_an_impossible_command_says_why_and_changes_nothing():
    session, out = new_session()
    session.handle("move the yellow cube onto the red cube")
    assert "I cannot do that here: (0,7,1) is already taken by the green prism" in out.getvalue()
    assert session.scene == SCENE and session.conversation.history == [] and session.failures == 1


def test_an_ambiguous_command_asks_which_one_and_the_answer_finishes_it():
    session, out = new_session()
    session.handle("take the blue cube")
    assert "Which blue cube do you mean?" in out.getvalue() and session.question is not None
    assert "B1" in out.getvalue() and "B2" in out.getvalue()  # the choices are numbered on the board
    assert session.scene == SCENE and session.conversation.history == []
    session.handle(":why")
    why = out.getvalue().split(":why")[-1] if ":why" in out.getvalue() else out.getvalue()
    assert "stub #1 (fixed): incoherent: 2 blue cubes match" in why
    assert "(event: (action: take) (entity: (color: blue) (type: cube)))" in why
    session.handle("the top one")  # x = 5 is farther from the robot than x = 3: drawn higher up
    assert session.scene.held == SCENE.at(5, 5, 0).at(5, 5, 7) and session.question is None
    assert "took the blue cube: (5,5,0) -> (5,5,7)" in out.getvalue()


def test_a_reply_that_picks_no_choice_is_read_as_a_new_command():
    session, out = new_session()
    run_lines(session, ["take the blue cube", "take the yellow cube"], echo=False)
    assert session.scene.held.name == "yellow cube" and session.question is None


def test_an_unknown_sentence_names_the_words_it_does_not_know():
    session, out = new_session()
    session.handle("juggle the spaceship")
    assert "I could not understand 'juggle the spaceship': I do not know the words 'juggle', 'spaceship'" \
        in out.getvalue() and session.scene == SCENE


def test_empty_and_overlong_lines_are_refused_politely():
    session, out = new_session()
    session.handle("   ")
    assert out.getvalue() == ""
    session.handle("\x07\x1b")
    assert "empty command" in out.getvalue()
    session.handle("move the cube " * 1000)
    assert "command too long" in out.getvalue()
    assert session.scene == SCENE


def test_a_hand_typed_tree_runs_and_a_bad_one_is_explained():
    session, out = new_session()
    session.handle(":rcl (event: (action: take) (entity: (color: yellow) (type: cube)))")
    assert session.scene.held.name == "yellow cube"
    session.handle(":rcl (event: (action: take")
    assert "error: line 1, column" in out.getvalue()
    session.handle(":rcl (event: (action: fly) (entity: (type: cube)))")
    assert "fly" in out.getvalue().splitlines()[-1]
    session.handle(":rcl")
    assert "give a tree" in out.getvalue()
    assert session.scene.held.name == "yellow cube" and len(session.conversation.history) == 1


def test_a_hand_typed_tree_whose_description_fits_two_shapes_asks_which_one():
    session, out = new_session()
    session.handle(":rcl (event: (action: take) (entity: (color: blue) (type: cube)))")
    assert "Which blue cube do you mean? 2 match: at (3,3,0) and (5,5,0)" in out.getvalue()
    assert "I cannot do that here" not in out.getvalue() and session.scene == SCENE


def test_save_svg_and_png_write_files_and_report_bad_paths(tmp_path):
    session, out = new_session()
    session.handle("pick up the green pyramid")
    session.handle(f":save {tmp_path / 'after.json'}")
    assert load_scene(tmp_path / "after.json") == session.scene
    session.handle(f":svg {tmp_path / 'board.svg'}")
    session.handle(f":png {tmp_path / 'board.png'}")
    assert (tmp_path / "board.svg").read_text().startswith("<svg")
    assert (tmp_path / "board.png").read_bytes()[:4] == b"\x89PNG"
    session.handle(f":save {tmp_path / 'missing' / 'x.json'}")
    assert "the folder" in out.getvalue().splitlines()[-1] and "does not exist" in out.getvalue()
    session.handle(":png")
    assert "give a file name" in out.getvalue().splitlines()[-1]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["after.json", "board.png", "board.svg"]


def test_saving_over_a_folder_is_refused_with_its_name(tmp_path):
    session, out = new_session()
    session.handle(f":save {tmp_path}")
    session.handle(f":png {tmp_path}")
    assert out.getvalue().splitlines()[-2:] == [f"error: cannot write a file over a folder: {tmp_path}"] * 2
    assert list(tmp_path.iterdir()) == [] and session.failures == 2


def test_scene_switches_to_a_file_and_back_with_undo(tmp_path):
    session, out = new_session()
    other = Scene((), (0, 0, 7))
    (tmp_path / "empty.json").write_text(json.dumps({"shapes": [], "gripper": {"x": 0, "y": 0, "z": 7}}))
    session.handle(f":scene {tmp_path / 'empty.json'}")
    assert session.scene == other and session.conversation.start == other
    session.handle(":undo")
    assert session.scene == SCENE
    mark = len(out.getvalue())
    session.handle(f":scene {tmp_path / 'nope.json'}")
    assert session.scene == SCENE and out.getvalue()[mark:].startswith("error:")


def test_scene_switches_to_a_shipped_example_by_its_name():
    session, out = new_session()
    session.handle(":scene demo")
    assert session.scene == example_scene("demo") and "now on demo (:undo goes back)" in out.getvalue()


def test_scene_number_loads_the_treebank_before_layout(treebank):
    session, out = new_session()
    session.handle(":scene 18")
    before, _ = treebank.scene(18)
    assert session.scene == scene_from_layout(before)
    session.handle(":scene 1001")
    assert "scene 1001 does not exist" in out.getvalue()


class BrokenEngine:
    name = "broken"

    def propose(self, text):
        raise ZeroDivisionError("boom")

    def close(self):
        pass


def test_a_bug_in_the_parser_is_reported_and_the_session_goes_on():
    session, out = new_session(EngineSystem("broken", (BrokenEngine(),)))
    run_lines(session, ["take the red cube", ":board"], echo=False)
    assert "internal error (ZeroDivisionError: boom); nothing changed" in out.getvalue()
    assert out.getvalue().count("gripper: open") == 1 and session.scene == SCENE


class ErgEngine:
    """Answers as the 'erg' with an MRS attached, as the ERG bridge does."""
    name = "erg"
    MRS = '[ LTOP: h0 INDEX: e2 RELS: < [ _drop_v_1<0:4> LBL: h1 ARG0: e2 ] > HCONS: < h0 qeq h1 > ]'

    def propose(self, text):
        tree = read_rcl(KNOWN["pick up the green pyramid"])
        return Proposal(self.name, (Candidate(tree, "erg", 2, "reading 3", detail=simplemrs.decode(self.MRS)),))

    def close(self):
        pass


def test_mrs_shows_the_erg_reading_or_says_why_not():
    session, out = new_session(EngineSystem("erg-stub", (ErgEngine(),)))
    session.handle(":mrs")
    assert "no parsed command yet" in out.getvalue()
    session.handle("lift the prism")
    session.handle(":mrs")
    assert "_drop_v_1<0:4>" in out.getvalue() and "HCONS" in out.getvalue()
    stub, stub_out = new_session()
    stub.handle("pick up the green pyramid")
    stub.handle(":mrs")
    assert "came from stub, not the ERG" in stub_out.getvalue()


class PickyErgEngine(ErgEngine):
    """Answers "lift the prism" only."""

    def propose(self, utterance):
        return super().propose(utterance) if utterance.text == "lift the prism" else Proposal(self.name)


def test_mrs_after_a_command_with_no_parse_shows_the_last_parse():
    session, out = new_session(EngineSystem("erg-stub", (PickyErgEngine(),)))
    session.handle("lift the prism")
    session.handle("juggle the spaceship")
    session.handle(":mrs")
    assert "no parsed command yet" not in out.getvalue() and "_drop_v_1<0:4>" in out.getvalue()
    assert "the last command had no parse" in out.getvalue()


def test_quit_ends_the_loop_and_help_lists_every_meta_command():
    session, out = new_session()
    run_lines(session, [":help", ":q", "pick up the green pyramid"], echo=True)
    assert not session.running and session.scene == SCENE
    for name in (":undo", ":reset", ":scene", ":rcl", ":why", ":mrs", ":save", ":png", ":svg", ":quit"):
        assert f"  {name}" in out.getvalue()


LINES = st.one_of(
    st.sampled_from(list(KNOWN) + [":undo", ":reset", ":why", ":mrs", ":board", ":help", ":rcl", ":scene",
                                   ":rcl (event: (action: drop) (entity: (type: prism)))", ":png", ":", "::"]),
    st.text(max_size=60),
    st.builds(lambda meta, rest: meta + " " + rest,
              st.sampled_from([":rcl", ":scene", ":why", ":undo", ":save", ":svg", ":nope"]), st.text(max_size=30)),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(LINES, max_size=12))
def test_no_input_line_crashes_the_session(lines):
    session, out = new_session()
    with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder):
        run_lines(session, lines)
    assert isinstance(session.scene, Scene)
    assert "internal error" not in out.getvalue()
    assert session.scene == SCENE or session.conversation.history


def test_a_question_about_the_board_is_answered_and_marked_never_carried_out():
    # The real back-off parser, as rcl-repl runs it without ACE, on the demo board.
    system = make_system("pcfg", SystemOptions(physics=PHYSICAL))
    out = io.StringIO()
    session = Session(system, load_scene(DEMO), out)
    run_lines(session, ["take the green cube", "how many green blocks are there?"], echo=False)
    answer = out.getvalue().split("Answer with a number")[-1]
    assert "There are 2 green cubes: 1: the green cube at the top left (x=5 y=5)" in answer
    assert "marks: G1 = the green cube at x=5 y=5" in answer  # the board marks what the answer names
    assert "(still waiting for your answer: Which green cube do you mean?)" in answer
    assert session.scene == load_scene(DEMO) and session.failures == 0
    session.handle("the left one")  # the question asked before is still open, and this answers it
    assert session.scene.held == Shape(5, 5, 7, "green", "cube")
    session.handle("what are you holding?")
    assert out.getvalue().rstrip().endswith("I am holding the green cube.")
    assert len(session.conversation.history) == 1
    system.close()


def test_an_unsure_reading_is_carried_out_and_says_so():
    system = make_system("pcfg", SystemOptions(physics=PHYSICAL))
    session = Session(system, load_scene(DEMO), io.StringIO())
    session.handle("take the gizmo")
    text = session.out.getvalue()
    assert "(I am not sure I understood that: I had to guess what 'gizmo' means)" in text
    assert "took the yellow prism" in text and "rank" not in text and "score" not in text
    system.close()
