#include "keyscape/interop/import/workbench.h"

#include <set>

#include "keyscape/base/json.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/model_reader.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "workbench_facets.h"

namespace keyscape::interop {

using base::Child;
using base::Json;
using base::Member;
using base::PathError;
using base::Result;
using base::Status;
using model::Billing;
using model::Design;
using model::GlobalIndex;
using model::KeyAttribute;
using model::ProjectionKind;
using model::ReadScalarType;
using model::SampleItem;
using model::TableModel;
using value::AttrMap;
using value::AttrType;
using value::ParseAttrMap;

namespace {

Result<KeyAttribute> ReadWorkbenchKey(const Json& j, const std::string& path) {
  if (!j.is_object()) return PathError(path, "must be an object");
  KS_ASSIGN_OR_RETURN(const Json* name,
                      Member(j, path, "AttributeName", Json::Kind::kString, true));
  KS_ASSIGN_OR_RETURN(const Json* type,
                      Member(j, path, "AttributeType", Json::Kind::kString, true));
  KS_ASSIGN_OR_RETURN(AttrType t, ReadScalarType(type, Child(path, "AttributeType")));
  return KeyAttribute{name->string_value(), t};
}

Status ReadKeys(const Json& owner, const std::string& path, KeyAttribute* pk,
                std::optional<KeyAttribute>* sk) {
  KS_ASSIGN_OR_RETURN(const Json* keys,
                      Member(owner, path, "KeyAttributes", Json::Kind::kObject, true));
  const std::string kpath = Child(path, "KeyAttributes");
  KS_ASSIGN_OR_RETURN(const Json* p,
                      Member(*keys, kpath, "PartitionKey", Json::Kind::kObject, true));
  KS_ASSIGN_OR_RETURN(*pk, ReadWorkbenchKey(*p, Child(kpath, "PartitionKey")));
  KS_ASSIGN_OR_RETURN(const Json* s, Member(*keys, kpath, "SortKey", Json::Kind::kObject, false));
  if (s) {
    KS_ASSIGN_OR_RETURN(KeyAttribute k, ReadWorkbenchKey(*s, Child(kpath, "SortKey")));
    *sk = k;
  }
  return Status::Ok();
}

Result<GlobalIndex> ReadWorkbenchGsi(const Json& j, const std::string& path) {
  if (!j.is_object()) return PathError(path, "must be an object");
  GlobalIndex g;
  KS_ASSIGN_OR_RETURN(const Json* name, Member(j, path, "IndexName", Json::Kind::kString, true));
  g.name = name->string_value();
  KeyAttribute pk;
  std::optional<KeyAttribute> sk;
  KS_RETURN_IF_ERROR(ReadKeys(j, path, &pk, &sk));
  g.partition_key = {pk};
  if (sk) g.sort_key = {*sk};
  KS_ASSIGN_OR_RETURN(const Json* proj, Member(j, path, "Projection", Json::Kind::kObject, false));
  if (!proj) return g;
  const std::string ppath = Child(path, "Projection");
  KS_ASSIGN_OR_RETURN(const Json* type,
                      Member(*proj, ppath, "ProjectionType", Json::Kind::kString, true));
  const std::string& t = type->string_value();
  if (t == "KEYS_ONLY")
    g.projection.kind = ProjectionKind::kKeysOnly;
  else if (t == "INCLUDE")
    g.projection.kind = ProjectionKind::kInclude;
  else if (t != "ALL")
    return PathError(Child(ppath, "ProjectionType"), "must be ALL, KEYS_ONLY or INCLUDE");
  KS_ASSIGN_OR_RETURN(const Json* attrs,
                      Member(*proj, ppath, "NonKeyAttributes", Json::Kind::kArray, false));
  for (size_t i = 0; attrs && i < attrs->array().size(); ++i) {
    if (!attrs->array()[i].is_string())
      return PathError(Child(Child(ppath, "NonKeyAttributes"), i), "must be a string");
    g.projection.non_key_attributes.push_back(attrs->array()[i].string_value());
  }
  return g;
}

Status ReadBilling(const Json& t, const std::string& path, TableModel* out) {
  KS_ASSIGN_OR_RETURN(const Json* mode, Member(t, path, "BillingMode", Json::Kind::kString, false));
  if (!mode || mode->string_value() != "PROVISIONED") return Status::Ok();
  out->billing = Billing::kProvisioned;
  out->billing_given = true;
  out->read_capacity = out->write_capacity = 5;  // Workbench's default when it states none
  const Json* settings = t.Find("ProvisionedCapacitySettings");
  const Json* pt = settings ? settings->Find("ProvisionedThroughput") : nullptr;
  int64_t r = 0, w = 0;
  if (pt && pt->Find("ReadCapacityUnits") && pt->Find("ReadCapacityUnits")->GetInt64(&r) && r > 0)
    out->read_capacity = r;
  if (pt && pt->Find("WriteCapacityUnits") && pt->Find("WriteCapacityUnits")->GetInt64(&w) && w > 0)
    out->write_capacity = w;
  return Status::Ok();
}

// Non-key attribute types of the table, by name.
std::map<std::string, std::string> AttributeTypes(const Json& table) {
  std::map<std::string, std::string> out;
  if (const Json* attrs = table.Find("NonKeyAttributes"); attrs && attrs->is_array())
    for (const Json& a : attrs->array())
      if (a.Find("AttributeName") && a.Find("AttributeType") &&
          a.Find("AttributeType")->is_string())
        out[a.Find("AttributeName")->string_value()] = a.Find("AttributeType")->string_value();
  return out;
}

Status AddItems(const Json& owner, const std::string& path, const std::string& table, Design* d) {
  KS_ASSIGN_OR_RETURN(const Json* data,
                      Member(owner, path, "TableData", Json::Kind::kArray, false));
  for (size_t i = 0; data && i < data->array().size(); ++i) {
    const Json& item = data->array()[i];
    Result<AttrMap> parsed = ParseAttrMap(item);
    if (!parsed.ok())
      return PathError(Child(Child(path, "TableData"), i), parsed.status().message());
    SampleItem s;
    s.table = table;
    s.item = item;
    d->items.push_back(std::move(s));
  }
  return Status::Ok();
}

Status ImportWorkbenchTable(const Json& t, const std::string& path, ImportResult* out) {
  if (!t.is_object()) return PathError(path, "must be an object (a table)");
  TableModel table;
  KS_ASSIGN_OR_RETURN(const Json* name, Member(t, path, "TableName", Json::Kind::kString, true));
  table.name = name->string_value();
  KS_RETURN_IF_ERROR(ReadKeys(t, path, &table.partition_key, &table.sort_key));
  KS_ASSIGN_OR_RETURN(const Json* gsis,
                      Member(t, path, "GlobalSecondaryIndexes", Json::Kind::kArray, false));
  for (size_t i = 0; gsis && i < gsis->array().size(); ++i) {
    KS_ASSIGN_OR_RETURN(
        GlobalIndex g,
        ReadWorkbenchGsi(gsis->array()[i], Child(Child(path, "GlobalSecondaryIndexes"), i)));
    table.global_indexes.push_back(std::move(g));
  }
  KS_RETURN_IF_ERROR(ReadBilling(t, path, &table));
  out->design.tables.push_back(table);
  KS_RETURN_IF_ERROR(AddItems(t, path, table.name, &out->design));
  KS_ASSIGN_OR_RETURN(const Json* facets,
                      Member(t, path, "TableFacets", Json::Kind::kArray, false));
  const std::map<std::string, std::string> types = AttributeTypes(t);
  for (size_t i = 0; facets && i < facets->array().size(); ++i) {
    const std::string fpath = Child(Child(path, "TableFacets"), i);
    const Json& f = facets->array()[i];
    if (!f.is_object()) return PathError(fpath, "must be an object (a facet)");
    KS_RETURN_IF_ERROR(AddItems(f, fpath, table.name, &out->design));
    KS_RETURN_IF_ERROR(ImportFacet(f, fpath, out->design.tables.back(), types, out));
  }
  return Status::Ok();
}

}  // namespace

Result<ImportResult> ImportWorkbench(const Json& doc) {
  if (!doc.is_object()) return PathError("", "must be an object (a NoSQL Workbench data model)");
  KS_ASSIGN_OR_RETURN(const Json* name, Member(doc, "", "ModelName", Json::Kind::kString, true));
  KS_ASSIGN_OR_RETURN(const Json* meta,
                      Member(doc, "", "ModelMetadata", Json::Kind::kObject, false));
  if (meta) {
    KS_ASSIGN_OR_RETURN(const Json* version,
                        Member(*meta, "/ModelMetadata", "Version", Json::Kind::kString, false));
    if (version && version->string_value() != "1.0" && version->string_value() != "2.0" &&
        version->string_value() != "3.0")
      return PathError("/ModelMetadata/Version",
                       "must be 1.0, 2.0 or 3.0 (NoSQL Workbench model versions)");
  }
  KS_ASSIGN_OR_RETURN(const Json* tables, Member(doc, "", "DataModel", Json::Kind::kArray, true));
  if (tables->array().empty()) return PathError("/DataModel", "holds no table");
  ImportResult out;
  Design& d = out.design;
  d.name = name->string_value().empty() ? "Imported model" : name->string_value();
  if (meta && meta->Find("Description") && meta->Find("Description")->is_string() &&
      !meta->Find("Description")->string_value().empty())
    d.description = meta->Find("Description")->string_value();
  for (size_t i = 0; i < tables->array().size(); ++i)
    KS_RETURN_IF_ERROR(ImportWorkbenchTable(tables->array()[i], Child("/DataModel", i), &out));
  return out;
}

}  // namespace keyscape::interop
