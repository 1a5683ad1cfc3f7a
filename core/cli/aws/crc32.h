// CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320, initial value and final XOR
// 0xFFFFFFFF): the checksum DynamoDB sends in the `x-amz-crc32` response header,
// printed there as an unsigned decimal.
//
// Guarantees: Crc32("123456789") == 0xCBF43926 (the standard check value);
// Crc32("") == 0. Thread-safe. Computed by zlib's crc32().
#ifndef KEYSCAPE_CLI_AWS_CRC32_H_
#define KEYSCAPE_CLI_AWS_CRC32_H_

#include <cstdint>
#include <string_view>

namespace keyscape {

uint32_t Crc32(std::string_view data);

}  // namespace keyscape

#endif  // KEYSCAPE_CLI_AWS_CRC32_H_
