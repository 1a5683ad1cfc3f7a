// keyscape:DescribePartitions, keyscape:SimulateLoad, keyscape:GenerateItems.
//
// ---- keyscape:DescribePartitions ----
// Request:  {"TableName": "T",
//            "PartitionCount": 4,                  optional, 1..65536; default: the table's
//                                                  initial count (provisioned:
//                                                  ceil(RCU/3000 + WCU/1000), on-demand: 4)
//            "PartitionSizeLimitBytes": 10737418240}  optional; size splits above it
// Response: {"TableName", "HashFunction": "md5-illustrative", "BillingMode",
//            "InitialPartitionCount", "PartitionCount", "ItemCount", "SizeBytes",
//            "Partitions": [{"Index", "HashRangeStart", "HashRangeEnd" (16 hex digits),
//                            "StartKey"? (when the partition starts inside an item
//                            collection: the key it starts at), "ItemCount", "SizeBytes",
//                            "PartitionKeyCount"}],
//            "Splits": [{"Cause": "SIZE", "Round", "HashPosition", "StartKey"?}],
//            "RefusedSplits": [{"Cause", "Partition", "Reason"}]}
//
// ---- keyscape:SimulateLoad ----
// Request:  {"TableName": "T",
//            "BillingMode": "PROVISIONED" | "PAY_PER_REQUEST"       (default: the table's)
//            "ProvisionedThroughput": {"ReadCapacityUnits", "WriteCapacityUnits"}
//                                                                    (default: the table's)
//            "PreviousPeak": {"ReadUnitsPerSecond", "WriteUnitsPerSecond"}  (on-demand; 0)
//            "TableQuota": {"ReadUnitsPerSecond", "WriteUnitsPerSecond"}    (40000 each)
//            "PartitionCount": n          initial partitions (default as DescribePartitions)
//            "PartitionSizeLimitBytes": n
//            "LimitRule": "INDEPENDENT" | "LEGACY_LINEAR"
//            "SplitForHeat": false, "HeatSplitThreshold": 0.8, "TopKeys": 10,
//            "AccessPatterns": [{                                     1..100 patterns
//               "Name", "ReadsPerSecond", "WritesPerSecond",
//               "ReadConsistency": "EVENTUAL" | "STRONG" | "TRANSACTIONAL",
//               "WriteKind": "STANDARD" | "TRANSACTIONAL",
//               "ReadShape": "ITEM" | "QUERY",  "WriteOrder": "RANDOM" | "SEQUENTIAL",
//               "KeyDistribution": "UNIFORM" | "ZIPF" | "HOT_KEY",
//               "Exponent": 1.0 (ZIPF), "HotKey": {"S": "..."}, "HotFraction": 1.0 (HOT_KEY),
//               "Keys": [{"S": "..."}, ...]   (default: every partition key in the table),
//               "ItemSizeBytes": n}],
//            "WriteSharding": {"Key": {"S": "..."}, "SuffixCount": 10, "Separator": "#",
//                              "FullReadConsistency": "EVENTUAL"}}
// Response: {"TableName", "HashFunction", "BillingMode", "LimitRule",
//            "PartitionReadLimit": 3000, "PartitionWriteLimit": 1000,
//            "TableReadLimit", "TableWriteLimit", "InitialPartitionCount",
//            <simulation>, "WriteSharding"?: {...}}
//   <simulation> = "PartitionCount", "Partitions": [{"Index", "HashRangeStart",
//            "HashRangeEnd", "StartKey"?, "ItemCount", "SizeBytes", "PartitionKeyCount",
//            "ReadDemand", "WriteDemand", "ReadServed", "WriteServed",
//            "ReadThrottledFraction", "WriteThrottledFraction", "Throttled"}],
//            "Table": {load, "ReadLimitReached", "WriteLimitReached"},
//            "AccessPatterns": [{"Name", load}], "HotKeys": [{"Key", load, "Partitions"}],
//            "HottestPartition", "ThrottledWithSpareCapacity", "Splits", "RefusedSplits"
//   load = "ReadDemand", "WriteDemand", "ReadServed", "WriteServed",
//          "ReadThrottledFraction", "WriteThrottledFraction" (units per second, fractions)
//   "WriteSharding": {"Key", "SuffixCount", "Separator", "SuffixCountNeeded",
//            "Shards": [{"Key", "HashPosition", "Partition", "ItemCount", "SizeBytes"}],
//            "PartitionsHitBefore", "PartitionsHitAfter", "MaxShardsOnOnePartition",
//            "Before": {"LogicalKey": load, "HottestPartitionLoad": {...}},
//            "After": {"LogicalKey": load, "HottestPartitionLoad": {...}, <simulation>},
//            "FullRead": {"Consistency", "QueriesBefore", "QueriesAfter", "ExtraQueries",
//                         "ReadUnitsBefore", "ReadUnitsAfter", "ExtraReadUnits"}}
//
// ---- keyscape:GenerateItems ----
// Request:  {"TableName": "T", "Count": 1000000, "Seed": 42,
//            "PartitionKey": {"Template": "CUSTOMER#${customerId}",
//                             "Distribution": "UNIFORM" | "ZIPF" | "HOT_KEY",
//                             "KeyCount": 1000, "Exponent": 1.0, "HotFraction": 0.5,
//                             "PadTo": 0},
//            "SortKey": {"Template": "ORDER#${orderId}",
//                        "Distribution": "SEQUENTIAL_TIMESTAMP" | "RANDOM_ID" | "ULID",
//                        "Start": "2024-01-01T00:00:00Z", "StepSeconds": 1 | "StepMillis",
//                        "Format": "ISO8601" | "EPOCH_SECONDS" | "EPOCH_MILLIS"},
//            "Attributes": {"status": {"S": "NEW"}}, "PaddingBytes": 0}
// Response: {"TableName", "Generated", "Inserted", "Replaced", "DistinctPartitionKeys",
//            "GeneratedBytes", "TableItemCount", "TableSizeBytes"}
#include <cmath>
#include <initializer_list>
#include <optional>
#include <string>

