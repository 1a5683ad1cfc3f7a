// Key templates (MODEL.md, "Key templates"): how an entity's attribute values become a
// key attribute's text, how a key splits back into values, and which begins_with operand
// selects the keys whose leading values are given.
//
// Syntax. `${name}` inserts attribute `name`; `${name|f1|f2}` applies filters left to right;
// `$$` is a literal `$`; every other character (a lone `$` included) is literal text. A
// name is any non-empty text without `$`, `{`, `}` or `|`, taken verbatim. Filters:
//   pad(N)     left-pads with '0' to N characters (1 <= N <= kMaxPadWidth)
//   pad(N,c)   left-pads with the one printable ASCII character c
//   upper      ASCII a-z to A-Z; every other character unchanged
//   lower      ASCII A-Z to a-z; every other character unchanged
//   iso8601    a date-time (ParseIso8601: Z or an offset, fractional seconds, date only)
//              to "YYYY-MM-DDTHH:MM:SSZ" in UTC, fractional seconds dropped
// Case mapping is ASCII only on purpose: Unicode case rules depend on tables and locale, and
// a key must render the same everywhere. Characters are counted as UTF-8 code points.
// Every syntax error is a ValidationException "template T: <problem> at offset K" (K: the
// byte offset in the template text); an empty template is an error too. Templates, values
// and keys are UTF-8 (DynamoDB strings are): invalid UTF-8 is an error.
//
// Values (TemplateValues) are text: a string attribute's string, a number's decimal text.
//
// Render: every placeholder's value through its filters, with the literals in between.
//   - a missing attribute is an error naming it; attributes the template does not use are
//     ignored;
//   - pad(N) of a value longer than N characters is an error (a fixed width that silently
//     grows breaks the sort order the pad was for), and so is pad of a negative number
//     (text "-" then a digit): "-5" padded to "00-5" sorts nowhere useful;
//   - iso8601 of a value ParseIso8601 does not read is an error;
//   - a value (after its filters) that contains the literal text following its placeholder,
//     or ends with the start of it, is an error: the key could not be split there. A
//     placeholder of fixed width (FixedWidth) is exempt, since its width splits the key.
// ParseKey: the values of a key. Literals must match; a fixed-width placeholder takes that
//   many characters; any other placeholder ends at the first occurrence of the literal
//   after it, or at the end of the key when it is last. A variable-width placeholder
//   followed directly by another placeholder is ambiguous: an error for every key. Filters
//   are undone where they can be: a pad(N,c) segment loses its leading c characters (for
//   c = '0' one '0' stays when nothing or a '.' would follow it, so "0000000007" gives "7",
//   "0000000000" gives "0" and "0003.5" gives "3.5"); upper, lower and iso8601 leave the
//   text as the key has it. That value must render the segment again; when it does not
//   ("00-5" would give the negative "-5"), fewer fill characters are removed ("0-5"). An
//   attribute used twice takes the first such value, from any of its segments, that
//   renders every one of them. Guarantees (checked by tests/fuzz/template_fuzz.cc): when
//   ParseKey(k) succeeds, Render(ParseKey(k)) == k, otherwise the error says which part of
//   the key does not fit; when Render(v) succeeds and the template is not ambiguous,
//   ParseKey(Render(v)) succeeds.
// Prefix: the begins_with operand for the values of the leading placeholders: the template
//   rendered in order while values are given, ending right after the last given value (the
//   literal after it is left out, so that value may be partial); with no value, the literal
//   text before the first placeholder (the whole text when there is none). The last given
//   value goes through its filters like in Render, except that iso8601 keeps a value that is
//   a beginning of the "YYYY-MM-DDTHH:MM:SSZ" form ("2026-06", "2026-06-23T10") as it is
//   (unless a pad follows it, which would move it). So when Render(v) succeeds, it starts
//   with Prefix of v's leading values.
//   Errors: a value for an attribute after a missing one, a value for an attribute the
//   template does not use, and every Render error of the given values.
// Messages start with "template <text>: " and name the attribute, so the model layer can
// put a JSON path in front (except "key template is empty" and "key template is not valid
// UTF-8 at offset K").
#ifndef KEYSCAPE_MODEL_KEY_TEMPLATE_H_
#define KEYSCAPE_MODEL_KEY_TEMPLATE_H_

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::model {

// DynamoDB's largest key value is 2048 bytes (a partition key): no pad can be wider.
inline constexpr uint32_t kMaxPadWidth = 2048;
// The width of FormatIso8601's "YYYY-MM-DDTHH:MM:SSZ".
inline constexpr uint32_t kIso8601Width = 20;

struct TemplateFilter {
  enum class Kind { kPad, kUpper, kLower, kIso8601 };
  Kind kind;
  uint32_t width = 0;  // kPad
  char fill = '0';     // kPad
};

struct TemplatePart {
  bool placeholder = false;
  std::string text;  // literal text ("$$" already made "$"), or the attribute name
  std::vector<TemplateFilter> filters;
};

// attribute -> value as text (numbers: their decimal text as written in the model)
using TemplateValues = std::map<std::string, std::string>;

class KeyTemplate {
 public:
  KeyTemplate() = default;  // the empty template; only Parse makes a usable one
  static base::Result<KeyTemplate> Parse(std::string_view text);

  const std::string& text() const { return text_; }
  // Literal and placeholder parts in order; two literals are never adjacent.
  const std::vector<TemplatePart>& parts() const { return parts_; }
  // The distinct placeholder names, in the order they first appear.
  std::vector<std::string> Attributes() const;
  // Exactly one placeholder ("${x}", with or without filters) and no literal text.
  bool IsSinglePlaceholder() const;
  // The rendered width, in characters, of placeholder part `part` when a filter fixes it:
  // the last of its pad and iso8601 filters (upper and lower keep the width). nullopt for a
  // literal part, an out-of-range index or a placeholder without such a filter.
  std::optional<uint32_t> FixedWidth(size_t part) const;
  // MODEL.md: a key attribute of type N or B needs exactly one placeholder. Ok for S.
  base::Status CheckKeyType(value::AttrType type) const;

  base::Result<std::string> Render(const TemplateValues& values) const;
  base::Result<TemplateValues> ParseKey(std::string_view key) const;
  // `values` are those of the leading placeholders.
  base::Result<std::string> Prefix(const TemplateValues& values) const;

 private:
  // "template <text>: " + problem.
  base::Status Error(const std::string& problem) const;
  // The placeholder's value through its filters (partial: Prefix's last value).
  base::Result<std::string> RenderValue(const TemplatePart& p, const std::string& value,
                                        bool partial) const;
  // Render's delimiter rule for placeholder part `part`, its value and its rendered text.
  base::Status CheckDelimiter(size_t part, const std::string& value,
                              const std::string& rendered) const;
  // ParseKey's error: "template T: key K does not fit: " + problem.
  base::Status KeyError(std::string_view key, const std::string& problem) const;

  std::string text_;
  std::vector<TemplatePart> parts_;
};

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_KEY_TEMPLATE_H_
