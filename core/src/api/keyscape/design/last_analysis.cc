#include "keyscape/api/keyscape/design/last_analysis.h"

#include <mutex>
#include <utility>

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
