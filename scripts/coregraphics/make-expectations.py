#!/usr/bin/env python3
"""Draws the Core Graphics test scenes with cairo (and Skia for shadows, which cairo does not
draw) and writes them as the expectations CoreGraphicsReferenceTests compares GoldensUIKit's
drawing with: Tests/GoldensUIKitTests/Expectations/CoreGraphics/<scene>.png.

    .venv/bin/pip install pycairo skia-python numpy    (cairo's headers: apt install libcairo2-dev)
    .venv/bin/python scripts/coregraphics/make-expectations.py

Each scene here is the same drawing as the Swift scene of the same name, written with the
library's own calls. Core Graphics' conventions are restated where the libraries differ:
- UIKit's contexts are y down, as cairo's and Skia's are, so coordinates carry over unchanged;
- Core Graphics' `clockwise` arcs run towards decreasing angles (`arc_negative`), UIKit's
  `UIBezierPath` ones towards increasing angles (`arc`);
- `CGContext.draw(_:in:)` shows a CGImage upside down in a UIKit context; `UIImage.draw` upright;
- a linear gradient paints only between the lines through its ends unless extended
  (EXTEND_NONE / EXTEND_PAD), a radial one only between its circles;
- a shadow's blur is drawn as a Gaussian of standard deviation blur / 2, its offset unscaled.
"""
import math
import os
import sys

import cairo
import numpy
import skia

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "GoldensUIKitTests", "Expectations", "CoreGraphics")
SCENES = {}


def scene(width=64, height=64, scale=1, background=(1, 1, 1)):
    def register(draw):
        SCENES[draw.__name__] = (width, height, scale, background, draw)
        return draw
    return register


def star(c):
    points = [(32 + 28 * math.sin(i * 4 * math.pi / 5), 34 - 28 * math.cos(i * 4 * math.pi / 5)) for i in range(5)]
    c.move_to(*points[0])
    for p in points[1:]:
        c.line_to(*p)
    c.close_path()


@scene()
def starNonZero(c):
    star(c)
    c.set_source_rgb(0.2, 0.4, 0.8)
    c.fill()


@scene()
def starEvenOdd(c):
    star(c)
    c.set_fill_rule(cairo.FILL_RULE_EVEN_ODD)
    c.set_source_rgb(0.2, 0.4, 0.8)
    c.fill()


@scene()
def curves(c):
    c.move_to(8, 56)
    c.curve_to(8, 0, 56, 0, 56, 56)
    # A quadratic from (56, 56) to (32, 40) about (40, 64), as the cubic with the same curve.
    x0, y0, qx, qy, x1, y1 = 56, 56, 40, 64, 32, 40
    c.curve_to(x0 + 2 / 3 * (qx - x0), y0 + 2 / 3 * (qy - y0), x1 + 2 / 3 * (qx - x1), y1 + 2 / 3 * (qy - y1), x1, y1)
    c.close_path()
    c.set_source_rgb(0.9, 0.3, 0.1)
    c.fill()


@scene()
def arcs(c):
    c.set_line_width(4)
    c.set_line_cap(cairo.LINE_CAP_ROUND)
    c.new_path()
    c.arc(32, 32, 22, 0, 1.25 * math.pi)          # CG clockwise: false, increasing angles
    c.set_source_rgb(0, 0.5, 0)
    c.stroke()
    c.new_path()
    c.arc_negative(32, 32, 12, 0, 1.25 * math.pi)  # CG clockwise: true
    c.set_source_rgb(0.6, 0, 0.6)
    c.stroke()


@scene()
def tangentArc(c):
    c.move_to(8, 56)
    # Tangent arc at the corner (8, 8) towards (56, 8), radius 16: a quarter circle about (24, 24).
    c.line_to(8, 24)
    c.arc(24, 24, 16, math.pi, 1.5 * math.pi)
    c.line_to(56, 8)
    c.line_to(56, 56)
    c.set_line_width(3)
    c.set_source_rgb(0.1, 0.1, 0.6)
    c.stroke()


def zigzag(c, y):
    c.move_to(10, y + 14)
    c.line_to(30, y)
    c.line_to(50, y + 14)
    c.line_to(70, y + 2)
    c.line_to(86, y + 12)


