#!/usr/bin/env bash
# Differential fuzzing: builds the fuzz package (Fuzz/, its own scratch path Fuzz/.build) with
# libFuzzer and AddressSanitizer, then runs each fuzz target for SECONDS (default 20) over a
# copy of its committed corpus (Fuzz/Corpus/<Target>), so a run never grows the corpus.
# Fails on the first crash, broken property, timeout or out-of-memory, printing the saved input.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]
#
# The mutations follow a fixed seed (FUZZ_SEED, default 1), so a run explores the same inputs
# in the same order wherever it runs and CI does not pass or fail by chance; a longer run finds
# more of the same sequence. FUZZ_SEED=random explores new ground (libFuzzer's own seed, printed
# in the log as "Seed:"); FUZZ_SEED=N replays another sequence.
#
# Debug build: about 2.5 minutes from clean on the 2-core build machine (swift-syntax for the
# rewriter target is most of it; its release build takes several times longer), and the
# package's hot loops are written to run well in debug (see README, Speed). The whole script
# with the default 20 s takes about 4.5 minutes from clean.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-20}"
shift $(( $# > 0 ? 1 : 0 ))
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzDisplayListReader FuzzRenderer FuzzPNGDecoder FuzzJPEGDecoder FuzzPDF FuzzDiff FuzzSelectorRewriter)

# --sanitize=fuzzer tells SwiftPM the executables get their main from libFuzzer. Swift keeps
# only the last of several -sanitize flags (SwiftPM's --sanitize=fuzzer --sanitize=address would
# silently drop the fuzzer's coverage instrumentation), so both go in one flag after it.
build=(swift build --package-path Fuzz --scratch-path Fuzz/.build --sanitize=fuzzer
       -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=address)
for target in "${targets[@]}"; do
    "${build[@]}" --product "$target"
done
bin="$("${build[@]}" --show-bin-path)"

# Crash inputs outlive the run (under the git-ignored scratch path); corpus copies do not.
artifacts="$PWD/Fuzz/.build/fuzz-artifacts"
mkdir -p "$artifacts"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The Swift runtime's own crash backtracer reads the stack in a way AddressSanitizer reports as
# an error of its own; libFuzzer prints the stack instead. Leak checking is off: the Swift
# runtime's caches live until exit and would be reported as leaks. A small quarantine keeps the
# PNG target (megabyte images freed every run) under the memory limit in long runs.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="detect_leaks=0:quarantine_size_mb=64:${ASAN_OPTIONS:-}"

seed="${FUZZ_SEED:-1}"
seed_flag=()
[ "$seed" = random ] || seed_flag=(-seed="$seed")

status=0
for target in "${targets[@]}"; do
    corpus="$work/$target"
    mkdir -p "$corpus"
    cp -R "Fuzz/Corpus/$target/." "$corpus/" 2>/dev/null || true
    log="$artifacts/$target.log"
    echo "fuzz: $target for ${seconds}s over $(ls "$corpus" | wc -l | tr -d ' ') seeds (FUZZ_SEED=$seed)"
    if ! "$bin/$target" "$corpus" "${seed_flag[@]}" -max_total_time="$seconds" -timeout=120 -rss_limit_mb=3072 -detect_leaks=0 \
        -artifact_prefix="$artifacts/$target-" -print_final_stats=1 </dev/null >"$log" 2>&1; then
        echo "fuzz: $target FAILED; log: $log" >&2
        grep -E 'FUZZ FAILURE|ERROR: |Fatal error|==[0-9]+== ?ERROR|SUMMARY' "$log" | head -20 >&2 || true
        grep -E 'Test unit written to|artifact_prefix' "$log" | sed 's/^/fuzz: /' >&2 || true
        status=1
        break
    fi
    grep -E '^stat::number_of_executed_units|^#[0-9]+ +DONE' "$log" | sed "s/^/fuzz: $target: /" || true
done
exit $status
