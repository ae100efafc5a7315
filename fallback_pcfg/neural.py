"""The neural back-off: benepar's chart parser (Kitaev & Klein 2018) over the PCFG's trees.

The parser is trained from scratch on the phrase-structure trees of
`fallback_pcfg.transform` with benepar's character-LSTM encoder and a small
partitioned transformer (no pretrained weights).  Every constituent, the
`tag=value` preterminals included, is a labelled span, so one CKY search
decides structure and word labels together.

benepar decodes only the single best tree; `NeuralParser.kbest` runs an exact
k-best CKY over its span scores instead, restricted to right-branching
binarisations so that no n-ary tree is listed twice.

Needs the `neural` extra (`pip install .[neural]`: torch and benepar);
importing this module without them raises `MissingNeuralError`.
"""

from __future__ import annotations

import heapq
import math
import pickle
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from nltk import Tree

from fallback_pcfg.errors import ModelError, PCFGError
from fallback_pcfg.tokens import tokenize
from fallback_pcfg.transform import X
from rcl.errors import RCLError
from rcl.provenance import trained_on


class MissingNeuralError(PCFGError):
    """torch or benepar is not installed."""


try:  # the extra is optional: the message tells the user how to get it
    import numpy as np
    import torch
    from benepar import decode_chart, nkutil
    from benepar.char_lstm import RetokenizerForCharLSTM
    from benepar.parse_chart import ChartParser
except ImportError as _missing:  # pragma: no cover - depends on the environment
    raise MissingNeuralError(f"the neural back-off needs torch and benepar ({_missing.name} is missing): "
                             "pip install .[neural]") from None

#: Default place of the trained model (ignored by git: `rcl-train neural` writes it).
MODEL_DIR = Path(__file__).resolve().parents[1] / "data" / "models" / "neural"
MODEL_PATH = MODEL_DIR / "benepar-chars.pt"
#: Where `rcl-train neural --split S` puts its model by default, the users' (train) first.
PACKAGED_DIRS = {"train": MODEL_DIR, "train-dev": MODEL_DIR.with_name("neural-train-dev")}
#: The dummy part-of-speech under every word: benepar strips it, so word labels become spans.
WORD = "W"
TOP = "TOP"
ROOT_TAGS = frozenset({"event", "sequence"})

#: A small model: the treebank has 2,500 short commands and training runs on one CPU thread.
HPARAMS = dict(
    use_chars_lstm=True, use_pretrained=False, pretrained_model="", use_encoder=True,
    d_char_emb=32, char_lstm_input_dropout=0.2, d_model=256, num_layers=2, num_heads=4, d_kv=32,
    d_ff=512, d_label_hidden=128, d_tag_hidden=64, predict_tags=False, tag_loss_scale=5.0,
    morpho_emb_dropout=0.2, attention_dropout=0.2, relu_dropout=0.1, residual_dropout=0.2,
    encoder_max_len=256, force_root_constituent=True,
)


@dataclass
class Example:
    """benepar's input example: a command's tokens and (when training) its tree and treebank id."""

    words: list[str]
    tree: Tree | None = None
    space_after: list[bool] = field(default_factory=list)
    id: int | None = None

    def leaves(self) -> list[str]:
        return self.words

    def pos(self) -> list[tuple[str, str]]:
        return [(w, WORD) for w in self.words]


def tokens_of(text: str | list[str]) -> list[str]:
    """The token texts the parser sees (the transform's tokenisation)."""
    return [t.text for t in tokenize(text)]


def training_tree(tree: Tree) -> Tree:
    """A transform tree in benepar's shape: under TOP, a dummy POS under every word."""
    def wrap(node):
        if isinstance(node, str):
            return Tree(WORD, [node])
        return Tree(node.label(), [wrap(c) for c in node])
    return Tree(TOP, [wrap(tree)])


def new_model(trees: list[Tree], hparams: dict | None = None) -> "ChartParser":
    """An untrained ChartParser whose label and character vocabularies come from `trees`."""
    label_vocab = decode_chart.ChartDecoder.build_vocab(trees)
    char_vocab = RetokenizerForCharLSTM.build_vocab([t.leaves() for t in trees])
    params = nkutil.HParams(**{**HPARAMS, **(hparams or {})})
    return ChartParser(tag_vocab={WORD: 0}, label_vocab=label_vocab, char_vocab=char_vocab, hparams=params)


# --- training ---------------------------------------------------------------

@dataclass
class TrainLog:
    epochs: int = 0
    steps: int = 0
    seconds: float = 0.0
    losses: list[float] = field(default_factory=list)
    stopped: str = "epochs"


