#!/usr/bin/env bash
# Measures how much real-world UIKit transition code compiles against GoldensUIKit.
#
#   scripts/measure-real-code.sh [FOLDER]        (FOLDER defaults to .realworld, which is git-ignored)
#
# FOLDER holds other people's code, never committed:
#   files/<owner>__<repo>/*.swift   single files, each typechecked alone
#   units/<owner>__<repo>/**.swift  a transition with the controllers and helpers it needs from its
#                                   repository, typechecked together as one module
#   names/<owner>__<repo>.txt       optional: every name declared anywhere in that repository
#   SOURCES.tsv                     where each file came from (repo, path, commit, local path)
#
# Each file or unit is copied to a temporary folder and prepared as a user's Swift 5 test target
# would compile it: `import UIKit` (and `QuartzCore`, `CoreGraphics`) becomes `import GoldensUIKit`,
# appended to files with no such import (a framework's files see UIKit through its umbrella header);
# other imports (SnapKit, AVFoundation, ...) are commented out; `os(iOS)` and `canImport(UIKit)` in
# `#if` read as true. GoldensSelectorsTool then rewrites `@objc` and `#selector`, as the
# GoldensSelectors plugin does (README: files using them need it). Each is typechecked with
# `swiftc -typecheck -swift-version 5 -parse-as-library` against a snapshot of the package's built
# modules (BUILD_DIR, default .build/debug: run `swift build` first), copied to a temporary folder
# and loaded once first, so a rebuild running alongside cannot change them mid-run.
#
# Verdicts: ok (no errors); app-types (every error is about a name the app or a third-party module
# defines); missing-API (at least one error is about UIKit, Foundation's UIKit additions, Core
# Graphics, QuartzCore, the Objective-C runtime or another Apple framework). The heuristic:
# - A name is Apple's when the repository does not declare it (names/, else the item itself) and it
#   starts with UI NS CA CG CF CI AV PH WK SF MK CM CL UN MP kCA kCG or the runtime's objc_ class_ method_
#   object_ sel_, or is a Darwin name (HUGE, arc4random, os_log). Any other name is the app's.
# - An undeclared lowercase name inside a UIKit subclass is an inherited member (`storyboard`).
# - "T has no member m" is missing API when m is declared nowhere in the repository (declarations
#   marked `override` do not count) and T is Apple's or a class of the item rooted in UIKit.
# - `override` of a member UIKit's class lacks, overrides in extensions, `@objc optional`,
#   unavailable or renamed names are missing API, unless the class derives from an app class.
# - Any other error (arguments, conversions) is missing API when the item has no app errors or it
#   is about a call to an Apple name (`UIImage()`); follow-on errors ("cannot infer contextual
#   base", ...) count only when nothing else explains the failure.
#
# Prints one line per item (missing-API ones with their first errors), counts, and the missing
# symbols ranked by how many files, units and repositories they block; logs and the compiled copies
# stay in FOLDER/results/. Environment: BUILD_DIR (default .build/debug), SWIFT_LANGUAGE (default
# 5), TOOL (the rewriter; default BUILD_DIR/GoldensSelectorsTool or GoldensSelectorsTool-tool).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
folder="$(cd "${1:-$root/.realworld}" && pwd)"
build="${BUILD_DIR:-$root/.build/debug}"
language="${SWIFT_LANGUAGE:-5}"
[ -f "$build/Modules/GoldensUIKit.swiftmodule" ] || { echo "no $build/Modules/GoldensUIKit.swiftmodule: run swift build first (or set BUILD_DIR)" >&2; exit 2; }
tool="${TOOL:-}"
for candidate in "$build/GoldensSelectorsTool" "$build/GoldensSelectorsTool-tool"; do
    [ -n "$tool" ] || [ ! -x "$candidate" ] || tool="$candidate"
done
[ -n "$tool" ] || echo "warning: no GoldensSelectorsTool in $build (swift build --target GoldensSelectorsTool): @objc and #selector stay as written" >&2

tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
snap="$tmp/modules"
results="$folder/results"; rm -rf "$results"; mkdir -p "$results/logs"

swiftc_flags=(-typecheck -swift-version "$language" -parse-as-library -module-name RealWorld -diagnostic-style llvm
              -DDEBUG -DSWIFT_PACKAGE -I "$snap" -I "$snap/CPNGShim" -I "$snap/CLibPNG" -module-cache-path "$snap/cache")

