// A one-placeholder key template, "PREFIX${attr}SUFFIX", as the sample-data generator uses it.
#ifndef KEYSCAPE_MODEL_KEY_TEMPLATE_H_
#define KEYSCAPE_MODEL_KEY_TEMPLATE_H_

#include <string>
#include <string_view>

#include "keyscape/base/status.h"

namespace keyscape::model {

struct KeyTemplate {
  std::string prefix;       // literal text before the placeholder
  std::string placeholder;  // attribute name inside ${...}
  std::string suffix;       // literal text after it
  // Parses "PREFIX${attr}SUFFIX". Error (ValidationException) unless there is exactly one
  // well-formed placeholder with a non-empty name.
  static base::Result<KeyTemplate> Parse(std::string_view text);
  std::string Render(std::string_view value) const { return prefix + std::string(value) + suffix; }
  bool bare() const { return prefix.empty() && suffix.empty(); }
};

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_KEY_TEMPLATE_H_
