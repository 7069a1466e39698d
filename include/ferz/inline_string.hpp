// ferz/inline_string.hpp: a string held by value, up to a fixed capacity, usable in constant evaluation.
//
// A variant definition (rules/definition.hpp) is a value: it is copied when a variant is derived
// from another, read from text at run time, compared and written out. Its texts (name, XBetza, start
// FEN, piece lists, regions) are therefore held inside it, not pointed to, so a definition never
// dangles whatever its text came from. A literal longer than the capacity does not compile; text
// from elsewhere that is too long is kept cut at the capacity and marked (too_long()), and the
// definition's check (rules/check.hpp) reports it: it is never silently shortened.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace ferz {

template <std::size_t Capacity>
class inline_string {
    static_assert(Capacity >= 1 && Capacity < 65535, "inline_string: capacity in 1..65534");

public:
    static constexpr std::size_t capacity = Capacity;

    constexpr inline_string() = default;
    // From a literal: a text longer than the capacity is a compile error.
    template <std::size_t N>
    constexpr inline_string(const char (&text)[N]) noexcept {  // NOLINT: implicit on purpose
        static_assert(N >= 1 && N - 1 <= Capacity, "this text is longer than the definition's field holds");
        assign(std::string_view(text, N - 1));
    }
    // From any text: one that is too long is cut and marked too_long().
    constexpr inline_string(std::string_view text) noexcept { assign(text); }  // NOLINT: implicit on purpose
    inline_string(const std::string& text) noexcept { assign(text); }          // NOLINT: implicit on purpose

    constexpr void assign(std::string_view text) noexcept {
        const std::size_t n = text.size() < Capacity ? text.size() : Capacity;
        for (std::size_t i = 0; i < n; ++i) data_[i] = text[i];
        for (std::size_t i = n; i < length_; ++i) data_[i] = '\0';
        length_ = static_cast<std::uint16_t>(n);
        too_long_ = text.size() > Capacity;
    }

    [[nodiscard]] constexpr std::string_view view() const noexcept { return {data_, length_}; }
    constexpr operator std::string_view() const noexcept { return view(); }  // NOLINT: implicit on purpose
    [[nodiscard]] std::string str() const { return std::string(view()); }
    [[nodiscard]] constexpr std::size_t size() const noexcept { return length_; }
    [[nodiscard]] constexpr bool empty() const noexcept { return length_ == 0; }
    [[nodiscard]] constexpr const char* data() const noexcept { return data_; }
    [[nodiscard]] constexpr const char* begin() const noexcept { return data_; }
    [[nodiscard]] constexpr const char* end() const noexcept { return data_ + length_; }
    [[nodiscard]] constexpr char operator[](std::size_t i) const noexcept { return data_[i]; }
    [[nodiscard]] constexpr std::size_t find(char c, std::size_t from = 0) const noexcept { return view().find(c, from); }
    // The text given was longer than the capacity (it was cut there).
    [[nodiscard]] constexpr bool too_long() const noexcept { return too_long_; }

    // Equality of the text (an exact overload per kind of operand, so that no comparison is ambiguous).
    friend constexpr bool operator==(const inline_string& a, const inline_string& b) noexcept { return a.view() == b.view(); }
    friend constexpr bool operator==(const inline_string& a, std::string_view b) noexcept { return a.view() == b; }
    friend bool operator==(const inline_string& a, const std::string& b) noexcept { return a.view() == b; }
    template <std::size_t N>
    friend constexpr bool operator==(const inline_string& a, const char (&b)[N]) noexcept {
        std::size_t n = 0;  // a literal's text, or a buffer's up to its first NUL
        while (n < N && b[n] != '\0') ++n;
        return a.view() == std::string_view(b, n);
    }

private:
    char data_[Capacity + 1]{};  // always NUL-terminated
    std::uint16_t length_ = 0;
    bool too_long_ = false;
};

}  // namespace ferz
