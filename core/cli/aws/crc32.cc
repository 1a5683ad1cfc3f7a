#include "crc32.h"

#include <zlib.h>

#include <algorithm>
#include <climits>

namespace keyscape {

// zlib's crc32() is this CRC (the one gzip and PNG use), several bytes at a time.
uint32_t Crc32(std::string_view data) {
  uLong c = crc32(0L, Z_NULL, 0);
  const auto* p = reinterpret_cast<const Bytef*>(data.data());
  size_t left = data.size();
  while (left > 0) {
    const uInt n = static_cast<uInt>(std::min<size_t>(left, UINT_MAX));
    c = crc32(c, p, n);
    p += n;
    left -= n;
  }
  return static_cast<uint32_t>(c);
}

}  // namespace keyscape
