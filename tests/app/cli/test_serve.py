"""rcl-serve as a front-end in another language meets it: a real process, spoken to through pipes,
one JSON line at a time, over a whole conversation (the one docs/protocol.md shows)."""

import json
import os
import selectors
import subprocess
import sys
import time
from pathlib import Path

import pytest

DEMO = Path(__file__).parents[3] / "rcl" / "app" / "scenes" / "demo.json"


class Client:
    """Writes a request line, reads the response line, as a robot front-end would."""

    def __init__(self, *args: str):
        environment = {k: v for k, v in os.environ.items() if not k.startswith("RCL_")}  # no ERG path
        self.process = subprocess.Popen([sys.executable, "-m", "rcl.app.cli.serve", *args], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment)
        self.selector = selectors.DefaultSelector()
        self.selector.register(self.process.stdout, selectors.EVENT_READ)

    def read(self, timeout: float = 60) -> dict:
        """The next response line (failing rather than hanging when none comes)."""
        deadline = time.monotonic() + timeout
        while not self.selector.select(timeout=max(0.0, deadline - time.monotonic())):
            if time.monotonic() >= deadline:
                pytest.fail("rcl-serve sent no response in time")
        line = self.process.stdout.readline()
        assert line.endswith(b"\n"), f"no whole line: {line!r}; stderr: {self.process.stderr.read()!r}"
        return json.loads(line)

    def send(self, line: str | bytes) -> dict:
        self.process.stdin.write(line if isinstance(line, bytes) else line.encode() + b"\n")
        self.process.stdin.flush()
        return self.read()

    def request(self, **fields) -> dict:
        return self.send(json.dumps(fields))

    def close(self) -> tuple[int, str]:
        self.process.stdin.close()
        status = self.process.wait(timeout=60)
        rest = self.process.stdout.read()
        assert rest == b"", rest
        return status, self.process.stderr.read().decode()


@pytest.fixture
def client():
    started = Client("--scene", str(DEMO))
    yield started
    if started.process.poll() is None:
        started.process.kill()


def test_a_whole_conversation_through_pipes(client):
    ready = client.read()
    assert ready["version"] == 1 and ready["kind"] == "ready" and ready["board"] is True
    took = client.request(version=1, id="t1", kind="command", text="pick up the yellow pyramid")
    assert took["id"] == "t1" and took["kind"] == "turn" and took["done"] is True
    assert took["rcl"] == "(event: (action: take) (entity: (color: yellow) (type: prism)))"
    asked = client.request(kind="command", text="put it on the green cube")  # "it": the prism it holds
    assert asked["done"] is False and asked["question"]["text"] == "Which green cube do you mean?"
    assert [c["description"] for c in asked["question"]["choices"]] == [
        "the green cube at the top right (x=5 y=2)", "the green cube at the top left (x=5 y=5)"]
    refused = client.request(kind="answer", text="the blue one")
    assert refused["error"]["code"] == "not_a_choice"  # and the question stays open
    carried = client.request(kind="answer", choice=2)
    assert carried["done"] is True and carried["change"] == "carried and put down the yellow prism: (1,2,7) -> (5,5,1)"
    replied = client.request(kind="command", text="what is on the green cube?")
    assert replied["done"] is False and replied["rcl"] is None
    assert replied["reply"]["text"].startswith("The yellow prism is on the green cube at the top left")
    assert client.send("this is not JSON")["error"]["code"] == "malformed_json"
    assert client.send(b"\xff\xfe\n")["error"]["code"] == "not_utf8"
    assert client.request(kind="fly")["error"]["code"] == "unknown_kind"
    undone = client.request(kind="undo")
    assert undone == {"version": 1, "kind": "undo", "undone": True, "undoable": 1}
    board = client.request(kind="board")
    assert board["scene"]["gripper"]["holding"] == {"color": "yellow", "type": "prism"}
    bad = client.request(kind="load_board", scene={"shapes": [{"x": 9, "y": 0, "z": 0, "color": "red", "type": "cube"}]})
    assert bad["error"]["code"] == "bad_scene" and "off the board" in bad["error"]["message"]
    again = client.request(kind="command", text="put it down")  # the board and "it" survived every error
    assert again["done"] is True and again["change"] == "put down the yellow prism: (1,2,7) -> (1,2,0)"
    status, errors = client.close()
    assert status == 0 and "Traceback" not in errors


def test_without_a_board_the_client_sends_one_first():
    client = Client()
    assert client.read()["board"] is False
    assert client.request(kind="command", text="take the red cube")["error"]["code"] == "no_board"
    loaded = client.request(kind="load_board", scene={"shapes": [{"x": 0, "y": 0, "z": 0, "color": "red",
                                                                   "type": "cube"}]})
    assert loaded["kind"] == "board" and loaded["undoable"] == 0
    assert client.request(kind="command", text="take the red cube")["done"] is True
    assert client.close()[0] == 0


def test_a_bad_flag_is_a_usage_error_before_the_conversation():
    result = subprocess.run([sys.executable, "-m", "rcl.app.cli.serve", "--scene", "/nonexistent.json"],
                            capture_output=True, text=True, timeout=60, input="")
    assert result.returncode == 2 and result.stdout == ""
    assert "rcl-serve: error:" in result.stderr and "Traceback" not in result.stderr
