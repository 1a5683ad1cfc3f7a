// keyscape:DescribePartitions: a private part of keyscape/api/keyscape/partition_ops.h
// (its contract).

#include "keyscape/api/keyscape/partition_ops.h"
#include "keyscape/api/keyscape/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "partition_json.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using table::BillingMode;
using table::Database;
using table::Table;
using table::TableDef;

namespace p = keyscape::partition;

namespace {

Json LayoutPartitionsJson(const TableDef& def, const p::LayoutReport& rep) {
  Json parts = Json::Array();
  for (uint32_t i = 0; i < rep.partitions.size(); ++i) {
    const p::PartitionStats& s = rep.partitions[i];
    parts.Push(
        PartitionJson(def, i, s.start, s.range_end, s.item_count, s.size_bytes, s.key_count));
  }
  return parts;
}

}  // namespace

Result<Json> DescribePartitionsOp(Database& db, const Json& request) {
  KS_ASSIGN_OR_RETURN(Table * table, KeyscapeTableOf(db, request));
  Fields f(request, "");
  KS_RETURN_IF_ERROR(f.OnlyKnown({"TableName", "PartitionCount", "PartitionSizeLimitBytes"}));
  const TableDef& def = table->def();
  KS_ASSIGN_OR_RETURN(auto count, f.Int("PartitionCount", 1, p::kMaxPartitionCount));
  KS_ASSIGN_OR_RETURN(int64_t limit, PartitionSizeLimitOf(f));
  uint32_t initial = count ? static_cast<uint32_t>(*count) : p::InitialPartitionCount(def);
  KS_ASSIGN_OR_RETURN(p::PointSet points, p::PointSet::FromTable(*table));
  p::LayoutReport rep = p::DescribeLayout(points, initial, {limit, def.has_lsi()});

  Json out = Json::Object();
  out.Add("TableName", Json::String(def.name));
  out.Add("HashFunction", Json::String("md5-illustrative"));
  out.Add("BillingMode", Json::String(def.billing == BillingMode::kPayPerRequest ? "PAY_PER_REQUEST"
                                                                                 : "PROVISIONED"));
  out.Add("InitialPartitionCount", Json::Int(initial));
  out.Add("PartitionCount", Json::Int(rep.partitions.size()));
  out.Add("ItemCount", Json::Int(static_cast<int64_t>(points.item_count())));
  out.Add("SizeBytes", Json::Int(points.total_bytes()));
  out.Add("Partitions", LayoutPartitionsJson(def, rep));
  out.Add("Splits", SplitsJson(def, rep.splits));
  out.Add("RefusedSplits", RefusedJson(rep.refused));
  return out;
}

}  // namespace keyscape::api
