// Scan: a walk of the table (or index) store in hash-space order, optionally one
// segment of a parallel scan (segment i owns positions [floor(i*2^64/T), floor((i+1)*2^64/T)),
// and its ExclusiveStartKey must lie there).
#include <string>

#include "keyscape/api/dynamodb/legacy/filter.h"
#include "keyscape/api/dynamodb/read_request.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/attributes.h"
#include "keyscape/expr/parser.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/query/executor.h"
#include "keyscape/query/key_range.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using keycodec::AppendPosition;
using query::KeyRange;
using query::RangeReadOptions;
using query::RangeReadResult;
using query::ReadRange;
using table::Database;
using table::IndexDef;
using table::Table;
using value::AttrMap;

namespace {

uint64_t SegmentStart(int64_t i, int64_t total) {
  if (i >= total) return 0;
  unsigned __int128 s =
      (static_cast<unsigned __int128>(i) << 64) / static_cast<unsigned __int128>(total);
  return static_cast<uint64_t>(s);
}

// True when the encoded start key lies in the segment's positions [lo, hi) (hi empty: to
// the end). DynamoDB refuses a parallel scan's ExclusiveStartKey from another segment
// (observed by ScyllaDB's Alternator tests run against DynamoDB).
bool InSegment(const std::string& start, const KeyRange& range) {
  return start.compare(range.lo) >= 0 && (range.hi.empty() || start.compare(range.hi) < 0);
}

// The operation, its items in `form`.
Result<Json> ScanResponse(Database& db, const Json& req, ItemForm form, int64_t max_matches = 0) {
  ConstraintErrors errors;
  ReadRequest r;
  r.layer = value::ValidationLayer::kOlder;
  r.max_matches = max_matches;
  KS_RETURN_IF_ERROR(ReadCommonMembers(req, "ScanFilter", &r, &errors));
  KS_ASSIGN_OR_RETURN(auto segment, GetInt(req, "Segment"));
  KS_ASSIGN_OR_RETURN(auto total, GetInt(req, "TotalSegments"));
  CheckIntRange(segment, 0, 999999, "segment", &errors);
  CheckIntRange(total, 1, 1000000, "totalSegments", &errors);
  KS_RETURN_IF_ERROR(errors.ToStatus());
  // dynalite's order (written against DynamoDB): ScanFilter values and start-key values are
  // checked before the segment rules, expressions after them.
  if (r.legacy_filter && !r.legacy_filter->members().empty() && !r.filter_text)
    KS_RETURN_IF_ERROR(
        ParseLegacyFilter(*r.legacy_filter, "scanFilter", r.conditional_operator, r.layer)
            .status());
  if (r.exclusive_start_key)
    KS_RETURN_IF_ERROR(ParseStartKeyValues(*r.exclusive_start_key, r.layer).status());
  if (segment && !total)
    return Status::Validation(
        "The TotalSegments parameter is required but was not present in the request when Segment "
        "parameter is present");
  if (total && !segment)
    return Status::Validation(
        "The Segment parameter is required but was not present in the request when parameter "
        "TotalSegments is present");
  if (segment && *segment >= *total)
    return Status::Validation(
        "The Segment parameter is zero-based and must be less than parameter "
        "TotalSegments: Segment: " +
        std::to_string(*segment) + " is not less than TotalSegments: " + std::to_string(*total));
  KS_RETURN_IF_ERROR(CheckParameterMix(r, "ScanFilter", false, false));
  KS_ASSIGN_OR_RETURN(r.attrs, expr::ExpressionAttributes::Build(r.names, r.values));
  KS_RETURN_IF_ERROR(ParseReadExpressions(&r, "ScanFilter"));
  KS_RETURN_IF_ERROR(r.attrs.CheckAllUsed());
  KS_ASSIGN_OR_RETURN(Table * t, LookupTable(db, r.table_name));
  const IndexDef* index = nullptr;
  int store = -1;
  KS_RETURN_IF_ERROR(ResolveIndex(*t, r, &index, &store));
  if (r.select_text && *r.select_text == "ALL_PROJECTED_ATTRIBUTES" && !index)
    return Status::Validation(
        "ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName");
  KS_RETURN_IF_ERROR(ResolveSelect(*t, index, &r));
  KS_RETURN_IF_ERROR(CheckFilterKeys(*t, index, r, false));
  KS_RETURN_IF_ERROR(CheckSelectOnIndex(index, r));
  AttrMap esk;
  KS_ASSIGN_OR_RETURN(auto start, StartKeyFor(*t, store, r, &esk));

  KeyRange range;
  if (segment) {
    AppendPosition(SegmentStart(*segment, *total), &range.lo);
    if (*segment + 1 < *total) AppendPosition(SegmentStart(*segment + 1, *total), &range.hi);
    if (start && !InSegment(*start, range))
      return Status::Validation(
          "The provided starting key is invalid: Invalid ExclusiveStartKey. Please use "
          "ExclusiveStartKey with correct Segment. TotalSegments: " +
          std::to_string(*total) + " Segment: " + std::to_string(*segment));
  }
  RangeReadOptions opt;
  opt.store = store;
  opt.limit = r.limit.value_or(0);
  opt.start_after = start;
  RangeReadResult page = ReadRange(*t, range, opt);
  return BuildReadResponse(*t, store, r, page, NeedsTableFetch(index, r), form);
}

}  // namespace

Result<Json> ScanOp(Database& db, const Json& req) {
  return ScanResponse(db, req, ItemForm::kTree);
}
Result<Json> ScanTextOp(Database& db, const Json& req) {
  return ScanResponse(db, req, ItemForm::kText);
}
Result<Json> ScanUpToMatches(Database& db, const Json& req, int64_t max_matches) {
  return ScanResponse(db, req, ItemForm::kTree, max_matches);
}

}  // namespace keyscape::api
