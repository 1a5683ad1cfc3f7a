// BatchWriteItem and BatchGetItem. Every request of a batch is validated before any is
// applied, so a rejected batch changes nothing. keyscape never throttles, so
// UnprocessedItems / UnprocessedKeys are always empty.
#include <algorithm>
#include <map>
#include <set>

#include "api_names.h"
#include "keyscape/api/capacity.h"
#include "keyscape/api/ops.h"
#include "keyscape/api/read_expressions.h"
#include "keyscape/api/request.h"
#include "keyscape/expr/parser.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_size.h"

namespace keyscape::api {
namespace {

struct PendingWrite {
  Table* table;
  bool is_put;
  Item item;  // the item (put) or the key (delete)
};

}  // namespace

Result<Json> BatchWriteItemOp(Database& db, const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(const Json* request_items, GetObject(req, "RequestItems"));
  KS_ASSIGN_OR_RETURN(CapacityMode cap, GetCapacityMode(req, &errors));
  if (!request_items) errors.Add("null", "requestItems", "Member must not be null");
  KS_RETURN_IF_ERROR(errors.ToStatus());
  if (request_items->members().empty())
    return Status::Validation(
        "1 validation error detected: Value '{}' at 'requestItems' failed to satisfy "
        "constraint: Member must have length greater than or equal to 1");
  size_t total = 0;
  for (const auto& kv : request_items->members()) {
    if (!kv.second.is_array())
      return Status::Serialization("Unexpected value type in RequestItems");
    if (kv.second.array().empty())
      return Status::Validation("1 validation error detected: Value '[]' at 'requestItems." +
                                kv.first +
                                ".member' failed to satisfy constraint: Member must have length "
                                "greater than or equal to 1");
    total += kv.second.array().size();
  }
  if (total > 25) return Status::Validation("Too many items requested for the BatchWriteItem call");

  std::vector<PendingWrite> writes;
  for (const auto& kv : request_items->members()) {
    ConstraintErrors terr;
    CheckTableName(kv.first, "requestItems.key", &terr);
    KS_RETURN_IF_ERROR(terr.ToStatus());
    KS_ASSIGN_OR_RETURN(Table * t, LookupTable(db, kv.first));
    std::set<std::string> seen;
    for (const Json& w : kv.second.array()) {
      if (!w.is_object()) return Status::Serialization("Unexpected value type in WriteRequest");
      const Json* put = w.Find("PutRequest");
      const Json* del = w.Find("DeleteRequest");
      if ((put != nullptr) == (del != nullptr))
        return Status::Validation(
            "Supplied AttributeValue has more than one datatypes set, must contain exactly one of "
            "the supported datatypes");
      PendingWrite pw{t, put != nullptr, {}};
      if (put) {
        const Json* item = put->Find("Item");
        if (!item)
          return Status::Validation("1 validation error detected: Value null at 'requestItems." +
                                    kv.first +
                                    ".member.1.member.putRequest.item' failed to satisfy "
                                    "constraint: Member must not be null");
        KS_ASSIGN_OR_RETURN(pw.item, ParseAttrMap(*item));
        KS_RETURN_IF_ERROR(t->ValidateItemKeys(pw.item));
        if (ItemSize(pw.item) > kMaxItemSize)
          return Status::Validation("Item size has exceeded the maximum allowed size");
        KS_RETURN_IF_ERROR(t->CheckCollectionLimit(pw.item, t->Get(pw.item)));
      } else {
        const Json* key = del->Find("Key");
        if (!key)
          return Status::Validation("1 validation error detected: Value null at 'requestItems." +
                                    kv.first +
                                    ".member.1.member.deleteRequest.key' failed to satisfy "
                                    "constraint: Member must not be null");
        KS_ASSIGN_OR_RETURN(pw.item, ParseAttrMap(*key));
        KS_RETURN_IF_ERROR(t->ValidateKey(pw.item));
      }
      if (!seen.insert(t->PrimaryKeyOf(pw.item)).second)
        return Status::Validation("Provided list of item keys contains duplicates");
      writes.push_back(std::move(pw));
    }
  }
  std::map<std::string, CapacityUse> used;
  for (PendingWrite& w : writes) {
    std::optional<Item> old;
    if (w.is_put) {
      w.table->Put(w.item, &old);
      int64_t bytes = std::max(ItemSize(w.item), old ? ItemSize(*old) : int64_t{0});
      used[w.table->def().name].table += WriteUnits(bytes);
    } else {
      old = w.table->Delete(w.item);
      used[w.table->def().name].table += WriteUnits(old ? ItemSize(*old) : 0);
    }
  }
  Json out = Json::Object();
  out.Add("UnprocessedItems", Json::Object());
  if (cap != CapacityMode::kNone) {
    Json list = Json::Array();
    for (const auto& kv : used) list.Push(CapacityJson(kv.first, kv.second, cap, false));
    out.Add("ConsumedCapacity", std::move(list));
  }
  return out;
}

Result<Json> BatchGetItemOp(Database& db, const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(const Json* request_items, GetObject(req, "RequestItems"));
  KS_ASSIGN_OR_RETURN(CapacityMode cap, GetCapacityMode(req, &errors));
  if (!request_items) errors.Add("null", "requestItems", "Member must not be null");
  KS_RETURN_IF_ERROR(errors.ToStatus());
  if (request_items->members().empty())
    return Status::Validation(
        "1 validation error detected: Value '{}' at 'requestItems' failed to satisfy "
        "constraint: Member must have length greater than or equal to 1");
  size_t total = 0;
  for (const auto& kv : request_items->members()) {
    if (!kv.second.is_object())
      return Status::Serialization("Unexpected value type in RequestItems");
    const Json* keys = kv.second.Find("Keys");
    if (!keys || !keys->is_array() || keys->array().empty())
      return Status::Validation(
          "1 validation error detected: Value null at 'requestItems." + kv.first +
          ".member.keys' failed to satisfy constraint: Member must not be null");
    total += keys->array().size();
  }
  if (total > 100) return Status::Validation("Too many items requested for the BatchGetItem call");

  struct TableRead {
    Table* table;
    std::vector<AttrMap> keys;
    std::optional<expr::ProjectionExpression> projection;
    bool consistent;
  };
  std::vector<TableRead> reads;
  for (const auto& kv : request_items->members()) {
    ConstraintErrors terr;
    CheckTableName(kv.first, "requestItems.key", &terr);
    KS_RETURN_IF_ERROR(terr.ToStatus());
    const Json& spec = kv.second;
    KS_ASSIGN_OR_RETURN(auto proj_text, GetString(spec, "ProjectionExpression"));
    KS_ASSIGN_OR_RETURN(const Json* names, GetObject(spec, "ExpressionAttributeNames"));
    KS_ASSIGN_OR_RETURN(auto consistent, GetBool(spec, "ConsistentRead"));
    if (names && !proj_text)
      return Status::Validation(
          "ExpressionAttributeNames can only be specified when using expressions");
    TableRead tr{nullptr, {}, std::nullopt, consistent.value_or(false)};
    KS_ASSIGN_OR_RETURN(auto attrs, expr::ExpressionAttributes::Build(names, nullptr));
    if (proj_text) {
      KS_ASSIGN_OR_RETURN(auto p, expr::ParseProjectionExpression(*proj_text, &attrs));
      tr.projection = std::move(p);
    }
    KS_RETURN_IF_ERROR(attrs.CheckAllUsed());
    KS_ASSIGN_OR_RETURN(tr.table, LookupTable(db, kv.first));
    std::set<std::string> seen;
    for (const Json& k : spec.Find("Keys")->array()) {
      KS_ASSIGN_OR_RETURN(AttrMap key, ParseAttrMap(k));
      KS_RETURN_IF_ERROR(tr.table->ValidateKey(key));
      if (!seen.insert(tr.table->PrimaryKeyOf(key)).second)
        return Status::Validation("Provided list of item keys contains duplicates");
      tr.keys.push_back(std::move(key));
    }
    reads.push_back(std::move(tr));
  }
  Json responses = Json::Object();
  Json caps = Json::Array();
  for (const TableRead& tr : reads) {
    Json items = Json::Array();
    CapacityUse use;
    for (const AttrMap& key : tr.keys) {
      auto item = tr.table->Get(key);
      use.table += ReadUnits(item ? ItemSize(*item) : 0, tr.consistent);
      if (!item) continue;
      items.Push(AttrMapToJson(tr.projection ? ApplyProjection(*tr.projection, *item) : *item));
    }
    responses.Add(tr.table->def().name, std::move(items));
    if (cap != CapacityMode::kNone) caps.Push(CapacityJson(tr.table->def().name, use, cap, true));
  }
  Json out = Json::Object();
  out.Add("Responses", std::move(responses));
  out.Add("UnprocessedKeys", Json::Object());
  if (cap != CapacityMode::kNone) out.Add("ConsumedCapacity", std::move(caps));
  return out;
}

}  // namespace keyscape::api
