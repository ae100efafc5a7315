"""Exact Viterbi CKY with lazy k-best extraction over an integer-indexed binary grammar.

The grammar has binary rules A -> B C only (unary chains are collapsed into
labels by `fallback_pcfg.grammar`); preterminal scores per token come from
the lexicon.  The Viterbi pass is vectorised with numpy over all start
positions and split points of a span length at once; the k best derivations
are then read off lazily (Huang & Chiang 2005, algorithm 3), so only the
items on the way to the k best parses are ever expanded.

>>> g = CompiledGrammar(["S", "NP", "VP", "V", "N"], [(0, 1, 2, 0.0), (2, 3, 1, 0.0)], {0: 0.0})
>>> lex = np.full((3, 5), -np.inf); lex[0, 1] = lex[2, 1] = lex[1, 3] = 0.0
>>> [(round(s, 3), str(t)) for s, t in kbest(g, lex, ["they", "like", "fish"], 2)]
[(0.0, '(S (NP they) (VP (V like) (NP fish)))')]
"""

from __future__ import annotations

import heapq
from typing import Iterator, Sequence

import numpy as np
from nltk import Tree

NEG = -np.inf


class CompiledGrammar:
    """Binary rules as parallel integer arrays sorted by head, plus root scores."""

    def __init__(self, labels: Sequence[str], rules: Sequence[tuple[int, int, int, float]],
                 roots: dict[int, float]):
        self.labels = list(labels)
        order = sorted(range(len(rules)), key=lambda r: (rules[r][0], rules[r][1], rules[r][2]))
        self.A = np.array([rules[r][0] for r in order], dtype=np.int64)
        self.B = np.array([rules[r][1] for r in order], dtype=np.int64)
        self.C = np.array([rules[r][2] for r in order], dtype=np.int64)
        self.lp = np.array([rules[r][3] for r in order], dtype=np.float64)
        self.heads, self.starts = np.unique(self.A, return_index=True)
        ends = list(self.starts[1:]) + [len(self.A)]
        self.slices = {int(h): (int(s), int(e)) for h, s, e in zip(self.heads, self.starts, ends)}
        self.root = np.full(len(self.labels), NEG)
        for label, score in roots.items():
            self.root[label] = score

    @property
    def size(self) -> int:
        return len(self.labels)


def viterbi_chart(grammar: CompiledGrammar, lex: np.ndarray) -> np.ndarray:
    """chart[i, j, A]: the best log score of A over tokens i..j-1 (`lex` gives width 1).

    float32: half the memory traffic of float64, and ample for log probabilities.
    """
    n, size = lex.shape
    chart = np.full((n, n + 1, size), NEG, dtype=np.float32)
    chart[np.arange(n), np.arange(1, n + 1)] = lex
    if not len(grammar.A):
        return chart
    lp = grammar.lp.astype(np.float32)
    for length in range(2, n + 1):
        starts = np.arange(n - length + 1)[None, :]
        splits = np.arange(1, length)[:, None]
        # Split points lead: numpy reduces over a leading axis of a 2-D view far
        # faster than over the middle axis of a 3-D array.
        left = chart[starts, starts + splits]            # (length-1, m, size)
        right = chart[starts + splits, starts + length]  # (length-1, m, size)
        both = left[:, :, grammar.B] + right[:, :, grammar.C]
        scores = both.reshape(length - 1, -1).max(axis=0).reshape(-1, len(lp)) + lp
        best = np.maximum.reduceat(scores, grammar.starts, axis=1)  # (m, heads)
        chart[starts.T, starts.T + length, grammar.heads[None, :]] = best
    return chart


