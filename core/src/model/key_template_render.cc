// KeyTemplate::Render and KeyTemplate::Prefix (key_template.h): values through their
// filters into a key, or into a begins_with operand.
#include <algorithm>

#include "keyscape/base/status.h"
#include "keyscape/model/key_template.h"
#include "keyscape/model/key_template_text.h"
#include "keyscape/model/time_format.h"

namespace keyscape::model {

using base::Result;
using base::Status;

using template_text::CountChars;
using template_text::FilterText;

Result<std::string> KeyTemplate::RenderValue(const TemplatePart& p, const std::string& value,
                                             bool partial) const {
  if (template_text::InvalidUtf8At(value) != std::string::npos)
    return Error("the value of " + p.text + " is not valid UTF-8");
  std::string v = value;
  // A partial date keeps its place in the key only when no pad follows to move it.
  bool pad_follows = false;
  for (auto it = p.filters.rbegin(); it != p.filters.rend() && partial; ++it) {
    if (it->kind == TemplateFilter::Kind::kIso8601) break;
    pad_follows = pad_follows || it->kind == TemplateFilter::Kind::kPad;
  }
  for (const TemplateFilter& f : p.filters) {
    switch (f.kind) {
      case TemplateFilter::Kind::kPad: {
        if (template_text::IsNegativeNumber(v))
          return Error("value " + v + " of " + p.text + " is a negative number, which " +
                       FilterText(f) + " cannot keep in order");
        const size_t n = CountChars(v);
        if (n > f.width)
          return Error("value " + v + " of " + p.text + " is longer than " + FilterText(f));
        v.insert(0, f.width - n, f.fill);
        break;
      }
      case TemplateFilter::Kind::kUpper:
        v = template_text::AsciiUpper(v);
        break;
      case TemplateFilter::Kind::kLower:
        v = template_text::AsciiLower(v);
        break;
      case TemplateFilter::Kind::kIso8601: {
        if (partial && !pad_follows && template_text::IsIso8601Beginning(v)) break;
        int64_t millis = 0;
        if (!ParseIso8601(v, &millis))
          return Error("value " + v + " of " + p.text +
                       " is not an ISO 8601 date-time (like 2026-06-23T10:00:00Z)");
        v = FormatIso8601(millis);
        break;
      }
    }
  }
  return v;
}

Status KeyTemplate::CheckDelimiter(size_t part, const std::string& value,
                                   const std::string& rendered) const {
  if (part + 1 >= parts_.size() || parts_[part + 1].placeholder || FixedWidth(part))
    return Status::Ok();
  const std::string& delimiter = parts_[part + 1].text;
  if ((rendered + delimiter).find(delimiter) == rendered.size()) return Status::Ok();
  const std::string& name = parts_[part].text;
  const bool inside = rendered.find(delimiter) != std::string::npos;
  return Error("value " + value + " of " + name +
               (inside ? " contains '" : " ends with the start of '") + delimiter +
               "', the text that follows ${" + name + "}, so the key could not be parsed back");
}

Result<std::string> KeyTemplate::Render(const TemplateValues& values) const {
  std::string key;
  for (size_t i = 0; i < parts_.size(); ++i) {
    const TemplatePart& p = parts_[i];
    if (!p.placeholder) {
      key += p.text;
      continue;
    }
    auto it = values.find(p.text);
    if (it == values.end()) return Error("attribute " + p.text + " is missing");
    KS_ASSIGN_OR_RETURN(std::string v, RenderValue(p, it->second, false));
    KS_RETURN_IF_ERROR(CheckDelimiter(i, it->second, v));
    key += v;
  }
  return key;
}

Result<std::string> KeyTemplate::Prefix(const TemplateValues& values) const {
  const std::vector<std::string> names = Attributes();
  for (const auto& [name, value] : values) {
    if (std::find(names.begin(), names.end(), name) == names.end())
      return Error("attribute " + name + " is not in the template");
  }
  // Parts before `stop` have values (or are literals); `last` is the last placeholder there.
  size_t stop = parts_.size();
  for (size_t i = 0; i < parts_.size() && stop == parts_.size(); ++i) {
    if (parts_[i].placeholder && !values.count(parts_[i].text)) stop = i;
  }
  std::vector<std::string> used;
  size_t last = parts_.size();
  for (size_t i = 0; i < stop; ++i) {
    if (!parts_[i].placeholder) continue;
    used.push_back(parts_[i].text);
    last = i;
  }
  for (const auto& [name, value] : values) {
    if (std::find(used.begin(), used.end(), name) == used.end())
      return Error("attribute " + name + " is given, but " + parts_[stop].text +
                   ", which comes before it, is missing");
  }
  std::string prefix;
  const size_t end = last == parts_.size() ? stop : last + 1;
  for (size_t i = 0; i < end; ++i) {
    const TemplatePart& p = parts_[i];
    if (!p.placeholder) {
      prefix += p.text;
      continue;
    }
    const std::string& value = values.at(p.text);
    KS_ASSIGN_OR_RETURN(std::string v, RenderValue(p, value, i == last));
    KS_RETURN_IF_ERROR(CheckDelimiter(i, value, v));
    prefix += v;
  }
  return prefix;
}

}  // namespace keyscape::model
