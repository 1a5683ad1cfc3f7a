#include "ttl.h"

namespace keyscape::serve {

void TtlSweeper::BeforeRequest() {
  if (interval_ < 0) return;
  const auto now = std::chrono::steady_clock::now();
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (last_ && now - *last_ < std::chrono::seconds(interval_)) return;
    last_ = now;
  }
  engine_->Execute("keyscape:ExpireItems", "{}");
}

}  // namespace keyscape::serve
