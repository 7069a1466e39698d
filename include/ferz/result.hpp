// ferz/result.hpp: a value or an error, for every function that reads text.
//
// C++20 has no std::expected, and the core must not need exceptions (engines often build without
// them), so text parsers return result<T, E>. It is a literal type, usable in constant evaluation,
// which lets the same XBetza and FEN parsers run at compile time and at run time.
#pragma once

#include <optional>
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

namespace detail {
// A result's value. Both members of a result live side by side rather than in a union: T and E are
// small in ferz, and this keeps the type trivially usable in constant expressions without union member
// activation rules. A T that cannot be default-constructed (a position of a variant read at run time,
// which needs its variant) is kept in an optional instead.
template <class T>
struct result_value {
    T value{};
    constexpr result_value() = default;
    constexpr explicit result_value(T v) : value(std::move(v)) {}
    constexpr T& get() noexcept { return value; }
    constexpr const T& get() const noexcept { return value; }
};
template <class T>
    requires(!std::is_default_constructible_v<T>)
struct result_value<T> {
    std::optional<T> value;
    constexpr result_value() = default;
    constexpr explicit result_value(T v) : value(std::move(v)) {}
    constexpr T& get() noexcept { return *value; }
    constexpr const T& get() const noexcept { return *value; }
};
}  // namespace detail

template <class T, class E>
class result {
public:
    constexpr result(T value) : value_(std::move(value)), ok_(true) {}
    constexpr result(unexpected<E> e) : error_(std::move(e.error)), ok_(false) {}

    [[nodiscard]] constexpr bool has_value() const noexcept { return ok_; }
    constexpr explicit operator bool() const noexcept { return ok_; }

    // The value; only when has_value() (checked by FERZ_ASSERT: a failed result has none to give).
    constexpr T& value() & { return checked(), value_.get(); }
    constexpr const T& value() const& { return checked(), value_.get(); }
    constexpr T&& value() && { return checked(), std::move(value_.get()); }
    constexpr T& operator*() & { return checked(), value_.get(); }
    constexpr const T& operator*() const& { return checked(), value_.get(); }
    constexpr T* operator->() { return checked(), &value_.get(); }
    constexpr const T* operator->() const { return checked(), &value_.get(); }

    // Why there is no value; only when !has_value() (checked likewise).
    constexpr const E& error() const {
        FERZ_ASSERT(!ok_, "result::error() of a result that holds a value");
        return error_;
    }

private:
    constexpr void checked() const { FERZ_ASSERT(ok_, "result::value() of a result that holds an error"); }
    detail::result_value<T> value_{};
    E error_{};
    bool ok_;
};

}  // namespace ferz
