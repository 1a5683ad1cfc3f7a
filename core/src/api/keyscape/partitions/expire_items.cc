// keyscape:ExpireItems: a private part of keyscape/api/keyscape/partition_ops.h (its contract).

#include <string>
#include <vector>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/api/keyscape/partition_ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/table/entry_store.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/item_codec.h"
#include "keyscape/value/number.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;
using table::EntryStore;
using table::Table;
using value::AttributeValue;
using value::AttrMap;
using value::AttrType;
using value::FindAttr;

namespace {

constexpr double kFiveYears = 5 * 365.25 * 24 * 3600;

// True when `item` has a Number `ttl_attribute` in [now - 5 years, now).
bool Expired(const AttrMap& item, const std::string& ttl_attribute, double now) {
  const AttributeValue* ttl = FindAttr(item, ttl_attribute);
  if (!ttl || ttl->type != AttrType::kN) return false;
  Result<value::Number> n = value::Number::Parse(ttl->scalar);
  if (!n.ok()) return false;
  const double at = n->ToDouble();
  return at < now && at >= now - kFiveYears;
}

// Deletes the expired items of `t` (TTL enabled); returns how many.
int64_t ExpireTable(Table* t, double now) {
  if (!t->def().ttl_attribute) return 0;
  const std::string& attr = *t->def().ttl_attribute;
  std::vector<AttrMap> expired;
  for (const EntryStore::Entry& entry : t->store(-1)) {
    Result<AttrMap> item = value::DecodeItem(EntryStore::ValueOf(entry));
    if (item.ok() && Expired(*item, attr, now)) expired.push_back(std::move(item).value());
  }
  for (const AttrMap& item : expired) t->Delete(item);
  return static_cast<int64_t>(expired.size());
}

}  // namespace

Result<Json> ExpireItemsOp(Database& db, const Json& req) {
  KS_ASSIGN_OR_RETURN(auto name, GetString(req, "TableName"));
  const Json* now_json = req.Find("Now");
  if (now_json && !now_json->is_number())
    return Status::Validation("keyscape:ExpireItems: Now must be a number (epoch seconds)");
  const double now = now_json ? now_json->number_value() : db.Now();
  std::vector<Table*> tables;
  if (name) {
    KS_ASSIGN_OR_RETURN(Table * t, FindNamedTable(db, *name));
    tables.push_back(t);
  } else {
    for (const auto& [table_name, t] : db.tables()) tables.push_back(t.get());
  }
  Json expired = Json::Object();
  for (Table* t : tables) {
    if (t->def().ttl_attribute) expired.Add(t->def().name, Json::Int(ExpireTable(t, now)));
  }
  Json out = Json::Object();
  out.Add("Expired", std::move(expired));
  return out;
}

}  // namespace keyscape::api
