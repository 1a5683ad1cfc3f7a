// The routes and error handlers of `keyscape serve` (serve.h has the wire contract): POST to
// the front door, GET / the health text, every other method DynamoDB's 404, CORS answers for
// an Origin header, and httplib's own error responses in DynamoDB's shape. Separate from
// serve.cc so that tests/fuzz/serve_fuzz.cc can drive a server without a socket.
#ifndef KEYSCAPE_CLI_SERVE_ROUTES_H_
#define KEYSCAPE_CLI_SERVE_ROUTES_H_

#include <httplib.h>

#include "front_door.h"
#include "ttl.h"

namespace keyscape::serve {

// Installs the routes and handlers on `server`; `verbose` logs one line per request to
// stderr. `front_door` (and `ttl`, when not null: its sweep runs before each POST) must
// outlive the server.
void SetUpRoutes(httplib::Server& server, FrontDoor* front_door, bool verbose,
                 TtlSweeper* ttl = nullptr);

}  // namespace keyscape::serve

#endif  // KEYSCAPE_CLI_SERVE_ROUTES_H_
