// ferz/rules/end_rules.hpp: how a game can end, and the rules that end it before any move is looked
// at — the one place both the move generator and game_result (ferz/game.hpp) ask.
//
// Some rules end the game in a position whatever moves it has: extinction (dobutsu's lion, Koedem's
// kings, the losing games' last piece, and the bare king: Shatranj's, shatar's draw), n-check's last
// check (3check, karouk), dobutsu's try, the flag (Jeson Mor, king of the hill, racing kings),
// two passes in a row (janggi, flipello), janggi's bikjang, a full board (flipello), castling as the
// goal (castle) and connecting pieces (tic-tac-toe, teeko). Where one has ended the game the generator gives no moves (so
// perft counts as Fairy-Stockfish does), and game_result says which rule ended it; both call
// ended_before_moves. The rules that need the moves (mate, stalemate) and the history (the move
// rule, repetition, counting, the impasse) are game_result's own (ferz/game.hpp).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string_view>

#include "ferz/position.hpp"
#include "ferz/rules/policies.hpp"
#include "ferz/tables/attacks.hpp"
#include "ferz/tables/model.hpp"

namespace ferz {

namespace movegen::modules {
template <class V>
struct no_checks;  // movegen/modules/no_checks.hpp: whether racing kings' Black king can follow
}  // namespace movegen::modules

enum class game_end : std::uint8_t {
    none,                   // the game goes on
    checkmate,              // the side to move is mated
    stalemate,              // the side to move has no legal move and is not in check
    bare_king,              // a side has one piece left (rules.end.extinction_pieces "*", count 1: Shatranj, shatar, losers)
    move_rule,              // n moves without a capture or pawn move (rules.end.move_rule)
    repetition,             // the same position n times (rules.end.repetitions)
    insufficient_material,  // neither side can mate (rules.end.insufficient_material, rules/material.hpp)
    perpetual_check,        // a repetition in which one player checked on every move (rules.end.perpetual_check_loses)
    impasse,                // both royal pieces in their zones: the 24-point count (rules.end.impasse.points)
    impasse_declaration,    // the side to move declares a win by the 27-point rule (rules.end.impasse.declaration)
    try_rule,               // a piece safe on its last rank has won (rules.end.try_piece: dobutsu's lion)
    extinction,             // a side has lost its last pieces of a kind (rules.end.extinction_pieces)
    flag,                   // a flag piece reached the flag region (rules.end.flag_piece: Jeson Mor, king of the hill, racing kings)
    checks,                 // n-check: the last move gave the mover's last check (rules.end.check_counting: 3check, karouk)
    counting,               // the count ran past its limit (rules.end.counting: makruk, cambodian, ASEAN)
    bikjang,                // janggi: the kings faced each other in two positions in a row (rules.turns.bikjang)
    passes,                 // janggi, flipello: both players passed (rules.turns)
    full_board,             // no square is empty (rules.end.full_board_ends: flipello, ataxx)
    castling,               // a side castled the way that wins, or lost the rights it needed (rules.end.castling_wins)
    perpetual_chase,        // a repetition in which one player chased a piece on every move (rules.end.chasing: xiangqi)
    connection,             // the side that just moved connected its pieces (rules.end.connect: tic-tac-toe, teeko)
};

constexpr std::string_view to_string(game_end e) noexcept {
    constexpr std::string_view names[] = {"none", "checkmate", "stalemate", "bare king", "move rule", "repetition",
                                          "insufficient material", "perpetual check", "impasse",
                                          "impasse declaration", "try rule", "extinction", "flag", "checks given", "counting",
                                          "bikjang", "passes", "full board", "castling", "perpetual chase", "connection"};
    static_assert(std::size(names) == static_cast<std::size_t>(game_end::connection) + 1);
    return names[static_cast<int>(e)];
}

struct game_status {
    game_end reason = game_end::none;
    outcome result = outcome::draw;  // for the side to move; meaningful when over()
    [[nodiscard]] constexpr bool over() const noexcept { return reason != game_end::none; }
    constexpr bool operator==(const game_status&) const = default;
};

namespace end_rules {

// Dobutsu's try rule (rules.end.try_piece): the colour that has that piece on its last rank where
// the other side cannot take it, and so has won (the side that just moved, or the side to move,
// which may have left one there that it could have taken); 2 when both have one there that cannot
// be taken (a draw, as Fairy-Stockfish scores it: its test.py's dobutsu case); -1 if none.
template <class V>
int try_winner(const position<V>& pos) {
    using M = tables::model_t<V>;
    if constexpr (!M::flags.try_rule) {
        (void)pos;
        return -1;
    } else {
        const M& m = pos.model();
        if (m.rules.end.try_piece == 0) return -1;
        const int type = m.traits.index_of(m.rules.end.try_piece);
        std::array<bool, 2> safe{};
        for (const int c : {0, 1})
            for (const int sq : pos.pieces(c, type) & m.geo.relative_rank_mask(c, m.geo.ranks - 1))
                if (!tables::attacks<V>::attacked(pos, sq, c ^ 1, pos.occupied(), pos.pieces(c ^ 1))) safe[static_cast<std::size_t>(c)] = true;
        return safe[0] && safe[1] ? 2 : safe[0] ? 0 : safe[1] ? 1 : -1;
    }
}

// The extinction rule (rules.end.extinction_pieces), as Fairy-Stockfish rules it: the result for the
// side to move when a side (the one that just moved first) has at most extinction_count pieces of a
// kind named, on the board and in hand, and the other side at least extinction_opponent_count (one
// more against the side to move with extinction_claim); nullopt while the game goes on.
template <class V>
std::optional<outcome> extinction_result(const position<V>& pos) {
    using M = tables::model_t<V>;
    if constexpr (!M::flags.extinction) {
        (void)pos;
        return std::nullopt;
    } else {
        const M& m = pos.model();
        if (!m.traits.extinction_all && m.traits.extinction_types == 0) return std::nullopt;
        const end_policy& e = m.rules.end;
        auto count = [&](int color, int type) {  // type -1: all pieces
            if (type >= 0) return pos.pieces(color, type).popcount() + pos.in_hand(color, type);
            int n = pos.pieces(color).popcount();
            if (m.traits.has_drops)
                for (int t = 0; t < m.traits.types; ++t) n += pos.in_hand(color, t);
            return n;
        };
        const int us = pos.side_to_move();
        auto extinct = [&](int c, int type) {
            return count(c, type) <= e.extinction_count && count(c ^ 1, type) >= e.extinction_opponent_count + (e.extinction_claim && c == us);
        };
        for (const int c : {us ^ 1, us}) {
            bool out = m.traits.extinction_all && extinct(c, -1);
            for (int t = 0; !out && t < m.traits.types; ++t) out = (m.traits.extinction_types >> t & 1u) && extinct(c, t);
            if (out) return c == us ? e.extinction_outcome : opposite(e.extinction_outcome);
        }
        return std::nullopt;
    }
}

// The flag rule (rules.end.flag_piece, flag_region, flag_move), as Fairy-Stockfish rules it; the
// result for the side to move, or nullopt while the game goes on.
//   - flag_move (Jeson Mor, racing kings): the side to move has its flag piece on the region, which
//     the other side's one reply left standing: won; drawn in racing kings (a royal flag piece) when
//     White got there first and Black's king followed.
//   - flag_move and a royal flag piece (racing kings): the side that just moved got there, and the
//     side to move gets no reply to follow it: lost. Only Black gets one, and only while its king can
//     enter the region with a legal move (modules::no_checks::royal_can_enter, which ignores the end rules).
//   - not flag_move (king of the hill): the side that just moved got there: lost.
//   - flag_safe (alapo, squatter): as Fairy-Stockfish's flagPieceSafe, a side's flag pieces count only
//     while none is attacked (where it has just enough there); then the side to move that has got
//     there has won, and the side that just moved has too (the side to move lost; drawn, without
//     flag_move, when both have).
// A side has got there with flag_count of its flag pieces (any of its pieces for '*') on its region,
// or, with flag_blocked_win, one of them and no square of the region empty.
template <class V>
std::optional<outcome> flag_outcome(const position<V>& pos) {
    using M = tables::model_t<V>;
    if constexpr (!M::flags.flag) {
        (void)pos;
        return std::nullopt;
    } else {
        const M& m = pos.model();
        if (m.traits.flag_types == 0) return std::nullopt;
        const int us = pos.side_to_move();
        const end_policy& e = m.rules.end;
        auto reached = [&](int c) {
            const auto region = m.traits.flag_region[static_cast<std::size_t>(c)];
            const auto there = pos.flag_pieces(c) & region;
            if (there.none()) return false;
            const int count = there.popcount();
            if (count < e.flag_count && !(e.flag_blocked_win && (region & ~pos.occupied()).none())) return false;
            // flag_safe: just enough flag pieces there, and one of them attacked, do not count.
            if (e.flag_safe && (!e.flag_move || c != us) && count == e.flag_count)
                for (const int sq : there)
                    if (tables::attacks<V>::attacked(pos, sq, c ^ 1, pos.occupied(), pos.pieces(c ^ 1))) return false;
            return true;
        };
        const bool royal_flag = m.traits.royal_flag;
        if ((e.flag_move || e.flag_safe) && reached(us))
            return ((e.flag_move && royal_flag && us == 0) || (e.flag_safe && !e.flag_move)) && reached(us ^ 1) ? outcome::draw : outcome::win;
        if (!e.flag_move || e.flag_safe) {
            if (reached(us ^ 1)) return outcome::loss;
            return std::nullopt;
        }
        if (royal_flag && reached(us ^ 1)) {
            if (us == 1 && !pos.royal_attacked(us) && movegen::modules::no_checks<V>::royal_can_enter(pos, m.traits.flag_region[1]))
                return std::nullopt;
            return outcome::loss;
        }
        return std::nullopt;
    }
}

// A connection goal (rules.end.connect), as Fairy-Stockfish rules it: the side that just moved has
// connect.n of its connecting pieces in an unbroken row along a line the goal names, connect.square
// of them filling a square, or connect.collinear of them on one such line with gaps allowed. The
// result for the side to move (the opposite of the goal's), or nullopt while the game goes on.
template <class V>
std::optional<outcome> connect_outcome(const position<V>& pos) {
    using M = tables::model_t<V>;
    if constexpr (!M::flags.connect) {
        (void)pos;
        return std::nullopt;
    } else {
        const M& m = pos.model();
        const connect_goal& g = m.rules.end.connect;
        if (!g.any()) return std::nullopt;
        const int them = pos.side_to_move() ^ 1;
        const auto mine = pos.pieces_of_types(them, m.traits.connect_types);
        const int count = mine.popcount();
        const auto& geo = m.geo;
        auto has = [&](int f, int r) { return geo.on_board(f, r) && mine.test(geo.square(f, r)); };
        // Along the ranks, the files and both diagonals: each line one way.
        constexpr int lines[4][3] = {{1, 0, connect_goal::ranks}, {0, 1, connect_goal::files}, {1, 1, connect_goal::diagonals}, {1, -1, connect_goal::diagonals}};
        const outcome lost = static_cast<outcome>(-static_cast<int>(g.result));
        // Joining two regions: spread from the pieces on `from` to their neighbours one way along
        // each line, until a piece on `to` is reached or nothing new is.
        const auto& regions = m.traits.connect_regions[static_cast<std::size_t>(them)];
        if ((regions[0] & mine).any() && (regions[1] & mine).any()) {
            auto current = regions[0] & mine;
            while (true) {
                decltype(current) grown{};
                for (const auto& l : lines)
                    if (g.lines & l[2])
                        for (const int sq : current | grown)
                            if (has(geo.file_of(sq) + l[0], geo.rank_of(sq) + l[1])) grown.set(geo.square(geo.file_of(sq) + l[0], geo.rank_of(sq) + l[1]));
                if ((grown & regions[1]).any()) return lost;
                if ((grown & ~current).none()) break;
                current |= grown;
            }
        }
        if (!((g.n > 0 && count >= g.n) || (g.square > 0 && count >= g.square * g.square) || (g.collinear > 0 && count >= g.collinear)))
            return std::nullopt;
        // The squares from which each of `steps` (file, rank) away holds a piece too: a row or a
        // square starts there.
        auto starts = [&](auto steps) {
            auto from = mine;
            steps([&](int df, int dr) { from &= geo.shift(mine, -df, -dr); });
            return from.any();
        };
        if (g.square > 0 && count >= g.square * g.square &&
            starts([&](auto with) {
                for (int i = 0; i < g.square; ++i)
                    for (int j = 0; j < g.square; ++j)
                        if (i != 0 || j != 0) with(i, j);
            }))
            return lost;
        for (const auto& l : lines) {
            if (!(g.lines & l[2])) continue;
            if (g.n > 0 && count >= g.n && starts([&](auto with) {
                    for (int k = 1; k < g.n; ++k) with(k * l[0], k * l[1]);
                }))
                return lost;
            if (g.collinear > 0 && count >= g.collinear)  // the whole line through a piece, gaps allowed
                for (const int sq : mine) {
                    const int f = geo.file_of(sq), r = geo.rank_of(sq);
                    int on_line = 0;
                    for (int k = -geo.files - geo.ranks; k <= geo.files + geo.ranks; ++k) on_line += has(f + k * l[0], r + k * l[1]);
                    if (on_line >= g.collinear) return lost;
                }
        }
        return std::nullopt;
    }
}

// n-check (rules.end.check_counting): the side that just moved has no checks left to give, so gave
// its last and won (as Fairy-Stockfish rules it, only that side's count is looked at; a position
// read from a FEN in check has not counted that check: "1+1" goes on).
template <class V>
bool checks_given(const position<V>& pos) {
    return pos.checks_remaining(pos.side_to_move() ^ 1) == 0;
}

// Janggi and flipello (rules.turns, as Fairy-Stockfish rules it): two passes in a row, or the royals
// facing each other in two positions in a row.
template <class V>
bool turns_ended(const position<V>& pos) {
    const auto& m = pos.model();
    if (m.rules.turns.passes() && pos.passes_in_a_row() >= 2) return true;
    return m.rules.turns.bikjang && pos.royals_facing() && pos.royals_faced_before();
}

// Castling as the goal (rules.end.castling_wins), as Fairy-Stockfish rules it: the result for the side
// to move when the last move was a castling named (lost), or when a side has lost every right named
// (the side that just moved looked at first); nullopt while the game goes on.
template <class V>
std::optional<outcome> castling_goal_outcome(const position<V>& pos) {
    const auto& m = pos.model();
    const unsigned wins = m.rules.end.castling_wins;
    if (wins == 0) return std::nullopt;
    const int us = pos.side_to_move(), them = us ^ 1;
    if (const move last = pos.last_move(); last.kind() == move_kind::castling) {
        if ((wins >> position<V>::castling_bit(them, pos.castling_side(last))) & 1u) return outcome::loss;
    }
    for (const int c : {them, us}) {
        const int first = position<V>::castling_bit(c, 0);
        const unsigned named = (wins >> first) & 3u;
        if (named != 0 && ((static_cast<unsigned>(pos.castling_rights()) >> first) & named) == 0)
            return c == us ? outcome::loss : outcome::win;
    }
    return std::nullopt;
}

// Whether a variant of model M has any rule that ends the game before the moves (a constant: the
// generator of a variant without one does not ask).
template <class M>
inline constexpr bool any_before_moves = M::flags.check_counting || M::flags.extinction || M::flags.try_rule || M::flags.flag ||
                                         M::flags.turns || M::flags.full_board || M::flags.castling_goal || M::flags.connect;

}  // namespace end_rules

// The rule that has ended the game in this position whatever its moves, and the result for the side
// to move; not over() when none has. A draw by passes, bikjang or a full board is the plain draw here
// (game_result then scores it by the points where the variant counts them).
template <class V>
game_status ended_before_moves(const position<V>& pos) {
    using M = tables::model_t<V>;
    if constexpr (!end_rules::any_before_moves<M>) {
        (void)pos;
        return {};
    } else {
        const M& m = pos.model();
        const end_policy& end = m.rules.end;
        if constexpr (M::flags.extinction)
            if (const auto o = end_rules::extinction_result(pos))
                return {end.extinction_pieces.view() == "*" && end.extinction_count == 1 ? game_end::bare_king : game_end::extinction, *o};
        if constexpr (M::flags.check_counting)
            if (end.check_counting && end_rules::checks_given(pos)) return {game_end::checks, outcome::loss};
        if constexpr (M::flags.try_rule)
            if (const int winner = end_rules::try_winner(pos); winner >= 0)
                return {game_end::try_rule, winner == 2 ? outcome::draw : winner == pos.side_to_move() ? outcome::win : outcome::loss};
        if constexpr (M::flags.flag)
            if (const auto flag = end_rules::flag_outcome(pos)) return {game_end::flag, *flag};
        if constexpr (M::flags.connect)
            if (const auto o = end_rules::connect_outcome(pos)) return {game_end::connection, *o};
        if constexpr (M::flags.turns)
            if ((m.rules.turns.passes() || m.rules.turns.bikjang) && end_rules::turns_ended(pos))
                return {pos.passes_in_a_row() >= 2 ? game_end::passes : game_end::bikjang, outcome::draw};
        if constexpr (M::flags.full_board)
            if (end.full_board_ends && andnot(m.geo.all_squares(), pos.occupied()).none()) return {game_end::full_board, outcome::draw};
        if constexpr (M::flags.castling_goal)
            if (const auto o = end_rules::castling_goal_outcome(pos)) return {game_end::castling, *o};
        return {};
    }
}

}  // namespace ferz
