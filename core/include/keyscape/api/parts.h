// The engine's parts. Every operation of the one operation list (ops.h) belongs to a part:
// "core", or "interop" for the operations that read no database state and whose code (the
// interop layer, the design diff) is rarely used: keyscape:Import, keyscape:Export,
// keyscape:ListExportFormats, keyscape:DiffDesigns. Native builds and the Node module link
// every part. The page's main wasm module is linked without the interop part
// (wasm/interop_absent.cc in place of core/src/api/parts.cc): there, FindOp of an
// interop operation answers UnknownOperationException naming the part, and
// keyscape:ListOperations lists it with "linked": false, so that the page's worker sends it
// to the second module, which links every part (wasm/wasm.cmake).
#ifndef KEYSCAPE_API_PARTS_H_
#define KEYSCAPE_API_PARTS_H_

#include <string_view>

#include "keyscape/api/ops.h"

namespace keyscape::api {

// The interop part's handlers, read by the operation list (core/src/api/dispatch.cc).
struct InteropHandlers {
  OpHandler import_design;
  OpHandler export_design;
  OpHandler list_export_formats;
  OpHandler diff_designs;
};
// core/src/api/parts.cc: every handler; wasm/interop_absent.cc: every one nullptr.
const InteropHandlers& Interop();

struct OperationPart {
  std::string_view part;  // "core" or "interop"
  bool linked;            // false: this module is linked without the part
};
// The part of a listed operation (ops.h: Operations); {"", false} for an unknown name.
OperationPart PartOf(std::string_view name);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_PARTS_H_
