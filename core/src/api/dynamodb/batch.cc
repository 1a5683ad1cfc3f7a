// BatchWriteItem and BatchGetItem. Every request of a batch is validated before any is
// applied, so a rejected batch changes nothing. keyscape never throttles, so
// UnprocessedItems / UnprocessedKeys are always empty.
#include <algorithm>
#include <array>
#include <map>
#include <set>

#include "keyscape/api/dynamodb/capacity.h"
#include "keyscape/api/dynamodb/collection_metrics.h"
#include "keyscape/api/dynamodb/read_expressions.h"
#include "keyscape/api/dynamodb/read_request.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/hex.h"
#include "keyscape/base/json.h"
#include "keyscape/base/md5.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/ast.h"
#include "keyscape/expr/parser.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_size.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;
using table::Table;
using value::AttrMap;
using value::Item;
using value::ItemSize;
using value::kMaxItemSize;
using value::ParseAttrMap;

namespace {

// RequestItems (required, not empty) and ReturnConsumedCapacity, shared by both
// operations.
// A missing or empty RequestItems is reported before any other member ("The requestItems
// parameter is required for <op>"; some regions now answer an empty BatchGetItem map with
// the generic "Value at 'RequestItems' ... length greater than or equal to 1").
Result<const Json*> ReadRequestItems(const Json& req, std::string_view op, CapacityMode* cap,
                                     bool* collection_metrics = nullptr) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(const Json* request_items, GetObject(req, "RequestItems"));
  if (!request_items || request_items->members().empty())
    return Status::Validation("The requestItems parameter is required for " + std::string(op));
  KS_ASSIGN_OR_RETURN(*cap, GetCapacityMode(req, &errors));
  if (collection_metrics) {
    KS_ASSIGN_OR_RETURN(*collection_metrics, ReadReturnItemCollectionMetrics(req, &errors));
  }
  KS_RETURN_IF_ERROR(errors.ToStatus());
  return request_items;
}

// A RequestItems key must be a valid table name.
Status CheckBatchTableName(const std::string& name) {
  ConstraintErrors errors;
  CheckTableName(name, "requestItems.key", &errors);
  return errors.ToStatus();
}

// Keys of one table must name distinct items.
Status AddDistinct(const Table& t, const AttrMap& key, std::set<std::string>* seen) {
  if (!seen->insert(t.PrimaryKeyOf(key)).second)
    return Status::Validation("Provided list of item keys contains duplicates");
  return Status::Ok();
}

// ---- BatchWriteItem ---------------------------------------------------------------

struct PendingWrite {
  Table* table;
  bool is_put;
  Item item;         // the item (put) or the key (delete)
  std::string key;   // its storage key (Table::PrimaryKeyOf)
  int64_t size = 0;  // ItemSize(item), puts only
};

// Keys of one table must name distinct items: `w` against the writes of its table read
// before it.
Status CheckDistinct(const PendingWrite& w, const PendingWrite* first, const PendingWrite* end) {
  for (const PendingWrite* p = first; p != end; ++p)
    if (p->key == w.key)
      return Status::Validation("Provided list of item keys contains duplicates");
  return Status::Ok();
}

// One write as DynamoDB's Java service prints it in a constraint message: its class and
// an identity hash (here a stable one, from the write's text).
std::string JavaWriteRequestText(const Json& write) {
  std::array<uint8_t, 16> digest = base::Md5(write.Dump());
  return "com.amazonaws.dynamodb.v20120810.WriteRequest@" + base::HexOfBytes(digest.data(), 4);
}

// RequestItems as the map constraint message prints it: {T1=[...], T2=[]}.
std::string RequestItemsText(const Json& request_items) {
  std::string text = "{";
  for (const auto& [table, writes] : request_items.members()) {
    if (text.size() > 1) text += ", ";
    text += table + "=[";
    for (size_t i = 0; i < writes.array().size(); ++i)
      text += (i ? ", " : "") + JavaWriteRequestText(writes.array()[i]);
    text += "]";
  }
  return text + "}";
}

// Every table's list of writes has 1 to 25 entries (one map constraint, printed with the
// whole map); at most 25 writes in all.
Status CheckWriteCounts(const Json& request_items) {
  size_t total = 0;
  bool out_of_range = false;
  for (const auto& kv : request_items.members()) {
    if (!kv.second.is_array())
      return Status::Serialization("Unexpected value type in RequestItems");
    size_t n = kv.second.array().size();
    out_of_range |= n == 0 || n > 25;
    total += n;
  }
  if (out_of_range)
    return Status::Validation("1 validation error detected: Value " +
                              Quoted(RequestItemsText(request_items)) +
                              " at 'requestItems' failed to satisfy constraint: Map value must "
                              "satisfy constraint: [Member must have length less than or equal "
                              "to 25, Member must have length greater than or equal to 1]");
  if (total > 25) return Status::Validation("Too many items requested for the BatchWriteItem call");
  return Status::Ok();
}

