"""Raster peers for RasterBenchmark: cairo (pycairo) and Skia's CPU raster backend (skia-python)
drawing the same display list (docs/DisplayListFormat.md: version 1 plus version 2's fillPath, and
version 4's strokePath and planes holding fillRects, which are drawn as the projected quads) in the
same run.

Usage: raster_peers.py LIST.json [--runs N] [--supersampled]
Prints one JSON object: {"cairo_ms": ..., "skia_ms": ..., and, when our render of the list is
beside it as raster-ours-WxH.png, "cairo_max_diff"/"skia_max_diff" (largest channel difference
on premultiplied values) and the percentage of pixels more than 2 levels apart}.
With --supersampled it also draws the list with cairo at 16x16 samples per pixel without
anti-aliasing, averages the samples (an independent near-exact area coverage, good to about
half a level), and reports each renderer's largest difference from that reference as
"reference_max_diff_ours", "..._cairo", "..._skia" (lists without groups or clips only).
"""
import json
import os
import sys
import time

import cairo
import numpy
import skia


def fastest_ms(function, runs):
    """The fastest of `runs` timings after a warm-up, in CPU milliseconds of this thread (the
    benchmark measures itself the same way: steadier than wall time on a shared machine)."""
    function()
    samples = []
    for _ in range(runs):
        start = time.thread_time()
        function()
        samples.append((time.thread_time() - start) * 1000)
    return min(samples)


def rounded_rect_commands(x, y, w, h, r):
    """Rounded rect (circular corners, radius clamped) as arcs: (cx, cy, r, start, end)."""
    if w < 0:
        x, w = x + w, -w
    if h < 0:
        y, h = y + h, -h
    r = max(0.0, min(r, min(w, h) / 2))
    return x, y, w, h, r


