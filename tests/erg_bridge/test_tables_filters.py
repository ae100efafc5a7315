"""Lookup tables (release-tolerant predicate matching, synonyms) and the analysis filters."""

from __future__ import annotations

import pytest

from erg_bridge.errors import TableError
from erg_bridge.filters import inappropriate
from erg_bridge.tables import Table, load_tables, normalise_predicate
from mrs_fixtures import decode


@pytest.fixture(scope="module")
def tables():
    return load_tables()


@pytest.mark.parametrize("predicate", ["_on_p", "_on_p_loc", "_on_p_state", "_on_p_dir", "_ON_P_LOC"])
def test_preposition_variants_of_other_releases(tables, predicate):
    assert tables.relation(predicate) == "above"


@pytest.mark.parametrize("predicate, relation", [("_next+to_p", "adjacent"), ("_in_p_loc", "within"),
                                                 ("_near_a_to", "nearest"), ("_left_n_1", "left")])
def test_relations(tables, predicate, relation):
    assert tables.relation(predicate) == relation


@pytest.mark.parametrize("noun, rcl_type", [
    ("_block_n_of", "cube"), ("_box_n_of", "cube"), ("_brick_n_1", "cube"), ("_cube_n_1", "cube"),
    ("_pyramid_n_1", "prism"), ("_prism_n_1", "prism"), ("_triangle_n_1", "prism"),
    ("_Tetrahedron/NN_u_unknown", "prism"), ("_tower_n_of", "stack"), ("_corner_n_1", "corner")])
def test_shape_synonyms(tables, noun, rcl_type):
    assert tables.noun(noun)[0] == rcl_type


@pytest.mark.parametrize("adjective, color", [("_grey_a_1", "gray"), ("_gray_a_1", "gray"), ("_purple_a_1", "magenta"),
                                              ("_turquoise_a_1", "cyan"), ("_cyan/JJ_u_unknown", "cyan")])
def test_colour_synonyms(tables, adjective, color):
    assert tables.modifier(adjective) == ("color", color)


def test_verbs_match_by_lemma_and_part_of_speech(tables):
    assert tables.verb("_pick_v_up").action == "take"
    assert tables.verb("_place_v_in").action == "move"  # a sense the table does not list
    assert tables.verb("_juggle_v_1") is None


def test_unknown_word_predicates_read_their_tag():
    assert normalise_predicate("_Tetrahedron/NN_u_unknown") == ("tetrahedron", "n", "")


def test_a_malformed_table_names_file_and_line(tmp_path):
    path = tmp_path / "nouns.tsv"
    path.write_text("predicate\ttype\tindicator\tcomment\n_cube_n_1\tcube\n")
    with pytest.raises(TableError, match="nouns.tsv:2: expected 4"):
        Table(path, 4)


def test_filters(tables):
    assert inappropriate(decode("drop"), tables) is None
    assert "not a command" in inappropriate(decode("statement"), tables)
    assert inappropriate(decode("block_verb"), tables) == '"block" read as a verb'
