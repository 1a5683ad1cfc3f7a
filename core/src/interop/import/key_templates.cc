// A key attribute's template over one entity's items: a part of table_data_internal.h.
//
// The values are split at '#'. A position where every value has the same text is literal
// (when there are at least two items, or the text holds no digit); any other position is a
// placeholder: an attribute of the items whose text is that segment in every item (as it
// is, zero-padded to the segment's one width, in capitals or in lower case), else an
// attribute the template adds, named after the literal before it (MSG#... -> msgId, or
// msgAt for dates) and typed by what its values look like. Values that do not all have the
// same number of segments get workbench.h's ProposeTemplate (a prefix and one placeholder).
#include <algorithm>
#include <cctype>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "interop/import/table_data_internal.h"
#include "keyscape/base/json.h"
#include "keyscape/interop/import/workbench.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_template.h"

namespace keyscape::interop::table_data {

using base::Json;
using model::ValueFormat;

namespace {

std::vector<std::string> Split(const std::string& s) {
  std::vector<std::string> out;
  size_t start = 0;
  for (;;) {
    size_t end = s.find('#', start);
    out.push_back(s.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) return out;
    start = end + 1;
  }
}

std::string Escape(const std::string& literal) {
  std::string out;
  for (char c : literal) out += c == '$' ? std::string("$$") : std::string(1, c);
  return out;
}

bool HasDigit(const std::string& s) {
  return std::any_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Whether placeholder text `p` (one placeholder, e.g. "${n|pad(10)}") renders every segment
// from the candidate's texts, by the model's own template rendering.
bool RendersAll(const std::string& p, const Candidate& c, const std::vector<std::string>& segs) {
  base::Result<model::KeyTemplate> t = model::KeyTemplate::Parse(p);
  if (!t.ok()) return false;
  for (size_t i = 0; i < segs.size(); ++i) {
    base::Result<std::string> r = t->Render({{c.name, c.texts[i]}});
    if (!r.ok() || *r != segs[i]) return false;
  }
  return true;
}

// The placeholder that renders every segment from candidate `c`, if any. Preferred, when
// they render it too: pad(W) for digits of one width W (the pad keeps them sorting), and
// iso8601 for dates in its normalised form; then the text as it is, capitals, lower case.
std::optional<std::string> Matches(const Candidate& c, const std::vector<std::string>& segs,
                                   const ValueShape& shape) {
  std::vector<std::string> forms;
  if (shape.digits && shape.fixed_width > 1)
    forms.push_back("${" + c.name + "|pad(" + std::to_string(shape.fixed_width) + ")}");
  if (shape.format == ValueFormat::kIso8601 && shape.fixed_width == model::kIso8601Width)
    forms.push_back("${" + c.name + "|iso8601}");
  for (const char* f : {"}", "|upper}", "|lower}"}) forms.push_back("${" + c.name + f);
  for (const std::string& p : forms)
    if (RendersAll(p, c, segs)) return p;
  return std::nullopt;
}

bool LiteralWord(const std::string& s) {
  for (char c : s)
    if (!((c >= 'A' && c <= 'Z') || c == '_')) return false;
  return true;
}

std::string FreshName(std::string base, std::set<std::string>* taken) {
  if (base.empty()) base = "value";
  std::string name = base;
  for (int n = 2; taken->count(name); ++n) name = base + std::to_string(n);
  taken->insert(name);
  return name;
}

// An attribute the key holds and the items do not: its model spec and the template's
// placeholder for it.
std::string AddAttribute(const std::string& base, const std::vector<std::string>& segs,
                         const ValueShape& shape, const std::string& subject,
                         std::set<std::string>* taken, TemplateGuess* out) {
  Json spec = Json::Object();
  const bool dated = shape.format == ValueFormat::kIso8601;
  const std::string name = FreshName(base.empty() ? "" : base + (dated ? "At" : "Id"), taken);
  std::string placeholder = "${" + name + "}";
  const std::string at = subject + " ${" + name + "}";
  if (shape.digits && shape.zero_padded) {
    spec.Add("type", Json::String("N"));
    placeholder = "${" + name + "|pad(" + std::to_string(shape.fixed_width) + ")}";
    out->inferences.Push(
        Inference("zero-padded-number", at, Json::Int(static_cast<int64_t>(shape.fixed_width)),
                  Sureness(shape.count), Evidence(shape.count, shape.count, shape.distinct)));
  } else if (shape.digits) {
    spec.Add("type", Json::String("N"));
    out->inferences.Push(Inference(
        "number", at,
        Json::String(shape.fixed_width ? "fixed width, no leading zero" : "unpadded: widths vary"),
        Sureness(shape.count), Evidence(shape.count, shape.count, shape.distinct)));
  } else {
    spec.Add("type", Json::String("S"));
    if (shape.format != ValueFormat::kNone) {
      spec.Add("format", Json::String(model::ValueFormatName(shape.format)));
      out->inferences.Push(
          Inference("format", at, Json::String(model::ValueFormatName(shape.format)),
                    Sureness(shape.count), Evidence(shape.count, shape.count, shape.distinct)));
    }
  }
  if (IsClosedSet(shape)) {
    Json values = Json::Array();
    for (const std::string& v : std::set<std::string>(segs.begin(), segs.end()))
      values.Push(shape.digits ? Json::Number(v.find_first_not_of('0') == std::string::npos
                                                  ? "0"
                                                  : v.substr(v.find_first_not_of('0')))
                               : Json::String(v));
    out->inferences.Push(Inference("closed-set", at, values, ClosedSetSureness(shape),
                                   Evidence(shape.count, shape.count, shape.distinct)));
    spec.Add("values", std::move(values));
  }
  out->added.push_back({name, std::move(spec)});
  return placeholder;
}

}  // namespace

TemplateGuess GuessTemplate(const std::string& entity, const std::string& key,
                            const std::vector<std::string>& values,
                            const std::vector<Candidate>& candidates,
                            std::set<std::string>* taken) {
  TemplateGuess out;
  const std::string subject = entity + "." + key;
  std::vector<std::vector<std::string>> split;
  for (const std::string& v : values) split.push_back(Split(v));
  size_t width = split.front().size();
  for (const auto& s : split)
    if (s.size() != width) width = 0;
  if (width == 0) {  // segment counts differ: a prefix and one placeholder
    const std::string name = FreshName(Camel(key, true), taken);
    out.text = ProposeTemplate(values, name).value_or("${" + name + "}");
    out.added.push_back({name, Json::Object()});
    out.added.back().spec.Add("type", Json::String("S"));
  } else {
    std::string prev_literal;
    for (size_t pos = 0; pos < width; ++pos) {
      std::vector<std::string> segs;
      for (const auto& s : split) segs.push_back(s[pos]);
      const ValueShape shape = ShapeOf(segs);
      if (pos) out.text += "#";
      // A word in capitals that every item has is literal (MSG, PROFILE); so is any other
      // text every item has, unless an attribute of the items holds it (USER#u1 of one user).
      std::optional<std::string> placeholder;
      const bool constant = shape.distinct == 1 && (segs.size() >= 2 || !HasDigit(segs[0]));
      if (!constant || !LiteralWord(segs[0]))
        for (const Candidate& c : candidates)
          if ((placeholder = Matches(c, segs, shape))) break;
      if (constant && !placeholder) {
        out.text += Escape(segs[0]);
        if (!segs[0].empty()) prev_literal = segs[0];
        continue;
      }
      if (!placeholder)
        placeholder = AddAttribute(Camel(prev_literal, true), segs, shape, subject, taken, &out);
      out.text += *placeholder;
    }
  }
  out.inferences.Push(
      Inference("template", subject, Json::String(out.text), Sureness(values.size()),
                Evidence(values.size(), values.size(),
                         std::set<std::string>(values.begin(), values.end()).size())));
  return out;
}

}  // namespace keyscape::interop::table_data
