# Independent generator for tests/vectors/partition_placement.json (python hashlib + decimal).
import base64, hashlib, json
from decimal import Decimal, getcontext
getcontext().prec = 200
PS = [1, 4, 7, 10]

def norm_number(text):
    d = Decimal(text)
    if d == 0:
        return "0"
    s = format(d.normalize(), 'f')
    return s

def starts(p):
    return [(i << 64) // p for i in range(p)]

def locate(pos, p):
    st = starts(p)
    idx = 0
    for i, s in enumerate(st):
        if s <= pos:
            idx = i
    return idx

def entry(typ, value, canonical_bytes, extra=None):
    d = hashlib.md5(canonical_bytes).digest()
    pos = int.from_bytes(d[:8], 'big')
    e = {"type": typ, "value": value}
    if extra:
        e.update(extra)
    e["canonicalHex"] = canonical_bytes.hex()
    e["md5"] = d.hex()
    e["position"] = "%016x" % pos
    e["partitions"] = {str(p): locate(pos, p) for p in PS}
    return e

keys = []
S = ["a", "alpha", "user#1", "USER#0001", "ORDER#2024-07-09T12:00:00Z", "2024-07-09",
     "2024-07-09#0", "2024-07-09#1", "2024-07-09#9", "with space", "\u00fc", "\u65e5\u672c\u8a9e",
     "\U0001F600", "a\u0000b", "x" * 55, "y" * 56, "z" * 64, "k" * 200,
     "customer-000017", "CUSTOMER#42"]
for s in S:
    keys.append(entry("S", s, s.encode("utf-8")))
N = ["0", "-0", "1", "-1", "1e3", "1000", "1000.000", "0.5", "-0.50", "3.14159", "+42", ".5",
     "12345678901234567890123456789012345678", "1E-130", "-1E-130",
     "9.9999999999999999999999999999999999999E+125", "123.456e-2", "17"]
for n in N:
    c = norm_number(n)
    keys.append(entry("N", n, c.encode("ascii"), {"canonical": c}))
B = [b"\x00", b"\x00\x01\x02", b"\xff" * 16, b"hello", bytes(range(64)), bytes(range(255, 155, -1))]
for b in B:
    keys.append(entry("B", base64.b64encode(b).decode("ascii"), b))

positions = set([0, (1 << 64) - 1, 1 << 63, (1 << 63) - 1])
for p in PS:
    for s in starts(p):
        positions.add(s)
        if s > 0:
            positions.add(s - 1)
        if s + 1 < (1 << 64):
            positions.add(s + 1)
pos_entries = [{"position": "%016x" % x, "partitions": {str(p): locate(x, p) for p in PS}}
               for x in sorted(positions)]

doc = {
    "description": "Golden partition placement vectors. position = first 8 bytes of MD5(canonical key bytes), "
                   "big-endian; partition i of P equal partitions starts at floor(i*2^64/P). Computed with "
                   "Python hashlib/decimal, independently of the keyscape engine.",
    "hashFunction": "md5-illustrative",
    "partitionCounts": PS,
    "rangeStarts": {str(p): ["%016x" % s for s in starts(p)] for p in PS},
    "keys": keys,
    "positions": pos_entries,
    "md5": [{"input": m, "md5": hashlib.md5(m.encode()).hexdigest()} for m in
            ["", "a", "abc", "message digest", "abcdefghijklmnopqrstuvwxyz",
             "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
             "1234567890" * 8]],
}
with open("/work/main/tests/vectors/partition_placement.json", "w") as f:
    json.dump(doc, f, indent=1, ensure_ascii=True)
    f.write("\n")
print(len(keys), len(pos_entries))
