// ferz/hasinu/errors.hpp: what can be wrong with a Ħasínū text, or with XBetza that has no Ħasínū
// form, and where.
//
// Both directions of the translator (hasinu/to_betza.hpp, hasinu/to_hasinu.hpp) return their result
// or one `error`: the kind of mistake, the column (in code points from 1, so that `×` and `°` count
// as one) of the Ħasínū text where it shows, and a short text naming the construct or the XBetza
// letter concerned. Errors about XBetza given to the XBetza → Ħasínū direction have column 0 unless
// the XBetza compiler itself placed them (betza_error). Nothing is dropped silently: a construct with
// no equivalent on the other side is an error naming it (HASINU.md §9).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "ferz/betza/errors.hpp"
#include "ferz/inline_string.hpp"

namespace ferz::hasinu {

// The longest Ħasínū text the translator reads, in bytes (checked before anything else).
inline constexpr std::size_t max_text_length = 4096;

enum class errc : std::uint8_t {
    none,             // no error
    empty,            // no terms at all
    syntax,           // a character or token that does not fit the grammar here; `what` says what was expected
    bad_number,       // a distance, count or leap coordinate that is zero, repeated or out of its range
    bad_directions,   // a direction list that repeats a direction or does not hold k (or 8 - k) directions
    bad_parts,        // part letters outside a..h or repeated
    bad_oblique,      // (p,q) with p = q or a zero
    bad_angle,        // an angle that is not allowed here (bent: 45, 90, 135; the Rose: one orientation step)
    bad_bent,         // a bent term whose legs do not fit (obliques, a leg type reached that B does not have)
    bad_nesting,      // functions nested in a way with no meaning (m with c, i around i, j around a bent term)
    royal_not_here,   // royal() inside a call, or where only a move text is asked for
    no_equivalent,    // a construct with no form on the other side; `what` names it
    out_of_range,     // beyond what ferz's XBetza can write (a slide over 99, a leap over 8, an atom it lacks)
    betza,            // XBetza (after `\`, or given to be translated) that ferz does not compile: betza_error
    too_long,         // more than max_text_length bytes
};

[[nodiscard]] constexpr std::string_view to_string(errc e) noexcept {
    switch (e) {
        case errc::none: return "no error";
        case errc::empty: return "empty text";
        case errc::syntax: return "syntax error";
        case errc::bad_number: return "bad number";
        case errc::bad_directions: return "bad direction list";
        case errc::bad_parts: return "bad part letters";
        case errc::bad_oblique: return "bad oblique term";
        case errc::bad_angle: return "angle not allowed here";
        case errc::bad_bent: return "bent term whose legs do not fit";
        case errc::bad_nesting: return "functions that cannot nest this way";
        case errc::royal_not_here: return "royal() not allowed here";
        case errc::no_equivalent: return "no equivalent in the other notation";
        case errc::out_of_range: return "beyond what ferz's XBetza can write";
        case errc::betza: return "XBetza that ferz does not compile";
        case errc::too_long: return "text longer than 4096 bytes";
    }
    return "unknown error";
}
static_assert(max_text_length == 4096, "to_string(errc::too_long) spells the limit out");

// An error as one line for a person, in a fixed buffer (usable in constant evaluation).
using error_text = betza::basic_error_text<192>;

struct error {
    errc kind = errc::none;
    std::uint16_t column = 0;     // 1-based code point of the Ħasínū text; 0: not about a place in it
    inline_string<63> what{};     // the construct, token or XBetza letter concerned ("fe()", "expected ')'")
    betza::error betza_error{};   // kind == errc::betza: the XBetza compiler's own error

    constexpr explicit operator bool() const noexcept { return kind != errc::none; }
    constexpr bool operator==(const error&) const = default;

    // "column 7: no equivalent in the other notation: fe()"; without_column: what follows "column 7: "
    // (for a reader that places the error itself, as the variant-file reader does).
    [[nodiscard]] constexpr error_text describe(bool with_column = true) const noexcept {
        error_text t;
        if (column != 0 && with_column) {
            t.append("column ");
            t.append(column);
            t.append(": ");
        }
        t.append(to_string(kind));
        if (!what.empty()) {
            t.append(": ");
            t.append(what.view());
        }
        if (kind == errc::betza) {
            t.append(" (XBetza ");
            t.append(betza::describe(betza_error).view());
            t.append(")");
        }
        return t;
    }
    [[nodiscard]] std::string message() const { return std::string(describe().view()); }
};

[[nodiscard]] constexpr error make_error(errc kind, std::size_t column, std::string_view what = {}) noexcept {
    error e;
    e.kind = kind;
    e.column = static_cast<std::uint16_t>(column < 65535 ? column : 65535);
    e.what = what.size() <= decltype(e.what)::capacity ? what : what.substr(0, decltype(e.what)::capacity);
    return e;
}

}  // namespace ferz::hasinu
