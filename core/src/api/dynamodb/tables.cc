// CreateTable, DeleteTable, DescribeTable, ListTables (the CreateTable request is read
// by create_table_request.h).
#include <string>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/api/dynamodb/table_description.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/md5.h"
#include "keyscape/base/status.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "api/dynamodb/streams/spec.h"
#include "create_table_request.h"
#include "tag_list.h"

namespace keyscape::api {

using base::ErrorCode;
using base::Json;
using base::Md5;
using base::Result;
using base::Status;
using keycodec::PositionHex;
using table::Database;
using table::Table;
using table::TableDef;

namespace {

const char kInvalid[] = "One or more parameter values were invalid: ";

// CreateTable's TableDescription as DynamoDB answers while the table is created: every
// GSI CREATING too. keyscape creates at once, so the next DescribeTable says ACTIVE.
Json Creating(Json description) {
  if (Json* gsis = description.Find("GlobalSecondaryIndexes"))
    for (Json& e : gsis->array()) *e.Find("IndexStatus") = Json::String("CREATING");
  return description;
}

// Creation time, ARN and the table id (a UUID-shaped MD5 of the name).
void AssignIdentity(const Database& db, TableDef* def) {
  def->creation_time = db.Now();
  def->arn = db.TableArnPrefix() + def->name;
  auto d = Md5(def->name);
  std::string hex;
  for (uint8_t b : d) hex += PositionHex(b).substr(14);
  def->table_id = hex.substr(0, 8) + "-" + hex.substr(8, 4) + "-" + hex.substr(12, 4) + "-" +
                  hex.substr(16, 4) + "-" + hex.substr(20, 12);
}

// CreateTable's Tags, as TagResource reads them (issue 24: DynamoDB keeps the tags a table
// is created with; ListTagsOfResource lists them).
Result<TagPairs> ReadCreateTableTags(const Json& req, ConstraintErrors* errors) {
  TagPairs tags;
  KS_ASSIGN_OR_RETURN(const Json* list, GetArray(req, "Tags"));
  if (list) KS_RETURN_IF_ERROR(ReadTagList(*list, errors, &tags));
  return tags;
}

}  // namespace

Result<Json> CreateTableOp(Database& db, const Json& req) {
  NewTable nt;
  KS_ASSIGN_OR_RETURN(CreateTableRequest r, ReadCreateTableRequest(req, &nt.def));
  ConstraintErrors stream_errors;
  KS_ASSIGN_OR_RETURN(StreamSpec streams, ReadStreamSpec(req, &stream_errors));
  KS_ASSIGN_OR_RETURN(TagPairs tags, ReadCreateTableTags(req, &stream_errors));
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
  KS_RETURN_IF_ERROR(MergeTags(tags, &nt.def.tags));
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
