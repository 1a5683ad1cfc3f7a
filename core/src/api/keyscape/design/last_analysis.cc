#include "keyscape/api/keyscape/design/last_analysis.h"

#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/base/json.h"

namespace keyscape::api {
namespace {

std::mutex& Mu() {
  static std::mutex mu;
  return mu;
}

// Never destroyed: a process ends without freeing the last analysis (no order of static
// destructors to get right; it stays reachable, so leak checkers do not report it).
std::unique_ptr<Analysis>& Slot() {
  static auto* last = new std::unique_ptr<Analysis>();
  return *last;
}

}  // namespace

// k.model is model.Dump(), written member by member so that the other keys are its parts.
ModelKeys KeysOf(const base::Json& model) {
  ModelKeys k;
  if (!model.is_object()) {
    k.model = k.tables = model.Dump();
    return k;
  }
  bool patterns_seen = false;
  k.model = k.tables = "{";
  for (const auto& [name, v] : model.members()) {
    std::string member;
    base::AppendJsonString(name, &member);
    member.push_back(':');
    if (k.model.size() > 1) k.model.push_back(',');
    k.model += member;
    if (name == "accessPatterns" && v.is_array() && !patterns_seen) {
      patterns_seen = true;
      k.model.push_back('[');
      for (const base::Json& p : v.array()) {
        k.patterns.push_back(p.Dump());
        if (k.patterns.size() > 1) k.model.push_back(',');
        k.model += k.patterns.back();
      }
      k.model.push_back(']');
      continue;
    }
    const size_t at = k.model.size();
    v.DumpTo(&k.model);
    if (k.tables.size() > 1) k.tables.push_back(',');
    k.tables += member;
    k.tables.append(k.model, at, std::string::npos);
  }
  k.model.push_back('}');
  k.tables.push_back('}');
  return k;
}

std::unique_ptr<Analysis> TakeLastAnalysis() {
  std::lock_guard<std::mutex> lock(Mu());
  return std::move(Slot());
}

void KeepLastAnalysis(std::unique_ptr<Analysis> a) {
  std::unique_ptr<Analysis> old;
  {
    std::lock_guard<std::mutex> lock(Mu());
    old = std::move(Slot());
    Slot() = std::move(a);
  }
  // `old` (a whole loaded design) is freed here, outside the lock.
}

}  // namespace keyscape::api
