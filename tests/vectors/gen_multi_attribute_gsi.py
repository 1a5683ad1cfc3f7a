#!/usr/bin/env python3
# Usage: python3 tests/vectors/gen_multi_attribute_gsi.py build/native/keyscape tests/vectors/exec_multi_attribute_gsi.json
# (review every recorded response by hand before committing a regenerated file).
# Builds tests/vectors/exec_multi_attribute_gsi.json: runs each case through `keyscape exec`
# and records the responses of the steps marked expect=True.
import json, subprocess, sys
BIN = sys.argv[1]; OUT = sys.argv[2]
S = lambda v: {"S": v}; N = lambda v: {"N": str(v)}; B = lambda v: {"B": v}
DEFS = [{"AttributeName": "pk", "AttributeType": "S"}, {"AttributeName": "tenant", "AttributeType": "S"},
        {"AttributeName": "site", "AttributeType": "N"}, {"AttributeName": "cat", "AttributeType": "S"},
        {"AttributeName": "score", "AttributeType": "N"}, {"AttributeName": "tag", "AttributeType": "B"}]
def ks(*pairs): return [{"AttributeName": a, "KeyType": t} for a, t in pairs]
GSI_KS = ks(("tenant", "HASH"), ("site", "HASH"), ("cat", "RANGE"), ("score", "RANGE"), ("tag", "RANGE"))
def create(gsi_ks=GSI_KS, defs=DEFS, table_ks=ks(("pk", "HASH")), lsis=None):
    r = {"TableName": "Things", "BillingMode": "PAY_PER_REQUEST", "AttributeDefinitions": defs, "KeySchema": table_ks,
         "GlobalSecondaryIndexes": [{"IndexName": "byTenantRegion", "KeySchema": gsi_ks, "Projection": {"ProjectionType": "ALL"}}]}
    if lsis: r["LocalSecondaryIndexes"] = lsis
    return {"op": "CreateTable", "request": r}
def put(pk, **a):
    item = {"pk": S(pk)}
    for k, v in a.items(): item[k] = v
    return {"op": "PutItem", "request": {"TableName": "Things", "Item": item}}
def q(kce, values, expect=True, **extra):
    r = {"TableName": "Things", "IndexName": "byTenantRegion", "KeyConditionExpression": kce, "ExpressionAttributeValues": values}
    r.update(extra)
    return {"op": "Query", "request": r, "expect": expect}
def item(pk, t, r, c, s, g): return put(pk, tenant=S(t), site=N(r), cat=S(c), score=N(s), tag=B(g))
PART = {":t": S("acme"), ":r": N(7)}
ITEMS = [item("i1", "acme", 7, "b", 10, "AA=="), item("i2", "acme", 7, "b", 9, "AA=="),
         item("i3", "acme", 7, "a", 100, "/w=="), item("i4", "acme", 7, "b", -5, "AA=="),
         item("i5", "acme", 7, "b", 10, "/w=="), item("i6", "acme", 7, "b", 10, "AP8="),
         item("i7", "acme", 8, "a", 1, "AA=="), item("i8", "acme", 7, "ab", 0, "AQ=="),
         # same canonical bytes as ("acme", 7) for the placement hash: "acme7" + "" ...
         item("i9", "acme7", 7, "a", 1, "AA=="), item("i10", "acme", 77, "a", 1, "AA==")]
cases = []
def case(name, steps): cases.append({"name": name, "steps": steps})

case("CreateTable and DescribeTable keep a multi-attribute KeySchema as given (2 HASH, 3 RANGE, S/N/B)", [
    dict(create(), expect=True),
    {"op": "DescribeTable", "request": {"TableName": "Things"}, "expect": True}])
case("the index orders by the sort tuple (S, then N numerically, then B unsigned), left to right; other partition tuples stay out", [
    create(), *ITEMS,
    q("tenant = :t AND site = :r", PART, ProjectionExpression="pk, cat, score, tag"),
    q("tenant = :t AND site = :r", PART, ProjectionExpression="pk", ScanIndexForward=False),
    q("site = :r AND tenant = :t", {":t": S("acme7"), ":r": N(7)}, ProjectionExpression="pk"),
    q("tenant = :t AND site = :r", {":t": S("acme"), ":r": N(8)}, ProjectionExpression="pk"),
    q("tenant = :t AND site = :r", {":t": S("acme"), ":r": N(77)}, ProjectionExpression="pk")])
