// Date-time and identifier text formats used by sample data and key templates.
#ifndef KEYSCAPE_MODEL_TIME_FORMAT_H_
#define KEYSCAPE_MODEL_TIME_FORMAT_H_

#include <cstdint>
#include <string>
#include <string_view>

namespace keyscape::model {

// Whole seconds since the epoch, rounded toward negative infinity.
int64_t EpochSeconds(int64_t millis);
// Formats milliseconds since the epoch as "YYYY-MM-DDTHH:MM:SSZ" (proleptic Gregorian,
// UTC; sub-second part dropped).
std::string FormatIso8601(int64_t millis);
// Appends FormatIso8601(millis) to *out (no temporary string).
void AppendIso8601(int64_t millis, std::string* out);
// Reads an ISO 8601 / RFC 3339 date-time into milliseconds since the epoch (UTC):
//   YYYY-MM-DD                           midnight UTC
//   YYYY-MM-DDTHH:MM[:SS[.f...]]ZONE     ZONE: Z, +HH:MM, -HH:MM, +HHMM or +HH; the
//                                        fraction (any number of digits, '.' or ',') is
//                                        kept to the millisecond, truncated; t and z
//                                        may be lowercase (RFC 3339)
// e.g. 2026-06-23T10:00:00Z, 2026-06-23T10:00:00.250+02:00, 2026-06-23. False on anything
// else: a time without a zone (local time is ambiguous), a space for T, 24:00, a leap
// second, an invalid date, or a result outside 0000-01-01T00:00:00Z..9999-12-31T23:59:59.999Z.
bool ParseIso8601(std::string_view text, int64_t* millis);
// 26-character Crockford base32 ULID of a 48-bit time and 80 random bits.
std::string FormatUlid(uint64_t time_millis, uint64_t random_hi16, uint64_t random_lo64);
// Appends FormatUlid(...) to *out.
void AppendUlid(uint64_t time_millis, uint64_t random_hi16, uint64_t random_lo64, std::string* out);

// A version-4 UUID's lowercase text (8-4-4-4-12) from 128 random bits; the version and
// RFC 4122 variant bits are set over them.
std::string FormatUuid(uint64_t hi, uint64_t lo);

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_TIME_FORMAT_H_
