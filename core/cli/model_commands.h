// The model commands of the native `keyscape` command (ARCHITECTURE.md, "Model commands"):
// each is an engine operation with a CLI front that prints the operation's response JSON
// on stdout. Exit codes: 0 ok, 2 invalid input (the engine's message on stderr), and 1 for
// commands that report findings (lint) or failed expectations (patterns).
//
// The commands are one table in model_commands.cc (name, runner, usage); a new command is
// one row there.
//   keyscape template render TEMPLATE VALUES   -> keyscape:Template {"key":...}
//   keyscape template parse TEMPLATE KEY       -> keyscape:Template {"values":{...}}
//   keyscape template prefix TEMPLATE VALUES   -> keyscape:Template {"prefix":...}
//     VALUES: a JSON object of attribute -> string or number.
//   keyscape validate|lint|patterns|cost|import|export ...   -> design_commands.h
//   keyscape verify ...                                    -> verify.h
#ifndef KEYSCAPE_CLI_MODEL_COMMANDS_H_
#define KEYSCAPE_CLI_MODEL_COMMANDS_H_

#include <string>

namespace keyscape {

// Runs `keyscape <argv[1]> ...` when argv[1] names a model command and returns its exit
// code; returns -1 (nothing printed) for any other command. REQUIRES: argc >= 2.
int RunModelCommand(int argc, char** argv);

// One line per model command, "  <usage>\n", in table order (for `keyscape --help`).
std::string ModelCommandUsages();

}  // namespace keyscape

#endif  // KEYSCAPE_CLI_MODEL_COMMANDS_H_
