#!/usr/bin/env python3
"""Turns Apple's generated Swift interfaces into Inventory/<Module>.tsv.

    python3 scripts/inventory/extract.py [INTERFACES_DIR]

INTERFACES_DIR (default .realworld/apple-interfaces/xcode-12.2b3-iOS/iOS) holds one
folder per module with one file per header, in the compiler's module-printing format:
one declaration per line, attributes such as @available on the lines before it, nested
declarations inside braces. Only the headers scripts/inventory/scope.py lists are read.

The status and note columns are kept from the existing TSV (status.py owns them), so
re-extracting never loses a hand decision.
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts in the repository

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scope  # noqa: E402
import tsv  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_SOURCE = os.path.join(ROOT, ".realworld", "apple-interfaces", "xcode-12.2b3-iOS", "iOS")

TYPE_KEYWORDS = ("class", "struct", "enum", "protocol", "extension")
# Modifiers the printer puts before the keyword; `class` is one only when a keyword follows.
MODIFIERS = {"static", "final", "mutating", "nonmutating", "optional", "convenience", "required",
             "override", "dynamic", "weak", "unowned", "unowned(unsafe)", "lazy", "open", "public",
             "indirect", "prefix", "postfix", "infix", "class"}
MEMBER_KEYWORDS = ("func", "init", "var", "let", "case", "typealias", "subscript", "associatedtype")


def split_top(text, sep=","):
    """Splits on `sep` outside (), [], <> and string quotes."""
    parts, depth, cur, quoted = [], 0, [], False
    prev = ""
    for ch in text:
        if ch == '"':
            quoted = not quoted
        elif not quoted:
            if ch in "([<":
                depth += 1
            elif ch in ")]" or (ch == ">" and prev != "-"):
                depth -= 1
            elif ch == sep and depth == 0:
                parts.append("".join(cur))
                cur = []
                prev = ch
                continue
        cur.append(ch)
        prev = ch
    if "".join(cur).strip():
        parts.append("".join(cur))
    return [p.strip() for p in parts]


def matching_paren(text, start):
    """Index of the ')' that closes the '(' at `start`."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    raise ValueError("unbalanced: " + text)


def labels(params_text, is_subscript=False):
    """External argument labels of a parameter list, `_` for none."""
    out = []
    for p in split_top(params_text):
        if not p:
            continue
        names = p.split(":", 1)[0].split()
        if is_subscript:
            # A subscript's parameter has a label only when it is written twice.
            out.append(names[0] if len(names) == 2 else "_")
        else:
            out.append(names[0])
    return out


def parse_availability(attr):
    """{'intro': '2.0', 'deprecated': '13.0', 'unavailable': bool, 'shadow': bool} from @available(...)."""
    body = attr[len("@available("):-1]
    parts = [p.strip() for p in split_top(body)]
    info = {}
    if parts[0] == "swift" or parts[0].startswith("swift "):
        info["shadow"] = True  # renamed-for-Swift-3 or language-version gated: not iOS API
        return info
    if parts[0] == "*":
        if "unavailable" in parts:
            info["unavailable"] = True
        if "deprecated" in parts:
            info["deprecated"] = ""
        return info
    for p in parts:
        m = re.match(r"iOS (\d[\d.]*)$", p)
        if m:
            info["intro"] = m.group(1)
    if parts[0] == "iOS":
        for p in parts[1:]:
            if p == "unavailable":
                info["unavailable"] = True
            elif p == "deprecated":
                info["deprecated"] = ""
            m = re.match(r"(introduced|deprecated|obsoleted): *([\d.]+)", p)
            if m:
                info["intro" if m.group(1) == "introduced" else m.group(1)] = m.group(2)
    return info