@scene(width=96, height=80)
def joinsAndCaps(c):
    c.set_line_width(8)
    c.set_source_rgb(0.2, 0.2, 0.2)
    for index, (cap, join) in enumerate([(cairo.LINE_CAP_BUTT, cairo.LINE_JOIN_MITER),
                                         (cairo.LINE_CAP_SQUARE, cairo.LINE_JOIN_BEVEL),
                                         (cairo.LINE_CAP_ROUND, cairo.LINE_JOIN_ROUND)]):
        c.set_line_cap(cap)
        c.set_line_join(join)
        c.set_miter_limit(10)
        zigzag(c, 6 + 24 * index)
        c.stroke()


@scene()
def dashes(c):
    c.set_line_width(4)
    c.set_dash([8, 4], 3)
    c.set_source_rgb(0.8, 0.1, 0.4)
    c.rectangle(8, 8, 48, 20)
    c.stroke()
    c.arc(32, 46, 12, 0, 2 * math.pi)
    c.stroke()


@scene()
def transformed(c):
    c.translate(32, 32)
    c.rotate(math.pi / 6)
    c.scale(1.5, 1)
    c.rectangle(-12, -10, 24, 20)
    c.set_source_rgb(0.95, 0.75, 0.1)
    c.fill_preserve()
    c.set_line_width(2)
    c.set_source_rgb(0.3, 0.2, 0)
    c.stroke()


@scene()
def clips(c):
    c.save()
    c.arc(24, 24, 18, 0, 2 * math.pi)
    c.clip()
    c.rectangle(0, 0, 64, 30)
    c.set_source_rgb(0.1, 0.6, 0.9)
    c.fill()
    c.restore()
    # An even-odd clip: a ring.
    c.arc(44, 44, 16, 0, 2 * math.pi)
    c.new_sub_path()
    c.arc(44, 44, 8, 0, 2 * math.pi)
    c.set_fill_rule(cairo.FILL_RULE_EVEN_ODD)
    c.clip()
    c.rectangle(20, 20, 44, 44)
    c.set_source_rgb(0.9, 0.2, 0.2)
    c.fill()


def stops(pattern, stops):
    for location, color in stops:
        pattern.add_color_stop_rgb(location, *color)
    return pattern


THREE = [(0, (1, 0, 0)), (0.5, (0, 0.8, 0)), (1, (0, 0, 1))]


def banded(c, start, end, before, after, colors):
    """A linear gradient with Core Graphics' extensions: painted between the lines through the
    ends, and past each only when asked, in the end colours."""
    pattern = stops(cairo.LinearGradient(*start, *end), colors)
    pattern.set_extend(cairo.EXTEND_PAD if before or after else cairo.EXTEND_NONE)
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    ux, uy, far = dx / length, dy / length, 1000
    a = (start[0] - (far * ux if before else 0), start[1] - (far * uy if before else 0))
    b = (end[0] + (far * ux if after else 0), end[1] + (far * uy if after else 0))
    c.move_to(a[0] - far * uy, a[1] + far * ux)
    c.line_to(b[0] - far * uy, b[1] + far * ux)
    c.line_to(b[0] + far * uy, b[1] - far * ux)
    c.line_to(a[0] + far * uy, a[1] - far * ux)
    c.close_path()
    c.set_source(pattern)
    c.fill()


@scene()
def linearGradientNoOptions(c):
    banded(c, (16, 0), (48, 0), False, False, THREE)


@scene()
def linearGradientExtended(c):
    banded(c, (8, 8), (56, 40), True, True, THREE)


@scene()
def linearGradientBefore(c):
    banded(c, (16, 48), (16, 16), True, False, [(0, (1, 0.5, 0)), (1, (0.2, 0, 0.6))])


def radial(c, r0, r1, inner, outer, colors):
    """A radial gradient about (32, 32) with Core Graphics' extensions: painted between the
    circles, and inside the smaller or outside the larger only when asked."""
    pattern = stops(cairo.RadialGradient(32, 32, r0, 32, 32, r1), colors)
    pattern.set_extend(cairo.EXTEND_PAD)
    small, large = min(r0, r1), max(r0, r1)
    c.save()
    if not outer:
        c.arc(32, 32, large, 0, 2 * math.pi)
        c.clip()
    if not inner and small > 0:
        c.rectangle(0, 0, 64, 64)
        c.new_sub_path()
        c.arc(32, 32, small, 0, 2 * math.pi)
        c.set_fill_rule(cairo.FILL_RULE_EVEN_ODD)
        c.clip()
    c.rectangle(0, 0, 64, 64)
    c.set_source(pattern)
    c.fill()
    c.restore()


