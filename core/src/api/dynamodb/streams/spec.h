// StreamSpecification on CreateTable and UpdateTable, and the stream members of a
// TableDescription (DynamoDB Streams; the records themselves are table/stream_log.h).
//
// DynamoDB's rules, as observed on DynamoDB:
//   - enabling needs a StreamViewType: "One or more parameter values were invalid: If stream
//     is being enabled then UpdateViewType is required"; disabling takes none: "One or more
//     parameter values were invalid: If stream is being disabled, then UpdateViewType must
//     not be specified";
//   - UpdateTable enabling on a table with an enabled stream (the same view type or another)
//     is "Table already has an enabled stream: TableName: <name>"; disabling without one is
//     "Table has no stream to disable: TableName: <name>"; the view type changes only by
//     disabling, then enabling a new stream;
//   - every enable makes a new stream (a new LatestStreamArn and LatestStreamLabel); after a
//     disable the table shows no StreamSpecification but keeps LatestStreamArn/Label.
#ifndef KEYSCAPE_SRC_API_DYNAMODB_STREAMS_SPEC_H_
#define KEYSCAPE_SRC_API_DYNAMODB_STREAMS_SPEC_H_

#include <optional>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"

namespace keyscape::api {

struct StreamSpec {
  bool present = false;  // the request has a StreamSpecification
  bool enabled = false;
  std::optional<table::StreamViewType> view;
};

// Reads StreamSpecification: StreamEnabled missing or a StreamViewType outside the enum go
// to `errors` (DynamoDB's constraint messages).
base::Result<StreamSpec> ReadStreamSpec(const base::Json& req, ConstraintErrors* errors);
// The pairing of StreamEnabled and StreamViewType (the two messages above).
base::Status CheckStreamSpecPairing(const StreamSpec& spec);
// UpdateTable: the change against the table's current stream.
base::Status CheckStreamChange(const StreamSpec& spec, const table::TableDef& def);
// Enables a new stream on `t` (spec.enabled) or disables its stream.
// REQUIRES: spec.present, CheckStreamSpecPairing(spec) and, on an existing table,
// CheckStreamChange(spec, t->def()) succeeded.
void ApplyStreamSpec(table::Database& db, table::Table* t, const StreamSpec& spec);
// Adds StreamSpecification (while enabled), LatestStreamLabel and LatestStreamArn.
void AddStreamMembers(const table::TableDef& def, base::Json* description);

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_DYNAMODB_STREAMS_SPEC_H_
