// ferz/notation/shogi_server.hpp: the network shogi server's move notation (P7f, Px5e, G4a-5b, B7g+,
// S3c=, P'8f, +S3d), its board diagram, and its handicaps (RL, 8b,1a, 3a=G, 2p) as start positions.
//
// As the server's help (seed 002) describes them: squares are a file digit counted from the right and
// a rank letter counted from the top, as in USI (7f), or the same two the other way round (f7); the
// two squares of one move are written the same way. A move is `<from>-<to>`, `<piece><to>`,
// `<piece><from>-<to>` or with `x` instead of `-` for a capture (the `-` is optional), `<piece>*<to>`
// or `<piece>'<to>` for a drop; a piece is its letter, `+` and the letter for a promoted one. A move
// that may promote must say `+` (promote) or `=` (not); where promotion is forced the `+` may be left
// out. Reading matches the text against the legal moves and says what is wrong (not this notation,
// and where; no such move; `+`/`=` missing; `x` on a move that takes nothing; squares written in two
// orders; ambiguous, with the moves it could be). Writing gives one canonical form: the piece, the
// from-square only when another piece of the type could go to the same square, `x` for captures,
// `'` for drops (the form the seed prefers), `+`/`=` wherever promotion was possible.
// The server's "black" is the first player, ferz's colour 0, who plays up the board; "white" is colour
// 1, on top. Handicaps remove White's pieces, and White moves first.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ferz/movegen/generate.hpp"
#include "ferz/notation/sfen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/notation/usi.hpp"
#include "ferz/position.hpp"
#include "ferz/result.hpp"
#include "ferz/rules/start.hpp"

