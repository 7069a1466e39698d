// ferz/betza/fixed_string.hpp: a string literal that can be a template argument.
//
// XBetza descriptors are compiled while the engine compiles, so they travel as class-type
// non-type template parameters (`template <fixed_string S>`, `piece<'N', "N">`). C++20 allows that
// only for structural literal types; this is the smallest one: the characters by value, the
// terminating NUL included, with a string_view over them. Kept apart from the Betza grammar (as
// CTRE keeps ctll apart from ctre) because other layers may want literal NTTPs too.
#pragma once

#include <cstddef>
#include <string_view>

namespace ferz {

template <std::size_t N>
struct fixed_string {
    // Public so that the type stays structural (every member of an NTTP class must be public).
    char data[N]{};

    constexpr fixed_string() = default;
    constexpr fixed_string(const char (&text)[N]) noexcept {  // NOLINT: implicit on purpose, from a literal
        for (std::size_t i = 0; i < N; ++i) data[i] = text[i];
    }

    // The length without the terminating NUL.
    [[nodiscard]] static constexpr std::size_t size() noexcept { return N == 0 ? 0 : N - 1; }
    [[nodiscard]] constexpr std::string_view view() const noexcept { return {data, size()}; }
    [[nodiscard]] constexpr operator std::string_view() const noexcept { return view(); }

    template <std::size_t M>
    constexpr bool operator==(const fixed_string<M>& other) const noexcept {
        return view() == other.view();
    }
};

template <std::size_t N>
fixed_string(const char (&)[N]) -> fixed_string<N>;

}  // namespace ferz
