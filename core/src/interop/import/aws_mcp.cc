// ImportAwsMcp: the document, its tables (CreateTable arguments) and items; the access
// patterns are in aws_mcp_patterns.cc.
#include "keyscape/interop/import/aws_mcp.h"

#include "aws_mcp_internal.h"
#include "keyscape/base/json.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::interop {

using base::Child;
using base::Json;
using base::Member;
using base::PathError;
using base::Result;
using base::Status;
using model::Billing;
using model::GlobalIndex;
using model::IndexProjection;
using model::KeyAttribute;
using model::LocalIndex;
using model::ParseProjectionKind;
using model::SampleItem;
using model::TableModel;
using value::AttrMap;
using value::AttrType;
using value::ParseAttrMap;

namespace {

const char kNotAwsMcp[] =
    "must be an object with tables, items and access_patterns (an aws-mcp "
    "dynamodb_data_model.json)";

// AttributeDefinitions: name -> type.
Result<std::vector<KeyAttribute>> ReadDefinitions(const Json& t, const std::string& path) {
  KS_ASSIGN_OR_RETURN(const Json* defs,
                      Member(t, path, "AttributeDefinitions", Json::Kind::kArray, true));
  std::vector<KeyAttribute> out;
  for (size_t i = 0; i < defs->array().size(); ++i) {
    const std::string dpath = Child(Child(path, "AttributeDefinitions"), i);
    const Json& d = defs->array()[i];
    if (!d.is_object()) return PathError(dpath, "must be an object");
    KS_ASSIGN_OR_RETURN(const Json* name,
                        Member(d, dpath, "AttributeName", Json::Kind::kString, true));
    KS_ASSIGN_OR_RETURN(const Json* type,
                        Member(d, dpath, "AttributeType", Json::Kind::kString, true));
    const std::string& ty = type->string_value();
    if (ty != "S" && ty != "N" && ty != "B")
      return PathError(Child(dpath, "AttributeType"), "must be S, N or B");
    out.push_back({name->string_value(), ty == "S"   ? AttrType::kS
                                         : ty == "N" ? AttrType::kN
                                                     : AttrType::kB});
  }
  return out;
}

// KeySchema: the HASH and RANGE attributes in order, typed by the definitions.
Status ReadKeySchema(const Json& owner, const std::string& path,
                     const std::vector<KeyAttribute>& defs, std::vector<KeyAttribute>* hash,
                     std::vector<KeyAttribute>* range) {
  KS_ASSIGN_OR_RETURN(const Json* ks, Member(owner, path, "KeySchema", Json::Kind::kArray, true));
  for (size_t i = 0; i < ks->array().size(); ++i) {
    const std::string kpath = Child(Child(path, "KeySchema"), i);
    const Json& k = ks->array()[i];
    if (!k.is_object()) return PathError(kpath, "must be an object");
    KS_ASSIGN_OR_RETURN(const Json* name,
                        Member(k, kpath, "AttributeName", Json::Kind::kString, true));
    KS_ASSIGN_OR_RETURN(const Json* type, Member(k, kpath, "KeyType", Json::Kind::kString, true));
    const KeyAttribute* def = nullptr;
    for (const KeyAttribute& d : defs)
      if (d.name == name->string_value()) def = &d;
    if (!def)
      return PathError(Child(kpath, "AttributeName"),
                       name->string_value() + " is not in AttributeDefinitions");
    if (type->string_value() == "HASH")
      hash->push_back(*def);
    else if (type->string_value() == "RANGE")
      range->push_back(*def);
    else
      return PathError(Child(kpath, "KeyType"), "must be HASH or RANGE");
  }
  if (hash->empty()) return PathError(Child(path, "KeySchema"), "has no HASH key");
  return Status::Ok();
}

Result<IndexProjection> ReadProjection(const Json& index, const std::string& path) {
  IndexProjection p;
  KS_ASSIGN_OR_RETURN(const Json* proj,
                      Member(index, path, "Projection", Json::Kind::kObject, true));
  const std::string ppath = Child(path, "Projection");
  KS_ASSIGN_OR_RETURN(const Json* type,
                      Member(*proj, ppath, "ProjectionType", Json::Kind::kString, true));
  if (!ParseProjectionKind(type->string_value(), &p.kind))
    return PathError(Child(ppath, "ProjectionType"), "must be ALL, KEYS_ONLY or INCLUDE");
  KS_ASSIGN_OR_RETURN(const Json* attrs,
                      Member(*proj, ppath, "NonKeyAttributes", Json::Kind::kArray, false));
  for (size_t i = 0; attrs && i < attrs->array().size(); ++i) {
    if (!attrs->array()[i].is_string())
      return PathError(Child(Child(ppath, "NonKeyAttributes"), i), "must be a string");
    p.non_key_attributes.push_back(attrs->array()[i].string_value());
  }
  return p;
}

Status ReadIndexes(const Json& t, const std::string& path, const std::vector<KeyAttribute>& defs,
                   TableModel* table) {
  KS_ASSIGN_OR_RETURN(const Json* gsis,
                      Member(t, path, "GlobalSecondaryIndexes", Json::Kind::kArray, false));
  for (size_t i = 0; gsis && i < gsis->array().size(); ++i) {
    const std::string gpath = Child(Child(path, "GlobalSecondaryIndexes"), i);
    const Json& g = gsis->array()[i];
    if (!g.is_object()) return PathError(gpath, "must be an object");
    GlobalIndex gsi;
    KS_ASSIGN_OR_RETURN(const Json* name, Member(g, gpath, "IndexName", Json::Kind::kString, true));
    gsi.name = name->string_value();
    KS_RETURN_IF_ERROR(ReadKeySchema(g, gpath, defs, &gsi.partition_key, &gsi.sort_key));
    gsi.partition_key_as_array = gsi.partition_key.size() > 1;
    gsi.sort_key_as_array = gsi.sort_key.size() > 1;
    KS_ASSIGN_OR_RETURN(gsi.projection, ReadProjection(g, gpath));
    table->global_indexes.push_back(std::move(gsi));
  }
  KS_ASSIGN_OR_RETURN(const Json* lsis,
                      Member(t, path, "LocalSecondaryIndexes", Json::Kind::kArray, false));
  for (size_t i = 0; lsis && i < lsis->array().size(); ++i) {
    const std::string lpath = Child(Child(path, "LocalSecondaryIndexes"), i);
    const Json& l = lsis->array()[i];
    if (!l.is_object()) return PathError(lpath, "must be an object");
    LocalIndex lsi;
    KS_ASSIGN_OR_RETURN(const Json* name, Member(l, lpath, "IndexName", Json::Kind::kString, true));
    lsi.name = name->string_value();
    std::vector<KeyAttribute> hash, range;
    KS_RETURN_IF_ERROR(ReadKeySchema(l, lpath, defs, &hash, &range));
    if (hash.size() != 1 || range.size() != 1 || hash[0].name != table->partition_key.name)
      return PathError(Child(lpath, "KeySchema"),
                       "must be the table's partition key (HASH) and one sort key (RANGE)");
    lsi.sort_key = range[0];
    KS_ASSIGN_OR_RETURN(lsi.projection, ReadProjection(l, lpath));
    table->local_indexes.push_back(std::move(lsi));
  }
  return Status::Ok();
}

Status ReadBilling(const Json& t, const std::string& path, TableModel* table) {
  KS_ASSIGN_OR_RETURN(const Json* mode, Member(t, path, "BillingMode", Json::Kind::kString, false));
  KS_ASSIGN_OR_RETURN(const Json* pt,
                      Member(t, path, "ProvisionedThroughput", Json::Kind::kObject, false));
  if (mode && mode->string_value() != "PROVISIONED" && mode->string_value() != "PAY_PER_REQUEST")
    return PathError(Child(path, "BillingMode"), "must be PROVISIONED or PAY_PER_REQUEST");
  table->billing_given = mode != nullptr;
  if (!(mode ? mode->string_value() == "PROVISIONED" : pt != nullptr)) return Status::Ok();
  table->billing = Billing::kProvisioned;
  table->billing_given = true;
  if (!pt) return PathError(Child(path, "ProvisionedThroughput"), "required for PROVISIONED");
  const std::string ppath = Child(path, "ProvisionedThroughput");
  for (const auto& [name, out] : {std::pair{"ReadCapacityUnits", &table->read_capacity},
                                  std::pair{"WriteCapacityUnits", &table->write_capacity}}) {
    KS_ASSIGN_OR_RETURN(const Json* v, Member(*pt, ppath, name, Json::Kind::kNumber, true));
    if (!v->GetInt64(out) || *out < 1) return PathError(Child(ppath, name), "must be 1 or more");
  }
  return Status::Ok();
}

Status ImportTable(const Json& t, const std::string& path, ImportResult* out) {
  if (!t.is_object()) return PathError(path, "must be an object (CreateTable arguments)");
  TableModel table;
  KS_ASSIGN_OR_RETURN(const Json* name, Member(t, path, "TableName", Json::Kind::kString, true));
  table.name = name->string_value();
  KS_ASSIGN_OR_RETURN(std::vector<KeyAttribute> defs, ReadDefinitions(t, path));
  std::vector<KeyAttribute> hash, range;
  KS_RETURN_IF_ERROR(ReadKeySchema(t, path, defs, &hash, &range));
  if (hash.size() != 1 || range.size() > 1)
    return PathError(Child(path, "KeySchema"), "a table key is one HASH and at most one RANGE");
  table.partition_key = hash[0];
  if (!range.empty()) table.sort_key = range[0];
  KS_RETURN_IF_ERROR(ReadIndexes(t, path, defs, &table));
  KS_RETURN_IF_ERROR(ReadBilling(t, path, &table));
  for (const Json::Member& m : t.members()) {
    static const char* const kRead[] = {"TableName",
                                        "AttributeDefinitions",
                                        "KeySchema",
                                        "GlobalSecondaryIndexes",
                                        "LocalSecondaryIndexes",
                                        "BillingMode",
                                        "ProvisionedThroughput"};
    bool read = false;
    for (const char* k : kRead) read = read || m.first == k;
    if (!read)
      out->notes.push_back(Child(path, m.first) + ": not kept (the model has no " + m.first + ")");
  }
  out->design.tables.push_back(std::move(table));
  return Status::Ok();
}

Status ImportItems(const Json& items, ImportResult* out) {
  for (const Json::Member& m : items.members()) {
    const std::string tpath = Child("/items", m.first);
    if (!out->design.FindTable(m.first)) return PathError(tpath, "there is no table " + m.first);
    if (!m.second.is_array()) return PathError(tpath, "must be an array of PutRequests");
    for (size_t i = 0; i < m.second.array().size(); ++i) {
      const std::string ipath = Child(tpath, i);
      const Json& w = m.second.array()[i];
      const Json* put = w.is_object() ? w.Find("PutRequest") : nullptr;
      const Json* item = put && put->is_object() ? put->Find("Item") : nullptr;
      if (!item || !item->is_object())
        return PathError(ipath, "must be {\"PutRequest\": {\"Item\": {...}}}");
      Result<AttrMap> parsed = ParseAttrMap(*item);
      if (!parsed.ok())
        return PathError(Child(Child(ipath, "PutRequest"), "Item"), parsed.status().message());
      SampleItem s;
      s.table = m.first;
      s.item = *item;
      out->design.items.push_back(std::move(s));
    }
  }
  return Status::Ok();
}

}  // namespace

