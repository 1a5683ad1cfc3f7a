// variable-length-middle (lint.h's rule table): a sort-key placeholder of variable length
// followed by another placeholder. A part of the lint rule table (context.h).
#include <string>
#include <utility>

#include "analysis/context.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_template.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::analysis::lint {

using model::AttributeSpec;
using model::TemplatePart;
using value::AttrType;

namespace {

constexpr char kMiddleWhy[] =
    "Sort keys compare byte by byte from the left, so a variable-length value decides the "
    "order of everything after it: USER#<name>#<id> orders by name length and content, "
    "and a shorter name that is a prefix of a longer one interleaves their items. "
    "Variable-length parts belong at the end of a key.";

// A value of variable length: not padded, not a closed set of values, not a number.
bool VariableLength(const TemplatePart& p, const AttributeSpec* a) {
  return !IsFixedWidth(p, a) && !(a && !a->allowed_values.empty()) &&
         !(a && a->type == AttrType::kN);
}

void SlotRule(const SortKeySlot& s, Findings* out) {
  const auto& parts = s.tmpl().parts();
  size_t last = parts.size() - 1;
  while (!parts[last].placeholder) --last;
  if (last == s.part || !VariableLength(s.p, s.a)) return;
  const std::string swapped = Swapped(s.tmpl(), s.part, last);
  Finding f = Make("variable-length-middle", Severity::kWarning, s.Location(),
                   s.Where() + " has the variable-length value " + s.p.text + " in the middle (" +
                       s.tmpl().text() + ")",
                   kMiddleWhy,
                   "put " + s.p.text + " last: " + swapped + ", or give it a fixed width (${" +
                       s.p.text + "|pad(N)}) or a closed \"values\" set");
  // The swap is a whole fix only when the value it moves into the middle has a fixed length.
  const TemplatePart& moved = parts[last];
  if (!VariableLength(moved, s.k.e.FindAttribute(moved.text))) f = WithValue(std::move(f), swapped);
  out->push_back(std::move(f));
}

}  // namespace

void VariableLengthMiddle(const Context& c, Findings* out) {
  ForEachSortKeySlot(c, [&](const SortKeySlot& s) { SlotRule(s, out); });
}

}  // namespace keyscape::analysis::lint
