// The `design-sheet` export: the design as a Markdown document to read and review.
//
// Sections: the design's name and description; per table its keys, billing, TTL, indexes
// and an entity chart (one row per entity, one column per key attribute of the table and
// its indexes, each cell the entity's template) with the example keys its first sample
// item renders; per access pattern its operation, table, index, entity, rate, measured
// units per request and monthly cost (cost.h's report), the `expect` verdict and the
// compiled request as a ```json block; the lint findings (lint.h, with the measured units);
// then the cost totals, on-demand against provisioned. Cell text is escaped for GitHub-flavoured
// tables (a `|` becomes `\|`, also inside code spans, as GFM requires); code spans and fences are
// longer than any backtick run they hold.
#include <algorithm>
#include <string>
#include <vector>

#include "interop/export/export_internal.h"
#include "keyscape/analysis/lint.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/pattern_result.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/base64.h"
#include "keyscape/value/number.h"

namespace keyscape::interop {

using analysis::Finding;
using analysis::Lint;
using analysis::SeverityName;
using base::Json;
using base::Result;
using model::AccessPattern;
using model::Billing;
using model::Design;
using model::Entity;
using model::EntityKey;
using model::GlobalIndex;
using model::IndexProjection;
using model::KeyAttribute;
using model::LocalIndex;
using model::PatternUnits;
using model::ProjectionKind;
using model::ProjectionKindName;
using model::RenderedItem;
using model::TableModel;
using value::AttributeValue;
using value::AttrType;
using value::Number;

namespace {

size_t LongestBacktickRun(std::string_view s) {
  size_t best = 0, run = 0;
  for (char c : s) {
    run = c == '`' ? run + 1 : 0;
    best = std::max(best, run);
  }
  return best;
}

// Text for a table cell: '|' escaped, line breaks made spaces.
std::string Cell(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '|')
      out += "\\|";
    else if (c == '\n' || c == '\r')
      out += ' ';
    else
      out.push_back(c);
  }
  return out;
}

// An inline code span for a table cell.
std::string Code(std::string_view s) {
  const std::string fence(LongestBacktickRun(s) + 1, '`');
  const bool pad = !s.empty() && (s.front() == '`' || s.back() == '`' || s.front() == ' ');
  return fence + (pad ? " " : "") + Cell(s) + (pad ? " " : "") + fence;
}

// Plain text outside tables: Markdown's inline characters escaped, and the block markers
// ('#', '-', '+', '>') where they would start a line.
std::string Text(std::string_view s) {
  std::string out;
  bool line_start = true;
  for (char c : s) {
    const bool inline_mark = std::string_view("\\`*_[]<|").find(c) != std::string_view::npos;
    const bool block_mark =
        line_start && std::string_view("#-+>").find(c) != std::string_view::npos;
    if (inline_mark || block_mark) out.push_back('\\');
    out.push_back(c);
    line_start = c == '\n' || (line_start && c == ' ');
  }
  return out;
}

// Text for a heading or a table cell: one line.
std::string Line(std::string_view s) {
  std::string one(s);
  for (char& c : one)
    if (c == '\n' || c == '\r') c = ' ';
  return Text(one);
}

std::string Row(const std::vector<std::string>& cells) {
  std::string out = "|";
  for (const std::string& c : cells) out += " " + c + " |";
  return out + "\n";
}

std::string Header(const std::vector<std::string>& cells) {
  std::string out = Row(cells) + "|";
  for (size_t i = 0; i < cells.size(); ++i) out += "---|";
  return out + "\n";
}

std::string Number(const Json* j) { return j && j->is_number() ? j->number_text() : "-"; }
std::string Money(const Json* j) { return j && j->is_number() ? "$" + j->number_text() : "-"; }

std::string ValueText(const AttributeValue& v) {
  if (v.type == AttrType::kB) return value::Base64Encode(v.scalar);
  return v.scalar;
}

std::string KeyText(const KeyAttribute& k) {
  return Code(k.name) + " (" + value::AttrTypeName(k.type) + ")";
}

