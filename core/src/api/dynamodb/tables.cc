// CreateTable, DeleteTable, DescribeTable, ListTables.
#include <algorithm>
#include <set>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/api/dynamodb/table_description.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/md5.h"
#include "keyscape/base/status.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "api/dynamodb/streams/spec.h"

namespace keyscape::api {

using base::ErrorCode;
using base::Json;
using base::Md5;
using base::Result;
using base::Status;
using keycodec::PositionHex;
using table::BillingMode;
using table::BuildKeySchemaFromElements;
using table::Database;
using table::IndexDef;
using table::KeySchema;
using table::Projection;
using table::ProjectionType;
using table::Table;
using table::TableDef;
using value::AttrType;
using value::ParseAttrTypeName;

namespace {

const char kInvalid[] = "One or more parameter values were invalid: ";

// The elements as DynamoDB's Java service prints the list in a length message:
// [KeySchemaElement(attributeName=a, keyType=HASH), ...].
std::string KeySchemaElementsText(const std::vector<std::pair<std::string, std::string>>& elems) {
  std::string text = "[";
  for (size_t i = 0; i < elems.size(); ++i) {
    if (i) text += ", ";
    text +=
        "KeySchemaElement(attributeName=" + elems[i].first + ", keyType=" + elems[i].second + ")";
  }
  return text + "]";
}

// CreateTable's TableDescription as DynamoDB answers while the table is created: every
// GSI CREATING too. keyscape creates at once, so the next DescribeTable says ACTIVE.
Json Creating(Json description) {
  if (Json* gsis = description.Find("GlobalSecondaryIndexes"))
    for (Json& e : gsis->array()) *e.Find("IndexStatus") = Json::String("CREATING");
  return description;
}

// KeySchema elements; a GSI may have up to 8 (multi-attribute keys), others 2.
Status ParseKeySchema(const Json* arr, std::string_view member, size_t max_elements,
                      ConstraintErrors* errors,
                      std::vector<std::pair<std::string, std::string>>* out) {
  if (!arr) {
    errors->Add("null", member, "Member must not be null");
    return Status::Ok();
  }
  if (!arr->is_array())
    return Status::Serialization("Start of structure or map found where not expected");
  for (const Json& e : arr->array()) {
    if (!e.is_object()) return Status::Serialization("Unexpected value type in KeySchemaElement");
    KS_ASSIGN_OR_RETURN(auto name, GetString(e, "AttributeName"));
    KS_ASSIGN_OR_RETURN(auto type, GetString(e, "KeyType"));
    out->emplace_back(name.value_or(""), type.value_or(""));
  }
  if (out->empty()) {
    errors->Add("'[]'", member, "Member must have length greater than or equal to 1");
  } else if (out->size() > max_elements) {
    errors->Add(Quoted(KeySchemaElementsText(*out)), member,
                "Member must have length less than or equal to " + std::to_string(max_elements));
  }
  return Status::Ok();
}

// Turns [(name, HASH|RANGE)] into a KeySchema using the attribute definitions; a missing
// definition comes back as "missing:<name>".
Status BuildKeySchema(const std::vector<std::pair<std::string, std::string>>& elems,
                      const std::vector<std::pair<std::string, AttrType>>& defs, bool allow_multi,
                      KeySchema* out) {
  for (const auto& e : elems) {
    if (e.second != "HASH" && e.second != "RANGE")
      return Status::Validation("1 validation error detected: Value '" + e.second +
                                "' at 'keySchema.1.member.keyType' failed to satisfy constraint: "
                                "Member must satisfy enum value set: [HASH, RANGE]");
  }
  std::vector<std::string> missing;
  KS_RETURN_IF_ERROR(BuildKeySchemaFromElements(elems, defs, allow_multi, out, &missing));
  if (!missing.empty()) return Status::Validation("missing:" + missing[0]);
  return Status::Ok();
}

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
    for (const Json& n : nk->array()) {
      if (!n.is_string())
        return Status::Serialization("NUMBER_VALUE cannot be converted to String");
      p->non_key_attributes.push_back(n.string_value());
    }
  } else if (p->type == ProjectionType::kInclude) {
    return Status::Validation(std::string(kInvalid) +
                              "ProjectionType is INCLUDE, but NonKeyAttributes is not specified");
  }
  return Status::Ok();
}

std::string Join(const std::vector<std::string>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + v[i];
  return s;
}

Status ParseThroughput(const Json* pt, int64_t* r, int64_t* w, ConstraintErrors* errors,
                       std::string_view prefix) {
  if (!pt) return Status::Ok();
  KS_ASSIGN_OR_RETURN(CapacityUnits units,
                      ReadCapacityUnits(*pt, prefix, CapacityOrder::kReadFirst, errors));
  *r = units.read;
  *w = units.write;
  return Status::Ok();
}

using KeyElements = std::vector<std::pair<std::string, std::string>>;

// What CreateTable builds: the definition, and the attributes its keys use so far.
struct NewTable {
  TableDef def;
  std::vector<std::string> used_attrs;
  std::set<std::string> index_names;
};

