// keyscape:DiffDesigns' "patterns" and "lint" (diff.h): the answers of the two designs
// compared. A returned item is known by the sample item it is (its position in "items"), so
// an item whose key text changed (ORDER#2 -> ORDER#0000000002) is still the same item.
#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "api/keyscape/design/diff.h"
#include "keyscape/base/json.h"
#include "keyscape/model/design.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api::diff {

using base::Json;
using model::RenderedItem;
using model::TableModel;

namespace {

// The table key of a DynamoDB-JSON item as text ("CUSTOMER#c_01 / ORDER#7").
std::string KeyLabel(const Json& item, const TableModel& t) {
  auto text = [](const Json* av) -> std::string {
    if (!av || !av->is_object() || av->members().empty()) return "?";
    const Json& v = av->members().front().second;
    return v.is_string() ? v.string_value() : v.Dump();
  };
  std::string out = text(item.Find(t.partition_key.name));
  if (t.sort_key) out += " / " + text(item.Find(t.sort_key->name));
  return out;
}

std::string KeyDump(const Json& item, const TableModel& t) {
  Json k = Json::Object();
  for (const std::string& name :
       {t.partition_key.name, t.sort_key ? t.sort_key->name : std::string()}) {
    const Json* v = name.empty() ? nullptr : item.Find(name);
    if (v) k.Add(name, *v);
  }
  return k.Dump();
}

// What a pattern answered: the sample items it returned, in order (by position in "items";
// -1 for an item that is no sample item), their key labels, or its error.
struct Answer {
  std::vector<long> items;
  std::vector<std::string> labels;
  std::string error;
  double read_units = 0, write_units = 0;
};

Answer AnswerOf(const LoadedDesign& d, const model::AccessPattern& p, const PatternRun& run) {
  Answer a;
  a.read_units = run.read_units;
  a.write_units = run.write_units;
  if (run.failed) {
    const Json* m = run.response.Find("message");
    if (!m) m = run.response.Find("Message");
    a.error = m && m->is_string() ? m->string_value() : run.response.Dump();
    return a;
  }
  const TableModel* t = d.design.FindTable(p.table);
  std::map<std::string, long> sample;
  for (const RenderedItem& r : d.items)
    if (r.table == p.table)
      sample[KeyDump(value::AttrMapToJson(r.item), *t)] = static_cast<long>(r.index);
  for (const Json* item : run.FullItems()) {
    auto it = sample.find(KeyDump(*item, *t));
    a.items.push_back(it == sample.end() ? -1 : it->second);
    a.labels.push_back(KeyLabel(*item, *t));
  }
  return a;
}

std::string Listed(const std::vector<std::string>& labels) {
  if (labels.empty()) return "nothing";
  std::string out;
  for (size_t i = 0; i < labels.size() && i < 5; ++i) out += (i ? ", " : "") + labels[i];
  if (labels.size() > 5) out += " and " + std::to_string(labels.size() - 5) + " more";
  return out;
}

std::string Count(size_t n) { return std::to_string(n) + (n == 1 ? " item" : " items"); }

std::string Units(double read, double write) {
  Json r = Json::Double(read), w = Json::Double(write);
  return r.Dump() + " read / " + w.Dump() + " write units";
}

// "same" or "differs" and how.
std::pair<const char*, std::string> Compare(const Answer& b, const Answer& a, bool request_same) {
  if (!b.error.empty() || !a.error.empty()) {
    if (b.error == a.error) return {"same", "fails in both: " + a.error};
    return {"differs", (b.error.empty()   ? std::string("now fails: ") + a.error
                        : a.error.empty() ? "no longer fails (was: " + b.error + ")"
                                          : "fails with " + a.error + " (was: " + b.error + ")")};
  }
  if (b.items != a.items) {
    std::vector<long> bs = b.items, as = a.items;
    std::sort(bs.begin(), bs.end());
    std::sort(as.begin(), as.end());
    if (bs == as && std::find(bs.begin(), bs.end(), -1) == bs.end())
      return {"differs", "the same " + Count(a.items.size()) + " in another order: " +
                             Listed(a.labels) + " (was: " + Listed(b.labels) + ")"};
    const std::string how = a.items.size() == b.items.size()
                                ? "returns other items: "
                                : "returns " + Count(a.items.size()) + " instead of " +
                                      std::to_string(b.items.size()) + ": ";
    return {"differs", how + Listed(a.labels) + " (was: " + Listed(b.labels) + ")"};
  }
  if (b.read_units != a.read_units || b.write_units != a.write_units)
    return {"differs", "the same answer for " + Units(a.read_units, a.write_units) + " (was " +
                           Units(b.read_units, b.write_units) + ")"};
  if (!request_same) return {"same", "the request changed; the answer did not"};
  return {"same", ""};
}

Json Entry(const std::string& name, const char* status, const std::string& detail) {
  Json j = Json::Object();
  j.Add("name", Json::String(name));
  j.Add("status", Json::String(status));
  j.Add("detail", Json::String(detail));
  return j;
}

const model::AccessPattern* Named(const model::Design& d, const std::string& name, size_t* i) {
  for (*i = 0; *i < d.patterns.size(); ++*i)
    if (d.patterns[*i].name == name) return &d.patterns[*i];
  return nullptr;
}

// ---- lint ----

std::string Identity(const Json& f, bool with_message) {
  Json id = Json::Object();
  id.Add("rule", *f.Find("rule"));
  Json loc = *f.Find("location");
  Json named = Json::Object();
  for (const auto& [k, v] : loc.members())
    if (k != "path") named.Add(k, v);
  id.Add("location", std::move(named));
  if (with_message) id.Add("message", *f.Find("message"));
  return id.Dump();
}

// Marks in `used` the findings of `others` matched by those of `list`: exact identities
// first, then rule and location alone.
std::vector<bool> Matched(const std::vector<Json>& list, const std::vector<Json>& others) {
  std::vector<bool> matched(list.size(), false), used(others.size(), false);
  for (bool with_message : {true, false})
    for (size_t i = 0; i < list.size(); ++i) {
      if (matched[i]) continue;
      for (size_t j = 0; j < others.size(); ++j) {
        if (used[j] || Identity(list[i], with_message) != Identity(others[j], with_message))
          continue;
        matched[i] = used[j] = true;
        break;
      }
    }
  return matched;
}

Json Unmatched(const std::vector<Json>& list, const std::vector<Json>& others) {
  std::vector<bool> matched = Matched(list, others);
  Json out = Json::Array();
  for (size_t i = 0; i < list.size(); ++i)
    if (!matched[i]) out.Push(list[i]);
  return out;
}

}  // namespace

