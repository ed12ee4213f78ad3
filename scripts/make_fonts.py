#!/usr/bin/env python3
"""Makes the fonts GoldensRaster ships and the expectations its font reader is tested against.

The renderer draws text in Inter (SIL OFL 1.1), the open font closest to the iOS system font. It
reads TrueType outlines itself, so this script turns Inter's CFF OpenType files into small
TrueType subsets:

  * Regular, Medium, SemiBold and Bold, cut to Latin (Latin-1, Extended-A, -B and Additional,
    IPA, the spacing modifier letters, the combining marks), Greek, Cyrillic,
    General Punctuation and a few symbols (€ ₽ ™ № ← ↑ → ↓ ★ ☆ ✓): what apps put in labels
    and buttons;
  * cubic outlines converted to quadratic `glyf` outlines (fontTools' cu2qu, at most 1 font unit
    from the original curve, directions reversed to TrueType's clockwise outer contours);
  * GPOS kerning flattened to a legacy `kern` table (format 0: one sorted list of glyph pairs),
    because a reader of one sorted list is much smaller than a reader of GPOS lookups, and the
    flattened pairs of the kept glyphs are few. GSUB, GPOS and GDEF are dropped: the renderer
    shapes nothing beyond one glyph per character and pair kerning;
  * no hinting, no glyph names, and head.modified kept from the source, so running the script
    again with the same fontTools writes the same bytes.

It writes Sources/GoldensRaster/Fonts/{Inter-*.ttf, OFL.txt}, the same bytes as base64 in
Sources/GoldensRaster/Fonts/EmbeddedFonts.swift (what the renderer reads: compiled into the
library, the fonts cannot go missing the way a resource bundle can when a binary is moved, and
nothing is read from disk), and, for the Swift tests,
Tests/GoldensRasterTests/Expectations/{font_expectations.json, composite_test.ttf}.

Usage: python3 scripts/make_fonts.py [INTER_OTF_DIR [INTER_COPYRIGHT_FILE]]
  (defaults: Debian's fonts-inter unpacked at /tmp/inter; needs `pip install fonttools`)
       python3 scripts/make_fonts.py --embed   (only rewrites EmbeddedFonts.swift from the .ttf files)
"""
import json
import os
import sys

from fontTools import subset
from fontTools.fontBuilder import FontBuilder
from fontTools.misc.timeTools import timestampFromString
from fontTools.pens.areaPen import AreaPen
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS_DIR = os.path.join(ROOT, "Sources", "GoldensRaster", "Fonts")
EXPECTATIONS_DIR = os.path.join(ROOT, "Tests", "GoldensRasterTests", "Expectations")
WEIGHTS = ["Regular", "Medium", "SemiBold", "Bold"]

# Latin-1, Latin Extended-A and -B (the accented letters of Central and Eastern European,
# Romanian and African languages), the IPA letters of pronunciations (ɒ ʊ ə), the spacing
# modifier letters (ʼ ˆ ˜), the combining diacritical marks (a stress mark over a Cyrillic vowel), Latin Extended
# Additional (Vietnamese's precomposed letters), Greek and Cyrillic (apps written for those
# languages label their screens in them), General Punctuation (• … – — ‘ ’ “ ” and the spaces),
# € ₽ ™ №, the arrows, ★ ☆ and ✓: what apps put in labels and buttons. Characters Inter lacks
# are left out by the subsetter.
UNICODES = (list(range(0x20, 0x7F)) + list(range(0xA0, 0x250)) + list(range(0x250, 0x2B0))
            + list(range(0x2B0, 0x300)) + list(range(0x300, 0x370))
            + list(range(0x370, 0x400)) + list(range(0x400, 0x460))
            + list(range(0x490, 0x4C0)) + list(range(0x1E00, 0x1F00)) + list(range(0x2000, 0x2070))
            + [0x20AC, 0x20BD, 0x2116, 0x2122, 0x2190, 0x2191, 0x2192, 0x2193, 0x2605, 0x2606, 0x2713])

# The characters whose glyphs keep their kerning pairs: Latin-1, General Punctuation and the
# symbols the fonts held first. Greek and Cyrillic pairs would overflow a kern subtable's 16-bit
# length (over 30,000 pairs), so those scripts draw unkerned.
KERNED_UNICODES = (list(range(0x20, 0x7F)) + list(range(0xA0, 0x100)) + list(range(0x2000, 0x2070))
                   + [0x20AC, 0x2122, 0x2190, 0x2191, 0x2192, 0x2193, 0x2713])

