#include "keyscape/base/md5.h"

#include <cstring>
#include <utility>

namespace keyscape::base {
namespace {

constexpr uint32_t kK[64] = {
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391};
constexpr int kR[64] = {7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
                        5, 9,  14, 20, 5, 9,  14, 20, 5, 9,  14, 20, 5, 9,  14, 20,
                        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
                        6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21};

inline uint32_t Rotl(uint32_t x, int c) { return (x << c) | (x >> (32 - c)); }

// One step of round `r` (0..3) at index i: the round function, the message word's index
// and the rotation of RFC 1321, folded by the compiler into 64 straight-line steps.
template <int i>
inline void Step(uint32_t& a, uint32_t b, uint32_t c, uint32_t d, const uint32_t* w) {
  uint32_t f;
  int g;
  if constexpr (i < 16) {
    f = d ^ (b & (c ^ d));
    g = i;
  } else if constexpr (i < 32) {
    f = c ^ (d & (b ^ c));
    g = (5 * i + 1) & 15;
  } else if constexpr (i < 48) {
    f = b ^ c ^ d;
    g = (3 * i + 5) & 15;
  } else {
    f = c ^ (b | ~d);
    g = (7 * i) & 15;
  }
  a = b + Rotl(a + f + kK[i] + w[g], kR[i]);
}

// Four steps rotate the roles of a, b, c, d back to where they started.
template <int i>
inline void Four(uint32_t& a, uint32_t& b, uint32_t& c, uint32_t& d, const uint32_t* w) {
  Step<i>(a, b, c, d, w);
  Step<i + 1>(d, a, b, c, w);
  Step<i + 2>(c, d, a, b, w);
  Step<i + 3>(b, c, d, a, w);
}

template <int... I>
inline void Steps(std::integer_sequence<int, I...>, uint32_t& a, uint32_t& b, uint32_t& c,
                  uint32_t& d, const uint32_t* w) {
  (Four<I * 4>(a, b, c, d, w), ...);
}

void Block(const uint8_t* p, uint32_t h[4]) {
  uint32_t w[16];
  for (int i = 0; i < 16; ++i)
    w[i] = uint32_t(p[i * 4]) | (uint32_t(p[i * 4 + 1]) << 8) | (uint32_t(p[i * 4 + 2]) << 16) |
           (uint32_t(p[i * 4 + 3]) << 24);
  uint32_t a = h[0], b = h[1], c = h[2], d = h[3];
  Steps(std::make_integer_sequence<int, 16>{}, a, b, c, d, w);
  h[0] += a;
  h[1] += b;
  h[2] += c;
  h[3] += d;
}

}  // namespace

std::array<uint8_t, 16> Md5(std::string_view data) {
  uint32_t h[4] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
  const uint8_t* p = reinterpret_cast<const uint8_t*>(data.data());
  uint64_t n = data.size();
  uint64_t full = n / 64;
  for (uint64_t i = 0; i < full; ++i) Block(p + i * 64, h);
  uint8_t tail[128] = {0};
  uint64_t rem = n - full * 64;
  if (rem) std::memcpy(tail, p + full * 64, rem);
  tail[rem] = 0x80;
  uint64_t tail_len = rem + 1 + 8 <= 64 ? 64 : 128;
  uint64_t bits = n * 8;
  for (int i = 0; i < 8; ++i) tail[tail_len - 8 + i] = static_cast<uint8_t>(bits >> (8 * i));
  Block(tail, h);
  if (tail_len == 128) Block(tail + 64, h);
  std::array<uint8_t, 16> out;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) out[i * 4 + j] = static_cast<uint8_t>(h[i] >> (8 * j));
  return out;
}

}  // namespace keyscape::base