class _KBest:
    """Lazy k-best derivations of chart items (i, j, A)."""

    def __init__(self, grammar: CompiledGrammar, chart: np.ndarray, k: int):
        self.g, self.chart, self.k = grammar, chart, k
        self.found: dict[tuple[int, int, int], list[tuple[float, tuple]]] = {}
        self.heaps: dict[tuple[int, int, int], list] = {}
        self.seen: dict[tuple[int, int, int], set] = {}

    def _edges(self, item: tuple[int, int, int]) -> list:
        """The best derivation of each of the item's k best incoming edges, as a heap."""
        i, j, a = item
        s, e = self.g.slices.get(a, (0, 0))
        if s == e:
            return []
        splits = np.arange(i + 1, j)
        scores = (self.chart[i, splits][:, self.g.B[s:e]] + self.chart[splits, j][:, self.g.C[s:e]]
                  + self.g.lp[s:e])
        flat = scores.ravel()
        finite = np.flatnonzero(flat > NEG)
        if len(finite) > self.k:
            finite = finite[np.argpartition(-flat[finite], self.k - 1)[:self.k]]
        heap = []
        width = e - s
        for f in finite:
            split, r = divmod(int(f), width)
            heap.append((-float(flat[f]), s + r, i + 1 + split, 0, 0))
        heapq.heapify(heap)
        self.seen[item] = {(h[1], h[2], 0, 0) for h in heap}
        return heap

    def get(self, item: tuple[int, int, int], x: int) -> tuple[float, tuple] | None:
        """The x-th best derivation of an item: (score, (rule, split, x_left, x_right) or ())."""
        i, j, a = item
        if j - i == 1:
            return (float(self.chart[i, j, a]), ()) if x == 0 and self.chart[i, j, a] > NEG else None
        found = self.found.get(item)
        if found is None:
            found = self.found[item] = []
            self.heaps[item] = self._edges(item)
        heap = self.heaps[item]
        while len(found) <= x:
            if found:
                self._push_successors(item, found[-1][1])
            if not heap:
                return None
            neg, r, split, xl, xr = heapq.heappop(heap)
            found.append((-neg, (r, split, xl, xr)))
        return found[x]

    def _push_successors(self, item, edge) -> None:
        i, j, _ = item
        r, split, xl, xr = edge
        for nl, nr in ((xl + 1, xr), (xl, xr + 1)):
            key = (r, split, nl, nr)
            if key in self.seen[item]:
                continue
            self.seen[item].add(key)
            left = self.get((i, split, int(self.g.B[r])), nl)
            right = self.get((split, j, int(self.g.C[r])), nr)
            if left is not None and right is not None:
                heapq.heappush(self.heaps[item], (-(self.g.lp[r] + left[0] + right[0]), r, split, nl, nr))

    def tree(self, item: tuple[int, int, int], x: int, words: Sequence[str]) -> Tree:
        i, j, a = item
        _, edge = self.get(item, x)
        label = self.g.labels[a]
        if not edge:
            return Tree(label, [words[i]])
        r, split, xl, xr = edge
        return Tree(label, [self.tree((i, split, int(self.g.B[r])), xl, words),
                            self.tree((split, j, int(self.g.C[r])), xr, words)])


def kbest(grammar: CompiledGrammar, lex: np.ndarray, words: Sequence[str], k: int,
          chart: np.ndarray | None = None) -> Iterator[tuple[float, Tree]]:
    """The k best parses (log score including the root's, tree), best first, lazily:
    a caller that stops after the first pays for the first only."""
    n = len(words)
    if n == 0 or k < 1:
        return
    chart = viterbi_chart(grammar, lex) if chart is None else chart
    search = _KBest(grammar, chart, k)
    top = chart[0, n].astype(np.float64) + grammar.root
    heap = [(-float(top[a]), int(a), 0) for a in np.flatnonzero(top > NEG)]
    heapq.heapify(heap)
    for _ in range(k):
        if not heap:
            return
        neg, a, x = heapq.heappop(heap)
        yield float(-neg), search.tree((0, n, a), x, words)
        following = search.get((0, n, a), x + 1)
        if following is not None:
            heapq.heappush(heap, (-(following[0] + grammar.root[a]), a, x + 1))
