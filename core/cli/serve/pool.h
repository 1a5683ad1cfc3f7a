// The connection pool of `keyscape serve`: a task queue that starts small and grows to
// `max` threads. httplib runs a whole keep-alive connection as one task, so a fixed pool
// of 8 would let 8 idle keep-alive clients starve a 9th; this pool adds a thread
// whenever none is idle. shutdown() joins every thread after the queued jobs ran.
#ifndef KEYSCAPE_CLI_SERVE_POOL_H_
#define KEYSCAPE_CLI_SERVE_POOL_H_

#include <httplib.h>

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace keyscape::serve {

class ElasticPool : public httplib::TaskQueue {
 public:
  ElasticPool(size_t initial, size_t max);
  ~ElasticPool() override = default;

  void enqueue(std::function<void()> fn) override;
  void shutdown() override;

 private:
  void Work();

  const size_t max_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::deque<std::function<void()>> jobs_;
  std::vector<std::thread> threads_;
  size_t idle_ = 0;
  bool shutdown_ = false;
};

}  // namespace keyscape::serve

#endif  // KEYSCAPE_CLI_SERVE_POOL_H_
