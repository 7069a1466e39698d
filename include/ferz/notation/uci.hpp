// ferz/notation/uci.hpp: squares and moves as UCI text (e2e4, e7e8q, e1g1 or e1h1 for castling).
//
// Files are a..p and ranks 1..16 from the first player's side, as Fairy-Stockfish writes them.
// Castling is written king-to-square, or king-takes-partner when the position is Chess960 or when
// asked; both forms are read. A move of legs that captures on the way is written leg by leg, as
// XBoard's protocol sends it: each leg ends on a victim and the next starts there (e4f5,f5e6; the
// igui e4f5,f5e4); a pass is the piece's square twice (e4e4); a move that unloads (XBetza u) has a leg
// that ends where it unloads, as XBoard sends it (the swap e4e4,e4e5; e4e5,e5e6 through e5). Read too: legs through empty squares
// (XBoard's pass e4f5,f5e4 with f5 empty) and the squares run together (e4f5e6). A move is read by
// matching the text against the legal moves, so a move string is never trusted: text that names no
// legal move is an error value.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

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

// A move of legs leg by leg: from, each victim (ending one leg and starting the next), the square a
// move that unloads (XBetza u) unloads on, to.
template <class G>
std::string legs_text(const G& geo, move m) {
    std::string s = square_name(geo, m.from());
    for (int i = 0; i < m.victim_count(); ++i) {
        const std::string v = square_name(geo, m.victim(i));
        s.append(v).append(1, ',').append(v);
    }
    if (m.has_unload()) {
        const std::string u = square_name(geo, m.unload());
        s.append(u).append(1, ',').append(u);
    }
    return s.append(square_name(geo, m.to()));
}
}  // namespace detail

// A move that places a wall (rules.board.walls) is followed by a comma, the square the piece landed
// on and the wall's, as Fairy-Stockfish writes it: e2e4,e4e5.
template <class V>
std::string to_uci(const position<V>& pos, move m, castling_style style) {
    std::string s = detail::uci_without_wall(pos, m, style);
    if (m.has_wall()) {
        const auto& geo = pos.model().geo;
        int to = m.to();
        if (m.kind() == move_kind::castling && (style == castling_style::king_to_square || m.castling_steps() != 0)) to = pos.castling_targets(m).first;
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
    if (m.kind() == move_kind::locust || m.has_unload()) return legs_text(geo, m);
    int to = m.to();
    // Castling that gates a piece in on the partner's square is written from that square to the
    // royal's, then the piece, as Fairy-Stockfish writes it: h1e1h (O-O/Hh1).
    if (m.kind() == move_kind::castling && m.gating() >= 0 && m.gate_on_partner())
        return square_name(geo, m.to()) + square_name(geo, m.from()) + static_cast<char>(letter(m.gating()) - 'A' + 'a');
    if (m.kind() == move_kind::castling && (style == castling_style::king_to_square || m.castling_steps() != 0)) to = pos.castling_targets(m).first;
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

namespace detail {
// The squares of a move of legs written another way, as to_uci writes it: legs joined by commas,
// each starting where the last ended (e4f5,f5e6), or the squares run together (e4f5e6). A relay
// square without a piece is dropped, as XBoard drops the legs that take nothing (e4f5,f5e4 with f5
// empty is the pass e4e4). Nothing if the text is neither form, or no piece of the variant moves in
// legs that the generator walks (chess reads e2e3,e3e4 as no move).
template <class V>
std::optional<std::string> uci_legs_form(const position<V>& pos, std::string_view text) {
    const auto& md = pos.model();
    const auto& geo = md.geo;
    bool walks = false;
    for (int t = 0; t < md.traits.types; ++t) walks = walks || md.has(t, betza::path_class::walk);
    if (!walks) return std::nullopt;
    std::vector<int> squares;
    std::size_t i = 0;
    const auto square = [&]() -> int {
        if (i >= text.size() || text[i] < 'a' || text[i] >= 'a' + geo.files) return -1;
        std::size_t j = i + 1;
        int rank = 0;
        while (j < text.size() && j < i + 3 && text[j] >= '0' && text[j] <= '9') rank = 10 * rank + (text[j++] - '0');
        if (j == i + 1 || rank < 1 || rank > geo.ranks) return -1;
        const int sq = geo.square(text[i] - 'a', rank - 1);
        i = j;
        return sq;
    };
    const bool legs = text.find(',') != std::string_view::npos;
    while (i < text.size()) {
        const int a = square();
        if (a < 0) return std::nullopt;
        if (!legs) {
            if (!squares.empty() && squares.back() == a) return std::nullopt;  // (a leg goes somewhere)
            squares.push_back(a);
            continue;
        }
        const int b = square();
        if (b < 0 || a == b || (!squares.empty() && squares.back() != a)) return std::nullopt;  // a leg starts where the last ended
        if (squares.empty()) squares.push_back(a);
        squares.push_back(b);
        if (i < text.size() && text[i++] != ',') return std::nullopt;
        if (i == text.size() && text.back() == ',') return std::nullopt;
    }
    if (squares.size() < (legs ? 2u : 3u)) return std::nullopt;
    std::string out = square_name(geo, squares.front());
    for (std::size_t k = 1; k + 1 < squares.size(); ++k)
        if (squares[k] != squares.front() && !pos.empty(squares[k])) {
            const std::string v = square_name(geo, squares[k]);
            out.append(v).append(1, ',').append(v);
        }
    return out.append(square_name(geo, squares.back()));
}
}  // namespace detail

template <class V>
result<move, move_text_error> parse_uci(const position<V>& pos, std::string_view text) {
    const bool walls = pos.model().rules.board.walls != walling_rule::none;
    // (e7e8q,e8a10; a move of legs with three victims on 16 ranks: a10b11,b11c12,c12d13,d13e14)
    const auto legs = walls || text.size() > 48 ? std::nullopt : detail::uci_legs_form(pos, text);
    const std::size_t longest = walls ? 16 : legs || text.find(',') != std::string_view::npos ? 48 : 10;
    if (text.size() < 4 || text.size() > longest) return detail::move_error(text, "is not a UCI move (expected like e2e4 or e7e8q)");
    const std::vector<move> moves = legal_move_vector(pos);
    for (const move m : moves) {
        if (to_uci(pos, m, castling_style::king_to_square) == text) return m;
        if (m.kind() == move_kind::castling && to_uci(pos, m, castling_style::king_takes_partner) == text) return m;
        // ferz 0.1's own form of castling that gates on the partner's square, still read: e1g1hh1.
        if (m.kind() == move_kind::castling && m.gating() >= 0 && m.gate_on_partner()) {
            const auto& geo = pos.model().geo;
            const std::string king = square_name(geo, m.from()) + square_name(geo, pos.castling_targets(m).first);
            if (text == king + static_cast<char>(pos.model().traits.letters[static_cast<std::size_t>(m.gating())] - 'A' + 'a') +
                            square_name(geo, m.to()))
                return m;
        }
    }
    if (legs && *legs != text)
        for (const move m : moves)
            if (*legs == to_uci(pos, m, castling_style::king_to_square)) return m;
    return detail::move_error(text, "is not a legal move here");
}

}  // namespace ferz
