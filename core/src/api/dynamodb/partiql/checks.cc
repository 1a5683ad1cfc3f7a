// PartiQL's own rules on a parsed statement (checks.h).
#include "checks.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/partiql.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/number.h"

namespace keyscape::api {

using base::Json;
using base::Status;
using expr::PqNode;
using Kind = PqNode::Kind;

namespace {

// The operands a WHERE function takes, or 0 for a name that is not one.
size_t WhereFunctionOperands(const std::string& name) {
  static constexpr struct {
    const char* name;
    size_t operands;
  } kFunctions[] = {{"attribute_exists", 1}, {"attribute_not_exists", 1}, {"attribute_type", 2},
                    {"begins_with", 2},      {"contains", 2},             {"size", 1}};
  for (const auto& f : kFunctions)
    if (name == f.name) return f.operands;
  return 0;
}

std::string Upper(std::string s) {
  for (char& c : s) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
  return s;
}

bool SamePath(const expr::PqPath& a, const expr::PqPath& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].name != b[i].name || a[i].index != b[i].index) return false;
  return true;
}

bool IsSetValue(const PqNode& v, const std::vector<Json>& params) {
  if (v.kind == Kind::kSet) return true;
  if (v.kind != Kind::kParam || static_cast<size_t>(v.param) >= params.size()) return false;
  const Json& p = params[static_cast<size_t>(v.param)];
  return p.Find("SS") || p.Find("NS") || p.Find("BS");
}

// A convertible number whose BigDecimal magnitude leaves 32 bits: DynamoDB works it out in
// 32-bit arithmetic, which wraps, so 1e2147483647 comes out as an underflow.
Status WrappedMagnitude(const std::string& text) {
  const std::optional<int64_t> magnitude = value::BigDecimalMagnitude(text);
  if (magnitude && *magnitude > INT32_MAX) return Status::Validation(value::kNumberUnderflow);
  if (magnitude && *magnitude < INT32_MIN) return Status::Validation(value::kNumberOverflow);
  return Status::Ok();
}

Status CheckNumbersIn(const Json& v) {
  constexpr const char* kUnconvertible = value::kNumberNotNumeric;
  if (!v.is_object() || v.members().size() != 1) return Status::Ok();
  const auto& [type, body] = v.members()[0];
  if (type == "N" && body.is_string()) {
    if (body.string_value().empty()) return Status::Validation(kUnconvertible);
    if (!expr::IsConvertiblePartiqlNumber(body.string_value()))
      return Status::Validation(std::string(kUnconvertible) + ": " + body.string_value());
    return WrappedMagnitude(body.string_value());
  } else if (type == "NS" && body.is_array()) {
    for (const Json& n : body.array())
      if (n.is_string() && !n.string_value().empty() &&
          !expr::IsConvertiblePartiqlNumber(n.string_value()))
        return Status::Validation(std::string(kUnconvertible) + ": " + n.string_value());
  } else if (type == "L" && body.is_array()) {
    for (const Json& e : body.array()) KS_RETURN_IF_ERROR(CheckNumbersIn(e));
  } else if (type == "M" && body.is_object()) {
    for (const auto& m : body.members()) KS_RETURN_IF_ERROR(CheckNumbersIn(m.second));
  }
  return Status::Ok();
}

}  // namespace

Status CheckWhereFunctions(const PqNode& where) {
  if (where.kind == Kind::kCall) {
    const size_t operands = WhereFunctionOperands(where.op);
    if (operands == 0)
      return Status::Validation("Unrecognized function: " + where.op + " at " + where.at);
    if (where.kids.size() != operands)
      return Status::Validation(
          "Incorrect number of operands for operator or function; operator or function: " +
          where.op + ", number of operands: " + std::to_string(where.kids.size()));
  }
  for (const PqNode& k : where.kids) KS_RETURN_IF_ERROR(CheckWhereFunctions(k));
  return Status::Ok();
}

namespace {

// The DynamoDB type of an operand written as a value or passed as a parameter ("" for a path,
// a call or anything else whose type is known only from an item).
std::string OperandType(const PqNode& n, const std::vector<Json>& params) {
  if (n.kind == Kind::kList) return "L";
  if (n.kind == Kind::kMap) return "M";
  if (n.kind == Kind::kSet) {
    const std::string member = n.kids.empty() ? "" : OperandType(n.kids[0], params);
    return member.empty() ? "" : member + "S";
  }
  const Json* v = nullptr;
  if (n.kind == Kind::kLiteral) v = &n.literal;
  if (n.kind == Kind::kParam && n.param >= 0 && static_cast<size_t>(n.param) < params.size())
    v = &params[static_cast<size_t>(n.param)];
  if (!v || !v->is_object() || v->members().size() != 1) return "";
  return v->members()[0].first;
}

}  // namespace