@scene()
def radialGradientNoOptions(c):
    radial(c, 6, 26, False, False, THREE)


@scene()
def radialGradientAfter(c):
    radial(c, 0, 20, False, True, [(0, (1, 1, 0)), (1, (0.8, 0, 0))])


@scene()
def radialGradientInward(c):
    # From a circle of 24 to one of 8, extended before its start: outside the larger.
    radial(c, 24, 8, False, True, [(0, (0, 0.3, 0.6)), (1, (0.9, 0.9, 1))])


@scene()
def globalAlpha(c):
    c.rectangle(8, 8, 32, 32)
    c.set_source_rgb(1, 0, 0)
    c.fill()
    c.rectangle(24, 24, 32, 32)
    c.set_source_rgba(0, 0, 1, 0.5)
    c.fill()


def checker():
    """A 16 x 16 image: four quadrants, red, green, blue and yellow, and a black pixel at its
    top-left corner (to see which way up it is drawn)."""
    data = numpy.zeros((16, 16, 4), dtype=numpy.uint8)   # cairo's ARGB32: B, G, R, A in memory
    for y in range(16):
        for x in range(16):
            r, g, b = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)][(y >= 8) * 2 + (x >= 8)]
            if x == 0 and y == 0:
                r, g, b = 0, 0, 0
            data[y, x] = (b, g, r, 255)
    return cairo.ImageSurface.create_for_data(data, cairo.FORMAT_ARGB32, 16, 16), data


@scene()
def images(c):
    surface, _keep = checker()
    c.set_source_surface(surface, 8, 8)                   # UIImage.draw(at:): upright
    c.paint()
    c.save()
    c.translate(36, 8 + 16)                                # CGContext.draw(_:in:): upside down
    c.scale(1, -1)
    c.set_source_surface(surface, 0, 0)
    c.paint()
    c.restore()
    c.set_source_surface(surface, 8, 36)                  # UIImage.draw(in:blendMode:alpha:) at 0.5
    c.paint_with_alpha(0.5)


@scene()
def clearedRect(c):
    c.rectangle(0, 0, 64, 64)
    c.set_source_rgb(0, 0, 1)
    c.fill()
    c.rectangle(16, 16, 32, 16)
    c.set_operator(cairo.OPERATOR_CLEAR)
    c.fill()


@scene()
def strokedPathFilled(c):
    c.move_to(10, 50)
    c.curve_to(20, 0, 44, 64, 54, 14)
    c.set_line_width(6)
    c.set_line_cap(cairo.LINE_CAP_ROUND)
    c.set_source_rgb(0.4, 0.1, 0.5)
    c.stroke()


@scene()
def bezierPaths(c):
    c.arc(20, 20, 14, 0, 2 * math.pi)                      # UIBezierPath(ovalIn:).fill()
    c.set_source_rgb(0, 0.48, 1)
    c.fill()
    c.new_path()
    c.arc(44, 20, 12, 0, 1.5 * math.pi)                    # clockwise: true, increasing angles
    c.set_line_width(3)
    c.set_source_rgb(1, 0.58, 0)
    c.stroke()
    c.save()                                               # addClip, then UIRectFill
    c.arc(20, 46, 14, 0, 2 * math.pi)
    c.clip()
    c.rectangle(0, 40, 64, 24)
    c.set_source_rgb(0.2, 0.78, 0.35)
    c.fill()
    c.restore()
    c.rectangle(36, 36, 20, 20)                            # fill(with: .normal, alpha: 0.5)
    c.set_source_rgba(1, 0.23, 0.19, 0.5)
    c.fill()


@scene(scale=2)
def twiceTheScale(c):
    c.arc(32, 32, 20, 0, 2 * math.pi)
    c.set_line_width(1.5)
    c.set_source_rgb(0, 0, 0)
    c.stroke()
    c.rectangle(10.25, 10.25, 8.5, 8.5)
    c.set_source_rgb(0.5, 0, 0)
    c.fill()


