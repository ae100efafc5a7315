"""One turn: a command's whole effect on a board, computed once.

    turn = take_turn(system, "pick up the red cube", board)
    turn.answer.tree       # the RCL tree (None: not understood, not possible here, or a question)
    turn.question          # "which red cube do you mean?" with its choices, or None
    turn.board             # the board after the command (the same board when nothing was done)
    turn.context           # what "it" means in the next command
    turn.reply             # the answer to a question about the board ("where is the red cube?"), or None
    turn.notice            # "I am not sure I understood that: ..." when the reading is doubtful, else ""

The command is normalised once (`check_command`); what the conversation
established ("it", "the one you are holding") is written into it as words
(`rcl.app.dialogue.resolve`); a question about the board ("what is on the
blue cube?", recognised by its form: `rcl.app.board_questions`) is answered in
words and never read as a command; the system reads it (and, when no reading used every
word it knows, reads it again without one part the user set off with a mark: `rcl.app.asides`); a question is asked when
the best reading failed only for want of one shape (`rcl.app.question`); and
the move the planner judged is applied, never judged again (unless the system
judged by the organisers' rules, which do not ask whether a real arm could
make the move).  A reply to a question continues the same turn from the
command's `Utterance` (`answer_question`), never from its text.  `rcl-parse`,
`rcl-repl` and the Python API (`rcl.app.conversation`) all take their turns
here, so they give the same answer to the same command on the same board.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from planner import PHYSICAL, Drop, Move, Scene, Take, apply_move, judge, landing
from rcl.app.answer import Answer, Attempt, cannot_do
from rcl.app.asides import read_without_aside
from rcl.app.board_answers import BoardAnswer, answer_board_question
from rcl.app.board_questions import BoardQuestion, read_board_question
from rcl.app.confidence import Doubt, doubts, notice
from rcl.app.dialogue import Context, resolve
from rcl.app.question import Question, ask
from rcl.app.systems import System
from rcl.app.textinput import check_command
from rcl.candidate import Candidate
from rcl.normalise import Utterance
from rcl.shape import Shape, format_cell


#: The reply to a question about the board when there is no board to look at.
NO_BOARD = "That is a question about the board, and I am not looking at a board here."


@dataclass(frozen=True)
class Turn:
    """What one command did: its answer, the question it left, and the board and context after it."""

    answer: Answer
    #: The board the command was about (None: no board, the planner unused).
    before: Scene | None
    #: The board after the command: `before` changed by `move`, or `before` when nothing was done.
    board: Scene | None
    #: What "it" means after the command (None without a board).
    context: Context | None
    #: Which shape the command meant, when it fitted several (or none) and one could be chosen.
    question: Question | None = None
    #: The move made, or None.
    move: Move | None = None
    #: The moved shape where it ended.
    moved: Shape | None = None
    #: Why the command was understood but not carried out, in plain words ("" when it was, or when it
    #: was not understood: the answer says why).
    problem: str = ""
    #: The answer, when the text was a question about the board and no command.
    reply: BoardAnswer | None = None

    @property
    def text(self) -> str:
        return self.answer.text

    @property
    def done(self) -> bool:
        """Whether the command changed the board."""
        return self.move is not None

    @property
    def change(self) -> str:
        """What the move did, in words: 'took the red cube: (3,3,0) -> (3,3,7)' ("" when nothing)."""
        if self.move is None or self.before is None or self.moved is None:
            return ""
        start = (self.before.held.cell if isinstance(self.move, Drop) else self.move.source)
        if isinstance(self.move, Take):
            verb = "took"
        elif isinstance(self.move, Drop):
            verb = "put down"
        elif self.before.held is not None and start == self.before.held.cell:
            verb = "put down" if start[:2] == self.moved.cell[:2] else "carried and put down"
        else:
            verb = "moved"
        return f"{verb} the {self.moved.name}: {format_cell(start)} -> {format_cell(self.moved.cell)}"

    @property
    def doubts(self) -> tuple[Doubt, ...]:
        """Why the reading acted on (or shown) may not be what the user meant (rcl.app.confidence)."""
        return doubts(self.answer) if self.reply is None else ()

    @property
    def notice(self) -> str:
        """One plain line when the reading is unsure ("I am not sure I understood that: ..."), else ""."""
        return notice(self.doubts)

    @property
    def message(self) -> str:
        """Why nothing was done, in plain words ("" when something was, a question is asked, or the
        text was a question about the board)."""
        if self.done or self.question is not None or self.reply is not None:
            return ""
        return self.problem or self.answer.message


def take_turn(system: System, command: str | Utterance, board: Scene | None,
              context: Context | None = None, *, planner: bool = True) -> Turn:
    """The turn of `command` on `board` (None: no board), "it" taken from `context` (default: the
    shape the gripper holds).  `planner` False reads the command without looking at the board (the
    -SP condition): no question is asked, and "it" is not resolved; the reading's move on the board is
    still worked out.  `InputError` for text that is no command."""
    utterance = command if isinstance(command, Utterance) else check_command(command)
    asked = read_board_question(utterance)
    if asked is not None:
        return answer_about_board(system, utterance, asked, board if planner else None, context)
    if board is None:
        return Turn(system.read(utterance, None), board, board, context)
    context = context if context is not None else Context.of(board)
    if not planner:  # read blind; what a real arm would make of the reading is still known
        return carry_out(system.read(utterance, None), board, context, ask_again=False)
    resolution = resolve(utterance, context, board)
    if resolution.choices or resolution.problem:  # ask which one, or say what "it" lacks, before parsing
        answer = Answer(utterance, system.name, planner=True, resolution=resolution)
    else:
        answer = replace(_read(system, resolution.utterance, board), resolution=resolution)
    return carry_out(answer, board, context)


def _read(system: System, utterance: Utterance, board: Scene) -> Answer:
    """The system's answer; when it has none and no reading used every word it knows, the answer without one of
    the command's asides, if that can be done (rcl.app.asides)."""
    answer = system.read(utterance, board)
    if answer.answered or answer.fully_read:
        return answer
    return read_without_aside(system, utterance, board) or answer


