"""The squares from one square of the board toward an edge (planner.gaps.toward_edge): past it, up to the
edge's own row or column; none from a square on that edge."""

from planner.gaps import toward_edge


def test_the_squares_toward_the_front_edge_end_on_it():
    assert toward_edge((5, 1), "front") == [(6, 1), (7, 1)]


def test_the_squares_toward_a_side_edge_run_along_the_row():
    assert toward_edge((3, 4), "left") == [(3, 5), (3, 6), (3, 7)]
    assert toward_edge((3, 2), "right") == [(3, 1), (3, 0)]


def test_a_square_on_the_edge_has_none_past_it():
    assert toward_edge((7, 1), "front") == []
    assert toward_edge((0, 4), "back") == []
