// The command line of `keyscape serve`: its options and usage text.
#ifndef KEYSCAPE_CLI_SERVE_OPTIONS_H_
#define KEYSCAPE_CLI_SERVE_OPTIONS_H_

#include <cstddef>
#include <string>

namespace keyscape::serve {

extern const char* const kUsage;

struct Options {
  std::string host = "127.0.0.1";
  int port = 8000;
  std::string load_file;
  // Connections served at once; each holds a thread while it is open (keep-alive included),
  // so this must exceed the clients expected at once: a burst of 1,000 is common.
  size_t max_connections = 4096;
  bool verbose = false;
  double fixed_clock = -1;  // < 0: the real clock
  long expire_ttl = -1;     // seconds between TTL sweeps (keyscape:ExpireItems); < 0: none
};

// Parses argv[1..argc) into *opt. Returns -1 to go on, or the exit code to stop with:
// 0 after --help (usage on stdout), 2 for a usage error (the reason on stderr).
int ParseOptions(int argc, char** argv, Options* opt);

}  // namespace keyscape::serve

#endif  // KEYSCAPE_CLI_SERVE_OPTIONS_H_
