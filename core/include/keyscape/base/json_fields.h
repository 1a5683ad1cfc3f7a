// Reading one JSON object of the model file: its members by name and kind, with errors that
// name the JSON Pointer path of the offending value ("/entities/0/keys/SK: ...").
// Read by the model reader and the importers.
#ifndef KEYSCAPE_BASE_JSON_FIELDS_H_
#define KEYSCAPE_BASE_JSON_FIELDS_H_

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"

namespace keyscape::base {

// "path: problem" as a ValidationException.
base::Status PathError(std::string_view path, std::string_view problem);
// path + "/" + member (JSON Pointer escaping of '~' and '/').
std::string Child(std::string_view path, std::string_view member);
std::string Child(std::string_view path, size_t index);

// obj[name] when it is of kind `kind`; an error at path/name when it is of another kind
// ("must be a string" / "an object" / "a number" / "an array"), or when it is absent and
// `required`; nullptr when it is absent and optional. For files the model does not own
// (the importers), where unknown members are allowed.
base::Result<const base::Json*> Member(const base::Json& obj, const std::string& path,
                                       const char* name, base::Json::Kind kind, bool required);

class Fields {
 public:
  // Error unless `j` is an object whose member names are all in `allowed`, none repeated.
  static base::Result<Fields> Of(const base::Json& j, std::string path,
                                 std::initializer_list<std::string_view> allowed);

  const std::string& path() const { return path_; }
  std::string PathOf(std::string_view member) const { return Child(path_, member); }
  const base::Json* Get(std::string_view member) const { return obj_->Find(member); }

  // Each returns an error naming the member's path when it is present with the wrong kind,
  // or absent while required.
  base::Result<std::string> String(std::string_view member) const;  // required, non-empty
  base::Result<std::optional<std::string>> OptString(std::string_view member) const;
  base::Result<std::optional<bool>> OptBool(std::string_view member) const;
  // Whole numbers from `min` up.
  base::Result<std::optional<int64_t>> OptInt(std::string_view member, int64_t min) const;
  base::Result<std::optional<double>> OptNumber(std::string_view member, double min) const;
  // The member if it is an array (required) / an object (optional: null when absent).
  base::Result<const base::Json*> Array(std::string_view member, bool required) const;
  base::Result<const base::Json*> Object(std::string_view member, bool required) const;

 private:
  Fields(const base::Json* obj, std::string path) : obj_(obj), path_(std::move(path)) {}
  base::Result<const base::Json*> Member(std::string_view member, bool required, bool array) const;
  const base::Json* obj_;
  std::string path_;
};

}  // namespace keyscape::base

#endif  // KEYSCAPE_BASE_JSON_FIELDS_H_
