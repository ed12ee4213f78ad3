"""Records what an independent decoder (pypng, pure Python, no libpng) makes of each
PngSuite image: straight-alpha RGBA8, rows top to bottom, written as NAME.rgba.

pypng expands palettes, tRNS and low bit depths as the PNG specification says and scales
16-bit samples to 8 bits with round(v * 255 / 65535), the same rule our decoder documents.
Gamma chunks are ignored by both.

Run once from this directory:  python3 record.py ../pngsuite
"""
import pathlib
import sys

import png

source = pathlib.Path(sys.argv[1])
for path in sorted(source.glob("*.png")):
    width, height, rows, info = png.Reader(filename=str(path)).asRGBA8()
    data = bytearray()
    for row in rows:
        data.extend(bytes(row))
    assert len(data) == width * height * 4, path
    pathlib.Path(path.stem + ".rgba").write_bytes(bytes(data))
    print(f"{path.name}: {width}x{height}")
