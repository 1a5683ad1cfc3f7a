// The commands that read a model file (ARCHITECTURE.md "Model commands"):
//   keyscape validate MODEL                      keyscape:ValidateModel
//   keyscape lint MODEL                          keyscape:Lint
//   keyscape patterns MODEL                      keyscape:RunAccessPatterns
//   keyscape cost [--prices FILE] MODEL          keyscape:Cost
//   keyscape import --from nosql-workbench FILE  keyscape:Import (the model on stdout, the
//                                                importer's notes on stderr)
// Each prints the operation's response JSON on stdout, or with `--format text` a report a
// person reads. Exit codes: 0 ok; 1 a finding of severity error (lint) or a failed expect
// (patterns); 2 invalid input (unreadable file, invalid model: the message, which names the
// JSON path, on stderr).
#ifndef KEYSCAPE_CLI_DESIGN_COMMANDS_H_
#define KEYSCAPE_CLI_DESIGN_COMMANDS_H_


namespace keyscape::cli {

// argv[0] is the command name (listed in model_commands.cc's table).
int RunDesignCommand(int argc, char** argv);

}  // namespace keyscape::cli

#endif  // KEYSCAPE_CLI_DESIGN_COMMANDS_H_
