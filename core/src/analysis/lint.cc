// Lint: runs every rule of the rule table (one per rule id, rules/<rule-id>.cc) and orders
// the findings.
#include "keyscape/analysis/lint.h"

#include <algorithm>

#include "context.h"
#include "keyscape/base/enum_names.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/pattern_result.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::analysis {

using base::Json;
using base::Result;
using base::Status;
using model::Design;
using model::PatternUnits;
using model::RenderedItem;
using model::RenderEntityItem;
using model::RenderSampleItems;
using model::SampleItem;
using value::Item;
using value::ParseAttrMap;

namespace {

constexpr base::EnumName<Severity> kSeverities[] = {
    {Severity::kError, "error"}, {Severity::kWarning, "warning"}, {Severity::kInfo, "info"}};

// The rule table: every rule id of lint.h, in id order, and the function that checks it.
struct Rule {
  const char* id;
  void (*check)(const lint::Context& c, lint::Findings* out);
};
constexpr Rule kRules[] = {
    {"case-mismatch", lint::CaseMismatch},
    {"delimiter-in-value", lint::DelimiterInValue},
    {"filter-on-key", lint::FilterOnKey},
    {"gsi-write-amplification", lint::GsiWriteAmplification},
    {"hot-partition", lint::HotPartition},
    {"item-collection-limit", lint::ItemCollectionLimit},
    {"key-attribute-type", lint::KeyAttributeType},
    {"key-collision", lint::KeyCollision},
    {"key-too-long", lint::KeyTooLong},
    {"lookup-needs-timestamp", lint::LookupNeedsTimestamp},
    {"low-cardinality-partition", lint::LowCardinalityPartition},
    {"monotonic-partition-key", lint::MonotonicPartitionKey},
    {"multi-key-range-before-equality", lint::MultiKeyRangeBeforeEquality},
    {"multi-key-skipped-attribute", lint::MultiKeySkippedAttribute},
    {"prefix-overlap", lint::PrefixOverlap},
    {"projection-all", lint::ProjectionAll},
    {"random-sort-key", lint::RandomSortKey},
    {"scan-required", lint::ScanRequired},
    {"unpadded-number", lint::UnpaddedNumber},
    {"unsortable-date", lint::UnsortableDate},
    {"unused-index", lint::UnusedIndex},
    {"variable-length-middle", lint::VariableLengthMiddle},
};

}  // namespace

const char* SeverityName(Severity s) { return base::NameOf(kSeverities, s, "warning"); }

std::vector<Finding> Lint(const Design& d, const std::vector<RenderedItem>& items,
                          const std::vector<PatternUnits>& units) {
  const lint::Context c{d, items, units};
  const lint::SampleIndexScope samples(d);
  std::vector<Finding> out;
  for (const Rule& rule : kRules) rule.check(c, &out);
  std::stable_sort(out.begin(), out.end(), [](const Finding& a, const Finding& b) {
    if (a.rule != b.rule) return a.rule < b.rule;
    return a.location.path < b.location.path;
  });
  return out;
}

std::vector<RenderedItem> LintableItems(const Design& d) {
  Result<std::vector<RenderedItem>> all = RenderSampleItems(d);
  if (all.ok()) return std::move(*all);
  std::vector<RenderedItem> out;
  for (size_t i = 0; i < d.items.size(); ++i) {
    const SampleItem& s = d.items[i];
    RenderedItem r;
    r.index = i;
    Result<Item> item = Status::Validation("");
    if (s.table) {
      r.table = *s.table;
      item = ParseAttrMap(s.item);
    } else {
      r.entity = d.FindEntity(*s.entity);
      r.table = r.entity->table;
      item = RenderEntityItem(*r.entity, *d.FindTable(r.table), s.values);
    }
    if (!item.ok()) continue;
    r.item = std::move(*item);
    out.push_back(std::move(r));
  }
  return out;
}

namespace {

Json LocationJson(const FindingLocation& l) {
  Json o = Json::Object();
  auto add = [&](const char* name, const std::string& v) {
    if (!v.empty()) o.Add(name, Json::String(v));
  };
  add("table", l.table);
  add("index", l.index);
  add("entity", l.entity);
  add("attribute", l.attribute);
  add("pattern", l.pattern);
  add("path", l.path);
  return o;
}

}  // namespace

Json FindingsJson(const std::vector<Finding>& findings) {
  Json list = Json::Array();
  for (const Finding& f : findings) {
    Json o = Json::Object();
    o.Add("rule", Json::String(f.rule));
    o.Add("severity", Json::String(SeverityName(f.severity)));
    o.Add("location", LocationJson(f.location));
    o.Add("message", Json::String(f.message));
    o.Add("explanation", Json::String(f.explanation));
    o.Add("fix", Json::String(f.fix));
    if (!f.fix_value.empty()) o.Add("fixValue", Json::String(f.fix_value));
    list.Push(std::move(o));
  }
  Json out = Json::Object();
  out.Add("findings", std::move(list));
  return out;
}

}  // namespace keyscape::analysis
