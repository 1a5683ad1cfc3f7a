#include "create_table_request.h"

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::BillingMode;
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

}  // namespace

// KeySchema elements; a GSI may have up to 8 (multi-attribute keys), others 2.
Status ParseKeySchema(const Json* arr, std::string_view member, size_t max_elements,
                      ConstraintErrors* errors, KeyElements* out) {
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

Status ParseThroughput(const Json* pt, int64_t* r, int64_t* w, ConstraintErrors* errors,
                       std::string_view prefix) {
  if (!pt) return Status::Ok();
  KS_ASSIGN_OR_RETURN(CapacityUnits units,
                      ReadCapacityUnits(*pt, prefix, CapacityOrder::kReadFirst, errors));
  *r = units.read;
  *w = units.write;
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

Status ReadNonKeyAttributes(const Json& names, std::vector<std::string>* out) {
  const size_t first = out->size();
  for (const Json& n : names.array()) {
    if (!n.is_string()) return Status::Serialization("NUMBER_VALUE cannot be converted to String");
    if (std::find(out->begin() + static_cast<std::ptrdiff_t>(first), out->end(),
                  n.string_value()) != out->end())
      return Status::Validation("Cannot have two attributes with the same name");
    out->push_back(n.string_value());
  }
  return Status::Ok();
}

}  // namespace keyscape::api
