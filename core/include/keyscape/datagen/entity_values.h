// Sample values at scale for one entity of a design: the values of item i, from which the
// entity's own key templates (sample_items.h RenderEntityItem) render every key, so
// generated items follow the design exactly as its sample items do.
//
// Item i (0-based) draws a partition key index k from one xoshiro256** stream seeded with
// `seed`, as generator.h's items do (a data set generated in chunks, each resumed at the
// StreamPosition the last one ended at, is the data set generated at once) (UNIFORM over
// key_count values,
// ZIPF(s) over key_count ranks, HOT_KEY: index 0 with probability hot_fraction, else
// uniform over the others). Each attribute then takes the value of its number n: n = k for
// the attributes the table's partition-key template names (so items share partitions as
// the distribution says), else n = i:
//   a closed set ("values")   values[n mod size]
//   iso8601                   2024-01-01T00:00:00Z + n seconds
//   epoch-seconds / -millis   1704067200 + n / 1704067200000 + n  (numbers)
//   uuid / ulid               a version-4 UUID / a ULID at 2024-01-01 + n ms, both from
//                             Mix64 of (seed, n): the same n gives the same identifier
//   N                         n
//   S                         n as decimal text
// B attributes are left out (a key that needs one cannot be rendered: an error).
#ifndef KEYSCAPE_DATAGEN_ENTITY_VALUES_H_
#define KEYSCAPE_DATAGEN_ENTITY_VALUES_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/datagen/item_generator.h"
#include "keyscape/model/design.h"
#include "keyscape/partition/random.h"

namespace keyscape::datagen {

struct EntityValuesSpec {
  uint64_t seed = 0;
  PkDistribution distribution = PkDistribution::kUniform;
  uint64_t key_count = 1000;
  double zipf_exponent = 1.0;
  double hot_fraction = 0.5;
};

class EntityValues {
 public:
  // The entity's table must have a partition-key template (ValidationException otherwise).
  static base::Result<EntityValues> Create(const model::Design& d, const model::Entity& e,
                                           const EntityValuesSpec& spec);
  // The values of the next item ({"attr": "text" | number}), and its partition key index.
  base::Json Next();
  uint64_t last_key_index() const { return last_key_; }
  // The stream's position before the next item, and a jump to one.
  StreamPosition position() const { return {index_, rng_.state()}; }
  void Resume(const StreamPosition& at) {
    index_ = at.index;
    rng_.set_state(at.rng);
  }

 private:
  EntityValues(const model::Entity& e, const EntityValuesSpec& spec);
  base::Json ValueOf(const model::AttributeSpec& a, uint64_t n) const;

  const model::Entity* entity_;
  EntityValuesSpec spec_;
  std::vector<bool> in_partition_key_;  // per attribute of the entity
  partition::Rng rng_;
  std::optional<partition::ZipfDistribution> zipf_;
  uint64_t index_ = 0;
  uint64_t last_key_ = 0;
};

}  // namespace keyscape::datagen

#endif  // KEYSCAPE_DATAGEN_ENTITY_VALUES_H_
