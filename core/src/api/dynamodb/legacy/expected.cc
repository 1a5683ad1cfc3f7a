#include "keyscape/api/dynamodb/legacy/expected.h"

#include <algorithm>

#include "keyscape/api/dynamodb/legacy/filter.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/number.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using value::AttributeValue;
using value::AttrType;
using value::AttrTypeName;
using value::FindAttr;
using value::Item;
using value::ParseAttributeValue;

namespace {

const char kInvalid[] = "One or more parameter values were invalid: ";

Status Invalid(const std::string& problem) {
  return Status::Validation(std::string(kInvalid) + problem);
}

expr::Node Path(const std::string& attr) {
  expr::Node n;
  n.type = expr::NodeType::kPath;
  n.path.push_back(expr::PathElement::Name(attr));
  return n;
}

// {"Exists"?, "Value"?} (no ComparisonOperator): attr = Value, or attribute_not_exists.
Result<expr::Node> ExistsCondition(const std::string& attr, const Json& cond) {
  const Json* exists = cond.Find("Exists");
  const Json* value = cond.Find("Value");
  if (exists && !exists->is_null() && !exists->is_bool())
    return Status::Serialization("NUMBER_VALUE cannot be converted to Boolean");
  const bool has_exists = exists && !exists->is_null();
  const bool expect_exists = !has_exists || exists->bool_value();
  const bool has_value = value && !value->is_null();
  if (expect_exists && !has_value)
    return Invalid(std::string("Value must be provided when Exists is ") +
                   (has_exists ? "true" : "null") + " for Attribute: " + attr);
  if (!expect_exists && has_value)
    return Invalid("Value cannot be used when Exists is false for Attribute: " + attr);
  if (!expect_exists) {
    expr::Node n;
    n.type = expr::NodeType::kFunction;
    n.name = "attribute_not_exists";
    n.children.push_back(Path(attr));
    return n;
  }
  KS_ASSIGN_OR_RETURN(AttributeValue v, ParseAttributeValue(*value));
  expr::Node operand;
  operand.type = expr::NodeType::kValue;
  operand.value = std::move(v);
  expr::Node n;
  n.type = expr::NodeType::kCompare;
  n.op = expr::CompareOp::kEq;
  n.children = {Path(attr), std::move(operand)};
  return n;
}

// attribute_exists(attr) AND n: on DynamoDB an Expected NOT_CONTAINS fails when the
// attribute is missing (observed, issue 24 family 6; ScyllaDB Alternator's tests agree).
expr::Node ExistsAnd(const std::string& attr, expr::Node n) {
  expr::Node exists;
  exists.type = expr::NodeType::kFunction;
  exists.name = "attribute_exists";
  exists.children.push_back(Path(attr));
  expr::Node both;
  both.type = expr::NodeType::kAnd;
  both.children.push_back(std::move(exists));
  both.children.push_back(std::move(n));
  return both;
}

Result<expr::Node> ExpectedCondition(const std::string& attr, const Json& cond) {
  if (!cond.is_object()) return Status::Serialization("Unexpected value type in Condition");
  const bool has_list = cond.Find("AttributeValueList") != nullptr;
  const Json* value = cond.Find("Value");
  if (has_list && value)
    return Invalid("Value and AttributeValueList cannot be used together for Attribute: " + attr);
  const Json* op = cond.Find("ComparisonOperator");
  if (!op) {
    if (has_list)
      return Invalid(
          "AttributeValueList can only be used with a ComparisonOperator for "
          "Attribute: " +
          attr);
    return ExistsCondition(attr, cond);
  }
  if (cond.Find("Exists"))
    return Invalid("Exists and ComparisonOperator cannot be used together for Attribute: " + attr);
  if (op->is_string() && op->string_value() != "NULL" && op->string_value() != "NOT_NULL" &&
      !has_list && !value)
    return Invalid("Value or AttributeValueList must be used with ComparisonOperator: " +
                   op->string_value() + " for Attribute: " + attr);
  Json with_list = cond;  // "Value" is a one-element AttributeValueList
  if (value) {
    Json list = Json::Array();
    list.Push(*value);
    with_list.Set("AttributeValueList", std::move(list));
  }
  KS_ASSIGN_OR_RETURN(expr::Node n, LegacyConditionNode(attr, with_list, "expected"));
  if (!op->is_string() || op->string_value() != "NOT_CONTAINS") return n;
  return ExistsAnd(attr, std::move(n));
}

}  // namespace

Result<std::optional<expr::ConditionExpression>> ParseLegacyExpected(
    const Json& expected, const std::optional<std::string>& conditional_operator) {
  if (!expected.is_object()) return Status::Serialization("Start of list found where not expected");
  const bool use_or = conditional_operator && *conditional_operator == "OR";
  std::optional<expr::ConditionExpression> out;
  for (const auto& [attr, cond] : expected.members()) {
    KS_ASSIGN_OR_RETURN(expr::Node n, ExpectedCondition(attr, cond));
    if (!out) {
      out.emplace();
      out->root = std::move(n);
      continue;
    }
    expr::Node joined;
    joined.type = use_or ? expr::NodeType::kOr : expr::NodeType::kAnd;
    joined.children.push_back(std::move(out->root));
    joined.children.push_back(std::move(n));
    out->root = std::move(joined);
  }
  return out;
}

