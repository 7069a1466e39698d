// ferz/notation/ucci.hpp: moves as UCCI text (h2e2, b0c2), the move text of Chinese xiangqi engines.
//
// UCCI (the Universal Chinese Chess Protocol, www.xqbase.com/protocol/cchess_ucci.htm) names a square
// by its file a..i from Red's left and its rank 0..9 from Red's back rank, so Red's cannon opening
// C2.5 is h2e2 and its horse H2+3 is h0g2. It is UCI's text with ranks counted from 0 (UCI's h3e3 is
// UCCI's h2e2). UCCI's FEN is the xiangqi FEN that fen.hpp reads and writes (Red is 'w', colour 0):
// the start position is rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1. UCCI
// writes the horse and elephant N and B, as ferz's xiangqi does; some programs write H and E there.
// For boards of up to 10 ranks (one digit each) and variants without drops. Like parse_uci, parse_ucci
// matches the text against the legal moves, so a move string is never trusted.
#pragma once

#include <string>
#include <string_view>

#include "ferz/movegen/generate.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/position.hpp"
#include "ferz/result.hpp"

namespace ferz {

// A square's UCCI name (e0 is Red's general at the start); only on boards of up to 10 ranks.
template <class G>
std::string ucci_square_name(int sq) {
    static_assert(G::ranks <= 10, "UCCI squares have one rank digit 0-9: boards of up to 10 ranks");
    std::string s(1, static_cast<char>('a' + G::file_of(sq)));
    s += static_cast<char>('0' + G::rank_of(sq));
    return s;
}

// The UCCI text of a move of `pos`: the two squares ("0000" for a null move).
template <class V>
std::string to_ucci(const position<V>& pos, move m) {
    using traits = variant_traits<V>;
    using G = typename traits::board;
    static_assert(G::ranks <= 10, "UCCI squares have one rank digit 0-9: boards of up to 10 ranks");
    static_assert(!traits::has_drops, "UCCI has no text for drops");
    (void)pos;
    if (m.kind() == move_kind::null) return "0000";
    std::string s = ucci_square_name<G>(m.from()) + ucci_square_name<G>(m.to());
    if (m.kind() == move_kind::promotion)  // not in xiangqi; UCI's suffix, for variants that have one
        s += static_cast<char>(traits::pieces::letters[m.piece()] - 'A' + 'a');
    return s;
}

// The legal move of `pos` that a UCCI text names, or an error saying why there is none.
template <class V>
result<move, move_text_error> parse_ucci(const position<V>& pos, std::string_view text) {
    using G = typename variant_traits<V>::board;
    auto square_ok = [&](std::size_t i) {
        return text[i] >= 'a' && text[i] < 'a' + G::files && text[i + 1] >= '0' && text[i + 1] < '0' + G::ranks;
    };
    // Built by append: GCC 12 warns (-Wrestrict, a false positive) on "..." + std::string(...).
    std::string squares = "files a-";
    squares.append(1, static_cast<char>('a' + G::files - 1)).append(", ranks 0-").append(std::to_string(G::ranks - 1));
    squares.append(" from Red's side");
    if (text.size() < 4 || text.size() > 5) {
        std::string why = "is not a UCCI move (expected two squares like h2e2; ";
        return detail::move_error(text.substr(0, 12), why.append(squares).append(")"));
    }
    for (std::size_t i : {std::size_t{0}, std::size_t{2}}) {
        if (square_ok(i)) continue;
        std::string why = "is not a UCCI move: '";
        why.append(text.substr(i, 2)).append("' is not a square (").append(squares).append(")");
        return detail::move_error(text, why);
    }
    for (const move m : legal_move_vector(pos))
        if (to_ucci(pos, m) == text) return m;
    return detail::move_error(text, "is not a legal move here");
}

}  // namespace ferz
