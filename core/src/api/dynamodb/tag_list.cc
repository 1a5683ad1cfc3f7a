#include "tag_list.h"

#include <algorithm>
#include <cstddef>
#include <string_view>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"

namespace keyscape::api {

using base::ErrorCode;
using base::Json;
using base::Status;

size_t CharacterCount(std::string_view s) {
  return static_cast<size_t>(std::count_if(
      s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

Status ReadTagList(const Json& tags, ConstraintErrors* errors, TagPairs* out) {
  for (size_t i = 0; i < tags.array().size(); ++i) {
    const Json& tag = tags.array()[i];
    if (!tag.is_object()) return Status::Serialization("Unexpected value type in Tag");
    KS_ASSIGN_OR_RETURN(auto key, GetString(tag, "Key"));
    KS_ASSIGN_OR_RETURN(auto value, GetString(tag, "Value"));
    const std::string p = "tags." + std::to_string(i + 1) + ".member";
    if (!key)
      errors->Add("null", p + ".key", "Member must not be null");
    else if (key->empty() || CharacterCount(*key) > 128)
      errors->Add(Quoted(*key), p + ".key",
                  key->empty() ? "Member must have length greater than or equal to 1"
                               : "Member must have length less than or equal to 128");
    if (!value)
      errors->Add("null", p + ".value", "Member must not be null");
    else if (CharacterCount(*value) > 256)
      errors->Add(Quoted(*value), p + ".value",
                  "Member must have length less than or equal to 256");
    out->emplace_back(key.value_or(""), value.value_or(""));
  }
  return Status::Ok();
}

Status MergeTags(const TagPairs& add, TagPairs* tags) {
  TagPairs merged = *tags;
  for (const auto& tag : add) {
    auto it = std::find_if(merged.begin(), merged.end(),
                           [&tag](const auto& e) { return e.first == tag.first; });
    if (it != merged.end())
      it->second = tag.second;
    else
      merged.push_back(tag);
  }
  if (merged.size() > 50)
    return Status(ErrorCode::kLimitExceeded,
                  "The number of tags on the resource exceeds the limit of 50");
  std::sort(merged.begin(), merged.end());
  *tags = std::move(merged);
  return Status::Ok();
}

}  // namespace keyscape::api