// The members read before the definitions: name, key schema, billing and throughput.
struct CreateTableRequest {
  const Json* attr_defs = nullptr;
  KeyElements key;
  const Json* lsis = nullptr;
  const Json* gsis = nullptr;
};

// Every index name's constraints, global indexes first, each at its position.
Status CheckIndexNames(const Json* gsis, const Json* lsis, ConstraintErrors* errors) {
  const std::pair<const Json*, std::string> lists[] = {{gsis, "globalSecondaryIndexes."},
                                                       {lsis, "localSecondaryIndexes."}};
  for (const auto& [list, prefix] : lists) {
    if (!list) continue;
    for (size_t i = 0; i < list->array().size(); ++i) {
      const Json& ij = list->array()[i];
      if (!ij.is_object()) continue;
      KS_ASSIGN_OR_RETURN(auto name, GetString(ij, "IndexName"));
      CheckTableName(name, prefix + std::to_string(i + 1) + ".member.indexName", errors);
    }
  }
  return Status::Ok();
}

Result<CreateTableRequest> ReadCreateTableRequest(const Json& req, TableDef* def) {
  ConstraintErrors errors;
  CreateTableRequest r;
  KS_ASSIGN_OR_RETURN(auto name, GetString(req, "TableName"));
  KS_ASSIGN_OR_RETURN(r.attr_defs, GetArray(req, "AttributeDefinitions"));
  KS_ASSIGN_OR_RETURN(const Json* key_schema, GetArray(req, "KeySchema"));
  KS_ASSIGN_OR_RETURN(auto billing, GetString(req, "BillingMode"));
  KS_ASSIGN_OR_RETURN(const Json* pt, GetObject(req, "ProvisionedThroughput"));
  KS_ASSIGN_OR_RETURN(r.lsis, GetArray(req, "LocalSecondaryIndexes"));
  KS_ASSIGN_OR_RETURN(r.gsis, GetArray(req, "GlobalSecondaryIndexes"));
  KS_RETURN_IF_ERROR(RequiredTableName(name));
  if (!r.attr_defs) errors.Add("null", "attributeDefinitions", "Member must not be null");
  CheckTableName(name, "tableName", &errors);
  KS_RETURN_IF_ERROR(ParseKeySchema(key_schema, "keySchema", 2, &errors, &r.key));
  if (billing && *billing != "PROVISIONED" && *billing != "PAY_PER_REQUEST")
    errors.Add(Quoted(*billing), "billingMode",
               "Member must satisfy enum value set: [PROVISIONED, PAY_PER_REQUEST]");
  KS_RETURN_IF_ERROR(ParseThroughput(pt, &def->read_capacity, &def->write_capacity, &errors,
                                     "provisionedThroughput"));
  KS_RETURN_IF_ERROR(CheckIndexNames(r.gsis, r.lsis, &errors));
  KS_RETURN_IF_ERROR(errors.ToStatus());
  def->name = *name;
  def->billing = billing && *billing == "PAY_PER_REQUEST" ? BillingMode::kPayPerRequest
                                                          : BillingMode::kProvisioned;
  if (def->billing == BillingMode::kProvisioned && !pt)
    return Status::Validation(std::string(kInvalid) +
                              "ReadCapacityUnits and WriteCapacityUnits must both be specified "
                              "when BillingMode is PROVISIONED");
  if (def->billing == BillingMode::kPayPerRequest && pt)
    return Status::Validation(std::string(kInvalid) +
                              "Neither ReadCapacityUnits nor WriteCapacityUnits can be specified "
                              "when BillingMode is PAY_PER_REQUEST");
  return r;
}

Status ReadAttributeDefinitions(const Json& attr_defs, TableDef* def) {
  for (const Json& ad : attr_defs.array()) {
    if (!ad.is_object())
      return Status::Serialization("Unexpected value type in AttributeDefinition");
    KS_ASSIGN_OR_RETURN(auto an, GetString(ad, "AttributeName"));
    KS_ASSIGN_OR_RETURN(auto at, GetString(ad, "AttributeType"));
    AttrType t;
    std::string ts = at.value_or("");
    if (!(ts == "S" || ts == "N" || ts == "B") || !ParseAttrTypeName(ts, &t))
      return Status::Validation(
          "1 validation error detected: Value '" + ts +
          "' at 'attributeDefinitions.1.member.attributeType' failed to "
          "satisfy constraint: Member must satisfy enum value set: [B, N, S]");
    for (const auto& existing : def->attribute_definitions)
      if (existing.first == an.value_or(""))
        return Status::Validation(
            std::string(kInvalid) +
            "Duplicate AttributeName in AttributeDefinitions: " + existing.first);
    def->attribute_definitions.emplace_back(an.value_or(""), t);
  }
  return Status::Ok();
}

