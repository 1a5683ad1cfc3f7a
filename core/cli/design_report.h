// Readable text reports of the model operations' JSON responses (`--format text`).
#ifndef KEYSCAPE_CLI_DESIGN_REPORT_H_
#define KEYSCAPE_CLI_DESIGN_REPORT_H_

#include <string>

#include "keyscape/base/json.h"

namespace keyscape::cli {

std::string ValidateReport(const base::Json& response);
std::string LintReport(const base::Json& response);
std::string PatternsReport(const base::Json& response);
std::string CostReportText(const base::Json& response);
std::string DiffReport(const base::Json& response);

}  // namespace keyscape::cli

#endif  // KEYSCAPE_CLI_DESIGN_REPORT_H_
