// ferz/notation/uci.hpp: squares and moves as UCI text (e2e4, e7e8q, e1g1 or e1h1 for castling).
//
// Files are a..p and ranks 1..16 from the first player's side, as Fairy-Stockfish writes them.
// Castling is written king-to-square, or king-takes-partner when the position is Chess960 or when
// asked; both forms are read. A move is read by matching the text against the legal moves, so a
// move string is never trusted: text that names no legal move is an error value.
#pragma once

#include <string>
#include <string_view>
#include <utility>

#include "ferz/movegen/generate.hpp"
#include "ferz/result.hpp"

namespace ferz {

// A square's name on a board: geometry<F, R> as a type, or any geometry object.
template <class G>
std::string square_name(const G& geo, int sq) {
    std::string s(1, static_cast<char>('a' + geo.file_of(sq)));
    s += std::to_string(geo.rank_of(sq) + 1);
    return s;
}
template <class G>
std::string square_name(int sq) {
    return square_name(G{}, sq);
}

enum class castling_style { king_to_square, king_takes_partner };

namespace detail {
template <class V>
std::string uci_without_wall(const position<V>& pos, move m, castling_style style);
}  // namespace detail

// A move that places a wall (rules.board.walls) is followed by a comma, the square the piece landed
// on and the wall's, as Fairy-Stockfish writes it: e2e4,e4e5.
template <class V>
std::string to_uci(const position<V>& pos, move m, castling_style style) {
    std::string s = detail::uci_without_wall(pos, m, style);
    if (m.has_wall()) {
        const auto& geo = pos.model().geo;
        int to = m.to();
        if (m.kind() == move_kind::castling && style == castling_style::king_to_square) to = pos.castling_targets(m.from(), m.to()).first;
        s.append(1, ',').append(square_name(geo, to)).append(square_name(geo, m.wall()));
    }
    return s;
}

template <class V>
std::string detail::uci_without_wall(const position<V>& pos, move m, castling_style style) {
    const auto& md = pos.model();
    const auto& geo = md.geo;
    const auto& t = md.traits;
    // A pass (janggi's rules.turns.pass, flipello's pass_on_stalemate) is the royal's square twice (the
    // first piece's where there is no royal), as Fairy-Stockfish writes it.
    if (m.kind() == move_kind::null)
        return md.rules.turns.passes() && m.from() == m.to() && !m.is_null() ? square_name(geo, m.from()) + square_name(geo, m.to()) : "0000";
    const auto letter = [&](int type) { return t.letters[static_cast<std::size_t>(type)]; };
    if (m.kind() == move_kind::drop) {
        // A piece dropped as its promoted form (Kyoto shogi) is "+P@a2", as Fairy-Stockfish writes it.
        std::string s = t.promoted[static_cast<std::size_t>(m.piece())] ? "+" : "";
        return s + letter(m.piece()) + "@" + square_name(geo, m.to());
    }
    int to = m.to();
    // Castling that gates a piece in on the partner's square is written from that square to the
    // royal's, then the piece, as Fairy-Stockfish writes it: h1e1h (O-O/Hh1).
    if (m.kind() == move_kind::castling && m.gating() >= 0 && m.gate_on_partner())
        return square_name(geo, m.to()) + square_name(geo, m.from()) + static_cast<char>(letter(m.gating()) - 'A' + 'a');
    if (m.kind() == move_kind::castling && style == castling_style::king_to_square) to = pos.castling_targets(m.from(), m.to()).first;
    std::string s = square_name(geo, m.from()) + square_name(geo, to);
    if (m.kind() == move_kind::promotion) {
        // Shogi-style promotion into the piece's promoted form is written '+', the way back (Kyoto,
        // micro shogi) '-', as Fairy-Stockfish does; chess-style the piece's letter.
        const int mover = pos.type_on(m.from());
        const bool demotes = t.promoted[static_cast<std::size_t>(mover)] && t.base_type[static_cast<std::size_t>(mover)] == m.piece();
        if (t.promoted[static_cast<std::size_t>(m.piece())]) s += '+';
        else if (demotes) s += '-';
        else s += static_cast<char>(letter(m.piece()) - 'A' + 'a');
    }
    // Seirawan gating, as Fairy-Stockfish writes it: the piece gated in, in lower case (b1c3h).
    if (m.gating() >= 0) s += static_cast<char>(letter(m.gating()) - 'A' + 'a');
    return s;
}

// King-to-square unless the position is Chess960, or unless that text would name another legal move
// too (the king next to its castling square: Kf8-g8 with a rook on h8) or no move of the king at all;
// then king-takes-partner, which never names anything else, so that parse_uci(to_uci(m)) == m.
template <class V>
std::string to_uci(const position<V>& pos, move m) {
    if (pos.chess960()) return to_uci(pos, m, castling_style::king_takes_partner);
    std::string text = to_uci(pos, m, castling_style::king_to_square);
    if (m.kind() != move_kind::castling) return text;
    bool ambiguous = text.compare(0, text.size() / 2, text, text.size() / 2) == 0;
    for (const move other : legal_move_vector(pos))
        if (!ambiguous && other != m && to_uci(pos, other, castling_style::king_to_square) == text) ambiguous = true;
    return ambiguous ? to_uci(pos, m, castling_style::king_takes_partner) : text;
}

// Why a move text names no legal move, in the shape of ferz's other errors: the text as shown
// (cut to its first 40 characters and its length where longer), what is wrong, and message(): one line
// with both ("'Nf9' is not SAN: a rank not on this board at column 3").
struct move_text_error {
    std::string text;
    std::string what;
    [[nodiscard]] std::string message() const {
        std::string s(1, '\'');
        s.append(text).append("' ").append(what);
        return s;
    }
};

// The legal move the text names, or an error saying why there is none.
namespace detail {
// Appended piece by piece: GCC 12 warns (-Wrestrict, a false positive) on "'" + std::string(...).
// A long text is cut in the message: its first 40 characters and its length.
inline unexpected<move_text_error> move_error(std::string_view text, std::string_view why) {
    constexpr std::size_t shown = 40;
    if (text.size() <= shown) return {{std::string(text), std::string(why)}};
    std::string what(1, '(');
    what.append(std::to_string(text.size())).append(" characters) ").append(why);
    std::string cut(text.substr(0, shown));
    cut.append("...");
    return {{std::move(cut), std::move(what)}};
}
}  // namespace detail

template <class V>
result<move, move_text_error> parse_uci(const position<V>& pos, std::string_view text) {
    const std::size_t longest = pos.model().rules.board.walls != walling_rule::none ? 16 : 10;  // (e7e8q,e8a10)
    if (text.size() < 4 || text.size() > longest) return detail::move_error(text, "is not a UCI move (expected like e2e4 or e7e8q)");
    for (const move m : legal_move_vector(pos)) {
        if (to_uci(pos, m, castling_style::king_to_square) == text) return m;
        if (m.kind() == move_kind::castling && to_uci(pos, m, castling_style::king_takes_partner) == text) return m;
        // ferz 0.1's own form of castling that gates on the partner's square, still read: e1g1hh1.
        if (m.kind() == move_kind::castling && m.gating() >= 0 && m.gate_on_partner()) {
            const auto& geo = pos.model().geo;
            const std::string king = square_name(geo, m.from()) + square_name(geo, pos.castling_targets(m.from(), m.to()).first);
            if (text == king + static_cast<char>(pos.model().traits.letters[static_cast<std::size_t>(m.gating())] - 'A' + 'a') +
                            square_name(geo, m.to()))
                return m;
        }
    }
    return detail::move_error(text, "is not a legal move here");
}

}  // namespace ferz
