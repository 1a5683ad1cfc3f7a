// UpdateTable's GlobalSecondaryIndexUpdates (index_updates.h).
#include "index_updates.h"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "create_table_request.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api::update_table {

using base::Json;
using base::Result;
using base::Status;
using table::BillingMode;
using table::BuildKeySchemaFromElements;
using table::IndexDef;
using table::ProjectionType;
using table::TableDef;
using value::AttrType;

namespace {

void CheckRequiredIndexName(const std::optional<std::string>& name, const std::string& member,
                            ConstraintErrors* errors) {
  if (!name) {
    errors->Add("null", member, "Member must not be null");
    return;
  }
  CheckIndexName(name, member, errors);
}

std::string JoinNames(const std::vector<std::string>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + v[i];
  return s;
}

// Reads KeySchema and Projection of a Create action into `idx`.
Status ParseNewIndex(const Json& body, const std::string& prefix,
                     const std::vector<std::pair<std::string, AttrType>>& defs, IndexDef* idx,
                     ConstraintErrors* errors) {
  KS_ASSIGN_OR_RETURN(const Json* ks, GetArray(body, "KeySchema"));
  KS_ASSIGN_OR_RETURN(const Json* pj, GetObject(body, "Projection"));
  if (!ks) errors->Add("null", prefix + ".keySchema", "Member must not be null");
  if (!pj) errors->Add("null", prefix + ".projection", "Member must not be null");
  if (!ks || !pj) return Status::Ok();
  if (ks->array().empty() || ks->array().size() > 8) {
    errors->Add(Quoted(ks->Dump()), prefix + ".keySchema",
                ks->array().empty() ? "Member must have length greater than or equal to 1"
                                    : "Member must have length less than or equal to 8");
    return Status::Ok();
  }
  std::vector<std::pair<std::string, std::string>> elems;
  for (size_t i = 0; i < ks->array().size(); ++i) {
    const Json& e = ks->array()[i];
    if (!e.is_object()) return Status::Serialization("Unexpected value type in KeySchemaElement");
    KS_ASSIGN_OR_RETURN(auto an, GetString(e, "AttributeName"));
    KS_ASSIGN_OR_RETURN(auto kt, GetString(e, "KeyType"));
    std::string p = prefix + ".keySchema." + std::to_string(i + 1) + ".member";
    if (!an) errors->Add("null", p + ".attributeName", "Member must not be null");
    if (!kt)
      errors->Add("null", p + ".keyType", "Member must not be null");
    else if (*kt != "HASH" && *kt != "RANGE")
      errors->Add(Quoted(*kt), p + ".keyType", "Member must satisfy enum value set: [HASH, RANGE]");
    elems.emplace_back(an.value_or(""), kt.value_or(""));
  }
  KS_ASSIGN_OR_RETURN(auto ptype, GetString(*pj, "ProjectionType"));
  KS_ASSIGN_OR_RETURN(const Json* nka, GetArray(*pj, "NonKeyAttributes"));
  if (ptype && *ptype != "ALL" && *ptype != "KEYS_ONLY" && *ptype != "INCLUDE")
    errors->Add(Quoted(*ptype), prefix + ".projection.projectionType",
                "Member must satisfy enum value set: [INCLUDE, KEYS_ONLY, ALL]");
  if (!errors->empty()) return Status::Ok();

  std::vector<std::string> missing;
  KS_RETURN_IF_ERROR(BuildKeySchemaFromElements(elems, defs, true, &idx->key, &missing));
  if (!missing.empty()) {
    std::vector<std::string> names;
    for (const auto& d : defs) names.push_back(d.first);
    return Status::Validation(
        std::string(kInvalid) +
        "Some index key attributes are not defined in AttributeDefinitions. Keys: [" +
        JoinNames(missing) + "], AttributeDefinitions: [" + JoinNames(names) + "]");
  }

  if (!ptype) return Status::Validation(std::string(kInvalid) + "Unknown ProjectionType: null");
  idx->projection.type = *ptype == "ALL"         ? ProjectionType::kAll
                         : *ptype == "KEYS_ONLY" ? ProjectionType::kKeysOnly
                                                 : ProjectionType::kInclude;
  if (nka) {
    if (idx->projection.type != ProjectionType::kInclude)
      return Status::Validation(std::string(kInvalid) + "ProjectionType is " + *ptype +
                                ", but NonKeyAttributes is specified");
    KS_RETURN_IF_ERROR(ReadNonKeyAttributes(*nka, &idx->projection.non_key_attributes));
  } else if (idx->projection.type == ProjectionType::kInclude) {
    return Status::Validation(std::string(kInvalid) +
                              "ProjectionType is INCLUDE, but NonKeyAttributes is not specified");
  }
  return Status::Ok();
}

// One action (Update, Create or Delete) of GlobalSecondaryIndexUpdates entry `prefix`.
Status ReadGsiAction(const Json* body, GsiAction action, const std::string& member,
                     ConstraintErrors* errors, std::vector<GsiUpdate>* out) {
  if (!body) return Status::Ok();
  GsiUpdate u;
  u.action = action;
  u.body = body;
  KS_ASSIGN_OR_RETURN(auto index_name, GetString(*body, "IndexName"));
  CheckRequiredIndexName(index_name, member + ".indexName", errors);
  u.index_name = index_name.value_or("");
  if (action != GsiAction::kDelete) {
    KS_ASSIGN_OR_RETURN(u.throughput,
                        ReadThroughput(*body, member + ".provisionedThroughput", errors));
    if (action == GsiAction::kUpdate && !u.throughput.present)
      errors->Add("null", member + ".provisionedThroughput", "Member must not be null");
  }
  out->push_back(std::move(u));
  return Status::Ok();
}

// A Create action: the new index, checked against the table, appended to def->indexes.
Status CreateIndex(const GsiUpdate& u, TableDef* def) {
  if (std::any_of(def->indexes.begin(), def->indexes.end(),
                  [&](const IndexDef& i) { return i.name == u.index_name; }))
    return Status::Validation(std::string(kInvalid) +
                              "Attempting to create an index which already exists");
  size_t gsi_count = 0;
  for (const IndexDef& i : def->indexes) gsi_count += i.global;
  if (gsi_count >= 20)
    return Status::Validation(std::string(kInvalid) +
                              "GlobalSecondaryIndex count exceeds the per-table limit of 20");
  IndexDef idx;
  idx.name = u.index_name;
  idx.global = true;
  ConstraintErrors index_errors;
  KS_RETURN_IF_ERROR(ParseNewIndex(*u.body, "globalSecondaryIndexUpdates.1.member.create",
                                   def->attribute_definitions, &idx, &index_errors));
  KS_RETURN_IF_ERROR(index_errors.ToStatus());
  if (def->billing == BillingMode::kProvisioned) {
    if (!u.throughput.present)
      return Status::Validation(std::string(kInvalid) +
                                "ProvisionedThroughput should not be null for index: " + idx.name);
    idx.read_capacity = u.throughput.read;
    idx.write_capacity = u.throughput.write;
  } else if (u.throughput.present) {
    return Status::Validation(std::string(kInvalid) + kPayPerRequestThroughput);
  }
  def->indexes.push_back(std::move(idx));
  return Status::Ok();
}

}  // namespace

