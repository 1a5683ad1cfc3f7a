// ImportAwsMcpPattern: one entry of an aws-mcp file's "access_patterns" (import_aws_mcp.h).
#include "aws_mcp_internal.h"
#include "keyscape/base/json.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"

namespace keyscape::interop {

using base::Child;
using base::Json;
using base::PathError;
using base::Result;
using base::Status;
using model::AccessPattern;
using model::Design;

namespace {

// "pattern": the id, a string (or a number, as some files write it).
Result<std::string> PatternId(const Json& ap, const std::string& path) {
  const Json* id = ap.Find("pattern");
  if (!id) return PathError(Child(path, "pattern"), "required");
  if (id->is_string() && !id->string_value().empty()) return id->string_value();
  if (id->is_number()) return id->number_text();
  return PathError(Child(path, "pattern"), "must be a string (the pattern's id)");
}

Result<std::optional<std::string>> OptText(const Json& ap, const std::string& path,
                                           const char* name) {
  const Json* j = ap.Find(name);
  if (!j) return std::optional<std::string>();
  if (!j->is_string()) return PathError(Child(path, name), "must be a string");
  return std::optional<std::string>(j->string_value());
}

// A name no other pattern has: the description, else "Pattern <id>".
std::string UniqueName(const Design& d, const std::optional<std::string>& description,
                       const std::string& id) {
  auto taken = [&](const std::string& n) {
    for (const AccessPattern& p : d.patterns)
      if (p.name == n) return true;
    return false;
  };
  std::string name =
      description && !description->empty() && !taken(*description) ? *description : "Pattern " + id;
  for (int k = 2; taken(name); ++k) name = "Pattern " + id + " (" + std::to_string(k) + ")";
  return name;
}

// A pattern the design cannot run: a note, also kept in the design's description.
void KeepAsNote(ImportResult* out, const std::string& text) {
  out->notes.push_back(text);
  std::string& d = out->design.description.emplace(out->design.description.value_or(""));
  d += (d.empty() ? "" : "\n") + text;
}

// The file's table, index and operation against what the command says (the command wins).
Status NoteDisagreements(const Json& ap, const std::string& path, const AccessPattern& p,
                         const std::string& operation, ImportResult* out) {
  KS_ASSIGN_OR_RETURN(std::optional<std::string> table, OptText(ap, path, "table"));
  KS_ASSIGN_OR_RETURN(std::optional<std::string> index, OptText(ap, path, "index"));
  KS_ASSIGN_OR_RETURN(std::optional<std::string> op, OptText(ap, path, "dynamodb_operation"));
  if (table && *table != p.table)
    out->notes.push_back(Child(path, "table") + ": says " + *table + ", the command reads " +
                         p.table + " (kept)");
  if (index && !index->empty() && *index != p.index.value_or(""))
    out->notes.push_back(Child(path, "index") + ": says " + *index + ", the command " +
                         (p.index ? "reads " + *p.index : "reads the table") + " (kept)");
  if (op && *op != operation)
    out->notes.push_back(Child(path, "dynamodb_operation") + ": says " + *op + ", the command is " +
                         operation + " (kept)");
  return Status::Ok();
}

}  // namespace

Status ImportAwsMcpPattern(const Json& ap, const std::string& path, ImportResult* out) {
  if (!ap.is_object()) return PathError(path, "must be an object (an access pattern)");
  KS_ASSIGN_OR_RETURN(std::string id, PatternId(ap, path));
  KS_ASSIGN_OR_RETURN(std::optional<std::string> description, OptText(ap, path, "description"));
  KS_ASSIGN_OR_RETURN(std::optional<std::string> reason, OptText(ap, path, "reason"));
  KS_ASSIGN_OR_RETURN(std::optional<std::string> impl, OptText(ap, path, "implementation"));
  const std::string label =
      "pattern " + id + (description && !description->empty() ? " (" + *description + ")" : "");
  if (!impl) {
    if (!reason) return PathError(path, "has neither implementation nor reason");
    KeepAsNote(out, label + ": not run in DynamoDB: " + *reason);
    return Status::Ok();
  }
  const std::string ipath = Child(path, "implementation");
  Result<AwsCliCommand> cmd = ParseAwsCliCommand(*impl);
  if (!cmd.ok()) return PathError(ipath, cmd.status().message());
  std::string why;
  KS_ASSIGN_OR_RETURN(std::optional<AccessPattern> p,
                      PatternOfCommand(out->design, *cmd, ipath, &out->notes, &why));
  if (!p) {
    KeepAsNote(out, label + ": not imported: " + why + ": " + *impl);
    return Status::Ok();
  }
  if (reason) out->notes.push_back(Child(path, "reason") + ": " + *reason);
  KS_RETURN_IF_ERROR(NoteDisagreements(ap, path, *p, cmd->operation, out));
  p->name = UniqueName(out->design, description, id);
  p->description = "aws-mcp pattern " + id;
  out->design.patterns.push_back(std::move(*p));
  return Status::Ok();
}

}  // namespace keyscape::interop
