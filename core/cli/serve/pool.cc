#include "pool.h"

#include <algorithm>
#include <system_error>
#include <utility>

namespace keyscape::serve {

ElasticPool::ElasticPool(size_t initial, size_t max) : max_(std::max<size_t>(max, 1)) {
  std::lock_guard<std::mutex> lock(mu_);
  for (size_t i = 0; i < std::min(initial, max_); ++i) threads_.emplace_back([this] { Work(); });
}

void ElasticPool::enqueue(std::function<void()> fn) {
  std::unique_lock<std::mutex> lock(mu_);
  jobs_.push_back(std::move(fn));
  if (idle_ < jobs_.size() && threads_.size() < max_) {
    // When the system refuses another thread the job waits for a busy one.
    try {
      threads_.emplace_back([this] { Work(); });
    } catch (const std::system_error&) {
    }
  }
  lock.unlock();
  cv_.notify_one();
}

void ElasticPool::shutdown() {
  std::vector<std::thread> threads;
  {
    std::lock_guard<std::mutex> lock(mu_);
    shutdown_ = true;
    threads.swap(threads_);
  }
  cv_.notify_all();
  for (auto& t : threads) t.join();
}

void ElasticPool::Work() {
  for (;;) {
    std::function<void()> fn;
    {
      std::unique_lock<std::mutex> lock(mu_);
      ++idle_;
      cv_.wait(lock, [this] { return !jobs_.empty() || shutdown_; });
      --idle_;
      if (jobs_.empty()) return;  // shutting down
      fn = std::move(jobs_.front());
      jobs_.pop_front();
    }
    fn();
  }
}

}  // namespace keyscape::serve
