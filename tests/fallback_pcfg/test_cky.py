"""CKY on a toy grammar whose best parse and k-best order are worked out by hand."""

import math

import numpy as np
import pytest

from fallback_pcfg.cky import CompiledGrammar, kbest, viterbi_chart
from fallback_pcfg.grammar import GrammarOptions, annotate, unannotate
from nltk import Tree

# S -> NP VP (1.0); VP -> V NP (0.7) | VP PP (0.3); NP -> NP PP (0.2); PP -> P NP (1.0)
LABELS = ["S", "NP", "VP", "PP", "V", "P"]
S, NP, VP, PP, V, P = range(6)
RULES = [(S, NP, VP, 0.0), (VP, V, NP, math.log(0.7)), (VP, VP, PP, math.log(0.3)),
         (NP, NP, PP, math.log(0.2)), (PP, P, NP, 0.0)]
WORDS = ["i", "saw", "men", "with", "scopes"]


def toy_lex() -> np.ndarray:
    lex = np.full((5, 6), -np.inf)
    for i, label in enumerate([NP, V, NP, P, NP]):
        lex[i, label] = math.log(0.8) if label == NP else 0.0
    return lex


def test_best_parse_and_its_score():
    grammar = CompiledGrammar(LABELS, RULES, {S: 0.0})
    (score, tree), = list(kbest(grammar, toy_lex(), WORDS, 1))
    # VP attachment: 0.8^3 * 0.7 * 0.3 beats NP attachment: 0.8^3 * 0.7 * 0.2
    assert str(tree) == "(S (NP i) (VP (VP (V saw) (NP men)) (PP (P with) (NP scopes))))"
    assert score == pytest.approx(math.log(0.8 ** 3 * 0.7 * 0.3), abs=1e-5)


def test_k_best_order_and_exhaustion():
    grammar = CompiledGrammar(LABELS, RULES, {S: 0.0})
    parses = list(kbest(grammar, toy_lex(), WORDS, 5))
    assert len(parses) == 2  # the sentence has exactly two parses
    assert [round(math.exp(s), 5) for s, _ in parses] == [round(0.8 ** 3 * 0.7 * 0.3, 5), round(0.8 ** 3 * 0.7 * 0.2, 5)]
    assert str(parses[1][1]) == "(S (NP i) (VP (V saw) (NP (NP men) (PP (P with) (NP scopes)))))"


def test_chart_holds_viterbi_scores_of_every_span():
    chart = viterbi_chart(CompiledGrammar(LABELS, RULES, {S: 0.0}), toy_lex())
    assert chart[1, 3, VP] == pytest.approx(math.log(0.7 * 0.8))
    assert chart[0, 2, S] == -np.inf  # "i saw" is no sentence


def test_no_parse_gives_nothing():
    grammar = CompiledGrammar(LABELS, RULES, {S: 0.0})
    assert list(kbest(grammar, toy_lex()[:2], WORDS[:2], 3)) == []


def test_annotation_round_trips():
    tree = Tree.fromstring("(sequence (event (action=take pick) (entity (X the) (color=red red) (type=cube cube))) "
                           "(event (X and) (action=drop drop) (destination (spatial-relation (relation=above on) "
                           "(entity (type=cube it))))))")
    for vertical in (0, 1, 2):
        for horizontal in (0, 1, 2):
            annotated = annotate(tree, GrammarOptions(vertical=vertical, horizontal=horizontal))
            assert all(len(t) <= 2 for t in annotated.subtrees())
            assert unannotate(annotated) == tree
