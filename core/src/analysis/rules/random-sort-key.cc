// random-sort-key (lint.h's rule table): a sort key ordered by a random UUID, in an entity's
// sort-key template (its first placeholder) or raw items' sort keys. A part of the lint rule
// table (context.h).
#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "analysis/context.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_roles.h"

namespace keyscape::analysis::lint {

using model::KeyRole;
using model::TableModel;
using model::ValueFormat;

namespace {

constexpr char kRandomWhy[] =
    "A random UUID makes the key unique and supports direct lookup, but its byte order has "
    "nothing to do with creation time: \"newest first\", \"last 20\" and time ranges are "
    "impossible on this key. A ULID is as unique and starts with its creation time.";
constexpr char kRawRandomWhy[] =
    "Random UUIDs make keys unique but their byte order has nothing to do with creation "
    "time: \"newest first\" and time ranges are impossible on this key. A ULID is as unique "
    "and starts with its creation time.";

// REQUIRES: s is the template's first placeholder.
void SlotRule(const SortKeySlot& s, Findings* out) {
  bool uuid_samples = !s.samples.empty() &&
                      std::all_of(s.samples.begin(), s.samples.end(), [](const std::string& v) {
                        return v.size() == 36 && UuidAt(v, 0);
                      });
  if (!s.a || (s.a->format != ValueFormat::kUuid && !uuid_samples)) return;
  out->push_back(
      Make("random-sort-key", Severity::kWarning, s.Location(),
           s.Where() + " is ordered by the random UUID " + s.p.text + " (" + s.tmpl().text() + ")",
           kRandomWhy,
           "make " + s.p.text + " a ULID (\"" + s.p.text +
               "\": {\"type\": \"S\", \"format\": \"ulid\"}), which sorts by "
               "creation time and still finds the item from its id alone: " +
               s.tmpl().text()));
}

void RawRule(const Context& c, const TableModel& t, const KeyRole& r,
             const std::vector<RawKey>& keys, Findings* out) {
  const RawKey* first = nullptr;
  size_t n = 0;
  for (const RawKey& k : keys) {
    size_t at = FindUuid(k.sort);
    if (at == std::string::npos) continue;
    bool constant_prefix = std::none_of(k.sort.begin(), k.sort.begin() + at, [](char ch) {
      return std::isdigit(static_cast<unsigned char>(ch));
    });
    if (!constant_prefix) continue;
    if (!first) first = &k;
    ++n;
  }
  if (n < 2) return;
  out->push_back(Make("random-sort-key", Severity::kWarning, RawLocation(c, t, r, *first->item),
                      std::to_string(n) + " sort keys of " + r.attr.name + " (" + first->sort +
                          ", ...) are ordered by a random UUID",
                      kRawRandomWhy,
                      "use a ULID instead of the UUID (e.g. PROJECT#01KERRMXE0RFGKW684BF6ARB1H), "
                      "or put the creation time first: PROJECT#<ISO 8601 time>#<uuid>"));
}

}  // namespace

void RandomSortKey(const Context& c, Findings* out) {
  ForEachSortKeySlot(c, [&](const SortKeySlot& s) {
    if (s.first) SlotRule(s, out);
  });
  ForEachRawSortKey(c, [&](const TableModel& t, const KeyRole& r, const std::vector<RawKey>& keys) {
    RawRule(c, t, r, keys, out);
  });
}

}  // namespace keyscape::analysis::lint
