#include "interrupt.h"

#include <pthread.h>
#include <unistd.h>

#include <chrono>
#include <utility>

namespace keyscape::cli {
namespace {

sigset_t WatchedSignals() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGUSR1);
  return set;
}

}  // namespace

Interrupt::Interrupt(std::function<void()> on_first, std::function<void()> on_second)
    : on_first_(std::move(on_first)), on_second_(std::move(on_second)) {
  sigset_t set = WatchedSignals();
  pthread_sigmask(SIG_BLOCK, &set, &old_mask_);
  thread_ = std::thread([this] { Wait(); });
}

Interrupt::~Interrupt() {
  done_ = true;
  pthread_kill(thread_.native_handle(), SIGUSR1);
  thread_.join();
  pthread_sigmask(SIG_SETMASK, &old_mask_, nullptr);
}

void Interrupt::Wait() {
  sigset_t set = WatchedSignals();
  for (;;) {
    int sig = 0;
    if (sigwait(&set, &sig) != 0) continue;
    if (done_) return;
    if (sig == SIGUSR1) continue;
    if (!interrupted_.exchange(true)) {
      if (on_first_) on_first_();
      continue;
    }
    if (on_second_) on_second_();
    _exit(130);
  }
}

bool Interrupt::SleepFor(int ms) const {
  auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
  while (std::chrono::steady_clock::now() < until) {
    if (interrupted()) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(ms < 20 ? ms : 20));
  }
  return !interrupted();
}

}  // namespace keyscape::cli
