#!/usr/bin/env python3
"""Sets the status column of Inventory/*.tsv from what GoldensUIKit declares.

    python3 scripts/inventory/status.py [SYMBOL_GRAPH_DIR ...]

The directories (default .build-inventory/symbolgraph and .build-inventory/sdk-graphs)
hold symbol graphs: GoldensUIKit's and GoldensScene's from the build, Foundation's
and FoundationEssentials' from `swift symbolgraph-extract` (GoldensUIKit re-exports
Foundation, so what Foundation declares on Linux is there for UIKit code too). See
Inventory/README.md for the commands.

A symbol is present when its owner type resolves (through type aliases) and a member
with the same name and argument labels is declared on it, a superclass, or (for
protocol-extension members) synthesized onto it. Overloads are told apart by parameter
types. Present symbols are `modelled`, unless Inventory/accepted.txt or
Inventory/fails-by-name.txt names them; the rest are `missing`.
"""
import fnmatch
import glob
import json
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts in the repository

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import extract  # noqa: E402
import tsv  # noqa: E402

ROOT = extract.ROOT
DEFAULT_DIRS = [os.path.join(ROOT, ".build-inventory", "symbolgraph"),
                os.path.join(ROOT, ".build-inventory", "sdk-graphs")]
# The modules whose graphs are read; only the first and the Foundations are visible
# by name to code that imports GoldensUIKit (GoldensScene's types only through aliases).
GRAPH_MODULES = ("GoldensUIKit", "GoldensScene", "GoldensRaster", "Foundation", "FoundationEssentials")
VISIBLE = ("GoldensUIKit", "Foundation", "FoundationEssentials")


class Graph:
    def __init__(self, dirs):
        self.symbols = {}     # precise id -> symbol
        self.members = {}     # owner precise id -> [member precise ids]
        self.toplevel = {}    # name -> [precise ids], visible modules only
        self.alias = {}       # typealias precise id -> aliased type's precise id
        self.superclass = {}  # class precise id -> superclass precise id
        for d in dirs:
            for path in sorted(glob.glob(os.path.join(d, "*.symbols.json"))):
                module = os.path.basename(path).split(".")[0].split("@")[0]
                if module in GRAPH_MODULES:
                    self.load(path, module)

    def load(self, path, module):
        with open(path, encoding="utf-8") as f:
            g = json.load(f)
        for s in g["symbols"]:
            pid = s["identifier"]["precise"]
            s["_names"] = callable_names(s)
            self.symbols[pid] = s
            if len(s["pathComponents"]) == 1 and module in VISIBLE and "::SYNTHESIZED::" not in pid:
                self.toplevel.setdefault(s["pathComponents"][0], []).append(pid)
            if s["kind"]["identifier"] == "swift.typealias":
                frags = s["declarationFragments"]
                eq = next((i for i, f in enumerate(frags) if "=" in f["spelling"]), None)
                target = None
                # `= Outer.Inner<Arg>`: the last name of the dotted chain right after `=`.
                for f in frags[(eq or 0) + 1:]:
                    if f["kind"] == "typeIdentifier":
                        target = f.get("preciseIdentifier")
                    elif f["spelling"].strip() not in ("", "."):
                        break
                if target:
                    self.alias[pid] = target
        for r in g["relationships"]:
            if r["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf"):
                self.members.setdefault(r["target"], []).append(r["source"])
            elif r["kind"] == "inheritsFrom":
                self.superclass[r["source"]] = r["target"]

    def resolve(self, pid, seen=0):
        while pid in self.alias and seen < 10:
            pid, seen = self.alias[pid], seen + 1
        return pid

    def named_members(self, owner, name):
        """Members called `name` on `owner`, its superclasses and what is synthesized onto it."""
        found = []
        hops = 0
        while owner and hops < 30:
            for m in self.members.get(owner, []):
                s = self.symbols.get(m)
                if s and name in s["_names"]:
                    found.append(s)
            owner, hops = self.superclass.get(owner), hops + 1
        return found

    def type_id(self, path):
        """Precise id of the type a dotted path names, or None."""
        parts = path.split(".")
        ids = [self.resolve(p) for p in self.toplevel.get(parts[0], [])
               if self.symbols[p]["kind"]["identifier"] not in ("swift.func", "swift.var", "swift.func.op")]
        if not ids:
            return None
        current = ids[0]
        for part in parts[1:]:
            nested = [s for s in self.named_members(current, part)
                      if s["kind"]["identifier"] in TYPE_KINDS]
            if not nested:
                return None
            current = self.resolve(nested[0]["identifier"]["precise"])
        return current

    def global_named(self, name):
        return [self.symbols[p] for p in self.toplevel.get(name, [])]


def callable_names(symbol):
    """The names a call can use: the declared one, and for a function whose trailing parameters
    have defaults (`loadNibNamed(_:owner:options:callerFile:)` with `callerFile: String =
    #fileID`), the names without them, as a call that leaves them out spells it."""
    name = symbol["pathComponents"][-1]
    names = [name]
    if "(" not in name or not name.endswith(":)"):
        return names
    text = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
    start = text.find("(", text.find(name.split("(")[0]))
    if start < 0:
        return names
    params, depth, current = [], 0, ""
    for ch in text[start + 1:]:
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            if depth == 0:
                break
            depth -= 1
        if ch == "," and depth == 0:
            params.append(current)
            current = ""
        else:
            current += ch
    params.append(current)
    labels = name[name.index("(") + 1:-1].split(":")[:-1]
    if len(labels) != len(params):
        return names
    base = name[:name.index("(")]
    dropped = len(labels)
    while dropped > 0 and "=" in params[dropped - 1]:
        dropped -= 1
        names.append(base + "(" + "".join(l + ":" for l in labels[:dropped]) + ")")
    return names


