"""JPEG peers for JPEGBenchmark: Pillow writes the frame as JPEG files and times its decode of each.

    jpeg_peers.py FRAME.png OUTPUT_DIR

Prints one JSON object: {"baseline-420": {"path": ..., "decode_ms": ...}, ..., "encode-444-q90": {"encode_ms": ..., "bytes": ...}}.
"""
import io
import json
import os
import sys

from PIL import Image

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from peer_timing import median_ms  # noqa: E402


frame = Image.open(sys.argv[1]).convert("RGB")
variants = {
    "baseline-420": {"quality": 90, "subsampling": 2},
    "baseline-444": {"quality": 90, "subsampling": 0},
    "progressive-420": {"quality": 90, "subsampling": 2, "progressive": True},
}
result = {}
for name, options in variants.items():
    path = os.path.join(sys.argv[2], f"jpeg-{name}.jpg")
    frame.save(path, format="JPEG", **options)
    with open(path, "rb") as handle:
        data = handle.read()
    result[name] = {"path": path, "decode_ms": median_ms(lambda: Image.open(io.BytesIO(data)).convert("RGBA"))}
# The encoder's peer: quality 90 without subsampling and with Huffman tables made for the image,
# as JPEGEncoder writes.
def encode():
    buffer = io.BytesIO()
    frame.save(buffer, format="JPEG", quality=90, subsampling=0, optimize=True)
    return buffer.getvalue()


result["encode-444-q90"] = {"encode_ms": median_ms(encode), "bytes": len(encode())}
print(json.dumps(result))
