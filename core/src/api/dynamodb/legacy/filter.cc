#include "keyscape/api/dynamodb/legacy/filter.h"

#include <algorithm>

#include "keyscape/api/dynamodb/legacy/conditions.h"
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
using value::ParseAttributeValue;

namespace {

const char kInvalid[] = "One or more parameter values were invalid: ";

expr::Node PathNode(const std::string& attr) {
  expr::Node n;
  n.type = expr::NodeType::kPath;
  n.path.push_back(expr::PathElement::Name(attr));
  return n;
}

expr::Node ValueNode(AttributeValue v) {
  expr::Node n;
  n.type = expr::NodeType::kValue;
  n.value = std::move(v);
  return n;
}

expr::Node Function(const char* name, std::vector<expr::Node> args) {
  expr::Node n;
  n.type = expr::NodeType::kFunction;
  n.name = name;
  n.children = std::move(args);
  return n;
}

bool IsScalar(AttrType t) { return t == AttrType::kS || t == AttrType::kN || t == AttrType::kB; }

Status TypeError(const std::string& op, AttrType t) {
  return Status::Validation(std::string(kInvalid) + "ComparisonOperator " + op +
                            " is not valid for " + AttrTypeName(t) + " AttributeValue type");
}

}  // namespace

Result<expr::Node> LegacyConditionNode(const std::string& attr, const Json& cond,
                                       std::string_view member, value::ValidationLayer layer) {
  if (!cond.is_object()) return Status::Serialization("Unexpected value type in Condition");
  const Json* opj = cond.Find("ComparisonOperator");
  if (!opj || opj->is_null())
    return Status::Validation(
        "1 validation error detected: Value null at '" + std::string(member) + "." + attr +
        ".member.comparisonOperator' failed to satisfy constraint: Member must not be null");
  if (!opj->is_string()) return Status::Serialization("NUMBER_VALUE cannot be converted to String");
  const std::string op = opj->string_value();
  static const char* kOps[] = {"IN",          "NULL", "BETWEEN",  "LT", "NOT_CONTAINS",
                               "EQ",          "GT",   "NOT_NULL", "NE", "LE",
                               "BEGINS_WITH", "GE",   "CONTAINS"};
  if (std::none_of(std::begin(kOps), std::end(kOps), [&](const char* o) { return op == o; }))
    return Status::Validation(
        "1 validation error detected: Value '" + op + "' at '" + std::string(member) + "." + attr +
        ".member.comparisonOperator' failed to satisfy constraint: Member must "
        "satisfy enum value set: [IN, NULL, BETWEEN, LT, NOT_CONTAINS, EQ, GT, NOT_NULL, "
        "NE, LE, BEGINS_WITH, GE, CONTAINS]");
  std::vector<AttributeValue> values;
  if (const Json* list = cond.Find("AttributeValueList"); list && !list->is_null()) {
    if (!list->is_array())
      return Status::Serialization("Start of structure or map found where not expected");
    for (const Json& v : list->array()) {
      KS_ASSIGN_OR_RETURN(AttributeValue av,
                          ParseAttributeValue(v, value::kMaxDocumentNesting, layer));
      values.push_back(std::move(av));
    }
  }
  auto arity = [&](bool ok) -> Status {
    if (ok) return Status::Ok();
    return Status::Validation(std::string(kInvalid) + "Invalid number of argument(s) for the " +
                              op + " ComparisonOperator");
  };
  if (op == "NULL" || op == "NOT_NULL") {
    KS_RETURN_IF_ERROR(arity(values.empty()));
    return Function(op == "NULL" ? "attribute_not_exists" : "attribute_exists", {PathNode(attr)});
  }
  if (op == "BETWEEN") {
    KS_RETURN_IF_ERROR(arity(values.size() == 2));
    for (const auto& v : values)
      if (!IsScalar(v.type)) return TypeError(op, v.type);
    KS_RETURN_IF_ERROR(CheckLegacyBetweenBounds(values[0], values[1]));
    expr::Node n;
    n.type = expr::NodeType::kBetween;
    n.children = {PathNode(attr), ValueNode(values[0]), ValueNode(values[1])};
    return n;
  }
  if (op == "IN") {
    KS_RETURN_IF_ERROR(arity(!values.empty()));
    for (const auto& v : values) {
      if (!IsScalar(v.type)) return TypeError(op, v.type);
      if (v.type != values[0].type)
        return Status::Validation(std::string(kInvalid) +
                                  "AttributeValues inside AttributeValueList must be of same type");
    }
    expr::Node n;
    n.type = expr::NodeType::kIn;
    n.children.push_back(PathNode(attr));
    for (auto& v : values) n.children.push_back(ValueNode(std::move(v)));
    return n;
  }
  KS_RETURN_IF_ERROR(arity(values.size() == 1));
  const AttributeValue& v = values[0];
  if (op == "EQ" || op == "NE") {
    expr::Node n;
    n.type = expr::NodeType::kCompare;
    n.op = op == "EQ" ? expr::CompareOp::kEq : expr::CompareOp::kNe;
    n.children = {PathNode(attr), ValueNode(v)};
    return n;
  }
  if (op == "BEGINS_WITH") {
    if (v.type != AttrType::kS && v.type != AttrType::kB) return TypeError(op, v.type);
    return Function("begins_with", {PathNode(attr), ValueNode(v)});
  }
  if (op == "CONTAINS" || op == "NOT_CONTAINS") {
    if (!IsScalar(v.type)) return TypeError(op, v.type);
    expr::Node c = Function("contains", {PathNode(attr), ValueNode(v)});
    if (op == "CONTAINS") return c;
    expr::Node n;
    n.type = expr::NodeType::kNot;
    n.children.push_back(std::move(c));
    return n;
  }
  if (!IsScalar(v.type)) return TypeError(op, v.type);
  expr::Node n;
  n.type = expr::NodeType::kCompare;
  n.op = op == "LT"   ? expr::CompareOp::kLt
         : op == "LE" ? expr::CompareOp::kLe
         : op == "GT" ? expr::CompareOp::kGt
                      : expr::CompareOp::kGe;
  n.children = {PathNode(attr), ValueNode(v)};
  return n;
}

