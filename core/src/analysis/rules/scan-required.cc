// scan-required (lint.h's rule table): a read pattern that is a Scan or has no key. A part of
// the lint rule table (context.h).
#include <cctype>
#include <set>
#include <string>

#include "analysis/context.h"
#include "keyscape/model/design.h"

namespace keyscape::analysis::lint {

using model::AccessPattern;
using model::Design;
using model::IsWriteOperation;
using model::Operation;

namespace {

constexpr char kScanWhy[] =
    "A Scan reads every item of the table or index and pays for all of them, whatever its "
    "filter keeps; its cost and latency grow with the table. A Query reads one item "
    "collection.";

bool IsRead(Operation op) { return !IsWriteOperation(op); }

void PatternRule(const Design& d, size_t i, Findings* out) {
  const AccessPattern& p = d.patterns[i];
  if (!IsRead(p.operation)) return;
  if (p.operation != Operation::kScan && p.key) return;
  std::set<std::string> named = FilterAttributes(p);
  std::string attr = named.empty() ? "status" : *named.begin();
  std::string upper;
  for (char ch : attr) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  out->push_back(Make("scan-required", Severity::kWarning, PatternLocation(p, i, "operation"),
                      "pattern \"" + p.name + "\" reads with a Scan" +
                          (p.operation == Operation::kScan ? "" : " (it has no key)"),
                      kScanWhy,
                      "serve it with a Query on a key built from what it selects on: a table "
                      "or GSI partition key " +
                          upper + "#${" + attr +
                          "}, with \"operation\": "
                          "\"Query\" and \"key\": {\"partition\": \"" +
                          upper + "#${" + attr + "}\"}"));
}

}  // namespace

void ScanRequired(const Context& c, Findings* out) {
  for (size_t i = 0; i < c.d.patterns.size(); ++i) PatternRule(c.d, i, out);
}

}  // namespace keyscape::analysis::lint
