// CheckDesign: the cross-references of a design whose sections are each well formed.
#include <optional>
#include <string>
#include <string_view>

#include "keyscape/base/json.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_template.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/number.h"
#include "read_internal.h"

namespace keyscape::model {

using base::Child;
using base::Json;
using base::PathError;
using base::Result;
using base::Status;
using value::AttrMap;
using value::AttrType;
using value::Number;
using value::ParseAttrMap;
namespace {

const char* TypeName(AttrType t) { return t == AttrType::kN ? "N" : t == AttrType::kB ? "B" : "S"; }

template <typename T>
Status CheckUnique(const std::vector<T>& v, const std::string& path, const char* what) {
  for (size_t i = 0; i < v.size(); ++i)
    for (size_t k = 0; k < i; ++k)
      if (v[i].name == v[k].name)
        return PathError(Child(Child(path, i), "name"),
                         std::string(what) + " " + v[i].name + " is defined twice");
  return Status::Ok();
}

// One type per attribute name across the table's and its indexes' keys (DynamoDB's
// AttributeDefinitions), LSIs only with a table sort key.
Status CheckTable(const TableModel& t, const std::string& path) {
  std::vector<KeyAttribute> seen;
  auto check = [&](const KeyAttribute& k, const std::string& where) -> Status {
    for (const KeyAttribute& s : seen)
      if (s.name == k.name && s.type != k.type)
        return PathError(where, "attribute " + k.name + " is " + TypeName(k.type) + " here but " +
                                    TypeName(s.type) + " in another key");
    seen.push_back(k);
    return Status::Ok();
  };
  KS_RETURN_IF_ERROR(check(t.partition_key, Child(path, "partitionKey")));
  if (t.sort_key) KS_RETURN_IF_ERROR(check(*t.sort_key, Child(path, "sortKey")));
  if (t.sort_key && t.sort_key->name == t.partition_key.name)
    return PathError(Child(path, "sortKey"), "the sort key must differ from the partition key");
  const std::string gpath = Child(path, "globalSecondaryIndexes");
  if (t.global_indexes.size() > 20) return PathError(gpath, "a table has at most 20 GSIs");
  KS_RETURN_IF_ERROR(CheckUnique(t.global_indexes, gpath, "index"));
  for (size_t i = 0; i < t.global_indexes.size(); ++i) {
    for (const KeyAttribute& k : t.global_indexes[i].partition_key)
      KS_RETURN_IF_ERROR(check(k, Child(Child(gpath, i), "partitionKey")));
    for (const KeyAttribute& k : t.global_indexes[i].sort_key)
      KS_RETURN_IF_ERROR(check(k, Child(Child(gpath, i), "sortKey")));
  }
  const std::string lpath = Child(path, "localSecondaryIndexes");
  if (!t.local_indexes.empty() && !t.sort_key)
    return PathError(lpath, "local secondary indexes need a table with a sort key");
  if (t.local_indexes.size() > 5) return PathError(lpath, "a table has at most 5 LSIs");
  KS_RETURN_IF_ERROR(CheckUnique(t.local_indexes, lpath, "index"));
  for (size_t i = 0; i < t.local_indexes.size(); ++i) {
    if (t.FindGlobalIndex(t.local_indexes[i].name))
      return PathError(Child(Child(lpath, i), "name"),
                       "index " + t.local_indexes[i].name + " is defined twice");
    KS_RETURN_IF_ERROR(check(t.local_indexes[i].sort_key, Child(Child(lpath, i), "sortKey")));
  }
  return Status::Ok();
}

// The type of the first of t.AllKeyAttributes() named `attr`, found in the same order
// without building that list (this runs for every entity key).
std::optional<AttrType> KeyType(const TableModel& t, std::string_view attr) {
  if (t.partition_key.name == attr) return t.partition_key.type;
  if (t.sort_key && t.sort_key->name == attr) return t.sort_key->type;
  for (const GlobalIndex& g : t.global_indexes) {
    for (const KeyAttribute& k : g.partition_key)
      if (k.name == attr) return k.type;
    for (const KeyAttribute& k : g.sort_key)
      if (k.name == attr) return k.type;
  }
  for (const LocalIndex& l : t.local_indexes)
    if (l.sort_key.name == attr) return l.sort_key.type;
  return std::nullopt;
}

Status CheckEntityKeys(const Entity& e, const TableModel& t, const std::string& path) {
  const std::string kpath = Child(path, "keys");
  for (const EntityKey& k : e.keys) {
    auto p = [&] { return Child(kpath, k.attribute); };  // built for an error only
    std::optional<AttrType> type = KeyType(t, k.attribute);
    if (!type)
      return PathError(
          p(), k.attribute + " is not a key attribute of table " + t.name + " or its indexes");
    if (*type != AttrType::kS && !k.key_template.IsSinglePlaceholder())
      return PathError(p(), std::string("the key attribute has type ") + TypeName(*type) +
                                ": its template must be exactly one placeholder");
    for (const TemplatePart& part : k.key_template.parts())
      if (part.placeholder && !e.FindAttribute(part.text))
        return PathError(p(), "template refers to attribute " + part.text + ", which entity " +
                                  e.name + " does not define");
  }
  std::vector<const KeyAttribute*> needed = {&t.partition_key};
  if (t.sort_key) needed.push_back(&*t.sort_key);
  for (const KeyAttribute* k : needed)
    if (!e.FindKey(k->name) && !e.FindAttribute(k->name))
      return PathError(kpath,
                       "needs a template for " + k->name + ", a key attribute of table " + t.name);
  return Status::Ok();
}

Status CheckEntities(const Design& d) {
  KS_RETURN_IF_ERROR(CheckUnique(d.entities, "/entities", "entity"));
  for (size_t i = 0; i < d.entities.size(); ++i) {
    const Entity& e = d.entities[i];
    const std::string path = Child("/entities", i);
    const TableModel* t = d.FindTable(e.table);
    if (!t) return PathError(Child(path, "table"), "there is no table " + e.table);
    KS_RETURN_IF_ERROR(CheckEntityKeys(e, *t, path));
  }
  return Status::Ok();
}

// An N attribute's value and an allowed value that are the same number, each written as a
// JSON number or as its text (3, "3", 3.0).
bool SameNumber(const AttributeSpec& a, const Json& x, const Json& y) {
  if (a.type != AttrType::kN) return false;
  Result<Number> nx = Number::Parse(x.is_number() ? x.number_text() : x.string_value());
  Result<Number> ny = Number::Parse(y.is_number() ? y.number_text() : y.string_value());
  return nx.ok() && ny.ok() && *nx == *ny;
}

// Dump(x) == Dump(y), without printing the common kinds: a string's or a number's text is
// its printed text's only source.
bool SamePrinted(const Json& x, const Json& y) {
  if (x.kind() != y.kind() || x.is_verbatim() || y.is_verbatim()) return x.Dump() == y.Dump();
  if (x.is_string()) return x.string_value() == y.string_value();
  if (x.is_number()) return x.number_text() == y.number_text();
  return x.Dump() == y.Dump();
}

// The problem of value `v` of attribute `a`; "" when there is none.
std::string ValueProblem(const AttributeSpec& a, const Json& v) {
  if (a.type == AttrType::kS && !v.is_string())
    return "attribute " + a.name + " has type S: the value must be a string";
  if (a.type == AttrType::kB && !v.is_string())
    return "attribute " + a.name + " has type B: the value must be base64 text";
  if (a.type == AttrType::kN) {
    Result<Number> n = Number::Parse(v.is_number() ? v.number_text() : v.string_value());
    if (!n.ok()) return "attribute " + a.name + " has type N: " + n.status().message();
  }
  if (a.allowed_values.empty()) return "";
  for (const Json& allowed : a.allowed_values)
    if (SamePrinted(allowed, v) || SameNumber(a, allowed, v)) return "";
  return "value " + v.Dump() + " is not one of the values attribute " + a.name + " allows";
}

Status CheckItems(const Design& d) {
  for (size_t i = 0; i < d.items.size(); ++i) {
    const SampleItem& s = d.items[i];
    const std::string path = Child("/items", i);
    if (s.table) {
      if (!d.FindTable(*s.table))
        return PathError(Child(path, "table"), "there is no table " + *s.table);
      Result<AttrMap> item = ParseAttrMap(s.item);
      if (!item.ok()) return PathError(Child(path, "item"), item.status().message());
      continue;
    }
    const Entity* e = d.FindEntity(*s.entity);
    if (!e) return PathError(Child(path, "entity"), "there is no entity " + *s.entity);
    for (const auto& [name, v] : s.values.members()) {
      const AttributeSpec* a = e->FindAttribute(name);
      // The value's path is built for an error only (this runs for every sample value).
      if (!a)
        return PathError(Child(Child(path, "values"), name),
                         "entity " + e->name + " has no attribute " + name);
      if (std::string problem = ValueProblem(*a, v); !problem.empty())
        return PathError(Child(Child(path, "values"), name), problem);
    }
    for (const AttributeSpec& a : e->attributes)
      if (a.required && !s.values.Find(a.name))
        return PathError(Child(path, "values"),
                         "attribute " + a.name + " of entity " + e->name + " is required");
  }
  return Status::Ok();
}

}  // namespace

Status CheckDesign(const Design& d) {
  KS_RETURN_IF_ERROR(CheckUnique(d.tables, "/tables", "table"));
  for (size_t i = 0; i < d.tables.size(); ++i)
    KS_RETURN_IF_ERROR(CheckTable(d.tables[i], Child("/tables", i)));
  KS_RETURN_IF_ERROR(CheckEntities(d));
  KS_RETURN_IF_ERROR(CheckItems(d));
  return CheckPatterns(d);
}

}  // namespace keyscape::model