#include "api_names.h"
#include "keyscape/api/ops.h"
#include "keyscape/api/request.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/model/generator.h"
#include "keyscape/partition/capacity.h"
#include "keyscape/partition/scenario.h"

namespace keyscape::api {

namespace p = keyscape::partition;

namespace {

// ---- request reading --------------------------------------------------------------------

std::string JoinNames(std::initializer_list<const char*> names) {
  std::string s;
  for (const char* n : names) {
    if (!s.empty()) s += ", ";
    s += n;
  }
  return s;
}

// Typed access to one JSON object's members with messages naming the member's path.
class Fields {
 public:
  Fields(const Json& obj, std::string path) : obj_(obj), path_(std::move(path)) {}

  std::string Name(std::string_view member) const {
    return path_.empty() ? std::string(member) : path_ + "." + std::string(member);
  }

  Status OnlyKnown(std::initializer_list<const char*> known) const {
    for (const auto& [name, value] : obj_.members()) {
      bool ok = false;
      for (const char* k : known) ok = ok || name == k;
      if (!ok)
        return Status::Validation("Unknown member " + Name(name) +
                                  "; expected one of: " + JoinNames(known));
    }
    return Status::Ok();
  }

  Result<std::optional<double>> Number(std::string_view m, double lo, double hi) const {
    const Json* j = obj_.Find(m);
    if (!j || j->is_null()) return std::optional<double>();
    double v = j->is_number() ? j->number_value() : NAN;
    if (!(v >= lo && v <= hi))
      return Status::Validation(Name(m) + " must be a number from " + FormatDoubleJs(lo) + " to " +
                                FormatDoubleJs(hi));
    return std::optional<double>(v);
  }

  Result<std::optional<int64_t>> Int(std::string_view m, int64_t lo, int64_t hi) const {
    const Json* j = obj_.Find(m);
    if (!j || j->is_null()) return std::optional<int64_t>();
    int64_t v = 0;
    if (!j->is_number() || !j->GetInt64(&v) || v < lo || v > hi)
      return Status::Validation(Name(m) + " must be an integer from " + std::to_string(lo) +
                                " to " + std::to_string(hi));
    return std::optional<int64_t>(v);
  }

  Result<std::optional<bool>> Bool(std::string_view m) const {
    const Json* j = obj_.Find(m);
    if (!j || j->is_null()) return std::optional<bool>();
    if (!j->is_bool()) return Status::Validation(Name(m) + " must be true or false");
    return std::optional<bool>(j->bool_value());
  }

  Result<std::optional<std::string>> String(std::string_view m) const {
    const Json* j = obj_.Find(m);
    if (!j || j->is_null()) return std::optional<std::string>();
    if (!j->is_string()) return Status::Validation(Name(m) + " must be a string");
    return std::optional<std::string>(j->string_value());
  }

  Result<std::optional<std::string>> Enum(std::string_view m,
                                          std::initializer_list<const char*> values) const {
    KS_ASSIGN_OR_RETURN(std::optional<std::string> s, String(m));
    if (!s) return s;
    for (const char* v : values)
      if (*s == v) return s;
    return Status::Validation(Name(m) + " must be one of: " + JoinNames(values) + " (got '" + *s +
                              "')");
  }

  Result<const Json*> Object(std::string_view m) const {
    const Json* j = obj_.Find(m);
    if (!j || j->is_null()) return static_cast<const Json*>(nullptr);
    if (!j->is_object()) return Status::Validation(Name(m) + " must be an object");
    return j;
  }

  Result<const Json*> Array(std::string_view m) const {
    const Json* j = obj_.Find(m);
    if (!j || j->is_null()) return static_cast<const Json*>(nullptr);
    if (!j->is_array()) return Status::Validation(Name(m) + " must be an array");
    return j;
  }

