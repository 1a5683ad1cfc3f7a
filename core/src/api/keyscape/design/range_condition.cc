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

// Items of `sorted` (stored order) that sort before the bound line.
int64_t BoundAt(const Bound& b, const std::vector<AttributeValue>& sorted) {
  int64_t at = 0;
  for (const AttributeValue& v : sorted) {
    if (b.prefix) {
      if (CompareScalar(v, b.value) < 0 ||
          SortConditionHolds({SortOp::kBeginsWith, b.value, {}}, v))
        ++at;
      continue;
    }
    const int c = CompareScalar(v, b.value);
    const bool low = std::string_view(b.side) == "low";
    // A low bound sits before the first item inside; a high one after the last.
    if (c < 0 || (c == 0 && (low ? !b.inclusive : b.inclusive))) ++at;
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

}  // namespace

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
  for (const Bound& b : BoundsOf(sc.op, v1, v2)) {
    Json j = Json::Object();
    j.Add("side", Json::String(b.side));
    j.Add("value", AttributeValueToJson(b.value));
    j.Add("inclusive", Json::Bool(b.inclusive));
    if (b.prefix) j.Add("prefix", Json::Bool(true));
    j.Add("at", Json::Int(BoundAt(b, sorted)));
    bounds.Push(std::move(j));
  }
  Json c = Json::Object();
  c.Add("op", Json::String(model::SortOpText(sc.op)));
  c.Add("values", std::move(values));
  c.Add("bounds", std::move(bounds));
  return c;
}

}  // namespace keyscape::api
