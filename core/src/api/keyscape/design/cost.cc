// keyscape:Cost: a private part of keyscape/api/keyscape/design_ops.h (its contract).

#include <vector>

#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/model_reader.h"
#include "keyscape/model/model_writer.h"
#include "keyscape/table/database.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using table::Database;

Result<Json> CostOp(Database&, const Json& request) {
  KS_ASSIGN_OR_RETURN(LoadedDesign loaded, LoadDesign(request));
  KS_ASSIGN_OR_RETURN(std::vector<PatternRun> runs, RunPatterns(loaded));
  model::Design& d = loaded.design;
  model::Prices prices = d.prices.value_or(model::Prices{});
  if (const Json* override_prices = request.Find("prices")) {
    Json wrapper = model::WriteModel(d);
    wrapper.Set("prices", *override_prices);
    Result<model::Design> with = model::ReadModel(wrapper);
    if (!with.ok()) return with.status();
    prices = *with->prices;
    d.prices = prices;
  }
  return DesignCost(loaded, runs, prices);
}

}  // namespace keyscape::api
