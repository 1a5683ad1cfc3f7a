// The sort condition of keyscape:RangeView (range_condition.h).
#include "range_condition.h"

#include <string>
#include <string_view>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/query/key_range.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using query::SortConditionHolds;
using query::SortOp;
using value::AttributeValue;
using value::AttributeValueToJson;
using value::CompareScalar;
using value::ParseAttributeValue;

namespace {

Result<AttributeValue> ValueAt(const Json& request, std::string_view placeholder) {
  const Json* values = request.Find("ExpressionAttributeValues");
  const Json* v = values ? values->Find(placeholder) : nullptr;
  if (!v) return Status::Internal("compiled request has no " + std::string(placeholder));
  return ParseAttributeValue(*v);
}

struct Bound {
  const char* side;
  AttributeValue value;
  bool inclusive;
  bool prefix = false;
};

// `v` sorts before the bound line.
bool Before(const Bound& b, const AttributeValue& v) {
  if (b.prefix)
    return CompareScalar(v, b.value) < 0 ||
           SortConditionHolds({SortOp::kBeginsWith, b.value, {}}, v);
  const int c = CompareScalar(v, b.value);
  const bool low = std::string_view(b.side) == "low";
  // A low bound sits before the first item inside; a high one after the last.
  return c < 0 || (c == 0 && (low ? !b.inclusive : b.inclusive));
}

// Items of `sorted` (stored order) that sort before the bound line.
int64_t BoundAt(const Bound& b, const std::vector<AttributeValue>& sorted) {
  int64_t at = 0;
  for (const AttributeValue& v : sorted) at += Before(b, v) ? 1 : 0;
  return at;
}

// The same for tuples: an item sorts before a bound on attribute lead.size() when its
// leading attributes sort before `lead`, or equal it and its next attribute is Before.
int64_t TupleBoundAt(const Bound& b, const std::vector<AttributeValue>& lead,
                     const std::vector<std::vector<AttributeValue>>& tuples) {
  int64_t at = 0;
  for (const std::vector<AttributeValue>& t : tuples) {
    if (t.size() <= lead.size()) continue;
    int c = 0;
    for (size_t i = 0; i < lead.size() && c == 0; ++i) c = CompareScalar(t[i], lead[i]);
    if (c < 0 || (c == 0 && Before(b, t[lead.size()]))) ++at;
  }
  return at;
}

std::vector<Bound> BoundsOf(model::SortOp op, const AttributeValue& v1, const AttributeValue& v2) {
  switch (op) {
    case model::SortOp::kEq:
      return {{"low", v1, true}, {"high", v1, true}};
    case model::SortOp::kLt:
      return {{"high", v1, false}};
    case model::SortOp::kLe:
      return {{"high", v1, true}};
    case model::SortOp::kGt:
      return {{"low", v1, false}};
    case model::SortOp::kGe:
      return {{"low", v1, true}};
    case model::SortOp::kBetween:
      return {{"low", v1, true}, {"high", v2, true}};
    case model::SortOp::kBeginsWith:
      return {{"low", v1, true}, {"high", v1, false, true}};
  }
  return {};
}

Json BoundJson(const Bound& b, int64_t at) {
  Json j = Json::Object();
  j.Add("side", Json::String(b.side));
  j.Add("value", AttributeValueToJson(b.value));
  j.Add("inclusive", Json::Bool(b.inclusive));
  if (b.prefix) j.Add("prefix", Json::Bool(true));
  j.Add("at", Json::Int(at));
  return j;
}

}  // namespace

Result<Json> TupleConditionJson(const std::vector<const model::SortCondition*>& conds,
                                const std::vector<std::string>& names, const Json& request,
                                const std::vector<std::vector<AttributeValue>>& tuples) {
  std::vector<AttributeValue> lead;
  Json all = Json::Array();
  AttributeValue v1, v2;
  for (size_t i = 0; i < conds.size(); ++i) {
    const std::string v = ":sk" + (i == 0 ? std::string() : std::to_string(i + 1));
    KS_ASSIGN_OR_RETURN(v1, ValueAt(request, v));
    Json values = Json::Array();
    values.Push(AttributeValueToJson(v1));
    if (conds[i]->op == model::SortOp::kBetween) {
      KS_ASSIGN_OR_RETURN(v2, ValueAt(request, conds.size() == 1 ? ":sk2" : v + "hi"));
      values.Push(AttributeValueToJson(v2));
    }
    Json c = Json::Object();
    c.Add("attribute", Json::String(i < names.size() ? names[i] : ""));
    c.Add("op", Json::String(model::SortOpText(conds[i]->op)));
    c.Add("values", std::move(values));
    all.Push(std::move(c));
    if (i + 1 < conds.size()) lead.push_back(v1);
  }
  Json last = all.array().back();
  Json bounds = Json::Array();
  for (const Bound& b : BoundsOf(conds.back()->op, v1, v2))
    bounds.Push(BoundJson(b, TupleBoundAt(b, lead, tuples)));
  Json out = Json::Object();
  out.Add("op", *last.Find("op"));
  out.Add("values", *last.Find("values"));
  out.Add("bounds", std::move(bounds));
  out.Add("conditions", std::move(all));
  return out;
}

Result<Json> ConditionJson(const model::SortCondition& sc, const Json& request,
                           const std::vector<AttributeValue>& sorted) {
  KS_ASSIGN_OR_RETURN(AttributeValue v1, ValueAt(request, ":sk"));
  AttributeValue v2;
  Json values = Json::Array();
  values.Push(AttributeValueToJson(v1));
  if (sc.op == model::SortOp::kBetween) {
    KS_ASSIGN_OR_RETURN(v2, ValueAt(request, ":sk2"));
    values.Push(AttributeValueToJson(v2));
  }
  Json bounds = Json::Array();
  for (const Bound& b : BoundsOf(sc.op, v1, v2)) bounds.Push(BoundJson(b, BoundAt(b, sorted)));
  Json c = Json::Object();
  c.Add("op", Json::String(model::SortOpText(sc.op)));
  c.Add("values", std::move(values));
  c.Add("bounds", std::move(bounds));
  return c;
}

}  // namespace keyscape::api