def availability_text(info, inherited):
    intro = info.get("intro") or inherited.get("intro")
    text = "iOS " + intro if intro else ""
    dep = info.get("deprecated", inherited.get("deprecated"))
    if dep is not None:
        # 100000 is the SDK's "to be deprecated" marker (API_TO_BE_DEPRECATED).
        dep_text = "to be deprecated" if dep.startswith("100000") else ("deprecated iOS " + dep if dep else "deprecated")
        text = (text + ", " if text else "") + dep_text
    return text


def strip_attributes(line):
    """Returns (attributes, rest) for a line's leading @attributes."""
    attrs = []
    while line.startswith("@"):
        m = re.match(r"@[A-Za-z_]+", line)
        end = m.end()
        if end < len(line) and line[end] == "(":
            end = matching_paren(line, end) + 1
        attrs.append(line[:end])
        line = line[end:].lstrip()
    return attrs, line


def declared_name(rest):
    """(keyword, modifiers, tail) of a declaration without its attributes."""
    words = rest.split()
    mods = []
    i = 0
    while i < len(words) and words[i] in MODIFIERS:
        # `class` is the type keyword when nothing declaration-like follows it.
        if words[i] == "class" and (i + 1 >= len(words) or words[i + 1] not in MEMBER_KEYWORDS + MODIFIERS_SET):
            break
        mods.append(words[i])
        i += 1
    if i >= len(words):
        return None, mods, ""
    word = words[i]
    m = re.match(r"(init[?!]?|subscript|[a-z]+)", word)
    return m.group(1) if m else word, mods, " ".join(words[i:])


MODIFIERS_SET = tuple(MODIFIERS)


def type_name(tail, keyword):
    """The name a type or extension declares, without generics or conformances."""
    after = tail[len(keyword):].strip()
    m = re.match(r"([A-Za-z_][\w.]*)", after)
    return m.group(1)


def member_symbol(keyword, tail):
    """The symbol's name with argument labels for callables."""
    if keyword.startswith("init") or keyword == "subscript":
        start = tail.index("(")
        labs = labels(tail[start + 1:matching_paren(tail, start)], keyword == "subscript")
        base = "init" if keyword.startswith("init") else "subscript"
        return "%s(%s)" % (base, "".join(l + ":" for l in labs))
    if keyword == "func":
        m = re.match(r"func\s+(`?[^\s(<`]+`?|[^\w\s(]+)\s*(<[^(]*>)?\s*\(", tail)
        name = m.group(1)
        start = tail.index("(", m.start(1) + len(name))
        labs = labels(tail[start + 1:matching_paren(tail, start)])
        if not re.match(r"`?\w", name):
            labs = ["_"] * len(labs)  # an operator's parameters never have labels
        return "%s(%s)" % (name, "".join(l + ":" for l in labs))
    m = re.match(r"%s\s+(`?\w+`?)" % keyword, tail)
    return m.group(1).strip("`")


def kind_of(keyword, mods, in_type):
    static = "static" in mods or "class" in mods
    if keyword.startswith("init"):
        return "init"
    if keyword == "func":
        return "method" if in_type else "func"
    if keyword in ("var", "let"):
        if not in_type:
            return "constant"
        return "static-property" if static else "property"
    return keyword


# Members every raw-value enum, option set or string-wrapper struct has: they follow from
# the type being RawRepresentable, so listing them per type is noise.
RAW_NOISE = re.compile(r"^(init\??\(rawValue: \w+\)|(var|let) rawValue: \w+( \{ get \})?|var _rawValue: NSString)$")


