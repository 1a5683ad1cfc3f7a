#include <string>

#include "keyscape/base/json.h"

namespace keyscape::base {
namespace {

void Newline(int depth, int indent, std::string* out) {
  out->push_back('\n');
  out->append(static_cast<size_t>(depth * indent), ' ');
}

void DumpIndentedTo(const Json& v, int depth, int indent, std::string* out) {
  if (v.is_verbatim()) {
    auto parsed = Json::Parse(v.Dump());
    if (parsed.ok()) return DumpIndentedTo(*parsed, depth, indent, out);
  }
  if (v.is_array() && !v.array().empty()) {
    out->push_back('[');
    for (size_t i = 0; i < v.array().size(); ++i) {
      if (i) out->push_back(',');
      Newline(depth + 1, indent, out);
      DumpIndentedTo(v.array()[i], depth + 1, indent, out);
    }
    Newline(depth, indent, out);
    out->push_back(']');
  } else if (v.is_object() && !v.members().empty()) {
    out->push_back('{');
    for (size_t i = 0; i < v.members().size(); ++i) {
      if (i) out->push_back(',');
      Newline(depth + 1, indent, out);
      AppendJsonString(v.members()[i].first, out);
      out->append(": ");
      DumpIndentedTo(v.members()[i].second, depth + 1, indent, out);
    }
    Newline(depth, indent, out);
    out->push_back('}');
  } else {
    v.DumpTo(out);
  }
}

}  // namespace

std::string Json::DumpIndented(int indent) const {
  std::string out;
  DumpIndentedTo(*this, 0, indent, &out);
  return out;
}

}  // namespace keyscape::base
