#include "keyscape/api/dynamodb/legacy/conditions.h"

#include <algorithm>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using value::AttributeValue;
using value::AttrType;
using value::AttrTypeName;
using value::CompareScalar;
using value::ParseAttributeValue;

namespace {

const char kInvalid[] = "One or more parameter values were invalid: ";

}  // namespace

Status CheckLegacyBetweenBounds(const AttributeValue& lower, const AttributeValue& upper) {
  if (lower.type != upper.type)
    return Status::Validation(std::string(kInvalid) +
                              "AttributeValues inside AttributeValueList must be of same type");
  if (CompareScalar(lower, upper) > 0)
    return Status::Validation(
        "The BETWEEN condition was provided a range where the lower bound is greater than the "
        "upper bound");
  return Status::Ok();
}

Result<std::vector<expr::KeyConditionTerm>> ParseLegacyKeyConditions(const Json& kc) {
  using Op = expr::KeyConditionTerm::Op;
  if (!kc.is_object()) return Status::Serialization("Start of list found where not expected");
  static const char* kAllOps[] = {"IN",          "NULL", "BETWEEN",  "LT", "NOT_CONTAINS",
                                  "EQ",          "GT",   "NOT_NULL", "NE", "LE",
                                  "BEGINS_WITH", "GE",   "CONTAINS"};
  // Enum and shape checks first, for every condition.
  for (const auto& m : kc.members()) {
    if (!m.second.is_object()) return Status::Serialization("Unexpected value type in Condition");
    const Json* op = m.second.Find("ComparisonOperator");
    if (!op || op->is_null())
      return Status::Validation(
          "1 validation error detected: Value null at 'keyConditions." + m.first +
          ".member.comparisonOperator' failed to satisfy constraint: Member must not be null");
    if (!op->is_string())
      return Status::Serialization("NUMBER_VALUE cannot be converted to String");
    if (std::none_of(std::begin(kAllOps), std::end(kAllOps),
                     [&](const char* o) { return op->string_value() == o; }))
      return Status::Validation("1 validation error detected: Value '" + op->string_value() +
                                "' at 'keyConditions." + m.first +
                                ".member.comparisonOperator' failed to satisfy constraint: Member "
                                "must satisfy enum value set: "
                                "[IN, NULL, BETWEEN, LT, NOT_CONTAINS, EQ, GT, NOT_NULL, NE, LE, "
                                "BEGINS_WITH, GE, CONTAINS]");
  }
  std::vector<expr::KeyConditionTerm> terms;
  for (const auto& m : kc.members()) {
    const std::string op = m.second.Find("ComparisonOperator")->string_value();
    std::vector<AttributeValue> values;
    if (const Json* list = m.second.Find("AttributeValueList"); list && !list->is_null()) {
      if (!list->is_array())
        return Status::Serialization("Start of structure or map found where not expected");
      for (const Json& v : list->array()) {
        KS_ASSIGN_OR_RETURN(AttributeValue av, ParseAttributeValue(v));
        values.push_back(std::move(av));
      }
    }
    static const char* kNonIndexable[] = {"NULL",     "NOT_NULL",     "NE",
                                          "CONTAINS", "NOT_CONTAINS", "IN"};
    if (std::any_of(std::begin(kNonIndexable), std::end(kNonIndexable),
                    [&](const char* o) { return op == o; }))
      return Status::Validation("Attempted conditional constraint is not an indexable operation");
    size_t want = op == "BETWEEN" ? 2 : 1;
    if (values.size() != want)
      return Status::Validation(std::string(kInvalid) + "Invalid number of argument(s) for the " +
                                op + " ComparisonOperator");
    for (const AttributeValue& v : values) {
      if (!v.is_scalar_key_type() || (op == "BEGINS_WITH" && v.type == AttrType::kN))
        return Status::Validation(std::string(kInvalid) + "ComparisonOperator " + op +
                                  " is not valid for " + AttrTypeName(v.type) +
                                  " AttributeValue type");
    }
    expr::KeyConditionTerm t;
    t.attr = m.first;
    t.values = values;
    if (op == "EQ")
      t.op = Op::kEq;
    else if (op == "LT")
      t.op = Op::kLt;
    else if (op == "LE")
      t.op = Op::kLe;
    else if (op == "GT")
      t.op = Op::kGt;
    else if (op == "GE")
      t.op = Op::kGe;
    else if (op == "BEGINS_WITH")
      t.op = Op::kBeginsWith;
    else {
      t.op = Op::kBetween;
      KS_RETURN_IF_ERROR(CheckLegacyBetweenBounds(values[0], values[1]));
    }
    terms.push_back(std::move(t));
  }
  if (terms.empty() || terms.size() > expr::kMaxKeyConditions)
    return Status::Validation("Conditions can be of length 1 or 2 only");
  return terms;
}

}  // namespace keyscape::api
