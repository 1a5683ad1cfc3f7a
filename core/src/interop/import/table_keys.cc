// The table's keys and indexes: a part of table_data_internal.h (its contract).
//
// From describe-table output ({"Table": {...}} or the Table object itself): TableName,
// KeySchema and AttributeDefinitions, GlobalSecondaryIndexes and LocalSecondaryIndexes with
// their projections, and PROVISIONED billing with its throughput. Without it the keys are
// inferred from the items, and the notes say so: the partition key is an attribute named
// PK (pk, partitionKey, ...) that every item has, else the first attribute of the first
// item that every item has as S, N or B; the sort key an attribute named SK (sk, sortKey,
// ...) that every item has; and each pair GSI<n>PK / GSI<n>SK (any case) a GSI with
// projection ALL. Types are the items' types.
#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "interop/import/table_data_internal.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::interop::table_data {

using base::Json;
using base::Result;
using base::Status;
using model::KeyAttribute;

namespace {

Status Bad(const std::string& path, const std::string& what) {
  return Status::Validation("describe-table " + path + ": " + what);
}

const std::string* StringAt(const Json& j, const char* name) {
  const Json* v = j.Find(name);
  return v && v->is_string() ? &v->string_value() : nullptr;
}

// KeySchema's HASH and RANGE attributes, typed by AttributeDefinitions.
Status ReadKeySchema(const Json& key_schema, const Json& defs, const std::string& path,
                     std::vector<KeyAttribute>* hash, std::vector<KeyAttribute>* range) {
  if (!key_schema.is_array()) return Bad(path, "must be an array");
  for (size_t i = 0; i < key_schema.array().size(); ++i) {
    const Json& k = key_schema.array()[i];
    const std::string* name = StringAt(k, "AttributeName");
    const std::string* kind = StringAt(k, "KeyType");
    const std::string at = path + "/" + std::to_string(i);
    if (!name || !kind || (*kind != "HASH" && *kind != "RANGE"))
      return Bad(at, "needs AttributeName and KeyType HASH or RANGE");
    KeyAttribute a{*name, value::AttrType::kS};
    bool typed = false;
    if (defs.is_array())
      for (const Json& d : defs.array())
        if (const std::string* n = StringAt(d, "AttributeName"); n && *n == *name) {
          const std::string* t = StringAt(d, "AttributeType");
          typed = t && value::ParseAttrTypeName(*t, &a.type);
        }
    if (!typed) return Bad(at, *name + " has no S, N or B type in AttributeDefinitions");
    (*kind == "HASH" ? hash : range)->push_back(std::move(a));
  }
  if (hash->empty()) return Bad(path, "has no HASH key");
  return Status::Ok();
}

Status ReadProjection(const Json& index, model::IndexProjection* out) {
  const Json* p = index.Find("Projection");
  const std::string* type = p ? StringAt(*p, "ProjectionType") : nullptr;
  if (!type) return Status::Ok();
  if (!model::ParseProjectionKind(*type, &out->kind))
    return Bad("Projection", *type + " is not a projection type");
  if (const Json* n = p->Find("NonKeyAttributes"); n && n->is_array())
    for (const Json& a : n->array())
      if (a.is_string()) out->non_key_attributes.push_back(a.string_value());
  return Status::Ok();
}

Status ReadIndexes(const Json& t, const Json& defs, model::TableModel* out) {
  if (const Json* gsis = t.Find("GlobalSecondaryIndexes"); gsis && gsis->is_array())
    for (size_t i = 0; i < gsis->array().size(); ++i) {
      const Json& g = gsis->array()[i];
      model::GlobalIndex gi;
      const std::string* name = StringAt(g, "IndexName");
      const Json* ks = g.Find("KeySchema");
      if (!name || !ks)
        return Bad("/Table/GlobalSecondaryIndexes/" + std::to_string(i),
                   "needs IndexName and KeySchema");
      gi.name = *name;
      KS_RETURN_IF_ERROR(ReadKeySchema(
          *ks, defs, "/Table/GlobalSecondaryIndexes/" + std::to_string(i) + "/KeySchema",
          &gi.partition_key, &gi.sort_key));
      gi.partition_key_as_array = gi.partition_key.size() > 1;
      gi.sort_key_as_array = gi.sort_key.size() > 1;
      KS_RETURN_IF_ERROR(ReadProjection(g, &gi.projection));
      out->global_indexes.push_back(std::move(gi));
    }
  if (const Json* lsis = t.Find("LocalSecondaryIndexes"); lsis && lsis->is_array())
    for (size_t i = 0; i < lsis->array().size(); ++i) {
      const Json& l = lsis->array()[i];
      const std::string* name = StringAt(l, "IndexName");
      const Json* ks = l.Find("KeySchema");
      const std::string path = "/Table/LocalSecondaryIndexes/" + std::to_string(i);
      if (!name || !ks) return Bad(path, "needs IndexName and KeySchema");
      std::vector<KeyAttribute> hash, range;
      KS_RETURN_IF_ERROR(ReadKeySchema(*ks, defs, path + "/KeySchema", &hash, &range));
      if (range.size() != 1) return Bad(path, "a local index has one RANGE key");
      model::LocalIndex li{*name, range.front(), {}};
      KS_RETURN_IF_ERROR(ReadProjection(l, &li.projection));
      out->local_indexes.push_back(std::move(li));
    }
  return Status::Ok();
}

// The scalar type (S, N or B) of attribute `name` in the items: nullopt when an item gives it
// another shape, or lacks it (unless `absent_ok`: a GSI's key may be absent, a sparse index),
// or no item has it.
std::optional<value::AttrType> CommonScalarType(const std::vector<Json>& items,
                                                const std::string& name, bool absent_ok = false) {
  std::optional<value::AttrType> type;
  for (const Json& item : items) {
    const Json* av = item.is_object() ? item.Find(name) : nullptr;
    if (!av && absent_ok) continue;
    if (!av || !av->is_object() || av->members().size() != 1) return std::nullopt;
    value::AttrType t;
    const std::string& tn = av->members().front().first;
    if ((tn != "S" && tn != "N" && tn != "B") || !value::ParseAttrTypeName(tn, &t))
      return std::nullopt;
    if (type && *type != t) return std::nullopt;
    type = t;
  }
  return type;
}

std::optional<KeyAttribute> Named(const std::vector<Json>& items,
                                  std::initializer_list<const char*> names) {
  for (const char* n : names)
    if (auto t = CommonScalarType(items, n)) return KeyAttribute{n, *t};
  return std::nullopt;
}

std::string Upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// DynamoDB's index names: 3 to 255 of [a-zA-Z0-9_.-].
bool IsIndexName(const std::string& n) {
  if (n.size() < 3 || n.size() > 255) return false;
  for (char c : n)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '.' && c != '-')
      return false;
  return true;
}

