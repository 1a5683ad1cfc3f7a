// The engine's parts. Every operation of the one operation list (ops.h) belongs to a part:
//   "core":     every operation the page sends while it starts and draws its views;
//   "interop":  the operations that read no database state and whose code (the interop
//               layer, the design diff, the sample grid's pasted or generated rows) is
//               rarely used: keyscape:Import, keyscape:Export, keyscape:ListExportFormats,
//               keyscape:DiffDesigns, keyscape:EntityRows;
//   "extended": DynamoDB's operations no view of the page sends while it starts:
//               transactions, PartiQL (and keyscape:ExplainStatement), streams,
//               UpdateTable, TTL (and keyscape:ExpireItems), tags. They read and change
//               database state.
// Native builds and the Node module link every part. The page's main wasm module is linked
// without the interop and extended parts (wasm/parts_absent.cc in place of
// core/src/api/parts.cc): there, FindOp of such an operation answers
// UnknownOperationException naming its part, and keyscape:ListOperations lists it with
// "linked": false and lists the parts (Parts()), so that the page's worker loads the module
// that links every part (wasm/wasm.cmake): as a second engine for a part that uses no state,
// and, for one that does, as the engine itself, with the state replayed into it.
#ifndef KEYSCAPE_API_PARTS_H_
#define KEYSCAPE_API_PARTS_H_

#include <string_view>
#include <vector>

#include "keyscape/api/ops.h"

namespace keyscape::api {

// The interop part's handlers, read by the operation list (core/src/api/dispatch.cc).
struct InteropHandlers {
  OpHandler import_design;
  OpHandler export_design;
  OpHandler list_export_formats;
  OpHandler diff_designs;
  OpHandler entity_rows;
};
// core/src/api/parts.cc: every handler; wasm/parts_absent.cc: every one nullptr.
const InteropHandlers& Interop();

// The extended part's handlers, read by the operation list (core/src/api/dispatch.cc).
struct ExtendedHandlers {
  OpHandler transact_write_items;
  OpHandler transact_get_items;
  OpHandler update_table;
  OpHandler tag_resource;
  OpHandler untag_resource;
  OpHandler list_tags_of_resource;
  OpHandler update_time_to_live;
  OpHandler describe_time_to_live;
  OpHandler expire_items;
  OpHandler execute_statement;
  OpHandler batch_execute_statement;
  OpHandler execute_transaction;
  OpHandler explain_statement;
  OpHandler list_streams;
  OpHandler describe_stream;
  OpHandler get_shard_iterator;
  OpHandler get_records;
};
// core/src/api/parts.cc: every handler; wasm/parts_absent.cc: every one nullptr.
const ExtendedHandlers& Extended();

struct OperationPart {
  std::string_view part;  // "core", "interop" or "extended"
  bool linked;            // false: this module is linked without the part
};
// The part of a listed operation (ops.h: Operations); {"", false} for an unknown name.
OperationPart PartOf(std::string_view name);

struct PartInfo {
  std::string_view name;  // "core", "interop", "extended"
  bool linked;            // false: this module is linked without the part
  // False when the part's operations read and change no database state (interop): another
  // engine, holding none of this one's state, answers them alike.
  bool uses_state;
};
// Every part, "core" first.
std::vector<PartInfo> Parts();

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_PARTS_H_
