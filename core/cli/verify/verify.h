// keyscape verify --endpoint URL [--region R] [--profile P] [--prefix P] [--timeout S] MODEL
//
// Runs a design on a real DynamoDB-compatible endpoint (AWS with SigV4, DynamoDB Local,
// ScyllaDB Alternator, dynalite, `keyscape serve`) and compares every access pattern's
// response with keyscape's own (keyscape:RunAccessPatterns on the sample items):
//  1. creates the model's tables (keyscape:ValidateModel's CreateTable requests) named
//     <prefix><table>, prefix default `keyscape-verify-<8 random hex>-`, and polls
//     DescribeTable until each table and its GSIs are ACTIVE (at most 300 s);
//  2. writes the sample items with BatchWriteItem, 25 per request, retrying
//     UnprocessedItems with backoff (at most 10 times per request), then polls Scan
//     (Select COUNT) on every table and GSI until each shows all its sample items (GSIs
//     and eventually consistent reads lag behind writes on a distributed endpoint; after
//     60 s a warning, and the run goes on);
//  3. runs the read patterns on the sample data, then each write pattern on that same
//     data, after which the run puts back every item the write may have changed (the sample
//     item with that key, or a delete when there was none), so each write sees exactly the
//     sample items, as keyscape runs it ("patterns run on a copy", MODEL.md);
//  4. compares each response (verify_compare.h) and prints one line per pattern on stdout,
//     in the model's order: `pattern "NAME": ok` or `pattern "NAME": DIFFERS: <first
//     difference>`, then `N patterns: X ok, Y DIFFERS`;
//  5. deletes every table it created and waits until they are gone — also after an error
//     or SIGINT/SIGTERM (verify_interrupt.h; a second signal ends at once, naming what is
//     left).
// Every request is bounded: 5 s to connect, --timeout seconds (default 30) to send it or to
// receive the answer. Progress and errors go to stderr. Exit codes: 0 every pattern agrees; 1 one
// or more DIFFERS; 2 invalid input (bad options, unreadable or invalid model: the message names the
// JSON path), an unreachable or failing endpoint, or a table that could not be deleted;
// 130 interrupted (after the cleanup).
#ifndef KEYSCAPE_CLI_VERIFY_VERIFY_H_
#define KEYSCAPE_CLI_VERIFY_VERIFY_H_

namespace keyscape::cli {

// argv[0] is "verify".
int RunVerify(int argc, char** argv);

}  // namespace keyscape::cli

#endif  // KEYSCAPE_CLI_VERIFY_VERIFY_H_