TYPE_KINDS = ("swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias")


def normalize_type(t):
    """A parameter type spelled comparably on both sides."""
    t = t.split(" = ")[0]
    t = re.sub(r"@\w+(\([^)]*\))?|\b(inout|any|some|__owned|borrowing|consuming)\b", "", t)
    t = re.sub(r"\b(?:\w+\.)+(\w+)", r"\1", t)  # UIView.AnimationOptions -> AnimationOptions
    t = re.sub(r"\b(TimeInterval|CFTimeInterval)\b", "Double", t)
    t = re.sub(r"\bNSObjectProtocol\b", "AnyObject", t)
    return re.sub(r"\s+", "", t)


def apple_param_types(signature):
    start = signature.find("(")
    if start < 0:
        return None
    body = signature[start + 1:extract.matching_paren(signature, start)]
    return [normalize_type(p.split(":", 1)[1]) for p in extract.split_top(body) if ":" in p]


def goldens_param_types(symbol):
    params = symbol.get("functionSignature", {}).get("parameters", [])
    out = []
    for p in params:
        text = "".join(f["spelling"] for f in p.get("declarationFragments", []))
        out.append(normalize_type(text.split(":", 1)[1] if ":" in text else text))
    return out


def member_name(symbol):
    """The symbol's last component: `layerClass`, `animate(withDuration:animations:)`."""
    if symbol.endswith(".Type"):
        return None
    head = symbol.split("(")[0]
    return symbol[len(head.rsplit(".", 1)[0]) + 1:] if "." in head else symbol


def owner_path(symbol):
    if symbol.endswith(".Type"):
        return symbol[:-5]
    head = symbol.split("(")[0]
    return head.rsplit(".", 1)[0] if "." in head else None


def candidates(graph, row):
    owner = owner_path(row["symbol"])
    name = member_name(row["symbol"])
    if name is None:  # the type itself
        return [True] if graph.type_id(owner) else []
    if owner is None:
        return graph.global_named(name)
    oid = graph.type_id(owner)
    return graph.named_members(oid, name) if oid else []


def read_list(name):
    """{pattern: reason} from Inventory/<name>: `symbol | reason` per line, # comments."""
    out = {}
    path = os.path.join(tsv.INVENTORY, name)
    if not os.path.exists(path):
        return out
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        pattern, _, reason = line.partition("|")
        out[pattern.strip()] = reason.strip()
    return out


def listed(symbol, patterns):
    for p, reason in patterns.items():
        if p == symbol or (("*" in p) and fnmatch.fnmatchcase(symbol, p)):
            return reason or "listed"
    return None


def present_rows(graph, rows):
    """The keys of the rows GoldensUIKit declares."""
    groups = {}
    for r in rows:
        groups.setdefault(r["symbol"], []).append(r)
    present = set()
    for symbol, group in groups.items():
        found = candidates(graph, group[0])
        if not found:
            continue
        if found == [True]:
            present.update(tsv.key(r) for r in group)
            continue
        # A declaration with defaulted trailing parameters also matches without them, when
        # the types of the parameters given agree.
        theirs = [types[:len(types) - dropped] for s in found
                  for types in [goldens_param_types(s)] for dropped in range(len(s["_names"]))]
        if not any(s["pathComponents"][-1] == member_name(symbol) for s in found):
            present.update(tsv.key(r) for r in group if apple_param_types(r["signature"]) in theirs)
            continue
        if len(group) == 1:
            present.update(tsv.key(r) for r in group)
            continue
        # Overloads: match each by parameter types; when none match by type (spelled
        # through aliases the normalization does not know), fall back to counting.
        matched = [r for r in group if apple_param_types(r["signature"]) in theirs]
        if not matched and len(found) >= len(group):
            matched = group
        present.update(tsv.key(r) for r in matched)
    return present


def main():
    dirs = sys.argv[1:] or DEFAULT_DIRS
    graph = Graph(dirs)
    if not graph.toplevel.get("UIView"):
        sys.exit("no GoldensUIKit symbol graph in %s (see Inventory/README.md)" % dirs)
    accepted = read_list("accepted.txt")
    fails = read_list("fails-by-name.txt")
    for module, rows in tsv.modules():
        present = present_rows(graph, rows)
        for r in rows:
            if tsv.key(r) not in present:
                r["status"], r["note"] = "missing", ""
                continue
            reason = listed(r["symbol"], fails)
            if reason:
                r["status"], r["note"] = "fails-by-name", reason
                continue
            reason = listed(r["symbol"], accepted)
            if reason:
                r["status"], r["note"] = "accepted", reason
            else:
                r["status"], r["note"] = "modelled", ""
        tsv.write(os.path.join(tsv.INVENTORY, module + ".tsv"), rows)
        counts = {s: sum(r["status"] == s for r in rows) for s in tsv.STATUSES}
        print(module, " ".join("%s=%d" % kv for kv in counts.items()))


if __name__ == "__main__":
    main()
