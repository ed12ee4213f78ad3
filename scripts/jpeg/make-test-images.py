#!/usr/bin/env python3
"""Writes the JPEG test images of GoldensJPEGTests and, beside each, the reference decode.

    python3 -m venv .venv && .venv/bin/pip install pillow     # once (.venv is git-ignored)
    .venv/bin/python scripts/jpeg/make-test-images.py

Each case is written to Tests/GoldensJPEGTests/Resources as `<name>.jpg` and `<name>.rgb`: the
RGB bytes (3 per pixel, rows top to bottom, no header) that Pillow's decoder (libjpeg-turbo,
default settings: the accurate integer IDCT and "fancy" chroma upsampling) gives for it. The
tests hold GoldensJPEG's pixels to those bytes.

The pictures are drawn here, deterministically (no randomness from the system): gradients,
hard edges and a little pseudo-random noise, so every DCT frequency and the clamping at 0 and
255 are exercised. Pillow cannot write every sampling layout; 4:4:0 and 4:1:1 are made from a
4:2:2 and a 4:2:0 file by rewriting only the sampling factors and size in the frame header, which
keeps the entropy-coded data valid (the same count of blocks per MCU and of MCUs); the picture
comes out scrambled, which does not matter for a decode comparison.
"""
import io
import os
import struct
import sys

from PIL import Image, features

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "Tests", "GoldensJPEGTests", "Resources")


def picture(width, height, seed=1):
    """An RGB test picture: smooth gradients, a saturated disc, stripes and noise."""
    state = seed * 2654435761 % 2**32
    pixels = []
    for y in range(height):
        for x in range(width):
            state = (state * 1103515245 + 12345) % 2**31
            noise = (state >> 16) % 32 - 16
            r = (x * 255) // max(1, width - 1)
            g = (y * 255) // max(1, height - 1)
            b = 128 + noise * 3
            dx, dy = x - width // 2, y - height // 2
            if dx * dx + dy * dy < (min(width, height) // 3) ** 2:
                r, g, b = 255, 30, 200
            if (x // 3) % 5 == 0:
                r, g, b = 255 - r, 255 - g, 0
            pixels.append((clamp(r + noise), clamp(g - noise), clamp(b)))
    image = Image.new("RGB", (width, height))
    image.putdata(pixels)
    return image


def clamp(value):
    return max(0, min(255, value))


def encode(image, **options):
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", **options)
    return buffer.getvalue()


def resample_header(data, sampling, size):
    """The JPEG with its SOF's size and per-component sampling factors replaced."""
    out = bytearray(data)
    position = 2
    while position < len(out):
        assert out[position] == 0xFF
        marker = out[position + 1]
        length = struct.unpack(">H", out[position + 2:position + 4])[0]
        if marker in (0xC0, 0xC1, 0xC2):
            width, height = size
            struct.pack_into(">HH", out, position + 5, height, width)
            count = out[position + 9]
            assert count == len(sampling)
            for index, (h, v) in enumerate(sampling):
                out[position + 10 + 3 * index + 1] = (h << 4) | v
            return bytes(out)
        position += 2 + length
    raise ValueError("no SOF")


def reference(data):
    image = Image.open(io.BytesIO(data))
    image.load()
    return image.convert("RGB").tobytes(), image.size


def cases():
    yield "baseline-444-32x24", encode(picture(32, 24), quality=90, subsampling=0)
    yield "baseline-420-40x30", encode(picture(40, 30, 2), quality=75, subsampling=2)
    yield "baseline-422-33x17", encode(picture(33, 17, 3), quality=85, subsampling=1)
    yield "baseline-420-odd-17x9", encode(picture(17, 9, 4), quality=80, subsampling=2)
    yield "baseline-1x1", encode(picture(1, 1, 5), quality=90, subsampling=2)
    yield "baseline-420-33x65", encode(picture(33, 65, 6), quality=60, subsampling=2)
    yield "baseline-quality100-444-24x16", encode(picture(24, 16, 7), quality=100, subsampling=0)
    yield "baseline-quality10-420-24x24", encode(picture(24, 24, 8), quality=10, subsampling=2)
    yield "baseline-optimized-420-31x23", encode(picture(31, 23, 9), quality=85, subsampling=2, optimize=True)
    yield "grey-baseline-29x13", encode(picture(29, 13, 10).convert("L"), quality=85)
    yield "grey-progressive-21x34", encode(picture(21, 34, 11).convert("L"), quality=85, progressive=True)
    yield "restart-420-48x40", encode(picture(48, 40, 12), quality=80, subsampling=2, restart_marker_blocks=3)
    yield "restart-rows-444-25x19", encode(picture(25, 19, 13), quality=80, subsampling=0, restart_marker_rows=1)
    yield "progressive-420-40x30", encode(picture(40, 30, 14), quality=80, subsampling=2, progressive=True)
    yield "progressive-444-23x17", encode(picture(23, 17, 15), quality=90, subsampling=0, progressive=True)
    yield "progressive-422-37x21", encode(picture(37, 21, 16), quality=70, subsampling=1, progressive=True)
    yield "progressive-restart-420-35x27", encode(picture(35, 27, 17), quality=75, subsampling=2, progressive=True,
                                                  restart_marker_blocks=2)
    yield "progressive-1x1", encode(picture(1, 1, 18), quality=90, subsampling=2, progressive=True)
    yield "adobe-rgb-20x12", encode(picture(20, 12, 19), quality=90, keep_rgb=True, subsampling=0)
    # 4:2:2 at 32x16 is 2x2 MCUs of 16x8; as 4:4:0 at 13x29 it is 2x2 MCUs of 8x16.
    yield "baseline-440-13x29", resample_header(encode(picture(32, 16, 20), quality=85, subsampling=1),
                                                [(1, 2), (1, 1), (1, 1)], (13, 29))
    # 4:2:0 at 32x32 is 2x2 MCUs of 16x16; as 4:1:1 at 61x11 it is 2x2 MCUs of 32x8.
    yield "baseline-411-61x11", resample_header(encode(picture(32, 32, 21), quality=85, subsampling=2),
                                                [(4, 1), (1, 1), (1, 1)], (61, 11))


def main():
    if not features.check("libjpeg_turbo"):
        print("warning: Pillow is not built on libjpeg-turbo; references may differ", file=sys.stderr)
    os.makedirs(OUT, exist_ok=True)
    for name, data in cases():
        pixels, (width, height) = reference(data)
        with open(os.path.join(OUT, name + ".jpg"), "wb") as file:
            file.write(data)
        with open(os.path.join(OUT, name + ".rgb"), "wb") as file:
            file.write(pixels)
        print(f"{name}: {width}x{height}, {len(data)} bytes")


if __name__ == "__main__":
    main()