def answer_about_board(system: System, utterance: Utterance, question: BoardQuestion, board: Scene | None,
                       context: Context | None) -> Turn:
    """The turn of a question about the board: its answer in words, nothing done."""
    answer = Answer(utterance, system.name, planner=board is not None)
    if board is None:
        return Turn(answer, board, board, context, reply=BoardAnswer(NO_BOARD))
    context = context if context is not None else Context.of(board)
    return Turn(answer, board, board, context, reply=answer_board_question(question, board, context))


def answer_question(system: System, turn: Turn, shape: Shape) -> Turn:
    """`turn`, whose question was which shape it meant, continued with the shape the user chose."""
    question, board = turn.question, turn.before
    if question is None or board is None:
        raise ValueError("that turn asked no question")
    if question.resolution is not None:  # "another one": the command read with the chosen shape's name
        resolution = question.resolution.choose(shape, board)
        answer = replace(_read(system, resolution.utterance, board), resolution=resolution)
        return carry_out(answer, board, turn.context, ask_again=False)
    tree = question.complete(shape, board)
    if tree is None:
        problem = (f"I cannot describe the {shape.name} at x={shape.x} y={shape.y} so that the robot can be "
                   "sure which one it is; type a fuller command")
        return Turn(turn.answer, board, board, turn.context, problem=problem)
    reading = question.candidate or Candidate(tree, system.name)
    return take_tree(replace(reading, tree=tree, query=None, note="completed with the shape you chose"), turn.answer, board,
                     turn.context)


def take_tree(candidate: Candidate, answer: Answer, board: Scene, context: Context | None) -> Turn:
    """The turn of one given reading (a completed question, a tree typed by hand), judged once with a
    real arm's physics; `answer` lends it the command and what was said about it."""
    verdict = judge(candidate.judged, board, physics=PHYSICAL)
    attempt = Attempt(candidate, verdict.coherent, verdict.reason, verdict.problem)
    answer = replace(answer, chosen=candidate if verdict.coherent else None,
                     verdict=verdict if verdict.coherent else None, planner=True, attempts=(attempt,))
    return carry_out(answer, board, context if context is not None else Context.of(board), ask_again=False)


def carry_out(answer: Answer, board: Scene, context: Context, ask_again: bool = True) -> Turn:
    """The turn of an answer on `board`: the question it leaves, or its judged move applied."""
    if not answer.answered:
        return Turn(answer, board, board, context, ask(answer, board) if ask_again else None)
    verdict = answer.verdict
    if verdict is None or verdict.physics != PHYSICAL:
        # Judged by the organisers' rules (or not at all): whether a real arm can do it is another question.
        verdict = judge(answer.chosen.judged, board, physics=PHYSICAL)
    if not verdict.coherent or verdict.move is None:
        reason = verdict.reason or "the command asks for several moves"
        return Turn(answer, board, board, context, problem=cannot_do(reason, verdict.problem))
    after = apply_move(verdict.move, board)
    moved = after.at(*landing(verdict.move, board))
    return Turn(answer, board, after, Context(after.held, moved), move=verdict.move, moved=moved)


__all__ = ["Turn", "take_turn", "answer_question", "answer_about_board", "take_tree", "carry_out", "NO_BOARD"]
