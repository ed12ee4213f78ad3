#!/usr/bin/env bash
# Loads every storyboard and xib below a folder of real documents (git-ignored, e.g.
# .realworld/interface-builder/storyboards) and prints the load rate and the problems reported.
# A trap would stop the run at the document being loaded.
set -euo pipefail
folder="$(cd "${1:-.realworld/interface-builder/storyboards}" && pwd)"
swift build --build-tests >/dev/null
GOLDENS_IB_SAMPLE="$folder" swift test --skip-build --filter InterfaceBuilderSampleTests 2>&1 | grep -v "^\[\|^Test Suite\|^Test Case\|^◇\|^↳\|^✔\|Executed" 
