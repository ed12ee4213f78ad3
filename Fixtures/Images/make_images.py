#!/usr/bin/env python3
"""Draws the herb pop fixture's pictures and writes them as PNGs next to this script.

Run with any Python 3 (standard library only): `python3 Fixtures/Images/make_images.py`.
The pictures are plain shapes (stems, leaves, flowers) on flat colours, coverage-sampled
on a 4 x 4 grid per pixel, so the output is the same on every machine. The PNGs are committed;
run this again only to change the artwork, then re-record the herb pop goldens.
"""

import math
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
GRID = 4  # samples per pixel along each axis


def write_png(path, width, height, pixels):
    """pixels: rows of (r, g, b) tuples, 8 bits each."""
    raw = bytearray()
    for row in pixels:
        raw.append(0)  # no filter
        for r, g, b in row:
            raw += bytes((r, g, b))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as file:
        file.write(data)


# Shapes: each has a bounding box and an `inside(x, y)` test in pixel coordinates.

class Ellipse:
    def __init__(self, cx, cy, rx, ry, angle, color):
        self.cx, self.cy, self.rx, self.ry, self.color = cx, cy, rx, ry, color
        self.cos, self.sin = math.cos(angle), math.sin(angle)
        reach = max(rx, ry)
        self.box = (cx - reach, cy - reach, cx + reach, cy + reach)

    def inside(self, x, y):
        dx, dy = x - self.cx, y - self.cy
        u = dx * self.cos + dy * self.sin
        v = -dx * self.sin + dy * self.cos
        return (u / self.rx) ** 2 + (v / self.ry) ** 2 <= 1


class Leaf:
    """A pointed leaf: the overlap of two circles, from `base` along `angle`, `length` long."""

    def __init__(self, bx, by, angle, length, width, color):
        self.bx, self.by, self.length, self.color = bx, by, length, color
        self.cos, self.sin = math.cos(angle), math.sin(angle)
        half = length / 2
        # Circle radius through both tips and bulging `width / 2` at the middle.
        self.radius = (half * half + (width / 2) ** 2) / width
        self.offset = self.radius - width / 2
        tip = (bx + self.cos * length, by + self.sin * length)
        self.box = (min(bx, tip[0]) - width, min(by, tip[1]) - width, max(bx, tip[0]) + width, max(by, tip[1]) + width)

    def inside(self, x, y):
        dx, dy = x - self.bx, y - self.by
        u = dx * self.cos + dy * self.sin - self.length / 2
        v = -dx * self.sin + dy * self.cos
        r2 = self.radius * self.radius
        return (u * u + (v - self.offset) ** 2 <= r2) and (u * u + (v + self.offset) ** 2 <= r2)


class Segment:
    """A thick line with round ends."""

    def __init__(self, x0, y0, x1, y1, thickness, color):
        self.x0, self.y0, self.x1, self.y1, self.color = x0, y0, x1, y1, color
        self.r = thickness / 2
        self.box = (min(x0, x1) - self.r, min(y0, y1) - self.r, max(x0, x1) + self.r, max(y0, y1) + self.r)
        self.dx, self.dy = x1 - x0, y1 - y0
        self.length2 = self.dx * self.dx + self.dy * self.dy or 1

    def inside(self, x, y):
        t = ((x - self.x0) * self.dx + (y - self.y0) * self.dy) / self.length2
        t = min(1, max(0, t))
        px, py = self.x0 + t * self.dx - x, self.y0 + t * self.dy - y
        return px * px + py * py <= self.r * self.r


def render(width, height, background, shapes):
    """Paints `shapes` in order over `background(x, y)`, averaging GRID x GRID samples per pixel."""
    rows = []
    for py in range(height):
        row = []
        for px in range(width):
            base = background(px + 0.5, py + 0.5)
            candidates = [s for s in shapes if s.box[0] <= px + 1 and s.box[2] >= px and s.box[1] <= py + 1 and s.box[3] >= py]
            if not candidates:
                row.append(base)
                continue
            total = [0, 0, 0]
            for sy in range(GRID):
                for sx in range(GRID):
                    x, y = px + (sx + 0.5) / GRID, py + (sy + 0.5) / GRID
                    color = base
                    for shape in candidates:
                        if shape.inside(x, y):
                            color = shape.color
                    total[0] += color[0]
                    total[1] += color[1]
                    total[2] += color[2]
            n = GRID * GRID
            row.append(tuple(int(c / n + 0.5) for c in total))
        rows.append(row)
    return rows


def flat(color):
    """A plain background: large flat areas keep the goldens that scale these pictures up small."""
    return lambda x, y: color