std::string Projection(const IndexProjection& p) {
  std::string out = ProjectionKindName(p.kind);
  if (p.kind != ProjectionKind::kInclude) return out;
  out += ":";
  for (const std::string& a : p.non_key_attributes) out.append(" ").append(Code(a));
  return out;
}

std::string KeysText(const std::vector<KeyAttribute>& keys) {
  if (keys.empty()) return "-";
  std::string out;
  for (const KeyAttribute& k : keys) out += (out.empty() ? "" : " + ") + KeyText(k);
  return out;
}

void AppendIndexes(const TableModel& t, std::string* out) {
  if (t.global_indexes.empty() && t.local_indexes.empty()) return;
  *out +=
      "\n#### Indexes\n\n" + Header({"index", "kind", "partition key", "sort key", "projection"});
  for (const GlobalIndex& g : t.global_indexes)
    *out += Row({Code(g.name), "GSI", KeysText(g.partition_key), KeysText(g.sort_key),
                 Projection(g.projection)});
  for (const LocalIndex& l : t.local_indexes)
    *out += Row({Code(l.name), "LSI", KeyText(t.partition_key), KeyText(l.sort_key),
                 Projection(l.projection)});
}

const RenderedItem* FirstItem(const ExportInput& in, const Entity& e) {
  for (const RenderedItem& r : in.items)
    if (r.entity == &e) return &r;
  return nullptr;
}

void AppendEntityChart(const ExportInput& in, const TableModel& t, std::string* out) {
  std::vector<const Entity*> entities;
  for (const Entity& e : in.design.entities)
    if (e.table == t.name) entities.push_back(&e);
  if (entities.empty()) return;
  const std::vector<KeyAttribute> keys = t.AllKeyAttributes();
  std::vector<std::string> head = {"entity"};
  for (const KeyAttribute& k : keys) head.push_back(Code(k.name));
  *out += "\n#### Entities\n\n" + Header(head);
  for (const Entity* e : entities) {
    std::vector<std::string> row = {Line(e->name)};
    for (const KeyAttribute& k : keys) {
      const EntityKey* key = e->FindKey(k.name);
      row.push_back(key ? Code(key->key_template.text()) : "");
    }
    *out += Row(row);
  }
  *out += "\nExample keys, rendered from each entity's first sample item:\n\n" + Header(head);
  for (const Entity* e : entities) {
    const RenderedItem* item = FirstItem(in, *e);
    std::vector<std::string> row = {Line(e->name)};
    for (const KeyAttribute& k : keys) {
      const AttributeValue* v = item ? value::FindAttr(item->item, k.name) : nullptr;
      row.push_back(v ? Code(ValueText(*v)) : item ? "" : "(no sample item)");
    }
    *out += Row(row);
  }
}

void AppendTable(const ExportInput& in, const TableModel& t, std::string* out) {
  *out += "\n### Table " + Code(t.name) + "\n\n" + Header({"key", "attribute"});
  *out += Row({"partition key", KeyText(t.partition_key)});
  if (t.sort_key) *out += Row({"sort key", KeyText(*t.sort_key)});
  *out += "\nBilling: " +
          (t.billing == Billing::kProvisioned
               ? "provisioned, " + std::to_string(t.read_capacity) + " RCU and " +
                     std::to_string(t.write_capacity) + " WCU"
               : std::string("on demand (PAY_PER_REQUEST)")) +
          ".";
  if (t.ttl_attribute) *out += " Time to live: " + Code(*t.ttl_attribute) + ".";
  *out += "\n";
  AppendIndexes(t, out);
  AppendEntityChart(in, t, out);
}

std::string Verdict(const Json& expect) {
  if (expect.is_null()) return "no expectation";
  const Json* holds = expect.Find("holds");
  std::string out = holds && holds->bool_value() ? "holds" : "FAILS";
  if (const Json* c = expect.Find("count"))
    out += " (count: expected " + Number(c->Find("expected")) + ", got " +
           Number(c->Find("actual")) + ")";
  return out;
}