Status MissingWriteMember(const std::string& table, const char* member) {
  return Status::Validation("1 validation error detected: Value null at 'requestItems." + table +
                            ".member.1.member." + member +
                            "' failed to satisfy constraint: Member must not be null");
}

// One WriteRequest of `table`, with the checks that need no table: exactly one of
// PutRequest and DeleteRequest, its values (the older layer), a put's attribute names and
// size. pw.table is left null.
Result<PendingWrite> ParseWrite(const Json& w, const std::string& table) {
  if (!w.is_object()) return Status::Serialization("Unexpected value type in WriteRequest");
  const Json* put = w.Find("PutRequest");
  const Json* del = w.Find("DeleteRequest");
  if ((put != nullptr) == (del != nullptr))
    return Status::Validation(
        "Supplied AttributeValue has more than one datatypes set, must contain exactly one of "
        "the supported datatypes");
  PendingWrite pw{nullptr, put != nullptr, {}, {}};
  if (del) {
    const Json* key = del->Find("Key");
    if (!key) return MissingWriteMember(table, "deleteRequest.key");
    KS_ASSIGN_OR_RETURN(pw.item, ParseAttrMap(*key, ValidationLayer::kOlder));
    return pw;
  }
  const Json* item = put->Find("Item");
  if (!item) return MissingWriteMember(table, "putRequest.item");
  KS_ASSIGN_OR_RETURN(pw.item, ParseAttrMap(*item, ValidationLayer::kOlder));
  KS_RETURN_IF_ERROR(value::CheckAttributeNames(pw.item));
  pw.size = ItemSize(pw.item);
  if (pw.size > kMaxItemSize)
    return Status::Validation("Item size has exceeded the maximum allowed size");
  return pw;
}

// The checks of a parsed write against its table t: the key (and a put's index keys), the
// item collection's size.
Status CheckWriteOnTable(Table* t, PendingWrite* pw) {
  pw->table = t;
  if (!pw->is_put) {
    KS_RETURN_IF_ERROR(t->ValidateKey(pw->item));
    pw->key = t->PrimaryKeyOf(pw->item);
    return Status::Ok();
  }
  KS_RETURN_IF_ERROR(t->ValidateItemKeys(pw->item));
  pw->key = t->PrimaryKeyOf(pw->item);
  if (t->def().has_lsi())  // the only tables CheckCollectionLimit can refuse a write to
    KS_RETURN_IF_ERROR(t->CheckCollectionLimit(pw->item, t->GetByStorageKey(pw->key)));
  return Status::Ok();
}

// The number of writes in RequestItems (CheckWriteCounts bounded it).
size_t WriteCount(const Json& request_items) {
  size_t n = 0;
  for (const auto& kv : request_items.members()) n += kv.second.array().size();
  return n;
}

// Every write of the batch: first what needs no table (the table names, then each write's
// shape and values, for every table), so that a bad value sent to a missing table is the
// ValidationException (dynalite test/batchWriteItem.js, recorded against DynamoDB: an empty
// set, a bad number or an oversized item to table "abc" that does not exist); then, table by
// table, the lookup and the checks against its key schema.
Result<std::vector<PendingWrite>> ReadWrites(Database& db, const Json& request_items) {
  for (const auto& kv : request_items.members()) KS_RETURN_IF_ERROR(CheckBatchTableName(kv.first));
  std::vector<PendingWrite> writes;
  writes.reserve(WriteCount(request_items));
  for (const auto& kv : request_items.members())
    for (const Json& w : kv.second.array()) {
      KS_ASSIGN_OR_RETURN(PendingWrite pw, ParseWrite(w, kv.first));
      writes.push_back(std::move(pw));
    }
  int64_t bytes = 0;  // the memory cap is checked for the whole batch (table/database.h)
  size_t next = 0;
  for (const auto& kv : request_items.members()) {
    KS_ASSIGN_OR_RETURN(Table * t, LookupTable(db, kv.first));
    const size_t table_start = next;
    for (size_t n = kv.second.array().size(); n > 0; --n, ++next) {
      PendingWrite& pw = writes[next];
      KS_RETURN_IF_ERROR(CheckWriteOnTable(t, &pw));
      KS_RETURN_IF_ERROR(CheckDistinct(pw, writes.data() + table_start, writes.data() + next));
      if (pw.is_put) {
        KS_RETURN_IF_ERROR(db.CheckRoom(*t, pw.item));
        bytes += t->MemoryFor(pw.item);
      }
    }
  }
  KS_RETURN_IF_ERROR(db.CheckMemory(bytes, "the batch"));
  return writes;
}