Status CheckOrderedOperands(const PqNode& where, const std::vector<Json>& params) {
  const bool between = where.kind == Kind::kBetween;
  const bool ordered = between || (where.kind == Kind::kCompare && where.op != "=" &&
                                   where.op != "<>" && where.op != "!=");
  if (ordered) {
    for (const PqNode& k : where.kids) {
      const std::string type = OperandType(k, params);
      if (!type.empty() && type != "S" && type != "N" && type != "B")
        return Status::Validation(
            "Incorrect operand type for operator or function; operator or function: " +
            (between ? std::string("BETWEEN") : where.op) + ", operand type: " + type);
    }
  }
  for (const PqNode& k : where.kids) KS_RETURN_IF_ERROR(CheckOrderedOperands(k, params));
  return Status::Ok();
}

Status CheckSetFunctions(const expr::PqStatement& s, const std::vector<Json>& params) {
  for (const expr::PqSetAction& a : s.sets) {
    const PqNode& v = a.value;
    if (v.kind != Kind::kCall || (v.op != "set_add" && v.op != "set_delete")) continue;
    const std::string fn = Upper(v.op);
    if (v.kids.size() != 2)
      return Status::Validation(fn + " must have exactly two arguments at " + v.at);
    if (v.kids[0].kind != Kind::kPath || !SamePath(v.kids[0].path, a.path))
      return Status::Validation("The first argument to " + fn +
                                " must equal the assignment value at " + v.at);
    if (!IsSetValue(v.kids[1], params))
      return Status::Validation("The second argument to " + fn +
                                " must be a value with type SET at " + v.kids[0].at);
  }
  return Status::Ok();
}

Status CheckParameterNumbers(const std::vector<Json>& params) {
  for (const Json& p : params) KS_RETURN_IF_ERROR(CheckNumbersIn(p));
  return Status::Ok();
}

Status CheckIndexRead(const table::TableDef& table, const table::IndexDef& index,
                      const expr::PqStatement& s) {
  if (index.key.HashElements().size() > 1 || index.key.RangeElements().size() > 1)
    return Status::Validation(
        "PartiQL statements cannot be executed on tables with multi-attribute HASH keys or "
        "multi-attribute RANGE keys.");
  if (!index.global || index.projection.type == table::ProjectionType::kAll) return Status::Ok();
  std::vector<std::string> projected = index.projection.non_key_attributes;
  for (const table::KeyElement* e : table.key.Elements()) projected.push_back(e->name);
  for (const table::KeyElement* e : index.key.Elements()) projected.push_back(e->name);
  std::vector<std::string> missing;
  for (const expr::PqPath& p : s.projection) {
    const std::string& name = p[0].name;
    if (std::find(projected.begin(), projected.end(), name) == projected.end() &&
        std::find(missing.begin(), missing.end(), name) == missing.end())
      missing.push_back(name);
  }
  if (missing.empty()) return Status::Ok();
  std::string list;
  for (const std::string& m : missing) list += (list.empty() ? "" : ", ") + m;
  return Status::Validation("One or more parameter values were invalid: Global secondary index " +
                            index.name + " does not project [" + list + "]");
}

std::string WithoutExpressionPrefix(const std::string& message) {
  // A bound value's error names the placeholder keyscape made for it: PartiQL names none.
  constexpr std::string_view kValues = "ExpressionAttributeValues contains invalid value: ";
  if (message.compare(0, kValues.size(), kValues) == 0) {
    const size_t key = message.rfind(" for key :v");
    if (key != std::string::npos) return message.substr(kValues.size(), key - kValues.size());
  }
  static const char* kPrefixes[] = {"1 validation error detected: ", "Invalid FilterExpression: ",
                                    "Invalid ConditionExpression: ",
                                    "Invalid KeyConditionExpression: ",
                                    "Invalid UpdateExpression: ", "Invalid ProjectionExpression: "};
  for (const char* p : kPrefixes) {
    const std::string_view prefix(p);
    // The envelope can hold a prefix ("1 validation error detected: Invalid UpdateExpression:
    // ..."): both go.
    if (message.compare(0, prefix.size(), prefix) == 0)
      return WithoutExpressionPrefix(message.substr(prefix.size()));
  }
  return message;
}

}  // namespace keyscape::api
