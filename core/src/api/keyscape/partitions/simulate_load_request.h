// Reading a keyscape:SimulateLoad request (keyscape/api/keyscape/partition_ops.h
// documents its members)
// into a partition::ScenarioRequest. Private to core/src/api.
#ifndef KEYSCAPE_SRC_API_KEYSCAPE_PARTITIONS_SIMULATE_LOAD_REQUEST_H_
#define KEYSCAPE_SRC_API_KEYSCAPE_PARTITIONS_SIMULATE_LOAD_REQUEST_H_

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/partition/scenario.h"
#include "keyscape/table/table_def.h"

namespace keyscape::api {

struct SimulateLoadRequest {
  partition::ScenarioRequest scenario;
  bool on_demand = false;
};

// Validates every member against the table's definition (ValidationException naming the
// member's path).
base::Result<SimulateLoadRequest> ReadSimulateLoadRequest(const table::TableDef& def,
                                                          const base::Json& request);

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_KEYSCAPE_PARTITIONS_SIMULATE_LOAD_REQUEST_H_
