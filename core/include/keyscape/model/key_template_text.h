// Text helpers of the key template engine (used by the key template engine and by lint): UTF-8 character
// counting, the filters' text transformations and their undoing for ParseKey.
#ifndef KEYSCAPE_MODEL_KEY_TEMPLATE_TEXT_H_
#define KEYSCAPE_MODEL_KEY_TEMPLATE_TEXT_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/model/key_template.h"

namespace keyscape::model::template_text {

// The offset of the first byte that is not valid UTF-8 (RFC 3629: no overlong forms, no
// surrogates, at most U+10FFFF), or npos when all of `s` is.
size_t InvalidUtf8At(std::string_view s);

// Characters are UTF-8 code points: every byte that is not a continuation byte (10xxxxxx)
// starts one. (Invalid UTF-8 is counted the same way, consistently.)
size_t CountChars(std::string_view s);
// The number of bytes of the `n` characters starting at byte `pos`, or npos when `s` has
// fewer than `n` characters from there.
size_t CharBytes(std::string_view s, size_t pos, size_t n);

// "-" followed by a digit: a negative number's text.
bool IsNegativeNumber(std::string_view s);
// ASCII case mapping; other bytes unchanged.
std::string AsciiUpper(std::string_view s);
std::string AsciiLower(std::string_view s);
// A non-empty beginning of the "YYYY-MM-DDTHH:MM:SSZ" form, shorter than all of it.
bool IsIso8601Beginning(std::string_view s);

// The leading `fill` characters removed; for '0', one '0' stays when nothing or a '.'
// would follow it.
std::string Unpad(std::string_view s, char fill);
// The texts a rendered segment may have come from, best first: each pad undone, first by
// Unpad, then by removing fewer (down to none) of its fill characters; upper, lower and
// iso8601 are not undone (they are idempotent: their output renders as itself). At most
// kMaxUndoCandidates texts.
inline constexpr size_t kMaxUndoCandidates = 4096;
std::vector<std::string> UndoCandidates(const std::vector<TemplateFilter>& filters,
                                        std::string_view segment);

// "pad(10)", "pad(4,#)", "upper", "lower", "iso8601".
std::string FilterText(const TemplateFilter& f);

}  // namespace keyscape::model::template_text

#endif  // KEYSCAPE_MODEL_KEY_TEMPLATE_TEXT_H_
