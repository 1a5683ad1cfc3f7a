// base64 (RFC 4648, with padding): the wire text of B and BS values.
#ifndef KEYSCAPE_VALUE_BASE64_H_
#define KEYSCAPE_VALUE_BASE64_H_

#include <string>
#include <string_view>

namespace keyscape::value {

// base64 (RFC 4648, with padding) as DynamoDB uses for B.
std::string Base64Encode(std::string_view raw);
bool Base64Decode(std::string_view text, std::string* raw);

}  // namespace keyscape::value

#endif  // KEYSCAPE_VALUE_BASE64_H_
