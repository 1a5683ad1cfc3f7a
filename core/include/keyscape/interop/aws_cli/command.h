// `aws dynamodb <command> ...` command lines, read and written: the command-line layer of the
// aws-mcp import (an access pattern's `implementation`) and of the aws-mcp and aws-cli exports.
//
// Words: SplitShellWords (words.h).
//
// Commands. ParseAwsCliCommand reads `aws [globals] dynamodb <command> [options]` into the
// DynamoDB request it sends. Commands: query scan get-item put-item update-item delete-item
// batch-get-item batch-write-item transact-get-items transact-write-items. Options (each maps
// to one request member, see kAwsCliOptions in aws_cli_command.cc): string options
// (--table-name, --index-name, --key-condition-expression, --filter-expression,
// --projection-expression, --update-expression, --condition-expression, --select,
// --return-values, --return-consumed-capacity), JSON options (--expression-attribute-names,
// --expression-attribute-values, --key, --item, --exclusive-start-key, --request-items,
// --transact-items; the JSON must be an object, --transact-items' an array), --limit N (a whole
// number from 1), and the flag pairs --scan-index-forward/--no-scan-index-forward and
// --consistent-read/--no-consistent-read. `--option=value` is read like `--option value`. The
// global options
// --endpoint-url, --region, --profile, --output (with a value) and --no-paginate,
// --no-cli-pager, --no-verify-ssl, --debug are accepted anywhere and ignored. Errors, at the
// offset of the word concerned:
//   "empty command"
//   "not an aws dynamodb command: found WORD at offset N"
//   "unknown aws dynamodb command WORD at offset N"
//   "unknown option --frobnicate at offset N"
//   "option --item is not an option of get-item, at offset N"
//   "option --limit needs a value at offset N"
//   "option --limit is given twice, at offset N"
//   "option --limit takes a whole number from 1, not abc, at offset N"
//   "option --key: JSON does not parse (<the JSON reader's message>) at offset N"
//   "option --key takes a JSON object, at offset N" (--transact-items: "a JSON array,")
//   "unexpected argument WORD at offset N"
//   "aws dynamodb query needs --table-name"   (--request-items / --transact-items for batch
//                                              and transaction commands)
// Values are not checked beyond this: the request goes to the engine, which answers as
// DynamoDB would.
//
// Writing. WriteAwsCliCommand prints a request as `aws dynamodb <command> --option value ...`,
// one option per member in the request's order, JSON members as compact JSON; every word is
// ShellQuote'd, so ParseAwsCliCommand(WriteAwsCliCommand(op, r)) gives back op and r.
#ifndef KEYSCAPE_INTEROP_AWS_CLI_COMMAND_H_
#define KEYSCAPE_INTEROP_AWS_CLI_COMMAND_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/interop/aws_cli/words.h"

namespace keyscape::interop {

struct AwsCliCommand {
  std::string command;    // "query"
  std::string operation;  // "Query"
  base::Json request;     // the request body, members in the order of the options
};

base::Result<AwsCliCommand> ParseAwsCliCommand(std::string_view text);

// The CLI command of a DynamoDB operation ("Query" -> "query"); "" when there is none.
std::string AwsCliCommandName(std::string_view operation);

// `word` as one shell word: itself when it holds only [A-Za-z0-9_./:=@%+,-] (and is not
// empty), else single-quoted with each ' written as '\''.
std::string ShellQuote(std::string_view word);

struct AwsCliWriteOptions {
  std::string program = "aws dynamodb";  // what precedes the command name, written as is
  std::string separator = " ";           // between options: " \\\n  " for one per line
};

// REQUIRES nothing; an operation without a CLI command, or a request member without an
// option, is a ValidationException ("aws-cli: request member X has no aws dynamodb option").
base::Result<std::string> WriteAwsCliCommand(std::string_view operation, const base::Json& request,
                                             const AwsCliWriteOptions& options = {});

}  // namespace keyscape::interop

#endif  // KEYSCAPE_INTEROP_AWS_CLI_COMMAND_H_
