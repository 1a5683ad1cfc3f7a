// variable-length-middle (lint.h's rule table): a sort-key placeholder of variable length
// followed by another placeholder. A part of the lint rule table (context.h).
#include <string>
#include <utility>
#include <vector>

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

// The template's variable-length placeholders, in order, as "${name}" texts.
std::vector<std::string> VariableParts(const SortKeySlot& s) {
  std::vector<std::string> out;
  for (const TemplatePart& p : s.tmpl().parts())
    if (p.placeholder && VariableLength(p, s.k.e.FindAttribute(p.text))) out.push_back(p.text);
  return out;
}

std::string Listed(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i)
    out += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
  return out;
}

// The fix: the swap with the last placeholder when it leaves only that one of variable
// length (then also the finding's fixValue); otherwise the widths to fix first, since a swap
// would only move another variable-length value into the middle.
void SlotRule(const SortKeySlot& s, Findings* out) {
  const auto& parts = s.tmpl().parts();
  size_t last = parts.size() - 1;
  while (!parts[last].placeholder) --last;
  if (last == s.part || !VariableLength(s.p, s.a)) return;
  const std::vector<std::string> variable = VariableParts(s);
  const bool last_variable = VariableLength(parts[last], s.k.e.FindAttribute(parts[last].text));
  const size_t others = variable.size() - 1 - (last_variable ? 1 : 0);
  const bool swap_fixes = !last_variable && others == 0;
  std::string fix;
  if (swap_fixes) {
    fix = "put " + s.p.text + " last: " + Swapped(s.tmpl(), s.part, last) +
          ", or give it a fixed width (${" + s.p.text + "|pad(N)}) or a closed \"values\" set";
  } else {
    fix = Listed(variable) +
          " vary in length, so moving one to the end leaves another "
          "in the middle: give all but one of them a fixed width (an id \"format\" such as "
          "ulid or uuid, ${attr|pad(N)}, or a closed \"values\" set), then put the one of "
          "variable length last";
  }
  Finding f = Make("variable-length-middle", Severity::kWarning, s.Location(),
                   s.Where() + " has the variable-length value " + s.p.text + " in the middle (" +
                       s.tmpl().text() + ")",
                   kMiddleWhy, fix);
  if (swap_fixes) f = WithValue(std::move(f), Swapped(s.tmpl(), s.part, last));
  out->push_back(std::move(f));
}

}  // namespace

void VariableLengthMiddle(const Context& c, Findings* out) {
  ForEachSortKeySlot(c, [&](const SortKeySlot& s) { SlotRule(s, out); });
}

}  // namespace keyscape::analysis::lint
