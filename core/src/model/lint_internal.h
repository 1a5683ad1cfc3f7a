// What the lint rule groups (lint_*.cc) share: the design being linted, the roles of key
// attributes, template and sample-value helpers, text classifiers. Private to
// core/src/model.
#ifndef KEYSCAPE_SRC_MODEL_LINT_INTERNAL_H_
#define KEYSCAPE_SRC_MODEL_LINT_INTERNAL_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/model/design.h"
#include "keyscape/model/lint.h"
#include "keyscape/model/sample_items.h"

namespace keyscape::model::lint {

struct Context {
  const Design& d;
  const std::vector<RenderedItem>& items;
  const std::vector<PatternUnits>& units;
};

using Findings = std::vector<Finding>;

// Rule groups, each appending its findings (any order; Lint sorts).
void TemplateRules(const Context& c, Findings* out);  // lint_templates.cc
void ItemRules(const Context& c, Findings* out);      // lint_items.cc
void PatternRules(const Context& c, Findings* out);   // lint_patterns.cc
void IndexRules(const Context& c, Findings* out);     // lint_indexes.cc
void CapacityRules(const Context& c, Findings* out);  // lint_capacity.cc

// ---- key attributes and their roles ----

// One use of a key attribute: the table's or an index's partition or sort key.
struct KeyRole {
  KeyAttribute attr;
  bool sort = false;
  std::string index;              // empty: the table's own key
  std::string partition_of_sort;  // sort roles: the partition attribute of the same key
};
// Every role of every key attribute of `t`: table key, then GSIs, then LSIs.
std::vector<KeyRole> RolesOf(const TableModel& t);
// The first sort role / partition role of `attr` in `t`, if it has one.
std::optional<KeyRole> SortRole(const TableModel& t, std::string_view attr);
std::optional<KeyRole> PartitionRole(const TableModel& t, std::string_view attr);

// ---- paths ----
size_t IndexOf(const Design& d, const Entity& e);
size_t IndexOf(const Design& d, const TableModel& t);
std::string EntityKeyPath(const Design& d, const Entity& e, std::string_view attr);
std::string PatternPath(size_t pattern, std::string_view member);  // member may be ""

// ---- templates ----

// The template's text with part `part`'s filters replaced by `filters` (e.g. "pad(10)").
std::string WithFilters(const KeyTemplate& t, size_t part, std::string_view filters);
// The template's text with placeholders `a` and `b` swapped.
std::string Swapped(const KeyTemplate& t, size_t a, size_t b);
// "${name|f1|f2}" / literal text with '$' doubled.
std::string PartText(const TemplatePart& p);
bool HasFilter(const TemplatePart& p, TemplateFilter::Kind kind);
// The value's width does not depend on the value: pad, iso8601 filter or a uuid, ulid,
// iso8601 or epoch format.
bool IsFixedWidth(const TemplatePart& p, const AttributeSpec* a);
// A date-time: iso8601 filter, or an iso8601/epoch format, or every sample value holds an
// ISO date.
bool IsTime(const TemplatePart& p, const AttributeSpec* a, const std::vector<std::string>& samples);
// The literal text before the first placeholder.
std::string LeadingLiteral(const KeyTemplate& t);
// Distinct values the template can render to: the product of its placeholders' closed
// `values` sets (1 without placeholders); nullopt when a placeholder is open.
std::optional<double> Cardinality(const KeyTemplate& t, const Entity& e);

// ---- sample values ----

struct Sample {
  size_t item = 0;  // index in Design::items
  std::string text;
};
// The values of `attr` in the entity's sample items, in item order (as template text).
std::vector<Sample> SamplesOf(const Design& d, const Entity& e, std::string_view attr);
std::vector<std::string> Texts(const std::vector<Sample>& s);
// A key attribute's value of a rendered item as text (S; N as its text; B raw); nullopt
// when the item does not have it.
std::optional<std::string> KeyText(const value::Item& item, std::string_view attr);
std::string ItemPath(const Design& d, const RenderedItem& r, std::string_view attr);

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

}  // namespace keyscape::model::lint

#endif  // KEYSCAPE_SRC_MODEL_LINT_INTERNAL_H_
