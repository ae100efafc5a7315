"""A tiny anti-aliased polygon rasteriser and PNG writer (numpy, zlib, struct).

Enough to turn the isometric board into a PNG without an imaging library:
convex polygons are filled by testing pixel centres against their edges on a
supersampled grid, then averaged down.  Pillow would add a dependency for
what is here about sixty lines.

    >>> canvas = Canvas(4, 4, (255, 255, 255))
    >>> canvas.fill(((0, 0), (4, 0), (4, 4), (0, 4)), (255, 0, 0))
    >>> canvas.to_png()[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
    True
"""

from __future__ import annotations

import struct
import zlib
from typing import Sequence

import numpy as np

Point = tuple[float, float]
RGB = tuple[int, int, int]


class Canvas:
    """An RGB picture of `width` x `height` pixels showing the region from `origin`."""

    def __init__(self, width: int, height: int, background: RGB, origin: Point = (0.0, 0.0),
                 scale: float = 1.0, supersample: int = 3):
        self.width, self.height = max(1, int(width)), max(1, int(height))
        self.ss = supersample
        self.origin = origin
        self.scale = scale
        self.pixels = np.empty((self.height * self.ss, self.width * self.ss, 3), dtype=np.float32)
        self.pixels[:] = background

    def _to_grid(self, points: Sequence[Point]) -> np.ndarray:
        ox, oy = self.origin
        k = self.scale * self.ss
        return np.array([((x - ox) * k, (y - oy) * k) for x, y in points], dtype=np.float64)

    def fill(self, points: Sequence[Point], color: RGB, opacity: float = 1.0) -> None:
        """Fill the convex polygon `points` (either winding) with `color`."""
        pts = self._to_grid(points)
        if len(pts) < 3:
            return
        h, w = self.pixels.shape[:2]
        x0, y0 = np.floor(pts.min(axis=0)).astype(int)
        x1, y1 = np.ceil(pts.max(axis=0)).astype(int)
        x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, w), min(y1, h)
        if x0 >= x1 or y0 >= y1:
            return
        xs = np.arange(x0, x1) + 0.5
        ys = (np.arange(y0, y1) + 0.5)[:, None]
        nxt = np.roll(pts, -1, axis=0)
        area = np.sum(pts[:, 0] * nxt[:, 1] - nxt[:, 0] * pts[:, 1])
        sign = 1.0 if area >= 0 else -1.0
        inside = np.ones((y1 - y0, x1 - x0), dtype=bool)
        for (ax, ay), (bx, by) in zip(pts, nxt):
            inside &= sign * ((bx - ax) * (ys - ay) - (by - ay) * (xs - ax)) >= 0
        region = self.pixels[y0:y1, x0:x1]
        region[inside] = region[inside] * (1 - opacity) + np.asarray(color, dtype=np.float32) * opacity

    def outline(self, points: Sequence[Point], color: RGB, width: float = 1.0) -> None:
        """Stroke the closed polygon `points` with lines `width` units wide."""
        self.polyline(list(points) + [points[0]], color, width)

    def polyline(self, points: Sequence[Point], color: RGB, width: float = 1.0) -> None:
        """Stroke the open path `points` with lines `width` units wide."""
        half = width / 2
        for (ax, ay), (bx, by) in zip(points, points[1:]):
            length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
            if length == 0:
                continue
            nx, ny = -(by - ay) / length * half, (bx - ax) / length * half
            self.fill(((ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)), color)

    def text(self, at: Point, text: str, size: float, color: RGB, anchor: str = "start",
             weight: float = 0.9) -> None:
        """Capital letters and digits in a stroke font; `at` is on the baseline.

        `weight` is the stroke width in font units (a glyph is 4 x 6 units);
        characters the font lacks are left as gaps.
        """
        unit = size / 8
        advance = 6 * unit
        x = at[0] - {"start": 0, "middle": 0.5, "end": 1}.get(anchor, 0) * (advance * len(text) - 2 * unit)
        top = at[1] - 6 * unit
        for ch in text.upper():
            for stroke in STROKES.get(ch, ()):
                self.polyline([(x + gx * unit, top + gy * unit) for gx, gy in stroke], color, max(1.0, unit * weight))
            x += advance

    def rgb(self) -> np.ndarray:
        """The picture as uint8 (height, width, 3), supersampling averaged away."""
        s = self.ss
        small = self.pixels.reshape(self.height, s, self.width, s, 3).mean(axis=(1, 3))
        return np.clip(np.rint(small), 0, 255).astype(np.uint8)

    def to_png(self) -> bytes:
        return encode_png(self.rgb())