// Applies the writes; the write units each table used.
std::map<std::string, CapacityUse> ApplyWrites(std::vector<PendingWrite>& writes) {
  std::map<std::string, CapacityUse> used;
  for (PendingWrite& w : writes) {
    std::optional<Item> old;
    std::optional<Item> now;
    if (w.is_put) {
      w.table->Put(w.item, w.key, w.size, &old);
      now = std::move(w.item);  // lent to WriteCapacity, given back below
    } else {
      old = w.table->Delete(w.item);
    }
    CapacityUse one = WriteCapacity(*w.table, old, now);
    if (now) w.item = std::move(*now);
    CapacityUse& sum = used[w.table->def().name];
    sum.table += one.table;
    for (const auto& [name, u] : one.gsis) sum.gsis[name] += u;
    for (const auto& [name, u] : one.lsis) sum.lsis[name] += u;
  }
  return used;
}

// ReturnItemCollectionMetrics SIZE: per table with an LSI, one entry per write, in
// request order, measured after the whole batch.
Json BatchCollectionMetrics(const std::vector<PendingWrite>& writes) {
  Json out = Json::Object();
  for (const PendingWrite& w : writes) AddItemCollectionMetrics(*w.table, w.item, &out);
  return out;
}

// ---- BatchGetItem -----------------------------------------------------------------

struct TableRead {
  Table* table = nullptr;
  std::vector<AttrMap> keys;
  std::optional<expr::ProjectionExpression> projection;
  bool consistent = false;
};

// Every table's entry is an object with 1 to 100 Keys; at most 100 keys in all.
Status CheckKeyCounts(const Json& request_items) {
  size_t total = 0;
  for (const auto& kv : request_items.members()) {
    if (!kv.second.is_object())
      return Status::Serialization("Unexpected value type in RequestItems");
    const Json* keys = kv.second.Find("Keys");
    const std::string at =
        "' at 'requestItems." + kv.first + ".member.keys' failed to satisfy constraint: ";
    if (!keys || !keys->is_array())
      return Status::Validation("1 validation error detected: Value null" + at.substr(1) +
                                "Member must not be null");
    // The length limits name the member as the request spells it, without its value
    // (recorded against DynamoDB).
    const std::string length_at = "1 validation error detected: Value at 'RequestItems." +
                                  kv.first + ".member.Keys' failed to satisfy constraint: ";
    if (keys->array().empty())
      return Status::Validation(length_at + "Member must have length greater than or equal to 1");
    if (keys->array().size() > 100)
      return Status::Validation(length_at + "Member must have length less than or equal to 100");
    total += keys->array().size();
  }
  if (total > 100) return Status::Validation("Too many items requested for the BatchGetItem call");
  return Status::Ok();
}

// One projection style for the whole request: a ProjectionExpression on one table and
// AttributesToGet on another is refused as a mix (recorded against DynamoDB,
// nubo-db/dynamodb-conformance tier3/error-messages/batchGetItem).
Status CheckOneProjectionStyle(const Json& request_items) {
  bool expression = false, legacy = false;
  for (const auto& kv : request_items.members()) {
    const Json* p = kv.second.Find("ProjectionExpression");
    const Json* a = kv.second.Find("AttributesToGet");
    expression |= p && !p->is_null();
    legacy |= a && !a->is_null();
  }
  if (!expression || !legacy) return Status::Ok();
  return Status::Validation(
      "Can not use both expression and non-expression parameters in the same request: "
      "Non-expression parameters: {AttributesToGet} Expression parameters: "
      "{ProjectionExpression}");
}

// One table's KeysAndAttributes, with the checks that need no table: consistency,
// projection, each key's values. tr.table is left null.
Result<TableRead> ParseTableRead(const Json& spec) {
  TableRead tr;
  KS_ASSIGN_OR_RETURN(auto consistent, GetBool(spec, "ConsistentRead"));
  tr.consistent = consistent.value_or(false);
  KS_ASSIGN_OR_RETURN(tr.projection, ReadNamesOnlyProjection(spec));
  for (const Json& k : spec.Find("Keys")->array()) {
    KS_ASSIGN_OR_RETURN(AttrMap key, ParseAttrMap(k));
    tr.keys.push_back(std::move(key));
  }
  return tr;
}

