// The front door of `keyscape serve`: a POST goes through DynamoDB's request checks in
// DynamoDB's order (serve.h lists them) before the engine sees it:
//   1. the body, capped at 16 MiB            -> 413 RequestEntityTooLarge
//   2. its Content-Type                      -> 404 <UnknownOperationException/>
//   3. X-Amz-Target and Authorization (a body that is not JSON is reported first)
//                                            -> SerializationException, then
//                                               UnknownOperationException or
//                                               MissingAuthenticationTokenException
//   4. the signature's parts and a date      -> IncompleteSignatureException
//   5. an empty body                         -> SerializationException
//   6. Engine::Execute with DynamoDB's error bodies (no "position" member).
#ifndef KEYSCAPE_CLI_SERVE_FRONT_DOOR_H_
#define KEYSCAPE_CLI_SERVE_FRONT_DOOR_H_

#include <httplib.h>

#include <optional>
#include <string>
#include <string_view>

#include "keyscape/engine.h"

namespace keyscape::serve {

// IncompleteSignatureException text for an "AWS4-..." Authorization header that lacks
// Credential, Signature or SignedHeaders, or a request without a date header; "" when
// nothing is missing.
std::string IncompleteSignatureMessage(std::string_view auth, bool has_date);

class FrontDoor {
 public:
  explicit FrontDoor(Engine* engine) : engine_(engine) {}

  // Answers one POST. Thread-safe (the engine serialises access).
  void HandlePost(const httplib::Request& req, httplib::Response& res,
                  const httplib::ContentReader& reader);

 private:
  Engine* engine_;
};

}  // namespace keyscape::serve

#endif  // KEYSCAPE_CLI_SERVE_FRONT_DOOR_H_
