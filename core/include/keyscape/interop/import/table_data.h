// Designs from real data: the items of a table (a scan document, DynamoDB's export to S3 or
// a CSV file) become a design whose entities, key templates and attribute types are
// inferred, each inference listed with its confidence and its evidence (counts).
//
// - Keys: from describe-table output when given, else inferred (and a note says so; see
//   table_data_internal.h, table_keys.cc).
// - Entities: items are grouped by the leading words of their table keys (USER#... with
//   PROFILE, ROOM#... with MSG#...); a group is named after its sort key's word (Msg), or
//   both words when that repeats (UserRoom), or "Item" when keys have no words.
// - Templates: per group and key attribute (S keys), see key_templates.cc; attributes: every
//   non-key S, N or B attribute of the group's items, with "required": false when some items
//   lack it, a format (iso8601, ulid, uuid; epoch-seconds/millis for N) when all its values
//   have it, a closed "values" set when few values repeat (value_shapes.cc).
// - Items are kept exactly: an item becomes a sample item of its entity only when the
//   entity renders it back attribute for attribute (same names, types and values); every
//   other item (sets, lists, maps, BOOL or NULL values, a key attribute the template adds,
//   a key that does not follow the template) stays a raw item of the table, as it was, and
//   the notes count them.
// Errors name the item: "/items/3: ..." for an item that is not DynamoDB JSON.
#ifndef KEYSCAPE_INTEROP_IMPORT_TABLE_DATA_H_
#define KEYSCAPE_INTEROP_IMPORT_TABLE_DATA_H_

#include <string_view>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/interop/import/workbench.h"

namespace keyscape::interop {

// REQUIRES: describe_table null or describe-table output. `source` names the format in the
// design's description ("dynamodb-json", "csv").
base::Result<ImportResult> ImportTableData(const std::vector<base::Json>& items,
                                           const base::Json& describe_table,
                                           const std::string& source);

// The items of a CSV file with a header row (RFC 4180: quoted cells, "" for a quote, CRLF
// or LF; a cell may span lines inside quotes). Types: a column is N when every non-empty
// cell of it is a decimal number without a leading zero (-12, 3.5, 0.25, 1e3), else S; an
// empty cell is an absent attribute. Errors name the line: a row with more cells than the
// header, an unterminated quote, a header cell that is empty or repeated.
base::Result<std::vector<base::Json>> CsvItems(std::string_view text);

}  // namespace keyscape::interop

#endif  // KEYSCAPE_INTEROP_IMPORT_TABLE_DATA_H_
