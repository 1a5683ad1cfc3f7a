// The interop part left out (keyscape/api/parts.h: Interop): linked into the page's main wasm
// module in place of core/src/api/parts.cc, so that the interop layer and the design
// diff stay out of it. keyscape:ListOperations then lists those operations with
// "linked": false, and the page's worker sends them to the second module (wasm/wasm.cmake).
#include "keyscape/api/parts.h"

namespace keyscape::api {

const InteropHandlers& Interop() {
  static const InteropHandlers kNone{nullptr, nullptr, nullptr, nullptr};
  return kNone;
}

}  // namespace keyscape::api
