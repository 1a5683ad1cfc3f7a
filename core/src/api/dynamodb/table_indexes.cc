#include <string>

#include "create_table_request.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/table_def.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::BillingMode;
using table::IndexDef;
using table::Projection;
using table::ProjectionType;
using table::TableDef;

namespace {

const char kInvalid[] = "One or more parameter values were invalid: ";

Status ParseProjection(const Json& idx, Projection* p) {
  KS_ASSIGN_OR_RETURN(const Json* pj, GetObject(idx, "Projection"));
  if (!pj)
    return Status::Validation(
        "1 validation error detected: Value null at 'projection' failed to satisfy constraint: "
        "Member must not be null");
  KS_ASSIGN_OR_RETURN(auto type, GetString(*pj, "ProjectionType"));
  KS_ASSIGN_OR_RETURN(const Json* nk, GetArray(*pj, "NonKeyAttributes"));
  std::string t = type.value_or("");
  if (t == "ALL")
    p->type = ProjectionType::kAll;
  else if (t == "KEYS_ONLY")
    p->type = ProjectionType::kKeysOnly;
  else if (t == "INCLUDE")
    p->type = ProjectionType::kInclude;
  else if (t.empty())
    return Status::Validation(std::string(kInvalid) + "Unknown ProjectionType: null");
  else
    return Status::Validation("1 validation error detected: Value '" + t +
                              "' at 'projection.projectionType' failed to satisfy constraint: "
                              "Member must satisfy enum value set: [ALL, INCLUDE, KEYS_ONLY]");
  if (nk) {
    if (p->type != ProjectionType::kInclude)
      return Status::Validation(std::string(kInvalid) + "ProjectionType is " + t +
                                ", but NonKeyAttributes is specified");
    KS_RETURN_IF_ERROR(ReadNonKeyAttributes(*nk, &p->non_key_attributes));
  } else if (p->type == ProjectionType::kInclude) {
    return Status::Validation(std::string(kInvalid) +
                              "ProjectionType is INCLUDE, but NonKeyAttributes is not specified");
  }
  return Status::Ok();
}

// An LSI shares the table's hash key and has a range key; the table must have one too.
Status CheckLocalIndex(const IndexDef& idx, const TableDef& def) {
  if (!def.key.range)
    return Status::Validation(std::string(kInvalid) +
                              "Table KeySchema does not have a range key, which is required "
                              "when specifying a LocalSecondaryIndex");
  if (idx.key.hash.name != def.key.hash.name)
    return Status::Validation(std::string(kInvalid) +
                              "Index KeySchema does not have the same leading hash key as "
                              "table KeySchema for index: " +
                              idx.name + ". index hash key: " + idx.key.hash.name +
                              ", table hash key: " + def.key.hash.name);
  if (!idx.key.range)
    return Status::Validation(std::string(kInvalid) +
                              "Index KeySchema does not have a range key for index: " + idx.name);
  return Status::Ok();
}

// A GSI's ProvisionedThroughput, required exactly when the table is PROVISIONED.
Status ReadGlobalIndexThroughput(const Json& ij, BillingMode billing, IndexDef* idx) {
  KS_ASSIGN_OR_RETURN(const Json* ipt, GetObject(ij, "ProvisionedThroughput"));
  ConstraintErrors perr;
  KS_RETURN_IF_ERROR(ParseThroughput(ipt, &idx->read_capacity, &idx->write_capacity, &perr,
                                     "globalSecondaryIndexes.1.member.provisionedThroughput"));
  KS_RETURN_IF_ERROR(perr.ToStatus());
  if (billing == BillingMode::kProvisioned && !ipt)
    return Status::Validation(std::string(kInvalid) +
                              "ProvisionedThroughput must be specified for index: " + idx->name);
  if (billing == BillingMode::kPayPerRequest && ipt)
    return Status::Validation(std::string(kInvalid) +
                              "ProvisionedThroughput should not be specified for index: " +
                              idx->name + " when BillingMode is PAY_PER_REQUEST");
  return Status::Ok();
}

Status ReadIndex(const Json& ij, bool global, NewTable* nt) {
  if (!ij.is_object()) return Status::Serialization("Unexpected value type in index");
  IndexDef idx;
  idx.global = global;
  ConstraintErrors ierr;
  KS_ASSIGN_OR_RETURN(auto iname, GetString(ij, "IndexName"));
  CheckTableName(iname,
                 global ? "globalSecondaryIndexes.1.member.indexName"
                        : "localSecondaryIndexes.1.member.indexName",
                 &ierr);
  KS_ASSIGN_OR_RETURN(const Json* iks, GetArray(ij, "KeySchema"));
  KeyElements ie;
  KS_RETURN_IF_ERROR(ParseKeySchema(iks, "keySchema", global ? 8 : 2, &ierr, &ie));
  KS_RETURN_IF_ERROR(ierr.ToStatus());
  idx.name = *iname;
  if (!nt->index_names.insert(idx.name).second)
    return Status::Validation(std::string(kInvalid) + "Duplicate index name: " + idx.name);
  KS_RETURN_IF_ERROR(BuildKey(ie, global, nt, &idx.key));
  KS_RETURN_IF_ERROR(ParseProjection(ij, &idx.projection));
  if (global) {
    KS_RETURN_IF_ERROR(ReadGlobalIndexThroughput(ij, nt->def.billing, &idx));
  } else {
    KS_RETURN_IF_ERROR(CheckLocalIndex(idx, nt->def));
  }
  nt->def.indexes.push_back(std::move(idx));
  return Status::Ok();
}

}  // namespace

// LocalSecondaryIndexes (at most 5) or GlobalSecondaryIndexes (at most 20).
Status ReadIndexes(const Json* arr, bool global, NewTable* nt) {
  if (!arr) return Status::Ok();
  if (arr->array().empty())
    return Status::Validation(std::string(kInvalid) + "List of " +
                              (global ? "GlobalSecondaryIndexes" : "LocalSecondaryIndexes") +
                              " is empty");
  for (const Json& ij : arr->array()) KS_RETURN_IF_ERROR(ReadIndex(ij, global, nt));
  if (!global && arr->array().size() > 5)
    return Status::Validation(std::string(kInvalid) +
                              "Number of LocalSecondaryIndexes exceeds per-table limit of 5");
  if (global && arr->array().size() > 20)
    return Status::Validation(std::string(kInvalid) +
                              "GlobalSecondaryIndex count exceeds the per-table limit of 20");
  return Status::Ok();
}

}  // namespace keyscape::api
