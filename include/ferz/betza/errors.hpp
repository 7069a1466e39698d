// ferz/betza/errors.hpp: what can be wrong with an XBetza descriptor, and where.
//
// Every function that reads a descriptor returns either its result or one `error`: the kind of
// mistake and the 1-based column of the character that shows it. The same value becomes a compile
// error for descriptors given as template arguments (diagnostics.hpp), so the kinds are few, stable
// and named for what the author did wrong, not for the parser state that noticed it.
#pragma once

#include <cstdint>
#include <string_view>

namespace ferz::betza {

enum class errc : std::uint8_t {
    none,                       // no error
    empty_descriptor,           // the descriptor has no moves at all
    unknown_atom,               // an upper-case letter that is no atom (or X/Y with no atom before it)
    unknown_modifier,           // a modifier with no meaning on this atom or this leg (`p@`, `mO2`, final `y`)
    missing_atom,               // modifiers (or a range) not followed by an atom
    empty_leg,                  // a leg of an `a` chain with no modifier at all, other than the last (`aaW`)
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
    }
    return "unknown error";
}

struct error {
    errc kind = errc::none;
    std::uint16_t column = 0;  // 1-based; points at the offending character (0 when kind == none)

    [[nodiscard]] constexpr std::string_view message() const noexcept { return to_string(kind); }
    constexpr explicit operator bool() const noexcept { return kind != errc::none; }
    constexpr bool operator==(const error&) const = default;
};

}  // namespace ferz::betza
