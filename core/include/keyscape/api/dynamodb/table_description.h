// The TableDescription object of CreateTable, DescribeTable and DeleteTable responses.
#ifndef KEYSCAPE_API_DYNAMODB_TABLE_DESCRIPTION_H_
#define KEYSCAPE_API_DYNAMODB_TABLE_DESCRIPTION_H_

#include "keyscape/base/json.h"
#include "keyscape/table/table.h"

namespace keyscape::api {

// `status` is "ACTIVE", "DELETING", ...
base::Json DescribeTableJson(const table::Table& table, const char* status = "ACTIVE");
base::Json KeySchemaJson(const table::KeySchema& ks);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_DYNAMODB_TABLE_DESCRIPTION_H_