// The table of a parsed read, and its keys checked against the table's key schema.
Status BindTableRead(Database& db, const std::string& table, TableRead* tr) {
  KS_ASSIGN_OR_RETURN(tr->table, LookupTable(db, table));
  std::set<std::string> seen;
  for (const AttrMap& key : tr->keys) {
    KS_RETURN_IF_ERROR(tr->table->ValidateKey(key));
    KS_RETURN_IF_ERROR(AddDistinct(*tr->table, key, &seen));
  }
  return Status::Ok();
}

// The items one table read finds (projected, in `form`), and the read units it used.
Json ReadItems(const TableRead& tr, ItemForm form, CapacityUse* use) {
  ItemsWriter items(form, tr.projection ? &*tr.projection : nullptr);
  for (const AttrMap& key : tr.keys) {
    int64_t size = 0;
    const std::optional<std::string_view> item =
        StoredItem(*tr.table, tr.table->PrimaryKeyOf(key), &size);
    use->table += ReadUnits(item ? size : 0, tr.consistent);
    if (item) items.Add(*item);
  }
  return items.TakeList();
}

}  // namespace

Result<Json> BatchWriteItemOp(Database& db, const Json& req) {
  CapacityMode cap = CapacityMode::kNone;
  bool collection_metrics = false;
  KS_ASSIGN_OR_RETURN(const Json* request_items, ReadRequestItems(req, "BatchWriteItem", &cap, &collection_metrics));
  KS_RETURN_IF_ERROR(CheckWriteCounts(*request_items));
  KS_ASSIGN_OR_RETURN(std::vector<PendingWrite> writes, ReadWrites(db, *request_items));
  std::map<std::string, CapacityUse> used = ApplyWrites(writes);
  Json out = Json::Object();
  out.Add("UnprocessedItems", Json::Object());
  if (collection_metrics) out.Add("ItemCollectionMetrics", BatchCollectionMetrics(writes));
  if (cap != CapacityMode::kNone) {
    Json list = Json::Array();
    for (const auto& kv : used) list.Push(CapacityJson(kv.first, kv.second, cap, false));
    out.Add("ConsumedCapacity", std::move(list));
  }
  return out;
}

namespace {

// BatchGetItem, its items in `form`.
Result<Json> BatchGetItemResponse(Database& db, const Json& req, ItemForm form) {
  CapacityMode cap = CapacityMode::kNone;
  KS_ASSIGN_OR_RETURN(const Json* request_items, ReadRequestItems(req, "BatchGetItem", &cap));
  KS_RETURN_IF_ERROR(CheckKeyCounts(*request_items));
  KS_RETURN_IF_ERROR(CheckOneProjectionStyle(*request_items));
  // What needs no table first, for every table (a bad key value sent to a missing table is
  // the ValidationException: dynalite test/batchGetItem.js, recorded against DynamoDB), then
  // table by table the lookup and the key checks.
  for (const auto& kv : request_items->members()) KS_RETURN_IF_ERROR(CheckBatchTableName(kv.first));
  std::vector<TableRead> reads;
  for (const auto& kv : request_items->members()) {
    KS_ASSIGN_OR_RETURN(TableRead tr, ParseTableRead(kv.second));
    reads.push_back(std::move(tr));
  }
  size_t i = 0;
  for (const auto& kv : request_items->members())
    KS_RETURN_IF_ERROR(BindTableRead(db, kv.first, &reads[i++]));
  Json responses = Json::Object();
  Json caps = Json::Array();
  for (const TableRead& tr : reads) {
    CapacityUse use;
    responses.Add(tr.table->def().name, ReadItems(tr, form, &use));
    if (cap != CapacityMode::kNone) caps.Push(CapacityJson(tr.table->def().name, use, cap, true));
  }
  Json out = Json::Object();
  out.Add("Responses", std::move(responses));
  out.Add("UnprocessedKeys", Json::Object());
  if (cap != CapacityMode::kNone) out.Add("ConsumedCapacity", std::move(caps));
  return out;
}

}  // namespace

Result<Json> BatchGetItemOp(Database& db, const Json& req) {
  return BatchGetItemResponse(db, req, ItemForm::kTree);
}
Result<Json> BatchGetItemTextOp(Database& db, const Json& req) {
  return BatchGetItemResponse(db, req, ItemForm::kText);
}

}  // namespace keyscape::api
