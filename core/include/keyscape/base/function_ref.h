// FunctionRef<R(Args...)>: a non-owning reference to something callable, for functions that
// call a callback before they return (walks, visitors). Unlike std::function it never
// allocates and adds no type-erasure machinery per signature: one pointer to the callable
// and one to a small trampoline.
//
// REQUIRES: the callable outlives the FunctionRef (pass it as a parameter; never store it).
#ifndef KEYSCAPE_BASE_FUNCTION_REF_H_
#define KEYSCAPE_BASE_FUNCTION_REF_H_

#include <memory>
#include <type_traits>
#include <utility>

namespace keyscape::base {

template <typename Signature>
class FunctionRef;

template <typename R, typename... Args>
class FunctionRef<R(Args...)> {
 public:
  template <typename F,
            typename = std::enable_if_t<!std::is_same_v<std::remove_cvref_t<F>, FunctionRef> &&
                                        std::is_invocable_r_v<R, F&, Args...>>>
  FunctionRef(F&& f)  // NOLINT(google-explicit-constructor): converts like std::function
      : callable_(const_cast<void*>(static_cast<const void*>(std::addressof(f)))),
        call_([](void* c, Args... args) -> R {
          return (*static_cast<std::remove_reference_t<F>*>(c))(std::forward<Args>(args)...);
        }) {}

  R operator()(Args... args) const { return call_(callable_, std::forward<Args>(args)...); }

 private:
  void* callable_;
  R (*call_)(void*, Args...);
};

}  // namespace keyscape::base

#endif  // KEYSCAPE_BASE_FUNCTION_REF_H_
