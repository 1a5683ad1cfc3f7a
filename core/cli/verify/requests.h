// The requests `keyscape verify` sends, derived from keyscape:ValidateModel (createTable,
// items) and keyscape:RunAccessPatterns (each pattern's compiled request):
// - table names carry the run's prefix on the endpoint: RenameTables() rewrites every
//   "TableName" member at any depth (single-item calls, Query, Scan, TransactItems[].Put/
//   Update/Delete/ConditionCheck/Get) and the table-name keys of RequestItems, Responses,
//   UnprocessedItems, UnprocessedKeys and ItemCollectionMetrics; with the inverse map it turns
//   an endpoint's response back into the model's names;
// - the sample items go in BatchWriteItem bodies of at most 25 PutRequests, in the model's
//   order, one request per key (a later item with the same key replaces the earlier one, as
//   one PutItem after another would; DynamoDB rejects duplicate keys within one batch);
// - WrittenKeys() lists the keys a write pattern may change, so the run can put those items
//   back the way the sample data has them (or delete them) before the next pattern.
#ifndef KEYSCAPE_CLI_VERIFY_REQUESTS_H_
#define KEYSCAPE_CLI_VERIFY_REQUESTS_H_

#include <map>
#include <string>
#include <vector>

#include "compare.h"
#include "keyscape/base/json.h"

namespace keyscape::cli {

using TableNames = std::map<std::string, std::string>;  // from -> to

struct KeyNames {
  std::string hash;
  std::string range;  // "" without a sort key
  // Every attribute of the key schema, in order (a multi-attribute GSI key has up to 4 + 4;
  // an item is in the index only with all of them).
  std::vector<std::string> all;
};

struct TableInfo {
  KeyNames key;
  std::map<std::string, KeyNames> indexes;  // GSIs and LSIs by IndexName
};

// Key schemas of ValidateModel's createTable requests, by table name.
std::map<std::string, TableInfo> TablesOf(const base::Json& create_table_requests);

base::Json RenameTables(const base::Json& body, const TableNames& names);

// The key attributes of `item` under `key`.
base::Json KeyOf(const base::Json& item, const KeyNames& key);
// One text per (table, key value): equal exactly when the keys are DynamoDB-equal.
std::string KeyId(const std::string& table, const base::Json& key);

struct TableKey {
  std::string table;
  base::Json key;
};

// BatchWriteItem request bodies (model table names) for ValidateModel's `items`
// ([{"table","item"},...]).
std::vector<base::Json> BatchWriteBodies(const base::Json& items,
                                         const std::map<std::string, TableInfo>& tables);

bool IsWrite(const std::string& op);
// The keys the write request of `op` may change: PutItem's Item, UpdateItem's and
// DeleteItem's Key, each BatchWriteItem PutRequest/DeleteRequest, each TransactWriteItems
// Put/Update/Delete (ConditionCheck writes nothing). Model table names.
std::vector<TableKey> WrittenKeys(const std::string& op, const base::Json& request,
                                  const std::map<std::string, TableInfo>& tables);

// How the pattern's response compares (verify_compare.h): key names shown first, index
// queries with ties, Scans as sets.
CompareRules RulesFor(const std::string& op, const base::Json& request,
                      const std::map<std::string, TableInfo>& tables);

}  // namespace keyscape::cli

#endif  // KEYSCAPE_CLI_VERIFY_REQUESTS_H_
