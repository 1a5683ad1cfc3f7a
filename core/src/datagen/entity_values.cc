#include "keyscape/datagen/entity_values.h"

#include <algorithm>
#include <cstdio>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/time_format.h"
#include "keyscape/partition/random.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::datagen {

using base::Json;
using base::Result;
using base::Status;
using model::AttributeSpec;
using model::Design;
using model::Entity;
using model::EntityKey;
using model::FormatIso8601;
using model::FormatUlid;
using model::FormatUuid;
using model::TableModel;
using model::ValueFormat;
using partition::ZipfDistribution;
using value::AttrType;

namespace {

constexpr int64_t kStartMillis = 1704067200000;  // 2024-01-01T00:00:00Z

const EntityKey* PartitionKeyOf(const Entity& e, const TableModel& t) {
  return e.FindKey(t.partition_key.name);
}

}  // namespace

EntityValues::EntityValues(const Entity& e, const EntityValuesSpec& spec)
    : entity_(&e), spec_(spec), rng_(spec.seed) {}

Result<EntityValues> EntityValues::Create(const Design& d, const Entity& e,
                                          const EntityValuesSpec& spec) {
  const TableModel* t = d.FindTable(e.table);
  if (!t) return Status::Validation("Entity " + e.name + " has no table");
  const EntityKey* pk = PartitionKeyOf(e, *t);
  if (!pk)
    return Status::Validation("Entity " + e.name + " has no template for the partition key " +
                              t->partition_key.name);
  if (spec.key_count < 1) return Status::Validation("KeyCount must be at least 1");
  if (spec.distribution == PkDistribution::kZipf && spec.key_count > ZipfDistribution::kMaxZipfKeys)
    return Status::Validation("KeyCount must be at most 1000000 for ZIPF");
  EntityValues v(e, spec);
  const std::vector<std::string> names = pk->key_template.Attributes();
  for (const AttributeSpec& a : e.attributes)
    v.in_partition_key_.push_back(std::find(names.begin(), names.end(), a.name) != names.end());
  if (spec.distribution == PkDistribution::kZipf)
    v.zipf_.emplace(static_cast<uint32_t>(spec.key_count), spec.zipf_exponent);
  return v;
}

Json EntityValues::ValueOf(const AttributeSpec& a, uint64_t n) const {
  if (!a.allowed_values.empty()) return a.allowed_values[n % a.allowed_values.size()];
  const int64_t i = static_cast<int64_t>(n);
  const uint64_t h = partition::Mix64(spec_.seed * 0x9E3779B97F4A7C15ULL + n);
  switch (a.format) {
    case ValueFormat::kIso8601:
      return Json::String(FormatIso8601(kStartMillis + i * 1000));
    case ValueFormat::kEpochSeconds:
      return Json::Int(kStartMillis / 1000 + i);
    case ValueFormat::kEpochMillis:
      return Json::Int(kStartMillis + i);
    case ValueFormat::kUuid:
      return Json::String(FormatUuid(h, partition::Mix64(h)));
    case ValueFormat::kUlid:
      return Json::String(
          FormatUlid(static_cast<uint64_t>(kStartMillis + i), h >> 48, partition::Mix64(h)));
    case ValueFormat::kNone:
      break;
  }
  if (a.type == AttrType::kN) return Json::Int(i);
  return Json::String(std::to_string(n));
}

Json EntityValues::Next() {
  const uint64_t k = spec_.key_count;
  switch (spec_.distribution) {
    case PkDistribution::kUniform:
      last_key_ = rng_.Below(k);
      break;
    case PkDistribution::kZipf:
      last_key_ = zipf_->Sample(&rng_);
      break;
    case PkDistribution::kHotKey:
      last_key_ = (k == 1 || rng_.NextDouble() < spec_.hot_fraction) ? 0 : 1 + rng_.Below(k - 1);
      break;
  }
  const uint64_t i = index_++;
  Json values = Json::Object();
  for (size_t a = 0; a < entity_->attributes.size(); ++a) {
    const AttributeSpec& attr = entity_->attributes[a];
    if (attr.type == AttrType::kB) continue;
    values.Add(attr.name, ValueOf(attr, in_partition_key_[a] ? last_key_ : i));
  }
  return values;
}

}  // namespace keyscape::datagen
