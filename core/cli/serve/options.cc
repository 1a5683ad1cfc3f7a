#include "options.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace keyscape::serve {

const char* const kUsage =
    "usage: keyscape serve [--port N] [--host ADDR] [--load FILE] [--max-connections N]\n"
    "                      [--fixed-clock SECONDS] [--expire-ttl SECONDS] [--verbose]\n"
    "\n"
    "Serves the keyscape engine as a local DynamoDB endpoint: DynamoDB's JSON 1.0 protocol\n"
    "over HTTP (POST /, X-Amz-Target: DynamoDB_20120810.<Operation>,\n"
    "Content-Type: application/x-amz-json-1.0), with the same responses and errors as\n"
    "`keyscape exec`. Point any AWS SDK or the AWS CLI at it, e.g.\n"
    "  aws dynamodb list-tables --endpoint-url http://127.0.0.1:8000\n"
    "\n"
    "options:\n"
    "  --port N              TCP port (default 8000); 0 picks a free port\n"
    "  --host ADDR           address to bind (default 127.0.0.1, loopback only)\n"
    "  --load FILE           replay an exec-stream file (JSON lines\n"
    "                        {\"op\":\"CreateTable\",\"request\":{...}}) before serving;\n"
    "                        stops with the line number if a request fails\n"
    "  --max-connections N   connections served at once (default 4096); more wait\n"
    "  --fixed-clock SECONDS use this time for CreationDateTime and the like, as\n"
    "                        `keyscape exec --fixed-clock` does (reproducible output)\n"
    "  --expire-ttl SECONDS  delete expired items (TTL enabled, the TTL attribute a\n"
    "                        Number of epoch seconds in the past, at most 5 years)\n"
    "                        before a request, at most once every SECONDS (0: before\n"
    "                        every request). Without it TTL is recorded and reported\n"
    "                        but items never expire; DynamoDB expires them within days\n"
    "  --verbose             log one line per request to stderr\n"
    "  -h, --help            show this text\n"
    "\n"
    "The first line on stdout is `keyscape serve listening on http://HOST:PORT` once\n"
    "connections are accepted. SIGINT or SIGTERM stops the server. Data lives in memory\n"
    "only and is gone when the server stops.\n"
    "\n"
    "Security: request signatures are NOT checked. Any credentials are accepted; a\n"
    "request needs only an Authorization header starting with \"AWS4-\" (as every SDK\n"
    "sends), else it gets DynamoDB's MissingAuthenticationTokenException. Do not bind\n"
    "to an address other clients can reach.\n"
    "\n"
    "Request bodies over 16 MiB get HTTP 413 (RequestEntityTooLarge).\n";

namespace {

bool ParseInt(std::string_view s, long lo, long hi, long* out) {
  long v = 0;
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || ptr != s.data() + s.size() || v < lo || v > hi) return false;
  *out = v;
  return true;
}

// One argument being parsed: "--name value", "--name=value" or a flag.
class Arguments {
 public:
  Arguments(int argc, char** argv) : argc_(argc), argv_(argv) {}

  // Moves to the next argument; false at the end.
  bool Next() {
    if (++i_ >= argc_) return false;
    name_ = argv_[i_];
    value_.clear();
    has_inline_ = false;
    if (name_.rfind("--", 0) == 0) {
      size_t eq = name_.find('=');
      if (eq != std::string::npos) {
        value_ = name_.substr(eq + 1);
        name_ = name_.substr(0, eq);
        has_inline_ = true;
      }
    }
    return true;
  }
  const std::string& name() const { return name_; }
  const char* raw() const { return argv_[i_]; }
  bool has_inline() const { return has_inline_; }

  // The option's value (inline or the next argument), or false after saying it is missing.
  bool Value(std::string* out) {
    if (has_inline_) {
      *out = value_;
      return true;
    }
    if (i_ + 1 >= argc_) {
      std::fprintf(stderr, "keyscape serve: %s needs a value\n%s", name_.c_str(), kUsage);
      return false;
    }
    *out = argv_[++i_];
    return true;
  }

 private:
  int argc_;
  char** argv_;
  int i_ = 0;
  std::string name_, value_;
  bool has_inline_ = false;
};

// A number option in [lo, hi]: the value or, after saying why, false.
bool NumberOption(Arguments& args, long lo, long hi, long* out) {
  std::string v;
  if (!args.Value(&v)) return false;
  if (ParseInt(v, lo, hi, out)) return true;
  std::fprintf(stderr, "keyscape serve: %s wants a number from %ld to %ld, got '%s'\n",
               args.name().c_str(), lo, hi, v.c_str());
  return false;
}

bool ClockOption(Arguments& args, double* out) {
  std::string v;
  if (!args.Value(&v)) return false;
  char* end = nullptr;
  double t = std::strtod(v.c_str(), &end);
  if (v.empty() || end != v.c_str() + v.size() || !(t >= 0)) {
    std::fprintf(stderr, "keyscape serve: --fixed-clock wants seconds since the epoch, got '%s'\n",
                 v.c_str());
    return false;
  }
  *out = t;
  return true;
}

// Applies one option to *opt; false (after saying why) for a usage error.
bool ApplyOption(Arguments& args, Options* opt) {
  const std::string& name = args.name();
  long n = 0;
  if (name == "--port") {
    if (!NumberOption(args, 0, 65535, &n)) return false;
    opt->port = static_cast<int>(n);
  } else if (name == "--host") {
    if (!args.Value(&opt->host)) return false;
    if (opt->host.empty()) {
      std::fprintf(stderr, "keyscape serve: --host wants an address\n");
      return false;
    }
  } else if (name == "--load") {
    return args.Value(&opt->load_file);
  } else if (name == "--max-connections") {
    if (!NumberOption(args, 1, 65536, &n)) return false;
    opt->max_connections = static_cast<size_t>(n);
  } else if (name == "--fixed-clock") {
    return ClockOption(args, &opt->fixed_clock);
  } else if (name == "--expire-ttl") {
    return NumberOption(args, 0, 86400 * 365, &opt->expire_ttl);
  } else if (name == "--verbose" && !args.has_inline()) {
    opt->verbose = true;
  } else {
    std::fprintf(stderr, "keyscape serve: unknown argument '%s'\n%s", args.raw(), kUsage);
    return false;
  }
  return true;
}

}  // namespace

int ParseOptions(int argc, char** argv, Options* opt) {
  Arguments args(argc, argv);
  while (args.Next()) {
    if (args.name() == "-h" || args.name() == "--help") {
      std::fputs(kUsage, stdout);
      return 0;
    }
    if (!ApplyOption(args, opt)) return 2;
  }
  return -1;
}

}  // namespace keyscape::serve
