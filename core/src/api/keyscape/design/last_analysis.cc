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
    k.model = k.rest = model.Dump();
    return k;
  }
  bool patterns_seen = false, entities_seen = false;
  k.model = k.rest = "{";
  for (const auto& [name, v] : model.members()) {
    if (k.model.size() > 1) {
      k.model.push_back(',');
      k.rest.push_back(',');
    }
    const size_t at = k.model.size();
    base::AppendJsonString(name, &k.model);
    k.model.push_back(':');
    k.rest.append(k.model, at, std::string::npos);
    std::vector<std::string>* parts = nullptr;
    if (v.is_array() && name == "accessPatterns" && !patterns_seen) {
      patterns_seen = true;
      parts = &k.patterns;
    } else if (v.is_array() && name == "entities" && !entities_seen) {
      entities_seen = true;
      parts = &k.entities;
    }
    if (!parts) {
      const size_t from = k.model.size();
      v.DumpTo(&k.model);
      k.rest.append(k.model, from, std::string::npos);
      continue;
    }
    k.rest.push_back('@');  // not JSON: the place of the member split apart
    k.model.push_back('[');
    for (const base::Json& p : v.array()) {
      // Each printed apart: DumpTo into the long model text would make room for twice it.
      parts->push_back(p.Dump());
      if (parts->size() > 1) k.model.push_back(',');
      k.model += parts->back();
    }
    k.model.push_back(']');
  }
  k.model.push_back('}');
  k.rest.push_back('}');
  return k;
}

ReuseCounts& Reuse() {
  static ReuseCounts counts;
  return counts;
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