// GSI<n>PK / GSI<n>SK pairs (any case) that some item has, each with one scalar type in every
// item that has it; GSI<n> (upper case) must be an index name, and the first attribute that
// names it wins (GSI1PK over gsi1pk).
void InferIndexes(const std::vector<Json>& items, TableGuess* out) {
  std::vector<std::string> seen, names;
  for (const Json& item : items)
    for (const auto& [name, v] : item.members()) {
      const std::string u = Upper(name);
      if (u.size() > 5 && u.rfind("GSI", 0) == 0 && u.substr(u.size() - 2) == "PK" &&
          IsIndexName(u.substr(0, u.size() - 2)) &&
          std::find(names.begin(), names.end(), u) == names.end()) {
        seen.push_back(name);
        names.push_back(u);
      }
    }
  for (const std::string& pk : seen) {
    model::GlobalIndex gi;
    gi.name = Upper(pk.substr(0, pk.size() - 2));
    std::string sk = pk;  // GSI1PK -> GSI1SK, gsi1pk -> gsi1sk
    sk[sk.size() - 2] = sk[sk.size() - 2] == 'p' ? 's' : 'S';
    std::optional<value::AttrType> pk_type = CommonScalarType(items, pk, true);
    if (!pk_type) {
      out->notes.push_back("no describe-table: attribute " + pk + " is not one of S, N or B in " +
                           "every item that has it, so no index " + gi.name + " is inferred");
      continue;
    }
    gi.partition_key.push_back({pk, *pk_type});
    std::optional<value::AttrType> sk_type = CommonScalarType(items, sk, true);
    size_t with_pk = 0;
    for (const Json& item : items) with_pk += item.Find(pk) != nullptr;
    if (sk_type) gi.sort_key.push_back({sk, *sk_type});
    const bool has_sk = sk_type.has_value();
    out->notes.push_back("no describe-table: index " + gi.name + " inferred from attribute " + pk +
                         (has_sk ? " and " + sk : "") + " (projection ALL assumed)");
    out->inferences.Push(Inference("index", gi.name, Json::String(pk + (has_sk ? " / " + sk : "")),
                                   0.5, Evidence(items.size(), with_pk, 0)));
    out->table.global_indexes.push_back(std::move(gi));
  }
}

}  // namespace

