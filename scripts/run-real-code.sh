#!/usr/bin/env bash
# Runs real-world UIKit transition units against GoldensUIKit and writes their frames as filmstrips,
# so a person can look at what they draw.
#
#   scripts/run-real-code.sh [FOLDER] [UNIT...]     (FOLDER defaults to .realworld, git-ignored)
#
# Needs the rewritten copies scripts/measure-real-code.sh leaves in FOLDER/results/logs/units/<unit>.src
# and, per unit to run, a driver FOLDER/drivers/<unit>.swift: code written the way the unit's app
# builds its screens, calling `filmstrip(name, window:, action)` (scripts/realcode/Filmstrip.swift)
# for each transition. Each unit, its driver and the filmstrip helper are compiled into one program
# against the package's debug build (BUILD_DIR, default .build/debug; run `swift build` first) and run
# with a time limit. Filmstrips go to FOLDER/frames/<unit>/<name>.png: the frames at a quarter size,
# side by side.
#
# Verdicts per unit: ran (every transition named its frames), failed (a transition threw), compile
# (the unit and driver do not build), trap (the program died on a signal), hang (it ran past the limit).
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
folder="$(cd "${1:-$root/.realworld}" && pwd)"; shift || true
build="${BUILD_DIR:-$root/.build/debug}"
limit="${LIMIT:-300}"
[ -f "$build/Modules/GoldensUIKit.swiftmodule" ] || { echo "no $build/Modules/GoldensUIKit.swiftmodule: run swift build first" >&2; exit 2; }

tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
modules=(GoldensUIKit GoldensScene GoldensLayout GoldensRaster GoldensPNG GoldensJPEG GoldensPDF GoldensResources CPNGShim)
# A copy of the build's modules and objects, so that a `swift build` while the units run cannot
# change what they link against halfway through.
mkdir -p "$tmp/build"
cp -R "$build/Modules" "$tmp/build/"
for module in "${modules[@]}"; do cp -R "$build/$module.build" "$tmp/build/"; done
build="$tmp/build"

objects=()
for module in "${modules[@]}"; do
    dir="$build/$module.build"
    if [ -f "$dir/sources" ]; then
        # The objects of the module's current sources only: a renamed or deleted file leaves its
        # old object in the build folder, and linking it too defines its symbols twice.
        while IFS= read -r source; do source="${source//\'/}"; objects+=("$dir/$(basename "$source").o"); done < "$dir/sources"
    else
        objects+=("$dir"/*.o)
    fi
done
units=("$@")
[ ${#units[@]} -gt 0 ] || for driver in "$folder"/drivers/*.swift; do units+=("$(basename "$driver" .swift)"); done

for unit in "${units[@]}"; do
    sources="$folder/results/logs/units/$unit.src" out="$folder/frames/$unit" work="$tmp/$unit"
    [ -d "$sources" ] || { echo "compile $unit: no $sources (run scripts/measure-real-code.sh first)"; continue; }
    rm -rf "$out" "$work"; mkdir -p "$out" "$work"
    # The app's entry point gives way to the driver's.
    for file in "$sources"/*.swift; do
        sed -E -e '/^#sourceLocation/d' -e 's/^([[:space:]]*)@(UIApplicationMain|main)\b/\1/' "$file" > "$work/$(basename "$file")"
    done
    # A driver of top-level code is the program's main.swift; one with an `@main` type is not.
    driver_name=main.swift
    grep -q '^[[:space:]]*@main\b' "$folder/drivers/$unit.swift" && driver_name=zz_driver.swift
    cp "$folder/drivers/$unit.swift" "$work/$driver_name"
    if ! swiftc -swift-version 5 -module-name RealWorld -DDEBUG -I "$build/Modules" -I "$build/CPNGShim.build" -Xcc -I"$root/Sources/CPNGShim/include" \
            "$work"/*.swift "$root/scripts/realcode/Filmstrip.swift" "${objects[@]}" -lpng -lz -o "$work/run" > "$out/compile.log" 2>&1; then
        echo "compile $unit: $(grep -m1 'error:' "$out/compile.log" | sed "s#$work/##")"; continue
    fi
    timeout "$limit" "$work/run" "$out" > "$out/run.log" 2>&1; status=$?
    if [ $status -eq 124 ]; then echo "hang    $unit: past ${limit} s ($(tail -1 "$out/run.log"))"
    elif [ $status -gt 128 ]; then echo "trap    $unit: signal $((status - 128)): $(grep -m1 -E 'Fatal error|fatal error|error:' "$out/run.log")"
    elif grep -q '^failed' "$out/run.log"; then echo "failed  $unit:"; grep '^failed' "$out/run.log" | sed 's/^/    /'
    else echo "ran     $unit: $(grep -c '^ran' "$out/run.log") transitions, in $out"
    fi
done
