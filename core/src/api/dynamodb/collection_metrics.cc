#include "keyscape/api/dynamodb/collection_metrics.h"

#include <cmath>
#include <cstdint>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using table::Table;
using value::AttributeValue;
using value::AttributeValueToJson;
using value::AttrMap;
using value::FindAttr;

Result<bool> ReadReturnItemCollectionMetrics(const Json& req, ConstraintErrors* errors,
                                             ValidationLayer layer) {
  KS_ASSIGN_OR_RETURN(auto mode, GetString(req, "ReturnItemCollectionMetrics"));
  if (mode && *mode != "SIZE" && *mode != "NONE" && layer == ValidationLayer::kCurrent)
    errors->AddMessage("ReturnItemCollectionMetrics can only be SIZE or NONE");
  else if (mode && *mode != "SIZE" && *mode != "NONE")
    errors->Add(Quoted(*mode), "returnItemCollectionMetrics",
                "Member must satisfy enum value set: [SIZE, NONE]");
  return mode && *mode == "SIZE";
}

std::optional<Json> ItemCollectionMetrics(const Table& t, const AttrMap& item_or_key) {
  if (!t.def().has_lsi()) return std::nullopt;
  const std::string& hash_name = t.def().key.hash.name;
  const AttributeValue* hash = FindAttr(item_or_key, hash_name);
  if (!hash) return std::nullopt;
  constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
  const double low = std::floor(static_cast<double>(t.CollectionSize(*hash)) / kGiB);
  Json key = Json::Object();
  key.Add(hash_name, AttributeValueToJson(*hash));
  Json range = Json::Array();
  range.Push(Json::Double(low));
  range.Push(Json::Double(low + 1));
  Json out = Json::Object();
  out.Add("ItemCollectionKey", std::move(key));
  out.Add("SizeEstimateRangeGB", std::move(range));
  return out;
}

void AddItemCollectionMetrics(const Table& t, const AttrMap& item_or_key, Json* per_table) {
  std::optional<Json> m = ItemCollectionMetrics(t, item_or_key);
  if (!m) return;
  Json* list = per_table->Find(t.def().name);
  if (!list) list = &per_table->Add(t.def().name, Json::Array());
  list->Push(std::move(*m));
}

}  // namespace keyscape::api
