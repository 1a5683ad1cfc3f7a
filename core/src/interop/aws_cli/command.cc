// ParseAwsCliCommand and WriteAwsCliCommand over one table of commands and options
// (aws_cli_command.h).
#include "keyscape/interop/aws_cli/command.h"

#include <array>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"

namespace keyscape::interop {

using base::Json;
using base::Result;
using base::Status;

namespace {

struct CliCommand {
  std::string_view name;       // "get-item"
  std::string_view operation;  // "GetItem"
  std::string_view required;   // the option it cannot do without
  std::string_view member;     // ... and its request member
};

constexpr std::array<CliCommand, 10> kCommands = {{
    {"query", "Query", "--table-name", "TableName"},
    {"scan", "Scan", "--table-name", "TableName"},
    {"get-item", "GetItem", "--table-name", "TableName"},
    {"put-item", "PutItem", "--table-name", "TableName"},
    {"update-item", "UpdateItem", "--table-name", "TableName"},
    {"delete-item", "DeleteItem", "--table-name", "TableName"},
    {"batch-get-item", "BatchGetItem", "--request-items", "RequestItems"},
    {"batch-write-item", "BatchWriteItem", "--request-items", "RequestItems"},
    {"transact-get-items", "TransactGetItems", "--transact-items", "TransactItems"},
    {"transact-write-items", "TransactWriteItems", "--transact-items", "TransactItems"},
}};

enum class Kind { kString, kJson, kJsonArray, kInt, kFlag };

// Command sets, as bits of kCommands' positions.
constexpr unsigned kQuery = 1, kScan = 2, kGet = 4, kPut = 8, kUpdate = 16, kDelete = 32,
                   kBatch = 64 | 128, kTransact = 256 | 512;
constexpr unsigned kReads = kQuery | kScan;
constexpr unsigned kItemWrites = kPut | kUpdate | kDelete;
constexpr unsigned kAll = 1023;

struct CliOption {
  std::string_view option;  // "--table-name" (the flag's positive form)
  std::string_view member;  // "TableName"
  Kind kind;
  unsigned commands;
};

constexpr std::array<CliOption, 20> kAwsCliOptions = {{
    {"--table-name", "TableName", Kind::kString, kReads | kGet | kItemWrites},
    {"--index-name", "IndexName", Kind::kString, kReads},
    {"--key-condition-expression", "KeyConditionExpression", Kind::kString, kQuery},
    {"--filter-expression", "FilterExpression", Kind::kString, kReads},
    {"--projection-expression", "ProjectionExpression", Kind::kString, kReads | kGet},
    {"--update-expression", "UpdateExpression", Kind::kString, kUpdate},
    {"--condition-expression", "ConditionExpression", Kind::kString, kItemWrites},
    {"--expression-attribute-names", "ExpressionAttributeNames", Kind::kJson,
     kReads | kGet | kItemWrites},
    {"--expression-attribute-values", "ExpressionAttributeValues", Kind::kJson,
     kReads | kItemWrites},
    {"--key", "Key", Kind::kJson, kGet | kUpdate | kDelete},
    {"--item", "Item", Kind::kJson, kPut},
    {"--exclusive-start-key", "ExclusiveStartKey", Kind::kJson, kReads},
    {"--request-items", "RequestItems", Kind::kJson, kBatch},
    {"--transact-items", "TransactItems", Kind::kJsonArray, kTransact},
    {"--scan-index-forward", "ScanIndexForward", Kind::kFlag, kQuery},
    {"--limit", "Limit", Kind::kInt, kReads},
    {"--consistent-read", "ConsistentRead", Kind::kFlag, kReads | kGet},
    {"--select", "Select", Kind::kString, kReads},
    {"--return-values", "ReturnValues", Kind::kString, kItemWrites},
    {"--return-consumed-capacity", "ReturnConsumedCapacity", Kind::kString, kAll},
}};

constexpr std::array<std::string_view, 4> kGlobalsWithValue = {"--endpoint-url", "--region",
                                                               "--profile", "--output"};
constexpr std::array<std::string_view, 4> kGlobalFlags = {"--no-paginate", "--no-cli-pager",
                                                          "--no-verify-ssl", "--debug"};

template <size_t N>
bool Contains(const std::array<std::string_view, N>& a, std::string_view s) {
  for (std::string_view x : a)
    if (x == s) return true;
  return false;
}

Status At(const std::string& what, size_t offset) {
  return Status::Validation(what + " at offset " + std::to_string(offset));
}

// The option a word names, and whether it is a flag's --no- form.
const CliOption* FindOption(std::string_view word, bool* negated) {
  *negated = false;
  for (const CliOption& o : kAwsCliOptions) {
    if (word == o.option) return &o;
    if (o.kind == Kind::kFlag && word.substr(0, 5) == "--no-" &&
        word.substr(5) == o.option.substr(2)) {
      *negated = true;
      return &o;
    }
  }
  return nullptr;
}

Result<Json> OptionValue(const CliOption& o, const ShellWord& value, const std::string& name) {
  if (o.kind == Kind::kString) return Json::String(value.text);
  if (o.kind == Kind::kInt) {
    Result<Json> parsed = Json::Parse(value.text);
    int64_t v = 0;
    if (parsed.ok() && parsed->GetInt64(&v) && v >= 1 &&
        value.text.find_first_not_of("0123456789") == std::string::npos)
      return Json::Int(v);
    return At("option " + name + " takes a whole number from 1, not " + value.text + ",",
              value.offset);
  }
  Result<Json> parsed = Json::Parse(value.text);
  if (!parsed.ok())
    return At("option " + name + ": JSON does not parse (" + parsed.status().message() + ")",
              value.offset);
  const bool array = o.kind == Kind::kJsonArray;
  if (array ? !parsed->is_array() : !parsed->is_object())
    return At("option " + name + " takes a JSON " + (array ? "array," : "object,"), value.offset);
  return std::move(*parsed);
}

class CommandReader {
 public:
  explicit CommandReader(std::vector<ShellWord> words) : w_(std::move(words)) {}

