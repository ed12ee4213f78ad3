#!/usr/bin/env python3
"""Golden/actual pairs written by Pillow, for the file-to-file diff race (diff_peers.py).

Our own encoder writes the pairs `DiffBenchmark generate` makes; real goldens and screenshots
also come from other tools. These come from Pillow: RGBA, adaptive row filters (Pillow's default
for true colour), zlib level 6, and photo-like content (smooth shading, a textured photo area,
cards and anti-aliased discs), so a 1170x2532 file is about 1.4 MB where a flat UI frame is
200 KB. Same names and kinds as DiffBenchmark's, so diff_peers.py and DiffBenchmark read them:
  identical     the same image written twice (byte-identical files)
  aa-shift      everything from column 1 on moved right by one pixel
  small-color   the whole image tinted: blue + 3 (every pixel differs, none beyond YIQ 0.1)
  large-change  a block of about 480 000 px replaced by other content
Deterministic (fixed seed): the same bytes on every run.

Usage: python3 Scripts/pillow_pairs.py out/pillow-pairs [--sizes 390x844,1170x2532,4096x4096]
"""
import argparse
import os

import numpy as np
from PIL import Image

SIZES = ["390x844", "1170x2532", "4096x4096"]


def screen(width, height, seed):
    """A photo-like RGBA screen, deterministic for (width, height, seed)."""
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0:height, 0:width].astype(np.float32)
    scale = width / 390
    # Smooth shading over the whole screen.
    r = 200 + 40 * np.sin(x / (37 * scale)) * np.cos(y / (53 * scale))
    g = 205 + 35 * np.sin((x + y) / (71 * scale))
    b = 225 + 25 * np.cos(y / (29 * scale))
    image = np.stack([r, g, b], axis=-1)
    # A "photo" in the top third: low-amplitude texture on a gradient.
    top = height // 3
    texture = rng.normal(0, 1.2, size=(top, width, 3)).astype(np.float32)
    image[:top] = image[:top] * 0.6 + np.stack([x[:top] / width * 120, y[:top] / top * 90, 80 + 0 * x[:top]], -1) + texture
    # Cards with anti-aliased discs.
    card_w, card_h, gap = int(170 * scale), int(120 * scale), int(16 * scale)
    top_y = top + gap
    while top_y + card_h <= height:
        left = gap
        while left + card_w <= width:
            image[top_y:top_y + card_h, left:left + card_w] = (250, 250, 252)
            cx, cy, radius = left + 40 * scale + 0.3, top_y + 40 * scale + 0.6, 28 * scale
            window = (slice(top_y, top_y + card_h), slice(left, left + card_w))
            distance = np.sqrt((x[window] - cx) ** 2 + (y[window] - cy) ** 2)
            coverage = np.clip(radius + 0.5 - distance, 0, 1)[..., None]
            image[window] = image[window] * (1 - coverage) + np.array([52, 120, 246]) * coverage
            left += card_w + gap
        top_y += card_h + gap
    rgb = np.clip(np.rint(image), 0, 255).astype(np.uint8)
    alpha = np.full((height, width, 1), 255, dtype=np.uint8)
    return np.concatenate([rgb, alpha], axis=-1)


def pair(kind, width, height):
    golden = screen(width, height, seed=1)
    actual = golden.copy()
    if kind == "aa-shift":
        actual[:, 1:] = golden[:, :-1]
    elif kind == "small-color":
        actual[..., 2] = np.minimum(golden[..., 2].astype(np.int16) + 3, 255).astype(np.uint8)
    elif kind == "large-change":
        block_w = int(width * 0.6)
        block_h = min(height - height // 2, 481_697 // block_w)
        other = screen(block_w, block_h, seed=2)[:, ::-1]
        actual[height // 2:height // 2 + block_h, :block_w] = other
    return golden, actual


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("directory")
    parser.add_argument("--sizes", default=",".join(SIZES))
    args = parser.parse_args()
    os.makedirs(args.directory, exist_ok=True)
    for size in args.sizes.split(","):
        width, height = map(int, size.split("x"))
        for kind in ["identical", "aa-shift", "small-color", "large-change"]:
            golden, actual = pair(kind, width, height)
            for role, pixels in [("golden", golden), ("actual", actual)]:
                path = os.path.join(args.directory, f"{size}-{kind}-{role}.png")
                Image.fromarray(pixels, "RGBA").save(path)
            print(f"{size}-{kind}: {os.path.getsize(path)} bytes")


if __name__ == "__main__":
    main()