# Characters whose glyphs the Swift reader must decode exactly as fontTools does, and pairs whose
# kerning it must read back (chosen to include large negative pairs and a pair with none).
CHECKED_CHARACTERS = "AHOVTaegoy019&@é€…•→✓ "
CHECKED_PAIRS = ["AV", "To", "Ty", "LT", "Yo", "VA", "HH", "r.", "P,"]


def subset_font(path, unicodes=UNICODES):
    options = subset.Options()
    options.layout_features = ["kern"]  # GSUB closure adds nothing; GPOS keeps the kerning pairs
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]  # copyright, names, licence
    options.notdef_outline = True
    options.hinting = False
    options.glyph_names = True  # needed while flattening kerning; dropped at the end (post 3)
    options.recalc_timestamp = False
    font = TTFont(path, recalcTimestamp=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    return font


def kern_lookups(gpos):
    """The lookups of the `kern` feature for Latin (or the default script): one script's list, so
    a lookup listed by both DFLT and latn is not counted twice."""
    records = {record.ScriptTag: record.Script for record in gpos.ScriptList.ScriptRecord}
    script = records.get("latn") or records.get("DFLT")
    indices = set()
    for feature_index in script.DefaultLangSys.FeatureIndex:
        record = gpos.FeatureList.FeatureRecord[feature_index]
        if record.FeatureTag == "kern":
            indices.update(record.Feature.LookupListIndex)
    return [gpos.LookupList.Lookup[i] for i in sorted(indices)]


def x_advance(value_record, where):
    if value_record is None:
        return 0
    for field in ("XPlacement", "YPlacement", "YAdvance"):
        if getattr(value_record, field, 0):
            raise SystemExit(f"{where}: kerning moves more than the x advance ({field}); a kern table cannot hold it")
    return getattr(value_record, "XAdvance", 0) or 0


def flatten_kerning(font):
    """{(left, right): x advance} as a shaper applies the `kern` lookups: within a lookup the first
    subtable that applies to a pair wins (format 1 only when the second glyph is listed, format 2
    whenever the first glyph is covered); the lookups' values add up."""
    glyphs = font.getGlyphOrder()
    totals = {}
    for lookup in kern_lookups(font["GPOS"].table):
        done = set()
        for table in lookup.SubTable:
            table = getattr(table, "ExtSubTable", table)
            if lookup.LookupType not in (2, 9) or getattr(table, "LookupType", 2) != 2:
                raise SystemExit(f"kern lookup of type {lookup.LookupType}: not pair positioning")
            if table.Format == 1:
                for first, pair_set in zip(table.Coverage.glyphs, table.PairSet):
                    for record in pair_set.PairValueRecord:
                        pair = (first, record.SecondGlyph)
                        if pair in done:
                            continue
                        done.add(pair)
                        if x_advance(getattr(record, "Value2", None), pair):
                            raise SystemExit(f"{pair}: the second glyph moves; a kern table cannot hold it")
                        totals[pair] = totals.get(pair, 0) + x_advance(record.Value1, pair)
            elif table.Format == 2:
                first_classes, second_classes = table.ClassDef1.classDefs, table.ClassDef2.classDefs
                for first in table.Coverage.glyphs:
                    row = table.Class1Record[first_classes.get(first, 0)].Class2Record
                    for second in glyphs:
                        pair = (first, second)
                        if pair in done:
                            continue
                        done.add(pair)
                        record = row[second_classes.get(second, 0)]
                        if x_advance(getattr(record, "Value2", None), pair):
                            raise SystemExit(f"{pair}: the second glyph moves; a kern table cannot hold it")
                        totals[pair] = totals.get(pair, 0) + x_advance(record.Value1, pair)
            else:
                raise SystemExit(f"PairPos format {table.Format}")
    return {pair: value for pair, value in totals.items() if value != 0}


def to_truetype(font):
    """CFF to quadratic glyf (fontTools' otf2ttf recipe): cu2qu within 1 unit, contours reversed."""
    glyph_order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyphs = {}
    for name in glyph_order:
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, max_err=1.0, reverse_direction=True))
        glyphs[name] = pen.glyph()
    font["loca"] = newTable("loca")
    font["glyf"] = glyf = newTable("glyf")
    glyf.glyphOrder = glyph_order
    glyf.glyphs = glyphs
    del font["CFF "]
    glyf.compile(font)
    hmtx = font["hmtx"]
    for name, glyph in glyf.glyphs.items():
        if hasattr(glyph, "xMin"):
            hmtx[name] = (hmtx[name][0], glyph.xMin)
    font["maxp"] = maxp = newTable("maxp")
    maxp.tableVersion = 0x00010000
    maxp.maxZones = 1
    for field in ("maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                  "maxStackElements", "maxSizeOfInstructions", "maxComponentElements"):
        setattr(maxp, field, 0)
    maxp.compile(font)
    font.sfntVersion = "\000\001\000\000"


def make_weight(otf_dir, weight):
    font = subset_font(os.path.join(otf_dir, f"Inter-{weight}.otf"))
    kerned = set(subset_font(os.path.join(otf_dir, f"Inter-{weight}.otf"), KERNED_UNICODES).getGlyphOrder())
    pairs = {pair: value for pair, value in flatten_kerning(font).items() if pair[0] in kerned and pair[1] in kerned}
    to_truetype(font)
    for tag in ("GSUB", "GPOS", "GDEF"):
        if tag in font:
            del font[tag]
    kern = newTable("kern")
    kern.version = 0
    table = KernTable_format_0()
    table.version, table.format, table.coverage, table.tupleIndex = 0, 0, 1, None
    table.kernTable = pairs
    kern.kernTables = [table]
    font["kern"] = kern
    if len(pairs) * 6 + 14 > 0xFFFF:
        raise SystemExit(f"{weight}: {len(pairs)} kerning pairs overflow a kern subtable's 16-bit length")
    post = font["post"]
    post.formatType = 3.0
    font.recalcTimestamp = False
    path = os.path.join(FONTS_DIR, f"Inter-{weight}.ttf")
    font.save(path)
    print(f"{path}: {os.path.getsize(path)} bytes, {len(font.getGlyphOrder())} glyphs, {len(pairs)} kerning pairs")
    return path


def check_kerning_with_harfbuzz(otf_path, ttf_path):
    """Every pair of printable ASCII characters shaped by HarfBuzz from the original OpenType
    font (kerning on, ligatures and contextual alternates off) moves the first glyph's advance by
    exactly what the flattened kern table says: the flattening reads GPOS as a shaper does. Needs
    uharfbuzz; skipped with a note without it."""
    try:
        import uharfbuzz as hb
    except ImportError:
        print("uharfbuzz is not installed: kerning not checked against HarfBuzz")
        return
    font = hb.Font(hb.Face(hb.Blob.from_file_path(otf_path)))
    features = {"kern": True, "liga": False, "calt": False, "clig": False, "dlig": False}
    ttf = TTFont(ttf_path)
    cmap, kern, hmtx = ttf.getBestCmap(), ttf["kern"].kernTables[0].kernTable, ttf["hmtx"]
    checked = 0
    for left in map(chr, range(0x21, 0x7F)):
        for right in map(chr, range(0x21, 0x7F)):
            buffer = hb.Buffer()
            buffer.add_str(left + right)
            buffer.guess_segment_properties()
            hb.shape(font, buffer, features)
            if len(buffer.glyph_positions) != 2:
                continue
            shaped = buffer.glyph_positions[0].x_advance - hmtx[cmap[ord(left)]][0]
            flattened = kern.get((cmap[ord(left)], cmap[ord(right)]), 0)
            if shaped != flattened:
                raise SystemExit(f"{ttf_path}: {left}{right} kerns {flattened} here, {shaped} in HarfBuzz")
            checked += 1
    print(f"{ttf_path}: {checked} ASCII pairs kern as HarfBuzz shapes them")


def glyph_record(font, glyph_id):
    """What the Swift reader must reproduce for one glyph: its points exactly, and its area."""
    glyf = font["glyf"]
    name = font.getGlyphName(glyph_id)
    glyph = glyf[name]
    coordinates, end_points, flags = glyph.getCoordinates(glyf)
    record = {
        "glyph": glyph_id,
        "advance": font["hmtx"][name][0],
        "leftSideBearing": font["hmtx"][name][1],
        "contours": len(end_points),
        "points": len(coordinates),
        "onCurve": sum(1 for flag in flags if flag & 1),
    }
    if len(coordinates):
        xs = [x for x, _ in coordinates]
        ys = [y for _, y in coordinates]
        record["box"] = [min(xs), min(ys), max(xs), max(ys)]
        pen = AreaPen(font.getGlyphSet())
        font.getGlyphSet()[name].draw(pen)
        record["area"] = abs(pen.value)
    return record


def expectations(path):
    font = TTFont(path)
    cmap = font.getBestCmap()
    ids = {name: font.getGlyphID(name) for name in font.getGlyphOrder()}
    characters = {}
    for character in CHECKED_CHARACTERS:
        characters[character] = glyph_record(font, ids[cmap[ord(character)]])
    kern = font["kern"].kernTables[0].kernTable
    kerning = {}
    for pair in CHECKED_PAIRS:
        left, right = cmap[ord(pair[0])], cmap[ord(pair[1])]
        kerning[pair] = kern.get((left, right), 0)
    hhea = font["hhea"]
    return {
        "unitsPerEm": font["head"].unitsPerEm,
        "ascender": hhea.ascent,
        "descender": hhea.descent,
        "lineGap": hhea.lineGap,
        "glyphCount": font["maxp"].numGlyphs,
        "kerningPairCount": len(kern),
        "mappedCharacters": len(cmap),
        "characters": characters,
        "kerning": kerning,
    }


def make_composite_test_font():
    """A tiny font whose glyphs are composites of every kind the reader decodes: an offset, a
    uniform scale, x and y scales, a 2×2 transform, a composite of a composite, and a component
    placed by matching points. Its cmap holds a character past U+FFFF, so it has a format 12
    subtable. Inter's converted glyphs are all simple, so this is where composites are tested."""
    names = [".notdef", "base", "shifted", "scaled", "stretched", "sheared", "nested", "matched"]
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap({0x41: "base", 0x42: "shifted", 0x43: "scaled", 0x44: "stretched",
                               0x45: "sheared", 0x46: "nested", 0x47: "matched", 0x1F600: "base"})
    pen = TTGlyphPen(None)
    # A square and a triangle with off-curve points, one run of two (an implied on-curve point).
    pen.moveTo((100, 0)); pen.lineTo((100, 500)); pen.lineTo((400, 500)); pen.lineTo((400, 0)); pen.closePath()
    pen.moveTo((500, 0)); pen.qCurveTo((550, 300), (650, 300), (700, 0)); pen.closePath()
    base = pen.glyph()
    notdef = TTGlyphPen(None).glyph()

    def composite(components):
        pen = TTGlyphPen(set(names))  # only asked whether a component's glyph exists
        for name, transform in components:
            pen.addComponent(name, transform)
        return pen.glyph()

    glyphs = {
        ".notdef": notdef, "base": base,
        "shifted": composite([("base", (1, 0, 0, 1, 30, -20))]),
        "scaled": composite([("base", (0.5, 0, 0, 0.5, 10, 10))]),
        "stretched": composite([("base", (1.5, 0, 0, 0.75, -5, 40))]),
        "sheared": composite([("base", (0.8, 0.25, -0.3, 1.1, 12, 7)), ("base", (1, 0, 0, 1, 800, 0))]),
    }
    glyphs["nested"] = composite([("sheared", (1, 0, 0, 1, 0, 100)), ("scaled", (1, 0, 0, 1, 0, 0))])
    builder.setupGlyf(glyphs)
    # A component placed by point matching: base's point 2 lands on shifted's point 5.
    from fontTools.ttLib.tables._g_l_y_f import GlyphComponent
    glyf = builder.font["glyf"]
    matched = composite([("shifted", (1, 0, 0, 1, 0, 0))])
    component = GlyphComponent()
    component.glyphName, component.firstPt, component.secondPt, component.flags = "base", 5, 2, 0
    matched.components.append(component)
    glyf["matched"] = matched
    builder.setupHorizontalMetrics({name: (900, 0) for name in names})
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupMaxp()
    builder.setupPost()
    builder.font.recalcTimestamp = False
    # A fixed date, so the file's bytes do not depend on when the script ran.
    builder.font["head"].created = builder.font["head"].modified = timestampFromString("Mon Jan  1 00:00:00 2024")
    path = os.path.join(EXPECTATIONS_DIR, "composite_test.ttf")
    builder.save(path)
    font = TTFont(path)
    glyf = font["glyf"]
    records = {}
    for name in names[1:]:
        coordinates, end_points, flags = glyf[name].getCoordinates(glyf)
        records[name] = {
            "glyph": font.getGlyphID(name),
            "endPoints": list(end_points),
            "points": [[float(x), float(y), bool(flag & 1)] for (x, y), flag in zip(coordinates, flags)],
        }
    return records


def write_embedded_fonts():
    """EmbeddedFonts.swift: each weight's .ttf as one base64 string literal (a string literal
    compiles in milliseconds where an array literal of the same bytes takes minutes)."""
    import base64
    lines = ["// Generated by scripts/make_fonts.py from the Inter-*.ttf files beside this one (SIL OFL 1.1,",
             "// see OFL.txt). Do not edit: run `python3 scripts/make_fonts.py --embed` after changing a font.",
             "",
             "/// The bundled fonts' bytes, base64-encoded.",
             "enum EmbeddedFonts {"]
    for weight in WEIGHTS:
        with open(os.path.join(FONTS_DIR, f"Inter-{weight}.ttf"), "rb") as source:
            encoded = base64.b64encode(source.read()).decode("ascii")
        name = weight[0].lower() + weight[1:]
        lines.append(f'    static let {name} = "{encoded}"')
    lines.append("}")
    path = os.path.join(FONTS_DIR, "EmbeddedFonts.swift")
    with open(path, "w", encoding="ascii") as out:
        out.write("\n".join(lines) + "\n")
    print(f"{path}: {os.path.getsize(path)} bytes")


def main():
    if sys.argv[1:] == ["--embed"]:
        write_embedded_fonts()
        return
    otf_dir = sys.argv[1] if len(sys.argv) > 1 else "/tmp/inter/usr/share/fonts/opentype/inter"
    copyright_file = sys.argv[2] if len(sys.argv) > 2 else "/tmp/inter/usr/share/doc/fonts-inter/copyright"
    os.makedirs(FONTS_DIR, exist_ok=True)
    os.makedirs(EXPECTATIONS_DIR, exist_ok=True)
    result = {"weights": {}}
    for weight in WEIGHTS:
        path = make_weight(otf_dir, weight)
        check_kerning_with_harfbuzz(os.path.join(otf_dir, f"Inter-{weight}.otf"), path)
        result["weights"][weight.lower()] = expectations(path)
    result["composites"] = make_composite_test_font()
    with open(os.path.join(EXPECTATIONS_DIR, "font_expectations.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True, ensure_ascii=False)
        out.write("\n")
    write_licence(otf_dir, copyright_file)
    write_embedded_fonts()


def write_licence(otf_dir, copyright_file):
    """OFL.txt: the font's own copyright notice, then the licence text from Debian's copyright
    file (its `License: OFL-1.1` paragraph, unindented). Inter names no Reserved Font Name."""
    notice = TTFont(os.path.join(otf_dir, "Inter-Regular.otf"))["name"].getDebugName(0)
    lines, inside = [], False
    with open(copyright_file, encoding="utf-8") as source:
        for line in source:
            if line.startswith("License: OFL-1.1") and not line.strip().endswith("Apache-2.0"):
                inside = True
                continue
            if inside:
                if not line.startswith(" "):
                    break
                text = line[1:].rstrip("\n")
                lines.append("" if text == "." else text)
    with open(os.path.join(FONTS_DIR, "OFL.txt"), "w", encoding="utf-8") as out:
        out.write(f"{notice} (https://github.com/rsms/inter)\n")
        out.write("Inter-Regular/Medium/SemiBold/Bold.ttf here are Modified Versions: subset, converted to\n")
        out.write("TrueType outlines and with GPOS kerning flattened to a kern table by scripts/make_fonts.py.\n\n")
        out.write("This Font Software is licensed under the SIL Open Font License, Version 1.1.\n")
        out.write("This license is copied below, and is also available with a FAQ at:\nhttp://scripts.sil.org/OFL\n\n")
        out.write("-----------------------------------------------------------\n")
        out.write("SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007\n")
        out.write("-----------------------------------------------------------\n\n")
        out.write("\n".join(lines).rstrip("\n") + "\n")


if __name__ == "__main__":
    main()
