#include "keyscape/interop/import/dynamodb_items.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"

namespace keyscape::interop {

using base::Json;
using base::Result;
using base::Status;

namespace {

struct Piece {
  std::string_view text;
  int line = 1;  // where it starts
};

bool IsSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// The top-level JSON values of `text`, split where the brackets of one close. A piece that
// is not an object or array runs to the end of its line (Parse then names the problem).
std::vector<Piece> SplitTopLevel(std::string_view text) {
  std::vector<Piece> out;
  size_t i = 0;
  int line = 1;
  while (i < text.size()) {
    if (IsSpace(text[i])) {
      if (text[i++] == '\n') ++line;
      continue;
    }
    const size_t start = i;
    const int start_line = line;
    if (text[i] != '{' && text[i] != '[') {
      while (i < text.size() && text[i] != '\n') ++i;
      out.push_back({text.substr(start, i - start), start_line});
      continue;
    }
    int depth = 0;
    bool in_string = false;
    for (; i < text.size(); ++i) {
      const char c = text[i];
      if (c == '\n') ++line;
      if (in_string) {
        if (c == '\\')
          ++i;
        else if (c == '"')
          in_string = false;
      } else if (c == '"') {
        in_string = true;
      } else if (c == '{' || c == '[') {
        ++depth;
      } else if ((c == '}' || c == ']') && --depth == 0) {
        ++i;
        break;
      }
    }
    out.push_back({text.substr(start, i - start), start_line});
  }
  return out;
}

Status NotDynamoDbJson(int line, const std::string& why) {
  return Status::Validation("not DynamoDB JSON (line " + std::to_string(line) + "): " + why);
}

// One top-level value's items: a scan page, an array of items, {"Item": item} or an item.
Status AddItems(const Json& doc, int line, std::vector<Json>* out) {
  if (doc.is_array()) {
    for (const Json& item : doc.array()) out->push_back(item);
    return Status::Ok();
  }
  if (!doc.is_object()) return NotDynamoDbJson(line, "an object or an array of items");
  if (const Json* items = doc.Find("Items")) {
    if (!items->is_array()) return NotDynamoDbJson(line, "Items must be an array of items");
    for (const Json& item : items->array()) out->push_back(item);
    return Status::Ok();
  }
  out->push_back(doc.Find("Item") ? *doc.Find("Item") : doc);
  return Status::Ok();
}

}  // namespace

Result<std::vector<Json>> DynamoDbItems(std::string_view text) {
  std::vector<Json> out;
  for (const Piece& p : SplitTopLevel(text)) {
    Result<Json> doc = Json::Parse(p.text);
    if (!doc.ok()) return NotDynamoDbJson(p.line, doc.status().message());
    KS_RETURN_IF_ERROR(AddItems(*doc, p.line, &out));
  }
  return out;
}

}  // namespace keyscape::interop