  Result<AwsCliCommand> Read() {
    if (w_.empty()) return Status::Validation("empty command");
    if (w_[0].text != "aws") return NotAws(0);
    size_t i = 1;
    KS_RETURN_IF_ERROR(SkipGlobals(&i));
    if (i >= w_.size() || w_[i].text != "dynamodb") return NotAws(i);
    KS_RETURN_IF_ERROR(SkipGlobals(&++i));
    if (i >= w_.size()) return Status::Validation("aws dynamodb needs a command");
    KS_RETURN_IF_ERROR(ReadCommandName(w_[i]));
    ++i;
    while (i < w_.size()) KS_RETURN_IF_ERROR(ReadOption(&i));
    if (!out_.request.Find(kCommands[command_].member))
      return Status::Validation("aws dynamodb " + out_.command + " needs " +
                                std::string(kCommands[command_].required));
    return std::move(out_);
  }

 private:
  Status NotAws(size_t i) {
    if (i >= w_.size()) return Status::Validation("not an aws dynamodb command: it ends early");
    return At("not an aws dynamodb command: found " + w_[i].text, w_[i].offset);
  }

  Status SkipGlobals(size_t* i) {
    while (*i < w_.size()) {
      const std::string& t = w_[*i].text;
      const std::string name = t.substr(0, t.find('='));
      if (Contains(kGlobalFlags, t)) {
        ++*i;
      } else if (Contains(kGlobalsWithValue, name)) {
        if (name == t && *i + 1 >= w_.size())
          return At("option " + t + " needs a value", w_[*i].offset);
        *i += name == t ? 2 : 1;
      } else {
        return Status::Ok();
      }
    }
    return Status::Ok();
  }

  Status ReadCommandName(const ShellWord& w) {
    for (size_t c = 0; c < kCommands.size(); ++c)
      if (kCommands[c].name == w.text) {
        command_ = c;
        out_.command = w.text;
        out_.operation = std::string(kCommands[c].operation);
        out_.request = Json::Object();
        return Status::Ok();
      }
    return At("unknown aws dynamodb command " + w.text, w.offset);
  }

  Status ReadOption(size_t* i) {
    KS_RETURN_IF_ERROR(SkipGlobals(i));
    if (*i >= w_.size()) return Status::Ok();
    const ShellWord& w = w_[*i];
    if (w.text.rfind("--", 0) != 0) return At("unexpected argument " + w.text, w.offset);
    const size_t eq = w.text.find('=');
    const std::string name = w.text.substr(0, eq);
    bool negated = false;
    const CliOption* o = FindOption(name, &negated);
    if (!o) return At("unknown option " + name, w.offset);
    if (!(o->commands & (1u << command_)))
      return At("option " + name + " is not an option of " + out_.command + ",", w.offset);
    if (out_.request.Find(o->member)) return At("option " + name + " is given twice,", w.offset);
    if (o->kind == Kind::kFlag) {
      if (eq != std::string::npos) return At("option " + name + " takes no value,", w.offset);
      out_.request.Add(std::string(o->member), Json::Bool(!negated));
      ++*i;
      return Status::Ok();
    }
    ShellWord value;
    if (eq != std::string::npos) {
      value = {w.text.substr(eq + 1), w.offset + eq + 1};
      ++*i;
    } else {
      if (*i + 1 >= w_.size()) return At("option " + name + " needs a value", w.offset);
      value = w_[*i + 1];
      *i += 2;
    }
    KS_ASSIGN_OR_RETURN(Json v, OptionValue(*o, value, name));
    out_.request.Add(std::string(o->member), std::move(v));
    return Status::Ok();
  }

  std::vector<ShellWord> w_;
  size_t command_ = 0;
  AwsCliCommand out_;
};

}  // namespace

Result<AwsCliCommand> ParseAwsCliCommand(std::string_view text) {
  KS_ASSIGN_OR_RETURN(std::vector<ShellWord> words, SplitShellWords(text));
  return CommandReader(std::move(words)).Read();
}

std::string AwsCliCommandName(std::string_view operation) {
  for (const CliCommand& c : kCommands)
    if (c.operation == operation) return std::string(c.name);
  return "";
}

Result<std::string> WriteAwsCliCommand(std::string_view operation, const Json& request,
                                       const AwsCliWriteOptions& options) {
  const std::string command = AwsCliCommandName(operation);
  if (command.empty())
    return Status::Validation("aws-cli: " + std::string(operation) +
                              " has no aws dynamodb command");
  std::string out = options.program + " " + command;
  for (const Json::Member& m : request.members()) {
    const CliOption* o = nullptr;
    for (const CliOption& c : kAwsCliOptions)
      if (c.member == m.first) o = &c;
    if (!o)
      return Status::Validation("aws-cli: request member " + m.first +
                                " has no aws dynamodb option");
    out += options.separator;
    if (o->kind == Kind::kFlag) {
      out += m.second.bool_value() ? std::string(o->option)
                                   : "--no-" + std::string(o->option.substr(2));
      continue;
    }
    out += std::string(o->option) + " ";
    out += o->kind == Kind::kString
               ? ShellQuote(m.second.string_value())
               : ShellQuote(m.second.is_number() ? m.second.number_text() : m.second.Dump());
  }
  return out;
}

}  // namespace keyscape::interop
