// ferz/notation/janggi.hpp: the Korean notation of janggi moves, as Fairy-Stockfish writes it (its
// NOTATION_JANGGI).
//
//   H02-83   (the horse from b1 to c3)   Cx...   (a capture)   K95-95   (a pass)
//
// A square is two digits: its rank counted from the top of the board (White's, the side that moves
// first, at the bottom), with the tenth written 0, then its file counted from the left, 1 to 9. A
// move is the piece's SAN letter (H, E, A, C, R, P, K), its square, '-' or 'x' for a capture, the
// square it goes to, and '+' or '#' for check or mate. parse_janggi reads that form, with or without
// the check mark.
#pragma once

#include <string>
#include <string_view>

#include "ferz/notation/san.hpp"

namespace ferz {

namespace detail {

template <class G>
std::string janggi_square(const G& geo, int sq) {
    return std::to_string((geo.ranks - geo.rank_of(sq)) % 10) + std::to_string(geo.file_of(sq) + 1);
}

// The move without its check mark.
template <class V>
std::string janggi_body(const position<V>& pos, move m) {
    const auto& geo = pos.model().geo;
    const san_pieces<typename position<V>::model_type> names{pos.model()};
    std::string text = names.mover(pos.type_on(m.from()));
    text += janggi_square(geo, m.from());
    text += san_capture(pos, m) ? 'x' : '-';
    text += janggi_square(geo, m.to());
    return text;
}

}  // namespace detail

// The Korean notation of a legal move of `pos` (a janggi-like variant: 9 files; `pos` is copied to
// see check and mate). A pass is the royal's square twice.
template <class V>
std::string to_janggi(const position<V>& pos, move m) {
    return detail::janggi_body(pos, m) + detail::san_suffix(pos, m);
}

// The legal move a Korean-notation text names (`H02-83`, `Cx...+`), or an error saying why none does.
template <class V>
result<move, move_text_error> parse_janggi(const position<V>& pos, std::string_view text) {
    const std::string_view body = detail::without_check_mark(text);
    if (body.size() < 6 || body.size() > 8) return detail::move_error(text, "is not janggi notation (expected like H02-83)");
    // Compared without the check mark, so no move is played to read one.
    for (const move m : legal_move_vector(pos))
        if (detail::janggi_body(pos, m) == body) return m;
    return detail::move_error(text, "is not a legal move here");
}

}  // namespace ferz
