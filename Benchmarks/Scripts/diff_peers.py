#!/usr/bin/env python3
"""Diff benchmark, side by side with peers in one run.

Pairs: the PNGs written by `DiffBenchmark generate DIR` (390x844, 1170x2532, 4096x4096;
identical, aa-shift, small-color, large-change), or the photo-like ones Pillow writes
(`Scripts/pillow_pairs.py DIR`, same names and kinds).

Configurations, all with anti-aliasing detection on and pixelmatch's YIQ threshold 0.1 (the
peers' default), so every tool answers the same question:
  compute-only   goldens: ImageDiff.compare in memory (DiffBenchmark compute, release + debug)
                 (DiffBenchmark also times its in-process file to file: read, decode, compare)
                 pixelmatch-fast: its compiled comparison kernel on arrays already decoded
  file to file   goldens: `goldens diff A B --yiq 0.1 --detect-antialiasing` as a subprocess
                 (process start, decode of both PNGs, compare), release + debug
                 blazediff: blazediff.compare(A, B, threshold=0.1, antialiasing=True) in-process
                 pixelmatch-fast: pixelmatch(A, B) in-process (Pillow decode + compare)
odiff: not installable here (its PyPI name is an unrelated package; the real one ships on npm).

Usage (from Benchmarks/, after building both configurations):
  python3 Scripts/diff_peers.py --pairs out/diff \
      --goldens ../.build-x/release/goldens --goldens-debug ../.build-x/debug/goldens \
      [--goldens-static ../.build-static/release/goldens] \
      --bench .build-x/release/DiffBenchmark --bench-debug .build-x/debug/DiffBenchmark
Peers come from a git-ignored venv: pip install pixelmatch-fast blazediff imagecodecs
Then: decoding one PNG by each of our routes against Pillow, libspng and libpng (imagecodecs),
and process start (`goldens diff` on 1x1 images against /bin/true).
"""
import argparse
import io
import json
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from peer_timing import median_ms  # noqa: E402

SIZES = ["390x844", "1170x2532", "4096x4096"]
KINDS = ["identical", "aa-shift", "small-color", "large-change"]


def runs_for(size):
    return 3 if size == "4096x4096" else 7


def our_compute(bench):
    """{(pair, tolerance): (ms, differing, failing, aa)} from DiffBenchmark compute."""
    out = subprocess.run([bench[0], "compute", bench[1]], check=True, capture_output=True, text=True).stdout
    table = {}
    for line in out.splitlines():
        config, pair, tolerance, ms, differing, failing, aa = line.split("\t")
        table[(pair, tolerance)] = (float(ms), int(differing), int(failing), int(aa))
    return table