Result<Throughput> ReadThroughput(const Json& parent, std::string_view member_prefix,
                                  ConstraintErrors* errors) {
  Throughput t;
  KS_ASSIGN_OR_RETURN(const Json* pt, GetObject(parent, "ProvisionedThroughput"));
  if (!pt) return t;
  KS_ASSIGN_OR_RETURN(CapacityUnits units,
                      ReadCapacityUnits(*pt, member_prefix, CapacityOrder::kWriteFirst, errors));
  t.present = true;
  t.read = units.read;
  t.write = units.write;
  return t;
}

// GlobalSecondaryIndexUpdates. Sets *empty_entry for an entry with no action.
Status ReadGsiUpdates(const Json& list, ConstraintErrors* errors, std::vector<GsiUpdate>* out,
                      bool* empty_entry) {
  for (size_t i = 0; i < list.array().size(); ++i) {
    const Json& entry = list.array()[i];
    if (!entry.is_object())
      return Status::Serialization("Unexpected value type in GlobalSecondaryIndexUpdate");
    std::string prefix = "globalSecondaryIndexUpdates." + std::to_string(i + 1) + ".member";
    KS_ASSIGN_OR_RETURN(const Json* upd, GetObject(entry, "Update"));
    KS_ASSIGN_OR_RETURN(const Json* cre, GetObject(entry, "Create"));
    KS_ASSIGN_OR_RETURN(const Json* del, GetObject(entry, "Delete"));
    if (!upd && !cre && !del) {
      *empty_entry = true;
      continue;
    }
    KS_RETURN_IF_ERROR(ReadGsiAction(upd, GsiAction::kUpdate, prefix + ".update", errors, out));
    KS_RETURN_IF_ERROR(ReadGsiAction(cre, GsiAction::kCreate, prefix + ".create", errors, out));
    KS_RETURN_IF_ERROR(ReadGsiAction(del, GsiAction::kDelete, prefix + ".delete", errors, out));
  }
  return Status::Ok();
}

// One index update into *def; sets *rebuild when the indexes change.
Status ApplyGsiUpdate(const GsiUpdate& u, TableDef* def, bool* rebuild) {
  auto it = std::find_if(def->indexes.begin(), def->indexes.end(),
                         [&](const IndexDef& i) { return i.global && i.name == u.index_name; });
  switch (u.action) {
    case GsiAction::kUpdate:
      if (it == def->indexes.end())
        return Status::Validation(
            "This operation cannot be performed with given input values. Please contact DynamoDB "
            "service team for more info: Action Blocked: IndexUpdate");
      if (def->billing == BillingMode::kPayPerRequest)
        return Status::Validation(std::string(kInvalid) + kPayPerRequestThroughput);
      it->read_capacity = u.throughput.read;
      it->write_capacity = u.throughput.write;
      return Status::Ok();
    case GsiAction::kDelete:
      if (it == def->indexes.end())
        return Status::NotFound("Requested resource not found: Index: " + u.index_name +
                                " not found");
      def->indexes.erase(it);
      *rebuild = true;
      return Status::Ok();
    case GsiAction::kCreate:
      *rebuild = true;
      return CreateIndex(u, def);
  }
  return Status::Ok();
}

}  // namespace keyscape::api::update_table
