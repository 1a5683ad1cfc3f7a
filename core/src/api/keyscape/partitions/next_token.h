// keyscape:GenerateItems' continuation (NextToken, Limit), shared by its two modes and by
// keyscape:PreviewItems. Private to core/src/api.
//
// A data set is the items of one request (every member but Limit, NextToken and
// PreviewCount): Count items drawn from one stream (datagen::StreamPosition). A call writes
// at most Limit of them from where NextToken says the last call stopped, and answers a
// NextToken while items remain. The token is opaque text that names the request it belongs
// to (an MD5 of the request's other members) and the stream's position; a token of another
// request is a ValidationException.
#ifndef KEYSCAPE_SRC_API_NEXT_TOKEN_H_
#define KEYSCAPE_SRC_API_NEXT_TOKEN_H_

#include <cstdint>
#include <optional>
#include <string>

#include "keyscape/api/keyscape/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/datagen/item_generator.h"

namespace keyscape::api {

// Where this call starts and how many items it writes.
struct Chunk {
  std::optional<datagen::StreamPosition> from;  // nullopt: the data set's first item
  uint64_t first = 0;                         // the number of the chunk's first item
  uint64_t count = 0;                         // items of this call
};

// Reads NextToken and Limit (1..kMaxGeneratedItems) of `request`, a data set of `count` items.
base::Result<Chunk> ReadChunk(const base::Json& request, const Fields& f, uint64_t count);

// The response's NextToken after a call ended at `end`, when items of the data set remain.
void AddNextToken(const base::Json& request, const datagen::StreamPosition& end, uint64_t count,
                  base::Json* response);

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_NEXT_TOKEN_H_
