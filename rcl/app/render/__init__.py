"""Pictures of the board, from a planner `Scene`: text for a terminal, and an isometric SVG or PNG.

    print(draw_board(scene, color=False))
    board_svg(scene)                  # an SVG document
    board_png(scene, "board.png")     # PNG bytes, written atomically when a path is given
"""

from __future__ import annotations

import os

from planner import Scene
from rcl.app.files import write_atomically
from rcl.app.render.iso import render_png, render_svg
from rcl.app.render.text import color_supported, draw_board
from rcl.app.render.view import BoardView


def board_svg(scene: Scene, title: str | None = None) -> str:
    """An SVG document: the board in isometric view, cubes as boxes and prisms as pyramids."""
    return render_svg(BoardView.of(scene), title)


def board_png(scene: Scene, path: str | os.PathLike | None = None, scale: int = 1) -> bytes:
    """The isometric picture as PNG bytes (numpy raster, zlib); written atomically to `path` if given."""
    data = render_png(BoardView.of(scene), scale=scale)
    if path is not None:
        write_atomically(path, data)
    return data


__all__ = ["draw_board", "color_supported", "board_svg", "board_png", "BoardView"]
