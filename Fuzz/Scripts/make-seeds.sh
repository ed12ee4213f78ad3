#!/usr/bin/env bash
# Regenerates the seed corpora under Fuzz/Corpus/<Target> from the repository's own files
# (fixture display lists, goldens, the PNG test suite, the JPEG test images, Swift sources) with
# the MakeSeeds tool.
# Built in its own scratch path, without the fuzzer runtime (it has a main of its own).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --scratch-path .build-seeds --product MakeSeeds
"$(swift build --scratch-path .build-seeds --show-bin-path)/MakeSeeds" "$(cd .. && pwd)" "$PWD/Corpus"
du -sh Corpus Corpus/*
