"""Reads the sample items and edge cases (builders.test.mjs) and prints what the exported
Python key builders (keys.py, next to this file) make of them, as JSON."""
import base64
import dataclasses
import json
import sys
import typing
from decimal import Decimal

import keys as builders

# Every type hint of the export resolves (a field must not hide a type its annotations name).
for entity in builders.ENTITIES.values():
    typing.get_type_hints(entity.cls)
    for table in (entity.build, entity.parse, entity.prefix):
        for function in table.values():
            typing.get_type_hints(function)
    for function in entity.parse.values():
        typing.get_type_hints(typing.get_type_hints(function)["return"])

with open(sys.argv[1], encoding="utf-8") as f:
    data = json.load(f, parse_float=Decimal)
types, templates = data["types"], data["templates"]


def typed(entity, name, v):
    return base64.b64decode(v) if types[entity].get(name) == "B" else v


def text(v):
    if isinstance(v, (bytes, bytearray)):
        return base64.b64encode(v).decode("ascii")
    return format(v, "f") if isinstance(v, Decimal) else str(v)


def fields_of(cls):
    """attribute name -> field name."""
    return {f.metadata["attribute"]: f.name for f in dataclasses.fields(cls)}


def template_attributes(entity, key):
    """The template's attributes in the order they first appear."""
    names, t = [], templates[entity][key]
    for piece in t.split("${")[1:]:
        name = piece.split("}")[0].split("|")[0]
        if name not in names:
            names.append(name)
    return names


def attempt(f):
    try:
        return f()
    except builders.KeyTemplateError as e:
        return {"error": str(e)}
    except Exception as e:  # noqa: BLE001 - reported, and the comparison fails
        return {"unexpected": repr(e)}


def item_keys(it):
    b = builders.ENTITIES[it["entity"]]
    fields = fields_of(b.cls)
    obj = b.cls(**{fields[n]: typed(it["entity"], n, v) for n, v in it["values"].items()})
    return {"keys": {k: text(v) for k, v in b.keys(obj).items()}}


def run_case(c):
    e, k = c["entity"], c["key"]
    b = builders.ENTITIES[e]
    names = template_attributes(e, k)
    if c["op"] == "render":
        return {"key": text(b.build[k](*[typed(e, n, c["values"][n]) for n in names]))}
    if c["op"] == "prefix":
        leading = [typed(e, n, c["values"][n]) for n in names if n in c["values"]]
        return {"prefix": b.prefix[k](*leading)}
    parsed = b.parse[k](c["text"])
    fields = fields_of(b.cls)
    values = {n: parsed[fields[n]] for n in names}
    return {"values": {n: text(v) for n, v in values.items()},
            "again": text(b.build[k](*[values[n] for n in names]))}


print(json.dumps({"keys": [attempt(lambda: item_keys(it)) for it in data["items"]],
                  "cases": [attempt(lambda: run_case(c)) for c in data["cases"]]}))
