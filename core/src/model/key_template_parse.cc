// KeyTemplate::Parse: template syntax (key_template.h), and the template's accessors.
#include <algorithm>

#include "keyscape/base/status.h"
#include "keyscape/model/key_template.h"
#include "keyscape/model/key_template_text.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::model {

using base::Result;
using base::Status;
using value::AttrType;

namespace {

constexpr char kFilterList[] = "pad(N), pad(N,c), upper, lower, iso8601";

// "pad(N)" or "pad(N,c)" -> the filter; false on anything else.
bool ParsePad(std::string_view f, TemplateFilter* out) {
  if (f.size() < 6 || f.substr(0, 4) != "pad(" || f.back() != ')') return false;
  std::string_view args = f.substr(4, f.size() - 5);
  size_t comma = args.find(',');
  std::string_view digits = args.substr(0, comma);
  if (digits.empty() || digits.size() > 4) return false;
  uint32_t width = 0;
  for (char c : digits) {
    if (c < '0' || c > '9') return false;
    width = width * 10 + static_cast<uint32_t>(c - '0');
  }
  if (width < 1 || width > kMaxPadWidth) return false;
  char fill = '0';
  if (comma != std::string_view::npos) {
    std::string_view c = args.substr(comma + 1);
    if (c.size() != 1 || c[0] < 0x20 || c[0] > 0x7E) return false;
    fill = c[0];
  }
  *out = TemplateFilter{TemplateFilter::Kind::kPad, width, fill};
  return true;
}

// One filter `piece` (at byte `at` of the template) into *out, or the problem.
bool ParseFilter(std::string_view piece, size_t at, TemplateFilter* out, std::string* problem) {
  const std::string where = " at offset " + std::to_string(at);
  if (piece.empty()) {
    *problem = "empty filter" + where;
  } else if (piece == "upper" || piece == "lower" || piece == "iso8601") {
    *out = TemplateFilter{piece == "upper"   ? TemplateFilter::Kind::kUpper
                          : piece == "lower" ? TemplateFilter::Kind::kLower
                                             : TemplateFilter::Kind::kIso8601};
  } else if (piece.substr(0, 4) == "pad(" || piece == "pad") {
    if (!ParsePad(piece, out))
      *problem = "bad pad arguments '" + std::string(piece) + "'" + where +
                 ": use pad(N) with N from 1 to " + std::to_string(kMaxPadWidth) +
                 ", or pad(N,c) with one printable ASCII character c";
  } else {
    *problem =
        "unknown filter '" + std::string(piece) + "'" + where + " (filters: " + kFilterList + ")";
  }
  return problem->empty();
}

// The placeholder whose body (name and filters) is text[start, close) into *out, or the
// problem.
bool ParsePlaceholder(std::string_view text, size_t start, size_t close, TemplatePart* out,
                      std::string* problem) {
  out->placeholder = true;
  size_t bar = std::min(text.find('|', start), close);
  std::string_view name = text.substr(start, bar - start);
  const std::string where = " at offset " + std::to_string(start);
  if (name.empty()) {
    *problem = "empty attribute name" + where;
    return false;
  }
  if (name.find_first_of("${") != std::string_view::npos) {
    *problem = "attribute name '" + std::string(name) + "' contains $ or {" + where;
    return false;
  }
  out->text = std::string(name);
  while (bar != close) {
    const size_t at = bar + 1;
    bar = std::min(text.find('|', at), close);
    TemplateFilter f{TemplateFilter::Kind::kPad};
    if (!ParseFilter(text.substr(at, bar - at), at, &f, problem)) return false;
    out->filters.push_back(f);
  }
  return true;
}

}  // namespace

Status KeyTemplate::Error(const std::string& problem) const {
  return Status::Validation("template " + text_ + ": " + problem);
}

Result<KeyTemplate> KeyTemplate::Parse(std::string_view text) {
  if (text.empty()) return Status::Validation("key template is empty");
  if (size_t bad = template_text::InvalidUtf8At(text); bad != std::string_view::npos)
    return Status::Validation("key template is not valid UTF-8 at offset " + std::to_string(bad));
  KeyTemplate t;
  t.text_ = std::string(text);
  std::string literal;
  auto flush = [&] {
    if (!literal.empty()) t.parts_.push_back(TemplatePart{false, std::move(literal), {}});
    literal.clear();
  };
  size_t i = 0;
  while (i < text.size()) {
    const bool dollar = text[i] == '$' && i + 1 < text.size();
    if (dollar && text[i + 1] == '$') {
      literal += '$';
      i += 2;
      continue;
    }
    if (!dollar || text[i + 1] != '{') {
      literal += text[i++];
      continue;
    }
    const size_t close = text.find('}', i + 2);
    if (close == std::string_view::npos)
      return t.Error("unclosed ${ at offset " + std::to_string(i));
    TemplatePart p;
    std::string problem;
    if (!ParsePlaceholder(text, i + 2, close, &p, &problem)) return t.Error(problem);
    flush();
    t.parts_.push_back(std::move(p));
    i = close + 1;
  }
  flush();
  return t;
}

std::vector<std::string> KeyTemplate::Attributes() const {
  std::vector<std::string> names;
  for (const TemplatePart& p : parts_) {
    if (p.placeholder && std::find(names.begin(), names.end(), p.text) == names.end())
      names.push_back(p.text);
  }
  return names;
}

bool KeyTemplate::IsSinglePlaceholder() const {
  return parts_.size() == 1 && parts_[0].placeholder;
}

std::optional<uint32_t> KeyTemplate::FixedWidth(size_t part) const {
  if (part >= parts_.size() || !parts_[part].placeholder) return std::nullopt;
  std::optional<uint32_t> width;
  for (const TemplateFilter& f : parts_[part].filters) {
    if (f.kind == TemplateFilter::Kind::kPad) width = f.width;
    if (f.kind == TemplateFilter::Kind::kIso8601) width = kIso8601Width;
  }
  return width;
}

Status KeyTemplate::CheckKeyType(AttrType type) const {
  if (type == AttrType::kS || IsSinglePlaceholder()) return Status::Ok();
  const std::vector<std::string> names = Attributes();
  return Error(std::string("a key attribute of type ") + value::AttrTypeName(type) +
               " must be exactly one placeholder, like ${" +
               (names.empty() ? std::string("name") : names[0]) + "}");
}

}  // namespace keyscape::model
