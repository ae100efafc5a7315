"""The trained PCFG: counts saved as compressed JSON, compiled to arrays for parsing.

The file holds counts (integers), so training is exactly reproducible and the
probabilities are derived at load time:

    model = load_model()                      # the packaged fallback_pcfg/models/pcfg-train.json.gz
    model = load_model(PACKAGED["train-dev"]) # the packaged model that never saw dev
    model.trained_on                          # frozenset of the command ids it was counted from
    for score, tree in model.parse(["pick", "up", "the", "red", "block"], k=5): ...
"""

from __future__ import annotations

import math
from importlib import resources
from functools import cached_property
from pathlib import Path
from typing import Any, Iterator

import numpy as np
from nltk import Tree

from fallback_pcfg.cky import CompiledGrammar, kbest
from fallback_pcfg.grammar import GrammarOptions, share_values, unannotate
from fallback_pcfg.lexicon import Lexicon
from rcl import modelfile
from rcl.modelfile import ModelFileError

FORMAT = "rcl-pcfg"
VERSION = 1
#: The trained models ship inside the package (package data, found with importlib.resources).
MODELS_DIR = Path(str(resources.files("fallback_pcfg").joinpath("models")))
#: The committed models by the split they were trained on, the users' default first.
PACKAGED = {split: MODELS_DIR / f"pcfg-{split}.json.gz" for split in ("train", "train-dev")}
#: The users' model, trained on all 2,500 training commands.
MODEL_PATH = PACKAGED["train"]


class Model:
    """Rule and word counts plus the options they were read with."""

    def __init__(self, options: GrammarOptions, placement: str, roots: dict[str, int],
                 binary: dict[tuple[str, str, str], int], lexical: dict[str, dict[str, int]],
                 meta: dict[str, Any] | None = None):
        self.options = options
        self.placement = placement
        self.roots = roots
        self.binary = binary
        self.lexical = lexical
        self.meta = dict(meta or {})

    @cached_property
    def trained_on(self) -> frozenset[int] | None:
        """The ids of the commands the counts come from (None for a model that does not record them)."""
        return modelfile.trained_on(self.meta)

    # --- files ------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "version": VERSION, "meta": self.meta,
            "options": self.options.to_json(), "placement": self.placement,
            "roots": dict(sorted(self.roots.items())),
            "binary": [[a, b, c, n] for (a, b, c), n in sorted(self.binary.items())],
            "lexical": {t: dict(sorted(ws.items())) for t, ws in sorted(self.lexical.items())},
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Model":
        """The model of a file's JSON object (its format already checked by `rcl.modelfile.load`)."""
        if data.get("version") != VERSION:
            raise ModelFileError(f"PCFG model version {data.get('version')} is not supported (expected {VERSION})")
        try:
            options = GrammarOptions(**{k: tuple(v) if isinstance(v, list) else v
                                        for k, v in data["options"].items()})
            binary = {(a, b, c): int(n) for a, b, c, n in data["binary"]}
            model = cls(options, data["placement"], dict(data["roots"]), binary,
                        {t: dict(ws) for t, ws in data["lexical"].items()}, data.get("meta"))
        except (KeyError, TypeError, ValueError) as e:
            raise ModelFileError(f"malformed PCFG model: {e!r}") from None
        return model

    def save(self, path: str | Path) -> None:
        """Write the model file, byte-identical for identical counts."""
        modelfile.dump(path, self.to_json())

    # --- compiled form ----------------------------------------------------

    @cached_property
    def labels(self) -> list[str]:
        found = set(self.roots) | set(self.lexical)
        for rule in self.binary:
            found.update(rule)
        return sorted(found)

    @cached_property
    def grammar(self) -> CompiledGrammar:
        index = {label: i for i, label in enumerate(self.labels)}
        totals: dict[str, float] = {t: sum(ws.values()) for t, ws in self.lexical.items()}
        binary = share_values(self.binary, totals, self.options.value_sharing)
        for (a, _, _), n in binary.items():
            totals[a] = totals.get(a, 0) + n
        rules = [(index[a], index[b], index[c], math.log(n / totals[a])) for (a, b, c), n in binary.items()]
        root_total = sum(self.roots.values())
        roots = {index[r]: math.log(n / root_total) for r, n in self.roots.items()}
        return CompiledGrammar(self.labels, rules, roots)

    @cached_property
    def lexicon(self) -> Lexicon:
        return Lexicon(self.lexical, self.options.word_smoothing, self.options.signature_smoothing)

    @cached_property
    def _lexical_share(self) -> dict[str, float]:
        """log P(the label rewrites to a word) for each preterminal label."""
        totals = {t: sum(ws.values()) for t, ws in self.lexical.items()}
        binary: dict[str, int] = {}
        for (a, _, _), n in self.binary.items():
            binary[a] = binary.get(a, 0) + n
        return {t: math.log(n / (n + binary.get(t, 0))) for t, n in totals.items()}

    def lex_matrix(self, words: list[str]) -> np.ndarray:
        """Per word, the log score of each label as its preterminal (-inf where impossible)."""
        index = {label: i for i, label in enumerate(self.labels)}
        matrix = np.full((len(words), len(self.labels)), -np.inf, dtype=np.float32)
        share = self._lexical_share
        for row, word in enumerate(words):
            for tag, score in self.lexicon.scores(word).items():
                matrix[row, index[tag]] = score + share[tag]
        return matrix

    def parse(self, words: list[str], k: int = 1) -> Iterator[tuple[float, Tree]]:
        """The k best phrase-structure trees of a command's words (de-annotated) with log scores, lazily.

        `words`: the command's normalised words (`rcl.normalise`).
        """
        if not words:
            return
        for score, tree in kbest(self.grammar, self.lex_matrix(words), words, k):
            yield score, unannotate(tree)


def load_model(path: str | Path | None = None) -> Model:
    """Read a model file (default: the packaged one trained on all 2,500 commands; see `PACKAGED`)."""
    path = Path(path) if path is not None else MODEL_PATH
    split = next((s for s, p in PACKAGED.items() if p == path), None)
    hint = f"train it with: rcl-train pcfg --treebank DIR --split {split}" if split else ""
    return Model.from_json(modelfile.load(path, FORMAT, "PCFG model", hint))
