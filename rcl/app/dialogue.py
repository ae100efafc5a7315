"""The conversation around a command: which shape "it", "the one you are holding" or "another
one" means, written into the command as words the parsers read like any description.

    context = Context(held=scene.held, last=None)
    resolved = resolve(normalise("put it on the red cube"), context, scene)
    resolved.utterance.text   # 'put the green prism on the red cube'
    resolved.note             # "'it' is the green prism (the one the gripper holds)"

A treebank writer names a shape it cannot point at by describing it ("Place
current block on top of blue block"), so the referent becomes an entity
description: the parsers, the planner and the RCL see nothing new.  Where the
words are (rcl/references.tsv, `rcl.references`) is the core's business; which
shape they mean, from the scene and what came before, is decided here.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from planner import Scene, name_shape
from rcl.lexicon import load_lexicon
from rcl.normalise import Token, Utterance, normalise
from rcl.references import Reference, find_reference
from rcl.shape import Shape


#: References that are also descriptions ("pick up the last one, at the far right end": the end shape of a
#: line), read as such when they point at nothing (nothing was moved yet).
ALSO_DESCRIBING = frozenset({("the", "last", "one")})


@dataclass(frozen=True)
class Context:
    """What the conversation has established before a command."""

    #: The shape in the gripper.
    held: Shape | None = None
    #: The shape the last command moved, took or dropped (where it is now).
    last: Shape | None = None

    @classmethod
    def of(cls, scene: Scene, last: Shape | None = None) -> "Context":
        """The context on `scene`: its held shape, and `last` if it is still where it was."""
        return cls(scene.held, last if last is not None and last in scene.shapes else None)

    @classmethod
    def after(cls, before: Scene, after: Scene) -> "Context":
        """The context once a command changed `before` into `after`: the shape it moved is `last`."""
        came = sorted(set(after.shapes) - set(before.shapes))
        return cls(after.held, came[0] if len(came) == 1 else None)


@dataclass(frozen=True)
class Resolution:
    """A command with its reference to an established shape replaced by a description of it."""

    #: The command as the engines should read it (the input itself when nothing was resolved).
    utterance: Utterance
    #: The user's words that pointed at a shape ("it"), "" when none did or the shape was implied
    #: ("let go": of the held one).
    typed: str = ""
    #: The shape they mean, when one is meant.
    shape: Shape | None = None
    #: Our words for it ("the green prism").
    said: str = ""
    #: Why that shape ("the one the gripper holds").
    why: str = ""
    #: Several shapes the words could mean ("another one"): the user must choose.
    choices: tuple[Shape, ...] = ()
    #: Why the words point at nothing ("the gripper holds nothing and nothing was moved yet").
    problem: str = ""
    #: Where the words are in the utterance (None when the shape was implied).
    reference: Reference | None = None

    def choose(self, shape: Shape, scene: Scene) -> "Resolution":
        """This resolution with `shape` as what the words mean (the user's answer to "which one?")."""
        if self.reference is None:
            raise ValueError("only words that point at a shape can be given one")
        chosen = replace(self, choices=(), why="the one you chose")
        return _described(chosen, self.reference, shape, chosen.why, scene)

    @property
    def note(self) -> str:
        """One plain line for the user: what their words were taken to mean ("" when nothing was)."""
        if self.shape is not None and not self.typed:
            return f"that is {self.said} ({self.why})"
        if self.shape is not None:
            return f"'{self.typed}' is {self.said} ({self.why})"
        if self.problem and self.reference is None:
            return f"I cannot '{self.typed}': {self.problem}"
        if self.problem:
            return f"I do not know which shape '{self.typed}' means: {self.problem}"
        return ""


def resolve(utterance: Utterance, context: Context, scene: Scene) -> Resolution:
    """`utterance` with the first reference to an established shape described, when there is one;
    a drop with no object ("let go", "release") gets the held shape as its object."""
    reference = find_reference(utterance)
    if reference is None:
        return _object_of_bare_drop(utterance, context, scene)
    typed = " ".join(utterance.source_text(i) for i in range(reference.start, reference.end))
    found = Resolution(utterance, typed, reference=reference)
    if reference.kind == "other":
        base = context.held or context.last
        if base is None:
            return replace(found, problem="no shape was taken or moved yet, so there is nothing to compare with")
        choices = _others(base, scene)
        if not choices:
            return replace(found, problem=f"the {base.name} is the only {base.type} on the board")
        why = f"another {base.name if choices[0].color == base.color else base.type}"
        if len(choices) > 1:
            return replace(found, choices=choices, why=why)
        return _described(found, reference, choices[0], why, scene)
    shape, why = pointed_at(reference.kind, context)
    if shape is None and utterance.words[reference.start:reference.end] in ALSO_DESCRIBING:
        return Resolution(utterance)  # "the last one" with nothing moved yet: the last of a line
    if shape is None:
        return replace(found, problem=why)
    return _described(found, reference, shape, why, scene)


def pointed_at(kind: str, context: Context) -> tuple[Shape | None, str]:
    """The shape a reference of `kind` means in `context` and why; (None, why none) when none."""
    if kind in ("current", "held") and context.held is not None:
        return context.held, "the one the gripper holds"
    if kind == "held":
        return None, "the gripper holds nothing"
    if context.last is not None:
        return context.last, "the one the last command moved"
    return None, "the gripper holds nothing and no shape was moved yet"


def _others(base: Shape, scene: Scene) -> tuple[Shape, ...]:
    """Shapes like `base` but not it: the same colour and type, else the same type; free ones first."""
    same = [s for s in scene.shapes if s != base and s.type == base.type and s != scene.held]
    alike = [s for s in same if s.color == base.color] or same
    free = [s for s in alike if scene.at(s.x, s.y, s.z + 1) is None]
    return tuple(sorted(free or alike, key=lambda s: s.cell))


def _described(found: Resolution, reference: Reference, shape: Shape, why: str, scene: Scene) -> Resolution:
    said = _words_for(shape, scene)
    tokens = found.utterance.tokens
    source = tuple(i for t in tokens[reference.start:reference.end] for i in t.source)
    described = tuple(Token(word, source) for word in said.split())
    utterance = replace(found.utterance, tokens=tokens[:reference.start] + described + tokens[reference.end:])
    return replace(found, utterance=utterance, shape=shape, said=said, why=why)


def _words_for(shape: Shape, scene: Scene) -> str:
    """Words that pick out `shape` on this board, as the parsers read them."""
    if shape == scene.held:
        return f"the {shape.name}"  # a carried shape is matched among everything, held included
    naming = name_shape(shape, scene)
    return naming.words if naming is not None else f"the {shape.name}"


def _object_of_bare_drop(utterance: Utterance, context: Context, scene: Scene) -> Resolution:
    """'let go', 'release', 'drop', 'put down' alone: the held shape is the object."""
    verb = " ".join(utterance.words)
    if not verb or "drop" not in load_lexicon().values(verb, "action"):
        return Resolution(utterance)
    if context.held is None:
        return Resolution(utterance, " ".join(utterance.typed), problem="the gripper holds nothing to let go of")
    said = f"the {context.held.name}"
    source = utterance.tokens[-1].source
    tokens = utterance.tokens + tuple(Token(w, source) for w in normalise(said).words)
    return Resolution(replace(utterance, tokens=tokens), "", context.held, said, "the one the gripper holds")