// A key schema from its elements and the definitions; records the attributes it uses.
Status BuildKey(const KeyElements& es, bool allow_multi, NewTable* nt, KeySchema* ks) {
  const auto& defs = nt->def.attribute_definitions;
  Status st = BuildKeySchema(es, defs, allow_multi, ks);
  if (!st.ok() && st.message().rfind("missing:", 0) == 0) {
    std::vector<std::string> keys, names;
    for (const auto& e : es) keys.push_back(e.first);
    for (const auto& d : defs) names.push_back(d.first);
    return Status::Validation(std::string(kInvalid) +
                              "Some index key attributes are not defined in AttributeDefinitions. "
                              "Keys: [" +
                              Join(keys) + "], AttributeDefinitions: [" + Join(names) + "]");
  }
  for (const auto& e : es) {
    auto& used = nt->used_attrs;
    if (std::find(used.begin(), used.end(), e.first) == used.end()) used.push_back(e.first);
  }
  return st;
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

// Creation time, ARN and the table id (a UUID-shaped MD5 of the name).
void AssignIdentity(const Database& db, TableDef* def) {
  def->creation_time = db.Now();
  def->arn = "arn:aws:dynamodb:local:000000000000:table/" + def->name;
  auto d = Md5(def->name);
  std::string hex;
  for (uint8_t b : d) hex += PositionHex(b).substr(14);
  def->table_id = hex.substr(0, 8) + "-" + hex.substr(8, 4) + "-" + hex.substr(12, 4) + "-" +
                  hex.substr(16, 4) + "-" + hex.substr(20, 12);
}

}  // namespace

Result<Json> CreateTableOp(Database& db, const Json& req) {
  NewTable nt;
  KS_ASSIGN_OR_RETURN(CreateTableRequest r, ReadCreateTableRequest(req, &nt.def));
  ConstraintErrors stream_errors;
  KS_ASSIGN_OR_RETURN(StreamSpec streams, ReadStreamSpec(req, &stream_errors));
  KS_RETURN_IF_ERROR(stream_errors.ToStatus());
  KS_RETURN_IF_ERROR(CheckStreamSpecPairing(streams));
  KS_RETURN_IF_ERROR(ReadAttributeDefinitions(*r.attr_defs, &nt.def));
  // More table key elements than definitions (one attribute as HASH and RANGE, or a
  // definition missing) is reported before which attribute lacks one.
  if (r.key.size() > nt.def.attribute_definitions.size())
    return Status::Validation("Invalid KeySchema: Some index key attribute have no definition");
  KS_RETURN_IF_ERROR(BuildKey(r.key, false, &nt, &nt.def.key));
  KS_RETURN_IF_ERROR(ReadIndexes(r.lsis, false, &nt));
  KS_RETURN_IF_ERROR(ReadIndexes(r.gsis, true, &nt));
  if (nt.used_attrs.size() != nt.def.attribute_definitions.size())
    return Status::Validation(std::string(kInvalid) +
                              "Number of attributes in KeySchema does not exactly match number of "
                              "attributes defined in AttributeDefinitions");
  if (db.Find(nt.def.name))
    return Status(ErrorCode::kResourceInUse, "Table already exists: " + nt.def.name);
  AssignIdentity(db, &nt.def);
  Table* t = db.Create(std::move(nt.def));
  if (streams.enabled) ApplyStreamSpec(db, t, streams);
  Json out = Json::Object();
  out.Add("TableDescription", Creating(DescribeTableJson(*t, "CREATING")));
  return out;
}

Result<Json> DescribeTableOp(Database& db, const Json& req) {
  KS_ASSIGN_OR_RETURN(Table * t, ReadNamedTable(db, req));
  Json out = Json::Object();
  out.Add("Table", DescribeTableJson(*t));
  return out;
}

Result<Json> DeleteTableOp(Database& db, const Json& req) {
  KS_ASSIGN_OR_RETURN(Table * t, ReadNamedTable(db, req));
  Json out = Json::Object();
  out.Add("TableDescription", DescribeTableJson(*t, "DELETING"));
  const std::string name = t->def().name;  // a copy: Drop destroys the table
  db.Drop(name);
  return out;
}

Result<Json> ListTablesOp(Database& db, const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(auto start, GetString(req, "ExclusiveStartTableName"));
  KS_ASSIGN_OR_RETURN(auto limit, GetInt(req, "Limit"));
  if (start) CheckTableName(start, "exclusiveStartTableName", &errors);
  CheckIntRange(limit, 1, 100, "limit", &errors);
  KS_RETURN_IF_ERROR(errors.ToStatus());
  int64_t max = limit.value_or(100);
  Json names = Json::Array();
  std::string last;
  bool more = false;
  for (auto it = start ? db.tables().upper_bound(*start) : db.tables().begin();
       it != db.tables().end(); ++it) {
    if (static_cast<int64_t>(names.size()) == max) {
      more = true;
      break;
    }
    names.Push(Json::String(it->first));
    last = it->first;
  }
  Json out = Json::Object();
  out.Add("TableNames", std::move(names));
  if (more) out.Add("LastEvaluatedTableName", Json::String(last));
  return out;
}

}  // namespace keyscape::api
