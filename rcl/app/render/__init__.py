"""Pictures of the board, from a planner `Scene`: text for a terminal, and an isometric SVG or PNG.

    print(draw_board(scene, color=False))
    board_svg(scene)                  # an SVG document
    board_png(scene, "board.png")     # PNG bytes, written atomically when a path is given

Every picture shows each shape's colour letter, so colour is never the only
clue.  Each takes `marks`, a mapping from shapes to short labels ("1", "2",
...), to point at some shapes, as a "which one?" question needs: the text
board writes the label after the shape's letter and lists the marks in words,
the SVG and PNG put a numbered badge on each marked shape.
"""

from __future__ import annotations

import os

from planner import Scene
from rcl.app.files import write_atomically
from rcl.app.render.iso import render_png, render_svg
from rcl.app.render.text import color_supported, draw_board
from rcl.app.render.view import BoardView, Marks


def board_svg(scene: Scene, title: str | None = None, marks: Marks | None = None) -> str:
    """An SVG document: the board in isometric view, cubes as boxes and prisms as pyramids.

    Each marked shape gets a numbered badge whose tooltip names the shape.
    """
    return render_svg(BoardView.of(scene, marks), title)


def board_png(scene: Scene, path: str | os.PathLike | None = None, scale: int = 1,
              marks: Marks | None = None) -> bytes:
    """The isometric picture as PNG bytes (numpy raster, zlib); written atomically to `path` if given.

    Each marked shape gets a numbered badge.
    """
    data = render_png(BoardView.of(scene, marks), scale=scale)
    if path is not None:
        write_atomically(path, data)
    return data


__all__ = ["draw_board", "color_supported", "board_svg", "board_png", "BoardView", "Marks"]
