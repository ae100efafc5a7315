"""Every phrase of the concept lexicon, said in a plain command, is read by the back-off:
never an abstention, and for the concepts a command names directly (actions, colours,
shapes, stacks as landmarks) a candidate with that very value."""

import pytest

from fallback_pcfg import PCFGEngine, load_model
from rcl import to_string
from rcl.lexicon import load_lexicon
from rcl.normalise import normalise

#: (kind, values, template, whether a candidate must carry the value): the template puts the phrase
#: where a writer would.  Relations and indicators are checked for an answer only: many of their
#: phrases belong to one use (a measured direction, a corner) that one template cannot give them all.
TEMPLATES = [
    ("color", None, "pick up the {} cube", True),
    ("type", {"cube", "prism"}, "pick up the red {}", True),
    ("type", {"shape"}, "pick up the red {}", False),
    ("type", {"stack"}, "put the green cube on the red {}", True),
    ("action", {"take"}, "{} the red cube", True),
    ("action", {"drop", "move"}, "{} the red cube on the blue cube", True),
    ("relation", None, "put the green cube {} the red cube", False),
    ("indicator", None, "pick up the {} red cube", False),
]

#: Phrases said with their particle after the object: "stack up the red cube on the blue cube"
#: still reads as a take of a cube on another ("stack" is a noun of training, "up" a take's particle).
PARTICLE_LAST = {"stack up": "stack the red cube up on the blue cube"}


@pytest.fixture(scope="module")
def engine():
    return PCFGEngine(load_model(), k=20)


def commands(kind, values, template):
    for entry in load_lexicon().entries:
        if entry.kind == kind and (values is None or entry.value in values):
            if kind in ("relation", "indicator") and entry.pos not in ("p", "a"):
                continue
            yield entry, PARTICLE_LAST.get(entry.phrase) or template.format(entry.phrase)


@pytest.mark.parametrize("kind, values, template, carried", TEMPLATES,
                         ids=[f"{kind}-{'-'.join(sorted(values or ['all']))}" for kind, values, *_ in TEMPLATES])
def test_every_lexicon_phrase_is_read(engine, kind, values, template, carried):
    missed = []
    for entry, text in commands(kind, values, template):
        trees = [to_string(c.tree) for c in engine.propose(normalise(text)).candidates if c.tree is not None]
        if not trees or (carried and not any(f"({kind}: {entry.value})" in t for t in trees)):
            missed.append(text)
    assert missed == []