class CairoRenderer:
    def __init__(self, doc, directory):
        self.doc = doc
        self.antialias = cairo.ANTIALIAS_DEFAULT
        self.images = {}
        for op in doc["ops"]:
            if op["op"] == "drawImage" and op["image"] not in self.images:
                self.images[op["image"]] = cairo.ImageSurface.create_from_png(os.path.join(directory, op["image"]))

    def rounded_rect(self, ctx, rect, radius, clockwise=True):
        x, y, w, h, r = rounded_rect_commands(*rect, radius)
        pi = 3.141592653589793
        if r == 0:
            if clockwise:
                ctx.rectangle(x, y, w, h)
            else:
                ctx.move_to(x, y); ctx.line_to(x, y + h); ctx.line_to(x + w, y + h); ctx.line_to(x + w, y); ctx.close_path()
            return
        ctx.new_sub_path()
        if clockwise:
            ctx.arc(x + w - r, y + r, r, -pi / 2, 0)
            ctx.arc(x + w - r, y + h - r, r, 0, pi / 2)
            ctx.arc(x + r, y + h - r, r, pi / 2, pi)
            ctx.arc(x + r, y + r, r, pi, 3 * pi / 2)
        else:
            ctx.arc_negative(x + r, y + r, r, 3 * pi / 2, pi)
            ctx.arc_negative(x + r, y + h - r, r, pi, pi / 2)
            ctx.arc_negative(x + w - r, y + h - r, r, pi / 2, 0)
            ctx.arc_negative(x + w - r, y + r, r, 0, -pi / 2)
        ctx.close_path()

    @staticmethod
    def path(ctx, commands):
        """Adds a display-list path (quadratics raised to cubics) to the context."""
        for command in commands:
            verb, n = command[0], command[1:]
            if verb == "M":
                ctx.move_to(*n)
            elif verb == "L":
                ctx.line_to(*n)
            elif verb == "Q":
                x0, y0 = ctx.get_current_point()
                ctx.curve_to(x0 + 2 / 3 * (n[0] - x0), y0 + 2 / 3 * (n[1] - y0),
                             n[2] + 2 / 3 * (n[0] - n[2]), n[3] + 2 / 3 * (n[1] - n[3]), n[2], n[3])
            elif verb == "C":
                ctx.curve_to(*n)
            else:
                ctx.close_path()

    def render(self):
        doc = self.doc
        surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, doc["width"], doc["height"])
        ctx = cairo.Context(surface)
        ctx.set_antialias(self.antialias)
        r, g, b, a = doc.get("background", [0, 0, 0, 0])
        ctx.set_operator(cairo.OPERATOR_SOURCE)
        ctx.set_source_rgba(r, g, b, a)
        ctx.paint()
        ctx.set_operator(cairo.OPERATOR_OVER)
        groups = []
        for op in doc["ops"]:
            kind = op["op"]
            m = cairo.Matrix(*op.get("transform", [1, 0, 0, 1, 0, 0]))
            if kind == "pushGroup":
                ctx.push_group()
                groups.append(op["alpha"])
                continue
            if kind == "popGroup":
                ctx.pop_group_to_source()
                ctx.paint_with_alpha(groups.pop())
                continue
            if kind == "popClip":
                ctx.restore()
                continue
            if kind in ("pushClipRect", "pushClipRoundedRect"):
                ctx.save()
            ctx.set_matrix(m)
            ctx.new_path()
            if kind in ("fillRect", "pushClipRect"):
                x, y, w, h = op["rect"]
                ctx.rectangle(x, y, w, h)
            elif kind in ("fillRoundedRect", "pushClipRoundedRect"):
                self.rounded_rect(ctx, op["rect"], op["radius"])
            elif kind == "strokeRoundedRect":
                x, y, w, h, rr = rounded_rect_commands(*op["rect"], op["radius"])
                lw = op["lineWidth"]
                self.rounded_rect(ctx, [x, y, w, h], rr)
                if w - 2 * lw > 0 and h - 2 * lw > 0:
                    self.rounded_rect(ctx, [x + lw, y + lw, w - 2 * lw, h - 2 * lw], max(0, rr - lw), clockwise=False)
            elif kind == "drawImage":
                image = self.images[op["image"]]
                x, y, w, h = op["rect"]
                ctx.rectangle(x, y, w, h)
                pattern = cairo.SurfacePattern(image)
                pattern.set_extend(cairo.EXTEND_PAD)
                pattern.set_filter(cairo.FILTER_NEAREST if op.get("filter") == "nearest" else cairo.FILTER_BILINEAR)
                pm = cairo.Matrix(image.get_width() / w, 0, 0, image.get_height() / h, 0, 0)
                pm = cairo.Matrix(1, 0, 0, 1, -x, -y).multiply(pm)
                pattern.set_matrix(pm)
                ctx.set_source(pattern)
                ctx.fill()
                continue
            elif kind == "fillPath":
                self.path(ctx, op["path"])
                ctx.set_fill_rule(cairo.FILL_RULE_EVEN_ODD if op.get("rule") == "evenOdd" else cairo.FILL_RULE_WINDING)
            elif kind == "strokePath":
                # Stroked under the op's matrix, so the width and dashes scale with it.
                self.path(ctx, op["path"])
                ctx.set_line_width(op["lineWidth"])
                ctx.set_line_cap({"round": cairo.LINE_CAP_ROUND, "square": cairo.LINE_CAP_SQUARE}.get(op.get("lineCap"), cairo.LINE_CAP_BUTT))
                ctx.set_line_join({"round": cairo.LINE_JOIN_ROUND, "bevel": cairo.LINE_JOIN_BEVEL}.get(op.get("lineJoin"), cairo.LINE_JOIN_MITER))
                ctx.set_miter_limit(op.get("miterLimit", 10))
                ctx.set_dash(op.get("dashes", []), op.get("dashPhase", 0))
                ctx.set_source_rgba(*op["color"])
                ctx.stroke()
                ctx.set_dash([])
                ctx.identity_matrix()
                continue
            else:
                raise SystemExit(f"cairo peer: unsupported op {kind}")
            ctx.identity_matrix()
            if kind.startswith("pushClip"):
                ctx.clip()
                continue
            ctx.set_source_rgba(*op["color"])
            ctx.fill()
            ctx.set_fill_rule(cairo.FILL_RULE_WINDING)
        surface.flush()
        return surface

    @staticmethod
    def rgba(surface):
        data = numpy.frombuffer(surface.get_data(), dtype=numpy.uint8).reshape(surface.get_height(), surface.get_stride() // 4, 4)
        data = data[:, : surface.get_width(), :]
        return data[:, :, [2, 1, 0, 3]]  # BGRA (little-endian ARGB32) to RGBA


def flatten_planes(doc):
    """The list with every plane's rects drawn directly: each fillRect inside a pushPlane becomes
    the fillPath of its corners mapped by its transform and then the plane's projection (a
    projected rect is a quad with straight edges). Only fillRect is supported inside planes."""
    flat = dict(doc)
    flat["ops"] = []
    projection = None
    for op in doc["ops"]:
        kind = op["op"]
        if kind == "pushPlane":
            projection = op["projection"]
        elif kind == "popPlane":
            projection = None
        elif projection is None:
            flat["ops"].append(op)
        elif kind == "fillRect":
            m11, m12, m13, m21, m22, m23, m31, m32, m33 = projection
            a, b, c, d, tx, ty = op.get("transform", [1, 0, 0, 1, 0, 0])
            x, y, w, h = op["rect"]
            points = []
            for px, py in ((x, y), (x + w, y), (x + w, y + h), (x, y + h)):
                u, v = a * px + c * py + tx, b * px + d * py + ty
                hx, hy, hw = u * m11 + v * m21 + m31, u * m12 + v * m22 + m32, u * m13 + v * m23 + m33
                points.append([hx / hw, hy / hw])
            path = [["M"] + points[0]] + [["L"] + p for p in points[1:]] + [["Z"]]
            flat["ops"].append({"op": "fillPath", "path": path, "color": op["color"]})
        else:
            raise SystemExit(f"raster peers: unsupported op {kind} inside a plane")
    return flat


def supersampled(doc, directory, factor=16):
    """The list at factor x factor samples per pixel, no anti-aliasing, box-filtered down."""
    big = dict(doc)
    big["width"], big["height"] = doc["width"] * factor, doc["height"] * factor
    big["ops"] = []
    for op in doc["ops"]:
        op = dict(op)
        a, b, c, d, tx, ty = op.get("transform", [1, 0, 0, 1, 0, 0])
        op["transform"] = [a * factor, b * factor, c * factor, d * factor, tx * factor, ty * factor]
        big["ops"].append(op)
    renderer = CairoRenderer(big, directory)
    renderer.antialias = cairo.ANTIALIAS_NONE
    pixels = CairoRenderer.rgba(renderer.render()).astype(numpy.int64)
    h, w = doc["height"], doc["width"]
    sums = pixels.reshape(h, factor, w, factor, 4).sum(axis=(1, 3))
    return (sums * 2 + factor * factor) // (2 * factor * factor)


class SkiaRenderer:
    def __init__(self, doc, directory):
        self.doc = doc
        self.images = {}
        for op in doc["ops"]:
            if op["op"] == "drawImage" and op["image"] not in self.images:
                self.images[op["image"]] = skia.Image.open(os.path.join(directory, op["image"]))

    @staticmethod
    def matrix(op):
        a, b, c, d, tx, ty = op.get("transform", [1, 0, 0, 1, 0, 0])
        return skia.Matrix.MakeAll(a, c, tx, b, d, ty, 0, 0, 1)

    @staticmethod
    def path(commands):
        """A display-list path as Skia's."""
        path = skia.Path()
        for command in commands:
            verb, n = command[0], command[1:]
            if verb == "M":
                path.moveTo(*n)
            elif verb == "L":
                path.lineTo(*n)
            elif verb == "Q":
                path.quadTo(*n)
            elif verb == "C":
                path.cubicTo(*n)
            else:
                path.close()
        return path

    @staticmethod
    def rrect(rect, radius):
        x, y, w, h, r = rounded_rect_commands(*rect, radius)
        return skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, w, h), r, r)

    def render(self):
        doc = self.doc
        surface = skia.Surface(doc["width"], doc["height"])
        canvas = surface.getCanvas()
        canvas.clear(skia.Color4f(*doc.get("background", [0, 0, 0, 0])))
        for op in doc["ops"]:
            kind = op["op"]
            if kind == "pushGroup":
                canvas.saveLayerAlpha(None, int(round(op["alpha"] * 255)))
                continue
            if kind in ("popGroup", "popClip"):
                canvas.restore()
                continue
            if kind in ("pushClipRect", "pushClipRoundedRect"):
                canvas.save()
                canvas.setMatrix(self.matrix(op))
                if kind == "pushClipRect":
                    canvas.clipRect(skia.Rect.MakeXYWH(*op["rect"]), True)
                else:
                    canvas.clipRRect(self.rrect(op["rect"], op["radius"]), True)
                canvas.resetMatrix()
                continue
            canvas.save()
            canvas.setMatrix(self.matrix(op))
            paint = skia.Paint(AntiAlias=True)
            if "color" in op:
                paint.setColor4f(skia.Color4f(*op["color"]))
            if kind == "fillRect":
                canvas.drawRect(skia.Rect.MakeXYWH(*op["rect"]), paint)
            elif kind == "fillRoundedRect":
                canvas.drawRRect(self.rrect(op["rect"], op["radius"]), paint)
            elif kind == "strokeRoundedRect":
                x, y, w, h, r = rounded_rect_commands(*op["rect"], op["radius"])
                lw = op["lineWidth"]
                outer = self.rrect([x, y, w, h], r)
                if w - 2 * lw > 0 and h - 2 * lw > 0:
                    canvas.drawDRRect(outer, self.rrect([x + lw, y + lw, w - 2 * lw, h - 2 * lw], max(0, r - lw)), paint)
                else:
                    canvas.drawRRect(outer, paint)
            elif kind == "drawImage":
                image = self.images[op["image"]]
                mode = skia.FilterMode.kNearest if op.get("filter") == "nearest" else skia.FilterMode.kLinear
                canvas.drawImageRect(image, skia.Rect.MakeXYWH(*op["rect"]), skia.SamplingOptions(mode), paint)
            elif kind == "fillPath":
                path = self.path(op["path"])
                if op.get("rule") == "evenOdd":
                    path.setFillType(skia.PathFillType.kEvenOdd)
                canvas.drawPath(path, paint)
            elif kind == "strokePath":
                paint.setStyle(skia.Paint.kStroke_Style)
                paint.setStrokeWidth(op["lineWidth"])
                paint.setStrokeCap({"round": skia.Paint.kRound_Cap, "square": skia.Paint.kSquare_Cap}.get(op.get("lineCap"), skia.Paint.kButt_Cap))
                paint.setStrokeJoin({"round": skia.Paint.kRound_Join, "bevel": skia.Paint.kBevel_Join}.get(op.get("lineJoin"), skia.Paint.kMiter_Join))
                paint.setStrokeMiter(op.get("miterLimit", 10))
                if op.get("dashes"):
                    dashes = op["dashes"] if len(op["dashes"]) % 2 == 0 else op["dashes"] * 2
                    paint.setPathEffect(skia.DashPathEffect.Make(dashes, op.get("dashPhase", 0)))
                canvas.drawPath(self.path(op["path"]), paint)
            else:
                raise SystemExit(f"skia peer: unsupported op {kind}")
            canvas.restore()
        return surface

    @staticmethod
    def rgba(surface):
        return surface.makeImageSnapshot().toarray(colorType=skia.ColorType.kRGBA_8888_ColorType,
                                                    alphaType=skia.AlphaType.kPremul_AlphaType)


