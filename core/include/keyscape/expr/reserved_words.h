// DynamoDB's reserved words: a bare attribute name in any expression that equals one
// of them (compared case-insensitively) is rejected with
//   "Invalid <Kind>: Attribute name is a reserved keyword; reserved keyword: <as typed>".
#ifndef KEYSCAPE_EXPR_RESERVED_WORDS_H_
#define KEYSCAPE_EXPR_RESERVED_WORDS_H_

#include <cstddef>
#include <string_view>

namespace keyscape::expr {

// True when `word` is one of the 573 reserved words, ignoring ASCII case.
bool IsReservedWord(std::string_view word);
// 573.
size_t ReservedWordCount();

}  // namespace keyscape::expr

#endif  // KEYSCAPE_EXPR_RESERVED_WORDS_H_
