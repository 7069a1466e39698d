// ferz/result.hpp: a value or an error, for every function that reads text.
//
// C++20 has no std::expected, and the core must not need exceptions (engines often build without
// them), so text parsers return result<T, E>. It is a literal type, usable in constant evaluation,
// which lets the same XBetza and FEN parsers run at compile time and at run time.
#pragma once

#include <type_traits>
#include <utility>

#include "ferz/assert.hpp"

namespace ferz {

template <class E>
struct unexpected {
    E error;
};
template <class E>
unexpected(E) -> unexpected<E>;

template <class T, class E>
class result {
public:
    constexpr result(T value) : value_(std::move(value)), ok_(true) {}
    constexpr result(unexpected<E> e) : error_(std::move(e.error)), ok_(false) {}

    [[nodiscard]] constexpr bool has_value() const noexcept { return ok_; }
    constexpr explicit operator bool() const noexcept { return ok_; }

    // The value; only when has_value() (checked by FERZ_ASSERT: a failed result has none to give).
    constexpr T& value() & { return checked(), value_; }
    constexpr const T& value() const& { return checked(), value_; }
    constexpr T&& value() && { return checked(), std::move(value_); }
    constexpr T& operator*() & { return checked(), value_; }
    constexpr const T& operator*() const& { return checked(), value_; }
    constexpr T* operator->() { return checked(), &value_; }
    constexpr const T* operator->() const { return checked(), &value_; }

    // Why there is no value; only when !has_value() (checked likewise).
    constexpr const E& error() const {
        FERZ_ASSERT(!ok_, "result::error() of a result that holds a value");
        return error_;
    }

private:
    constexpr void checked() const { FERZ_ASSERT(ok_, "result::value() of a result that holds an error"); }
    // Both members live side by side rather than in a union: T and E are small in ferz, and this
    // keeps the type trivially usable in constant expressions without union member activation rules.
    T value_{};
    E error_{};
    bool ok_;
};

}  // namespace ferz