 private:
  const Json& obj_;
  std::string path_;
};

Result<Table*> TableOf(Database& db, const Json& request) {
  if (!request.is_object()) return Status::Validation("The request must be a JSON object");
  KS_ASSIGN_OR_RETURN(std::optional<std::string> name, GetString(request, "TableName"));
  ConstraintErrors errors;
  CheckTableName(name, "tableName", &errors);
  if (!errors.empty()) return errors.ToStatus();
  return LookupTable(db, *name);
}

// A partition key value of the table's hash type, from DynamoDB JSON.
Result<AttributeValue> KeyValueOf(const Json& j, const std::string& what, const TableDef& def) {
  auto v = ParseAttributeValue(j);
  if (!v.ok()) return Status::Validation(what + ": " + v.status().message());
  if (v->type != def.key.hash.type)
    return Status::Validation(what + " must be a value of the partition key's type (" +
                              AttrTypeName(def.key.hash.type) + ")");
  if (v->scalar.empty()) return Status::Validation(what + " must not be empty");
  return std::move(v).value();
}

// ---- response writing ---------------------------------------------------------------------

// Rounds to 1e-6 (a millionth of a unit per second, or of a fraction) so sums print
// tidily: 10000 rather than 9999.999999999. Deterministic: std::round is exact.
Json Num(double v) {
  double r = std::round(v * 1e6) / 1e6;
  if (r == 0) r = 0;  // no -0
  return Json::Double(r);
}

Json KeyJson(const TableDef& def, const AttributeValue& v) {
  Json k = Json::Object();
  k.Add(def.key.hash.name, AttributeValueToJson(v));
  return k;
}

// The key a boundary with a suffix starts at: {"pk": ..., "sk": ...}.
Json StartKeyJson(const TableDef& def, const p::Boundary& b) {
  Json k = Json::Object();
  std::string_view rest = b.suffix;
  AttributeValue hash;
  if (!DecodeKeyValue(def.key.hash.type, &rest, &hash)) return k;
  k.Add(def.key.hash.name, AttributeValueToJson(hash));
  if (!rest.empty() && def.key.range) {
    AttributeValue range;
    if (DecodeKeyValue(def.key.range->type, &rest, &range))
      k.Add(def.key.range->name, AttributeValueToJson(range));
  }
  return k;
}

void AddRange(const TableDef& def, const p::Boundary& start, uint64_t end, Json* out) {
  out->Add("HashRangeStart", Json::String(PositionHex(start.position)));
  out->Add("HashRangeEnd", Json::String(PositionHex(end)));
  if (!start.suffix.empty()) out->Add("StartKey", StartKeyJson(def, start));
}

Json SplitsJson(const TableDef& def, const std::vector<p::SplitEvent>& splits) {
  Json arr = Json::Array();
  for (const auto& s : splits) {
    Json e = Json::Object();
    e.Add("Cause", Json::String(p::SplitCauseName(s.cause)));
    e.Add("Round", Json::Int(s.round));
    e.Add("HashPosition", Json::String(PositionHex(s.at.position)));
    if (!s.at.suffix.empty()) e.Add("StartKey", StartKeyJson(def, s.at));
    arr.Push(std::move(e));
  }
  return arr;
}

Json RefusedJson(const std::vector<p::RefusedSplit>& refused) {
  Json arr = Json::Array();
  for (const auto& r : refused) {
    Json e = Json::Object();
    e.Add("Cause", Json::String(p::SplitCauseName(r.cause)));
    e.Add("Partition", Json::Int(r.partition));
    e.Add("Reason", Json::String(p::SplitRefusalName(r.reason)));
    arr.Push(std::move(e));
  }
  return arr;
}

void AddLoad(const p::Load& l, Json* out) {
  out->Add("ReadDemand", Num(l.read_demand));
  out->Add("WriteDemand", Num(l.write_demand));
  out->Add("ReadServed", Num(l.read_served));
  out->Add("WriteServed", Num(l.write_served));
  out->Add("ReadThrottledFraction", Num(l.ReadThrottledFraction()));
  out->Add("WriteThrottledFraction", Num(l.WriteThrottledFraction()));
}

Json LoadJson(const p::Load& l) {
  Json j = Json::Object();
  AddLoad(l, &j);
  return j;
}

Json HottestJson(const p::SimulationResult& r) {
  Json j = Json::Object();
  if (r.partitions.empty()) return j;
  const p::PartitionResult& pr = r.partitions[r.hottest_partition];
  j.Add("Index", Json::Int(r.hottest_partition));
  AddLoad(pr.load, &j);
  return j;
}

void AddSimulation(const TableDef& def, const p::PointSet& points, const p::ScenarioRequest& req,
                   const p::SimulationResult& r, Json* out) {
  out->Add("PartitionCount", Json::Int(r.partitions.size()));
  Json parts = Json::Array();
  for (uint32_t i = 0; i < r.partitions.size(); ++i) {
    const p::PartitionResult& pr = r.partitions[i];
    Json e = Json::Object();
    e.Add("Index", Json::Int(i));
    AddRange(def, pr.start, pr.range_end, &e);
    e.Add("ItemCount", Json::Int(static_cast<int64_t>(pr.item_count)));
    e.Add("SizeBytes", Json::Int(pr.size_bytes));
    e.Add("PartitionKeyCount", Json::Int(pr.key_count));
    AddLoad(pr.load, &e);
    e.Add("Throttled", Json::Bool(pr.throttled));
    parts.Push(std::move(e));
  }
  out->Add("Partitions", std::move(parts));
  Json table = LoadJson(r.table);
  table.Add("ReadLimitReached", Json::Bool(r.table_throttled_reads));
  table.Add("WriteLimitReached", Json::Bool(r.table_throttled_writes));
  out->Add("Table", std::move(table));
  Json pats = Json::Array();
  for (size_t i = 0; i < r.patterns.size(); ++i) {
    Json e = Json::Object();
    e.Add("Name", Json::String(req.patterns[i].name));
    AddLoad(r.patterns[i], &e);
    pats.Push(std::move(e));
  }
  out->Add("AccessPatterns", std::move(pats));
  Json hot = Json::Array();
  for (const auto& k : r.hot_keys) {
    Json e = Json::Object();
    e.Add("Key", KeyJson(def, points.KeyValue(k.key)));
    AddLoad(k.load, &e);
    Json ps = Json::Array();
    for (uint32_t pi : k.partitions) ps.Push(Json::Int(pi));
    e.Add("Partitions", std::move(ps));
    hot.Push(std::move(e));
  }
  out->Add("HotKeys", std::move(hot));
  out->Add("HottestPartition", Json::Int(r.hottest_partition));
  out->Add("ThrottledWithSpareCapacity", Json::Bool(r.throttled_with_spare_capacity));
  out->Add("Splits", SplitsJson(def, r.splits));
  out->Add("RefusedSplits", RefusedJson(r.refused));
}

// ---- shared option parsing ------------------------------------------------------------------

constexpr int64_t kMaxSizeLimit = int64_t{1} << 50;

Result<int64_t> SizeLimitOf(const Fields& f) {
  KS_ASSIGN_OR_RETURN(auto v, f.Int("PartitionSizeLimitBytes", 1, kMaxSizeLimit));
  return v ? *v : p::kPartitionSizeBytes;
}

Result<p::LoadPattern> PatternOf(const Json& j, size_t index, const TableDef& def) {
  const std::string path = "AccessPatterns[" + std::to_string(index) + "]";
  if (!j.is_object()) return Status::Validation(path + " must be an object");
  Fields f(j, path);
  KS_RETURN_IF_ERROR(f.OnlyKnown({"Name", "ReadsPerSecond", "WritesPerSecond", "ReadConsistency",
                                  "WriteKind", "ReadShape", "WriteOrder", "KeyDistribution",
                                  "Exponent", "HotKey", "HotFraction", "Keys", "ItemSizeBytes"}));
  p::LoadPattern a;
  KS_ASSIGN_OR_RETURN(auto name, f.String("Name"));
  a.name = name ? *name : "pattern-" + std::to_string(index + 1);
  constexpr double kMaxRate = 1e9;
  KS_ASSIGN_OR_RETURN(auto reads, f.Number("ReadsPerSecond", 0, kMaxRate));
  KS_ASSIGN_OR_RETURN(auto writes, f.Number("WritesPerSecond", 0, kMaxRate));
  a.reads_per_second = reads.value_or(0);
  a.writes_per_second = writes.value_or(0);
  KS_ASSIGN_OR_RETURN(auto cons,
                      f.Enum("ReadConsistency", {"EVENTUAL", "STRONG", "TRANSACTIONAL"}));
  if (cons) p::ParseReadConsistency(*cons, &a.consistency);
  KS_ASSIGN_OR_RETURN(auto wk, f.Enum("WriteKind", {"STANDARD", "TRANSACTIONAL"}));
  if (wk) p::ParseWriteKind(*wk, &a.write_kind);
  KS_ASSIGN_OR_RETURN(auto shape, f.Enum("ReadShape", {"ITEM", "QUERY"}));
  if (shape && *shape == "QUERY") a.read_shape = p::ReadShape::kQuery;
  KS_ASSIGN_OR_RETURN(auto order, f.Enum("WriteOrder", {"RANDOM", "SEQUENTIAL"}));
  if (order && *order == "SEQUENTIAL") a.write_order = p::WriteOrder::kSequential;
  KS_ASSIGN_OR_RETURN(auto dist, f.Enum("KeyDistribution", {"UNIFORM", "ZIPF", "HOT_KEY"}));
  if (dist) p::ParseKeyChoice(*dist, &a.key_choice);
  KS_ASSIGN_OR_RETURN(auto expo, f.Number("Exponent", 0, 10));
  if (expo) a.zipf_exponent = *expo;
  KS_ASSIGN_OR_RETURN(auto frac, f.Number("HotFraction", 0, 1));
  if (frac) a.hot_fraction = *frac;
  KS_ASSIGN_OR_RETURN(const Json* hot, f.Object("HotKey"));
  if (hot) {
    if (a.key_choice != p::KeyChoice::kHotKey)
      return Status::Validation(f.Name("HotKey") + " needs KeyDistribution HOT_KEY");
    KS_ASSIGN_OR_RETURN(a.hot_key, KeyValueOf(*hot, f.Name("HotKey"), def));
  }
  KS_ASSIGN_OR_RETURN(const Json* keys, f.Array("Keys"));
  if (keys) {
    constexpr size_t kMaxKeys = 10000;
    if (keys->array().empty() || keys->array().size() > kMaxKeys)
      return Status::Validation(f.Name("Keys") + " must hold 1 to 10000 key values");
    for (size_t i = 0; i < keys->array().size(); ++i) {
      KS_ASSIGN_OR_RETURN(
          AttributeValue v,
          KeyValueOf(keys->array()[i], f.Name("Keys") + "[" + std::to_string(i) + "]", def));
      a.keys.push_back(std::move(v));
    }
  }
  KS_ASSIGN_OR_RETURN(auto size, f.Int("ItemSizeBytes", 1, kMaxItemSize));
  if (size) a.item_size_bytes = *size;
  return a;
}

}  // namespace

// ---- keyscape:DescribePartitions ----------------------------------------------------------

Result<Json> DescribePartitionsOp(Database& db, const Json& request) {
  KS_ASSIGN_OR_RETURN(Table * table, TableOf(db, request));
  Fields f(request, "");
  KS_RETURN_IF_ERROR(f.OnlyKnown({"TableName", "PartitionCount", "PartitionSizeLimitBytes"}));
  const TableDef& def = table->def();
  KS_ASSIGN_OR_RETURN(auto count, f.Int("PartitionCount", 1, p::kMaxPartitionCount));
  KS_ASSIGN_OR_RETURN(int64_t limit, SizeLimitOf(f));
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
  Json parts = Json::Array();
  for (uint32_t i = 0; i < rep.partitions.size(); ++i) {
    const p::PartitionStats& s = rep.partitions[i];
    Json e = Json::Object();
    e.Add("Index", Json::Int(i));
    AddRange(def, s.start, s.range_end, &e);
    e.Add("ItemCount", Json::Int(static_cast<int64_t>(s.item_count)));
    e.Add("SizeBytes", Json::Int(s.size_bytes));
    e.Add("PartitionKeyCount", Json::Int(s.key_count));
    parts.Push(std::move(e));
  }
  out.Add("Partitions", std::move(parts));
  out.Add("Splits", SplitsJson(def, rep.splits));
  out.Add("RefusedSplits", RefusedJson(rep.refused));
  return out;
}

// ---- keyscape:SimulateLoad ------------------------------------------------------------------

Result<Json> SimulateLoadOp(Database& db, const Json& request) {
  KS_ASSIGN_OR_RETURN(Table * table, TableOf(db, request));
  const TableDef& def = table->def();
  Fields f(request, "");
  KS_RETURN_IF_ERROR(f.OnlyKnown(
      {"TableName", "BillingMode", "ProvisionedThroughput", "PreviousPeak", "TableQuota",
       "PartitionCount", "PartitionSizeLimitBytes", "LimitRule", "SplitForHeat",
       "HeatSplitThreshold", "TopKeys", "AccessPatterns", "WriteSharding"}));
  p::ScenarioRequest req;
  p::SimulationOptions& opt = req.options;

  KS_ASSIGN_OR_RETURN(auto billing, f.Enum("BillingMode", {"PROVISIONED", "PAY_PER_REQUEST"}));
  const bool on_demand =
      billing ? *billing == "PAY_PER_REQUEST" : def.billing == BillingMode::kPayPerRequest;
  int64_t rcu = def.read_capacity, wcu = def.write_capacity;
  KS_ASSIGN_OR_RETURN(const Json* pt, f.Object("ProvisionedThroughput"));
  if (pt) {
    Fields g(*pt, "ProvisionedThroughput");
    KS_RETURN_IF_ERROR(g.OnlyKnown({"ReadCapacityUnits", "WriteCapacityUnits"}));
    KS_ASSIGN_OR_RETURN(auto r, g.Int("ReadCapacityUnits", 0, int64_t{1} << 40));
    KS_ASSIGN_OR_RETURN(auto w, g.Int("WriteCapacityUnits", 0, int64_t{1} << 40));
    if (r) rcu = *r;
    if (w) wcu = *w;
  }
  if (!on_demand && rcu <= 0 && wcu <= 0)
    return Status::Validation(
        "A PROVISIONED simulation needs ProvisionedThroughput (the table "
        "has none)");
  auto rate_pair = [&](const char* member, double dr, double dw, double* r, double* w) -> Status {
    *r = dr;
    *w = dw;
    auto obj = f.Object(member);
    if (!obj.ok()) return obj.status();
    if (!*obj) return Status::Ok();
    Fields g(**obj, member);
    KS_RETURN_IF_ERROR(g.OnlyKnown({"ReadUnitsPerSecond", "WriteUnitsPerSecond"}));
    auto rr = g.Number("ReadUnitsPerSecond", 0, 1e12);
    if (!rr.ok()) return rr.status();
    auto ww = g.Number("WriteUnitsPerSecond", 0, 1e12);
    if (!ww.ok()) return ww.status();
    if (*rr) *r = **rr;
    if (*ww) *w = **ww;
    return Status::Ok();
  };
  double peak_r, peak_w, quota_r, quota_w;
  KS_RETURN_IF_ERROR(rate_pair("PreviousPeak", 0, 0, &peak_r, &peak_w));
  KS_RETURN_IF_ERROR(rate_pair("TableQuota", p::kDefaultTableQuotaUnits, p::kDefaultTableQuotaUnits,
                               &quota_r, &quota_w));
  opt.table_limits = on_demand ? p::OnDemandTableLimits(peak_r, peak_w, quota_r, quota_w)
                               : p::ProvisionedTableLimits(rcu, wcu, quota_r, quota_w);
  KS_ASSIGN_OR_RETURN(auto count, f.Int("PartitionCount", 1, p::kMaxPartitionCount));
  opt.initial_partitions = count       ? static_cast<uint32_t>(*count)
                           : on_demand ? p::kOnDemandInitialPartitions
                                       : p::ProvisionedPartitionCount(rcu, wcu);
  KS_ASSIGN_OR_RETURN(opt.max_partition_bytes, SizeLimitOf(f));
  KS_ASSIGN_OR_RETURN(auto rule, f.Enum("LimitRule", {"INDEPENDENT", "LEGACY_LINEAR"}));
  if (rule) p::ParseLimitRule(*rule, &opt.rule);
  KS_ASSIGN_OR_RETURN(auto heat, f.Bool("SplitForHeat"));
  opt.split_for_heat = heat.value_or(false);
  KS_ASSIGN_OR_RETURN(auto threshold, f.Number("HeatSplitThreshold", 0.05, 1));
  if (threshold) opt.heat_threshold = *threshold;
  KS_ASSIGN_OR_RETURN(auto top, f.Int("TopKeys", 0, 1000));
  if (top) opt.top_keys = static_cast<uint32_t>(*top);
  opt.has_lsi = def.has_lsi();

  KS_ASSIGN_OR_RETURN(const Json* patterns, f.Array("AccessPatterns"));
  if (!patterns || patterns->array().empty() || patterns->array().size() > 100)
    return Status::Validation("AccessPatterns must hold 1 to 100 access patterns");
  for (size_t i = 0; i < patterns->array().size(); ++i) {
    KS_ASSIGN_OR_RETURN(p::LoadPattern a, PatternOf(patterns->array()[i], i, def));
    req.patterns.push_back(std::move(a));
  }

  KS_ASSIGN_OR_RETURN(const Json* ws, f.Object("WriteSharding"));
  if (ws) {
    Fields g(*ws, "WriteSharding");
    KS_RETURN_IF_ERROR(g.OnlyKnown({"Key", "SuffixCount", "Separator", "FullReadConsistency"}));
    p::ShardingSpec s;
    KS_ASSIGN_OR_RETURN(const Json* key, g.Object("Key"));
    if (!key) return Status::Validation("WriteSharding.Key is required");
    if (def.key.hash.type != AttrType::kS)
      return Status::Validation("WriteSharding needs a string (S) partition key; " +
                                def.key.hash.name + " is " + AttrTypeName(def.key.hash.type));
    KS_ASSIGN_OR_RETURN(s.logical_key, KeyValueOf(*key, "WriteSharding.Key", def));
    KS_ASSIGN_OR_RETURN(auto sc, g.Int("SuffixCount", 1, p::ShardingSpec::kMaxSuffixCount));
    if (!sc) return Status::Validation("WriteSharding.SuffixCount is required");
    s.suffix_count = static_cast<uint32_t>(*sc);
    KS_ASSIGN_OR_RETURN(auto sep, g.String("Separator"));
    if (sep) {
      if (sep->size() > 16) return Status::Validation("WriteSharding.Separator is too long");
      s.separator = *sep;
    }
    KS_ASSIGN_OR_RETURN(auto frc,
                        g.Enum("FullReadConsistency", {"EVENTUAL", "STRONG", "TRANSACTIONAL"}));
    if (frc) p::ParseReadConsistency(*frc, &s.full_read_consistency);
    req.sharding = std::move(s);
  }

  KS_ASSIGN_OR_RETURN(p::Scenario sc, p::RunScenario(*table, req));

  Json out = Json::Object();
  out.Add("TableName", Json::String(def.name));
  out.Add("HashFunction", Json::String("md5-illustrative"));
  out.Add("BillingMode", Json::String(on_demand ? "PAY_PER_REQUEST" : "PROVISIONED"));
  out.Add("LimitRule", Json::String(p::LimitRuleName(opt.rule)));
  out.Add("PartitionReadLimit", Num(p::kPartitionReadUnits));
  out.Add("PartitionWriteLimit", Num(p::kPartitionWriteUnits));
  out.Add("TableReadLimit", Num(opt.table_limits.read));
  out.Add("TableWriteLimit", Num(opt.table_limits.write));
  out.Add("InitialPartitionCount", Json::Int(opt.initial_partitions));
  AddSimulation(def, sc.points, req, sc.result, &out);
  if (sc.sharding) {
    const p::ShardingReport& rep = *sc.sharding;
    Json w = Json::Object();
    w.Add("Key", KeyJson(def, rep.spec.logical_key));
    w.Add("SuffixCount", Json::Int(rep.spec.suffix_count));
    w.Add("Separator", Json::String(rep.spec.separator));
    w.Add("SuffixCountNeeded", Json::Int(rep.suffix_count_needed));
    Json shards = Json::Array();
    for (const p::ShardInfo& s : rep.shards) {
      Json e = Json::Object();
      e.Add("Key", KeyJson(def, s.key));
      e.Add("HashPosition", Json::String(PositionHex(s.position)));
      e.Add("Partition", Json::Int(s.partition));
      e.Add("ItemCount", Json::Int(static_cast<int64_t>(s.item_count)));
      e.Add("SizeBytes", Json::Int(s.size_bytes));
      shards.Push(std::move(e));
    }
    w.Add("Shards", std::move(shards));
    w.Add("PartitionsHitBefore", Json::Int(rep.partitions_hit_before));
    w.Add("PartitionsHitAfter", Json::Int(rep.partitions_hit_after));
    w.Add("MaxShardsOnOnePartition", Json::Int(rep.max_shards_on_one_partition));
    Json before = Json::Object();
    before.Add("LogicalKey", LoadJson(rep.logical_before));
    before.Add("HottestPartitionLoad", HottestJson(sc.result));
    w.Add("Before", std::move(before));
    Json after = Json::Object();
    after.Add("LogicalKey", LoadJson(rep.logical_after));
    after.Add("HottestPartitionLoad", HottestJson(rep.after));
    AddSimulation(def, sc.sharded_points, req, rep.after, &after);
    w.Add("After", std::move(after));
    Json fr = Json::Object();
    fr.Add("Consistency", Json::String(p::ReadConsistencyName(rep.spec.full_read_consistency)));
    fr.Add("QueriesBefore", Json::Int(rep.full_read_queries_before));
    fr.Add("QueriesAfter", Json::Int(rep.full_read_queries_after));
    fr.Add("ExtraQueries",
           Json::Int(int64_t{rep.full_read_queries_after} - rep.full_read_queries_before));
    fr.Add("ReadUnitsBefore", Num(rep.full_read_units_before));
    fr.Add("ReadUnitsAfter", Num(rep.full_read_units_after));
    fr.Add("ExtraReadUnits", Num(rep.full_read_units_after - rep.full_read_units_before));
    w.Add("FullRead", std::move(fr));
    out.Add("WriteSharding", std::move(w));
  }
  return out;
}

// ---- keyscape:GenerateItems -----------------------------------------------------------------

Result<Json> GenerateItemsOp(Database& db, const Json& request) {
  KS_ASSIGN_OR_RETURN(Table * table, TableOf(db, request));
  const TableDef& def = table->def();
  Fields f(request, "");
  KS_RETURN_IF_ERROR(f.OnlyKnown(
      {"TableName", "Count", "Seed", "PartitionKey", "SortKey", "Attributes", "PaddingBytes"}));
  model::GenerateSpec spec;
  KS_ASSIGN_OR_RETURN(auto count,
                      f.Int("Count", 1, static_cast<int64_t>(model::kMaxGeneratedItems)));
  if (!count) return Status::Validation("Count is required (1 to 1000000)");
  spec.count = static_cast<uint64_t>(*count);
  KS_ASSIGN_OR_RETURN(auto seed, f.Int("Seed", 0, (int64_t{1} << 53) - 1));
  spec.seed = static_cast<uint64_t>(seed.value_or(0));
  KS_ASSIGN_OR_RETURN(auto padding, f.Int("PaddingBytes", 0, kMaxItemSize));
  spec.padding_bytes = padding.value_or(0);

  KS_ASSIGN_OR_RETURN(const Json* pk, f.Object("PartitionKey"));
  if (!pk) return Status::Validation("PartitionKey is required");
  {
    Fields g(*pk, "PartitionKey");
    KS_RETURN_IF_ERROR(
        g.OnlyKnown({"Template", "Distribution", "KeyCount", "Exponent", "HotFraction", "PadTo"}));
    model::PartitionKeySpec& s = spec.partition_key;
    KS_ASSIGN_OR_RETURN(auto tmpl, g.String("Template"));
    if (!tmpl) return Status::Validation("PartitionKey.Template is required");
    s.template_text = *tmpl;
    KS_ASSIGN_OR_RETURN(auto dist, g.Enum("Distribution", {"UNIFORM", "ZIPF", "HOT_KEY"}));
    if (dist && *dist == "ZIPF") s.distribution = model::PkDistribution::kZipf;
    if (dist && *dist == "HOT_KEY") s.distribution = model::PkDistribution::kHotKey;
    KS_ASSIGN_OR_RETURN(auto k, g.Int("KeyCount", 1, int64_t{1} << 53));
    if (!k) return Status::Validation("PartitionKey.KeyCount is required");
    s.key_count = static_cast<uint64_t>(*k);
    KS_ASSIGN_OR_RETURN(auto e, g.Number("Exponent", 0, 10));
    if (e) s.zipf_exponent = *e;
    KS_ASSIGN_OR_RETURN(auto hf, g.Number("HotFraction", 0, 1));
    if (hf) s.hot_fraction = *hf;
    KS_ASSIGN_OR_RETURN(auto pad, g.Int("PadTo", 0, 64));
    if (pad) s.pad_to = static_cast<uint32_t>(*pad);
  }
  KS_ASSIGN_OR_RETURN(const Json* sk, f.Object("SortKey"));
  if (sk) {
    Fields g(*sk, "SortKey");
    KS_RETURN_IF_ERROR(
        g.OnlyKnown({"Template", "Distribution", "Start", "StepSeconds", "StepMillis", "Format"}));
    model::SortKeySpec s;
    KS_ASSIGN_OR_RETURN(auto tmpl, g.String("Template"));
    if (!tmpl) return Status::Validation("SortKey.Template is required");
    s.template_text = *tmpl;
    KS_ASSIGN_OR_RETURN(auto dist,
                        g.Enum("Distribution", {"SEQUENTIAL_TIMESTAMP", "RANDOM_ID", "ULID"}));
    if (dist && *dist == "RANDOM_ID") s.kind = model::SkKind::kRandomId;
    if (dist && *dist == "ULID") s.kind = model::SkKind::kUlid;
    KS_ASSIGN_OR_RETURN(auto start, g.String("Start"));
    if (start && !model::ParseIso8601(*start, &s.start_millis))
      return Status::Validation("SortKey.Start must be a UTC time like 2024-01-01T00:00:00Z");
    KS_ASSIGN_OR_RETURN(auto step_s, g.Int("StepSeconds", 0, int64_t{1} << 40));
    KS_ASSIGN_OR_RETURN(auto step_ms, g.Int("StepMillis", 0, int64_t{1} << 50));
    if (step_s && step_ms)
      return Status::Validation("Give SortKey.StepSeconds or SortKey.StepMillis, not both");
    if (step_s) s.step_millis = *step_s * 1000;
    if (step_ms) s.step_millis = *step_ms;
    KS_ASSIGN_OR_RETURN(auto fmt, g.Enum("Format", {"ISO8601", "EPOCH_SECONDS", "EPOCH_MILLIS"}));
    const bool numeric = def.key.range && def.key.range->type == AttrType::kN;
    if (fmt) {
      if (*fmt == "EPOCH_SECONDS") s.format = model::TimeFormat::kEpochSeconds;
      if (*fmt == "EPOCH_MILLIS") s.format = model::TimeFormat::kEpochMillis;
    } else if (numeric) {
      s.format = model::TimeFormat::kEpochSeconds;
    }
    spec.sort_key = std::move(s);
  }
  KS_ASSIGN_OR_RETURN(const Json* attrs, f.Object("Attributes"));
  if (attrs) {
    auto m = ParseAttrMap(*attrs);
    if (!m.ok()) return Status::Validation("Attributes: " + m.status().message());
    spec.attributes = std::move(m).value();
  }

  KS_ASSIGN_OR_RETURN(model::GenerateStats stats, model::GenerateItems(table, spec));
  Json out = Json::Object();
  out.Add("TableName", Json::String(def.name));
  out.Add("Generated", Json::Int(static_cast<int64_t>(stats.generated)));
  out.Add("Inserted", Json::Int(static_cast<int64_t>(stats.inserted)));
  out.Add("Replaced", Json::Int(static_cast<int64_t>(stats.replaced)));
  out.Add("DistinctPartitionKeys", Json::Int(static_cast<int64_t>(stats.distinct_partition_keys)));
  out.Add("GeneratedBytes", Json::Int(stats.generated_bytes));
  out.Add("TableItemCount", Json::Int(static_cast<int64_t>(table->item_count())));
  out.Add("TableSizeBytes", Json::Int(table->size_bytes()));
  return out;
}

}  // namespace keyscape::api
