#include "design_report.h"

#include <cstdio>

namespace keyscape::cli {
namespace {

using base::Json;

std::string Str(const Json* j) {
  if (!j) return "";
  return j->is_string() ? j->string_value() : j->Dump();
}

std::string Money(const Json* j) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "$%.2f", j ? j->number_value() : 0.0);
  return buf;
}

// ":pk"={"S":"C#1"} -> ":pk=C#1"
std::string Placeholders(const Json* names, const Json* values) {
  std::string out;
  for (const Json* m : {names, values}) {
    if (!m) continue;
    for (const Json::Member& e : m->members()) {
      std::string v = e.second.is_object() && e.second.members().size() == 1
                          ? Str(&e.second.members()[0].second)
                          : Str(&e.second);
      out += "  " + e.first + "=" + v;
    }
  }
  return out;
}

}  // namespace

std::string ValidateReport(const Json& r) {
  const Json* s = r.Find("summary");
  return "valid: " + Str(r.Find("model")->Find("name")) + " — " + Str(s->Find("tables")) +
         " tables, " + Str(s->Find("entities")) + " entities, " + Str(s->Find("items")) +
         " sample items, " + Str(s->Find("accessPatterns")) + " access patterns\n";
}

std::string LintReport(const Json& r) {
  const Json& findings = *r.Find("findings");
  if (findings.array().empty()) return "no findings\n";
  std::string out;
  for (const Json& f : findings.array()) {
    out += Str(f.Find("severity")) + " " + Str(f.Find("rule")) + " " +
           Str(f.Find("location")->Find("path")) + ": " + Str(f.Find("message")) + "\n";
    out += "    why: " + Str(f.Find("explanation")) + "\n";
    out += "    fix: " + Str(f.Find("fix")) + "\n";
  }
  out += std::to_string(findings.array().size()) + " findings\n";
  return out;
}

std::string PatternsReport(const Json& r) {
  std::string out;
  for (const Json& p : r.Find("patterns")->array()) {
    const Json* e = p.Find("expect");
    std::string verdict = !e || e->is_null()               ? ""
                          : e->Find("holds")->bool_value() ? "  expect: holds"
                                                           : "  expect: FAILS";
    out += Str(p.Find("name")) + " (" + Str(p.Find("operation")) + ")" + verdict + "\n";
    const Json& q = *p.Find("request");
    for (const char* member :
         {"KeyConditionExpression", "FilterExpression", "ProjectionExpression", "UpdateExpression"})
      if (const Json* x = q.Find(member))
        out += "    " + std::string(member) + ": " + Str(x) + "\n";
    std::string ph =
        Placeholders(q.Find("ExpressionAttributeNames"), q.Find("ExpressionAttributeValues"));
    if (!ph.empty()) out += "   " + ph + "\n";
    const Json& resp = *p.Find("response");
    if (const Json* err = resp.Find("message")) {
      out += "    error: " + Str(err) + "\n";
    } else if (const Json* count = resp.Find("Count")) {
      out += "    returned " + Str(count) + " items (read " + Str(resp.Find("ScannedCount")) + ")";
      std::string entities;
      for (const Json& m : p.Find("matchedEntities")->array())
        entities += (entities.empty() ? "" : ", ") + Str(&m);
      if (!entities.empty()) out += " of " + entities;
      out += "\n";
    }
    if (const Json* note = p.Find("note")) out += "    note: " + Str(note) + "\n";
    if (p.Find("scanRequired")) out += "    note: no key serves this read: it is a Scan\n";
    out += "    units per request: " + Str(p.Find("readUnits")) + " read, " +
           Str(p.Find("writeUnits")) + " write\n";
  }
  return out;
}

