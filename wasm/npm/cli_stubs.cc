// The two commands of core/cli/main.cc that the npm package's wasm CLI cannot run: `serve`
// and `verify` open sockets. Each names what to use instead and exits 2 (invalid input).
#include <cstdio>

#include "serve/serve.h"
#include "verify/verify.h"

namespace keyscape {

int RunServe(int, char**) {
  std::fprintf(stderr,
               "keyscape serve: not in the npm package's CLI; run `keyscape-serve` (the same "
               "HTTP rules through wasm) or the native build\n");
  return 2;
}

namespace cli {

int RunVerify(int, char**) {
  std::fprintf(stderr,
               "keyscape verify: needs the native build (it signs requests to a real "
               "endpoint)\n");
  return 2;
}

}  // namespace cli
}  // namespace keyscape
