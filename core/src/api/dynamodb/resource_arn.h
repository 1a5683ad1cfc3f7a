// The ResourceArn of the tagging operations (TagResource, UntagResource,
// ListTagsOfResource), checked in DynamoDB's order:
//   1. missing                                   -> "Invalid TableArn"
//   2. not even shaped like an ARN with a resource path (fewer than six ':'-separated
//      fields, or no '/' after them)             -> AccessDeniedException (the caller may not
//                                                   act on it), before any other member
//   3. the request's other members (the caller checks those)
//   4. not arn:aws:dynamodb:<region>:<digits>:table/<name of 3+ characters>
//                                                -> "Invalid TableArn: Invalid ResourceArn
//                                                   provided as input <arn>"
//   5. another account's or region's table       -> AccessDeniedException
//   6. no such table                             -> ResourceNotFoundException
// keyscape is one account (000000000000) in the request's region (Database::region: "local"
// unless keyscape serve read one from the request's signature): an ARN outside them names a
// resource this caller cannot reach, as another account's table is on DynamoDB.
#ifndef KEYSCAPE_API_DYNAMODB_RESOURCE_ARN_H_
#define KEYSCAPE_API_DYNAMODB_RESOURCE_ARN_H_

#include <optional>
#include <string>
#include <string_view>

#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"

namespace keyscape::api {

// Steps 1 and 2 for operation `op` (e.g. "TagResource").
base::Status CheckArnAccess(const std::optional<std::string>& arn, std::string_view op);

// Step 4.
base::Status CheckTableArn(const std::string& arn);

// Steps 5 and 6. REQUIRES: CheckTableArn(arn) passed.
base::Result<table::Table*> TableForArn(table::Database& db, const std::string& arn,
                                        std::string_view op);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_DYNAMODB_RESOURCE_ARN_H_
