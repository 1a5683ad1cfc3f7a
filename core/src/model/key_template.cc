// INTERIM implementation (replaced by the full template engine): enough for the model layer.
#include "keyscape/model/key_template.h"

#include "model_names.h"

namespace keyscape::model {
namespace {

std::string Apply(const TemplatePart& p, std::string v) {
  for (const TemplateFilter& f : p.filters) {
    if (f.kind == TemplateFilter::Kind::kPad && v.size() < f.width)
      v.insert(0, f.width - v.size(), f.fill);
    if (f.kind == TemplateFilter::Kind::kUpper)
      for (char& c : v) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (f.kind == TemplateFilter::Kind::kLower)
      for (char& c : v) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return v;
}

}  // namespace

Result<KeyTemplate> KeyTemplate::Parse(std::string_view text) {
  KeyTemplate t;
  t.text_ = std::string(text);
  std::string lit;
  for (size_t i = 0; i < text.size();) {
    if (text.compare(i, 2, "$$") == 0) {
      lit += '$';
      i += 2;
    } else if (text.compare(i, 2, "${") == 0) {
      size_t close = text.find('}', i);
      if (close == std::string_view::npos)
        return Status::Validation("template " + t.text_ + ": unclosed ${");
      if (!lit.empty()) t.parts_.push_back({false, lit, {}});
      lit.clear();
      TemplatePart p{true, "", {}};
      std::string body(text.substr(i + 2, close - i - 2));
      size_t bar = body.find('|');
      p.text = body.substr(0, bar);
      while (bar != std::string::npos) {
        size_t next = body.find('|', bar + 1);
        std::string f =
            body.substr(bar + 1, next == std::string::npos ? std::string::npos : next - bar - 1);
        TemplateFilter tf;
        if (f == "upper")
          tf.kind = TemplateFilter::Kind::kUpper;
        else if (f == "lower")
          tf.kind = TemplateFilter::Kind::kLower;
        else if (f == "iso8601")
          tf.kind = TemplateFilter::Kind::kIso8601;
        else if (f.rfind("pad(", 0) == 0) {
          tf.kind = TemplateFilter::Kind::kPad;
          tf.width = static_cast<uint32_t>(std::atoi(f.c_str() + 4));
          size_t comma = f.find(',');
          if (comma != std::string::npos && comma + 1 < f.size()) tf.fill = f[comma + 1];
        } else {
          return Status::Validation("template " + t.text_ + ": unknown filter " + f);
        }
        p.filters.push_back(tf);
        bar = next;
      }
      if (p.text.empty()) return Status::Validation("template " + t.text_ + ": empty ${}");
      t.parts_.push_back(p);
      i = close + 1;
    } else {
      lit += text[i++];
    }
  }
  if (!lit.empty()) t.parts_.push_back({false, lit, {}});
  return t;
}

std::vector<std::string> KeyTemplate::Attributes() const {
  std::vector<std::string> out;
  for (const TemplatePart& p : parts_)
    if (p.placeholder) out.push_back(p.text);
  return out;
}

bool KeyTemplate::IsSinglePlaceholder() const {
  return parts_.size() == 1 && parts_[0].placeholder;
}

std::optional<uint32_t> KeyTemplate::FixedWidth(size_t part) const {
  for (auto it = parts_[part].filters.rbegin(); it != parts_[part].filters.rend(); ++it)
    if (it->kind == TemplateFilter::Kind::kPad) return it->width;
  return std::nullopt;
}

Result<std::string> KeyTemplate::Render(const TemplateValues& values) const {
  std::string out;
  for (const TemplatePart& p : parts_) {
    if (!p.placeholder) {
      out += p.text;
      continue;
    }
    auto it = values.find(p.text);
    if (it == values.end())
      return Status::Validation("template " + text_ + ": attribute " + p.text + " is missing");
    out += Apply(p, it->second);
  }
  return out;
}

Result<TemplateValues> KeyTemplate::ParseKey(std::string_view key) const {
  TemplateValues out;
  size_t pos = 0;
  for (size_t i = 0; i < parts_.size(); ++i) {
    const TemplatePart& p = parts_[i];
    if (!p.placeholder) {
      if (key.compare(pos, p.text.size(), p.text) != 0)
        return Status::Validation("template " + text_ + ": key does not match");
      pos += p.text.size();
      continue;
    }
    size_t end = key.size();
    if (i + 1 < parts_.size()) end = key.find(parts_[i + 1].text, pos);
    if (end == std::string_view::npos)
      return Status::Validation("template " + text_ + ": key does not match");
    out[p.text] = std::string(key.substr(pos, end - pos));
    pos = end;
  }
  return out;
}

Result<std::string> KeyTemplate::Prefix(const TemplateValues& values) const {
  std::string out;
  for (const TemplatePart& p : parts_) {
    if (!p.placeholder) {
      out += p.text;
      continue;
    }
    auto it = values.find(p.text);
    if (it == values.end()) return out;
    out += Apply(p, it->second);
  }
  return out;
}

}  // namespace keyscape::model
