#include "generate_spec.h"

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/time_format.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_size.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::TableDef;
using value::AttrType;
using value::kMaxItemSize;
using value::ParseAttrMap;

namespace {

// The required "Template" member of PartitionKey or SortKey.
Result<std::string> TemplateOf(const Fields& g, const char* what) {
  KS_ASSIGN_OR_RETURN(auto tmpl, g.String("Template"));
  if (!tmpl) return Status::Validation(std::string(what) + ".Template is required");
  return *tmpl;
}

Result<datagen::PartitionKeySpec> PartitionKeySpecOf(const Json& pk) {
  Fields g(pk, "PartitionKey");
  KS_RETURN_IF_ERROR(
      g.OnlyKnown({"Template", "Distribution", "KeyCount", "Exponent", "HotFraction", "PadTo"}));
  datagen::PartitionKeySpec s;
  KS_ASSIGN_OR_RETURN(s.template_text, TemplateOf(g, "PartitionKey"));
  KS_ASSIGN_OR_RETURN(auto dist, g.Enum("Distribution", {"UNIFORM", "ZIPF", "HOT_KEY"}));
  if (dist && *dist == "ZIPF") s.distribution = datagen::PkDistribution::kZipf;
  if (dist && *dist == "HOT_KEY") s.distribution = datagen::PkDistribution::kHotKey;
  KS_ASSIGN_OR_RETURN(auto k, g.Int("KeyCount", 1, int64_t{1} << 53));
  if (!k) return Status::Validation("PartitionKey.KeyCount is required");
  s.key_count = static_cast<uint64_t>(*k);
  KS_ASSIGN_OR_RETURN(auto e, g.Number("Exponent", 0, 10));
  if (e) s.zipf_exponent = *e;
  KS_ASSIGN_OR_RETURN(auto hf, g.Number("HotFraction", 0, 1));
  if (hf) s.hot_fraction = *hf;
  KS_ASSIGN_OR_RETURN(auto pad, g.Int("PadTo", 0, 64));
  if (pad) s.pad_to = static_cast<uint32_t>(*pad);
  return s;
}

Result<datagen::SortKeySpec> SortKeySpecOf(const TableDef& def, const Json& sk) {
  Fields g(sk, "SortKey");
  KS_RETURN_IF_ERROR(
      g.OnlyKnown({"Template", "Distribution", "Start", "StepSeconds", "StepMillis", "Format"}));
  datagen::SortKeySpec s;
  KS_ASSIGN_OR_RETURN(s.template_text, TemplateOf(g, "SortKey"));
  KS_ASSIGN_OR_RETURN(auto dist,
                      g.Enum("Distribution", {"SEQUENTIAL_TIMESTAMP", "RANDOM_ID", "ULID"}));
  if (dist && *dist == "RANDOM_ID") s.kind = datagen::SkKind::kRandomId;
  if (dist && *dist == "ULID") s.kind = datagen::SkKind::kUlid;
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
    if (*fmt == "EPOCH_SECONDS") s.format = datagen::TimeFormat::kEpochSeconds;
    if (*fmt == "EPOCH_MILLIS") s.format = datagen::TimeFormat::kEpochMillis;
  } else if (numeric) {
    s.format = datagen::TimeFormat::kEpochSeconds;
  }
  return s;
}

}  // namespace

Result<datagen::GenerateSpec> ReadGenerateSpec(const TableDef& def, const Fields& f) {
  datagen::GenerateSpec spec;
  KS_ASSIGN_OR_RETURN(auto count,
                      f.Int("Count", 1, static_cast<int64_t>(datagen::kMaxGeneratedItems)));
  if (!count) return Status::Validation("Count is required (1 to 1000000)");
  spec.count = static_cast<uint64_t>(*count);
  KS_ASSIGN_OR_RETURN(auto seed, f.Int("Seed", 0, (int64_t{1} << 53) - 1));
  spec.seed = static_cast<uint64_t>(seed.value_or(0));
  KS_ASSIGN_OR_RETURN(auto padding, f.Int("PaddingBytes", 0, kMaxItemSize));
  spec.padding_bytes = padding.value_or(0);
  KS_ASSIGN_OR_RETURN(const Json* pk, f.Object("PartitionKey"));
  if (!pk) return Status::Validation("PartitionKey is required");
  KS_ASSIGN_OR_RETURN(spec.partition_key, PartitionKeySpecOf(*pk));
  KS_ASSIGN_OR_RETURN(const Json* sk, f.Object("SortKey"));
  if (sk) {
    KS_ASSIGN_OR_RETURN(datagen::SortKeySpec s, SortKeySpecOf(def, *sk));
    spec.sort_key = std::move(s);
  }
  KS_ASSIGN_OR_RETURN(const Json* attrs, f.Object("Attributes"));
  if (attrs) {
    auto m = ParseAttrMap(*attrs);
    if (!m.ok()) return Status::Validation("Attributes: " + m.status().message());
    spec.attributes = std::move(m).value();
  }
  return spec;
}

}  // namespace keyscape::api
