"""`PCFGEngine`: the back-off as an engine, from a normalised command to a `Proposal`.

    engine = PCFGEngine(load_model(), k=30)
    proposal = engine.propose(normalise("pick up the red block"))
    proposal.candidates[0].tree      # the best parse's RCL

The k best parses that give valid RCL become candidates, best first, each once
(a parse repeating an earlier RCL is skipped); parses that give no valid RCL
are rejected analyses.  The parses are read lazily: a reader that stops at the
first coherent candidate pays for the parses before it only.  A phrase of the
concept lexicon that holds a word training never saw is read as one word, its
concept ("let go of" as a drop).  Each candidate names the user's words it did
without and those it guessed ("thingamajig" as a cube).
"""

from __future__ import annotations

from typing import Iterator

from fallback_pcfg.model import Model
from fallback_pcfg.parser import DEFAULT_K, readings
from rcl.candidate import Candidate, Item, Lazy, Proposal, Rejected
from rcl.lexicon import ConceptLexicon, load_lexicon
from rcl.normalise import Utterance

NAME = "pcfg"


class PCFGEngine:
    """k-best PCFG parses of a command, converted to RCL."""

    name = NAME

    def __init__(self, model: Model, k: int = DEFAULT_K, concepts: ConceptLexicon | None = None):
        self.model = model
        self.k = k
        self.concepts = concepts if concepts is not None else load_lexicon()

    def propose(self, utterance: Utterance) -> Proposal:
        """The command's parses as candidates (and rejected parses), best first, read lazily."""
        return Proposal(self.name, Lazy(self._analyses(utterance)))

    def words(self, utterance: Utterance) -> list[tuple[str, tuple[int, ...]]]:
        """The words the model reads, each with the utterance's tokens it stands for: the
        utterance's words, but a lexicon phrase holding a word training never saw as one."""
        words = list(utterance.words)
        found: list[tuple[str, tuple[int, ...]]] = []
        i = 0
        while i < len(words):
            phrase = self.concepts.longest_phrase(words, i)
            if phrase is not None and any(not self.model.lexicon.known(w) for w in phrase):
                found.append((" ".join(phrase), tuple(range(i, i + len(phrase)))))
                i += len(phrase)
            else:
                found.append((words[i], (i,)))
                i += 1
        return found

    def _analyses(self, utterance: Utterance) -> Iterator[Item]:
        words = self.words(utterance)

        def typed(position: int) -> str:
            return " ".join(utterance.source_text(t) for t in words[position][1])

        rank = 0
        for parse in readings(self.model, [w for w, _ in words], self.k):
            if parse.tree is None:
                yield Rejected(self.name, parse.parse, parse.error)
                continue
            yield Candidate(parse.tree, self.name, rank, f"reading {parse.parse + 1} of the {self.k} best, "
                            f"score {parse.score:.2f}", parse.score, detail=parse.phrase_tree,
                            ignored=tuple(dict.fromkeys(typed(i) for i in parse.ignored)),
                            guessed=tuple((typed(i), value) for i, value in parse.guessed))
            rank += 1

    def close(self) -> None:
        """Nothing to release: the model is plain data."""
