// Reading items in their stored form (item_codec.h) without decoding them into an AttrMap:
// checking and sizing them, writing them (or a projection of them) as DynamoDB JSON text,
// and decoding only some of their top-level attributes. The read path of Query, Scan and
// GetItem answers from these.
//
// Contracts, for every `encoded` that DecodeItem accepts (call it item):
// - CheckEncodedItem(encoded, &size) is true and size == ItemSize(item); it is false exactly
//   when DecodeItem fails.
// - AppendEncodedItemJson(encoded, &out) appends AttrMapToJson(item).Dump(), byte for byte
//   (member order, number texts, string escapes and base64 included).
// - AppendEncodedItemJson(encoded, selection, &out) appends
//   AttrMapToJson(expr::ApplyProjection(paths, item)).Dump() when `selection` holds the same
//   paths (projection.h: nested maps kept in item order, list elements compacted in index
//   order, paths that do not resolve and containers left empty omitted, the shorter of two
//   overlapping paths wins, paths starting with a list index select nothing).
// - DecodeItemAttributes(encoded, names) returns the members of item whose names are in
//   `names`, in item order.
// The appenders REQUIRE a valid encoding (CheckEncodedItem true); on other bytes they append
// something unspecified but never read out of bounds.
#ifndef KEYSCAPE_VALUE_ENCODED_ITEM_H_
#define KEYSCAPE_VALUE_ENCODED_ITEM_H_

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "keyscape/value/attribute_value.h"

namespace keyscape::value {

// The projected paths of an item as a tree: a node is taken whole, or by named members
// (maps), or by list indexes.
class AttrSelection {
 public:
  struct Step {
    bool is_index = false;
    std::string_view name;  // !is_index
    uint32_t index = 0;     // is_index
  };
  // Adds one document path (a.b[2].c as {a}, {b}, [2], {c}).
  void Add(const std::vector<Step>& path);

  bool whole() const { return whole_; }
  const AttrSelection* FindName(std::string_view name) const;
  const std::vector<std::pair<std::string, std::unique_ptr<AttrSelection>>>& names() const {
    return names_;
  }
  const std::map<uint32_t, std::unique_ptr<AttrSelection>>& indexes() const { return indexes_; }

 private:
  AttrSelection* Name(std::string_view name);
  AttrSelection* Index(uint32_t i);

  bool whole_ = false;
  std::vector<std::pair<std::string, std::unique_ptr<AttrSelection>>> names_;
  std::map<uint32_t, std::unique_ptr<AttrSelection>> indexes_;
};

bool CheckEncodedItem(std::string_view encoded, int64_t* size);
void AppendEncodedItemJson(std::string_view encoded, std::string* out);
void AppendEncodedItemJson(std::string_view encoded, const AttrSelection& selection,
                           std::string* out);
// The same texts written into a caller's buffer: EncodedItemJsonBound(encoded) bytes of room
// hold either text of `encoded`; the writers return the end of what they wrote.
size_t EncodedItemJsonBound(std::string_view encoded);
char* WriteEncodedItemJson(std::string_view encoded, char* p);
char* WriteEncodedItemJson(std::string_view encoded, const AttrSelection& selection, char* p);
AttrMap DecodeItemAttributes(std::string_view encoded, const std::vector<std::string>& names);

}  // namespace keyscape::value

#endif  // KEYSCAPE_VALUE_ENCODED_ITEM_H_
