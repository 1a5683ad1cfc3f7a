// keyscape's design operations (keyscape:*): a design model file (MODEL.md) in, what the
// designer, the CLI's model commands and the exports show out. One section per operation:
// its request, its response, its errors. The dispatch table is in keyscape/api/ops.h.
//
// The design-model operations (ARCHITECTURE.md "Model commands"); each takes
// {"model": <model file>} and answers JSON (keyscape:Import takes a document to import).
// An invalid model is a ValidationException whose message starts with the JSON path.
//
// Implemented in core/src/api/keyscape/design/<operation>.cc (validate, run_patterns, cost,
// import, lint, export, range_view, aggregate_view, load_design, template), private parts
// of this header; they load and run a design through model_run.h.
#ifndef KEYSCAPE_API_KEYSCAPE_DESIGN_OPS_H_
#define KEYSCAPE_API_KEYSCAPE_DESIGN_OPS_H_

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"

namespace keyscape::api {

// ---- keyscape:ValidateModel --------------------------------------------------------------------
//   keyscape:ValidateModel      {"model": <canonical model>, "summary": {"tables","entities",
//                               "items","accessPatterns"}, "createTable": [CreateTable request
//                               per table], "items": [{"table","entity"?,"item"}]: every sample
//                               item as the DynamoDB item it puts (keys rendered)}
base::Result<base::Json> ValidateModelOp(table::Database& db, const base::Json& request);

// ---- keyscape:RunAccessPatterns ----------------------------------------------------------------
//   keyscape:RunAccessPatterns  {"patterns": [{"name","operation","request","response",
//                               "matchedEntities","readUnits","writeUnits","expect",
//                               "scanRequired"?,"note"?}]}: each pattern's compiled request,
//                               the engine's response on the sample items (first page),
//                               the entities of the returned items, units per request and
//                               the expect verdict (null without expect).
base::Result<base::Json> RunAccessPatternsOp(table::Database& db, const base::Json& request);

// ---- keyscape:Cost -----------------------------------------------------------------------------
//   keyscape:Cost               {"model", "prices"?}: model/cost.h's report; "prices" (the
//                               model file's prices shape) overrides the model's own.
base::Result<base::Json> CostOp(table::Database& db, const base::Json& request);

// ---- keyscape:Import ---------------------------------------------------------------------------
//   keyscape:Import             {"from": "nosql-workbench" | "aws-mcp", "document": {...}} ->
//                               {"model": <canonical model>, "notes": [...]}: the imported
//                               design (checked as any model is) and what the importer proposed
//                               or could not keep.
//                               {"from": "dynamodb-json" | "csv", "document": text (or, for
//                               dynamodb-json, the JSON itself), "describeTable"?: describe-table
//                               output} -> also "inferences": [{"kind","subject","value",
//                               "confidence","evidence":{"items","matching","distinct"}}] and
//                               "findings" (keyscape:Lint's, on the imported design): a design
//                               inferred from a table's items (interop/import/table_data.h).
base::Result<base::Json> ImportOp(table::Database& db, const base::Json& request);

// ---- keyscape:Lint -----------------------------------------------------------------------------
// keyscape:Lint — the lint findings of a design (core/include/keyscape/analysis/lint.h).
//
// Request:  {"model": {...a model file, MODEL.md version 1...}}
// Response: {"findings": [{"rule", "severity", "location": {"table", "index", "entity",
//            "attribute", "pattern", "path"} (the members that apply), "message",
//            "explanation", "fix"}, ...]}, ordered by rule id, then location path.
// Errors: a ValidationException for a request without "model" or with other members, and
// for an invalid design exactly keyscape:ValidateModel's error (LoadDesign: the model
// reader's checks, every table made and every sample item put; the message starts with the
// JSON path), so a design DynamoDB would refuse is never linted as if it were clean. The
// patterns are run on the sample items first (model_run.h) for the units per request that
// hot-partition needs; when a pattern does not compile, lint runs without units and
// hot-partition stays silent.
base::Result<base::Json> LintOp(table::Database& db, const base::Json& request);

// ---- keyscape:Export, keyscape:ListExportFormats -----------------------------------------------
// keyscape:Export and keyscape:ListExportFormats (model/export.h).
//   keyscape:Export             {"model": <model file>, "format": "<id>"} ->
//                               {"format", "fileName", "mediaType", "text"}: the design
//                               written in that format; its patterns are run on the sample
//                               items first, so exports that show requests, results or
//                               cost show what the engine measured.
//   keyscape:ListExportFormats  {} -> {"formats": [{"id", "title", "fileName"?,
//                               "extension", "mediaType"}]}, in the page's order
//                               ("fileName" when a "model" is given).
// An unknown format is a ValidationException listing the known ones.
base::Result<base::Json> ExportOp(table::Database& db, const base::Json& request);
base::Result<base::Json> ListExportFormatsOp(table::Database& db, const base::Json& request);

// ---- keyscape:RangeView ------------------------------------------------------------------------
// keyscape:RangeView — everything the page's range-query view draws for one Query access
// pattern of a design, in one call (ARCHITECTURE.md "Range view").
//
// Request:  {"model": <model file>, "pattern": <index in accessPatterns> | "<name>",
//            "overrides"?: {"sort"?: {"op","value","high"?} | null, "scanIndexForward"?:
//            bool | null, "limit"?: n | null, "filter"?: {"expression","names"?,"values"?} |
//            null, "parameters"?: {...}}}
//   overrides replace (or, as null, remove) the pattern's members before the model is read,
//   so they are checked exactly as the model file's own (errors name the pattern's path).
// Response: {"pattern", "table", "index"?, "indexKind": "table" | "gsi" | "lsi",
//            "partitionKeyName", "sortKeyName"?, "partitionKey": <AttributeValue>,
//            "request": the compiled Query (exact), "direction": "ascending" | "descending",
//            "limit"?, "condition"?: {"op", "values": [AV...], "bounds": [bound...]},
//            "items": [item...], "pages": [page...], "count", "scannedCount", "readUnits"
//            (the first page: what the pattern returns), "totals": {"pages", "count",
//            "scannedCount", "readUnits"}, "order": keyscape:ExplainOrder of the items' sort
//            keys | null}
//   item  = {"sk": the sort key as text ("" without one), "sortKey"?: AV, "key": the table's
//            primary key, "entity"?, "state": "matched" | "filtered" | "outside" |
//            "beyond-limit", "page"?: 0-based page whose read covered it, "passesFilter"?:
//            bool (items inside the key condition), "item": the item as the index holds it}
//   bound = {"side": "low" | "high", "value": AV, "inclusive": bool, "prefix"?: true
//            (begins_with's end), "at": the bound sits before items[at]}
//   page  = {"count", "scannedCount", "readUnits", "lastEvaluatedKey"?, "lastEvaluatedIndex"?
//            (the item it names), "returned": [item indexes, in returned order], "items": [the
//            page's Items as the pattern's own request returns them, its projection applied]}
//   A multi-attribute GSI key adds "partitionKeyNames" and "partitionKeys" (every partition
//   attribute and its value, key order) and "sortKeyNames" (the sort attributes); each item
//   then has "sortKeys" (its values, key order) instead of "sortKey", its "sk" is the values'
//   texts joined by " · " and "order" is null; "condition" (overrides.sort may be an array
//   too) describes the last condition, its bounds placed after the leading "=" values, with
//   "conditions": [{"attribute", "op", "values"}] for each one.
// How: nothing is re-derived. The collection is the pattern's Query with its sort condition,
// filter and limit removed, read to the end (stored order). The key condition's items are
// the Query without filter and limit; the filter's are the Query without limit; the pages
// are the pattern's own Query followed through every LastEvaluatedKey. An item is matched
// when page 0 returned it, filtered when page 0 read it (at or before its LastEvaluatedKey)
// but did not return it, beyond-limit when a later page read it, outside otherwise.
base::Result<base::Json> RangeViewOp(table::Database& db, const base::Json& request);

// ---- keyscape:AggregateView --------------------------------------------------------------------
// keyscape:AggregateView — the aggregate view of one table of a design, as NoSQL Workbench
// shows it: for the table and each of its indexes, the item collections grouped by
// partition key value (in DynamoDB's value order) and each collection in stored order.
//
// Request:  {"model": <model file>, "table": "<name>"}
// Response: {"table", "views": [{"index"?: name, "kind": "table" | "gsi" | "lsi",
//            "partitionKeyName", "sortKeyName"?, "partitionKeyNames"?, "sortKeyNames"?,
//            "itemCount", "groups": [{"partitionKey": AV, "partitionKeys"?: [AV...], "pk":
//            text, "items": [{"sk": text ("" without a sort key), "sortKeys"?: [AV...],
//            "entity"?, "item"}]}]}]}
//   A multi-attribute GSI key (more than one partition or sort attribute) adds the names in
//   key order (partitionKeyNames / sortKeyNames, "partitionKeyName" and "sortKeyName" are
//   the first), each group's partition values (partitionKeys) and each item's sort values
//   (sortKeys); "pk" and "sk" are then the values' texts joined by " · " ("2 · final").
//   A sparse index lists only the items that carry its keys (what the engine put in it).
// How: a Scan of the table or index to the end gives its partition key values (tuples);
// they are ordered with the engine's own comparison (value::CompareScalar, attribute by
// attribute); each collection is a Query with "=" on every partition attribute, read to the
// end (stored order: the sort attributes' tuple).
base::Result<base::Json> AggregateViewOp(table::Database& db, const base::Json& request);

// ---- keyscape:LoadDesign -----------------------------------------------------------------------
// keyscape:LoadDesign: a design's tables and sample items, made in the operation's own
// database (the worker's), so keyscape:DescribePartitions, DescribeKeys, SimulateLoad and
// GenerateItems work on the design.
// Request:  {"model": <model file>, "TableNamePrefix": "Design."}  (optional: each table is
//           made as prefix + its name, so the design does not replace other tables)
// Response: {"Tables": [{"TableName" (with the prefix), "DesignTable" (the design's name),
//                        "PartitionKey", "SortKey"? (attribute names), "ItemCount",
//                        "Entities": [names of the entities stored in it]}]}
// Each design table replaces a table of the same name (its earlier items are dropped);
// LoadDesign (model_run.h) checks the design first, so a design with an error changes
// nothing. Errors name the table or item path, as LoadDesign does.
base::Result<base::Json> LoadDesignOp(table::Database& db, const base::Json& request);

// ---- keyscape:GenerateItems with "model" -------------------------------------------------------
// keyscape:GenerateItems with "model": items of one entity of
// the design, its keys rendered from the entity's own templates (model/entity_values.h):
// Request:  {"model", "Entity": "Order", "Count": 100000, "Seed": 42,
//            "PartitionKey": {"Distribution": "UNIFORM" | "ZIPF" | "HOT_KEY",
//                             "KeyCount": 1000, "Exponent": 1.0, "HotFraction": 0.5},
//            "TableNamePrefix": "Design.",  (as given to keyscape:LoadDesign)
//            "Limit"?, "NextToken"?}        (chunks, as the template form: next_token.h)
// into the entity's table (made by keyscape:LoadDesign). Response: as GenerateItems.
// GenerateItemsOp answers a request with "model" with this.
base::Result<base::Json> GenerateEntityItems(table::Database& db, const base::Json& request);

// ---- keyscape:Template -------------------------------------------------------------------------
// keyscape:Template: the key template engine (core/include/keyscape/model/key_template.h,
// MODEL.md "Key templates") as an operation, for the CLI's `keyscape template` and the page.
//
// Request:  {"action":"render"|"prefix","template":"...","values":{...},"type":"S"}
//           {"action":"parse","template":"...","key":"...","type":"S"}
//           {"action":"variables","template":"...","type":"S"}
//   values: attribute -> JSON string or number (a number as its JSON text); optional
//           (default {}). type: the key attribute's type, optional (default S); N and B
//           need a template of exactly one placeholder.
// Response: {"key":"..."} · {"values":{...}} (strings, in the template's order) ·
//           {"prefix":"..."} · {"variables":["roomId","sentAt"]} (the placeholders' attribute
//           names as the parser reads them: first appearance order, each once; "$$" is a
//           literal "$", filters are not part of the name)
// Every problem (an unknown member, a wrong type, a template error) is a
// ValidationException with the engine's message.
base::Result<base::Json> TemplateOp(table::Database& db, const base::Json& request);

// ---- keyscape:AnalyzeDesign ---------------------------------------------------------------------
// keyscape:AnalyzeDesign: everything the designer draws after an edit, in one call, with
// one load of the design and each access pattern run once (analyze_design.cc).
// Request:  {"model": <model file>, "view"?: {"rangeView": {"pattern": <index> | "<name>",
//            "overrides"?: {...as keyscape:RangeView}}} | {"aggregateView": {"table": name}},
//            "patternResponses"?: false (leave each pattern's "response" out of "patterns";
//            true when absent)}
// Response: {"validated": keyscape:ValidateModel's response, "patterns": keyscape:
//            RunAccessPatterns', "lint": keyscape:Lint's, "cost": keyscape:Cost's (the model's
//            prices), "keyTemplates": [one per key of each entity, in design order:
//            {"entity", "attribute", "template", "variables": keyscape:Template's "variables"
//            answer, and when one of the entity's rendered items has the attribute non-empty,
//            "key": the first such value's text and "values" | "parseError": keyscape:Template's
//            "parse" answer for it (type S) or its error message}],
//            "rangeView"? | "aggregateView"?: that operation's response for
//            {"model", ...the view's members}, "viewError"?: that operation's error body
//            ({"__type", "message", ...}) when the model is valid but the view cannot be drawn}.
//   Each member is byte for byte the separate operation's answer for the same model
//   (keyTemplates: each entry's; patterns with "patternResponses": false: that answer
//   without each pattern's "response" member, nothing else changed).
// Errors: an invalid model is keyscape:ValidateModel's ValidationException (the whole
// answer); so is a pattern that cannot be run (keyscape:RunAccessPatterns' error); a
// malformed request or "view" is a ValidationException naming keyscape:AnalyzeDesign.
base::Result<base::Json> AnalyzeDesignOp(table::Database& db, const base::Json& request);
// The same answer for printing (FindTextOp): the members before the view are printed text
// (Json::Verbatim), kept with the loaded design for the next call (last_analysis.h): a call
// with the same model and patternResponses as the last one reuses them and draws only its view.
base::Result<base::Json> AnalyzeDesignTextOp(table::Database& db, const base::Json& request);

// ---- keyscape:DiffDesigns ----------------------------------------------------------------------
// keyscape:DiffDesigns: what changing a design costs (diff_designs.cc and diff_*.cc).
// Request:  {"old": <model file>, "new": <model file>}
// Response: {"changes": [{"kind","path","before","after"}],
//            "migration": {"itemsRewritten","deletes","puts",
//                          "gsiBackfills": [{"table","index","items","writeUnits"}],
//                          "writeUnits","onDemandCost","tablesRecreated","unmigrated"},
//            "patterns": [{"name","status": "same"|"differs"|"new"|"removed","detail"}],
//            "lint": {"new": [finding...], "resolved": [finding...]}}
// changes: tables, indexes, entities, patterns matched by name, sample items by position;
//   kind is table-added|table-removed|table-key|table-setting|gsi-added|gsi-removed|
//   gsi-changed|lsi-added|lsi-removed|lsi-changed|entity-added|entity-removed|entity-setting|
//   key-template|attribute|pattern-added|pattern-removed|pattern-changed|item-added|
//   item-removed|item-changed|design-setting; path is the JSON Pointer in the new design (the
//   old one's for a removal); before/after the values as written canonically (null: absent).
// migration: the old design's sample items stand for its live items, each for its entity's
//   expectedCount / its sample items (1 without expectedCount), and are keyed by the new
//   design: an entity item's values through the new entity's templates (same name), a raw
//   item as it is. Keys are immutable, so per item:
//   - a table whose key schema or LSIs changed (or a new table) is made anew: a put of every
//     item into it (its indexes included), no deletes (the old table is dropped);
//   - in a table kept as it is, a new primary key is a delete plus a put; the same key with
//     other attributes (an index key template changed) is a put over the item, which writes
//     an index whose key moved twice (delete and put of the index entry);
//   - an item whose entity or table is gone is deleted (nothing when its table is dropped);
//   - a GSI new or changed (made again) in a kept table is backfilled after the rewrites:
//     "items" the items that carry its keys, "writeUnits" their index writes (DynamoDB
//     charges them as writes);
//   an item whose values the new entity cannot render is listed in "unmigrated" with the
//   reason ({"item": "/items/3", "message"}) and counted nowhere. Units are measured by the
//   engine (PutItem/DeleteItem with ReturnConsumedCapacity INDEXES on a scratch table of the
//   schema the write meets: the item sizes and 1 KB rounding are DynamoDB's); counts are
//   rounded to whole items, writeUnits to 1/1000. onDemandCost (USD) = writeUnits x the new
//   design's write request unit price (keyscape:Cost's prices) / 1e6.
// patterns: each pattern run on its own design's sample items (RunAccessPatterns), matched by
//   name. Returned items are compared as the sample items they are (position in "items"), in
//   order: "same" (detail "" or "the request changed; the answer did not"), "differs" (detail:
//   how many items, which keys, before and after; another order; other units; an error), "new"
//   and "removed".
// lint: each design linted as keyscape:Lint does; a finding is the same in both when its rule,
//   location names and message are (then rule and location names alone).
// Errors: either model invalid: keyscape:ValidateModel's error with its path under /old or
// /new ("/new/tables/0: ..."); a pattern that cannot be run likewise; a malformed request
// names keyscape:DiffDesigns.
base::Result<base::Json> DiffDesignsOp(table::Database& db, const base::Json& request);

// ---- keyscape:EntityRows ------------------------------------------------------------------------
// keyscape:EntityRows: rows for an entity's sample grid, each judged by the engine
// (entity_rows.cc). Pasted text is parsed here, so numbers keep every digit.
// Request:  {"model": <model file>, "entity": name, "source": one of
//             {"dynamodbJson": text}  a scan document ({"Items": [...]}), an array of items,
//                                     one item per line,
//                                     or one item; S, N and B values become entity values
//             {"jsonLines": text}     one object per non-empty line, values as in the model
//             {"rows": [{attr: text | number}, ...]}  rows already split (CSV cells)
//             {"generate": {"count": 1..1000, "seed"?: n, "partitionKeys"?: n (default 1000)}}
//                                     datagen's entity values (what keyscape:GenerateItems
//                                     renders), item i's partition-key attributes drawn over
//                                     partitionKeys values}
// Response: {"rows": [{"values": {attr: text | number}} | {"error": message}, ...] (one per
//            row, in source order), "ignored": [names of columns that are neither an attribute
//            of the entity nor a key attribute of its table]}
//   A row is judged as a sample item of the entity: every value typed by its attribute
//   (DynamoDB's number rules), every table key rendered from the entity's templates; a key
//   attribute the row carries must equal the key its template renders. Empty text cells are
//   no value. A bad row is an error row; the other rows are unaffected.
// Errors: an invalid model (the model reader's message), an unknown entity, a malformed
// source, more than 10000 rows: ValidationException.
base::Result<base::Json> EntityRowsOp(table::Database& db, const base::Json& request);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_KEYSCAPE_DESIGN_OPS_H_
