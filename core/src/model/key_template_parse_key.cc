// KeyTemplate::ParseKey (key_template.h): a key back into attribute values.
#include "key_template_text.h"
#include "keyscape/model/key_template.h"
#include "model_names.h"

namespace keyscape::model {

namespace {

struct Segment {
  size_t part;    // placeholder part index
  size_t offset;  // byte offset in the key
  std::string text;
};

}  // namespace

Status KeyTemplate::KeyError(std::string_view key, const std::string& problem) const {
  return Error("key " + std::string(key) + " does not fit: " + problem);
}

Result<TemplateValues> KeyTemplate::ParseKey(std::string_view key) const {
  for (size_t i = 0; i + 1 < parts_.size(); ++i) {
    if (parts_[i].placeholder && parts_[i + 1].placeholder && !FixedWidth(i))
      return Error("keys cannot be parsed: ${" + parts_[i].text + "} and ${" + parts_[i + 1].text +
                   "} have no literal text between them (give ${" + parts_[i].text +
                   "} a fixed width with pad(N))");
  }
  if (size_t bad = template_text::InvalidUtf8At(key); bad != std::string_view::npos)
    return Error("the key is not valid UTF-8 at offset " + std::to_string(bad));
  std::vector<Segment> segments;
  size_t pos = 0;
  for (size_t i = 0; i < parts_.size(); ++i) {
    const TemplatePart& p = parts_[i];
    const std::string at = " at offset " + std::to_string(pos);
    if (!p.placeholder) {
      if (key.substr(pos, p.text.size()) != p.text)
        return KeyError(key, "expected '" + p.text + "'" + at);
      pos += p.text.size();
      continue;
    }
    size_t len;
    if (std::optional<uint32_t> width = FixedWidth(i)) {
      len = template_text::CharBytes(key, pos, *width);
      if (len == std::string_view::npos)
        return KeyError(key, "${" + p.text + "} needs " + std::to_string(*width) + " characters" +
                                 at + ", and only " +
                                 std::to_string(template_text::CountChars(key.substr(pos))) +
                                 " are left");
    } else if (i + 1 < parts_.size()) {
      const std::string& delimiter = parts_[i + 1].text;
      const size_t found = key.find(delimiter, pos);
      if (found == std::string_view::npos)
        return KeyError(key, "expected '" + delimiter + "' after ${" + p.text + "}" + at);
      len = found - pos;
    } else {
      len = key.size() - pos;
    }
    segments.push_back(Segment{i, pos, std::string(key.substr(pos, len))});
    pos += len;
  }
  if (pos != key.size())
    return KeyError(key, "unexpected text '" + std::string(key.substr(pos)) + "' at offset " +
                             std::to_string(pos) + ", after the end of the template");
  // Each attribute: the first candidate (one per segment) that renders all of its segments.
  TemplateValues values;
  for (const std::string& name : Attributes()) {
    std::vector<const Segment*> own;
    for (const Segment& s : segments)
      if (parts_[s.part].text == name) own.push_back(&s);
    Status first_problem;
    std::vector<std::string> candidates;
    for (const Segment* s : own) {
      for (std::string& c : template_text::UndoCandidates(parts_[s->part].filters, s->text))
        candidates.push_back(std::move(c));
    }
    for (const std::string& candidate : candidates) {
      Status problem;
      for (const Segment* s : own) {
        Result<std::string> r = RenderValue(parts_[s->part], candidate, false);
        if (!r.ok()) {  // the render error, as a problem of this key
          const std::string lead = "template " + text_ + ": ";
          problem = KeyError(key, r.status().message().substr(lead.size()));
        } else if (*r != s->text) {
          problem = KeyError(key, s->text + " at offset " + std::to_string(s->offset) +
                                      " is not what ${" + name + "} renders for " + candidate +
                                      " (" + *r + ")");
        }
        if (!problem.ok()) break;
      }
      if (problem.ok()) {
        values[name] = candidate;
        break;
      }
      if (first_problem.ok()) first_problem = problem;
    }
    if (!values.count(name)) return first_problem;
  }
  return values;
}

}  // namespace keyscape::model
