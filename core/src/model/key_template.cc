#include "keyscape/model/key_template.h"

#include "model_names.h"

namespace keyscape::model {

Result<KeyTemplate> KeyTemplate::Parse(std::string_view text) {
  size_t open = text.find("${");
  if (open == std::string_view::npos)
    return Status::Validation("Key template '" + std::string(text) +
                              "' has no ${attribute} placeholder");
  size_t close = text.find('}', open + 2);
  if (close == std::string_view::npos)
    return Status::Validation("Key template '" + std::string(text) +
                              "' has an unterminated ${ placeholder");
  std::string_view name = text.substr(open + 2, close - open - 2);
  if (name.empty())
    return Status::Validation("Key template '" + std::string(text) +
                              "' has an empty ${} placeholder");
  if (name.find('|') != std::string_view::npos)
    return Status::Validation("Key template '" + std::string(text) +
                              "': filters are not supported by GenerateItems");
  if (name.find("${") != std::string_view::npos ||
      text.find("${", close + 1) != std::string_view::npos)
    return Status::Validation("Key template '" + std::string(text) +
                              "' must have exactly one ${attribute} placeholder");
  KeyTemplate t;
  t.prefix = std::string(text.substr(0, open));
  t.placeholder = std::string(name);
  t.suffix = std::string(text.substr(close + 1));
  return t;
}

}  // namespace keyscape::model
