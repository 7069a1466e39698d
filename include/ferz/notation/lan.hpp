// ferz/notation/lan.hpp: long algebraic notation, as Fairy-Stockfish writes it (its NOTATION_LAN):
// SAN with the from-square always written and '-' for a move that takes nothing.
//
//   e2-e4   Ng1-f3   c7xb8=Q+   O-O   P@e4   Nb8-c6/H (Seirawan's gating)   Le4xf5-g5 (a move of legs)
//
// The piece letter, the promotion, drops, castling, gating and the check mark are SAN's
// (notation/san.hpp); a pawn that moves like the orthodox pawn has no letter. parse_lan reads that
// form, and the SAN forms too.
#pragma once

#include <string>
#include <string_view>

#include "ferz/notation/san.hpp"

namespace ferz {

// The LAN of a legal move of `pos` (`pos` is copied to see check and mate).
template <class V>
std::string to_lan(const position<V>& pos, move m) {
    if (m.kind() == move_kind::castling || m.kind() == move_kind::drop || m.kind() == move_kind::null || m.has_unload())
        return to_san(pos, m);  // (an unload, XBetza u, names its whole from-square in SAN: Sd4-d5@d4)
    const auto& geo = pos.model().geo;
    const detail::san_pieces<typename position<V>::model_type> names{pos.model()};
    const int type = pos.type_on(m.from());
    std::string lan;
    if (!names.letterless(type) || m.kind() == move_kind::locust) lan += names.mover(type);
    lan += square_name(geo, m.from());
    if (m.kind() == move_kind::locust) {
        // A move of legs: Le4xf5-g5, the igui Le4xf5-e4, the pass Le4-e4.
        return lan + detail::legs_tail(pos, m) + detail::san_suffix(pos, m);
    }
    lan += detail::san_capture(pos, m) ? 'x' : '-';
    lan += square_name(geo, m.to());
    if (m.kind() == move_kind::promotion) lan += '=' + names.token(m.piece());
    return lan + detail::san_suffix(pos, m);
}

// The legal move a LAN text names (`e2-e4`, `Ng1-f3`, `c7xb8=Q`), or SAN's error. SAN is read too.
template <class V>
result<move, move_text_error> parse_lan(const position<V>& pos, std::string_view text) {
    // A move of legs (Le4xf5-g5, the pass Le4-e4) is SAN's form with its whole from-square.
    if (text.find('-') != std::string_view::npos)
        if (auto m = parse_san(pos, text)) return m;
    // "Ng1-f3" is SAN's "Ng1f3" (a move with its whole from-square): the '-' between two squares goes.
    std::string san(text);
    for (std::size_t i = 1; i + 1 < san.size(); ++i)
        if (san[i] == '-' && san[i - 1] >= '0' && san[i - 1] <= '9' && san[i + 1] >= 'a' && san[i + 1] <= 'z') {
            san.erase(i, 1);
            break;
        }
    auto m = parse_san(pos, san);
    if (!m && san != text) return detail::move_error(text, m.error().what);
    return m;
}

}  // namespace ferz
