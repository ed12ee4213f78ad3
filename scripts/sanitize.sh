#!/bin/sh
# Runs the test suite under a sanitizer: `scripts/sanitize.sh address` or `scripts/sanitize.sh thread`.
# Each builds into its own scratch folder (.build-address, .build-thread), so the ordinary debug build
# stays as it is. From clean on two cores: address about 6 minutes to build and 2 to test, thread
# about 12 to build and 3 to test; with the rest of CI that is past what every run should take, so
# this is run by hand before a release and after changes to threading or unsafe pointers.
#
# The suite's own failures are what count: the script exits with `swift test`'s status.
set -eu
cd "$(dirname "$0")/.."

sanitizer="${1:-}"
case "$sanitizer" in
    address)
        # LeakSanitizer reports allocations that XCTest and the Swift runtime keep until exit, not
        # the package's; the address checks stay on.
        ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
        # Swift's own crash handler reads other threads' stacks, which AddressSanitizer reports as
        # an overflow of its own; without it a trap is reported by the sanitizer, with its stack.
        SWIFT_BACKTRACE="enable=no"
        export ASAN_OPTIONS SWIFT_BACKTRACE
        ;;
    thread)
        TSAN_OPTIONS="halt_on_error=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
        export TSAN_OPTIONS
        ;;
    *)
        echo "usage: scripts/sanitize.sh address|thread [swift test options…]" >&2
        exit 2
        ;;
esac
shift

# The hostile-code suite builds hierarchies of a hundred thousand views; under a sanitizer that is
# minutes of instrumented memory traffic for no new coverage of threads or pointers.
swift build --build-tests --sanitize="$sanitizer" --scratch-path ".build-$sanitizer"
swift test --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" --skip-build --skip HostileCodeTests "$@"