# Copies the modules and the C module maps GoldensUIKit's imports need (CPNGShim's map points at its
# headers), until they load: a module copied while a build was writing it does not.
snapshot() {
    for attempt in 1 2 3 4 5 6; do
        rm -rf "$snap"; mkdir -p "$snap/CPNGShim" "$snap/CLibPNG" "$snap/cache"
        cp "$build"/Modules/Goldens*.swiftmodule "$snap/"
        cp "$root"/Sources/CPNGShim/include/*.h "$snap/CPNGShim/"
        cp "$root"/Sources/CLibPNG/module.modulemap "$root"/Sources/CLibPNG/shim.h "$snap/CLibPNG/"
        printf 'module CPNGShim {\n    umbrella "%s/CPNGShim"\n    export *\n}\n' "$snap" > "$snap/CPNGShim/module.modulemap"
        [ -z "$tool" ] || cp "$tool" "$snap/rewriter"
        printf 'import GoldensUIKit\nlet probe: UIView.Type = UIView.self\n' > "$tmp/probe.swift"
        swiftc "${swiftc_flags[@]}" "$tmp/probe.swift" 2> "$tmp/probe.log" && return 0
        sleep 20
    done
    cat "$tmp/probe.log" >&2; echo "the modules in $build do not load" >&2; exit 2
}

# $1: item name for the log; the rest: its .swift files. Writes the compiler's output to the log,
# and what it compiled next to it (.src).
typecheck() {
    local log="$results/logs/$1.log" work="$tmp/work"; shift
    mkdir -p "$(dirname "$log")"
    rm -rf "$work"; mkdir -p "$work/in" "$work/src"
    for file in "$@"; do
        local name="${file#"$folder"/}"; name="${name#*/*/}"; name="${name//\//_}"
        sed -E -e 's/^([[:space:]]*(@_exported |@testable )?import[[:space:]]+(class |struct |enum |func |protocol |typealias )?)(UIKit|QuartzCore|CoreGraphics)(\.[A-Za-z.]+)?[[:space:]]*$/\1GoldensUIKit/' \
               -e '/GoldensUIKit|^[[:space:]]*(@[a-zA-Z_]+ )*import[[:space:]]+(class |struct |enum |func |protocol |typealias |var |let )?(Foundation|Dispatch|Swift)([. ]|$)/!s/^([[:space:]]*(@[a-zA-Z_]+ )*import[[:space:]])/\/\/ removed: \1/' \
               -e '/^[[:space:]]*#(if|elseif)/{s/os\(iOS\)/true/g;s/canImport\(UIKit\)/true/g}' \
               "$file" > "$work/in/$name"
        # A framework's files may see UIKit through its umbrella header; appended, so no line moves.
        grep -q 'import GoldensUIKit' "$work/in/$name" || printf '\nimport GoldensUIKit\n' >> "$work/in/$name"
    done
    # As the plugin does: the item's @objc optional requirements first, then each file.
    [ -z "$tool" ] || "$snap/rewriter" --index "$work/requirements.txt" "$work"/in/*.swift 2>/dev/null || : > "$work/requirements.txt"
    for input in "$work"/in/*.swift; do
        local name="${input##*/}"
        [ -n "$tool" ] && "$snap/rewriter" "$input" "$work/src/$name" "$work/requirements.txt" 2>/dev/null || cp "$input" "$work/src/"
    done
    # As the plugin does: the symbols Xcode generates for the unit's asset catalogs.
    if [ -n "$tool" ] && [ "${#catalogs[@]}" -gt 0 ]; then
        "$snap/rewriter" --asset-symbols "$work/src/GoldensGeneratedAssetSymbols.swift" "${catalogs[@]}" -- "$work"/in/*.swift 2>/dev/null || true
    fi
    for attempt in 1 2 3; do
        swiftc "${swiftc_flags[@]}" "$work"/src/*.swift > "$log" 2>&1 || true
        sed -i "s#$work/in/##g" "$log"; rm -rf "${log%.log}.src"; cp -r "$work/src" "${log%.log}.src"
        # Modules replaced by a rebuild since the snapshot was checked: copy again and retry.
        grep -qE "malformed module file|missing required module|module file was created|could not deserialize|could not build (Objective-)?C module|failed to (load|read) module" "$log" || return 0
        sleep 20; snapshot
    done
}

snapshot
count=0
for file in "$folder"/files/*/*.swift; do
    [ -f "$file" ] || continue  # a folder of units only: the pattern stays unexpanded
    catalogs=(); typecheck "files/${file#"$folder"/files/}" "$file"; count=$((count + 1)); printf '\r%d files' "$count" >&2
