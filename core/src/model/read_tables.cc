// ReadTable: the "tables" section of a model file.
#include "keyscape/base/json.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"
#include "read_internal.h"

namespace keyscape::model {

using base::Child;
using base::Fields;
using base::Json;
using base::PathError;
using base::Result;
using base::Status;
using value::AttrType;
namespace {

Result<KeyAttribute> ReadKeyAttribute(const Json& j, const std::string& path) {
  KS_ASSIGN_OR_RETURN(Fields f, Fields::Of(j, path, {"name", "type"}));
  KeyAttribute k;
  KS_ASSIGN_OR_RETURN(k.name, f.String("name"));
  KS_ASSIGN_OR_RETURN(k.type, ReadScalarType(f.Get("type"), f.PathOf("type")));
  return k;
}

// One key attribute, or an array of 1..4 (multi-attribute GSI keys).
Status ReadIndexKey(const Json& j, const std::string& path, std::vector<KeyAttribute>* out,
                    bool* as_array) {
  *as_array = j.is_array();
  if (!j.is_array()) {
    KS_ASSIGN_OR_RETURN(KeyAttribute k, ReadKeyAttribute(j, path));
    out->push_back(std::move(k));
    return Status::Ok();
  }
  if (j.array().empty() || j.array().size() > 4)
    return PathError(path, "a multi-attribute key has 1 to 4 attributes");
  for (size_t i = 0; i < j.array().size(); ++i) {
    KS_ASSIGN_OR_RETURN(KeyAttribute k, ReadKeyAttribute(j.array()[i], Child(path, i)));
    out->push_back(std::move(k));
  }
  return Status::Ok();
}

Result<IndexProjection> ReadProjection(const Json* j, const std::string& path) {
  if (!j) return PathError(path, "required");
  KS_ASSIGN_OR_RETURN(Fields f, Fields::Of(*j, path, {"type", "nonKeyAttributes"}));
  KS_ASSIGN_OR_RETURN(std::string type, f.String("type"));
  IndexProjection p;
  if (type == "ALL")
    p.kind = ProjectionKind::kAll;
  else if (type == "KEYS_ONLY")
    p.kind = ProjectionKind::kKeysOnly;
  else if (type == "INCLUDE")
    p.kind = ProjectionKind::kInclude;
  else
    return PathError(f.PathOf("type"), "must be ALL, KEYS_ONLY or INCLUDE");
  KS_ASSIGN_OR_RETURN(const Json* attrs, f.Array("nonKeyAttributes", false));
  if (p.kind == ProjectionKind::kInclude && (!attrs || attrs->array().empty()))
    return PathError(f.PathOf("nonKeyAttributes"), "INCLUDE needs at least one attribute");
  if (p.kind != ProjectionKind::kInclude && attrs)
    return PathError(f.PathOf("nonKeyAttributes"), "only an INCLUDE projection lists attributes");
  for (size_t i = 0; attrs && i < attrs->array().size(); ++i) {
    const Json& a = attrs->array()[i];
    if (!a.is_string() || a.string_value().empty())
      return PathError(Child(f.PathOf("nonKeyAttributes"), i), "must be an attribute name");
    p.non_key_attributes.push_back(a.string_value());
  }
  return p;
}

Result<GlobalIndex> ReadGlobalIndex(const Json& j, const std::string& path) {
  KS_ASSIGN_OR_RETURN(Fields f,
                      Fields::Of(j, path, {"name", "partitionKey", "sortKey", "projection"}));
  GlobalIndex g;
  KS_ASSIGN_OR_RETURN(g.name, f.String("name"));
  if (!f.Get("partitionKey")) return PathError(f.PathOf("partitionKey"), "required");
  KS_RETURN_IF_ERROR(ReadIndexKey(*f.Get("partitionKey"), f.PathOf("partitionKey"),
                                  &g.partition_key, &g.partition_key_as_array));
  if (const Json* sk = f.Get("sortKey"))
    KS_RETURN_IF_ERROR(ReadIndexKey(*sk, f.PathOf("sortKey"), &g.sort_key, &g.sort_key_as_array));
  KS_ASSIGN_OR_RETURN(g.projection, ReadProjection(f.Get("projection"), f.PathOf("projection")));
  return g;
}

Result<LocalIndex> ReadLocalIndex(const Json& j, const std::string& path) {
  KS_ASSIGN_OR_RETURN(Fields f, Fields::Of(j, path, {"name", "sortKey", "projection"}));
  LocalIndex l;
  KS_ASSIGN_OR_RETURN(l.name, f.String("name"));
  if (!f.Get("sortKey")) return PathError(f.PathOf("sortKey"), "required");
  KS_ASSIGN_OR_RETURN(l.sort_key, ReadKeyAttribute(*f.Get("sortKey"), f.PathOf("sortKey")));
  KS_ASSIGN_OR_RETURN(l.projection, ReadProjection(f.Get("projection"), f.PathOf("projection")));
  return l;
}

Status ReadBilling(const Fields& f, TableModel* t) {
  KS_ASSIGN_OR_RETURN(std::optional<std::string> mode, f.OptString("billingMode"));
  t->billing_given = mode.has_value();
  if (mode && *mode == "PROVISIONED")
    t->billing = Billing::kProvisioned;
  else if (mode && *mode != "PAY_PER_REQUEST")
    return PathError(f.PathOf("billingMode"), "must be PAY_PER_REQUEST or PROVISIONED");
  KS_ASSIGN_OR_RETURN(const Json* pt, f.Object("provisionedThroughput", false));
  if (t->billing == Billing::kProvisioned && !pt)
    return PathError(f.PathOf("provisionedThroughput"), "required when billingMode is PROVISIONED");
  if (t->billing != Billing::kProvisioned && pt)
    return PathError(f.PathOf("provisionedThroughput"), "only a PROVISIONED table has it");
  if (!pt) return Status::Ok();
  KS_ASSIGN_OR_RETURN(Fields p, Fields::Of(*pt, f.PathOf("provisionedThroughput"),
                                           {"readCapacityUnits", "writeCapacityUnits"}));
  KS_ASSIGN_OR_RETURN(std::optional<int64_t> r, p.OptInt("readCapacityUnits", 1));
  KS_ASSIGN_OR_RETURN(std::optional<int64_t> w, p.OptInt("writeCapacityUnits", 1));
  if (!r) return PathError(p.PathOf("readCapacityUnits"), "required");
  if (!w) return PathError(p.PathOf("writeCapacityUnits"), "required");
  t->read_capacity = *r;
  t->write_capacity = *w;
  return Status::Ok();
}

}  // namespace

Result<AttrType> ReadScalarType(const Json* j, const std::string& path) {
  if (!j) return PathError(path, "required");
  if (j->is_string()) {
    const std::string& s = j->string_value();
    if (s == "S") return AttrType::kS;
    if (s == "N") return AttrType::kN;
    if (s == "B") return AttrType::kB;
  }
  return PathError(path, "must be S, N or B");
}

Result<TableModel> ReadTable(const Json& j, const std::string& path) {
  KS_ASSIGN_OR_RETURN(Fields f, Fields::Of(j, path,
                                           {"name", "partitionKey", "sortKey", "billingMode",
                                            "provisionedThroughput", "globalSecondaryIndexes",
                                            "localSecondaryIndexes", "timeToLiveAttribute"}));
  TableModel t;
  KS_ASSIGN_OR_RETURN(t.name, f.String("name"));
  if (!f.Get("partitionKey")) return PathError(f.PathOf("partitionKey"), "required");
  KS_ASSIGN_OR_RETURN(t.partition_key,
                      ReadKeyAttribute(*f.Get("partitionKey"), f.PathOf("partitionKey")));
  if (const Json* sk = f.Get("sortKey")) {
    KS_ASSIGN_OR_RETURN(KeyAttribute k, ReadKeyAttribute(*sk, f.PathOf("sortKey")));
    t.sort_key = std::move(k);
  }
  KS_RETURN_IF_ERROR(ReadBilling(f, &t));
  KS_ASSIGN_OR_RETURN(const Json* gsis, f.Array("globalSecondaryIndexes", false));
  for (size_t i = 0; gsis && i < gsis->array().size(); ++i) {
    KS_ASSIGN_OR_RETURN(
        GlobalIndex g,
        ReadGlobalIndex(gsis->array()[i], Child(f.PathOf("globalSecondaryIndexes"), i)));
    t.global_indexes.push_back(std::move(g));
  }
  KS_ASSIGN_OR_RETURN(const Json* lsis, f.Array("localSecondaryIndexes", false));
  for (size_t i = 0; lsis && i < lsis->array().size(); ++i) {
    KS_ASSIGN_OR_RETURN(LocalIndex l, ReadLocalIndex(lsis->array()[i],
                                                     Child(f.PathOf("localSecondaryIndexes"), i)));
    t.local_indexes.push_back(std::move(l));
  }
  KS_ASSIGN_OR_RETURN(t.ttl_attribute, f.OptString("timeToLiveAttribute"));
  return t;
}

}  // namespace keyscape::model