def parse_file(path, module, header):
    rows = []
    stack = []  # (type path or None for a closed-off scope, availability info, is_protocol)
    pending = []
    skipped = 0
    for raw in open(path, encoding="utf-8"):
        line = raw.strip()
        if not line or line.startswith("//"):
            continue
        if line == "}":
            stack.pop()
            continue
        attrs, rest = strip_attributes(line)
        if not rest:
            pending += attrs
            continue
        attrs = pending + attrs
        pending = []
        info = {}
        for a in attrs:
            if a.startswith("@available("):
                a_info = parse_availability(a)
                for k, v in a_info.items():
                    info.setdefault(k, v)
        opens = rest.endswith("{")
        keyword, mods, tail = declared_name(rest)
        outer = stack[-1] if stack else (None, {}, False)
        outer_path, outer_info, outer_is_protocol = outer
        hidden = info.get("shadow") or info.get("unavailable") or (stack and outer_path is None)
        if keyword in TYPE_KEYWORDS:
            name = type_name(tail, keyword)
            if keyword == "extension":
                path_ = name
            else:
                path_ = (outer_path + "." + name) if outer_path else name
            merged = dict(outer_info)
            merged.update({k: v for k, v in info.items() if k in ("intro", "deprecated")})
            if hidden or name.startswith("_"):
                skipped += 1
                if opens:
                    stack.append((None, merged, False))
                continue
            if keyword != "extension":
                sig = re.sub(r"\s*\{$", "", " ".join(rest.split()))
                rows.append({"symbol": path_ + ".Type", "kind": keyword, "signature": sig,
                             "availability": availability_text(info, outer_info), "header": header,
                             "module": module, "note": ""})
            if opens:
                stack.append((path_, merged, keyword == "protocol"))
            continue
        if opens:  # an unexpected block: keep the nesting right, record nothing inside
            stack.append((None, {}, False))
        if hidden or keyword is None or keyword not in MEMBER_KEYWORDS or keyword == "associatedtype":
            skipped += 1
            continue
        # The printer spells a weak or unowned(unsafe) property's storage (@sil_weak): not Swift.
        sig = re.sub(r"@sil_\w+ ", "", " ".join(rest.split()))
        if RAW_NOISE.match(sig) or re.match(r"(var|let|func|case)\s+_", tail):
            continue
        name = member_symbol(keyword, tail)
        rows.append({"symbol": (outer_path + "." + name) if outer_path else name,
                     "kind": kind_of(keyword, mods, bool(outer_path)), "signature": sig,
                     "availability": availability_text(info, outer_info), "header": header,
                     "module": module, "note": ""})
    return rows, skipped


def inherit_availability(rows):
    """A declaration without @available is as old as the type it is declared in."""
    types = {r["symbol"][:-5]: r["availability"] for r in rows if r["symbol"].endswith(".Type")}
    for r in rows:
        if r["availability"]:
            continue
        owner = r["symbol"][:-5] if r["symbol"].endswith(".Type") else r["symbol"].split("(")[0]
        while "." in owner and not r["availability"]:
            owner = owner.rsplit(".", 1)[0]
            intro = types.get(owner, "")
            # Only the introduction carries over: a type's deprecation is already on its row.
            r["availability"] = intro.split(",")[0] if intro.startswith("iOS") else ""


def main():
    source = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_SOURCE
    by_module = {}
    for (module, header) in scope.header_area():
        path = os.path.join(source, module, header + ".swift")
        rows, _ = parse_file(path, module, header + (" (overlay)" if header == module else ".h"))
        by_module.setdefault(module, []).extend(rows)
    inherit_availability([r for rows in by_module.values() for r in rows])
    for module, rows in sorted(by_module.items()):
        out = os.path.join(ROOT, "Inventory", module + ".tsv")
        old = {tsv.key(r): r for r in tsv.read(out)} if os.path.exists(out) else {}
        seen = set()
        unique = []
        for r in rows:
            k = tsv.key(r)
            if k in seen:  # a header can repeat a declaration across extensions
                continue
            seen.add(k)
            prior = old.get(k)
            r["status"] = prior["status"] if prior else "missing"
            r["note"] = prior["note"] if prior else r["note"]
            unique.append(r)
        tsv.write(out, unique)
        print("%s: %d symbols -> %s" % (module, len(unique), os.path.relpath(out, ROOT)))


if __name__ == "__main__":
    main()
