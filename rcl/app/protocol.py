"""The JSON-lines conversation for front-ends in any language (docs/protocol.md): one request per
line in, one response per line out, over one `rcl.app.api.RobotSession`.

    server = ProtocolServer(session)
    server.ready()                                                   # the first line a client reads
    server.handle('{"version": 1, "kind": "command", "text": "pick up the red cube"}')
    # -> {"version": 1, "kind": "turn", "rcl": "(event: ...)", "done": true, ...}

"It" and the robot's open question carry over from line to line, as in the REPL.
Every problem becomes a JSON error object on its line (malformed JSON, an unknown
kind, a bad scene, a bug), never a traceback, and the conversation goes on.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from planner import Scene
from rcl.app.api import NoBoardError, Response, RobotSession
from rcl.app.systems import SystemOptions, make_system
from rcl.app.textinput import InputError
from rcl.errors import RCLError, SceneError

#: The protocol's version: every response carries it; a request may, and must then say this one.
VERSION = 1
#: The kinds of request, each with the fields it takes (docs/protocol.md).
KINDS = ("command", "answer", "undo", "load_board", "board")


class ProtocolError(Exception):
    """A request the protocol cannot serve: its code (docs/protocol.md) and a message for people."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


class ProtocolServer:
    """Serves requests, one line each, over one session."""

    def __init__(self, session: RobotSession):
        self.session = session

    def ready(self) -> dict[str, Any]:
        """The first line: the protocol's version, the parser, and what the user should know of it."""
        status = self.session.system.status
        return {"version": VERSION, "kind": "ready", "system": self.session.system.name, "erg": status.erg,
                "notice": status.message, "board": self.session.board is not None, "kinds": list(KINDS)}

    def handle(self, line: str) -> dict[str, Any]:
        """The response to one request line (an error object when it cannot be served)."""
        ident: Any = None
        try:
            request = _read_request(line)
            ident = request.get("id")
            response = self._serve(request)
        except ProtocolError as e:
            response = _error(e.code, str(e))
        except NoBoardError as e:
            response = _error("no_board", str(e))
        except SceneError as e:
            response = _error("bad_scene", str(e))
        except InputError as e:
            response = _error("bad_command", str(e))
        except RCLError as e:
            response = _error("failed", str(e))
        except Exception as e:  # a bug: say so on the line, keep the conversation and the board
            response = _error("internal", f"internal error ({type(e).__name__}: {e}); nothing changed. "
                                          "Please report this with the request you sent.")
        return {"version": VERSION, **({"id": ident} if ident is not None else {}), **response}

    def _serve(self, request: dict[str, Any]) -> dict[str, Any]:
        kind = request["kind"]
        session = self.session
        if kind == "command":
            return self._turn(session.say(_field(request, "text", str)))
        if kind == "answer":
            return self._answer(request)
        if kind == "undo":
            undone = session.undo()
            return {"kind": "undo", "undone": undone, "undoable": session.undoable}
        if kind == "load_board":
            session.load_board(_field(request, "scene", dict))
            return self._board()
        return self._board()

    def _answer(self, request: dict[str, Any]) -> dict[str, Any]:
        """The robot's open question answered by number ("choice") or in words ("text")."""
        asked = self.session.question
        if asked is None:
            raise ProtocolError("no_question", "no question is open: send a command")
        try:
            if "choice" in request:
                return self._turn(self.session.choose(_field(request, "choice", int)))
            return self._turn(self.session.answer(_field(request, "text", str)))
        except ValueError as e:  # a number or words that name none of the choices
            raise ProtocolError("not_a_choice", str(e)) from None

    def _turn(self, response: Response) -> dict[str, Any]:
        return {"kind": "turn", **response.to_json(), "undoable": self.session.undoable}

    def _board(self) -> dict[str, Any]:
        session = self.session
        asked = session.question
        return {"kind": "board", "scene": session.board_json(), "undoable": session.undoable,
                "question": asked.to_json() if asked is not None else None}


def _read_request(line: str) -> dict[str, Any]:
    """The request object of a line, checked for its version and kind."""
    try:
        request = json.loads(line)
    except ValueError as e:
        raise ProtocolError("malformed_json", f"the line is not JSON: {e}") from None
    except RecursionError:
        raise ProtocolError("malformed_json", "the line is nested too deeply to read as JSON") from None
    if not isinstance(request, dict):
        raise ProtocolError("bad_request", f"a request is a JSON object with a \"kind\", not {type(request).__name__}")
    version = request.get("version", VERSION)
    if version != VERSION or isinstance(version, bool):
        raise ProtocolError("unsupported_version", f"this is protocol version {VERSION}; the request asked for "
                                                   f"{json.dumps(version)}")
    kind = request.get("kind")
    if kind not in KINDS:
        raise ProtocolError("unknown_kind", f"unknown request kind {json.dumps(kind)}; the kinds are {', '.join(KINDS)}")
    return request


def _field(request: dict[str, Any], name: str, kind: type) -> Any:
    """A request's field, which must be there and of `kind`."""
    value = request.get(name)
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise ProtocolError("bad_request", f"a \"{request['kind']}\" request needs \"{name}\": "
                                           f"{_KIND_WORDS[kind]}")
    return value


_KIND_WORDS = {str: "a string", int: "a whole number", dict: "a JSON object (a scene, docs/scenes.md)"}


def _error(code: str, message: str) -> dict[str, Any]:
    return {"kind": "error", "error": {"code": code, "message": message}}


@dataclass(frozen=True)
class ServeJob:
    """What rcl-serve runs: which system, built how, on which starting board (None: the client sends one)."""

    system: str
    options: SystemOptions
    board: Scene | None = None


def serve(job: ServeJob, lines: Iterable[bytes], write: Callable[[str], None]) -> int:
    """Open a session as `job` says and hold the conversation: the ready line, then one response per
    request line (blank lines are skipped) until the lines run out; the exit status (0)."""
    session = RobotSession(make_system(job.system, job.options), job.board)
    server = ProtocolServer(session)
    try:
        write(json.dumps(server.ready(), ensure_ascii=False))
        for number, raw in enumerate(lines, 1):
            try:
                line = raw.decode("utf-8").removeprefix("\ufeff")
            except UnicodeDecodeError as e:
                write(json.dumps({"version": VERSION, **_error(
                    "not_utf8", f"line {number} is not UTF-8 (byte 0x{raw[e.start]:02x}); skipped")}))
                continue
            if line.strip():
                write(json.dumps(server.handle(line), ensure_ascii=False))
    finally:
        session.close()
    return 0


__all__ = ["ProtocolServer", "ProtocolError", "ServeJob", "serve", "VERSION", "KINDS"]
