// Key templates (MODEL.md "Key templates"): literal text with ${attr|filter|...}
// placeholders; `$$` is a literal `$`. Filters apply left to right: pad(N), pad(N,c), upper,
// lower, iso8601.
#ifndef KEYSCAPE_MODEL_KEY_TEMPLATE_H_
#define KEYSCAPE_MODEL_KEY_TEMPLATE_H_

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/base/status.h"

namespace keyscape::model {

struct TemplateFilter {
  enum class Kind { kPad, kUpper, kLower, kIso8601 };
  Kind kind = Kind::kPad;
  uint32_t width = 0;
  char fill = '0';
};

struct TemplatePart {
  bool placeholder = false;
  std::string text;  // literal text, or the attribute name
  std::vector<TemplateFilter> filters;
};

// attribute -> value as text (numbers: their decimal text as written in the model)
using TemplateValues = std::map<std::string, std::string>;

class KeyTemplate {
 public:
  static base::Result<KeyTemplate> Parse(std::string_view text);
  const std::string& text() const { return text_; }
  const std::vector<TemplatePart>& parts() const { return parts_; }
  std::vector<std::string> Attributes() const;
  bool IsSinglePlaceholder() const;
  std::optional<uint32_t> FixedWidth(size_t part) const;
  base::Result<std::string> Render(const TemplateValues& values) const;
  base::Result<TemplateValues> ParseKey(std::string_view key) const;
  base::Result<std::string> Prefix(const TemplateValues& values) const;

 private:
  std::string text_;
  std::vector<TemplatePart> parts_;
};

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_KEY_TEMPLATE_H_
