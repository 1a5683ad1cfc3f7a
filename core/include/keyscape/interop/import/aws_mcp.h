// Importing the data model of AWS's DynamoDB MCP server (`dynamodb_data_model.json`, see
// ../shared/reference/aws-mcp-data-model.md) as a design.
//
// - "tables": CreateTable arguments. AttributeDefinitions give the key types; KeySchema the
//   table key; GlobalSecondaryIndexes (several KeySchema entries of one KeyType: a
//   multi-attribute key, read as an array; a query on it becomes key.partition and key.sort
//   arrays) and LocalSecondaryIndexes with their Projection;
//   BillingMode and ProvisionedThroughput. Other CreateTable members (StreamSpecification,
//   Tags, ...) are not kept, each listed in `notes`.
// - "items": {"<table>": [{"PutRequest": {"Item": {...}}}]}: raw sample items of that table,
//   exactly as they were.
// - "access_patterns": each {"pattern", "description"?, "table"?, "index"?,
//   "dynamodb_operation"?, "implementation" | "reason"}. An implementation is parsed
//   (aws_cli_command.h) into the request it sends, and the request becomes an access pattern
//   of the model: name = the description (or "Pattern <id>" when it has none or repeats one),
//   description = "aws-mcp pattern <id>"; a key condition `#a = :a [AND <sort condition>]`, a
//   --key or a --item's key attributes become key.partition / key.sort (S: literal templates,
//   `$` written `$$`; N and B: one placeholder `${pk}` / `${sk}` / `${skHigh}` with the value in
//   `parameters`); the filter, projection (top-level attributes), limit, direction and
//   consistentRead carry over; update and condition expressions become `update` and
//   `condition`, with the names and values each uses; a put-item's item becomes the pattern's
//   `item`. What the model cannot hold is noted, never silently dropped: a pattern with a
//   `reason`, and one whose command the model cannot express (batch and transaction writes, a
//   nested projection), is listed in `notes` and in the
//   design's description; --select, --return-values, --return-consumed-capacity and
//   --exclusive-start-key are noted and left out; a `table`, `index` or `dynamodb_operation`
//   that disagrees with the command is noted (the command wins).
// Errors name the JSON path: a document that is not an aws-mcp data model ("/: must be an
// object with tables, items and access_patterns (an aws-mcp dynamodb_data_model.json)"), a
// member of the wrong kind, a key attribute missing from AttributeDefinitions, an item of an
// unknown table, and a command that does not parse ("/access_patterns/3/implementation:
// unknown option --frobnicate at offset 57") or does not fit its table (a key condition on
// an attribute that is not the key).
#ifndef KEYSCAPE_INTEROP_IMPORT_AWS_MCP_H_
#define KEYSCAPE_INTEROP_IMPORT_AWS_MCP_H_

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/interop/import/workbench.h"

namespace keyscape::interop {

base::Result<ImportResult> ImportAwsMcp(const base::Json& doc);

}  // namespace keyscape::interop

#endif  // KEYSCAPE_INTEROP_IMPORT_AWS_MCP_H_
