"""The hall: composes the engines into systems, and holds what people use.

- `choose`: the one chooser, from the engines' proposals to an `answer.Answer`;
- `systems/`: the registry, the engine-backed system, the arbiter, the reference systems;
- `evaluation/`: running a system over the treebank, scoring, reports, the held-out check;
- `training/`: the trainers of the PCFG, the ERG ranker and the arbiter;
- `render/`: pictures of the board (text, SVG, PNG) from a planner Scene;
- `session`: the REPL's session (a board that typed commands change);
- `cli/`: one module per command-line tool, and what they share (`cli.run`, `cli.options`).
"""