_O = ((1, 0), (3, 0), (4, 1), (4, 5), (3, 6), (1, 6), (0, 5), (0, 1), (1, 0))
_P = ((0, 6), (0, 0), (3, 0), (4, 1), (4, 2), (3, 3), (0, 3))
#: A small stroke font on a 4 x 6 grid (y down): enough for the board's labels, the
#: colour letters and the marks' digits.
STROKES: dict[str, tuple[tuple[Point, ...], ...]] = {
    "A": (((0, 6), (2, 0), (4, 6)), ((1, 3.5), (3, 3.5))),
    "B": (_P, ((3, 3), (4, 4), (4, 5), (3, 6), (0, 6))),
    "C": (((4, 1), (3, 0), (1, 0), (0, 1), (0, 5), (1, 6), (3, 6), (4, 5)),),
    "D": (((0, 0), (0, 6), (2.5, 6), (4, 4.5), (4, 1.5), (2.5, 0), (0, 0)),),
    "E": (((4, 0), (0, 0), (0, 6), (4, 6)), ((0, 3), (3, 3))),
    "F": (((4, 0), (0, 0), (0, 6)), ((0, 3), (3, 3))),
    "G": (((4, 1), (3, 0), (1, 0), (0, 1), (0, 5), (1, 6), (3, 6), (4, 5), (4, 3), (2, 3)),),
    "H": (((0, 0), (0, 6)), ((4, 0), (4, 6)), ((0, 3), (4, 3))),
    "I": (((1, 0), (3, 0)), ((2, 0), (2, 6)), ((1, 6), (3, 6))),
    "K": (((0, 0), (0, 6)), ((4, 0), (0, 4)), ((1.5, 2.8), (4, 6))),
    "L": (((0, 0), (0, 6), (4, 6)),),
    "M": (((0, 6), (0, 0), (2, 3.5), (4, 0), (4, 6)),),
    "N": (((0, 6), (0, 0), (4, 6), (4, 0)),),
    "O": (_O,),
    "P": (_P,),
    "R": (_P, ((2, 3), (4, 6))),
    "S": (((4, 1), (3, 0), (1, 0), (0, 1), (0, 2), (1, 3), (3, 3), (4, 4), (4, 5), (3, 6), (1, 6), (0, 5)),),
    "T": (((0, 0), (4, 0)), ((2, 0), (2, 6))),
    "U": (((0, 0), (0, 5), (1, 6), (3, 6), (4, 5), (4, 0)),),
    "V": (((0, 0), (2, 6), (4, 0)),),
    "W": (((0, 0), (1, 6), (2, 2.5), (3, 6), (4, 0)),),
    "X": (((0, 0), (4, 6)), ((4, 0), (0, 6))),
    "Y": (((0, 0), (2, 3), (4, 0)), ((2, 3), (2, 6))),
    "=": (((0, 2), (4, 2)), ((0, 4), (4, 4))),
    ",": (((2, 5), (2, 6), (1.3, 7)),),
    "-": (((0.5, 3), (3.5, 3)),),
    "(": (((3, 0), (1.8, 1.5), (1.5, 3), (1.8, 4.5), (3, 6)),),
    ")": (((1, 0), (2.2, 1.5), (2.5, 3), (2.2, 4.5), (1, 6)),),
    "0": (_O, ((4, 1), (0, 5))),
    "1": (((1, 1), (2, 0), (2, 6)), ((1, 6), (3, 6))),
    "2": (((0, 1), (1, 0), (3, 0), (4, 1), (4, 2), (0, 6), (4, 6)),),
    "3": (((0, 0), (4, 0), (2, 2.5), (3, 2.5), (4, 3.5), (4, 5), (3, 6), (1, 6), (0, 5)),),
    "4": (((3, 6), (3, 0), (0, 4), (4, 4)),),
    "5": (((4, 0), (0, 0), (0, 3), (3, 3), (4, 4), (4, 5), (3, 6), (0, 6)),),
    "6": (((4, 0), (1, 0), (0, 1), (0, 5), (1, 6), (3, 6), (4, 5), (4, 4), (3, 3), (0, 3)),),
    "7": (((0, 0), (4, 0), (1, 6)),),
    "8": (((1, 3), (0, 2), (0, 1), (1, 0), (3, 0), (4, 1), (4, 2), (3, 3), (1, 3), (0, 4), (0, 5), (1, 6),
           (3, 6), (4, 5), (4, 4), (3, 3)),),
    "9": (((4, 3), (1, 3), (0, 2), (0, 1), (1, 0), (3, 0), (4, 1), (4, 5), (3, 6), (0, 6)),),
}


def encode_png(rgb: np.ndarray) -> bytes:
    """PNG bytes of a uint8 (height, width, 3) array: 8-bit truecolour, no filtering."""
    height, width = rgb.shape[:2]
    raw = np.concatenate([np.zeros((height, 1), dtype=np.uint8), rgb.reshape(height, width * 3)], axis=1)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw.tobytes(), 9)) + chunk(b"IEND", b""))