void AppendPattern(const ExportInput& in, size_t i, std::string* out) {
  const AccessPattern& p = in.design.patterns[i];
  const PatternOutcome& o = in.patterns[i];
  const Json* costs = in.cost.Find("patterns");
  const Json* c = costs && i < costs->array().size() ? &costs->array()[i] : nullptr;
  const auto field = [&](const char* name) { return c ? c->Find(name) : nullptr; };
  *out += "\n### " + Line(p.name) + "\n\n";
  if (p.description) *out += Text(*p.description) + "\n\n";
  *out +=
      Header({"operation", "table", "index", "entity", "rate per second", "read units per request",
              "write units per request", "on-demand per month", "provisioned per month", "expect"});
  *out += Row({Code(o.compiled.operation), Code(p.table), p.index ? Code(*p.index) : "-",
               p.entity ? Line(*p.entity) : "-", Number(field("ratePerSecond")),
               Number(field("readUnitsPerRequest")), Number(field("writeUnitsPerRequest")),
               Money(field("onDemandMonthly")), Money(field("provisionedMonthly")),
               Line(Verdict(o.expect))});
  if (o.compiled.scan_required) *out += "\nThis pattern needs a Scan: no key selects its items.\n";
  if (o.failed) *out += "\nThe engine rejected this request on the sample items.\n";
  const std::string json = o.compiled.request.DumpIndented();
  const std::string fence(std::max<size_t>(3, LongestBacktickRun(json) + 1), '`');
  *out += "\n" + fence + "json\n" + json + "\n" + fence + "\n";
}

// keyscape lint's findings, with the units the patterns measured (as keyscape:Lint runs them).
void AppendFindings(const ExportInput& in, std::string* out) {
  std::vector<PatternUnits> units;
  for (const PatternOutcome& o : in.patterns) units.push_back({o.read_units, o.write_units});
  const std::vector<Finding> findings = Lint(in.design, in.items, units);
  *out += "\n## Lint findings\n\n";
  if (findings.empty()) {
    *out += "No findings.\n";
    return;
  }
  *out += Header({"rule", "severity", "where", "message", "fix"});
  for (const Finding& f : findings)
    *out += Row({Code(f.rule), SeverityName(f.severity), Code(f.location.path), Line(f.message),
                 Line(f.fix)});
}

void AppendCost(const Json& cost, std::string* out) {
  const Json* totals = cost.Find("totals");
  if (!totals) return;
  const Json* od = totals->Find("onDemand");
  const Json* pr = totals->Find("provisioned");
  const auto f = [](const Json* o, const char* n) { return o ? o->Find(n) : nullptr; };
  *out += "\n## Cost per month\n\n" + Header({"", "on demand", "provisioned"});
  *out += Row({"requests / capacity", Money(f(od, "requests")), Money(f(pr, "capacity"))});
  *out += Row({"storage", Money(f(od, "storage")), Money(f(pr, "storage"))});
  *out += Row({"total", Money(f(od, "total")), Money(f(pr, "total"))});
  *out += "\nProvisioned capacity for the patterns' rates: " + Number(f(pr, "readCapacityUnits")) +
          " RCU and " + Number(f(pr, "writeCapacityUnits")) + " WCU.";
  if (const Json* prices = cost.Find("prices")) {
    const Json* source = prices->Find("source");
    const Json* date = prices->Find("date");
    if (source && source->is_string() && date && date->is_string())
      *out += " Prices: " + Text(source->string_value()) + ", " + Text(date->string_value()) + ".";
  }
  *out += "\n";
}

}  // namespace

Result<std::string> WriteDesignSheetExport(const ExportInput& in) {
  const Design& d = in.design;
  std::string out = "# " + Line(d.name) + "\n\n";
  if (d.description) out += Text(*d.description) + "\n\n";
  out += "Design sheet generated by keyscape (keyscape export --format design-sheet).\n";
  out += "\n## Tables\n";
  for (const TableModel& t : d.tables) AppendTable(in, t, &out);
  if (!d.patterns.empty()) out += "\n## Access patterns\n";
  for (size_t i = 0; i < d.patterns.size() && i < in.patterns.size(); ++i)
    AppendPattern(in, i, &out);
  AppendFindings(in, &out);
  AppendCost(in.cost, &out);
  return out;
}

}  // namespace keyscape::interop