namespace ferz {

// How a square is written: file digit then rank letter (7f, as USI), or rank letter then file (f7).
enum class shogi_square_order { file_rank, rank_file };

template <class G>
std::string shogi_square_name(int sq, shogi_square_order order = shogi_square_order::file_rank) {
    std::string s = usi_square_name<G>(sq);
    if (order == shogi_square_order::rank_file) std::swap(s[0], s[1]);
    return s;
}

namespace detail {

// A piece as the notation writes it: its letter, after '+' for a promoted form.
template <class V>
std::string shogi_piece_name(int type) {
    using pieces = typename variant_traits<V>::pieces;
    std::string s;
    if (pieces::promoted[static_cast<std::size_t>(type)]) s += '+';
    s += pieces::letters[type];
    return s;
}

// Moves the notation has: drops, plain moves, and promotions into the promoted form (not castling,
// e.p., locusts or chess-style promotions, which shogi-like variants do not have).
template <class V>
constexpr bool shogi_notation_move(move m) noexcept {
    if (m.has_unload()) return false;  // (XBetza u)
    switch (m.kind()) {
    case move_kind::normal:
    case move_kind::drop: return true;
    case move_kind::promotion: return variant_traits<V>::pieces::promoted[static_cast<std::size_t>(m.piece())];
    default: return false;
    }
}

// A square at text[i]: digit and letter or letter and digit; i moves past it.
struct shogi_square_read {
    int square = -1;
    shogi_square_order order = shogi_square_order::file_rank;
};
template <class G>
shogi_square_read read_shogi_square(std::string_view text, std::size_t& i) {
    shogi_square_read out;
    if (i + 1 >= text.size()) return out;
    const char a = text[i], b = text[i + 1];
    if (is_digit(a)) out.square = usi_square<G>(a, b);
    else if (is_lower(a)) out.square = usi_square<G>(b, a), out.order = shogi_square_order::rank_file;
    if (out.square >= 0) i += 2;
    return out;
}

inline bool shogi_square_start(char c) { return is_digit(c) || (is_lower(c) && c != 'x'); }

}  // namespace detail

// The text of a legal move of `pos` in the server's notation (see the top of this header), or an
// error when the board is larger than 9x9 or the move has no form in it.
template <class V>
result<std::string, move_text_error> to_shogi_move(const position<V>& pos, move m,
                                                   shogi_square_order order = shogi_square_order::file_rank) {
    using traits = variant_traits<V>;
    using G = typename traits::board;
    if constexpr (!usi_board<G>) {
        return detail::board_without_usi_squares<G>(to_uci(pos, m));
    } else {
        if (!detail::shogi_notation_move<V>(m))
            return detail::move_error(to_uci(pos, m), "has no form in the shogi server's notation");
        if (m.kind() == move_kind::drop)
            return std::string(1, traits::pieces::letters[m.piece()]) + "'" + shogi_square_name<G>(m.to(), order);
        const int from = m.from(), to = m.to(), type = pos.type_on(from);
        bool ambiguous = false, may_promote = false;
        for (const move o : legal_move_vector(pos)) {
            if (o.kind() == move_kind::drop || !detail::shogi_notation_move<V>(o) || o.to() != to) continue;
            if (o.from() != from) ambiguous = ambiguous || pos.type_on(o.from()) == type;
            else may_promote = may_promote || o.kind() == move_kind::promotion;
        }
        const bool capture = !pos.empty(to);
        std::string s = detail::shogi_piece_name<V>(type);
        if (ambiguous) s += shogi_square_name<G>(from, order) + (capture ? "x" : "-");
        else if (capture) s += 'x';
        s += shogi_square_name<G>(to, order);
        if (m.kind() == move_kind::promotion) s += '+';
        else if (may_promote) s += '=';
        return s;
    }
}

// The legal move of `pos` that a text in the server's notation names, or an error saying why there
// is none (see the top of this header).
template <class V>
result<move, move_text_error> parse_shogi_move(const position<V>& pos, std::string_view text) {
    using traits = variant_traits<V>;
    using G = typename traits::board;
    if constexpr (!usi_board<G>) {
        return detail::board_without_usi_squares<G>(text);
    } else {
        auto at = [&](std::size_t column, std::string_view what) {
            std::string why = "is not a shogi move: ";
            why.append(what).append(" at column ").append(std::to_string(column + 1));
            return detail::move_error(text, why);
        };
        if (text.empty()) return detail::move_error(text, "is not a shogi move: the text is empty");
        if (text.size() > 12) return detail::move_error(text.substr(0, 12), "is not a shogi move: too long (expected like P7f, G4a-5b, Bx3c+ or P'8f)");
        const std::string squares = "a square of this board (file 1-" + std::to_string(G::files) + " and rank a-" +
                                    std::string(1, static_cast<char>('a' + G::ranks - 1)) + ", like 7f or f7)";
        std::size_t i = 0;
        int type = -1;  // the piece named, if any
        if (text[0] == '+' || detail::is_upper(text[0])) {
            const bool promoted = text[0] == '+';
            if (promoted && (text.size() < 2 || !detail::is_upper(text[1])))
                return at(1, "expected a piece letter after the '+' of a promoted piece");
            const char letter = text[promoted ? 1 : 0];
            type = traits::pieces::index_of(letter, promoted);
            if (type < 0)
                return at(0, std::string("no piece of this variant is written '") + (promoted ? "+" : "") + letter + "'");
            i = promoted ? 2 : 1;
        }
        // A drop: the piece, '*' or '\'', the square; nothing after it.
        if (i < text.size() && (text[i] == '*' || text[i] == '\'')) {
            if (type < 0) return at(i, "a drop needs a piece letter before it");
            if (traits::pieces::promoted[static_cast<std::size_t>(type)]) return at(0, "pieces are dropped unpromoted");
            if (!traits::can_be_in_hand(type)) return at(0, "this piece is never held in hand");
            ++i;
            const std::size_t square_column = i;
            const auto to = detail::read_shogi_square<G>(text, i);
            if (to.square < 0) return at(square_column, "expected " + squares);
            if (i < text.size()) return at(i, "unexpected text after the drop");
            for (const move m : legal_move_vector(pos))
                if (m.kind() == move_kind::drop && m.piece() == type && m.to() == to.square) return m;
            return detail::move_error(text, "is not a legal move here: no such drop");
        }
        // A move on the board: [from] ['-' or 'x'] to, then '+' or '='.
        detail::shogi_square_read from, to;
        char separator = 0;
        std::size_t separator_column = 0;
        const std::size_t first_square = i;
        if (i < text.size() && (text[i] == '-' || text[i] == 'x')) {
            separator = text[i], separator_column = i++;
            to = detail::read_shogi_square<G>(text, i);
            if (to.square < 0) return at(separator_column + 1, "expected " + squares);
        } else {
            to = detail::read_shogi_square<G>(text, i);
            if (to.square < 0) return at(first_square, "expected " + squares);
            if (i < text.size() && (text[i] == '-' || text[i] == 'x' || detail::shogi_square_start(text[i]))) {
                from = to;
                if (text[i] == '-' || text[i] == 'x') separator = text[i], separator_column = i++;
                const std::size_t second_square = i;
                to = detail::read_shogi_square<G>(text, i);
                if (to.square < 0) return at(second_square, "expected " + squares);
                if (to.order != from.order)
                    return at(second_square, "the two squares are written in different orders (file-rank and rank-file)");
            }
        }
        if (type < 0 && from.square < 0) return at(0, "a move needs the piece's letter or its from-square");
        char suffix = 0;
        if (i < text.size() && (text[i] == '+' || text[i] == '=')) suffix = text[i++];
        if (i < text.size()) return at(i, "unexpected text after the move");

        // The legal moves the text can name, '+' and '=' aside.
        std::vector<move> found;
        for (const move m : legal_move_vector(pos)) {
            if (m.kind() == move_kind::drop || !detail::shogi_notation_move<V>(m) || m.to() != to.square) continue;
            if (from.square >= 0 && m.from() != from.square) continue;
            if (type >= 0 && pos.type_on(m.from()) != type) continue;
            found.push_back(m);
        }
        if (found.empty()) {
            if (from.square >= 0 && pos.empty(from.square)) return detail::move_error(text, "is not a legal move here: no piece on its from-square");
            if (from.square >= 0 && type >= 0 && pos.type_on(from.square) != type)
                return detail::move_error(text, "is not a legal move here: the piece on its from-square is not " +
                                                    detail::shogi_piece_name<V>(type));
            return detail::move_error(text, "is not a legal move here");
        }
        if (separator == 'x' && pos.empty(to.square))
            return detail::move_error(text, "is not a legal move here: 'x' (a capture) but the square is empty");
        bool several = false;
        for (const move m : found) several = several || m.from() != found[0].from();
        if (several) {
            std::string why = "is ambiguous: it names ";
            std::vector<std::string> texts;
            for (const move m : found) {
                const std::string t = *to_shogi_move(pos, m);
                if (std::find(texts.begin(), texts.end(), t) == texts.end()) texts.push_back(t);
            }
            for (std::size_t k = 0; k < texts.size(); ++k) why += (k ? (k + 1 == texts.size() ? " or " : ", ") : "") + texts[k];
            return detail::move_error(text, why);
        }
        const move* promotes = nullptr;
        const move* stays = nullptr;
        for (const move& m : found) (m.kind() == move_kind::promotion ? promotes : stays) = &m;
        switch (suffix) {
        case '+':
            if (promotes) return *promotes;
            return detail::move_error(text, "is not a legal move here: the piece cannot promote on this move ('+')");
        case '=':
            if (!promotes) return detail::move_error(text, "is not a legal move here: '=' (not promoting) on a move that cannot promote");
            if (!stays) return detail::move_error(text, "is not a legal move here: the piece must promote on this move ('+')");
            return *stays;
        default:
            if (promotes && stays)
                return detail::move_error(text, "needs '+' or '=': the piece may promote on this move (add '+' to promote, '=' not to)");
            return promotes ? *promotes : *stays;
        }
    }
}

namespace detail {

// A hand's box beside the diagram: the label, the frame, and the pieces ("R 2P") on two lines or more.
template <class V>
std::vector<std::string> shogi_hand_box(const position<V>& pos, int color) {
    using order = sfen_hand_order<V>;
    constexpr std::size_t inner = 15;
    std::vector<std::string> out{color == 0 ? " Black in hand:" : " White in hand:", "+" + std::string(inner, '-') + "+"};
    std::vector<std::string> lines(1);
    for (int k = 0; k < order::size; ++k) {
        const int t = order::types[static_cast<std::size_t>(k)];
        const int n = pos.in_hand(color, t);
        if (n == 0) continue;
        std::string item = n > 1 ? std::to_string(n) : std::string();
        item += variant_traits<V>::pieces::letters[t];
        if (!lines.back().empty() && lines.back().size() + 1 + item.size() > inner - 2) lines.emplace_back();
        if (!lines.back().empty()) lines.back() += ' ';
        lines.back() += item;
    }
    if (lines.size() < 2) lines.resize(2);
    for (const std::string& l : lines) out.push_back("| " + l + std::string(inner - 1 - l.size(), ' ') + "|");
    out.push_back(out[1]);
    return out;
}

}  // namespace detail

// The board as the server draws it (seed 002): file numbers on top, a grid of cells " wL " / " bP " /
// "+bL " (w: White, colour 1; b: Black, colour 0; + a promoted piece), rank letters at the right, and
// the hands in boxes beside White's first ranks and Black's last ones. Lines end in '\n', without
// trailing spaces.
template <class V>
std::string to_diagram(const position<V>& pos) {
    using traits = variant_traits<V>;
    using G = typename traits::board;
    const std::size_t width = 5 * static_cast<std::size_t>(G::files) + 1;
    std::vector<std::string> lines;
    std::string header;
    for (int f = 0; f < G::files; ++f) {
        const std::string number = std::to_string(G::files - f);
        header.resize(4 + 5 * static_cast<std::size_t>(f) - number.size(), ' ');
        header += number;
    }
    lines.push_back(header);
    const std::string grid = "+" + std::string(width - 2, '-') + "+";
    for (int r = 0; r < G::ranks; ++r) {
        lines.push_back(grid);
        std::string row = "|";
        for (int f = 0; f < G::files; ++f) {
            const int sq = G::square(f, G::ranks - 1 - r);
            if (pos.empty(sq)) {
                row += "    |";
                continue;
            }
            row += traits::pieces::promoted[static_cast<std::size_t>(pos.type_on(sq))] ? '+' : ' ';
            row += pos.color_on(sq) == 0 ? 'b' : 'w';
            row += traits::pieces::letters[pos.type_on(sq)];
            row += " |";
        }
        row += "  ";
        row += static_cast<char>('a' + r);
        lines.push_back(row);
    }
    lines.push_back(grid);
    // White's box from the first grid line down, Black's up from the last (below White's if the board
    // is too short for both).
    const auto white = detail::shogi_hand_box(pos, 1), black = detail::shogi_hand_box(pos, 0);
    const std::size_t black_first = std::max(lines.size() - black.size(), 1 + white.size());
    lines.resize(std::max(lines.size(), black_first + black.size()));
    auto beside = [&](std::size_t line, const std::string& text) {
        lines[line].resize(width + 6, ' ');
        lines[line] += text;
    };
    for (std::size_t k = 0; k < white.size(); ++k) beside(1 + k, white[k]);
    for (std::size_t k = 0; k < black.size(); ++k) beside(black_first + k, black[k]);
    std::string out;
    for (std::string& l : lines) {
        while (!l.empty() && l.back() == ' ') l.pop_back();
        out += l;
        out += '\n';
    }
    return out;
}

// --- handicaps -------------------------------------------------------------------------------------

struct handicap_error {
    int column = 0;  // 1-based position in the handicap text
    std::string what;
    std::string message() const { return "handicap, column " + std::to_string(column) + ": " + what; }
};

// The pieces the standard handicaps remove (2p: rook and bishop; 3p: and the left lance, ...), as
// piece letters that remove White's pieces starting with the leftmost (seen from White: 1a first).
inline constexpr std::array<std::string_view, 11> shogi_standard_handicaps = {
    "", "", "RB", "RBL", "RBLL", "RBLLN", "RBLLNN", "RBLLNNS", "RBLLNNSS", "", "RBLLNNSSGG"};

// The start position of V with a handicap, as the server's `-handicap=` option takes it (an optional
// "-handicap=" or "handicap=" before it is skipped): items separated by commas, each
//   - piece letters (RL): remove White's piece of each letter, the leftmost one first — leftmost as
//     White sees the board, so L is the lance on 1a and LL both; R, B, L and RL are the rook, bishop,
//     lance and rook-and-lance handicaps;
//   - a square (8b, or b8): remove the piece there, whoever's it is;
//   - a square = a piece (8b=G, 3a=+S): put the piece there, replacing what stands there and keeping
//     its side, or White's piece on an empty square;
//   - Np, a standard handicap of N pieces: 2p (rook, bishop), 3p (and the lance on 1a), 4p (both
//     lances), 5p (and the knight on 2a), 6p (both knights), 7p (and the silver on 3a), 8p (both
//     silvers), 10p (both golds): the sets of standard shogi; 9p and others are errors.
// Kings are neither removed nor placed, and no piece is placed where it could never move (a pawn or
// lance on the far rank, a knight on the last two). White, the side that gave the handicap, moves
// first; the position is at ply 1 (SFEN "w ... 2", see notation/sfen.hpp). V is named:
// ferz::shogi_handicap<ferz::variants::shogi>("2p").
template <class V>
result<position<V>, handicap_error> shogi_handicap(std::string_view text) {
    using traits = variant_traits<V>;
    using G = typename traits::board;
    static_assert(usi_board<G>, "handicaps name squares as the shogi server does: boards up to 9x9");
    auto fail = [](std::size_t at, std::string what) { return unexpected<handicap_error>{{static_cast<int>(at) + 1, std::move(what)}}; };
    setup<V> s = start_setup<V>;
    s.side = 1;
    s.fullmove = 1;
    s.halfmove = 0;
    s.side_column = 0;
    std::size_t i = 0;
    for (const std::string_view prefix : {"-handicap=", "handicap="})
        if (text.substr(0, prefix.size()) == prefix) i = prefix.size();
    if (i == text.size()) return fail(i, "no handicap given");

    auto remove_leftmost = [&](char letter, std::size_t column) -> std::optional<handicap_error> {
        const int type = detail::is_upper(letter) ? traits::pieces::index_of(letter) : -1;
        if (type < 0) return handicap_error{static_cast<int>(column) + 1, std::string("no piece of this variant is written '") + letter + "'"};
        if (type == traits::royal_type) return handicap_error{static_cast<int>(column) + 1, "a handicap cannot remove the king"};
        // White's left is the board's right (file 1), and White's front ranks are the lower ones.
        for (int f = G::files - 1; f >= 0; --f)
            for (int r = G::ranks - 1; r >= 0; --r) {
                auto& code = s.board[static_cast<std::size_t>(G::square(f, r))];
                if (code == piece_code(type, 1)) {
                    code = 0;
                    return std::nullopt;
                }
            }
        return handicap_error{static_cast<int>(column) + 1, std::string("White has no ") + letter + " left to remove"};
    };

    while (true) {
        const std::size_t start = i;
        const std::size_t end = std::min(text.find(',', i), text.size());
        const std::string_view item = text.substr(start, end - start);
        if (item.empty()) return fail(start, "an empty item (expected letters, a square or Np)");
        if (item.size() >= 2 && item.back() == 'p' &&
            std::all_of(item.begin(), item.end() - 1, [](char c) { return detail::is_digit(c); })) {
            // Np: a standard handicap.
            std::size_t n = 0;
            for (std::size_t k = 0; k + 1 < item.size() && n < shogi_standard_handicaps.size(); ++k) n = n * 10 + static_cast<std::size_t>(item[k] - '0');
            if (n >= shogi_standard_handicaps.size() || shogi_standard_handicaps[n].empty() || item[0] == '0')
                return fail(start, "no standard handicap of that many pieces (2p to 8p and 10p are)");
            for (const char letter : shogi_standard_handicaps[n])
                if (auto e = remove_leftmost(letter, start)) return unexpected<handicap_error>{*e};
        } else if (detail::is_upper(item[0])) {
            for (std::size_t k = 0; k < item.size(); ++k)
                if (auto e = remove_leftmost(item[k], start + k)) return unexpected<handicap_error>{*e};
        } else {
            std::size_t k = start;
            const auto square = detail::read_shogi_square<G>(text.substr(0, end), k);
            if (square.square < 0)
                return fail(start, "expected piece letters, a square of this board (like 8b or b8) or Np");
            auto& code = s.board[static_cast<std::size_t>(square.square)];
            if (k == end) {
                if (code == 0) return fail(start, "no piece to remove on that square");
                if (code_type(code) == traits::royal_type) return fail(start, "a handicap cannot remove the king");
                code = 0;
            } else {
                if (text[k] != '=') return fail(k, "expected ',' or '=' and a piece after the square");
                const bool promoted = k + 1 < end && text[k + 1] == '+';
                const std::size_t letter_at = k + 1 + (promoted ? 1 : 0);
                const int type = letter_at < end && detail::is_upper(text[letter_at]) ? traits::pieces::index_of(text[letter_at], promoted) : -1;
                if (type < 0) return fail(k + 1, "expected a piece of this variant after '=' (like G or +S)");
                if (letter_at + 1 != end) return fail(letter_at + 1, "expected ',' after the piece");
                if (type == traits::royal_type || (code != 0 && code_type(code) == traits::royal_type))
                    return fail(start, "a handicap cannot place or replace a king");
                const int color = code ? code_color(code) : 1;
                if (!traits::drop_zone[static_cast<std::size_t>(color)][static_cast<std::size_t>(type)].test(square.square))
                    return fail(k + 1, "the piece could never move from that square");
                code = piece_code(type, color);
            }
        }
        if (end == text.size()) break;
        i = end + 1;
    }
    // A handicap may place pieces beyond the set (`8b=G`): the set's counts are not checked.
    auto pos = position<V>::from_setup(s, set_counts::unchecked);
    if (!pos)
        return fail(text.size(), std::string(pos.error().field == fen_field::side
                                                 ? std::string_view("the handicap leaves Black (the side not to move) in check")
                                                 : pos.error().what));
    return *pos;
}

}  // namespace ferz
