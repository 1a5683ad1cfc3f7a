// What the lint rules share: the design being linted, the rules' entry points (each defined
// in rules/<rule-id>.cc, a part of lint.h's rule table), the roles of key attributes, the walks
// over entity keys, raw items, partition keys and indexes that several rules make, template
// and sample-value helpers, text classifiers. Private to core/src/analysis.
#ifndef KEYSCAPE_SRC_ANALYSIS_CONTEXT_H_
#define KEYSCAPE_SRC_ANALYSIS_CONTEXT_H_

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/analysis/lint.h"
#include "keyscape/base/function_ref.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_roles.h"
#include "keyscape/model/key_template.h"
#include "keyscape/model/pattern_result.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::analysis::lint {

struct Context {
  const model::Design& d;
  const std::vector<model::RenderedItem>& items;
  const std::vector<model::PatternUnits>& units;
};

using Findings = std::vector<Finding>;

// ---- the rules: one per rule id, each appending its findings (Lint sorts them) ----
// REQUIRES for KeyTooLong: `out` holds every finding of the rules that run before it.
void CaseMismatch(const Context& c, Findings* out);           // rules/case-mismatch.cc
void DelimiterInValue(const Context& c, Findings* out);       // rules/delimiter-in-value.cc
void FilterOnKey(const Context& c, Findings* out);            // rules/filter-on-key.cc
void GsiWriteAmplification(const Context& c, Findings* out);  // rules/gsi-write-amplification.cc
void HotPartition(const Context& c, Findings* out);           // rules/hot-partition.cc
void ItemCollectionLimit(const Context& c, Findings* out);    // rules/item-collection-limit.cc
void KeyAttributeType(const Context& c, Findings* out);       // rules/key-attribute-type.cc
void KeyCollision(const Context& c, Findings* out);           // rules/key-collision.cc
void KeyTooLong(const Context& c, Findings* out);             // rules/key-too-long.cc
void LookupNeedsTimestamp(const Context& c, Findings* out);   // rules/lookup-needs-timestamp.cc
void LowCardinalityPartition(const Context& c,
                             Findings* out);                  // rules/low-cardinality-partition.cc
void MonotonicPartitionKey(const Context& c, Findings* out);  // rules/monotonic-partition-key.cc
void MultiKeyRangeBeforeEquality(const Context& c,
                                 Findings* out);  // rules/multi-key-range-before-equality.cc
void MultiKeySkippedAttribute(const Context& c,
                              Findings* out);  // rules/multi-key-skipped-attribute.cc
void PrefixOverlap(const Context& c, Findings* out);          // rules/prefix-overlap.cc
void ProjectionAll(const Context& c, Findings* out);          // rules/projection-all.cc
void RandomSortKey(const Context& c, Findings* out);          // rules/random-sort-key.cc
void ScanRequired(const Context& c, Findings* out);           // rules/scan-required.cc
void UnpaddedNumber(const Context& c, Findings* out);         // rules/unpadded-number.cc
void UnsortableDate(const Context& c, Findings* out);         // rules/unsortable-date.cc
void UnusedIndex(const Context& c, Findings* out);            // rules/unused-index.cc
void VariableLengthMiddle(const Context& c, Findings* out);   // rules/variable-length-middle.cc

// ---- key attributes and their roles ----
// Every role of every key attribute of `t` (model::KeyRolesOf).
std::vector<model::KeyRole> RolesOf(const model::TableModel& t);
// The first sort role / partition role of `attr` in `t`, if it has one.
std::optional<model::KeyRole> SortRole(const model::TableModel& t, std::string_view attr);
std::optional<model::KeyRole> PartitionRole(const model::TableModel& t, std::string_view attr);

// ---- entity keys ----

// One key of an entity whose attribute is a key attribute of its table (or of an index).
struct EntityKeyContext {
  const model::Design& d;
  const model::Entity& e;
  const model::TableModel& t;
  const model::EntityKey& k;
  value::AttrType type;
  std::optional<model::KeyRole> sort_role;  // set when the key attribute is some key's sort key
};
// Calls `f` for each such key, entities and their keys in design order.
void ForEachEntityKey(const Context& c, base::FunctionRef<void(const EntityKeyContext&)> f);
// The key's location: table, `index`, entity, attribute and the template's path.
FindingLocation KeyLocation(const EntityKeyContext& k, const std::string& index);

