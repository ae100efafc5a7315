"""The hall: composes the engines into systems, and holds what people use.

Its face for programs is the Python API (`rcl.app.api`, re-exported here):

    from rcl.app import open_session
    session = open_session("demo")
    session.say("pick up the yellow pyramid").rcl

- `choose`: the one chooser, from the engines' proposals to an `answer.Answer`;
- `systems/`: the registry, the engine-backed system, the arbiter, the reference systems;
- `evaluation/`: running a system over the treebank, scoring, reports, the held-out check;
- `training/`: the trainers of the PCFG, the ERG ranker and the arbiter;
- `render/`: pictures of the board (text, SVG, PNG) from a planner Scene;
- `session`: the REPL's session (a board that typed commands change);
- `cli/`: one module per command-line tool, and what they share (`cli.run`, `cli.options`);
- `api`: the Python API for robot front-ends (`open_session`, `RobotSession`, `Response`).
"""

from rcl.app.api import Asked, Choice, NoBoardError, Response, RobotSession, default_options, open_session
from rcl.app.confidence import Doubt

__all__ = ["open_session", "RobotSession", "Response", "Asked", "Choice", "Doubt", "NoBoardError",
           "default_options"]
