// `keyscape serve`: the engine behind DynamoDB's JSON 1.0 HTTP protocol, so any AWS SDK,
// the AWS CLI or a plain HTTP client can use it as a local DynamoDB endpoint.
//
// Wire contract (what DynamoDB does, checked in this order):
//   - a body over 16 MiB               -> 413, RequestEntityTooLarge
//   - not POST, or a body whose Content-Type is neither application/x-amz-json-1.0
//     nor application/json             -> 404, `<UnknownOperationException/>\n`
//     (GET / answers 200 with a one-line health text instead)
//   - a body that is not JSON          -> 400, SerializationException
//   - X-Amz-Target other than DynamoDB_20120810.<an operation the engine knows>
//                                      -> 400, UnknownOperationException
//   - no Authorization header starting with "AWS4-"
//                                      -> 400, MissingAuthenticationTokenException
//   - an AWS4- header lacking Credential/Signature/SignedHeaders or a date header
//                                      -> 400, IncompleteSignatureException
//   - an empty body                    -> 400, SerializationException
//   - otherwise Engine::Execute(operation, body): exactly the bytes the exec stream
//     prints, with the engine's HTTP status (400 client errors, 500 internal).
// Every response carries x-amzn-RequestId (52 characters of [0-9A-Z]), x-amz-crc32 (the
// CRC-32 of the body bytes as an unsigned decimal) and a Date header. Signatures are
// never verified. An Origin header gets DynamoDB's CORS answers.
//
// Operation: binds to 127.0.0.1 by default; `--port 0` picks a free port. The first line
// on stdout is always `keyscape serve listening on http://HOST:PORT` once the server
// accepts connections (after `--load` has been replayed). Connections are served by a
// pool that grows to --max-connections threads, each connection with read/write timeouts,
// so a slow or silent client holds only its own thread. SIGINT/SIGTERM stop it cleanly.
#ifndef KEYSCAPE_CLI_SERVE_SERVE_H_
#define KEYSCAPE_CLI_SERVE_SERVE_H_

namespace keyscape {

// argv[0] is the subcommand name ("serve"); options follow. Returns the process exit
// code: 0 after a clean stop, 1 when --load fails or the port cannot be bound, 2 for a
// usage error.
int RunServe(int argc, char** argv);

}  // namespace keyscape

#endif  // KEYSCAPE_CLI_SERVE_SERVE_H_
