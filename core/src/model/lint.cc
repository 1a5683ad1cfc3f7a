// Lint: runs every rule group (lint_*.cc) and orders the findings.
#include "keyscape/model/lint.h"

#include <algorithm>

#include "keyscape/base/enum_names.h"
#include "lint_internal.h"
#include "model_names.h"

namespace keyscape::model {
namespace {

constexpr base::EnumName<Severity> kSeverities[] = {
    {Severity::kError, "error"}, {Severity::kWarning, "warning"}, {Severity::kInfo, "info"}};

}  // namespace

const char* SeverityName(Severity s) { return base::NameOf(kSeverities, s, "warning"); }

std::vector<Finding> Lint(const Design& d, const std::vector<RenderedItem>& items,
                          const std::vector<PatternUnits>& units) {
  const lint::Context c{d, items, units};
  std::vector<Finding> out;
  lint::TemplateRules(c, &out);
  lint::ItemRules(c, &out);
  lint::PatternRules(c, &out);
  lint::IndexRules(c, &out);
  lint::CapacityRules(c, &out);
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

}  // namespace keyscape::model
