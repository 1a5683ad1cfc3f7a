// TagResource, UntagResource, ListTagsOfResource, UpdateTimeToLive, DescribeTimeToLive
// (see keyscape/api/ops.h).
//
// Tags and the TTL attribute live in the table's definition, in two members:
//   std::vector<std::pair<std::string, std::string>> tags;  // sorted by key
//   std::optional<std::string> ttl_attribute;              // set while TTL is enabled
// TTL is recorded and described; items are not expired (DynamoDB itself deletes expired
// items only eventually, within days).
#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "resource_arn.h"
#include "tag_list.h"

namespace keyscape::api {

using base::ErrorCode;
using base::Json;
using base::Result;
using base::Status;
using table::Database;
using table::Table;
using table::TableDef;

namespace {

// The API model's TimeToLiveAttributeName: 1 to 255 characters.
constexpr size_t kMaxTtlAttributeChars = 255;

Result<Json> TagResourceImpl(Database& db, const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(auto arn, GetString(req, "ResourceArn"));
  KS_ASSIGN_OR_RETURN(const Json* tags, GetArray(req, "Tags"));
  KS_RETURN_IF_ERROR(CheckArnAccess(arn, "TagResource"));
  TagPairs add;
  if (!tags)
    errors.Add("null", "tags", "Member must not be null");
  else
    KS_RETURN_IF_ERROR(ReadTagList(*tags, &errors, &add));
  KS_RETURN_IF_ERROR(errors.ToStatus());
  KS_RETURN_IF_ERROR(CheckTableArn(*arn));
  if (tags->array().empty())
    return Status::Validation("Atleast one Tag needs to be provided as Input.");
  KS_ASSIGN_OR_RETURN(Table * t, TableForArn(db, *arn, "TagResource"));
  KS_RETURN_IF_ERROR(MergeTags(add, &t->mutable_def().tags));
  return Json::Object();
}

Result<Json> UntagResourceImpl(Database& db, const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(auto arn, GetString(req, "ResourceArn"));
  KS_ASSIGN_OR_RETURN(const Json* keys, GetArray(req, "TagKeys"));
  KS_RETURN_IF_ERROR(CheckArnAccess(arn, "UntagResource"));
  if (!keys) errors.Add("null", "tagKeys", "Member must not be null");
  KS_RETURN_IF_ERROR(errors.ToStatus());
  KS_RETURN_IF_ERROR(CheckTableArn(*arn));
  if (keys->array().empty())
    return Status::Validation("Atleast one Tag Key needs to be provided as Input.");
  KS_ASSIGN_OR_RETURN(Table * t, TableForArn(db, *arn, "UntagResource"));
  TableDef& def = t->mutable_def();
  for (const Json& k : keys->array()) {
    if (!k.is_string()) return Status::Serialization("NUMBER_VALUE cannot be converted to String");
    def.tags.erase(std::remove_if(def.tags.begin(), def.tags.end(),
                                  [&](const auto& e) { return e.first == k.string_value(); }),
                   def.tags.end());
  }
  return Json::Object();
}

Result<Json> ListTagsOfResourceImpl(Database& db, const Json& req) {
  KS_ASSIGN_OR_RETURN(auto arn, GetString(req, "ResourceArn"));
  KS_ASSIGN_OR_RETURN(auto next, GetString(req, "NextToken"));
  (void)next;  // every tag fits on one page (at most 50)
  KS_RETURN_IF_ERROR(CheckArnAccess(arn, "ListTagsOfResource"));
  KS_RETURN_IF_ERROR(CheckTableArn(*arn));
  KS_ASSIGN_OR_RETURN(Table * t, TableForArn(db, *arn, "ListTagsOfResource"));
  const TableDef& def = t->def();
  Json list = Json::Array();
  for (const auto& [k, v] : def.tags) {
    Json tag = Json::Object();
    tag.Add("Key", Json::String(k));
    tag.Add("Value", Json::String(v));
    list.Push(std::move(tag));
  }
  Json out = Json::Object();
  out.Add("Tags", std::move(list));
  return out;
}

Result<Json> UpdateTimeToLiveImpl(Database& db, const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(auto name, GetString(req, "TableName"));
  KS_ASSIGN_OR_RETURN(const Json* spec, GetObject(req, "TimeToLiveSpecification"));
  CheckTableName(name, "tableName", &errors);
  std::optional<std::string> attr;
  std::optional<bool> enabled;
  if (!spec) {
    errors.Add("null", "timeToLiveSpecification", "Member must not be null");
  } else {
    KS_ASSIGN_OR_RETURN(attr, GetString(*spec, "AttributeName"));
    KS_ASSIGN_OR_RETURN(enabled, GetBool(*spec, "Enabled"));
    if (!attr)
      errors.Add("null", "timeToLiveSpecification.attributeName", "Member must not be null");
    else if (CharacterCount(*attr) > kMaxTtlAttributeChars)
      errors.Add(Quoted(*attr), "timeToLiveSpecification.attributeName",
                 "Member must have length less than or equal to 255");
    if (!enabled) errors.Add("null", "timeToLiveSpecification.enabled", "Member must not be null");
  }
  KS_RETURN_IF_ERROR(errors.ToStatus());
  if (attr->empty())
    return Status::Validation("TimeToLiveSpecification.AttributeName must be non empty");
  KS_ASSIGN_OR_RETURN(Table * t, FindNamedTable(db, *name));
  TableDef& def = t->mutable_def();
  if (*enabled) {
    if (def.ttl_attribute) return Status::Validation("TimeToLive is already enabled");
    def.ttl_attribute = *attr;
  } else {
    if (!def.ttl_attribute) return Status::Validation("TimeToLive is already disabled");
    def.ttl_attribute.reset();
  }
  Json echo = Json::Object();
  echo.Add("Enabled", Json::Bool(*enabled));
  echo.Add("AttributeName", Json::String(*attr));
  Json out = Json::Object();
  out.Add("TimeToLiveSpecification", std::move(echo));
  return out;
}

Result<Json> DescribeTimeToLiveImpl(Database& db, const Json& req) {
  KS_ASSIGN_OR_RETURN(Table * t, ReadNamedTable(db, req));
  const TableDef& def = t->def();
  Json d = Json::Object();
  if (def.ttl_attribute) {
    d.Add("TimeToLiveStatus", Json::String("ENABLED"));
    d.Add("AttributeName", Json::String(*def.ttl_attribute));
  } else {
    d.Add("TimeToLiveStatus", Json::String("DISABLED"));
  }
  Json out = Json::Object();
  out.Add("TimeToLiveDescription", std::move(d));
  return out;
}

}  // namespace

Result<Json> TagResourceOp(Database& db, const Json& req) { return TagResourceImpl(db, req); }
Result<Json> UntagResourceOp(Database& db, const Json& req) { return UntagResourceImpl(db, req); }
Result<Json> ListTagsOfResourceOp(Database& db, const Json& req) {
  return ListTagsOfResourceImpl(db, req);
}
Result<Json> UpdateTimeToLiveOp(Database& db, const Json& req) {
  return UpdateTimeToLiveImpl(db, req);
}
Result<Json> DescribeTimeToLiveOp(Database& db, const Json& req) {
  return DescribeTimeToLiveImpl(db, req);
}

}  // namespace keyscape::api
