// The shell words of an `aws dynamodb ...` command line (command.h reads the command from
// them).
//
// SplitShellWords reads the shell-word subset a single command needs, as bash does:
// blanks (space, tab, newline) separate words; '...' is literal; "..." keeps its text, where
// a backslash escapes only $ ` " \ and newline (other backslashes stay); outside quotes a
// backslash quotes the next character, and backslash-newline is a continuation (removed); an
// unquoted # at the start of a word comments out the rest of the line. Nothing is expanded.
// Errors (ValidationException; offsets are byte offsets into the text):
//   "unterminated single quote at offset N" / "unterminated double quote at offset N"
//                                            (N: the opening quote)
//   "trailing backslash at offset N"
//   "shell operator ; at offset N: an implementation is one command"   (; & | < > ( ) unquoted)
//   "shell expansion $ at offset N is not supported"   ($ outside single quotes, ` anywhere
//                                            outside single quotes)
#ifndef KEYSCAPE_INTEROP_AWS_CLI_WORDS_H_
#define KEYSCAPE_INTEROP_AWS_CLI_WORDS_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/base/status.h"

namespace keyscape::interop {

struct ShellWord {
  std::string text;
  size_t offset = 0;  // where the word starts in the command text
};

base::Result<std::vector<ShellWord>> SplitShellWords(std::string_view text);

}  // namespace keyscape::interop

#endif  // KEYSCAPE_INTEROP_AWS_CLI_WORDS_H_
