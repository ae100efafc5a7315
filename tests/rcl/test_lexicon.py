"""The concept lexicon: well formed, larger than the training vocabulary, and every clash explained."""

import pytest

from rcl.lexicon import KINDS, Concept, ConceptLexicon, Entry, LexiconError, _rows, load_lexicon


def test_every_row_names_an_rcl_value_and_the_file_is_clean():
    lexicon = load_lexicon()
    assert len(lexicon) > 600
    assert all(e.value in KINDS[e.kind] for e in lexicon.entries)
    assert len({(e.phrase, e.kind, e.value) for e in lexicon.entries}) == len(lexicon)


def test_a_phrase_with_two_values_of_one_kind_says_how_the_clash_is_resolved():
    clashes = load_lexicon().conflicts()
    assert clashes, "the lexicon has known clashes (square: cube or tile)"
    unexplained = [(phrase, kind) for phrase, kind, rows in clashes if not all(r.note for r in rows)]
    assert unexplained == []


def test_the_clash_test_can_fail():
    lexicon = ConceptLexicon([Entry("square", "type", "cube", "n"), Entry("square", "type", "tile", "n", "why")])
    (phrase, kind, rows), = lexicon.conflicts()
    assert (phrase, kind) == ("square", "type") and not all(r.note for r in rows)


def test_every_concept_has_many_words():
    lexicon = load_lexicon()
    for concept in [Concept("type", "cube"), Concept("type", "prism"), Concept("color", "red"),
                    Concept("action", "take"), Concept("relation", "above"), Concept("indicator", "individual")]:
        assert len(lexicon.phrases(concept)) >= 10, concept


@pytest.mark.treebank
def test_the_lexicon_knows_several_times_the_concept_words_of_train_dev(treebank):
    """The words the gold trees align to a concept leaf in train-dev, against the lexicon's words."""
    from rcl.normalise import normalise
    seen = set()
    for command in treebank.split("train-dev"):
        words = normalise(command.text)
        for leaf in command.tree.leaves():
            if leaf.tag in ("action", "type", "color", "relation", "indicator") and leaf.span:
                seen.update(t.text for t in words.tokens if any(leaf.span[0] <= p <= leaf.span[1] for p in t.source))
    lexicon = load_lexicon()
    assert len(lexicon.words) > 3 * len(seen)


@pytest.mark.parametrize("line, problem", [
    ("Red\tcolor\tred\ta\t", "lower case"),
    ("red\tcolour\tred\ta\t", "unknown kind"),
    ("red\tcolor\tcrimson\ta\t", "not an RCL value"),
    ("red\tcolor\tred\tadj\t", "part of speech"),
    ("red\tcolor\tred", "expected 5"),
])
def test_malformed_rows_are_located(line, problem):
    with pytest.raises(LexiconError, match=f"lexicon.tsv:2: .*{problem}"):
        _rows("phrase\tkind\tvalue\tpos\tnote\n" + line + "\n", "lexicon.tsv")


def test_values_gives_what_a_word_stands_for_of_one_kind():
    lexicon = load_lexicon()
    assert lexicon.values("picks", "action") == {"take"}
    assert lexicon.values("red", "action") == frozenset()
    assert "robot" in lexicon.values("gripper", "type")