def train(examples: list[Example], *, epochs: int = 40, minutes: float = 30.0, batch_size: int = 32,
          learning_rate: float = 1e-3, warmup_steps: int = 100, seed: int = 1,
          hparams: dict | None = None, report: Callable[[str], None] | None = None) -> tuple["ChartParser", TrainLog]:
    """Train a chart parser on `examples` (with trees); stops after `epochs` or `minutes`.

    The learning rate warms up linearly, then decays linearly to a tenth over
    the planned epochs or minutes, whichever runs out first; the seed fixes
    initialisation and batch order (the run is deterministic unless time runs out).
    """
    random.seed(seed)
    torch.manual_seed(seed)
    model = new_model([e.tree for e in examples], hparams)
    model.train()
    optimizer = torch.optim.Adam(model.parameters(), lr=learning_rate, betas=(0.9, 0.98), eps=1e-9)
    per_epoch = math.ceil(len(examples) / batch_size)
    total = per_epoch * epochs

    log, started = TrainLog(), time.monotonic()

    def rate(step: int) -> float:
        # progress by steps or by the clock, whichever is further: a busy CPU still ends annealed
        progress = min(1.0, max(step / max(1, total), (time.monotonic() - started) / (minutes * 60)))
        return min(1.0, (step + 1) / warmup_steps) * (1.0 - 0.9 * progress)

    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, rate)
    order = list(range(len(examples)))
    for epoch in range(epochs):
        random.shuffle(order)
        epoch_loss = 0.0
        for b in range(0, len(order), batch_size):
            batch = [examples[i] for i in order[b:b + batch_size]]
            optimizer.zero_grad()
            loss = 0.0
            for _, sub in model.encode_and_collate_subbatches(batch, subbatch_max_tokens=2000):
                part = model.compute_loss(sub)
                part.backward()
                loss += float(part.detach())
            torch.nn.utils.clip_grad_norm_(model.parameters(), 5.0)
            optimizer.step()
            scheduler.step()
            log.steps += 1
            epoch_loss += loss
        log.epochs, log.seconds = epoch + 1, time.monotonic() - started
        log.losses.append(epoch_loss / per_epoch)
        if report:
            report(f"epoch {epoch + 1}/{epochs}: loss {log.losses[-1]:.3f}, {log.seconds / 60:.1f} min")
        if log.seconds >= minutes * 60 and epoch + 1 < epochs:
            log.stopped = f"time ({minutes:g} min)"
            break
    model.eval()
    return model, log


def save(model: "ChartParser", path: str | Path, meta: dict | None = None) -> Path:
    """Write the model in benepar's single-file checkpoint format (plus our `meta`)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    torch.save({"config": model.config, "state_dict": model.state_dict(), "meta": dict(meta or {})}, tmp)
    tmp.replace(path)
    return path


# --- parsing ----------------------------------------------------------------

@dataclass(frozen=True)
class Parse:
    """One k-best tree (transform shape: preterminals over words, X for bare words) and its score."""

    tree: Tree
    score: float


class NeuralParser:
    """A trained chart parser, loaded once; `kbest(text, k)` gives its k best trees."""

    def __init__(self, model: "ChartParser", meta: dict | None = None):
        self.model = model.eval()
        self.meta = meta or {}
        self.labels = [model.decoder.label_from_index[i] for i in range(len(model.label_vocab))]
        # an RCL tree is an event or a sequence: the whole command's span must say so
        self.root_labels = np.array([lab.split("::")[0].split("[")[0] in ROOT_TAGS for lab in self.labels])

    @property
    def trained_on(self) -> frozenset[int] | None:
        """The ids of the commands the model was trained on (None if its file does not say)."""
        try:
            return trained_on(self.meta)
        except RCLError as e:
            raise ModelError(f"neural model: {e}") from None

    @classmethod
    def load(cls, path: str | Path | None = None) -> "NeuralParser":
        path = Path(path) if path else MODEL_PATH
        if path.is_dir():
            path = path / MODEL_PATH.name
        if not path.is_file():
            raise ModelError(f"no neural model at {path}: train one with `rcl-train neural --treebank DIR`")
        torch.set_num_threads(1)  # a 15-word command is too small to gain from threads
        try:
            data = torch.load(path, map_location="cpu", weights_only=False)
            config = dict(data["config"])
            config["hparams"] = nkutil.HParams(**config["hparams"])
            model = ChartParser(**config)
            model.load_state_dict(data["state_dict"])
        except (OSError, EOFError, pickle.UnpicklingError, KeyError, RuntimeError, TypeError, ValueError) as e:
            raise ModelError(f"cannot read the neural model {path}: {e}") from None
        return cls(model, data.get("meta"))

    def scores(self, words: list[str]) -> "np.ndarray":
        """benepar's label scores of every span: array [start, end (inclusive), label]."""
        (chart,) = self.model.parse([Example(words)], return_scores=True)
        return chart - chart[:, :, :1]

    def kbest(self, text: str | list[str], k: int = 10) -> list[Parse]:
        """The k best trees of a command, best first (fewer if it has fewer)."""
        words = tokens_of(text)
        if not words:
            return []
        if len(words) + 2 > self.model.add_timing.timing_table.shape[0]:
            raise PCFGError(f"the command is too long for the neural parser ({len(words)} tokens)")
        scores = self.scores(words)
        scores[0, len(words) - 1, ~self.root_labels] = -math.inf
        chart = kbest_chart(scores, k)
        return [Parse(build_tree(chart, 0, len(words) - 1, i, self.labels, words), item[0])
                for i, item in enumerate(chart[0, len(words) - 1])]

    def best(self, text: str | list[str]) -> Parse | None:
        parses = self.kbest(text, 1)
        return parses[0] if parses else None