def goldens_file(binary, a, b, size):
    args = [binary, "diff", a, b, "--yiq", "0.1", "--detect-antialiasing", "--json"]
    result = {}

    def once():
        done = subprocess.run(args, capture_output=True, text=True)
        if done.returncode not in (0, 1):
            raise RuntimeError(done.stderr)
        result["json"] = json.loads(done.stdout)

    ms = median_ms(once, runs_for(size))
    return ms, result["json"]["failingPixels"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs", required=True)
    parser.add_argument("--goldens", required=True)
    parser.add_argument("--goldens-debug")
    parser.add_argument("--goldens-static", help="goldens built with --static-swift-stdlib (faster process start)")
    parser.add_argument("--bench", required=True)
    parser.add_argument("--bench-debug")
    parser.add_argument("--sizes", default=",".join(SIZES))
    args = parser.parse_args()

    import numpy as np
    from PIL import Image
    import blazediff
    import pixelmatch as pm  # pixelmatch-fast

    ours = our_compute((args.bench, args.pairs))
    ours_debug = our_compute((args.bench_debug, args.pairs)) if args.bench_debug else {}

    header = ("pair", "goldens rel", "goldens dbg", "pixelmatch", "ratio", "|", "decode one PNG", "in-process rel", "dbg", "CLI rel", "static",
              "CLI dbg", "blazediff", "pixelmatch", "ratio", "|", "failing: goldens", "blazediff", "pixelmatch", "goldens AA px")
    print("compute-only ms (median)                     | file to file ms (median)                                   | counts")
    print("\t".join(header))
    for size in args.sizes.split(","):
        for kind in KINDS:
            pair = f"{size}-{kind}"
            a, b = f"{args.pairs}/{pair}-golden.png", f"{args.pairs}/{pair}-actual.png"
            runs = runs_for(size)
            mine_ms, _, mine_failing, mine_aa = ours[(pair, "yiq0.1+aa")]
            mine_debug_ms = ours_debug.get((pair, "yiq0.1+aa"), (float("nan"),))[0]
            file_ms = ours[(pair, "file:yiq0.1+aa")][0]
            file_debug_ms = ours_debug.get((pair, "file:yiq0.1+aa"), (float("nan"),))[0]

            # pixelmatch-fast, compute only: its compiled kernel on decoded arrays.
            img1 = np.ascontiguousarray(np.array(Image.open(a).convert("RGBA"), dtype=np.uint8))
            img2 = np.ascontiguousarray(np.array(Image.open(b).convert("RGBA"), dtype=np.uint8))
            h, w = img1.shape[:2]
            flat1, flat2 = img1.reshape(-1), img2.reshape(-1)
            a32, b32 = flat1.view(np.uint32), flat2.view(np.uint32)
            output = np.zeros_like(flat1)
            max_delta = 35215 * 0.1 * 0.1
            counts = {}

            def pixelmatch_compute():
                counts["pm"] = pm._compare_pixels(flat1, flat2, a32, b32, output, w, h, max_delta, False, True,
                                                  255, 255, 0, 255, 0, 0, 255, 0, 0)

            pm_compute_ms = median_ms(pixelmatch_compute, runs)

            # File to file.
            goldens_ms, goldens_failing = goldens_file(args.goldens, a, b, size)
            goldens_debug_ms = goldens_file(args.goldens_debug, a, b, size)[0] if args.goldens_debug else float("nan")
            goldens_static_ms = goldens_file(args.goldens_static, a, b, size)[0] if args.goldens_static else float("nan")

            def blaze():
                counts["blaze"] = blazediff.compare(a, b, None, threshold=0.1, antialiasing=True).diff_count

            blaze_ms = median_ms(blaze, runs)

            def pixelmatch_file():
                counts["pm_file"] = pm.pixelmatch(a, b, None, threshold=0.1)

            pm_file_ms = median_ms(pixelmatch_file, runs)
            best_peer_file = min(blaze_ms, pm_file_ms)
            assert goldens_failing == mine_failing, (pair, goldens_failing, mine_failing)
            print("\t".join([
                pair, f"{mine_ms:.2f}", f"{mine_debug_ms:.2f}", f"{pm_compute_ms:.2f}", f"{pm_compute_ms / mine_ms:.1f}x", "|",
                f"{ours[(pair, 'decode-one')][0]:.1f}", f"{file_ms:.1f}", f"{file_debug_ms:.1f}", f"{goldens_ms:.1f}", f"{goldens_static_ms:.1f}", f"{goldens_debug_ms:.1f}", f"{blaze_ms:.1f}",
                f"{pm_file_ms:.1f}", f"{best_peer_file / file_ms:.2f}x", "|",
                str(mine_failing), str(counts["blaze"] or 0), str(counts["pm"]), str(mine_aa),
            ]), flush=True)
    decode_table(args, ours, ours_debug)
    process_start(args)
    print("ratio = best peer time / goldens time (above 1: goldens is faster). File-to-file ratio: in-process goldens")
    print("(read, decode on two threads, compare: what blazediff and pixelmatch are also measured doing) against the best peer;")
    print("the CLI columns add process start (static: built with --static-swift-stdlib).")
    print("Counts: failing pixels at YIQ 0.1 with anti-aliasing detection; blazediff reports none for a match.")


def decode_table(args, ours, ours_debug):
    """Decoding one golden (the identical pair's): ours by each route, against Pillow and
    imagecodecs' libspng and libpng (the latter built on zlib-ng), all to RGBA in memory."""
    try:
        import imagecodecs
    except ImportError:
        imagecodecs = None
    import numpy as np
    from PIL import Image
    print()
    print("decode one PNG, ms (median): goldens direct (libdeflate when present) | direct, zlib | libpng route | debug"
          " | Pillow | libspng | libpng+zlib-ng | best peer / goldens")
    for size in args.sizes.split(","):
        pair = f"{size}-identical"
        path = f"{args.pairs}/{pair}-golden.png"
        data = open(path, "rb").read()
        runs = runs_for(size)
        pillow = median_ms(lambda: np.asarray(Image.open(io.BytesIO(data)).convert("RGBA")), runs)
        spng = median_ms(lambda: imagecodecs.spng_decode(data), runs) if imagecodecs else float("nan")
        libpng = median_ms(lambda: imagecodecs.png_decode(data), runs) if imagecodecs else float("nan")
        mine = ours[(pair, "decode-one")][0]
        best = min(x for x in (pillow, spng, libpng) if x == x)
        print("\t".join([pair, f"{mine:.2f}", f"{ours[(pair, 'decode-one:directWithZlib')][0]:.2f}",
                         f"{ours[(pair, 'decode-one:libpng')][0]:.2f}",
                         f"{ours_debug.get((pair, 'decode-one'), (float('nan'),))[0]:.2f}",
                         f"{pillow:.2f}", f"{spng:.2f}", f"{libpng:.2f}", f"{best / mine:.2f}x"]), flush=True)


def process_start(args):
    """`goldens diff` on two 1x1 PNGs: process start and nothing else, against /bin/true."""
    import os
    import tempfile
    from PIL import Image
    with tempfile.TemporaryDirectory() as directory:
        tiny = os.path.join(directory, "tiny.png")
        Image.new("RGBA", (1, 1), (1, 2, 3, 255)).save(tiny)
        floor = median_ms(lambda: subprocess.run(["/bin/true"], check=True), 21)
        print()
        print(f"process start, ms (median of 21): /bin/true {floor:.1f}", end="")
        for label, binary in [("goldens", args.goldens), ("static", args.goldens_static), ("debug", args.goldens_debug)]:
            if binary:
                ms = median_ms(lambda: subprocess.run([binary, "diff", tiny, tiny], check=True, capture_output=True), 21)
                print(f"; {label} diff 1x1 {ms:.1f}", end="")
        print(flush=True)


if __name__ == "__main__":
    main()
