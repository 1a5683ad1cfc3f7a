// unsortable-date (lint.h's rule table): a date in an S sort key written so that it does not
// sort by time, in an entity's sort-key template or raw items' sort keys. A part of the lint
// rule table (context.h).
#include <algorithm>
#include <string>
#include <vector>

#include "analysis/context.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_roles.h"
#include "keyscape/model/key_template.h"
#include "keyscape/model/sample_items.h"

namespace keyscape::analysis::lint {

using model::KeyRole;
using model::TableModel;
using model::TemplateFilter;

namespace {

constexpr char kDateWhy[] =
    "An S sort key compares dates as text: 06/23/2026 sorts by month, then day, and only "
    "then by year, so ranges and newest-first reads mix years. ISO 8601 "
    "(2026-06-23T10:00:00Z) is fixed-width, most significant part first, and sorts "
    "chronologically as bytes.";
constexpr char kRawDateWhy[] =
    "An S sort key compares dates as text: 06/23/2026 sorts by month, then day, and only "
    "then by year. ISO 8601 (2026-06-23T10:00:00Z) sorts chronologically as bytes.";

// The entity's sample items all render `fixed` (the iso8601 filter reads their values).
bool SamplesRender(const SortKeySlot& s, const std::string& fixed) {
  base::Result<model::KeyTemplate> t = model::KeyTemplate::Parse(fixed);
  if (!t.ok()) return false;
  for (const model::SampleItem& item : s.k.d.items)
    if (item.entity && *item.entity == s.k.e.name &&
        !t->Render(model::TemplateValuesOf(item.values)).ok())
      return false;
  return true;
}

// The fix is the template with the iso8601 filter, and its fixValue, when the sample values
// are dates the filter reads; otherwise the fix says that the values must be rewritten
// first (applying the template alone would leave items whose keys do not render).
void SlotRule(const SortKeySlot& s, Findings* out) {
  if (HasFilter(s.p, TemplateFilter::Kind::kIso8601)) return;
  auto bad = std::find_if(s.samples.begin(), s.samples.end(),
                          [](const std::string& v) { return HasNonIsoDate(v); });
  if (bad == s.samples.end()) return;
  const std::string fixed = WithFilters(s.tmpl(), s.part, "iso8601");
  const bool renders = SamplesRender(s, fixed);
  Finding f = Make(
      "unsortable-date", Severity::kWarning, s.Location(),
      s.Where() + " holds the date " + s.p.text + " written as " + *bad +
          ", which does not sort by time",
      kDateWhy,
      renders ? "store ISO 8601 UTC (2026-06-23T10:00:00Z) and normalise it in the key: " + fixed
              : "rewrite the values of " + s.p.text + " as ISO 8601 UTC (" + *bad +
                    " is not one; write 2026-06-23T10:00:00Z) in every sample item and "
                    "writer, then normalise it in the key: " +
                    fixed + " (the iso8601 filter refuses any other date)");
  out->push_back(renders ? WithValue(std::move(f), fixed) : std::move(f));
}

void RawRule(const Context& c, const TableModel& t, const KeyRole& r,
             const std::vector<RawKey>& keys, Findings* out) {
  for (const RawKey& k : keys) {
    if (!HasNonIsoDate(k.sort)) continue;
    out->push_back(Make("unsortable-date", Severity::kWarning, RawLocation(c, t, r, *k.item),
                        "the sort key " + k.sort + " holds a date that does not sort by time",
                        kRawDateWhy,
                        "write dates in sort keys as ISO 8601 UTC: 2026-06-23T10:00:00Z"));
    return;
  }
}

}  // namespace

void UnsortableDate(const Context& c, Findings* out) {
  ForEachSortKeySlot(c, [&](const SortKeySlot& s) { SlotRule(s, out); });
  ForEachRawSortKey(c, [&](const TableModel& t, const KeyRole& r, const std::vector<RawKey>& keys) {
    RawRule(c, t, r, keys, out);
  });
}

}  // namespace keyscape::analysis::lint