W, H = 120, 160
POT = (176, 92, 60)
POT_RIM = (150, 74, 48)
SOIL = (74, 52, 38)


def pot():
    return [Segment(34, 128, 86, 128, 8, POT_RIM), Ellipse(60, 146, 24, 18, 0, POT),
            Segment(36, 128, 84, 128, 10, POT_RIM), Segment(42, 125, 78, 125, 3, SOIL)]


def basil():
    green, dark, stem = (72, 160, 64), (46, 122, 48), (60, 110, 40)
    shapes = [Segment(60, 126, 60, 46, 4, stem), Segment(60, 96, 38, 80, 3, stem), Segment(60, 86, 84, 68, 3, stem)]
    for bx, by, angle, size in [(60, 50, -1.57, 30), (60, 60, -2.5, 26), (60, 60, -0.64, 26), (38, 80, -2.6, 28),
                                (38, 80, -1.9, 22), (84, 68, -0.5, 28), (84, 68, -1.2, 22), (60, 100, 2.8, 24), (60, 100, 0.35, 24)]:
        shapes.append(Ellipse(bx + math.cos(angle) * size / 2, by + math.sin(angle) * size / 2, size / 2, size / 3.2, angle,
                              green if size > 24 else dark))
    return render(W, H, flat((236, 246, 226)), shapes + pot())


def rosemary():
    needle, stem = (52, 96, 70), (92, 78, 52)
    shapes = []
    for x0, lean in [(46, -8), (60, 0), (74, 9)]:
        top = 22 if lean == 0 else 34
        shapes.append(Segment(x0, 126, x0 + lean, top, 3, stem))
        steps = 14
        for i in range(steps):
            t = i / steps
            x = x0 + lean * t + 0.0
            y = 120 - (120 - top) * t
            for side in (-1, 1):
                angle = -math.pi / 2 + side * 1.05
                shapes.append(Leaf(x, y, angle, 13 - 5 * t, 3.2, needle))
    return render(W, H, flat((228, 236, 244)), shapes + pot())


def lavender():
    stem, bud, light = (96, 132, 88), (128, 88, 184), (164, 128, 214)
    shapes = []
    for x0, x1, top in [(48, 34, 24), (56, 50, 16), (64, 70, 20), (72, 88, 30), (60, 60, 40)]:
        shapes.append(Segment(x0, 126, x1, top + 20, 2.5, stem))
        for i in range(6):
            y = top + i * 5
            x = x1 + (x0 - x1) * (y - top) / (126 - top)
            shapes.append(Ellipse(x - 2.5, y, 3.2, 4.2, 0.3, bud))
            shapes.append(Ellipse(x + 2.5, y + 2, 3.2, 4.2, -0.3, light if i % 2 else bud))
    for angle in (-2.4, -0.7):
        shapes.append(Leaf(60, 118, angle, 30, 5, stem))
    return render(W, H, flat((244, 236, 248)), shapes + pot())


def mint():
    leaf, vein, stem = (120, 200, 120), (86, 160, 90), (70, 130, 70)
    shapes = [Segment(60, 126, 60, 30, 4, stem)]
    for y, spread, size in [(104, 1.0, 34), (80, 0.9, 30), (58, 0.75, 26), (40, 0.5, 20)]:
        for side in (-1, 1):
            angle = -math.pi / 2 + side * spread * 1.2
            shapes.append(Leaf(60, y, angle, size, size * 0.62, leaf))
            shapes.append(Segment(60, y, 60 + math.cos(angle) * size * 0.8, y + math.sin(angle) * size * 0.8, 1.4, vein))
    shapes.append(Leaf(60, 34, -math.pi / 2, 18, 11, leaf))
    return render(W, H, flat((250, 244, 224)), shapes + pot())


def table():
    """The menu's background: wooden planks in two flat tones with dark seams and a few knots."""
    width, height = 130, 282
    plank = 47
    knots = [Ellipse(30, 20, 6, 3, 0.1, (140, 92, 56)), Ellipse(96, 118, 7, 3, -0.1, (140, 92, 56)),
             Ellipse(58, 215, 5, 2.5, 0.05, (140, 92, 56))]

    def paint(x, y):
        if y % plank < 2:
            return (122, 80, 48)
        return (178, 124, 80) if int(y // plank) % 2 == 0 else (166, 114, 72)

    return width, height, render(width, height, paint, knots)


if __name__ == "__main__":
    for name, draw in [("basil", basil), ("rosemary", rosemary), ("lavender", lavender), ("mint", mint)]:
        write_png(os.path.join(HERE, name + ".png"), W, H, draw())
    width, height, pixels = table()
    write_png(os.path.join(HERE, "table.png"), width, height, pixels)
