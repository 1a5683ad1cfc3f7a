// key-attribute-type (lint.h's rule table): an entity attribute that is, under its own
// name, a key attribute of a GSI of its table (multi-attribute keys are written this way)
// but declared with another type than the index's key. DynamoDB refuses to write such an
// item ("Type mismatch for Index Key"). A part of the lint rule table (context.h).
#include <string>
#include <vector>

#include "analysis/context.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/model/design.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::analysis::lint {

using model::AttributeSpec;
using model::Design;
using model::Entity;
using model::GlobalIndex;
using model::KeyAttribute;
using model::TableModel;

namespace {

constexpr char kWhy[] =
    "An item's value of an index key attribute must have the type the index declares: "
    "DynamoDB refuses a PutItem or UpdateItem whose value has another type (\"One or more "
    "parameter values were invalid: Type mismatch for Index Key\"). An N attribute used as "
    "an S key (or the other way) also sorts differently: numbers by value, strings by bytes.";

void CheckIndex(const Design& d, const Entity& e, const TableModel& t, const GlobalIndex& g,
                const std::vector<KeyAttribute>& keys, Findings* out) {
  for (const KeyAttribute& k : keys) {
    if (e.FindKey(k.name)) continue;  // built from a template: the key's own type
    const AttributeSpec* a = e.FindAttribute(k.name);
    if (!a || a->type == k.type) continue;
    FindingLocation l;
    l.table = t.name;
    l.index = g.name;
    l.entity = e.name;
    l.attribute = k.name;
    l.path = base::Child(
        base::Child(base::Child(base::Child("/entities", IndexOf(d, e)), "attributes"), k.name),
        "type");
    const std::string want = value::AttrTypeName(k.type);
    out->push_back(WithValue(
        Make("key-attribute-type", Severity::kError, l,
             "entity " + e.name + " declares " + k.name + " as " +
                 value::AttrTypeName(a->type) + ", but index " + g.name + " keys it as " + want,
             kWhy, "declare " + k.name + " of " + e.name + " as type " + want),
        want));
  }
}

}  // namespace

void KeyAttributeType(const Context& c, Findings* out) {
  for (const Entity& e : c.d.entities) {
    const TableModel* t = c.d.FindTable(e.table);
    if (!t) continue;
    for (const GlobalIndex& g : t->global_indexes) {
      CheckIndex(c.d, e, *t, g, g.partition_key, out);
      CheckIndex(c.d, e, *t, g, g.sort_key, out);
    }
  }
}

}  // namespace keyscape::analysis::lint
