// The TableDescription object of CreateTable, DescribeTable and DeleteTable responses.
#ifndef KEYSCAPE_API_TABLE_DESCRIPTION_H_
#define KEYSCAPE_API_TABLE_DESCRIPTION_H_

#include "keyscape/json.h"
#include "keyscape/table.h"

namespace keyscape {

// `status` is "ACTIVE", "DELETING", ...
Json DescribeTableJson(const Table& table, const char* status = "ACTIVE");
Json KeySchemaJson(const KeySchema& ks);

}  // namespace keyscape

#endif  // KEYSCAPE_API_TABLE_DESCRIPTION_H_