EIGHT = ["h1", "h2", "h3", "h4", "r1", "r2", "r3", "r4"]
case("the limits: 4 HASH and 4 RANGE attributes, queried with all 8 conditions", [
    create(ks(*[(n, "HASH" if n[0] == "h" else "RANGE") for n in EIGHT]),
           [DEFS[0]] + [{"AttributeName": n, "AttributeType": "N" if n in ("h2", "r2") else "S"} for n in EIGHT]),
    put("x1", h1=S("a"), h2=N(1), h3=S("c"), h4=S("d"), r1=S("e"), r2=N(2), r3=S("g"), r4=S("h")),
    put("x2", h1=S("a"), h2=N(1), h3=S("c"), h4=S("d"), r1=S("e"), r2=N(2), r3=S("g"), r4=S("i")),
    put("x3", h1=S("a"), h2=N(1), h3=S("c"), h4=S("x"), r1=S("e"), r2=N(2), r3=S("g"), r4=S("h")),
    q("h1 = :a AND h2 = :b AND h3 = :c AND h4 = :d AND r1 = :e AND r2 = :f AND r3 = :g AND r4 > :h",
      {":a": S("a"), ":b": N(1), ":c": S("c"), ":d": S("d"), ":e": S("e"), ":f": N(2), ":g": S("g"), ":h": S("h")}, ProjectionExpression="pk"),
    q("h1 = :a AND h2 = :b AND h3 = :c AND h4 = :d", {":a": S("a"), ":b": N(1), ":c": S("c"), ":d": S("d")}, ProjectionExpression="pk")])
case("sort attributes constrained left to right: = on a prefix, then one range condition on the last given", [
    create(), *ITEMS,
    q("tenant = :t AND site = :r AND cat = :c", {**PART, ":c": S("b")}, ProjectionExpression="pk"),
    q("tenant = :t AND site = :r AND cat = :c AND score > :s", {**PART, ":c": S("b"), ":s": N(9)}, ProjectionExpression="pk"),
    q("tenant = :t AND site = :r AND cat = :c AND score BETWEEN :lo AND :hi", {**PART, ":c": S("b"), ":lo": N(-5), ":hi": N(9)}, ProjectionExpression="pk"),
    q("tenant = :t AND site = :r AND cat = :c AND score = :s AND tag >= :g", {**PART, ":c": S("b"), ":s": N(10), ":g": B("AP8=")}, ProjectionExpression="pk"),
    q("tenant = :t AND site = :r AND cat = :c AND score = :s AND begins_with(tag, :g)", {**PART, ":c": S("b"), ":s": N(10), ":g": B("AA==")}, ProjectionExpression="pk"),
    q("tenant = :t AND site = :r AND begins_with(cat, :c)", {**PART, ":c": S("a")}, ProjectionExpression="pk"),
    q("tenant = :t AND site = :r AND cat < :c", {**PART, ":c": S("b")}, ProjectionExpression="pk"),
    {"op": "Query", "request": {"TableName": "Things", "IndexName": "byTenantRegion", "ProjectionExpression": "pk", "KeyConditions": {
        "tenant": {"ComparisonOperator": "EQ", "AttributeValueList": [S("acme")]},
        "site": {"ComparisonOperator": "EQ", "AttributeValueList": [N(7)]},
        "cat": {"ComparisonOperator": "EQ", "AttributeValueList": [S("b")]},
        "score": {"ComparisonOperator": "LE", "AttributeValueList": [N(9)]}}}, "expect": True}])
case("an item missing any key attribute of the index (or with another type) is not in it", [
    create(), item("full", "acme", 7, "a", 1, "AA=="),
    put("noSite", tenant=S("acme"), cat=S("a"), score=N(1), tag=B("AA==")),
    put("noTag", tenant=S("acme"), site=N(7), cat=S("a"), score=N(1)),
    put("noCat", tenant=S("acme"), site=N(7), score=N(1), tag=B("AA==")),
    q("tenant = :t AND site = :r", PART, ProjectionExpression="pk"),
    {"op": "Scan", "request": {"TableName": "Things", "IndexName": "byTenantRegion", "ProjectionExpression": "pk"}, "expect": True},
    dict(put("badType", tenant=S("acme"), site=S("7"), cat=S("a"), score=N(1), tag=B("AA==")), expect=True),
    dict(put("emptyCat", tenant=S("acme"), site=N(7), cat=S(""), score=N(1), tag=B("AA==")), expect=True)])
