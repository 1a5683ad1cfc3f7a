// Shared by compile_pattern.cc (reads) and compile_writes.cc (writes); private.
#ifndef KEYSCAPE_SRC_MODEL_COMPILE_INTERNAL_H_
#define KEYSCAPE_SRC_MODEL_COMPILE_INTERNAL_H_

#include <string>
#include <vector>

#include "keyscape/model/compile_pattern.h"
#include "keyscape/model/pattern_target.h"

namespace keyscape::model {

// {"S": text} / {"N": text} / {"B": text} for a key attribute of `type`.
base::Json KeyValueJson(value::AttrType type, const std::string& text);
// The item key {"PK": {...}, "SK": {...}} the pattern's key renders to (sort: its "=" value).
base::Result<base::Json> RenderItemKey(const AccessPattern& p, const PatternTarget& t,
                                       const std::string& path);
// The write patterns' requests (PutItem, UpdateItem, DeleteItem, BatchWriteItem,
// TransactWriteItems) and the multi-item reads (BatchGetItem, TransactGetItems).
base::Result<CompiledPattern> CompileItemsPattern(const Design& d, const AccessPattern& p,
                                                  const std::vector<RenderedItem>& items,
                                                  const std::string& path);

}  // namespace keyscape::model

#endif  // KEYSCAPE_SRC_MODEL_COMPILE_INTERNAL_H_
