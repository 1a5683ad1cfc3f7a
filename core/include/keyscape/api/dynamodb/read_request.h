// The parts Query and Scan share: request members common to both, Select rules,
// FilterExpression and ProjectionExpression handling, the page (Items, Count,
// ScannedCount, LastEvaluatedKey, ConsumedCapacity) in the response.
#ifndef KEYSCAPE_API_DYNAMODB_READ_REQUEST_H_
#define KEYSCAPE_API_DYNAMODB_READ_REQUEST_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/expr/ast.h"
#include "keyscape/expr/attributes.h"
#include "keyscape/query/executor.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/encoded_item.h"

namespace keyscape::api {

enum class Select { kAllAttributes, kAllProjected, kSpecific, kCount };

// How a read operation (Query, Scan, GetItem, BatchGetItem) answers: with a response tree
// every caller can read (kTree), or with one whose items are pre-rendered Json::Verbatim
// text, for Dump only (kText: the handlers of FindTextOp). Dump prints the same bytes for
// both.
enum class ItemForm { kTree, kText };

// The items of one response list (Query/Scan Items, BatchGetItem's per-table list) or one
// item (GetItem's Item), projected by `projection` when given, in `form`. kTree builds
// AttrMapToJson(ApplyProjection(...)) trees; kText writes the same JSON straight from the
// stored bytes (value/encoded_item.h).
class ItemsWriter {
 public:
  ItemsWriter(ItemForm form, const expr::ProjectionExpression* projection);
  // A stored item. REQUIRES: a valid encoding (value::CheckEncodedItem).
  void Add(std::string_view encoded);
  // An item already decoded (not yet projected).
  void Add(const value::Item& item);
  // The items added, as a JSON array.
  base::Json TakeList();
  // The one stored item, projected, as a JSON object (GetItem).
  base::Json ItemJson(std::string_view encoded) const;

 private:
  ItemForm form_;
  const expr::ProjectionExpression* projection_;
  value::AttrSelection selection_;  // kText: the projection over stored bytes
  base::Json tree_ = base::Json::Array();
  std::string text_ = "[";  // kText: the list written so far is text_[0, used_)
  size_t used_ = 1;
};

// The stored encoding of the table's item with this primary storage key and its ItemSize;
// nullopt when there is no item (or its bytes are not a valid encoding, as Table::Get
// treats them). The view is valid until the table is next written.
std::optional<std::string_view> StoredItem(const table::Table& t, std::string_view storage_key,
                                           int64_t* size);

// Members read by both Query and Scan, validated for JSON type and constraints.
struct ReadRequest {
  std::string table_name;
  std::optional<std::string> index_name;
  std::optional<std::string> select_text;
  std::optional<int64_t> limit;
  bool consistent = false;
  CapacityMode capacity = CapacityMode::kNone;
  const base::Json* exclusive_start_key = nullptr;
  std::optional<std::string> filter_text;
  std::optional<std::string> projection_text;
  const base::Json* names = nullptr;
  const base::Json* values = nullptr;
  // Legacy (non-expression) parameters.
  const base::Json* attributes_to_get = nullptr;
  const base::Json* legacy_filter = nullptr;  // QueryFilter or ScanFilter
  std::optional<std::string> conditional_operator;
  bool legacy_projection = false;   // projection came from AttributesToGet
  bool legacy_filter_used = false;  // filter came from QueryFilter / ScanFilter
  // The value layer of ExclusiveStartKey and QueryFilter/ScanFilter values: the current one
  // for Query (recorded), the older one for Scan (its expression values' layer, recorded;
  // the start key and ScanFilter taken to follow it).
  value::ValidationLayer layer = value::ValidationLayer::kCurrent;
  // When > 0, the page ends at the item that makes this many matches (PartiQL's pages of
  // reads by partition key), that item's key its LastEvaluatedKey.
  int64_t max_matches = 0;

  expr::ExpressionAttributes attrs;
  std::optional<expr::ConditionExpression> filter;
  std::optional<expr::ProjectionExpression> projection;
  Select select = Select::kAllAttributes;
};

// Reads the shared members; adds constraint violations to `errors` (caller reports them
// together with its own). `filter_member` is "QueryFilter" or "ScanFilter".
base::Status ReadCommonMembers(const base::Json& req, const char* filter_member, ReadRequest* r,
                               ConstraintErrors* errors);

// DynamoDB's rules for mixing expression and non-expression parameters.
// `key_condition_expression` / `key_conditions`: Query's (false for Scan).
base::Status CheckParameterMix(const ReadRequest& r, const char* filter_member,
                               bool key_condition_expression, bool key_conditions);

// Resolves r.index_name on `t` ("The table does not have the specified index: x";
// ConsistentRead on a GSI is rejected). *index is nullptr and *store -1 for the table.
base::Status ResolveIndex(const table::Table& t, const ReadRequest& r,
                          const table::IndexDef** index, int* store);

// Parses FilterExpression and ProjectionExpression (or QueryFilter/ScanFilter and
// AttributesToGet) into r, after the caller's own expressions so placeholder-use
// bookkeeping sees them all.
base::Status ParseReadExpressions(ReadRequest* r, const char* filter_member);

// Select rules once the table and index are known (DynamoDB's messages).
base::Status ResolveSelect(const table::Table& t, const table::IndexDef* index, ReadRequest* r);
// ALL_ATTRIBUTES on a GSI that does not project everything (checked after the filter's
// key rules, as DynamoDB orders them).
base::Status CheckSelectOnIndex(const table::IndexDef* index, const ReadRequest& r);

// Key attributes in filters and projections: nested paths on any key attribute are
// rejected, and (Query, `check_filter`) the filter may not use the queried schema's keys.
base::Status CheckFilterKeys(const table::Table& t, const table::IndexDef* index,
                             const ReadRequest& r, bool check_filter);

// True when an LSI query must read items from the table: the LSI does not project
// everything the request asks for.
bool NeedsTableFetch(const table::IndexDef* index, const ReadRequest& r);

// Scan, its page cut at its `max_matches`-th matching item (ReadRequest::max_matches).
base::Result<base::Json> ScanUpToMatches(table::Database& db, const base::Json& req,
                                         int64_t max_matches);

// The ExclusiveStartKey's values parsed, with its value errors ("The provided starting key
// is invalid: ..."; number and duplicate-set errors without the prefix).
base::Result<value::AttrMap> ParseStartKeyValues(
    const base::Json& esk, value::ValidationLayer layer = value::ValidationLayer::kCurrent);

// The ExclusiveStartKey as a storage key of `store` (-1 table, i index), with
// DynamoDB's start-key validation messages. nullopt when the request has none.
base::Result<std::optional<std::string>> StartKeyFor(const table::Table& t, int store,
                                                     const ReadRequest& r,
                                                     value::AttrMap* parsed_key);

// Filters, projects and counts the evaluated items and writes the response members, the
// Items in `form`. `fetch_from_table` fetches each item from the table (an LSI read of
// unprojected attributes), adding per-item rounded capacity.
base::Json BuildReadResponse(const table::Table& t, int store, const ReadRequest& r,
                             const query::RangeReadResult& page, bool fetch_from_table,
                             ItemForm form);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_DYNAMODB_READ_REQUEST_H_
