// libFuzzer target: the key template engine (core/include/keyscape/model/key_template.h).
// Input: a template on the first line; the following lines are the values of its
// attributes in order (a missing line: no value), and everything after the first line is
// also tried as a key. Any crash or sanitizer report is a bug, and so is a broken promise:
//   1. a parse error is a ValidationException about the template;
//   2. for any key K: ParseKey(K) succeeds => Render(ParseKey(K)) == K;
//   3. for values V with Render(V) == K: when no variable-width placeholder is directly
//      followed by another placeholder, ParseKey(K) succeeds, and it gives back V[a] for
//      every attribute a whose placeholders have at most one filter, a pad, and whose value
//      the pad's undoing restores (see Recoverable);
//   4. for the values of the first n attributes (n = 0..all), Prefix succeeds and K starts
//      with it;
//   5. Render, ParseKey and Prefix errors are ValidationExceptions naming the template.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/model/key_template.h"

using keyscape::base::ErrorCode;
using keyscape::base::Status;
using keyscape::model::KeyTemplate;
using keyscape::model::TemplateFilter;
using keyscape::model::TemplatePart;
using keyscape::model::TemplateValues;

namespace {

void Require(bool ok) {
  if (!ok) std::abort();
}

void RequireTemplateError(const Status& st, const KeyTemplate& t) {
  Require(st.code() == ErrorCode::kValidation);
  Require(st.message().rfind("template " + t.text() + ": ", 0) == 0);
}

std::vector<std::string> Lines(std::string_view s) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= s.size()) {
    size_t nl = s.find('\n', start);
    if (nl == std::string_view::npos) nl = s.size();
    out.emplace_back(s.substr(start, nl - start));
    start = nl + 1;
  }
  return out;
}

// ParseKey must give `value` back for `name`: every placeholder of it has no filter, or
// just a pad whose fill the value does not start with (for '0': a non-empty value that
// does not start with '0' or '.', or "0").
bool Recoverable(const KeyTemplate& t, const std::string& name, const std::string& value) {
  for (const TemplatePart& p : t.parts()) {
    if (!p.placeholder || p.text != name || p.filters.empty()) continue;
    if (p.filters.size() > 1 || p.filters[0].kind != TemplateFilter::Kind::kPad) return false;
    const char fill = p.filters[0].fill;
    if (fill == '0') {
      if (value != "0" && (value.empty() || value[0] == '0' || value[0] == '.')) return false;
    } else if (!value.empty() && value[0] == fill) {
      return false;
    }
  }
  return true;
}

bool Unambiguous(const KeyTemplate& t) {
  for (size_t i = 0; i + 1 < t.parts().size(); ++i) {
    if (t.parts()[i].placeholder && t.parts()[i + 1].placeholder && !t.FixedWidth(i)) return false;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view input(reinterpret_cast<const char*>(data), size);
  const size_t nl = input.find('\n');
  std::string_view text = input.substr(0, nl);
  std::string_view rest = nl == std::string_view::npos ? "" : input.substr(nl + 1);

  auto parsed = KeyTemplate::Parse(text);
  if (!parsed.ok()) {
    Require(parsed.status().code() == ErrorCode::kValidation);
    const std::string& m = parsed.status().message();
    Require(m.rfind("template ", 0) == 0 || m.rfind("key template ", 0) == 0);
    return 0;
  }
  const KeyTemplate& t = *parsed;

  // 2: whatever parses renders back.
  auto from_key = t.ParseKey(rest);
  if (from_key.ok()) {
    auto again = t.Render(*from_key);
    Require(again.ok() && *again == rest);
  } else {
    RequireTemplateError(from_key.status(), t);
  }

  // 3: what renders parses back.
  const std::vector<std::string> names = t.Attributes();
  const std::vector<std::string> lines = Lines(rest);
  TemplateValues values;
  for (size_t i = 0; i < names.size() && i < lines.size(); ++i) values[names[i]] = lines[i];
  auto key = t.Render(values);
  if (!key.ok()) {
    RequireTemplateError(key.status(), t);
    return 0;
  }
  if (Unambiguous(t)) {
    auto back = t.ParseKey(*key);
    Require(back.ok());
    auto again = t.Render(*back);
    Require(again.ok() && *again == *key);
    for (const std::string& name : names) {
      if (Recoverable(t, name, values[name])) Require(back->at(name) == values[name]);
    }
  }

  // 4: prefixes of the leading values are prefixes of the key.
  TemplateValues leading;
  for (size_t n = 0; n <= names.size(); ++n) {
    if (n > 0) leading[names[n - 1]] = values[names[n - 1]];
    auto prefix = t.Prefix(leading);
    Require(prefix.ok() && key->rfind(*prefix, 0) == 0);
  }
  return 0;
}