E = lambda kce, vals: q(kce, vals)
case("Query validation on a multi-attribute key", [
    create(),
    E("tenant = :t", {":t": S("acme")}),
    E("site = :r AND cat = :c", {":r": N(7), ":c": S("a")}),
    E("tenant = :t AND site = :r AND score > :s", {**PART, ":s": N(1)}),
    E("tenant = :t AND site = :r AND cat > :c AND score = :s", {**PART, ":c": S("a"), ":s": N(1)}),
    E("tenant = :t AND site = :r AND tag = :g", {**PART, ":g": B("AA==")}),
    E("tenant = :t AND site = :r AND cat = :c AND begins_with(score, :s) AND tag = :g", {**PART, ":c": S("a"), ":s": N(1), ":g": B("AA==")}),
    E("tenant = :t AND site > :r", PART),
    E("tenant = :t AND site = :r AND cat = :c", {**PART, ":c": N(1)}),
    E("tenant = :t AND site = :r AND flavour = :c", {**PART, ":c": S("a")}),
    E("tenant = :t AND site = :r AND cat = :c AND score = :s AND tag = :g AND flavour = :o", {**PART, ":c": S("a"), ":s": N(1), ":g": B("AA=="), ":o": S("x")}),
    E("tenant = :t AND site = :r AND cat = :c AND a1 = :c AND a2 = :c AND a3 = :c AND a4 = :c AND a5 = :c AND a6 = :c", {**PART, ":c": S("a")}),
    E("tenant = :t AND site = :r AND cat = :c", {**PART, ":c": S("")})])
def bad_create(gsi_ks, defs=DEFS, **kw): return dict(create(gsi_ks, defs, **kw), expect=True)
case("CreateTable validation of multi-attribute keys", [
    bad_create(ks(("tenant", "HASH"), ("site", "HASH"), ("a", "HASH"), ("b", "HASH"), ("c", "HASH")),
               DEFS + [{"AttributeName": n, "AttributeType": "S"} for n in ("a", "b", "c")]),
    bad_create(ks(("tenant", "HASH"), ("cat", "RANGE"), ("a", "RANGE"), ("b", "RANGE"), ("c", "RANGE"), ("d", "RANGE")),
               DEFS + [{"AttributeName": n, "AttributeType": "S"} for n in ("a", "b", "c", "d")]),
    bad_create(ks(("tenant", "HASH"), ("cat", "RANGE"), ("site", "HASH"))),
    bad_create(ks(("tenant", "HASH"), ("site", "HASH"), ("tenant", "RANGE"))),
    bad_create(ks(("tenant", "HASH"), ("cat", "RANGE"), ("cat", "RANGE"))),
    bad_create(ks(("cat", "RANGE"), ("tenant", "HASH"))),
    bad_create(ks(*[("tenant", "HASH")] * 9)),
    bad_create(ks(("tenant", "HASH"), ("site", "HASH"), ("nope", "RANGE"))),
    dict(create(ks(("tenant", "HASH")), table_ks=ks(("pk", "HASH"), ("cat", "HASH"))), expect=True),
    dict(create(ks(("tenant", "HASH"), ("site", "HASH"), ("score", "RANGE"), ("tag", "RANGE")),
                table_ks=ks(("pk", "HASH"), ("cat", "RANGE")),
                lsis=[{"IndexName": "localTwo", "KeySchema": ks(("pk", "HASH"), ("cat", "RANGE"), ("score", "RANGE")), "Projection": {"ProjectionType": "ALL"}}]), expect=True)])
LEK_PAGE = dict(ProjectionExpression="pk", Limit=2)
case("paging: the LastEvaluatedKey carries every index key attribute and the table key; ExclusiveStartKey resumes after it", [
    create(), *ITEMS,
    q("tenant = :t AND site = :r", PART, **LEK_PAGE),
    q("tenant = :t AND site = :r", PART, ExclusiveStartKey={"pk": S("i8"), "tenant": S("acme"), "site": N(7), "cat": S("ab"), "score": N(0), "tag": B("AQ==")}, **LEK_PAGE),
    q("tenant = :t AND site = :r AND cat = :c", {**PART, ":c": S("b")}, ExclusiveStartKey={"pk": S("i1"), "tenant": S("acme"), "site": N(7), "cat": S("b"), "score": N(10), "tag": B("AA==")}, **LEK_PAGE),
    q("tenant = :t AND site = :r AND cat = :c", {**PART, ":c": S("b")}, ExclusiveStartKey={"pk": S("i3"), "tenant": S("acme"), "site": N(7), "cat": S("a"), "score": N(100), "tag": B("/w==")}, **LEK_PAGE),
    q("tenant = :t AND site = :r", PART, ExclusiveStartKey={"pk": S("i7"), "tenant": S("acme"), "site": N(8), "cat": S("a"), "score": N(1), "tag": B("AA==")}, **LEK_PAGE),
    q("tenant = :t AND site = :r", PART, ExclusiveStartKey={"pk": S("i1"), "tenant": S("acme"), "site": N(7), "cat": S("b")}, **LEK_PAGE)])
