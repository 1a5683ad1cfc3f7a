// keyscape::Crc32 (core/cli/aws/crc32.h) for the wasm builds: the CRC-32 of zlib's crc32()
// (reflected polynomial 0xEDB88320, initial and final XOR 0xFFFFFFFF), which the native
// build takes from zlib. The AWS SDKs check it against every response's x-amz-crc32.
#include "aws/crc32.h"

#include <array>
#include <cstdint>

namespace keyscape {
namespace {

std::array<uint32_t, 256> MakeTable() {
  std::array<uint32_t, 256> table{};
  for (uint32_t i = 0; i < 256; ++i) {
    uint32_t c = i;
    for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    table[i] = c;
  }
  return table;
}

}  // namespace

uint32_t Crc32(std::string_view data) {
  static const std::array<uint32_t, 256> kTable = MakeTable();
  uint32_t c = 0xFFFFFFFFu;
  for (unsigned char byte : data) c = kTable[(c ^ byte) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

}  // namespace keyscape