std::string CostReportText(const Json& r) {
  const Json& prices = *r.Find("prices");
  std::string out = "prices: " + Str(prices.Find("region")) + " (" + Str(prices.Find("from")) +
                    ", " + Str(prices.Find("source")) + ", " + Str(prices.Find("date")) + ")\n";
  out +=
      "pattern                                          req/s   RU/s    WU/s  on-demand  "
      "provisioned\n";
  for (const Json& p : r.Find("patterns")->array()) {
    char line[256];
    std::snprintf(
        line, sizeof line, "%-46.46s %7.2f %7.2f %7.2f %10s %12s\n", Str(p.Find("name")).c_str(),
        p.Find("ratePerSecond")->number_value(), p.Find("readUnitsPerSecond")->number_value(),
        p.Find("writeUnitsPerSecond")->number_value(), Money(p.Find("onDemandMonthly")).c_str(),
        Money(p.Find("provisionedMonthly")).c_str());
    out += line;
  }
  for (const Json& s : r.Find("storage")->array()) {
    std::string what = Str(s.Find("table")) + (s.Find("index") ? "/" + Str(s.Find("index")) : "");
    out += "storage " + what + ": " + Str(s.Find("items")) + " items, " + Str(s.Find("gb")) +
           " GB, " + Money(s.Find("monthly")) + "/month\n";
  }
  const Json& t = *r.Find("totals");
  const Json& od = *t.Find("onDemand");
  const Json& pv = *t.Find("provisioned");
  out += "on-demand:   " + Money(od.Find("requests")) + " requests + " + Money(od.Find("storage")) +
         " storage = " + Money(od.Find("total")) + " a month\n";
  out += "provisioned: " + Str(pv.Find("readCapacityUnits")) + " RCU, " +
         Str(pv.Find("writeCapacityUnits")) + " WCU: " + Money(pv.Find("capacity")) + " + " +
         Money(pv.Find("storage")) + " storage = " + Money(pv.Find("total")) + " a month\n";
  return out;
}

}  // namespace keyscape::cli

namespace keyscape::cli {

std::string DiffReport(const Json& r) {
  std::string out;
  const Json& changes = *r.Find("changes");
  out += std::to_string(changes.array().size()) + " changes\n";
  for (const Json& c : changes.array()) {
    out += "  " + Str(c.Find("kind")) + " " + Str(c.Find("path"));
    const Json* b = c.Find("before");
    const Json* a = c.Find("after");
    if (b->is_string() || a->is_string()) out += ": " + Str(b) + " -> " + Str(a);
    out += "\n";
  }
  const Json& m = *r.Find("migration");
  char cost[64];
  std::snprintf(cost, sizeof cost, "$%.6f", m.Find("onDemandCost")->number_value());
  out += "migration: " + Str(m.Find("itemsRewritten")) + " items rewritten (" +
         Str(m.Find("deletes")) + " deletes, " + Str(m.Find("puts")) + " puts), " +
         Str(m.Find("writeUnits")) + " write units, " + cost + " on demand\n";
  for (const Json& t : m.Find("tablesRecreated")->array())
    out += "  table " + Str(&t) + " is made anew (its key schema or local indexes changed)\n";
  for (const Json& b : m.Find("gsiBackfills")->array())
    out += "  backfill " + Str(b.Find("table")) + "/" + Str(b.Find("index")) + ": " +
           Str(b.Find("items")) + " items, " + Str(b.Find("writeUnits")) + " write units\n";
  for (const Json& u : m.Find("unmigrated")->array())
    out += "  cannot key " + Str(u.Find("item")) + ": " + Str(u.Find("message")) + "\n";
  out += "patterns:\n";
  for (const Json& p : r.Find("patterns")->array()) {
    std::string detail = Str(p.Find("detail"));
    out += "  " + Str(p.Find("status")) + "  " + Str(p.Find("name")) +
           (detail.empty() ? "" : ": " + detail) + "\n";
  }
  const Json& lint = *r.Find("lint");
  for (const char* side : {"new", "resolved"})
    for (const Json& f : lint.Find(side)->array())
      out += std::string("lint ") + side + ": " + Str(f.Find("rule")) + " " +
             Str(f.Find("location")->Find("path")) + ": " + Str(f.Find("message")) + "\n";
  return out;
}

}  // namespace keyscape::cli