// One placeholder of an entity key that is an S sort key, with what the rules read about it.
struct SortKeySlot {
  const EntityKeyContext& k;
  size_t part;
  const model::TemplatePart& p;
  const model::AttributeSpec* a;     // the entity's attribute of the placeholder, if any
  const std::vector<std::string>& samples;  // its values in the entity's sample items
  bool first;                        // the template's first placeholder
  const model::KeyTemplate& tmpl() const { return k.k.key_template; }
  FindingLocation Location() const { return KeyLocation(k, k.sort_role->index); }
  std::string Where() const { return k.k.attribute + " of " + k.e.name; }
};
// Calls `f` for each placeholder of each such key, in ForEachEntityKey then template order.
void ForEachSortKeySlot(const Context& c, base::FunctionRef<void(const SortKeySlot&)> f);

// ---- raw items (sample items of no entity: imported designs) ----

struct RawKey {
  const model::RenderedItem* item;
  std::string partition;
  std::string sort;
};
// For each S sort role of each table (tables and roles in order): the keys of the raw items
// that have the sort attribute and its partition attribute, in item order.
void ForEachRawSortKey(const Context& c,
                       base::FunctionRef<void(const model::TableModel& t, const model::KeyRole& r,
                                              const std::vector<RawKey>& keys)>
                           f);
FindingLocation RawLocation(const Context& c, const model::TableModel& t, const model::KeyRole& r,
                            const model::RenderedItem& it);

// ---- access patterns ----

FindingLocation PatternLocation(const model::AccessPattern& p, size_t i, std::string_view member);
// The template rendered with the pattern's parameters; its text when it does not render.
std::string Rendered(const model::KeyTemplate& t, const model::AccessPattern& p);
// The top-level attributes a pattern's filter names (empty when it has none or it does not
// parse).
std::set<std::string> FilterAttributes(const model::AccessPattern& p);

// ---- partition keys (low-cardinality-partition, monotonic-partition-key) ----

// `v` as a count: no decimals from 100 or for whole numbers, else one.
std::string Num(double v);
// A high-cardinality attribute to add to a key: an id-like attribute of the entity, or "id".
std::string IdAttribute(const model::Entity& e);

// low-cardinality-partition reports a partition key that takes at most kFewKeyValues values
// over at least kManyKeyItems items; hot-partition sizes the shards it advises past it.
constexpr double kFewKeyValues = 10;
constexpr double kManyKeyItems = 100;
// The fewest values a shard attribute must take so that a key whose other placeholders take
// `others` values (nullopt: one of them is open) is not a handful over `count` items: 1 when
// `others` is open or `count` is under kManyKeyItems, else the least S with
// others * S > kFewKeyValues.
uint32_t ShardsPastFewValues(std::optional<double> others, double count);

// The partition key (the table's or a GSI's) of an entity that builds all its attributes.
struct EntityPartitionKey {
  const model::Entity& e;
  const model::EntityKey& first;      // the entity key of its first attribute
  std::optional<double> cardinality;  // distinct values (Cardinality of each attribute)
  double count;                       // the entity's items: expectedCount or sample items
  std::string time_attr;              // the first date-time placeholder, if any
  bool open_other;                    // an open placeholder besides date-times
  FindingLocation location;
};
// Calls `f` for each, entities in design order, each entity's table key then its GSIs'.
void ForEachEntityPartitionKey(const Context& c,
                               base::FunctionRef<void(const EntityPartitionKey&)> f);

// A partition role's values over a table's raw items.
struct RawPartitionKey {
  const model::TableModel& t;
  const model::KeyRole& r;
  size_t items;                    // raw items with the attribute
  size_t dated;                    // of them S values holding an ISO date
  std::set<std::string> distinct;  // the values
  std::set<std::string> rests;     // the dated values without their dates
  FindingLocation location;        // at the first such item
};
// Calls `f` for each partition role of each table (in order) that some raw item has.
void ForEachRawPartitionKey(const Context& c, base::FunctionRef<void(const RawPartitionKey&)> f);

// ---- indexes (projection-all, unused-index) ----

// Calls `f` for each GSI, then each LSI, of each table in order, with its JSON Pointer path.
void ForEachIndex(
    const Context& c,
    base::FunctionRef<void(const model::TableModel& t, const std::string& name,
                           const model::IndexProjection& projection, const std::string& path)>
        f);