Result<expr::ConditionExpression> ParseLegacyFilter(
    const Json& filter, std::string_view member,
    const std::optional<std::string>& conditional_operator, value::ValidationLayer layer) {
  if (!filter.is_object()) return Status::Serialization("Start of list found where not expected");
  const bool use_or = conditional_operator && *conditional_operator == "OR";
  std::vector<expr::Node> conds;
  for (const auto& m : filter.members()) {
    KS_ASSIGN_OR_RETURN(expr::Node n, LegacyConditionNode(m.first, m.second, member, layer));
    conds.push_back(std::move(n));
  }
  expr::ConditionExpression out;
  if (conds.empty()) return Status::Internal("ParseLegacyFilter called with an empty filter");
  out.root = std::move(conds[0]);
  for (size_t i = 1; i < conds.size(); ++i) {
    expr::Node n;
    n.type = use_or ? expr::NodeType::kOr : expr::NodeType::kAnd;
    n.children.push_back(std::move(out.root));
    n.children.push_back(std::move(conds[i]));
    out.root = std::move(n);
  }
  return out;
}

Result<expr::ProjectionExpression> ParseAttributesToGet(const Json& names) {
  if (!names.is_array())
    return Status::Serialization("Start of structure or map found where not expected");
  expr::ProjectionExpression p;
  std::vector<std::string> seen;
  for (const Json& n : names.array()) {
    if (!n.is_string()) return Status::Serialization("NUMBER_VALUE cannot be converted to String");
    KS_RETURN_IF_ERROR(value::CheckAttributeName(n.string_value()));
    if (std::find(seen.begin(), seen.end(), n.string_value()) != seen.end())
      return Status::Validation(std::string(kInvalid) +
                                "Duplicate value in attribute name: " + n.string_value());
    seen.push_back(n.string_value());
    p.paths.push_back({expr::PathElement::Name(n.string_value())});
  }
  if (p.paths.empty())
    return Status::Validation(
        "1 validation error detected: Value '[]' at 'attributesToGet' failed to satisfy "
        "constraint: Member must have length greater than or equal to 1");
  return p;
}

}  // namespace keyscape::api
