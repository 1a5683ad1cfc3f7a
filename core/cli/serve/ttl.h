// TTL expiry for `keyscape serve --expire-ttl SECONDS`: before a request, at most once every
// SECONDS of wall-clock time, the engine's keyscape:ExpireItems deletes the expired items of
// every table with TTL enabled (by the engine's clock, so --fixed-clock applies).
#ifndef KEYSCAPE_CLI_SERVE_TTL_H_
#define KEYSCAPE_CLI_SERVE_TTL_H_

#include <chrono>
#include <mutex>
#include <optional>

#include "keyscape/engine.h"

namespace keyscape::serve {

class TtlSweeper {
 public:
  // interval_seconds < 0: never sweeps.
  TtlSweeper(Engine* engine, long interval_seconds)
      : engine_(engine), interval_(interval_seconds) {}

  // Sweeps when the interval has passed since the last sweep (or none ran yet).
  // Thread-safe.
  void BeforeRequest();

 private:
  Engine* engine_;
  long interval_;
  std::mutex mu_;
  std::optional<std::chrono::steady_clock::time_point> last_;
};

}  // namespace keyscape::serve

#endif  // KEYSCAPE_CLI_SERVE_TTL_H_