Result<std::vector<AttributeUpdate>> ParseAttributeUpdates(const Json& updates) {
  if (!updates.is_object()) return Status::Serialization("Start of list found where not expected");
  std::vector<AttributeUpdate> out;
  for (const auto& [attr, u] : updates.members()) {
    if (!u.is_object())
      return Status::Serialization("Unexpected value type in AttributeValueUpdate");
    AttributeUpdate a;
    a.attribute = attr;
    if (const Json* action = u.Find("Action"); action && !action->is_null()) {
      if (!action->is_string())
        return Status::Serialization("NUMBER_VALUE cannot be converted to String");
      const std::string& t = action->string_value();
      if (t != "PUT" && t != "ADD" && t != "DELETE")
        return Status::Validation("1 validation error detected: Value '" + t +
                                  "' at 'attributeUpdates." + attr +
                                  ".member.action' failed to satisfy constraint: Member must "
                                  "satisfy enum value set: [ADD, PUT, DELETE]");
      a.action = t == "ADD"      ? AttributeUpdate::Action::kAdd
                 : t == "DELETE" ? AttributeUpdate::Action::kDelete
                                 : AttributeUpdate::Action::kPut;
    }
    if (const Json* v = u.Find("Value"); v && !v->is_null()) {
      KS_ASSIGN_OR_RETURN(AttributeValue parsed, ParseAttributeValue(*v));
      a.value = std::move(parsed);
    }
    const AttrType type = a.value ? a.value->type : AttrType::kNull;
    const bool is_set = type == AttrType::kSS || type == AttrType::kNS || type == AttrType::kBS;
    if (!a.value && a.action != AttributeUpdate::Action::kDelete)
      return Invalid("Only DELETE action is allowed when no attribute value is specified");
    if (a.value && a.action == AttributeUpdate::Action::kDelete && !is_set)
      return Invalid(std::string("DELETE action with value is not supported for the type ") +
                     AttrTypeName(type));
    if (a.action == AttributeUpdate::Action::kAdd && !is_set && type != AttrType::kN &&
        type != AttrType::kL)
      return Invalid(std::string("ADD action is not supported for the type ") + AttrTypeName(type));
    KS_RETURN_IF_ERROR(value::CheckAttributeName(attr));
    out.push_back(std::move(a));
  }
  return out;
}

Status CheckLegacyUpdateKeys(const std::vector<AttributeUpdate>& updates,
                             const std::vector<std::string>& key_names) {
  for (const std::string& k : key_names)
    for (const AttributeUpdate& u : updates)
      if (u.attribute == k)
        return Invalid("Cannot update attribute " + k + ". This attribute is part of the key");
  return Status::Ok();
}

namespace {

Status TypeMismatch() { return Status::Validation("Type mismatch for attribute to update"); }

void EraseAttr(Item* item, const std::string& name) {
  item->erase(
      std::remove_if(item->begin(), item->end(), [&](const auto& kv) { return kv.first == name; }),
      item->end());
}

Result<AttributeValue> AddTo(const AttributeValue& cur, const AttributeValue& v) {
  if (cur.type != v.type) return TypeMismatch();
  AttributeValue out = cur;
  if (v.type == AttrType::kN) {
    KS_ASSIGN_OR_RETURN(value::Number x, value::Number::ParseUnchecked(cur.scalar));
    KS_ASSIGN_OR_RETURN(value::Number y, value::Number::ParseUnchecked(v.scalar));
    value::Number sum = value::Number::Add(x, y);
    if (!sum.CheckLimits().ok()) return Status::Validation(value::kNumberOverflow);
    return AttributeValue::N(sum.ToString());
  }
  if (v.type == AttrType::kL) {
    out.list.insert(out.list.end(), v.list.begin(), v.list.end());
    return out;
  }
  for (const std::string& e : v.set)  // set elements are normalised: equal text, equal value
    if (std::find(out.set.begin(), out.set.end(), e) == out.set.end()) out.set.push_back(e);
  return out;
}

}  // namespace

Status ApplyAttributeUpdates(const std::vector<AttributeUpdate>& updates, Item* item) {
  for (const AttributeUpdate& u : updates) {
    AttributeValue* cur = FindAttr(*item, u.attribute);
    switch (u.action) {
      case AttributeUpdate::Action::kPut:
        value::SetAttr(*item, u.attribute, *u.value);
        break;
      case AttributeUpdate::Action::kAdd:
        if (!cur) {
          value::SetAttr(*item, u.attribute, *u.value);
        } else {
          KS_ASSIGN_OR_RETURN(AttributeValue sum, AddTo(*cur, *u.value));
          *cur = std::move(sum);
        }
        break;
      case AttributeUpdate::Action::kDelete:
        if (!u.value) {
          EraseAttr(item, u.attribute);
        } else if (cur) {
          if (cur->type != u.value->type) return TypeMismatch();
          std::vector<std::string> kept;
          for (const std::string& e : cur->set)
            if (std::find(u.value->set.begin(), u.value->set.end(), e) == u.value->set.end())
              kept.push_back(e);
          if (kept.empty())
            EraseAttr(item, u.attribute);
          else
            cur->set = std::move(kept);
        }
        break;
    }
  }
  return Status::Ok();
}

}  // namespace keyscape::api
