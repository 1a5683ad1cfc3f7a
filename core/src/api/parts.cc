// Interop() of keyscape/api/parts.h: the interop part's handlers. Every build links this
// file except the page's main wasm module, which links wasm/interop_absent.cc in its place.
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/api/parts.h"

namespace keyscape::api {

const InteropHandlers& Interop() {
  static const InteropHandlers kHandlers{ImportOp, ExportOp, ListExportFormatsOp, DiffDesignsOp};
  return kHandlers;
}

}  // namespace keyscape::api
