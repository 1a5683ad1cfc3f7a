#include "describe_keys_request.h"

#include "keyscape/api/keyscape/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::TableDef;
using value::AttributeValue;
using value::ParseAttributeValue;

namespace p = keyscape::partition;

namespace {

constexpr size_t kMaxLookup = 100;

Result<uint64_t> PositionOfHex(const Json* j, const std::string& what) {
  if (!j || !j->is_string() || j->string_value().empty() || j->string_value().size() > 16)
    return Status::Validation(what + " must be 1 to 16 hex digits");
  uint64_t v = 0;
  for (char c : j->string_value()) {
    int d = c >= '0' && c <= '9'   ? c - '0'
            : c >= 'a' && c <= 'f' ? c - 'a' + 10
            : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                   : -1;
    if (d < 0) return Status::Validation(what + " must be 1 to 16 hex digits");
    v = (v << 4) | static_cast<uint64_t>(d);
  }
  return v;
}

// The suffix a StartKey {"pk": v, "sk"?: w} stands for: enc(v) [| enc(w)].
Result<std::string> SuffixOf(const TableDef& def, const Json& key, const std::string& what) {
  const Json* pk = key.is_object() ? key.Find(def.key.hash.name) : nullptr;
  if (!pk) return Status::Validation(what + " must hold the partition key " + def.key.hash.name);
  KS_ASSIGN_OR_RETURN(AttributeValue hash, PartitionKeyValueOf(*pk, what, def));
  std::string suffix;
  keycodec::EncodeKeyValue(hash, &suffix);
  const Json* sk = def.key.range ? key.Find(def.key.range->name) : nullptr;
  if (sk) {
    auto v = ParseAttributeValue(*sk);
    if (!v.ok() || v->type != def.key.range->type)
      return Status::Validation(what + " has a sort key value of the wrong type");
    keycodec::EncodeKeyValue(*v, &suffix);
  }
  return suffix;
}

Result<p::PartitionLayout> LayoutOf(const TableDef& def, const Json& arr) {
  if (arr.array().empty() || arr.array().size() > p::kMaxPartitionCount)
    return Status::Validation("Layout must hold 1 to 65536 partitions");
  std::vector<p::Boundary> starts;
  for (size_t i = 0; i < arr.array().size(); ++i) {
    const std::string what = "Layout[" + std::to_string(i) + "]";
    const Json& e = arr.array()[i];
    if (!e.is_object()) return Status::Validation(what + " must be an object");
    p::Boundary b;
    KS_ASSIGN_OR_RETURN(b.position,
                        PositionOfHex(e.Find("HashRangeStart"), what + ".HashRangeStart"));
    if (const Json* sk = e.Find("StartKey")) {
      KS_ASSIGN_OR_RETURN(b.suffix, SuffixOf(def, *sk, what + ".StartKey"));
    }
    if (i == 0 && (b.position != 0 || !b.suffix.empty()))
      return Status::Validation("Layout[0] must start at 0000000000000000");
    if (i > 0 && b.OrderKey() <= starts.back().OrderKey())
      return Status::Validation(what + " must start after Layout[" + std::to_string(i - 1) + "]");
    starts.push_back(std::move(b));
  }
  p::PartitionLayout layout;
  layout.Assign(std::move(starts));
  return layout;
}

Status ReadLookup(const TableDef& def, const Fields& f, DescribeKeysRequest* out) {
  KS_ASSIGN_OR_RETURN(const Json* lookup, f.Array("Lookup"));
  if (!lookup) return Status::Ok();
  if (lookup->array().size() > kMaxLookup)
    return Status::Validation("Lookup must hold at most 100 key values");
  for (size_t i = 0; i < lookup->array().size(); ++i) {
    KS_ASSIGN_OR_RETURN(
        AttributeValue v,
        PartitionKeyValueOf(lookup->array()[i], "Lookup[" + std::to_string(i) + "]", def));
    out->lookup.push_back(std::move(v));
  }
  return Status::Ok();
}

}  // namespace

Result<DescribeKeysRequest> ReadDescribeKeysRequest(const TableDef& def, const Json& request) {
  Fields f(request, "");
  KS_RETURN_IF_ERROR(f.OnlyKnown({"TableName", "MaxKeys", "Bins", "TopKeys", "Order", "Lookup",
                                  "Layout", "PartitionCount", "PartitionSizeLimitBytes"}));
  DescribeKeysRequest out;
  KS_ASSIGN_OR_RETURN(auto max_keys, f.Int("MaxKeys", 1, 100000));
  if (max_keys) out.max_keys = static_cast<uint32_t>(*max_keys);
  KS_ASSIGN_OR_RETURN(auto bins, f.Int("Bins", 1, 4096));
  if (bins) out.max_bins = static_cast<uint32_t>(*bins);
  KS_ASSIGN_OR_RETURN(auto top, f.Int("TopKeys", 0, 1000));
  if (top) out.top_keys = static_cast<uint32_t>(*top);
  out.top_keys = std::min(out.top_keys, out.max_keys);
  KS_ASSIGN_OR_RETURN(auto order, f.Enum("Order", {"HASH", "VALUE"}));
  out.value_order = order && *order == "VALUE";
  KS_RETURN_IF_ERROR(ReadLookup(def, f, &out));
  KS_ASSIGN_OR_RETURN(auto count, f.Int("PartitionCount", 1, p::kMaxPartitionCount));
  if (count) out.partition_count = static_cast<uint32_t>(*count);
  KS_ASSIGN_OR_RETURN(out.size_limit, PartitionSizeLimitOf(f));
  KS_ASSIGN_OR_RETURN(const Json* layout, f.Array("Layout"));
  if (layout) {
    if (count) return Status::Validation("Give Layout or PartitionCount, not both");
    KS_ASSIGN_OR_RETURN(out.layout, LayoutOf(def, *layout));
  }
  return out;
}

}  // namespace keyscape::api
