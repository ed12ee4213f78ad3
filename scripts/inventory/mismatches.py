#!/usr/bin/env python3
"""Records, in Inventory/signature-mismatches.txt, the references the compile test cannot make.

    python3 scripts/inventory/mismatches.py  # after a build with --scratch-path .build-inventory

Generates the compile test, type-checks it alone against the modules in
.build-inventory (seconds, not a test build), and adds each symbol whose reference fails
to the list with Apple's signature, GoldensUIKit's declaration and the compiler's error;
generate.py leaves listed symbols out of the test. Repeats until the file type-checks.
Each mismatch is a finding to fix in GoldensUIKit (then delete its line) or, when the
generator spells Apple's type wrongly, a generator bug to fix.
"""
import glob
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts in the repository

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate  # noqa: E402
import status  # noqa: E402
import tsv  # noqa: E402

ROOT = generate.ROOT
BUILD = os.path.join(ROOT, ".build-inventory")
HEADER = ("# Symbols GoldensUIKit declares whose use as Apple declares it does not compile, found by\n"
          "# scripts/inventory/mismatches.py. Tab-separated: symbol, Apple's signature, GoldensUIKit's\n"
          "# declaration(s), the compiler's first error. Left out of InventoryCompileTests.swift.\n")


def typecheck(path):
    modulemaps = glob.glob(os.path.join(BUILD, "*", "debug", "CPNGShim.build", "module.modulemap"))
    cmd = ["swiftc", "-typecheck", "-swift-version", "6", "-I", os.path.join(BUILD, "debug", "Modules"),
           "-I", os.path.join(ROOT, "Sources", "CPNGShim", "include"),
           "-Xcc", "-fmodule-map-file=" + os.path.join(ROOT, "Sources", "CLibPNG", "module.modulemap")]
    for m in modulemaps:
        cmd += ["-Xcc", "-fmodule-map-file=" + m]
    result = subprocess.run(cmd + [path], capture_output=True, text=True)
    errors = {}
    for line in (result.stdout + result.stderr).splitlines():
        m = re.match(r"^%s:(\d+):\d+: error: (.*)" % re.escape(path), line)
        if m:
            errors.setdefault(int(m.group(1)), m.group(2))
    return result.returncode, errors


def goldens_declaration(graph, row):
    decls = []
    for s in status.candidates(graph, row):
        if s is True:
            continue
        text = "".join(f["spelling"] for f in s.get("declarationFragments", []))
        decls.append(" ".join(text.replace("@MainActor ", "").split()))
    return " | ".join(dict.fromkeys(decls)) or "(type)"


def main():
    graph = status.Graph(status.DEFAULT_DIRS)
    for attempt in range(8):
        modules = tsv.modules()
        line_rows = {}
        text = generate.compile_test(modules, line_rows)
        with open(generate.COMPILE_TEST, "w", encoding="utf-8") as f:
            f.write(text)
        code, errors = typecheck(generate.COMPILE_TEST)
        if code == 0:
            print("the compile test type-checks")
            return
        found = {line: e for line, e in errors.items() if line in line_rows}
        if not found:
            sys.exit("type-check failed outside the generated references:\n%s" % "\n".join(
                "%d: %s" % kv for kv in sorted(errors.items())[:20]))
        known = generate.read_mismatches()
        with open(generate.MISMATCHES, "w", encoding="utf-8") as f:
            f.write(HEADER)
            entries = {k: v for k, v in known.items()}
            for line, error in sorted(found.items()):
                r = line_rows[line]
                entries[tsv.key(r)] = [r["symbol"], r["signature"], goldens_declaration(graph, r), error]
            for k in sorted(entries):
                f.write("\t".join(entries[k]) + "\n")
        print("attempt %d: %d new mismatches" % (attempt + 1, len(found)))
    sys.exit("still failing after 8 rounds")


if __name__ == "__main__":
    main()