done
for unit in "$folder"/units/*/; do
    [ -d "$unit" ] || continue
    mapfile -t sources < <(find "$unit" -name '*.swift' | sort)
    mapfile -t catalogs < <(find "$unit" -type d -name '*.xcassets' -prune | sort)
    typecheck "units/$(basename "$unit")" "${sources[@]}"
done
echo >&2
python3 - "$folder" "$results" <<'PYTHON' | tee "$results/summary.txt"
import collections, glob, os, re, sys
folder, results = sys.argv[1], sys.argv[2]
APPLE = re.compile(r'^(UI|NS|CA|CG|CF|CI|AV|PH|WK|SF|MK|CM|CL|UN|MP|objc_|class_|method_|object_|sel_|kCA|kCG)[A-Za-z_]')
DARWIN = {"HUGE", "arc4random", "arc4random_uniform", "os_log", "OSLog", "Logger"}  # Apple's, without a prefix
THIRD_PARTY = {"snp", "kf", "rx", "hero", "sd_setImage", "af_setImage", "pin_setImage"}  # members modules add to UIKit types
DECL = re.compile(r'^(?!.*\boverride\b).*?\b(?:func|var|let|class|struct|enum|protocol|typealias|associatedtype|case)\s+`?([A-Za-z_]\w*)', re.M)
FOLLOW_ON = re.compile(r"'Float16'|cannot infer contextual base|cannot infer type of closure|'nil' requires a contextual type|'super' cannot be used|"
                       r"could not be inferred|conform to protocol 'NSObjectProtocol'|unable to infer|ambiguous without|failed to produce diagnostic")
ERROR = re.compile(r'^(.*?):(\d+):(\d+): error: (.*)$')

def items():  # logs/files/<repo>/<file>.swift.log and logs/units/<repo>.log
    for log in sorted(glob.glob(f"{results}/logs/*/**/*.log", recursive=True)):
        name = os.path.relpath(log, f"{results}/logs")[:-4]
        kind, repo = name.split("/")[:2]
        yield kind, repo, name, log

def callee(text, column):  # `a.b.f` of the call `a.b.f(…)` around a column
    head, depth = text[:column - 1] + ("(" if text[column - 1:column] == "(" else ""), 0
    for i in range(len(head) - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(head[i], 0)
        if depth < 0: return (re.findall(r'([\w.]+)\s*$', head[:i]) or [""])[0]
    return ""

def owner(source, line):  # the innermost class or extension around a line, by counting braces
    stack, pending = [], ""
    for text in source[:line - 1]:
        for m in re.finditer(r'\b(class|extension|struct|enum|protocol|func|var|let|init)\b\s*(\w*)|[{}]', re.sub(r'//.*|"(?:[^"\\]|\\.)*"', '', text)):
            if m[0] == "{": stack.append(pending); pending = ""
            elif m[0] == "}": stack = stack[:-1]
            else: pending = m[2] if m[1] in ("class", "extension") and m[2] not in ("func", "var", "let", "") else ""
    return next((name for name in reversed(stack) if name), "")

def verdict(repo, log):
    # The compiled copies (columns are theirs), less the rewriter's #sourceLocation line.
    sources = {os.path.basename(p): re.sub(r"^#sourceLocation.*\n", "", open(p, errors="replace").read()).split("\n")
               for p in glob.glob(log[:-4] + ".src/*.swift")}
    own = "\n".join("\n".join(lines) for lines in sources.values())
    names_file = f"{folder}/names/{repo}.txt"
    names = set(open(names_file).read().split()) if os.path.exists(names_file) else set(DECL.findall(own))
    names |= set(re.findall(r'\binit\??\s*\(\s*(\w+)', own)) | THIRD_PARTY
    supers = dict(re.findall(r'\bclass\s+(\w+)\s*(?:<[^>]*>)?\s*:\s*(\w+)', own))
    types = set(re.findall(r'\b(?:class|struct|enum|protocol|actor)\s+(\w+)', own))
    errors = [m.groups() for m in map(ERROR.match, open(log, errors="replace")) if m]
    missing = {m[1] for *_, msg in errors if (m := re.match(r"cannot find type '(\w+)'", msg)) and APPLE.match(m[1]) and m[1] not in names}
    def root(t):
        seen = set()
        while t in supers and t not in seen: seen.add(t); t = supers[t]
        return t
    def kind(t):  # what a type of the item derives from: "api" (UIKit), "follow" (a missing UIKit class), "app"
        r = root(t)
        return "follow" if r in missing else "api" if APPLE.match(r) and r not in types else "app"
    api, app, rest = [], set(), []
    for path, line, column, message in errors:
        source = sources.get(os.path.basename(path), [])
        text = source[int(line) - 1] if 0 < int(line) <= len(source) else ""
        where, full = (path, line), f"{os.path.basename(path)}:{line}:{column}: error: {message}"
        verdict = None
        if m := re.match(r"cannot find (?:type )?'(\w+)' in scope", message):
            cls = owner(source, int(line)) if m[1][0].islower() else ""  # an inherited member, like `storyboard`?
            verdict = ("app" if m[1] in names else m[1] if APPLE.match(m[1]) or m[1] in DARWIN
                       else f"{root(cls)}.{m[1]}" if cls and kind(cls) == "api" else "follow" if cls and kind(cls) == "follow" else "app")
        elif m := re.match(r"value of (?:optional )?type 'AnyObject\??' has no member '(\w+)'", message):
            # `sender?.tag` on AnyObject: Objective-C finds any @objc member; Swift on Linux cannot.
            verdict = f"AnyObject.{m[1]} (the Objective-C runtime's member lookup)"
        elif m := re.match(r"(?:value of (?:optional )?type|type) '(?:any |some )?([\w.]+)[^']*' has no member '(\w+)'", message):
            base = m[1].split(".")[0]
            k = "app" if m[2] in names else "api" if APPLE.match(base) and base not in types else kind(base) if base in types else "app"
            verdict = {"api": f"{root(base) if base in types else m[1]}.{m[2]}", "follow": "follow"}.get(k, "app")
        elif re.search(r"does not override (any|a designated)", message):
            cls, name = owner(source, int(line)), re.search(r'\b(?:func|var|init)\b\s*(\w*)', text)
            k = "api" if APPLE.match(cls) and cls not in types else kind(cls)
            verdict = {"api": f"override {root(cls)}.{name[1] if name and name[1] else 'init'}", "follow": "follow"}.get(k, "app")
        elif "cannot be overridden from extension" in message:
            verdict = "override of a UIKit member in an extension"
        elif "be a class type" in message:
            verdict = "@objc protocol used as a class (the rewrite drops @objc)"
        elif "optional' can only be applied" in message:
            verdict = "@objc optional requirement"
        elif m := re.match(r"'(\w+)' is not a member type of \w+ '(?:\w+\.)?([\w.]+)'", message):
            verdict = f"{m[2]}.{m[1]}" if APPLE.match(m[2]) else "app"
        elif m := re.match(r"'([\w.]+)[^']*' (?:is unavailable|has been renamed|was obsoleted|is only available)", message):
            verdict = m[1]
        elif m := re.search(r"main actor-isolated .*'(\w+)", message):
            verdict = f"{m[1]} is main-actor isolated (UIKit's is not)" if APPLE.match(m[1]) else None
        if verdict == "app": app.add(where)
        elif verdict == "follow": pass
        elif verdict: api.append((verdict, full))
        else: rest.append((where, message, text, int(column), full))
    follow_ons = []
    for where, message, text, column, full in rest:  # argument, conversion and other errors: whose are they?
        quoted = {q.split(".")[0] for q in re.findall(r"'(?:any |some )?([A-Za-z_][\w.]*)", message)}
        if where in app or any(q in types and kind(q) == "app" or q in names and q not in types and not APPLE.match(q) for q in quoted):
            app.add(where)
        elif FOLLOW_ON.search(message) or quoted & missing:
            follow_ons.append((message, full))
        elif not app or APPLE.match(callee(text, column)):  # with app errors around, only calls to UIKit count
            call = callee(text, column)
            call = call if APPLE.match(call) or call[:1].isupper() else "…" + call[call.rfind("."):] if call else "…"
            api.append((f"{call}(…): {message}" if "'" not in message or "argument" not in message else f"{call}(…): arguments", full))
        else: app.add(where)
    if not api and not app: api = follow_ons
    app_names = [m[1] for path, line, _, message in errors if (path, line) in app and (m := re.match(r"cannot find (?:type )?'(\w+)'", message))]
    return ("ok" if not errors else "missing-API" if api else "app-types"), api, list(dict.fromkeys(app_names))

totals = {"files": collections.Counter(), "units": collections.Counter()}
blocked, blocked_repos, examples = collections.defaultdict(set), collections.defaultdict(set), {}
for kind, repo, name, log in items():
    state, api, app = verdict(repo, log)
    totals[kind][state] += 1
    keys = list(dict.fromkeys(k for k, _ in api))
    print(f"{state:12} {name}" + (f": {', '.join(keys[:6])}" if keys else f" (app: {', '.join(app[:5])})" if app else ""))
    for key, line in api[:3]: print(f"{'':14}{line}")
    for key, line in api:
        blocked[key].add(name); blocked_repos[key].add(repo); examples.setdefault(key, line)
print()
for kind in ("files", "units"):
    t = totals[kind]; print(f"{kind}: {sum(t.values())} checked, {t['ok']} ok, {t['app-types']} fail only on app types, {t['missing-API']} fail on missing API")
print("\nmissing symbols, by the items they block: files units repositories  symbol  e.g. first error")
for key in sorted(blocked, key=lambda k: (-len(blocked[k]), -len(blocked_repos[k]), k)):
    files = sum(item.startswith("files/") for item in blocked[key])
    print(f"{files:5} {len(blocked[key]) - files:5} {len(blocked_repos[key]):5}  {key}    e.g. {examples[key]}")
PYTHON
