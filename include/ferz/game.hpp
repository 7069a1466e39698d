// ferz/game.hpp: the state of the game — check, mate, stalemate, and whether and how it has ended.
//
// What a GUI shows and an engine's search needs at a node, by the variant's own rules
// (rules.end, rules/policies.hpp): checkmate loses; stalemate scores as the variant says (Shatranj:
// loss); the bare-king rule; the n-move rule; n-fold repetition, from the position's own history of
// keys (the moves made on this position object: a game read from a FEN starts its history there); and,
// for the orthodox army, the dead positions by material. Mate and stalemate take precedence over the
// move rule, as in FIDE's laws (a mate given on the 100th half-move counts). Shogi's rules are here too:
// sennichite (a fourfold repetition, lost by a player who checked on every move of it), jishogi (the
// impasse, by the 24-point rule or the 27-point declaration). The rules that end a game whatever its
// moves (the bare king, extinction, dobutsu's try, the flag, the first check, janggi's passes and
// bikjang) are decided in rules/end_rules.hpp, which the generator asks too.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>

#include "ferz/movegen/generate.hpp"
#include "ferz/position.hpp"
#include "ferz/rules/chase.hpp"
#include "ferz/rules/counting.hpp"
#include "ferz/rules/end_rules.hpp"
#include "ferz/rules/material.hpp"