case("UpdateTable Create adds a multi-attribute GSI, fills it from the items already there, and DescribeTable shows its KeySchema", [
    {"op": "CreateTable", "request": {"TableName": "Things", "BillingMode": "PAY_PER_REQUEST", "AttributeDefinitions": [DEFS[0]], "KeySchema": ks(("pk", "HASH"))}},
    *ITEMS[:8], put("sparse", tenant=S("acme"), site=N(7), cat=S("a")),
    {"op": "UpdateTable", "request": {"TableName": "Things", "AttributeDefinitions": DEFS, "GlobalSecondaryIndexUpdates": [
        {"Create": {"IndexName": "byTenantRegion", "KeySchema": GSI_KS, "Projection": {"ProjectionType": "KEYS_ONLY"}}}]}},
    q("tenant = :t AND site = :r AND cat = :c", {**PART, ":c": S("b")}),
    {"op": "DescribeTable", "request": {"TableName": "Things"}, "expect": True},
    {"op": "UpdateTable", "request": {"TableName": "Things", "AttributeDefinitions": DEFS, "GlobalSecondaryIndexUpdates": [
        {"Create": {"IndexName": "hashAfterRange", "KeySchema": ks(("tenant", "HASH"), ("cat", "RANGE"), ("site", "HASH")), "Projection": {"ProjectionType": "ALL"}}}]}, "expect": True}])
DESIGN = json.loads(r'''{"format": "keyscape-model", "version": 1, "name": "Tournament", "tables": [{"name": "Games", "partitionKey": {"name": "gameId", "type": "S"}, "globalSecondaryIndexes": [{"name": "ByTournament", "partitionKey": [{"name": "tournament", "type": "S"}, {"name": "round", "type": "N"}], "sortKey": [{"name": "court", "type": "S"}, {"name": "startsAt", "type": "S"}], "projection": {"type": "ALL"}}]}], "entities": [{"name": "Game", "table": "Games", "attributes": {"id": {"type": "S"}, "tournament": {"type": "S"}, "round": {"type": "N"}, "court": {"type": "S"}, "startsAt": {"type": "S"}}, "keys": {"gameId": "${id}", "tournament": "${tournament}", "round": "${round}", "court": "${court}", "startsAt": "${startsAt}"}}], "items": [{"entity": "Game", "values": {"id": "g1", "tournament": "open", "round": 1, "court": "A", "startsAt": "10:00"}}, {"entity": "Game", "values": {"id": "g2", "tournament": "open", "round": 1, "court": "B", "startsAt": "09:00"}}, {"entity": "Game", "values": {"id": "g3", "tournament": "open", "round": 2, "court": "A", "startsAt": "11:00"}}], "accessPatterns": [{"name": "Games of a round by court", "table": "Games", "index": "ByTournament", "operation": "Query", "key": {"partition": "${tournament}", "sort": {"op": "begins_with", "value": "A"}}, "parameters": {"tournament": "open", "round": "1"}, "expect": {"count": 1}}]}''')
case("a design with a multi-attribute GSI loads and its pattern runs (further partition attributes from parameters)", [
    {"op": "keyscape:RunAccessPatterns", "request": {"model": DESIGN}, "expect": True}])

out_cases = []
for c in cases:
    lines = "\n".join(json.dumps({"op": s["op"], "request": s["request"]}) for s in c["steps"]) + "\n"
    res = subprocess.run([BIN, "exec", "--fixed-clock", "0"], input=lines, capture_output=True, text=True, check=True)
    outs = res.stdout.splitlines()
    assert len(outs) == len(c["steps"]), c["name"]
    steps = []
    for s, o in zip(c["steps"], outs):
        st = {"op": s["op"], "request": s["request"]}
        if s.get("expect"): st["expect"] = json.loads(o)
        elif '"__type"' in o: print("UNEXPECTED ERROR", c["name"], s, o)
        steps.append(st)
    out_cases.append({"name": c["name"], "steps": steps})
doc = {"description": "Multi-attribute GSI keys (DynamoDB, November 2025): up to 4 HASH and 4 RANGE attributes in a GSI KeySchema, created, described, ordered by the sort tuple, sparse, queried with DynamoDB's left-to-right rules, paged, and added by UpdateTable. Messages DynamoDB was observed to give are used verbatim (RANGE key attributes ... must have equality conditions ...); the KeySchema shape messages are keyscape's own (no DynamoDB source found). dynalite does not support the feature, so there is no differential.", "cases": out_cases}
with open(OUT, "w") as f:
    f.write("{\n  \"description\": " + json.dumps(doc["description"]) + ",\n  \"cases\": [\n")
    for i, c in enumerate(out_cases):
        f.write("    {\n      \"name\": " + json.dumps(c["name"]) + ",\n      \"steps\": [\n")
        f.write(",\n".join("        " + json.dumps(s) for s in c["steps"]))
        f.write("\n      ]\n    }" + ("," if i + 1 < len(out_cases) else "") + "\n")
    f.write("  ]\n}\n")
