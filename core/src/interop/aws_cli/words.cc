// SplitShellWords (words.h).
#include "keyscape/interop/aws_cli/words.h"

#include "keyscape/base/status.h"

namespace keyscape::interop {

using base::Result;
using base::Status;

namespace {

bool IsBlank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool IsOperator(char c) {
  return c == ';' || c == '&' || c == '|' || c == '<' || c == '>' || c == '(' || c == ')';
}

Status At(const std::string& what, size_t offset) {
  return Status::Validation(what + " at offset " + std::to_string(offset));
}

class WordReader {
 public:
  explicit WordReader(std::string_view text) : s_(text) {}

  Result<std::vector<ShellWord>> Read() {
    while (true) {
      while (i_ < s_.size() && IsBlank(s_[i_])) ++i_;
      if (i_ >= s_.size()) break;
      if (s_[i_] == '#') {
        while (i_ < s_.size() && s_[i_] != '\n') ++i_;
        continue;
      }
      if (s_[i_] == '\\' && i_ + 1 < s_.size() && s_[i_ + 1] == '\n') {
        i_ += 2;  // a continuation between words
        continue;
      }
      KS_RETURN_IF_ERROR(ReadWord());
    }
    return std::move(words_);
  }

 private:
  Status ReadWord() {
    ShellWord w;
    w.offset = i_;
    while (i_ < s_.size() && !IsBlank(s_[i_])) {
      const char c = s_[i_];
      if (IsOperator(c))
        return Status::Validation(std::string("shell operator ") + c + " at offset " +
                                  std::to_string(i_) + ": an implementation is one command");
      if (c == '$' || c == '`')
        return Status::Validation(std::string("shell expansion ") + c + " at offset " +
                                  std::to_string(i_) + " is not supported");
      if (c == '\'') {
        KS_RETURN_IF_ERROR(Single(&w.text));
      } else if (c == '"') {
        KS_RETURN_IF_ERROR(Double(&w.text));
      } else if (c == '\\') {
        if (i_ + 1 >= s_.size()) return At("trailing backslash", i_);
        if (s_[i_ + 1] != '\n') w.text += s_[i_ + 1];
        i_ += 2;
      } else {
        w.text += c;
        ++i_;
      }
    }
    words_.push_back(std::move(w));
    return Status::Ok();
  }

  Status Single(std::string* out) {
    const size_t open = i_++;
    const size_t close = s_.find('\'', i_);
    if (close == std::string_view::npos) return At("unterminated single quote", open);
    out->append(s_.substr(i_, close - i_));
    i_ = close + 1;
    return Status::Ok();
  }

  Status Double(std::string* out) {
    const size_t open = i_++;
    while (i_ < s_.size() && s_[i_] != '"') {
      const char c = s_[i_];
      if (c == '$' || c == '`')
        return Status::Validation(std::string("shell expansion ") + c + " at offset " +
                                  std::to_string(i_) + " is not supported");
      if (c == '\\' && i_ + 1 < s_.size()) {
        const char n = s_[i_ + 1];
        if (n == '$' || n == '`' || n == '"' || n == '\\') {
          *out += n;
        } else if (n != '\n') {
          *out += c;
          *out += n;
        }
        i_ += 2;
        continue;
      }
      *out += c;
      ++i_;
    }
    if (i_ >= s_.size()) return At("unterminated double quote", open);
    ++i_;
    return Status::Ok();
  }

  std::string_view s_;
  size_t i_ = 0;
  std::vector<ShellWord> words_;
};

}  // namespace

Result<std::vector<ShellWord>> SplitShellWords(std::string_view text) {
  return WordReader(text).Read();
}

std::string ShellQuote(std::string_view word) {
  bool bare = !word.empty();
  for (char c : word) {
    const bool safe = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      c == '_' || c == '.' || c == '/' || c == ':' || c == '=' || c == '@' ||
                      c == '%' || c == '+' || c == ',' || c == '-';
    bare = bare && safe;
  }
  if (bare) return std::string(word);
  std::string out = "'";
  for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace keyscape::interop
