#include "spec.h"

#include <cmath>
#include <memory>
#include <string>
#include <utility>

#include "common.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/time_format.h"
#include "keyscape/table/database.h"
#include "keyscape/table/stream_log.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;
using table::Table;
using table::TableDef;

namespace {

using table::StreamIdentity;
using table::StreamLog;
using table::StreamViewType;

const char kInvalid[] = "One or more parameter values were invalid: ";

// "2026-12-01T13:32:19.000": the creation time in milliseconds, UTC, without a zone.
std::string StreamLabel(int64_t millis) {
  std::string iso = model::FormatIso8601(millis);  // ...SSZ
  iso.pop_back();
  int64_t ms = ((millis % 1000) + 1000) % 1000;
  std::string frac = std::to_string(ms);
  return iso + "." + std::string(3 - frac.size(), '0') + frac;
}

// A new stream's identity: the label is the creation time, one millisecond later while a
// stream of that ARN exists (a fixed clock would repeat it).
StreamIdentity NewIdentity(Database& db, const TableDef& def, StreamViewType view) {
  int64_t millis = std::llround(db.Now() * 1000);
  StreamIdentity id;
  for (;; ++millis) {
    id.label = StreamLabel(millis);
    id.arn = def.arn + "/stream/" + id.label;
    if (!db.FindStream(id.arn)) break;
  }
  std::string digits = std::to_string(millis < 0 ? 0 : millis);
  id.shard_id = "shardId-" + std::string(20 - digits.size(), '0') + digits + "-" +
                HexDigest(id.arn).substr(0, 8);
  id.table_name = def.name;
  id.key = def.key;
  id.view = view;
  id.created = static_cast<double>(millis) / 1000.0;
  return id;
}

}  // namespace

Result<StreamSpec> ReadStreamSpec(const Json& req, ConstraintErrors* errors) {
  StreamSpec spec;
  KS_ASSIGN_OR_RETURN(const Json* body, GetObject(req, "StreamSpecification"));
  if (!body) return spec;
  spec.present = true;
  KS_ASSIGN_OR_RETURN(auto enabled, GetBool(*body, "StreamEnabled"));
  KS_ASSIGN_OR_RETURN(auto view, GetString(*body, "StreamViewType"));
  if (!enabled) errors->Add("null", "streamSpecification.streamEnabled", "Member must not be null");
  spec.enabled = enabled.value_or(false);
  if (view) {
    StreamViewType v;
    if (table::ParseStreamViewType(*view, &v))
      spec.view = v;
    else
      errors->Add(Quoted(*view), "streamSpecification.streamViewType",
                  "Member must satisfy enum value set: [NEW_IMAGE, OLD_IMAGE, "
                  "NEW_AND_OLD_IMAGES, KEYS_ONLY]");
  }
  return spec;
}

Status CheckStreamSpecPairing(const StreamSpec& spec) {
  if (!spec.present) return Status::Ok();
  if (spec.enabled && !spec.view)
    return Status::Validation(std::string(kInvalid) +
                              "If stream is being enabled then UpdateViewType is required");
  if (!spec.enabled && spec.view)
    return Status::Validation(std::string(kInvalid) +
                              "If stream is being disabled, then UpdateViewType must not be "
                              "specified");
  return Status::Ok();
}

Status CheckStreamChange(const StreamSpec& spec, const TableDef& def) {
  if (!spec.present) return Status::Ok();
  if (spec.enabled && def.stream_view)
    return Status::Validation("Table already has an enabled stream: TableName: " + def.name);
  if (!spec.enabled && !def.stream_view)
    return Status::Validation("Table has no stream to disable: TableName: " + def.name);
  return Status::Ok();
}

void ApplyStreamSpec(Database& db, Table* t, const StreamSpec& spec) {
  TableDef& def = t->mutable_def();
  if (!spec.enabled) {
    if (t->stream()) t->stream()->Disable();
    t->set_stream(nullptr);
    def.stream_view.reset();
    return;
  }
  StreamIdentity id = NewIdentity(db, def, *spec.view);
  def.stream_view = spec.view;
  def.latest_stream_arn = id.arn;
  def.latest_stream_label = id.label;
  Database* clock = &db;
  t->set_stream(
      db.AddStream(std::make_unique<StreamLog>(std::move(id), [clock] { return clock->Now(); })));
}

void AddStreamMembers(const TableDef& def, Json* description) {
  if (def.stream_view) {
    Json spec = Json::Object();
    spec.Add("StreamEnabled", Json::Bool(true));
    spec.Add("StreamViewType", Json::String(table::StreamViewTypeName(*def.stream_view)));
    description->Add("StreamSpecification", std::move(spec));
  }
  if (!def.latest_stream_arn.empty()) {
    description->Add("LatestStreamLabel", Json::String(def.latest_stream_label));
    description->Add("LatestStreamArn", Json::String(def.latest_stream_arn));
  }
}

}  // namespace keyscape::api
