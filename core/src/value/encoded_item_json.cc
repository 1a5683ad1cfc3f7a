// Stored items written as DynamoDB JSON text, whole or projected (encoded_item.h), the
// same bytes AttributeValueToJson / AttrMapToJson (dynamodb_json.cc) and Json::Dump
// produce.
#include "encoded_item_reader.h"
#include "keyscape/base/json.h"
#include "keyscape/value/base64.h"
#include "keyscape/value/encoded_item.h"
#include "value_names.h"

namespace keyscape::value {

// ---- AttrSelection ---------------------------------------------------------------

const AttrSelection* AttrSelection::FindName(std::string_view name) const {
  for (const auto& [k, v] : names_)
    if (k == name) return v.get();
  return nullptr;
}

AttrSelection* AttrSelection::Name(std::string_view name) {
  for (auto& [k, v] : names_)
    if (k == name) return v.get();
  names_.emplace_back(std::string(name), std::make_unique<AttrSelection>());
  return names_.back().second.get();
}

AttrSelection* AttrSelection::Index(uint32_t i) {
  auto& slot = indexes_[i];
  if (!slot) slot = std::make_unique<AttrSelection>();
  return slot.get();
}

void AttrSelection::Add(const std::vector<Step>& path) {
  if (path.empty() || path.front().is_index) return;  // selects no attribute
  AttrSelection* cur = this;
  for (const Step& s : path) {
    if (cur->whole_) return;  // an ancestor is already taken whole
    cur = s.is_index ? cur->Index(s.index) : cur->Name(s.name);
  }
  cur->whole_ = true;
  cur->names_.clear();
  cur->indexes_.clear();
}

// ---- writing ---------------------------------------------------------------------

namespace {

// {"<type>": as AttributeValueToJson opens each value, by AttrType.
constexpr std::string_view kOpen[] = {"{\"S\":",    "{\"N\":",  "{\"B\":",  "{\"BOOL\":",
                                      "{\"NULL\":", "{\"L\":[", "{\"M\":{", "{\"SS\":[",
                                      "{\"NS\":[",  "{\"BS\":["};

void AppendBase64String(std::string_view raw, std::string* out) {
  out->push_back('"');
  out->append(Base64Encode(raw));
  out->push_back('"');
}

void WriteValue(EncodedReader* in, std::string* out);

void WriteMembers(EncodedReader* in, std::string* out) {
  uint64_t n;
  if (!in->Count(&n)) return;
  for (uint64_t i = 0; i < n; ++i) {
    std::string_view name;
    if (!in->Bytes(&name)) return;
    if (i) out->push_back(',');
    base::AppendJsonString(name, out);
    out->push_back(':');
    WriteValue(in, out);
  }
}

void WriteValue(EncodedReader* in, std::string* out) {
  AttrType type;
  if (!in->Tag(&type)) return;
  out->append(kOpen[static_cast<int>(type)]);
  std::string_view bytes;
  uint64_t n = 0;
  uint8_t b = 0;
  switch (type) {
    case AttrType::kS:
    case AttrType::kN:
      if (in->Bytes(&bytes)) base::AppendJsonString(bytes, out);
      break;
    case AttrType::kB:
      if (in->Bytes(&bytes)) AppendBase64String(bytes, out);
      break;
    case AttrType::kBool:
      in->Byte(&b);
      out->append(b ? "true" : "false");
      break;
    case AttrType::kNull:
      out->append("true");
      break;
    case AttrType::kSS:
    case AttrType::kNS:
    case AttrType::kBS:
      if (in->Count(&n)) {
        for (uint64_t i = 0; i < n && in->Bytes(&bytes); ++i) {
          if (i) out->push_back(',');
          if (type == AttrType::kBS) {
            AppendBase64String(bytes, out);
          } else {
            base::AppendJsonString(bytes, out);
          }
        }
      }
      out->push_back(']');
      break;
    case AttrType::kL:
      if (in->Count(&n)) {
        for (uint64_t i = 0; i < n; ++i) {
          if (i) out->push_back(',');
          WriteValue(in, out);
        }
      }
      out->push_back(']');
      break;
    case AttrType::kM:
      WriteMembers(in, out);
      out->push_back('}');
      break;
  }
  out->push_back('}');
}

bool WriteProjected(EncodedReader* in, const AttrSelection& sel, std::string* out);

// The selected members of a map (the reader after the tag), comma-separated; false when
// none produced anything.
bool WriteSelectedMembers(EncodedReader* in, const AttrSelection& sel, std::string* out) {
  uint64_t n;
  if (!in->Count(&n)) return false;
  bool any = false;
  for (uint64_t i = 0; i < n; ++i) {
    std::string_view name;
    if (!in->Bytes(&name)) return any;
    const AttrSelection* child = sel.FindName(name);
    if (!child) {
      if (!in->SkipValue()) return any;
      continue;
    }
    const size_t mark = out->size();
    if (any) out->push_back(',');
    base::AppendJsonString(name, out);
    out->push_back(':');
    if (WriteProjected(in, *child, out)) {
      any = true;
    } else {
      out->resize(mark);
    }
  }
  return any;
}

// The selected elements of a list (the reader after the tag), in index order.
bool WriteSelectedElements(EncodedReader* in, const AttrSelection& sel, std::string* out) {
  uint64_t n;
  if (!in->Count(&n)) return false;
  bool any = false;
  auto want = sel.indexes().begin();
  for (uint64_t i = 0; i < n; ++i) {
    if (want == sel.indexes().end() || want->first != i) {
      if (!in->SkipValue()) return any;
      continue;
    }
    const size_t mark = out->size();
    if (any) out->push_back(',');
    if (WriteProjected(in, *want->second, out)) {
      any = true;
    } else {
      out->resize(mark);
    }
    ++want;
  }
  return any;
}

// Appends the projection of the next value (always consumed); false, with nothing
// appended, when the projection is empty (expr::ApplyProjection's Project gives nullopt).
bool WriteProjected(EncodedReader* in, const AttrSelection& sel, std::string* out) {
  if (sel.whole()) {
    WriteValue(in, out);
    return true;
  }
  AttrType type;
  if (!in->PeekTag(&type)) return false;
  const bool map = type == AttrType::kM && !sel.names().empty();
  const bool list = type == AttrType::kL && !sel.indexes().empty();
  if (!map && !list) {
    in->SkipValue();
    return false;
  }
  in->Tag(&type);
  const size_t mark = out->size();
  out->append(kOpen[static_cast<int>(type)]);
  if (map ? WriteSelectedMembers(in, sel, out) : WriteSelectedElements(in, sel, out)) {
    out->append(map ? "}}" : "]}");
    return true;
  }
  out->resize(mark);
  return false;
}

}  // namespace

void AppendEncodedItemJson(std::string_view encoded, std::string* out) {
  EncodedReader in(encoded);
  out->push_back('{');
  WriteMembers(&in, out);
  out->push_back('}');
}

void AppendEncodedItemJson(std::string_view encoded, const AttrSelection& selection,
                           std::string* out) {
  EncodedReader in(encoded);
  out->push_back('{');
  WriteSelectedMembers(&in, selection, out);
  out->push_back('}');
}

}  // namespace keyscape::value