def main():
    path = sys.argv[1]
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 7
    with open(path) as handle:
        doc = flatten_planes(json.load(handle))
    directory = os.path.dirname(os.path.abspath(path))
    cairo_renderer = CairoRenderer(doc, directory)
    skia_renderer = SkiaRenderer(doc, directory)
    result = {
        "cairo_ms": fastest_ms(cairo_renderer.render, runs),
        "skia_ms": fastest_ms(skia_renderer.render, runs),
    }
    ours_path = os.path.join(directory, os.path.basename(path).replace("raster-scene-", "raster-ours-").replace(".json", ".png"))
    if os.path.exists(ours_path):
        from PIL import Image
        ours = numpy.asarray(Image.open(ours_path).convert("RGBA")).astype(numpy.int32)
        # Premultiply our straight PNG exactly as the decoder does: round(c * a / 255).
        alpha = ours[:, :, 3:4]
        ours = numpy.concatenate([(ours[:, :, :3] * alpha + 127) // 255, alpha], axis=2)
        for name, renderer in (("cairo", cairo_renderer), ("skia", skia_renderer)):
            theirs = renderer.rgba(renderer.render()).astype(numpy.int32)
            difference = numpy.abs(theirs - ours).max(axis=2)
            result[f"{name}_max_diff"] = float(difference.max())
            result[f"{name}_far_percent"] = float((difference > 2).mean() * 100)
            Image.fromarray(theirs.astype(numpy.uint8), "RGBA").save(ours_path.replace("raster-ours-", f"raster-{name}-"))
        if "--supersampled" in sys.argv:
            reference = supersampled(doc, directory)
            result["reference_max_diff_ours"] = float(numpy.abs(ours - reference).max())
            for name, renderer in (("cairo", cairo_renderer), ("skia", skia_renderer)):
                theirs = renderer.rgba(renderer.render()).astype(numpy.int64)
                result[f"reference_max_diff_{name}"] = float(numpy.abs(theirs - reference).max())
    print(json.dumps(result))


if __name__ == "__main__":
    main()