Json Patterns(const LoadedDesign& before, const std::vector<PatternRun>& before_runs,
              const LoadedDesign& after, const std::vector<PatternRun>& after_runs) {
  Json out = Json::Array();
  for (size_t i = 0; i < after.design.patterns.size(); ++i) {
    const model::AccessPattern& p = after.design.patterns[i];
    size_t j = 0;
    const model::AccessPattern* old = Named(before.design, p.name, &j);
    if (!old) {
      out.Push(Entry(p.name, "new", "returns " + Count(after_runs[i].FullItems().size())));
      continue;
    }
    const bool request_same =
        before_runs[j].compiled.request.Dump() == after_runs[i].compiled.request.Dump();
    auto [status, detail] = Compare(AnswerOf(before, *old, before_runs[j]),
                                    AnswerOf(after, p, after_runs[i]), request_same);
    out.Push(Entry(p.name, status, detail));
  }
  for (const model::AccessPattern& p : before.design.patterns) {
    size_t i = 0;
    if (!Named(after.design, p.name, &i)) out.Push(Entry(p.name, "removed", ""));
  }
  return out;
}

Json LintDelta(const Json& before_findings, const Json& after_findings) {
  const std::vector<Json>& b = before_findings.Find("findings")->array();
  const std::vector<Json>& a = after_findings.Find("findings")->array();
  Json out = Json::Object();
  out.Add("new", Unmatched(a, b));
  out.Add("resolved", Unmatched(b, a));
  return out;
}

}  // namespace keyscape::api::diff
