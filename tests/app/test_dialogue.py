"""The conversation around a command: what "it", "the one you are holding" and "another one" mean."""

from planner import Scene, Shape
from rcl.app.dialogue import Context, resolve
from rcl.normalise import normalise

GREEN = Shape(7, 7, 7, "green", "prism")          # in the gripper
BOARD = Scene((GREEN, Shape(6, 5, 0, "red", "cube"), Shape(3, 3, 0, "blue", "cube"),
               Shape(1, 1, 0, "blue", "cube")), (7, 7, 7))


def test_it_is_the_held_shape_described_in_words_the_parsers_read():
    resolved = resolve(normalise("Put it on the red cube!"), Context.of(BOARD), BOARD)
    assert resolved.utterance.text == "put the green prism on the red cube"
    assert resolved.note == "'it' is the green prism (the one the gripper holds)"
    assert resolved.utterance.source_text(1) == "it"  # the description stands where the user's word was


def test_without_a_held_shape_it_is_the_last_one_moved():
    board = BOARD.replace(GREEN, GREEN.at(6, 5, 1), gripper=(6, 5, 7))
    moved = board.at(6, 5, 1)
    resolved = resolve(normalise("move it left"), Context.of(board, last=moved), board)
    assert resolved.shape == moved and resolved.utterance.text.startswith("move the ")
    assert resolved.why == "the one the last command moved"


def test_words_that_point_at_nothing_say_so():
    board = BOARD.replace(GREEN, GREEN.at(6, 5, 1), gripper=(6, 5, 7))
    resolved = resolve(normalise("drop it"), Context.of(board), board)
    assert resolved.shape is None and "the gripper holds nothing and no shape was moved yet" in resolved.note


def test_another_one_is_a_shape_like_the_last_and_several_make_a_question():
    board = BOARD.replace(GREEN, GREEN.at(6, 5, 1), gripper=(6, 5, 7))
    blue = board.at(3, 3, 0)
    resolved = resolve(normalise("take another one"), Context.of(board, last=blue), board)
    assert resolved.choices == (board.at(1, 1, 0),) or resolved.shape == board.at(1, 1, 0)
    three = Scene(board.shapes + (Shape(5, 0, 0, "blue", "cube"),), board.gripper)
    asked = resolve(normalise("take another one"), Context.of(three, last=blue), three)
    assert asked.choices == (three.at(1, 1, 0), three.at(5, 0, 0))
    chosen = asked.choose(three.at(5, 0, 0), three)
    assert chosen.shape == three.at(5, 0, 0) and "blue cube" in chosen.utterance.text


def test_a_drop_without_an_object_drops_the_held_shape():
    resolved = resolve(normalise("let go"), Context.of(BOARD), BOARD)
    assert resolved.utterance.text == "let go the green prism" and resolved.note.startswith("that is the green prism")
    empty = Scene(BOARD.shapes[1:], (0, 0, 7))
    assert resolve(normalise("release"), Context.of(empty), empty).problem == "the gripper holds nothing to let go of"


def test_a_command_with_its_own_antecedent_is_left_alone():
    utterance = normalise("pick up the red cube and put it on the blue one")
    assert resolve(utterance, Context.of(BOARD), BOARD).utterance == utterance


def test_the_context_after_a_move_names_the_shape_that_moved():
    after = BOARD.replace(GREEN, GREEN.at(6, 5, 1), gripper=(6, 5, 7))
    context = Context.after(BOARD, after)
    assert context.held is None and context.last == after.at(6, 5, 1)


def test_the_last_one_with_nothing_moved_yet_is_the_last_of_a_line():
    # "pick up the last one, at the far right end": with nothing moved, the words describe a shape
    board = BOARD.replace(GREEN, GREEN.at(6, 5, 1), gripper=(6, 5, 7))
    resolved = resolve(normalise("pick up the last one on the right"), Context.of(board), board)
    assert resolved.shape is None and not resolved.problem
    assert resolved.utterance.text == "pick up the last one on the right"
    moved = board.at(6, 5, 1)  # once a shape was moved, "the last one" is that one
    assert resolve(normalise("pick up the last one"), Context.of(board, last=moved), board).shape == moved


def test_it_after_a_shape_said_with_one_points_back_to_it():
    # "the second one from the left", "the left one", "the one on the left": said in the command itself
    board = BOARD.replace(GREEN, GREEN.at(6, 5, 1), gripper=(6, 5, 7))
    for text in ("take the second one from the left and move it back", "take the left one and put it on the red "
                 "cube", "pick up the one on the left and drop it on the red cube", "take the end one and hold it"):
        resolved = resolve(normalise(text), Context.of(board), board)
        assert not resolved.problem and resolved.utterance.text == normalise(text).text, text