Result<TableGuess> TableFromDescribe(const Json& describe) {
  const Json& t = describe.Find("Table") ? *describe.Find("Table") : describe;
  if (!t.is_object())
    return Bad("/Table", "must be an object (the output of aws dynamodb describe-table)");
  TableGuess out;
  const std::string* name = StringAt(t, "TableName");
  const Json* ks = t.Find("KeySchema");
  if (!name || !ks) return Bad("/Table", "needs TableName and KeySchema");
  out.table.name = *name;
  const Json empty = Json::Array();
  const Json& defs = t.Find("AttributeDefinitions") ? *t.Find("AttributeDefinitions") : empty;
  std::vector<KeyAttribute> hash, range;
  KS_RETURN_IF_ERROR(ReadKeySchema(*ks, defs, "/Table/KeySchema", &hash, &range));
  out.table.partition_key = hash.front();
  if (!range.empty()) out.table.sort_key = range.front();
  KS_RETURN_IF_ERROR(ReadIndexes(t, defs, &out.table));
  const Json* billing = t.Find("BillingModeSummary");
  const std::string* mode = billing ? StringAt(*billing, "BillingMode") : nullptr;
  const Json* pt = t.Find("ProvisionedThroughput");
  if ((!mode || *mode == "PROVISIONED") && pt) {
    const Json* r = pt->Find("ReadCapacityUnits");
    const Json* w = pt->Find("WriteCapacityUnits");
    if (r && w && r->is_number() && w->is_number() && r->number_value() > 0) {
      out.table.billing = model::Billing::kProvisioned;
      out.table.billing_given = true;
      out.table.read_capacity = static_cast<int64_t>(r->number_value());
      out.table.write_capacity = static_cast<int64_t>(w->number_value());
    }
  }
  out.inferences.Push(
      Inference("table-keys", out.table.name,
                Json::String(out.table.partition_key.name +
                             (out.table.sort_key ? " / " + out.table.sort_key->name : "")),
                1, Evidence(0, 0, 0)));
  return out;
}

Result<TableGuess> InferTable(const std::vector<Json>& items) {
  TableGuess out;
  out.table.name = "Imported";
  std::optional<KeyAttribute> pk =
      Named(items, {"PK", "pk", "Pk", "partitionKey", "PartitionKey", "pkey", "hk", "HK"});
  std::string why = "named like a partition key";
  if (!pk)
    for (const auto& [name, v] : items.front().members())
      if (auto t = CommonScalarType(items, name)) {
        pk = KeyAttribute{name, *t};
        why = "the first attribute every item has as S, N or B";
        break;
      }
  if (!pk)
    return Status::Validation(
        "no attribute is in every item as S, N or B: give --describe-table for the keys");
  out.table.partition_key = *pk;
  out.table.sort_key = Named(items, {"SK", "sk", "Sk", "sortKey", "SortKey", "skey", "rk", "RK"});
  out.notes.push_back(
      "no describe-table: the table key is inferred: partition key " + pk->name + " (" + why + ")" +
      (out.table.sort_key ? ", sort key " + out.table.sort_key->name : ", no sort key") +
      "; the table is named Imported");
  out.inferences.Push(Inference(
      "table-keys", out.table.name,
      Json::String(pk->name + (out.table.sort_key ? " / " + out.table.sort_key->name : "")),
      why == "named like a partition key" ? Sureness(items.size()) : 0.5,
      Evidence(items.size(), items.size(), 0)));
  InferIndexes(items, &out);
  return out;
}

}  // namespace keyscape::interop::table_data
