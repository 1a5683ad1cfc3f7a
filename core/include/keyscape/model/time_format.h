// Date-time and identifier text formats used by sample data and key templates.
#ifndef KEYSCAPE_MODEL_TIME_FORMAT_H_
#define KEYSCAPE_MODEL_TIME_FORMAT_H_

#include <cstdint>
#include <string>
#include <string_view>

namespace keyscape::model {

// Formats milliseconds since the epoch as "YYYY-MM-DDTHH:MM:SSZ" (proleptic Gregorian,
// UTC; sub-second part dropped). Parses the same form back (false on anything else).
// Whole seconds since the epoch, rounded toward negative infinity.
int64_t EpochSeconds(int64_t millis);
std::string FormatIso8601(int64_t millis);
bool ParseIso8601(std::string_view text, int64_t* millis);
// 26-character Crockford base32 ULID of a 48-bit time and 80 random bits.
std::string FormatUlid(uint64_t time_millis, uint64_t random_hi16, uint64_t random_lo64);

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_TIME_FORMAT_H_