// The patterns that read index `index` of `t`, and what they project.
struct IndexUse {
  size_t patterns = 0;
  bool reads_everything = false;  // a pattern projects nothing (all) or more than 2 attributes
  std::set<std::string> projected;
};
IndexUse UseOf(const model::Design& d, const model::TableModel& t, const std::string& index);

// ---- paths ----
size_t IndexOf(const model::Design& d, const model::Entity& e);
size_t IndexOf(const model::Design& d, const model::TableModel& t);
std::string EntityKeyPath(const model::Design& d, const model::Entity& e, std::string_view attr);
std::string PatternPath(size_t pattern, std::string_view member);  // member may be ""

// ---- templates ----

// The template's text with part `part`'s filters replaced by `filters` (e.g. "pad(10)").
std::string WithFilters(const model::KeyTemplate& t, size_t part, std::string_view filters);
// The template's text with placeholders `a` and `b` swapped.
std::string Swapped(const model::KeyTemplate& t, size_t a, size_t b);
// "${name|f1|f2}" / literal text with '$' doubled.
std::string PartText(const model::TemplatePart& p);
bool HasFilter(const model::TemplatePart& p, model::TemplateFilter::Kind kind);
// The value's width does not depend on the value: pad, iso8601 filter or a uuid, ulid,
// iso8601 or epoch format.
bool IsFixedWidth(const model::TemplatePart& p, const model::AttributeSpec* a);
// A date-time: iso8601 filter, or an iso8601/epoch format, or every sample value holds an
// ISO date.
bool IsTime(const model::TemplatePart& p, const model::AttributeSpec* a,
            const std::vector<std::string>& samples);
// The literal text before the first placeholder.
std::string LeadingLiteral(const model::KeyTemplate& t);
// Distinct values the template can render to: the product of its placeholders' closed
// `values` sets (1 without placeholders); nullopt when a placeholder is open.
std::optional<double> Cardinality(const model::KeyTemplate& t, const model::Entity& e);

// ---- sample values ----

struct Sample {
  size_t item = 0;  // index in Design::items
  std::string text;
};
// The values of `attr` in the entity's sample items, in item order (as template text).
std::vector<Sample> SamplesOf(const model::Design& d, const model::Entity& e,
                              std::string_view attr);
// While one lives, SamplesOf(d, ...) reads the positions of each entity's sample items, and
// SortRole/PartitionRole of d's tables their key roles, from an index of `d` built once
// instead of scanning every item or listing the roles per call (same answers). Lint holds
// one while its rules run. REQUIRES: d's items and entities do not change meanwhile;
// one at a time per thread.
class SampleIndexScope {
 public:
  explicit SampleIndexScope(const model::Design& d);
  ~SampleIndexScope();
  SampleIndexScope(const SampleIndexScope&) = delete;
  SampleIndexScope& operator=(const SampleIndexScope&) = delete;
};
// How many of the design's sample items are the entity's (SamplesOf's items).
size_t SampleCount(const model::Design& d, const model::Entity& e);
std::vector<std::string> Texts(const std::vector<Sample>& s);
// A key attribute's value of a rendered item as text (S; N as its text; B raw); nullopt
// when the item does not have it.
std::optional<std::string> KeyText(const value::Item& item, std::string_view attr);
// KeyText without a copy: the item's own text, or nullptr.
const std::string* KeyTextOf(const value::Item& item, std::string_view attr);
std::string ItemPath(const model::Design& d, const model::RenderedItem& r, std::string_view attr);

// ---- text classifiers ----
bool IsDigits(std::string_view s);
bool IsAlnum(char c);
// 8-4-4-4-12 hex digits at `pos`.
bool UuidAt(std::string_view s, size_t pos);
// Position of the first UUID in `s`, or npos.
size_t FindUuid(std::string_view s);
// A date written day/month-first or with a month name: 06/23/2026, 23-06-2026, 23.06.2026,
// Aug 5 2026, 5 Aug 2026.
bool HasNonIsoDate(std::string_view s);
bool HasIsoDate(std::string_view s);      // YYYY-MM-DD
bool HasIsoDateTime(std::string_view s);  // YYYY-MM-DDTHH:MM

// ---- findings ----
// `f` with fix_value set: the new value of the string at its location.path.
Finding WithValue(Finding f, std::string fix_value);
Finding Make(std::string rule, Severity severity, FindingLocation location, std::string message,
             std::string explanation, std::string fix);

}  // namespace keyscape::analysis::lint

#endif  // KEYSCAPE_SRC_ANALYSIS_CONTEXT_H_
