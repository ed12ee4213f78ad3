"""Timing shared by the peer scripts: the median of several timed runs after a warm-up."""
import statistics
import time


def median_ms(body, runs=7):
    """Milliseconds of the median run of `body`, after one untimed warm-up run (which also
    compiles what a JIT compiles)."""
    body()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        body()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)
