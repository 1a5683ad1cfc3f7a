// KeyTemplate::ParseKey (key_template.h): a key back into attribute values.
#include <functional>

#include "keyscape/base/status.h"
#include "keyscape/model/key_template.h"
#include "keyscape/model/key_template_text.h"

namespace keyscape::model {

using base::Result;
using base::Status;

namespace {

struct Segment {
  size_t part;    // placeholder part index
  size_t offset;  // byte offset in the key
  std::string text;
};

// Cuts `key` at the template's literals into one segment per placeholder part. On a
// mismatch returns false with the problem in *problem.
bool SplitKey(const KeyTemplate& t, std::string_view key, std::vector<Segment>* segments,
              std::string* problem) {
  const std::vector<TemplatePart>& parts = t.parts();
  size_t pos = 0;
  for (size_t i = 0; i < parts.size(); ++i) {
    const TemplatePart& p = parts[i];
    // " at offset N" for an error's message (built only for one).
    auto at = [pos] { return " at offset " + std::to_string(pos); };
    if (!p.placeholder) {
      if (key.substr(pos, p.text.size()) != p.text) {
        *problem = "expected '" + p.text + "'" + at();
        return false;
      }
      pos += p.text.size();
      continue;
    }
    size_t len = key.size() - pos;  // the last placeholder takes the rest
    if (std::optional<uint32_t> width = t.FixedWidth(i)) {
      len = template_text::CharBytes(key, pos, *width);
      if (len == std::string_view::npos) {
        *problem = "${" + p.text + "} needs " + std::to_string(*width) + " characters" + at() +
                   ", and only " + std::to_string(template_text::CountChars(key.substr(pos))) +
                   " are left";
        return false;
      }
    } else if (i + 1 < parts.size()) {
      const size_t found = key.find(parts[i + 1].text, pos);
      if (found == std::string_view::npos) {
        *problem = "expected '" + parts[i + 1].text + "' after ${" + p.text + "}" + at();
        return false;
      }
      len = found - pos;
    }
    segments->push_back(Segment{i, pos, std::string(key.substr(pos, len))});
    pos += len;
  }
  if (pos != key.size()) {
    *problem = "unexpected text '" + std::string(key.substr(pos)) + "' at offset " +
               std::to_string(pos) + ", after the end of the template";
    return false;
  }
  return true;
}

// Renders a value for placeholder part `part`; an error's message is the bare problem.
using RenderFn = std::function<Result<std::string>(size_t part, const std::string& value)>;

// The value of attribute `name` from its segments `own`: the first of the texts they may
// have come from (UndoCandidates) that renders every one of them. Otherwise nullopt, with
// the first candidate's problem in *why.
std::optional<std::string> ValueOf(const KeyTemplate& t, const std::string& name,
                                   const std::vector<const Segment*>& own, const RenderFn& render,
                                   std::string* why) {
  std::vector<std::string> candidates;
  for (const Segment* s : own) {
    for (std::string& c : template_text::UndoCandidates(t.parts()[s->part].filters, s->text))
      candidates.push_back(std::move(c));
  }
  for (const std::string& candidate : candidates) {
    std::string problem;
    for (const Segment* s : own) {
      Result<std::string> r = render(s->part, candidate);
      if (!r.ok()) {
        problem = r.status().message();
      } else if (*r != s->text) {
        problem = s->text + " at offset " + std::to_string(s->offset) + " is not what ${" + name +
                  "} renders for " + candidate + " (" + *r + ")";
      }
      if (!problem.empty()) break;
    }
    if (problem.empty()) return candidate;
    if (why->empty()) *why = problem;
  }
  return std::nullopt;
}

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
  std::string problem;
  if (!SplitKey(*this, key, &segments, &problem)) return KeyError(key, problem);
  // Render errors become problems of this key: their message without "template T: ".
  const size_t lead = sizeof("template ") - 1 + text_.size() + sizeof(": ") - 1;
  const RenderFn render = [this, lead](size_t part,
                                       const std::string& value) -> Result<std::string> {
    Result<std::string> r = RenderValue(parts_[part], value, false);
    if (r.ok()) return r;
    return Status::Validation(r.status().message().substr(lead));
  };
  TemplateValues values;
  for (const std::string& name : Attributes()) {
    std::vector<const Segment*> own;
    for (const Segment& s : segments)
      if (parts_[s.part].text == name) own.push_back(&s);
    std::optional<std::string> value = ValueOf(*this, name, own, render, &problem);
    if (!value) return KeyError(key, problem);
    values[name] = std::move(*value);
  }
  return values;
}

}  // namespace keyscape::model