namespace ferz {

// Whether the side to move's royal piece (any of them) is attacked.
template <class V>
bool in_check(const position<V>& pos) {
    return pos.royal_attacked(pos.side_to_move());
}

// Whether the side to move has a legal move (the bare-king rule may leave it none: see game_result).
template <class V>
bool has_legal_move(const position<V>& pos) {
    return count_legal_moves(pos) > 0;
}

template <class V>
bool is_checkmate(const position<V>& pos) {
    return in_check(pos) && !has_legal_move(pos);
}

template <class V>
bool is_stalemate(const position<V>& pos) {
    return !in_check(pos) && !has_legal_move(pos);
}

namespace detail {

template <class V>
bool promotions_only(const position<V>& pos) {
    const int us = pos.side_to_move();
    const int pawn = pos.model().traits.first_type_with(ferz::pawn);
    if (pos.pieces(us).popcount() != 2 || pawn < 0 || pos.pieces(us, pawn).popcount() != 1 || in_check(pos)) return false;
    for (const move m : legal_move_vector(pos))
        if (m.kind() != move_kind::promotion) return false;
    return true;
}

// The promotion zone of `color` (its last rules.promotion.ranks ranks): where jishogi's kings enter.
template <class M>
constexpr typename M::bitboard impasse_zone(const M& m, int color) noexcept {
    return m.geo.ranks_from(color, m.geo.ranks - m.traits.promotion_ranks);
}

template <class M>
constexpr int impasse_value(const M& m, int type) noexcept {
    if (type == m.traits.royal_type) return 0;
    return m.rules.end.impasse.major.find(m.traits.letters[static_cast<std::size_t>(type)]) != std::string_view::npos ? 5 : 1;
}

// The repetition's result, once the position has occurred rules.end.repetitions times. Perpetual
// check is read from the game's own moves: the position is copied and taken back move by move to the
// first of the repeated positions, noting who was in check after each move (game_result is called once
// per move played, not in the search, so make() and unmake() carry nothing for it).
template <class V>
game_status repetition_result(const position<V>& pos) {
    const auto& m = pos.model();
    const end_policy& end = m.rules.end;
    outcome result = end.repetition_outcome;
    if (end.repetition_outcome_absolute && pos.side_to_move() == 1) result = opposite(result);
    const bool chasing = end.chasing == chasing_rule::axf;
    if (end.perpetual_check_loses || chasing) {
        position<V> p = pos;
        const int back = m.traits.has_drops ? pos.moves_made() : std::min(pos.halfmove_clock(), pos.moves_made());
        bool them_checked = true, us_checked = true;  // them: the player who made the last move
        int seen = 0, span = 0;  // span: how many moves back the first of the repeated positions is
        for (int i = 1; i <= back; ++i) {
            // p is the position i - 1 moves back, reached by a move of `them` when i is odd.
            (i % 2 ? them_checked : us_checked) &= in_check(p);
            p.unmake();
            if (i % 2 == 0 && i >= 4 && p.key() == pos.key() && ++seen == end.repetitions - 1) {
                span = i;
                break;
            }
        }
        if (end.perpetual_check_loses) {
            if (them_checked != us_checked) return {game_end::perpetual_check, them_checked ? outcome::win : outcome::loss};
            if (them_checked) return {game_end::repetition, outcome::draw};
        }
        if (chasing && span > 0) {
            // A player who chased one piece with every move of the cycle loses (rules/chase.hpp); them:
            // every move from the one that reached the first of the repeated positions on, us: every
            // move after it, each set followed back through the chased side's own moves.
            using bitboard = typename position<V>::bitboard;
            bitboard them_chase{}, us_chase{};
            position<V> after = pos;
            for (int i = 0; i <= span && after.moves_made() > 0; ++i) {
                position<V> before = after;
                before.unmake();
                const move last = after.last_move();
                if (i % 2 == 0 || i < span) {
                    const bitboard now = chase::chased(after, before, last);
                    bitboard& chase = i % 2 == 0 ? them_chase : us_chase;
                    chase = i < 2 ? now : chase & now;
                }
                // Into the squares of `before`: the chased side's pieces moved by `last` (its own move).
                (i % 2 == 0 ? us_chase : them_chase) = chase::before_move((i % 2 == 0 ? us_chase : them_chase), last);
                after = before;
            }
            if (them_chase.any() != us_chase.any()) return {game_end::perpetual_chase, them_chase.any() ? outcome::win : outcome::loss};
            if (them_chase.any()) return {game_end::repetition, outcome::draw};
        }
    }
    return {game_end::repetition, result};
}

// A drawn ending scored by janggi's material count when the variant has one (rules.end.material_points).
template <class V>
game_status counted(const position<V>& pos, game_status drawn);

// Shatar's mate rule (rules.end.shatar_mate): the side to move is mated. Knights alone: the mating
// side loses; else a shak (a check by a piece moving as N, R or RF) in the mating side's unbroken
// series of checks makes it a mate, and without one it is a draw.
template <class V>
outcome shatar_mate_result(const position<V>& pos) {
    const auto& md = pos.model();
    auto is_shak_type = [&](int t) {
        const std::string_view m = md.traits.descriptors[static_cast<std::size_t>(t)];
        return m == "N" || m == "R" || m == "RF";
    };
    auto checkers = [](const position<V>& p) {
        const int us = p.side_to_move();
        return tables::attacks<V>::attackers(p, p.royal_square(us), us ^ 1, p.occupied(), p.pieces(us ^ 1));
    };
    bool knights_only = true;
    for (const int sq : checkers(pos)) knights_only = knights_only && md.traits.descriptors[static_cast<std::size_t>(pos.type_on(sq))] == "N";
    if (knights_only) return outcome::win;
    position<V> p = pos;
    while (true) {
        for (const int sq : checkers(p))
            if (is_shak_type(p.type_on(sq))) return outcome::loss;
        if (p.moves_made() < 2) return outcome::draw;
        p.unmake();
        p.unmake();
        if (!in_check(p)) return outcome::draw;
    }
}

}  // namespace detail

// Janggi's material points of `color` (rules.end.material_points: "R13C7N5B3A3P2"), before komi.
template <class V>
int material_points(const position<V>& pos, int color) {
    const auto& m = pos.model();
    int n = 0;
    for (int t = 0; t < m.traits.types; ++t) n += m.traits.material_value[static_cast<std::size_t>(t)] * pos.pieces(color, t).popcount();
    return n;
}

namespace detail {
template <class V>
game_status counted(const position<V>& pos, game_status drawn) {
    const auto& m = pos.model();
    // Draw odds (armageddon): the colour that has them wins.
    if (const int odds = m.rules.end.draw_odds; odds >= 0) return {drawn.reason, pos.side_to_move() == odds ? outcome::win : outcome::loss};
    if (m.rules.end.material_points.empty()) return drawn;
    // In tenths, with the second player's komi: colour 0 wins with more, else colour 1 wins.
    const int white = 10 * material_points(pos, 0), black = 10 * material_points(pos, 1) + m.rules.end.komi_tenths;
    if (white == black) return drawn;
    const bool white_wins = white > black;
    return {drawn.reason, white_wins == (pos.side_to_move() == 0) ? outcome::win : outcome::loss};
}
}  // namespace detail

// Jishogi points of `color` (rules.end.impasse): 5 for each piece whose letter is in impasse.major
// (shogi: rook and bishop, promoted or not), 1 for every other piece but the royal one, on the board
// or in hand. Seed 002's 24-point rule: when both kings have entered their zones, a player with fewer
// than 24 loses, else the game is drawn.
template <class V>
int impasse_points(const position<V>& pos, int color) {
    const auto& m = pos.model();
    int n = 0;
    for (int t = 0; t < m.traits.types; ++t) n += detail::impasse_value(m, t) * (pos.pieces(color, t).popcount() + pos.in_hand(color, t));
    return n;
}

// Whether the side to move may declare a win by the 27-point rule of computer shogi (the CSA's
// tournament rule, "nyugyoku sengen"): its king stands in the zone (the promotion zone, the enemy's
// camp), it is not in check, at least 10 of its other pieces stand in the zone, and its pieces in the
// zone and in hand make at least 28 points as sente (colour 0), 27 as gote (points as impasse_points).
// The thresholds are the 9x9 game's, whatever the board.
template <class V>
bool can_declare_win(const position<V>& pos) {
    const auto& m = pos.model();
    const int us = pos.side_to_move();
    const auto zone = detail::impasse_zone(m, us);
    const int king = pos.royal_square(us);
    if (king < 0 || !zone.test(king) || in_check(pos)) return false;
    int pieces = 0, points = 0;
    for (int t = 0; t < m.traits.types; ++t) {
        if (t == m.traits.royal_type) continue;
        const int on_zone = (pos.pieces(us, t) & zone).popcount();
        pieces += on_zone;
        points += detail::impasse_value(m, t) * (on_zone + pos.in_hand(us, t));
    }
    return pieces >= 10 && points >= (us == 0 ? 28 : 27);
}

// Whether the game has ended here, how, and the result for the side to move.
template <class V>
game_status game_result(const position<V>& pos) {
    const auto& m = pos.model();
    const end_policy& end = m.rules.end;
    // The rules that end the game whatever its moves (rules/end_rules.hpp); a draw by passes, bikjang or
    // a full board is scored by the points where the variant counts them.
    if (const game_status ended = ended_before_moves(pos); ended.over())
        return ended.reason == game_end::passes || ended.reason == game_end::bikjang || ended.reason == game_end::full_board
                   ? detail::counted(pos, ended)
                   : ended;
    if (!has_legal_move(pos)) {
        if (in_check(pos)) {
            if (end.shatar_mate) return {game_end::checkmate, detail::shatar_mate_result(pos)};
            return {game_end::checkmate, end.checkmate};
        }
        // A drawn stalemate is scored by the draw odds or the points where the variant has them, as
        // Fairy-Stockfish scores it.
        if (end.stalemate_by_pieces) {
            const int us = pos.side_to_move(), diff = pos.pieces(us).popcount() - pos.pieces(us ^ 1).popcount();
            if (diff == 0) return detail::counted(pos, {game_end::stalemate, outcome::draw});
            return {game_end::stalemate, diff < 0 ? end.stalemate : opposite(end.stalemate)};
        }
        if (end.stalemate == outcome::draw) return detail::counted(pos, {game_end::stalemate, outcome::draw});
        return {game_end::stalemate, end.stalemate};
    }
    // Sittuyin's rule 3.9 c.7, as Fairy-Stockfish plays it: a side left with its king and one pawn,
    // not in check, whose only legal moves promote the pawn, is stalemated (promotion is optional).
    if (m.rules.promotion.sittuyin && detail::promotions_only(pos)) return {game_end::stalemate, outcome::draw};
    if (end.counting != counting_rule::none)
        if (const counting_state c = counting(pos); c.active() && c.count > c.limit) return {game_end::counting, outcome::draw};
    if (end.move_rule > 0 && pos.halfmove_clock() >= 2 * end.move_rule &&
        pos.halfmove_clock() >= 2 * end.move_rule + chase::move_rule_discount(pos))  // xiangqi: checks beyond ten
        return detail::counted(pos, {game_end::move_rule, outcome::draw});
    if (end.repetitions > 0 && pos.repetitions() + 1 >= end.repetitions) {
        const game_status r = detail::repetition_result(pos);
        return r.result == outcome::draw ? detail::counted(pos, r) : r;
    }
    if (end.impasse.declaration)
        if (can_declare_win(pos)) return {game_end::impasse_declaration, outcome::win};
    if (end.impasse.points > 0) {
        const int us = pos.side_to_move();
        const int ours = pos.royal_square(us), theirs = pos.royal_square(us ^ 1);
        if (ours >= 0 && theirs >= 0 && detail::impasse_zone(m, us).test(ours) && detail::impasse_zone(m, us ^ 1).test(theirs)) {
            const bool we_lose = impasse_points(pos, us) < end.impasse.points;
            const bool they_lose = impasse_points(pos, us ^ 1) < end.impasse.points;
            return {game_end::impasse, we_lose == they_lose ? outcome::draw : we_lose ? outcome::loss : outcome::win};
        }
    }
    if (end.insufficient_material && insufficient_material(pos)) return {game_end::insufficient_material, outcome::draw};
    return {};
}

// The winning colour of an ended game (0 White, 1 Black: FEN's w and b), or -1 for a draw or a game
// still on.
template <class V>
int winner(const position<V>& pos, const game_status& s) noexcept {
    if (!s.over() || s.result == outcome::draw) return -1;
    return s.result == outcome::win ? pos.side_to_move() : pos.side_to_move() ^ 1;
}

// The result as PGN's Result tag and CECP write it, from White's side: "1-0", "0-1", "1/2-1/2", and
// "*" for a game still on (never "draw" or nothing for a game that has not ended).
template <class V>
std::string result_text(const position<V>& pos, const game_status& s) {
    if (!s.over()) return "*";
    const int w = winner(pos, s);
    return w < 0 ? "1/2-1/2" : w == 0 ? "1-0" : "0-1";
}

// The result in words: "White wins by checkmate", "Black wins by try rule", "draw by repetition",
// and "game on" while it is.
template <class V>
std::string describe(const position<V>& pos, const game_status& s) {
    if (!s.over()) return "game on";
    const int w = winner(pos, s);
    return std::string(w < 0 ? "draw" : w == 0 ? "White wins" : "Black wins") + " by " + std::string(to_string(s.reason));
}

}  // namespace ferz
