// SIGINT/SIGTERM for `keyscape verify`: the run must still delete the tables it created.
//
// Install() blocks SIGINT, SIGTERM and SIGUSR1 in the calling thread (REQUIRES: no other
// thread has started yet, so every later thread inherits the mask) and starts one thread
// that waits for them with sigwait, so no work happens in a signal handler:
//   first SIGINT/SIGTERM: interrupted() becomes true and `on_first` runs on that thread
//     (it must be thread-safe: verify stops the HTTP request in flight); the main thread
//     sees the flag, stops its work and runs its cleanup;
//   second one: `on_second` runs (verify prints the tables it could not delete yet) and the
//     process ends at once with _exit(130).
// The destructor ends the thread (SIGUSR1 to it) and restores the signal mask.
#ifndef KEYSCAPE_CLI_VERIFY_INTERRUPT_H_
#define KEYSCAPE_CLI_VERIFY_INTERRUPT_H_

#include <signal.h>

#include <atomic>
#include <functional>
#include <thread>

namespace keyscape::cli {

class Interrupt {
 public:
  Interrupt(std::function<void()> on_first, std::function<void()> on_second);
  ~Interrupt();
  Interrupt(const Interrupt&) = delete;
  Interrupt& operator=(const Interrupt&) = delete;

  bool interrupted() const { return interrupted_.load(); }
  // Sleeps up to `ms` milliseconds; returns early (false) once interrupted.
  bool SleepFor(int ms) const;

 private:
  void Wait();

  std::function<void()> on_first_;
  std::function<void()> on_second_;
  std::atomic<bool> interrupted_{false};
  std::atomic<bool> done_{false};
  sigset_t old_mask_;
  std::thread thread_;
};

}  // namespace keyscape::cli

#endif  // KEYSCAPE_CLI_VERIFY_INTERRUPT_H_
