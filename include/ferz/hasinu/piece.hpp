// ferz/hasinu/piece.hpp: a piece of a variant definition written in Ħasínū.
//
// A definition's pieces hold XBetza (rules/definition.hpp); these make one from Ħasínū instead,
// translated by hasinu/to_betza.hpp, with `royal()` and `royal(A)` giving the royal trait:
//
//   v.pieces.set(ferz::hasinu::piece<'A', "(1,2) & n4dD">());         // compile time: NB
//   v.pieces.set(ferz::hasinu::piece<'K', "1×8d & royal()">());       // K, royal
//   auto p = ferz::hasinu::make_piece('A', text);                    // run time: a result
//
// At compile time a malformed text is one compile error naming hasinu_text_error<errc::kind,
// at_column<n>, text<...>>, as for hasinu::betza_of. `royal(O)` (one of several royal pieces must
// survive) is an error (errc::royal_not_here): every royal piece of a ferz variant must survive.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

#include "ferz/betza/canonical.hpp"
#include "ferz/betza/fixed_string.hpp"
#include "ferz/hasinu/errors.hpp"
#include "ferz/hasinu/royalty.hpp"
#include "ferz/hasinu/to_betza.hpp"
#include "ferz/result.hpp"
#include "ferz/rules/definition.hpp"

namespace ferz::hasinu {

namespace detail {

// The longest XBetza a definition's piece holds (piece_def::betza).
inline constexpr std::size_t piece_betza_capacity = decltype(piece_def::betza)::capacity;

// The piece's XBetza and royal trait, or the error: the same checks at compile time and at run time.
struct piece_text {
    betza::fixed_text<piece_betza_capacity> betza{};
    royalty royal = royalty::none;
    error failure{};
};

[[nodiscard]] constexpr piece_text translate_piece(std::string_view text) {
    piece_text p;
    if (auto e = write_betza(text, p.betza, &p.royal)) {
        p.failure = e;
    } else if (p.betza.overflow) {
        p.failure = make_error(errc::out_of_range, 0, "XBetza longer than a piece holds (255 characters)");
    } else if (p.royal == royalty::one) {
        const std::size_t at = text.find("royal(O");
        std::size_t column = 0;
        for (std::size_t i = 0; at != std::string_view::npos && i <= at; ++i)
            column += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
        p.failure = make_error(errc::royal_not_here, column,
                               "royal(O): every royal piece of a ferz variant must survive; write royal()");
    }
    return p;
}

template <fixed_string Text>
inline constexpr piece_text translated_piece = translate_piece(Text.view());

[[nodiscard]] constexpr piece_def piece_from(char letter, const piece_text& t, unsigned traits) {
    return ferz::piece(letter, t.betza.view(), traits | (t.royal != royalty::none ? ferz::royal : 0u));
}

}  // namespace detail

// Compile time: the piece lettered Letter whose moves are the Ħasínū Text (traits added to what
// royal() gives). A malformed text is one compile error naming its kind, column and text.
template <char Letter, fixed_string Text>
[[nodiscard]] constexpr piece_def piece(unsigned traits = 0) {
    constexpr const detail::piece_text& t = detail::translated_piece<Text>;
    if constexpr (t.failure.kind != errc::none) {
        constexpr std::size_t printed = Text.size() < 256 ? Text.size() : 256;
        detail::report_text<Text, t.failure.kind, t.failure.column>(std::make_index_sequence<printed>{});
        // A stand-in with moves, so that the variant built on it compiles on and the error stays one.
        return ferz::piece(Letter, "W", traits);
    } else {
        return detail::piece_from(Letter, t, traits);
    }
}

// Run time: the same piece from text read at run time, or the error.
[[nodiscard]] inline result<piece_def, error> make_piece(char letter, std::string_view text, unsigned traits = 0) {
    const detail::piece_text t = detail::translate_piece(text);
    if (t.failure) return unexpected{t.failure};
    return detail::piece_from(letter, t, traits);
}

}  // namespace ferz::hasinu