@scene()
def transparencyLayer(c):
    # Drawn as one group, then composited at the context's alpha of 0.5.
    c.push_group()
    c.rectangle(8, 8, 32, 32)
    c.set_source_rgb(1, 0, 0)
    c.fill()
    c.rectangle(24, 24, 32, 32)
    c.set_source_rgb(0, 0, 1)
    c.fill()
    c.pop_group_to_source()
    c.paint_with_alpha(0.5)


def half_mask():
    """A 16 x 16 black mask: opaque in its top half, half transparent in its bottom half."""
    data = numpy.zeros((16, 16, 4), dtype=numpy.uint8)
    data[:8, :, 3] = 255
    data[8:, :, 3] = 128
    return cairo.ImageSurface.create_for_data(data, cairo.FORMAT_ARGB32, 16, 16), data


@scene()
def imageMask(c):
    # clip(to: (8, 8, 48, 48), mask:) draws the mask as Core Graphics draws an image in a
    # UIKit context: upside down, so its opaque half is at the bottom.
    surface, _keep = half_mask()
    pattern = cairo.SurfacePattern(surface)
    pattern.set_filter(cairo.FILTER_BILINEAR)
    pattern.set_extend(cairo.EXTEND_PAD)  # the image's edge pixels reach its rect's edge, as Core Graphics draws it
    matrix = cairo.Matrix(xx=16 / 48, yy=-16 / 48, x0=-8 * 16 / 48, y0=16 + 8 * 16 / 48)
    pattern.set_matrix(matrix)
    c.save()
    c.rectangle(8, 8, 48, 48)
    c.clip()
    c.set_source_rgb(0, 0.6, 0.3)
    c.mask(pattern)
    c.restore()


# Shadows, with Skia (cairo draws none): the shadow is the shape offset, blurred with a Gaussian
# of standard deviation blur / 2, in the shadow colour times the shape's alpha, under the shape.
def skia_scene(width=64, height=64):
    def register(draw):
        SCENES[draw.__name__] = (width, height, 1, None, draw)
        return draw
    return register


def shadowed(canvas, path, fill, offset, blur, shadow, stroke=None):
    blurred = skia.Paint(AntiAlias=True, Color=skia.Color4f(*shadow),
                         MaskFilter=skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, blur / 2))
    paint = skia.Paint(AntiAlias=True, Color=skia.Color4f(*fill))
    if stroke:
        for p in (blurred, paint):
            p.setStyle(skia.Paint.kStroke_Style)
            p.setStrokeWidth(stroke)
    canvas.save()
    canvas.translate(*offset)
    canvas.drawPath(path, blurred)
    canvas.restore()
    canvas.drawPath(path, paint)


@skia_scene()
def shadowUnderAFill(canvas):
    path = skia.Path()
    path.addRect(skia.Rect.MakeXYWH(12, 12, 32, 28))
    shadowed(canvas, path, (1, 0.6, 0, 1), (4, 6), 8, (0, 0, 0, 0.5))


@skia_scene()
def shadowUnderAStroke(canvas):
    path = skia.Path()
    path.addCircle(30, 30, 16)
    shadowed(canvas, path, (0.1, 0.3, 0.9, 1), (3, 3), 4, (0.3, 0, 0, 0.6), stroke=4)


def write_cairo(name, width, height, scale, background, draw):
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, width * scale, height * scale)
    c = cairo.Context(surface)
    c.scale(scale, scale)
    if background:
        c.set_source_rgb(*background)
        c.paint()
    draw(c)
    surface.flush()
    surface.write_to_png(os.path.join(OUT, name + ".png"))


def write_skia(name, width, height, draw):
    surface = skia.Surface(width, height)
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorWHITE)
    draw(canvas)
    surface.makeImageSnapshot().save(os.path.join(OUT, name + ".png"), skia.kPNG)


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, (width, height, scale, background, draw) in SCENES.items():
        if background is None:
            write_skia(name, width, height, draw)
        else:
            write_cairo(name, width, height, scale, background, draw)
    print(f"{len(SCENES)} expectations in {os.path.normpath(OUT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
