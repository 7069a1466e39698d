// ferz/betza/errors.hpp: what can be wrong with an XBetza descriptor, and where.
//
// Every function that reads a descriptor returns either its result or one `error`: the kind of
// mistake and the 1-based column of the character that shows it. The same value becomes a compile
// error for descriptors given as template arguments (diagnostics.hpp), so the kinds are few, stable
// and named for what the author did wrong, not for the parser state that noticed it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace ferz::betza {

// The longest descriptor the compiler reads. Real pieces take a few hundred characters at most (the
// Chu Shogi Lion is 15, the longest in XBETZA.md's piece table 19); the cap keeps every column in an
// error's 16 bits, and the work of a compilation bounded whatever text a program is given.
inline constexpr std::size_t max_descriptor_length = 4096;

enum class errc : std::uint8_t {
    none,                       // no error
    empty_descriptor,           // the descriptor has no moves at all
    unknown_atom,               // an upper-case letter that is no atom (or X/Y with no atom before it)
    unknown_modifier,           // a modifier with no meaning on this atom or this leg (`p@`, `mO2`, final `y`)
    missing_atom,               // modifiers (or a range) not followed by an atom
    empty_leg,                  // no longer reported: an empty leg takes the defaults, as XBoard reads it (`aaW`)
    bad_range,                  // a range with a leading zero, or on an atom that takes none (`U3`, `NN2`)
    range_too_large,            // more than two digits
    bad_direction_combination,  // direction letters that select nothing or cannot combine (`hW`, `fO2`)
    bad_suffix,                 // X/Y on an atom that cannot take it (`KX`, `RY`)
    rejected_dialect,           // `t`, `w`, 2013 `-`/`+` chaining: other dialects, rejected on purpose
    unsupported,                // valid XBetza that ferz does not compile yet (`*` range, `[ ]`, `nC`)
    too_many_legs,              // a path longer than max_legs after desugaring
    too_many_paths,             // more paths (or castling/drop rules) than the output can hold
    unbalanced_bracket,         // `(` without `)` or the reverse
    invalid_character,          // a character that is no part of XBetza (space, punctuation, non-ASCII)
    too_long,                   // more than max_descriptor_length characters (column: the first one past it)
};

[[nodiscard]] constexpr std::string_view to_string(errc e) noexcept {
    switch (e) {
        case errc::none: return "no error";
        case errc::empty_descriptor: return "empty descriptor";
        case errc::unknown_atom: return "unknown atom";
        case errc::unknown_modifier: return "modifier not valid here";
        case errc::missing_atom: return "missing atom after modifiers";
        case errc::empty_leg: return "empty leg in an a-chain";
        case errc::bad_range: return "bad range";
        case errc::range_too_large: return "range has more than two digits";
        case errc::bad_direction_combination: return "bad combination of direction letters";
        case errc::bad_suffix: return "X/Y suffix not valid on this atom";
        case errc::rejected_dialect: return "notation of another Betza dialect (t, w, -, +)";
        case errc::unsupported: return "XBetza feature not supported by ferz";
        case errc::too_many_legs: return "too many legs in one path";
        case errc::too_many_paths: return "too many paths";
        case errc::unbalanced_bracket: return "unbalanced bracket";
        case errc::invalid_character: return "invalid character";
        case errc::too_long: return "descriptor longer than 4096 characters";
    }
    return "unknown error";
}
static_assert(max_descriptor_length == 4096, "to_string(errc::too_long) spells the limit out");

struct error {
    errc kind = errc::none;
    std::uint16_t column = 0;  // 1-based; points at the offending character (0 when kind == none)
    std::uint32_t length = 0;  // too_long only: the descriptor's length (saturated at 2^32 - 1)

    [[nodiscard]] constexpr std::string_view message() const noexcept { return to_string(kind); }
    constexpr explicit operator bool() const noexcept { return kind != errc::none; }
    constexpr bool operator==(const error&) const = default;
};

// An error as one line for a person, in a fixed buffer (no allocation, usable in constant evaluation):
// "column 12: unknown atom", "column 4097: descriptor longer than 4096 characters (it has 70000)".
// Text past the capacity is cut. (The Ħasínū translator's errors use a longer one.)
template <std::size_t Capacity>
struct basic_error_text {
    char data[Capacity]{};
    std::size_t size = 0;

    [[nodiscard]] constexpr std::string_view view() const noexcept { return {data, size}; }
    constexpr void append(std::string_view s) noexcept {
        for (char c : s)
            if (size < sizeof(data)) data[size++] = c;
    }
    constexpr void append(std::uint32_t n) noexcept {
        char digits[10]{};
        int count = 0;
        do digits[count++] = char('0' + n % 10);
        while ((n /= 10) != 0);
        while (count > 0 && size < sizeof(data)) data[size++] = digits[--count];
    }
};

using error_text = basic_error_text<96>;

[[nodiscard]] constexpr error_text describe(const error& e) noexcept {
    error_text t;
    t.append("column ");
    t.append(e.column);
    t.append(": ");
    t.append(e.message());
    if (e.kind == errc::too_long) {
        t.append(" (it has ");
        t.append(e.length);
        t.append(")");
    }
    return t;
}

}  // namespace ferz::betza
