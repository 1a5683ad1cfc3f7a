// A Tags list as TagResource and CreateTable take it, and a table's tags.
#ifndef KEYSCAPE_API_DYNAMODB_TAG_LIST_H_
#define KEYSCAPE_API_DYNAMODB_TAG_LIST_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"

namespace keyscape::api {

using TagPairs = std::vector<std::pair<std::string, std::string>>;

// The length of UTF-8 text in characters, as DynamoDB's length constraints on tags and on
// the TTL attribute name count it.
size_t CharacterCount(std::string_view s);

// Reads `tags` (an array of {Key, Value}) into *out. Each Key must be 1 to 128 characters
// and each Value at most 256 (characters, not bytes), reported into `errors` at
// "tags.<i>.member.key|value"; a member of the wrong type is a SerializationException.
base::Status ReadTagList(const base::Json& tags, ConstraintErrors* errors, TagPairs* out);

// Adds `add` to `tags` (kept sorted by key), a tag with an existing key replacing its
// value; LimitExceededException when the table would have more than 50.
base::Status MergeTags(const TagPairs& add, TagPairs* tags);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_DYNAMODB_TAG_LIST_H_
