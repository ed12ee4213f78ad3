"""Reading and writing Inventory/*.tsv (tab-separated, one header line, no quoting)."""
import os

COLUMNS = ["symbol", "kind", "signature", "availability", "status", "note", "header"]
STATUSES = ["modelled", "accepted", "fails-by-name", "missing"]
INVENTORY = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "Inventory")


def key(row):
    # Overloads share a symbol; the signature tells them apart.
    return (row["symbol"], row["signature"])


def read(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    head = lines[0].split("\t")
    assert head == COLUMNS, "unexpected columns in %s: %s" % (path, head)
    module = os.path.basename(path)[:-4]
    rows = []
    for line in lines[1:]:
        if line:
            row = dict(zip(COLUMNS, line.split("\t")))
            row["module"] = module
            rows.append(row)
    return rows


def write(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        f.write("\t".join(COLUMNS) + "\n")
        for r in rows:
            f.write("\t".join(r.get(c, "").replace("\t", " ") for c in COLUMNS) + "\n")


def modules():
    """[(module, rows)] for every Inventory/*.tsv, in name order."""
    return [(n[:-4], read(os.path.join(INVENTORY, n)))
            for n in sorted(os.listdir(INVENTORY)) if n.endswith(".tsv")]
