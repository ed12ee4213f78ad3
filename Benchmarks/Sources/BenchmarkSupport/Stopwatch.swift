#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic timing for benchmarks (never used by the library: rendering has no clock).
public enum Stopwatch {
    /// Seconds on a monotonic clock.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The median of `runs` timings of `body`, in milliseconds, after one warm-up run.
    public static func medianMilliseconds(runs: Int = 7, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var samples: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = now()
            try body()
            samples.append((now() - start) * 1000)
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}

/// How the benchmark binary was built, so printed figures say what they measure.
public enum BuildConfiguration {
    public static var name: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }
}