Result<ImportResult> ImportAwsMcp(const Json& doc) {
  if (!doc.is_object() || !doc.Find("tables") || !doc.Find("items") || !doc.Find("access_patterns"))
    return PathError("", kNotAwsMcp);
  KS_ASSIGN_OR_RETURN(const Json* tables, Member(doc, "", "tables", Json::Kind::kArray, true));
  KS_ASSIGN_OR_RETURN(const Json* items, Member(doc, "", "items", Json::Kind::kObject, true));
  KS_ASSIGN_OR_RETURN(const Json* patterns,
                      Member(doc, "", "access_patterns", Json::Kind::kArray, true));
  if (tables->array().empty()) return PathError("/tables", "holds no table");
  ImportResult out;
  out.design.name = "aws-mcp data model";
  for (size_t i = 0; i < tables->array().size(); ++i)
    KS_RETURN_IF_ERROR(ImportTable(tables->array()[i], Child("/tables", i), &out));
  KS_RETURN_IF_ERROR(ImportItems(*items, &out));
  for (size_t i = 0; i < patterns->array().size(); ++i)
    KS_RETURN_IF_ERROR(
        ImportAwsMcpPattern(patterns->array()[i], Child("/access_patterns", i), &out));
  return out;
}

}  // namespace keyscape::interop
