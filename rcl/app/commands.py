"""What `rcl-parse` does, as a library call: commands in, one turn each, results and notes out.

    status = parse_commands(["drop the blue cube"], ParseJob("pcfg", SystemOptions(), scene),
                            out=print, err=lambda line: print(line, file=sys.stderr))

The commands are one conversation on the board (`rcl.app.conversation`): with
`execute` each command's move changes the board for the next and "it" is
carried across them; without it every command is about the board as given.
Results go to `out` (the tree; with several commands one line each, empty for
a command without a result; or one JSON object per command), everything a
person should read to `err`: what could not be understood, why it cannot be
done, the question when a description fits several shapes, the answer to a
question about the board ("where is the red cube?").  The caller
decides where those lines go: this module writes nowhere itself.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Callable, Sequence

from planner import Scene, dumps_scene
from rcl.app.conversation import Conversation
from rcl.app.files import write_atomically
from rcl.app.render import draw_board
from rcl.app.systems import Status, SystemOptions, make_system
from rcl.app.textinput import InputError, check_command
from rcl.app.turn import Turn
from rcl.writer import to_pretty, to_string

Write = Callable[[str], None]

#: Exit statuses: every command done; some command not understood, not possible or ambiguous.
EXIT_OK, EXIT_FAILED = 0, 1


@dataclass(frozen=True)
class ParseJob:
    """How to parse: which system, on which board, and what to show."""

    system: str
    options: SystemOptions
    scene: Scene | None = None
    #: False: the scene is not consulted (the -SP condition).
    planner: bool = True
    #: Apply each command's move to the board, in order, and show (or write to `out_file`) the result.
    execute: bool = False
    out_file: str | None = None
    json: bool = False
    explain: bool = False
    oneline: bool = False
    #: Draw the resulting board in colour.
    color: bool = False


def parse_commands(texts: Sequence[str], job: ParseJob, out: Write, err: Write) -> int:
    """Parse `texts` as `job` says, writing results with `out` and notes with `err`; the exit status."""
    if len(texts) == 1:
        check_command(texts[0])  # a hopeless single command fails before any model is loaded
    system = make_system(job.system, job.options)
    try:
        return _run(texts, job, system, out, err)
    finally:
        system.close()


def _run(texts: Sequence[str], job: ParseJob, system, out: Write, err: Write) -> int:
    if system.status.erg == "off" and job.explain and not job.json:
        err(f"rcl-parse: {system.status.message}")  # once per run, and only when asked how commands were read
    if job.scene is None or not job.planner:
        err("rcl-parse: no scene given: the planner is not used" if job.scene is None
            else "rcl-parse: --no-planner: the scene is not consulted")
    conversation = Conversation(system, job.scene, planner=job.planner, execute=job.execute)
    oneline = job.oneline or len(texts) > 1
    failures = 0
    for number, text in enumerate(texts, 1):
        label = f"command {number}: " if len(texts) > 1 else ""
        try:
            turn = conversation.command(check_command(text))
        except InputError as e:
            if len(texts) == 1:
                raise
            failures += 1
            out(json.dumps({"text": text, "error": str(e)}, ensure_ascii=False) if job.json else "")
            if not job.json:
                err(f"rcl-parse: command {number}: {e}")
            continue
        _emit(turn, job, oneline, system.status, out)
        if turn.reply is not None:  # a question about the board, answered in words: no tree
            if not job.json:
                err(f"rcl-parse: {label}{turn.reply.text}")
            failures += turn.before is None  # without a board it could not be answered
            continue
        answered = turn.answer.answered
        if not answered:
            failures += 1
            if not job.json:
                lines = turn.question.lines(turn.before) if turn.question else [turn.answer.message]
                for line in lines:
                    err(f"rcl-parse: {label}{line}")
        if not job.json:
            for note in turn.answer.user_notes() + ([turn.notice] if turn.notice else []):
                err(f"rcl-parse: {label}{note}")
        if job.execute and answered and not turn.done:
            failures += 1
            err(f"rcl-parse: {label}not done: {turn.problem.removeprefix('I cannot do that here: ')}")
    if job.execute:
        _show_scene(job, conversation.board, failures, out, err)
    return EXIT_FAILED if failures else EXIT_OK


def _emit(turn: Turn, job: ParseJob, oneline: bool, status: Status, out: Write) -> None:
    """The result: the tree, or (several commands) an empty line for one that has none, or a JSON object."""
    answer = turn.answer
    if job.json:
        failed = answer.failures.get("erg")
        data = {**answer.to_json(), "message": "" if turn.reply is not None else answer.message,
                "erg": f"failed: {failed}" if failed else status.erg,
                "question": turn.question.to_json(turn.before) if turn.question else None,
                "reply": turn.reply.to_json() if turn.reply else None,
                "doubts": [d.to_json() for d in turn.doubts], "notice": turn.notice}
        out(json.dumps(data, ensure_ascii=False))
        return
    if answer.answered:
        out(to_string(answer.tree) if oneline else to_pretty(answer.tree))
    elif oneline:
        out("")  # one line per command, so results line up with the commands
    if job.explain:
        for line in answer.explain_lines():
            out(f"  {line}")


def _show_scene(job: ParseJob, scene: Scene, failures: int, out: Write, err: Write) -> None:
    """Show the resulting board, or write it to `out_file`, when every command was parsed and done.

    A scene that reflects only some of the commands would be a half-done job,
    so with failures nothing is shown or written, and `err` says so.
    """
    if failures:
        what = f"did not write {job.out_file}" if job.out_file else "no board shown"
        err(f"rcl-parse: {what}: {failures} command{'s' * (failures != 1)} failed, so the scene would be "
            "only partly updated")
        return
    if job.out_file:
        write_atomically(job.out_file, dumps_scene(scene))
        err(f"rcl-parse: wrote the resulting scene to {job.out_file}")
    elif job.json:  # one more JSON line, so the output stays one object per line
        out(json.dumps({"scene": json.loads(dumps_scene(scene))}, ensure_ascii=False))
    else:
        out(draw_board(scene, color=job.color))
