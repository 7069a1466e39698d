// ferz/rules/setup.hpp: a position as data (board, side, rights, clocks), and FEN read into it.
//
// FEN is how a variant states its start position, so reading one belongs with the rules: the reader
// is constexpr, which lets every variant's start_fen be checked while the engine compiles (a bad one
// is a compile error naming the field and the column), and it needs nothing above the rules layer.
// It fills a setup, which position<V> then adopts (and checks what only attacks can tell: the side
// not to move must not be in check). Writing FEN and reading a whole position are in notation/fen.hpp;
// the variant's own start position, and the checks against it, in rules/start.hpp.
//
// Every failure is an error value naming the field, the column (1-based, in the whole FEN text) and
// what is wrong; no input crashes it, which the fuzzer in tests/fuzz checks. Castling rights are read
// as KQkq (outermost partner on that side, X-FEN), or as partner files A..P / a..p (Shredder-FEN,
// X-FEN for inner partners). Positions that cannot arise are rejected too: a side without its royal
// piece or with more royals than the variant's start position has, pawns on their first rank (unless
// rules.pawns.allowed_on_first_rank) or in the zone where they must have promoted.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "ferz/result.hpp"
#include "ferz/rules/variant.hpp"
#include "ferz/tables/model.hpp"

namespace ferz {

enum class fen_field : std::uint8_t { board, side, castling, en_passant, halfmove, fullmove, extra, checks };

constexpr std::string_view to_string(fen_field f) noexcept {
    constexpr std::string_view names[] = {"board", "side to move", "castling", "en passant",
                                          "halfmove clock", "fullmove number", "extra text", "check counts"};
    return names[static_cast<int>(f)];
}

struct fen_error {
    fen_field field = fen_field::board;
    int column = 0;  // 1-based position in the FEN text
    std::string_view what;
    std::string message() const {
        return "FEN " + std::string(to_string(field)) + " field, column " + std::to_string(column) + ": " +
               std::string(what);
    }
};

// A position as FEN says it, before it becomes a position<V>.
template <class V>
struct setup {
    using bitboard = typename variant_limits<V>::bitboard;
    static constexpr int squares = variant_limits<V>::max_squares;
    static constexpr int types = variant_limits<V>::max_types;
    std::array<std::uint8_t, squares> board{};  // 0 = empty, else 1 + type * 2 + colour
    int side = 0;
    std::array<int, 4> castling_partner{-1, -1, -1, -1};  // [colour * 2 + side]; side 0 = left, 1 = right
    bitboard ep{};                                       // squares with e.p. rights
    int ep_victim = -1;
    int lion_square = -1;  // rules.board.lions: a lion just taken by no lion, there (the e.p. field)
    int halfmove = 0;
    int fullmove = 1;
    // Pieces in hand, per colour and type (variants with drops: "[Pn]" or a ninth "rank" "/Pn").
    std::array<std::array<std::uint8_t, types>, 2> hand{};
    // Pieces that promoted chess-style and go to hand as pawns when captured ("Q~").
    bitboard promoted{};
    // Seirawan gating: squares where a piece from hand may still enter (from the castling field).
    bitboard gates{};
    // Walls that moves placed (rules.board.walls), written '*' where the variant has no hole.
    bitboard walls{};
    // A counting rule's count (rules.end.counting, rules/counting.hpp), where the FEN gives one as
    // Fairy-Stockfish writes it: the limit in plies in place of the e.p. square, and the count in
    // plies in place of the halfmove clock (which is then 0); counting_limit 0: no count.
    int counting_limit = 0;
    int counting_ply = 0;
    // n-check (rules.end.check_counting): the checks each colour still has to give, as the FEN wrote
    // them after the e.p. field ("3+3"); -1: not written (position<V> then takes the start
    // position's). checks_given: Lichess's "+N+M" after the clocks, the checks given, which
    // position<V> takes from the start position's counts.
    std::array<int, 2> checks_left{-1, -1};
    bool checks_given = false;
    // Where each piece, the holdings and the side to move were written (1-based columns; 0: not
    // written), for error messages.
    std::array<std::uint16_t, squares> column{};
    int hand_column = 0;
    int side_column = 0;
};

constexpr std::uint8_t piece_code(int type, int color) noexcept {
    return static_cast<std::uint8_t>(1 + type * 2 + color);
}
constexpr int code_type(std::uint8_t code) noexcept { return (code - 1) >> 1; }
constexpr int code_color(std::uint8_t code) noexcept { return (code - 1) & 1; }

namespace detail {
constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
constexpr bool is_lower(char c) noexcept { return c >= 'a' && c <= 'z'; }
constexpr bool is_upper(char c) noexcept { return c >= 'A' && c <= 'Z'; }
constexpr char to_upper(char c) noexcept { return is_lower(c) ? static_cast<char>(c - 'a' + 'A') : c; }
// A line as read from a file or a socket, without its end of line (not part of a FEN or an SFEN).
constexpr std::string_view without_line_end(std::string_view line) noexcept {
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.remove_suffix(1);
    return line;
}
}  // namespace detail

// The checks of a setup that need no attacks: royal pieces and pawns where they can be. The number of
// royals each side must have is the number in the variant's start position (count_royals below), per
// colour (horde: White none); -1: not checked.
using royal_counts = std::array<int, 2>;
inline constexpr royal_counts unchecked_royals{-1, -1};

template <class V, class M>
constexpr int count_royals(const M& m, const setup<V>& s, int color) noexcept {
    int n = 0;
    if (m.traits.royal_type >= 0) {
        for (const std::uint8_t c : s.board) n += c == piece_code(m.traits.royal_type, color);
        n += s.hand[static_cast<std::size_t>(color)][static_cast<std::size_t>(m.traits.royal_type)];  // in hand (Placement)
    }
    return n;
}

template <class V, class M>
constexpr std::optional<fen_error> check_material(const M& m, const setup<V>& s, royal_counts royals_required = unchecked_royals) noexcept {
    const auto& geo = m.geo;
    for (int color = 0; color < 2; ++color) {
        if (m.traits.royal_type >= 0) {
            const int required = royals_required[static_cast<std::size_t>(color)];
            const int n = count_royals(m, s, color);
            if (required >= 0 && n != required) {
                int col = 1;
                if (n > required) {
                    int seen = 0;  // point at the first royal too many
                    for (int r = geo.ranks - 1, done = 0; r >= 0 && !done; --r)
                        for (int f = 0; f < geo.files; ++f) {
                            const int sq = geo.square(f, r);
                            if (s.board[static_cast<std::size_t>(sq)] == piece_code(m.traits.royal_type, color) && ++seen > required) {
                                col = s.column[static_cast<std::size_t>(sq)], done = 1;
                                break;
                            }
                        }
                }
                return fen_error{fen_field::board, col,
                                 n < required ? (color == 0 ? "White has no royal piece (king)" : "Black has no royal piece (king)")
                                              : (color == 0 ? "White has more royal pieces than the variant allows"
                                                            : "Black has more royal pieces than the variant allows")};
            }
        }
    }
    for (int sq = 0; sq < geo.squares; ++sq) {
        const std::uint8_t c = s.board[static_cast<std::size_t>(sq)];
        if (c == 0 || !m.traits.is_pawn(code_type(c))) continue;
        const int color = code_color(c);
        const int rank = geo.relative_rank(color, sq);
        if (rank == 0 && !m.rules.pawns.allowed_on_first_rank)
            return fen_error{fen_field::board, s.column[static_cast<std::size_t>(sq)], "a pawn on its own first rank"};
        // (With optional promotion, only the last rank, where a pawn could never move again.)
        if (m.traits.promotion_type_count[static_cast<std::size_t>(color)] > 0 &&
            (m.rules.promotion.optional ? rank == geo.ranks - 1
             : m.traits.has_zone_region        ? m.traits.in_promotion_zone(color, sq)
                                              : rank >= geo.ranks - m.traits.promotion_ranks))
            return fen_error{fen_field::board, s.column[static_cast<std::size_t>(sq)], "a pawn in its promotion zone"};
        if (rank < m.traits.pawn_lowest_rank)
            return fen_error{fen_field::board, s.column[static_cast<std::size_t>(sq)], "a pawn below the lowest rank pawns may reach"};
    }
    if constexpr (M::flags.has_promoted_forms) {
        // A piece that must promote where it could never move again, and may not be dropped there
        // (rules.promotion.dead_squares_illegal), never stands there unpromoted.
        if (m.rules.promotion.dead_squares_illegal)
            for (int sq = 0; sq < geo.squares; ++sq) {
                const std::uint8_t c = s.board[static_cast<std::size_t>(sq)];
                if (c == 0) continue;
                const auto color = static_cast<std::size_t>(code_color(c)), t = static_cast<std::size_t>(code_type(c));
                if (m.traits.promoted_type[t] >= 0 && m.dead[color][t].test(sq) && andnot(geo.all_squares(), m.dead[color][t]).any())
                    return fen_error{fen_field::board, s.column[static_cast<std::size_t>(sq)],
                                     "a piece where it could never move again, so it must have promoted (a shogi pawn or "
                                     "lance on the last rank, a knight on the last two)"};
            }
    }
    if constexpr (M::flags.has_drops) {
        // Nifu: a type dropped at most n per file that never changes file never stands n + 1 on one.
        for (int t = 0; t < m.traits.types; ++t) {
            const int limit = m.traits.drop_file_limit[static_cast<std::size_t>(t)];
            if (limit <= 0 || !tables::keeps_file(m.cat, t)) continue;
            for (int color = 0; color < 2; ++color)
                for (int f = 0; f < geo.files; ++f) {
                    int n = 0;
                    for (int r = geo.ranks - 1; r >= 0; --r) {
                        const int sq = geo.square(f, r);
                        if (s.board[static_cast<std::size_t>(sq)] != piece_code(t, color) || ++n <= limit) continue;
                        return fen_error{fen_field::board, s.column[static_cast<std::size_t>(sq)],
                                         "more pieces of a type on one file than its drops allow (nifu: two unpromoted "
                                         "shogi pawns on a file)"};
                    }
                }
        }
    }
    return std::nullopt;
}

// The model m (tables/model.hpp) is the variant's: its geometry, traits and rules.
template <class V, class M>
constexpr result<setup<V>, fen_error> parse_fen_unchecked(const M& m, std::string_view fen, royal_counts royals_required = unchecked_royals) {
    const auto& geo = m.geo;
    using bitboard = typename setup<V>::bitboard;
    using detail::is_digit;
    setup<V> s{};
    std::size_t i = 0;
    fen = detail::without_line_end(fen);
    auto fail = [&](fen_field f, std::size_t at, std::string_view what) {
        return unexpected<fen_error>{fen_error{f, static_cast<int>(at) + 1, what}};
    };
    auto skip_spaces = [&] {
        while (i < fen.size() && fen[i] == ' ') ++i;
    };
    // A square of this board at i ("e5", "k11"; the e.p. field), read past; -1 if it is none.
    auto read_square = [&]() -> int {
        const std::size_t at = i;
        const int f = fen[i++] - 'a';
        int r = 0, digits = 0;
        while (i < fen.size() && is_digit(fen[i]) && digits < 2) r = r * 10 + (fen[i++] - '0'), ++digits;
        if (digits == 0 || r < 1 || f >= geo.files || r > geo.ranks || fen[at + 1] == '0') return -1;
        return geo.square(f, r - 1);
    };
    skip_spaces();
    if (i == fen.size()) return fail(fen_field::board, i, "the FEN is empty");

    // 1. Board, from the top rank down; digits may make numbers (10 and more empty squares).
    int rank = geo.ranks - 1, file = 0;
    [[maybe_unused]] bitboard walls{};  // the '*' read
    for (; i < fen.size() && fen[i] != ' '; ++i) {
        const char c = fen[i];
        if (c == '/' && rank == 0 && file == geo.files && m.traits.has_drops) {
            break;  // holdings as one more "rank": read below
        } else if (c == '/') {
            if (file != geo.files) return fail(fen_field::board, i, "a rank has the wrong number of squares");
            if (rank == 0) return fail(fen_field::board, i, "more ranks than the board has");
            --rank, file = 0;
        } else if (is_digit(c)) {
            // A count is reported at its first digit, whatever digit made it wrong.
            const std::size_t first = i;
            if (c == '0') return fail(fen_field::board, first, "an empty-square count of 0 or with a leading 0");
            int n = 0;
            while (i < fen.size() && is_digit(fen[i])) {
                n = n * 10 + (fen[i] - '0');
                if (n > geo.files) return fail(fen_field::board, first, "a rank has the wrong number of squares");
                ++i;
            }
            --i;
            if (file + n > geo.files) return fail(fen_field::board, first, "a rank has the wrong number of squares");
            if (m.traits.has_holes)  // where a missing wall is reported
                for (int k = 0; k < n; ++k) s.column[static_cast<std::size_t>(geo.square(file + k, rank))] = static_cast<std::uint16_t>(first + 1);
            file += n;
        } else if (detail::is_upper(c) || detail::is_lower(c) || c == '+') {
            const std::size_t at = i;
            const bool plus = c == '+';
            if (plus && (i + 1 == fen.size() || !(detail::is_upper(fen[i + 1]) || detail::is_lower(fen[i + 1]))))
                return fail(fen_field::board, i, "'+' not followed by a piece letter");
            const char letter = fen[plus ? ++i : i];
            int type = m.traits.index_of(detail::to_upper(letter), plus);
            // A piece's SAN letter is read as Fairy-Stockfish reads its synonyms: janggi's
            // "rhea1aehr" is "rnba1abnr" (piece_def::san_letter; FEN is written with the FEN letter).
            for (int t = 0; type < 0 && !plus && t < m.traits.types; ++t)
                if (!m.traits.promoted[static_cast<std::size_t>(t)] && m.def.pieces[static_cast<std::size_t>(t)].san_letter == detail::to_upper(letter))
                    type = t;
            if (type < 0)
                return fail(fen_field::board, at, plus ? "a promoted piece ('+' and a letter) this variant does not have"
                                                       : "a letter that is no piece of this variant");
            if (file >= geo.files) return fail(fen_field::board, at, "a rank has the wrong number of squares");
            const int sq = geo.square(file, rank);
            s.board[static_cast<std::size_t>(sq)] = piece_code(type, detail::is_lower(letter) ? 1 : 0);
            s.column[static_cast<std::size_t>(sq)] = static_cast<std::uint16_t>(at + 1);
            if (i + 1 < fen.size() && fen[i + 1] == '~') {
                // (The Thai family marks promoted pawns without drops: traits.tracks_promoted.)
                if (!m.traits.has_drops && !m.traits.tracks_promoted)
                    return fail(fen_field::board, i + 1, "'~' (a piece that promoted) in a variant without drops");
                if (m.traits.promotion_type_count[0] == 0 && m.traits.promotion_type_count[1] == 0)
                    return fail(fen_field::board, i + 1, "'~' (a pawn that promoted) in a variant whose pawns do not promote");
                s.promoted.set(sq);
                ++i;
            }
            ++file;
        } else if (c == '*') {
            // A wall: where the variant has its holes (rules.board.holes), or where moves place walls, anywhere.
            if (file >= geo.files) return fail(fen_field::board, i, "a rank has the wrong number of squares");
            const int sq = geo.square(file, rank);
            if (m.traits.has_holes && m.traits.holes.test(sq)) walls.set(sq);
            else if (m.rules.board.walls != walling_rule::none) s.walls.set(sq);  // a wall a move placed
            else return fail(fen_field::board, i, "a wall ('*') where the variant has none");
            ++file;
        } else if (c == '[') {
            break;  // holdings; read below
        } else {
            return fail(fen_field::board, i, "an unexpected character in the board");
        }
    }
    if (rank != 0 || file != geo.files) return fail(fen_field::board, i, "the board has too few squares");
    if (m.traits.has_holes)
        for (const int sq : m.traits.holes)
            if (!walls.test(sq))
                return fail(fen_field::board, static_cast<std::size_t>(s.column[static_cast<std::size_t>(sq)]) - 1,
                            "a square of the variant's walls is not written '*'");
    if (i < fen.size() && (fen[i] == '[' || fen[i] == '/')) {
        // Holdings: "[QRpp]", "[-]" or "[]" (none), or after a last '/': "/QRpp".
        const bool bracket = fen[i] == '[';
        s.hand_column = static_cast<int>(i) + 1;
        const std::size_t open = i++;
        if (bracket && fen.find(']', open) == std::string_view::npos) return fail(fen_field::board, open, "holdings '[' without ']'");
        for (; i < fen.size() && fen[i] != (bracket ? ']' : ' '); ++i) {
            const char c = fen[i];
            if (c == '-' && bracket && i == open + 1 && i + 1 < fen.size() && fen[i + 1] == ']') continue;
            if (!(detail::is_upper(c) || detail::is_lower(c)))
                return fail(fen_field::board, i, bracket ? "holdings: expected piece letters and ']'" : "holdings: expected piece letters");
            if (!m.traits.has_drops) return fail(fen_field::board, i, "this variant has no pieces in hand");
            const int type = m.traits.index_of(detail::to_upper(c));
            if (type < 0 || !m.traits.can_be_in_hand(type))
                return fail(fen_field::board, i, "holdings: a letter that is no piece this variant holds in hand");
            auto& n = s.hand[detail::is_lower(c) ? 1 : 0][static_cast<std::size_t>(type)];
            if (n >= 200) return fail(fen_field::board, i, "holdings: more than 200 pieces of one type");
            ++n;
        }
        if (bracket) ++i;
        if (i < fen.size() && fen[i] != ' ') return fail(fen_field::board, i, "expected a space after the board");
    }

    // 2. Side to move (optional: a bare board means White to move).
    skip_spaces();
    if (i < fen.size()) {
        s.side_column = static_cast<int>(i) + 1;
        if (fen[i] == 'w') s.side = 0;
        else if (fen[i] == 'b') s.side = 1;
        else return fail(fen_field::side, i, "expected 'w' or 'b'");
        ++i;
        if (i < fen.size() && fen[i] != ' ') return fail(fen_field::side, i, "expected a space after the side to move");
    }

    // 3. Castling rights. Variants without castling and e.p. may leave out both fields (Fairy-
    //    Stockfish's shogi FENs: "... [-] w 0 1"): a number here is the halfmove clock.
    skip_spaces();
    const bool no_rights_fields = i < fen.size() && is_digit(fen[i]);
    std::array<std::size_t, 32> partner_letter{};  // Seirawan: gate letters on castling partners
    int partner_letters = 0;
    if (no_rights_fields) {
    } else if (i < fen.size() && fen[i] == '-') {
        ++i;
        if (i < fen.size() && fen[i] != ' ') return fail(fen_field::castling, i, "expected a space after '-'");
    } else {
        for (; i < fen.size() && fen[i] != ' '; ++i) {
            const char c = fen[i];
            if (!(detail::is_upper(c) || detail::is_lower(c)))
                return fail(fen_field::castling, i, "expected KQkq, file letters or '-'");
            const int color = detail::is_lower(c) ? 1 : 0;
            const char u = detail::to_upper(c);
            const int back = color == 0 ? m.rules.castling.rank : geo.ranks - 1 - m.rules.castling.rank;
            bool gate_only = false;
            if (m.traits.has_gating) {
                // Seirawan: a file letter is a gate (a back-rank piece that has not moved, where a piece
                // from hand may enter); KQ are castling rights whose royal and partner are gates too.
                // In Chess960 (rights as file letters) a letter on a castling partner is also that
                // castling right (Seirawan960: ABCDEFGH) when the royal's file is listed too (an
                // unmoved royal), or when no gates are left to list (an empty hand that captures do
                // not refill): read after the field. Elsewhere rights are KQkq, letters only gates.
                if (u != 'K' && u != 'Q') {
                    const int f = u - 'A';
                    if (f >= geo.files) return fail(fen_field::castling, i, "a gate file beyond the board");
                    const std::uint8_t on = s.board[static_cast<std::size_t>(geo.square(f, back))];
                    if (on == 0 || code_color(on) != color) return fail(fen_field::castling, i, "a gate on a square without a piece of that side");
                    s.gates.set(geo.square(f, back));
                    if (m.traits.is_castling_partner(code_type(on)) && partner_letters < 32)
                        partner_letter[partner_letters++] = i;
                    gate_only = true;
                }
            }
            if (m.traits.cambodian_gates) {
                // Cambodian: the letters are gates (rules.board.cambodian_gates), on the back rank.
                if (u > 'A' + geo.files - 1) return fail(fen_field::castling, i, "a gate file beyond the board");
                const std::uint8_t on = s.board[static_cast<std::size_t>(geo.square(u - 'A', back))];
                if (on == 0 || code_color(on) != color) return fail(fen_field::castling, i, "a gate on a square without a piece of that side");
                s.gates.set(geo.square(u - 'A', back));
                gate_only = true;
            }
            if (gate_only) continue;
            if (!m.traits.has_castling) return fail(fen_field::castling, i, "this variant has no castling");
            // Exactly one castling king (the royal piece): position<V> ties the rights to it.
            int king = -1, royals = 0;
            for (int sq = 0; sq < geo.squares; ++sq)
                if (s.board[static_cast<std::size_t>(sq)] == piece_code(m.traits.castling_king_type, color)) {
                    ++royals;
                    if (geo.rank_of(sq) == back) king = geo.file_of(sq);
                }
            if (king < 0 || royals != 1)
                return fail(fen_field::castling, i, "castling rights without one royal piece (the piece that castles) on the back rank");
            // A castling partner of the colour (any of the partner types: Perfect chess's rook and
            // chancellor) on file f of the back rank.
            auto partner_on = [&](int f) {
                const std::uint8_t on = s.board[static_cast<std::size_t>(geo.square(f, back))];
                return on != 0 && code_color(on) == color && m.traits.is_castling_partner(code_type(on));
            };
            int pf = -1;
            if (u == 'K') {
                const int first = m.rules.castling.kingside_file >= 0 ? m.rules.castling.kingside_file : geo.files - 1;
                for (int f = first; f > king && pf < 0; --f)
                    if (partner_on(f)) pf = f;
            } else if (u == 'Q') {
                const int first = m.rules.castling.queenside_file >= 0 ? m.rules.castling.queenside_file : 0;
                for (int f = first; f < king && pf < 0; ++f)
                    if (partner_on(f)) pf = f;
            } else {
                pf = u - 'A';
                if (pf >= geo.files) return fail(fen_field::castling, i, "a castling file beyond the board");
                if (!partner_on(pf) || pf == king)
                    return fail(fen_field::castling, i, "no castling partner on that file");
            }
            if (pf < 0) return fail(fen_field::castling, i, "no castling partner on that side");
            const int side = pf < king ? 0 : 1;
            s.castling_partner[static_cast<std::size_t>(color * 2 + side)] = geo.square(pf, back);
            if (m.traits.has_gating) s.gates.set(geo.square(pf, back)).set(geo.square(king, back));
        }
    }

    if (m.traits.has_gating && m.traits.has_castling) {
        for (int k = 0; k < partner_letters; ++k) {
            const std::size_t at = partner_letter[static_cast<std::size_t>(k)];
            const int color = detail::is_lower(fen[at]) ? 1 : 0;
            const int back = color == 0 ? m.rules.castling.rank : geo.ranks - 1 - m.rules.castling.rank;
            const int pf = detail::to_upper(fen[at]) - 'A';
            int king = -1, royals = 0;
            for (int sq = 0; sq < geo.squares; ++sq)
                if (s.board[static_cast<std::size_t>(sq)] == piece_code(m.traits.castling_king_type, color)) {
                    ++royals;
                    if (geo.rank_of(sq) == back) king = geo.file_of(sq);
                }
            bool hand_empty = true;  // then the colour has no gates left, and a letter can only be a right
            for (const std::uint8_t n : s.hand[static_cast<std::size_t>(color)]) hand_empty = hand_empty && n == 0;
            if (!m.rules.castling.chess960 || king < 0 || royals != 1 ||
                !(s.gates.test(geo.square(king, back)) || (hand_empty && !m.traits.captures_to_hand)))
                continue;
            s.castling_partner[static_cast<std::size_t>(color * 2 + (pf < king ? 0 : 1))] = geo.square(pf, back);
        }
    }

    // 4. En passant: '-', a square, or (for pieces with several e.p. squares) a list of squares; an
    //    occupied square in the list names the piece that may be taken.
    skip_spaces();
    if (no_rights_fields) {
    } else if (i < fen.size() && fen[i] == '-') {
        ++i;
        if (i < fen.size() && fen[i] != ' ') return fail(fen_field::en_passant, i, "expected a space after '-'");
    } else if (m.traits.lion_types != 0 && !m.any_gives_ep && i < fen.size() && detail::is_lower(fen[i])) {
        // rules.board.lions: where a lion was just taken by a piece that is no lion.
        const std::size_t at = i;
        s.lion_square = read_square();
        if (s.lion_square < 0 || (i < fen.size() && fen[i] != ' '))
            return fail(fen_field::en_passant, at, "not a square of this board (where a lion was just taken)");
    } else if (m.rules.end.counting != counting_rule::none && i < fen.size() && is_digit(fen[i])) {
        // The counting limit (plies) in place of the e.p. square.
        int limit = 0;
        while (i < fen.size() && is_digit(fen[i]) && limit < 10000) limit = limit * 10 + (fen[i++] - '0');
        if (i < fen.size() && fen[i] != ' ') return fail(fen_field::en_passant, i, "expected a counting limit");
        s.counting_limit = limit;
    } else if (i < fen.size() && is_digit(fen[i])) {
        // No e.p. field: digits here are the clocks (Fairy-Stockfish's shipped start positions,
        // "w - 0 1"; a square never starts with a digit).
    } else {
        while (i < fen.size() && fen[i] != ' ') {
            if (!detail::is_lower(fen[i])) return fail(fen_field::en_passant, i, "expected a square or '-'");
            const std::size_t at = i;
            const int sq = read_square();
            if (sq < 0) return fail(fen_field::en_passant, at, "not a square of this board");
            if (s.board[static_cast<std::size_t>(sq)] != 0) s.ep_victim = sq;
            else s.ep.set(sq);
        }
        // The piece taken e.p. is the named one, else the one just beyond the square(s). Rights with
        // no pawn of the side that just moved there are dropped, as Stockfish drops them: they are
        // well-formed text, but would let a capture take a piece that never passed.
        if (s.ep.any() && s.ep_victim < 0) {
            const int v = s.side == 0 ? s.ep.lsb() - geo.files : s.ep.msb() + geo.files;
            if (v >= 0 && v < geo.squares) s.ep_victim = v;
        }
        const std::uint8_t victim = s.ep_victim >= 0 ? s.board[static_cast<std::size_t>(s.ep_victim)] : 0;
        if (s.ep.none() || victim == 0 || code_color(victim) == s.side ||
            !(m.traits.piece_traits[static_cast<std::size_t>(code_type(victim))] & pawn))
            s.ep = {}, s.ep_victim = -1;
    }

    // n-check: the checks each side still has to give, "N+M" (White's first; 0 to 15 each), as
    // Fairy-Stockfish writes them after the e.p. field.
    constexpr int max_checks = 15;
    auto read_checks = [&](int& out) -> bool {
        if (i == fen.size() || !is_digit(fen[i])) return false;
        int n = 0;
        while (i < fen.size() && is_digit(fen[i]) && n <= max_checks) n = n * 10 + (fen[i++] - '0');
        if (n > max_checks) return false;
        out = n;
        return true;
    };
    if (m.rules.end.check_counting) {
        skip_spaces();
        std::size_t k = i;
        while (k < fen.size() && is_digit(fen[k])) ++k;
        if (k > i && k < fen.size() && fen[k] == '+') {
            const std::size_t at = i;
            if (!read_checks(s.checks_left[0]) || fen[i] != '+') return fail(fen_field::checks, at, "a check count above 15");
            ++i;
            if (!read_checks(s.checks_left[1])) return fail(fen_field::checks, at, "expected the checks each side has to give, \"3+3\"");
            if (i < fen.size() && fen[i] != ' ') return fail(fen_field::checks, i, "expected a space after the check counts");
        }
    }

    // 5, 6. Clocks (optional).
    // The halfmove clock is kept in 16 bits by position<V>; the limit leaves room for the moves after.
    std::string_view number_error;
    auto read_number = [&](int& out, long limit) -> bool {
        skip_spaces();
        if (i == fen.size()) return true;
        number_error = "expected a number";
        if (!is_digit(fen[i])) return false;
        const std::size_t first = i;
        long v = 0;
        while (i < fen.size() && is_digit(fen[i])) {
            v = v * 10 + (fen[i++] - '0');
            if (v > limit) {
                i = first;
                number_error = "a number too large";
                return false;
            }
        }
        if (i < fen.size() && fen[i] != ' ') return false;
        out = static_cast<int>(v);
        return true;
    };
    if (!read_number(s.halfmove, 30000)) return fail(fen_field::halfmove, i, number_error);
    if (!read_number(s.fullmove, 100000000)) return fail(fen_field::fullmove, i, number_error);
    if (s.counting_limit > 0) s.counting_ply = s.halfmove, s.halfmove = 0;
    if (s.fullmove < 1) s.fullmove = 1;
    skip_spaces();
    if (m.rules.end.check_counting && i < fen.size() && fen[i] == '+') {
        // Lichess's "+N+M": the checks White and Black have given (Fairy-Stockfish reads them as
        // given of 3; ferz of the start position's counts, which is the same in 3check).
        const std::size_t at = i;
        for (int c = 0; c < 2; ++c) {
            if (i == fen.size() || fen[i] != '+') return fail(fen_field::checks, at, "expected the checks given, \"+N+M\" (0 to 15 each)");
            ++i;
            if (!read_checks(s.checks_left[static_cast<std::size_t>(c)])) return fail(fen_field::checks, at, "expected the checks given, \"+N+M\" (0 to 15 each)");
        }
        s.checks_given = true;
        skip_spaces();
    }
    if (i != fen.size()) return fail(fen_field::extra, i, "unexpected text after the FEN");
    if (auto e = check_material(m, s, royals_required)) return unexpected<fen_error>{*e};
    return s;
}

}  // namespace ferz