# An item: (score, label, split, left rank, right rank); split -1 for a word.
Item = tuple[float, int, int, int, int]


def kbest_chart(scores: "np.ndarray", k: int) -> "_Chart":
    """Exact k-best CKY over span label scores (label 0 = no constituent, score 0).

    The root span must carry a label.  An unlabelled span longer than one word
    may only be a right child, so each n-ary tree has one derivation (its
    right-branching binarisation) and the list holds distinct trees.
    """
    n = scores.shape[0]
    chart: dict[tuple[int, int], list[Item]] = {}
    as_left: dict[tuple[int, int], list[Item]] = {}
    for length in range(1, n + 1):
        for i in range(0, n - length + 1):
            j = i + length - 1
            row = scores[i, j]
            if i == 0 and j == n - 1:
                row = row.copy()
                row[0] = -math.inf
            kk = min(k + 1, len(row))  # one more: label 0 may take a place the left-child list cannot use
            best = np.argpartition(-row, kk - 1)[:kk]
            labelled = sorted(((float(row[l]), int(l)) for l in best), reverse=True)
            if length == 1:
                items = [(s, l, -1, 0, 0) for s, l in labelled]
            else:
                subs = []
                for split in range(i, j):
                    left, right = as_left[i, split], chart[split + 1, j]
                    subs.extend(_kbest_sums(left, right, k, split))
                subs = heapq.nlargest(k, subs)
                items = [(s + sub[0], l, sub[1], sub[2], sub[3]) for s, l in labelled for sub in subs]
            items = [it for it in items if it[0] > -math.inf]
            chart[i, j] = heapq.nlargest(k, items)
            as_left[i, j] = chart[i, j] if length == 1 else heapq.nlargest(k, (it for it in items if it[1] != 0))
    return _Chart(chart, as_left)


class _Chart(dict):
    """The k-best lists of every span, plus those usable as a left child."""

    def __init__(self, chart, as_left):
        super().__init__(chart)
        self.as_left = as_left


def _kbest_sums(left: list[Item], right: list[Item], k: int, split: int) -> list[tuple[float, int, int, int]]:
    """The k best (score, split, left rank, right rank) of two sorted lists (lazy frontier search)."""
    if not left or not right:
        return []
    out, seen = [], {(0, 0)}
    frontier = [(-(left[0][0] + right[0][0]), 0, 0)]
    while frontier and len(out) < k:
        neg, a, b = heapq.heappop(frontier)
        out.append((-neg, split, a, b))
        for na, nb in ((a + 1, b), (a, b + 1)):
            if na < len(left) and nb < len(right) and (na, nb) not in seen:
                seen.add((na, nb))
                heapq.heappush(frontier, (-(left[na][0] + right[nb][0]), na, nb))
    return out


def build_tree(chart: _Chart, i: int, j: int, rank: int, labels: list[str], words: list[str],
               left: bool = False) -> Tree:
    """The tree of item `rank` of span (i, j), in the transform's shape."""
    nodes = _nodes(chart, i, j, rank, labels, words, left)
    (root,) = nodes
    return as_transform_tree(root)


def _nodes(chart: _Chart, i: int, j: int, rank: int, labels: list[str], words: list[str], left: bool) -> list:
    score, label, split, a, b = (chart.as_left if left else chart)[i, j][rank]
    if split < 0:
        children: list = [words[i]]
    else:
        children = (_nodes(chart, i, split, a, labels, words, True)
                    + _nodes(chart, split + 1, j, b, labels, words, False))
    if label == 0:
        return children
    for part in reversed(labels[label].split("::")):
        children = [Tree(part, children)]
    return children


def as_transform_tree(tree: Tree) -> Tree:
    """Words outside a preterminal (one-word spans without a word label) become `(X word)`."""
    word_label = tree.label() == X or "=" in tree.label().split("[", 1)[0]
    return Tree(tree.label(), [as_transform_tree(c) if isinstance(c, Tree) else c if word_label else Tree(X, [c])
                               for c in tree])


def examples_from(commands: Iterable, to_tree: Callable) -> tuple[list[Example], int]:
    """Training examples of treebank commands (via `to_tree(gold, words)`, keeping their ids); and how many failed."""
    examples, failed = [], 0
    for c in commands:
        try:
            tree = to_tree(c.tree, c.words)
        except PCFGError:
            failed += 1
            continue
        examples.append(Example(tree.leaves(), training_tree(tree), id=getattr(c, "id", None)))
    return examples, failed
