#include "keyscape/table/stream_log.h"

#include <utility>

#include "keyscape/value/attribute_value.h"
#include "keyscape/value/item_size.h"

namespace keyscape::table {

using value::AttributeValue;
using value::AttrMap;
using value::FindAttr;
using value::Item;
using value::ItemSize;

namespace {

// Equal as DynamoDB compares items: the same names with equal values, in any order.
bool SameItem(const Item& a, const Item& b) {
  if (a.size() != b.size()) return false;
  for (const auto& [name, v] : a) {
    const AttributeValue* w = FindAttr(b, name);
    if (!w || !value::AttrEquals(v, *w)) return false;
  }
  return true;
}

AttrMap KeysOf(const KeySchema& key, const Item& item) {
  AttrMap keys;
  for (const KeyElement* k : key.Elements()) {
    const AttributeValue* v = FindAttr(item, k->name);
    if (v) keys.emplace_back(k->name, *v);
  }
  return keys;
}

bool KeepsNew(StreamViewType v) {
  return v == StreamViewType::kNewImage || v == StreamViewType::kNewAndOldImages;
}

bool KeepsOld(StreamViewType v) {
  return v == StreamViewType::kOldImage || v == StreamViewType::kNewAndOldImages;
}

}  // namespace

const char* StreamEventName(StreamEvent e) {
  switch (e) {
    case StreamEvent::kInsert:
      return "INSERT";
    case StreamEvent::kModify:
      return "MODIFY";
    case StreamEvent::kRemove:
      return "REMOVE";
  }
  return "MODIFY";
}

StreamLog::StreamLog(StreamIdentity identity, std::function<double()> clock, size_t max_records)
    : id_(std::move(identity)),
      clock_(std::move(clock)),
      max_records_(max_records < 1 ? 1 : max_records) {}

void StreamLog::Record(const std::optional<Item>& before, const std::optional<Item>& after) {
  if (!enabled_ || (!before && !after)) return;
  if (before && after && SameItem(*before, *after)) return;
  StreamRecord r;
  r.event = !before ? StreamEvent::kInsert : !after ? StreamEvent::kRemove : StreamEvent::kModify;
  r.sequence = next_++;
  r.created = clock_ ? clock_() : 0;
  r.keys = KeysOf(id_.key, after ? *after : *before);
  r.size_bytes = ItemSize(r.keys);
  if (after && KeepsNew(id_.view)) {
    r.new_image = *after;
    r.size_bytes += ItemSize(*after);
  }
  if (before && KeepsOld(id_.view)) {
    r.old_image = *before;
    r.size_bytes += ItemSize(*before);
  }
  records_.push_back(std::move(r));
  while (records_.size() > max_records_) records_.pop_front();
}

void StreamLog::DiscardFrom(uint64_t mark) {
  while (!records_.empty() && records_.back().sequence >= mark) records_.pop_back();
  if (mark < next_) next_ = mark;
}

std::vector<const StreamRecord*> StreamLog::Read(uint64_t from, size_t limit) const {
  std::vector<const StreamRecord*> out;
  const uint64_t first = first_sequence();
  size_t i = from <= first ? 0 : static_cast<size_t>(from - first);
  for (; i < records_.size() && out.size() < limit; ++i) out.push_back(&records_[i]);
  return out;
}

std::string StreamLog::SequenceNumberText(uint64_t sequence) {
  std::string digits = std::to_string(sequence);
  return "1" + std::string(20 - digits.size(), '0') + digits;
}

bool StreamLog::ParseSequenceNumber(std::string_view text, uint64_t* sequence) {
  if (text.size() != 21 || text[0] != '1') return false;
  uint64_t v = 0;
  for (char c : text.substr(1)) {
    if (c < '0' || c > '9') return false;
    if (v > (UINT64_MAX - 9) / 10) return false;
    v = v * 10 + static_cast<uint64_t>(c - '0');
  }
  *sequence = v;
  return true;
}

}  // namespace keyscape::table
