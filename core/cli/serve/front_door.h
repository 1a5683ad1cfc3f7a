// The front door of `keyscape serve` on cpp-httplib: reads a POST's body under the 16 MiB
// cap (413 RequestEntityTooLarge past it) and answers it with exchange.h's AnswerPost,
// which holds DynamoDB's checks in DynamoDB's order.
#ifndef KEYSCAPE_CLI_SERVE_FRONT_DOOR_H_
#define KEYSCAPE_CLI_SERVE_FRONT_DOOR_H_

#include <httplib.h>

#include "exchange.h"
#include "keyscape/engine.h"

namespace keyscape::serve {

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
