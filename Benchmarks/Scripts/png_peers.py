"""PNG peers for PNGBenchmark: Pillow's encode and decode of the same frame, in the same run.

Prints one JSON object: {"pillow_encode_ms": ..., "pillow_decode_ms": ..., "pillow_bytes": ...}.
"""
import io
import json
import sys

from PIL import Image

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from peer_timing import median_ms  # noqa: E402


path = sys.argv[1]
with open(path, "rb") as handle:
    data = handle.read()
image = Image.open(io.BytesIO(data))
image.load()


def encode():
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")  # Pillow's defaults: zlib level 6, adaptive filters
    return buffer.getvalue()


def decode():
    Image.open(io.BytesIO(data)).load()


print(json.dumps({
    "pillow_encode_ms": median_ms(encode),
    "pillow_decode_ms": median_ms(decode),
    "pillow_bytes": len(encode()),
}))
