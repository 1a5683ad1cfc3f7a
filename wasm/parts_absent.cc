// The interop and extended parts left out (keyscape/api/parts.h): linked into the page's
// main wasm module in place of core/src/api/parts.cc, so that their code (the interop
// layer, the design diff, transactions, PartiQL, streams, UpdateTable, TTL, tags) stays out
// of it. keyscape:ListOperations then lists their operations with "linked": false, and the
// page's worker loads the module that links every part for them (wasm/wasm.cmake).
#include "keyscape/api/parts.h"

namespace keyscape::api {

const InteropHandlers& Interop() {
  static const InteropHandlers kNone{nullptr, nullptr, nullptr, nullptr, nullptr};
  return kNone;
}

const ExtendedHandlers& Extended() {
  static const ExtendedHandlers kNone{};
  return kNone;
}

}  // namespace keyscape::api
