// ferz/rules/material.hpp: whether a side has too little material to mate, in any variant, judged
// by what its pieces' moves can do rather than by their letters.
//
// Fairy-Stockfish's rule (its has_insufficient_material, which its GUIs use to end games). ferz
// follows its structure, but classes pieces by their compiled moves, where Fairy-Stockfish uses a
// list of its built-in piece types. Below, a piece's moves are taken on an empty board, from the
// squares it can reach from where it stands (tables::reach_on_empty_board).
//
// A side has enough material when the variant gives other ways to win or to get material. These are:
//   - captures go to hand, or the side holds pieces in hand;
//   - extinction, bare king or a flag;
//   - a repetition that is not a draw;
//   - pseudo-royal pieces.
// Otherwise its non-royal pieces are classed:
//   - **restricted**: it can never stand on or attack a square the enemy royal can reach (xiangqi's
//     advisors and elephants). Royal pieces are restricted too.
//   - **major**: from some square it attacks two squares side by side, so that it can mate with its
//     king's help. Examples: rook, queen, archbishop, chancellor, silver, gold, commoner, champion.
//     A piece that can still reach a promotion square and promote to a major piece counts as major.
//   - **colour-bound**: every square it can reach has its square's colour (bishop, ferz, alfil,
//     shako's elephant, a pawn that can no longer move).
//   - **unbound**: anything else (knight, wazir, cannon, xiangqi horse and soldier, grasshopper).
//
// The side has enough material in any of these cases:
//   - it has a major piece;
//   - it has colour-bound pieces, and the colour-bound pieces of both sides stand on both colours,
//     or any unbound piece is on the board;
//   - it has an unbound piece, and two non-royal, unrestricted pieces stand on the board (either
//     side's: the second can be the screen or the blocker the mate needs).
// The last two cases also hold, with no further condition, where a stalemate is not a draw, where
// the first check wins, or under makpong's rule. A royal that moves otherwise than as a king, under
// a stalemate that is not a draw, is enough too, if it can reach the enemy royal.
// Moves that wrap, turn or borrow other moves (o, z, q, x, I, iso legs), and oblique riders (the
// nightrider), count as major: they are not judged.
#pragma once

#include <array>
#include <cstddef>

#include "ferz/betza/legs.hpp"
#include "ferz/position.hpp"
#include "ferz/tables/mobility.hpp"

namespace ferz {

namespace detail {

// The squares a piece of `type` and `color` standing on `sq` attacks on an empty board (its capturing
// paths whose relays need only empty squares); `judged` is cleared by legs this cannot follow.
template <class M>
typename M::bitboard empty_board_attacks(const M& m, int color, int type, int sq, bool& judged) {
    using B = typename M::bitboard;
    constexpr std::uint16_t unjudged = betza::cylinder | betza::torus | betza::induction | betza::crooked |
                                       betza::circular | betza::imitator | betza::same_length | betza::unload;
    B out{};
    const auto t = static_cast<std::size_t>(type);
    for (std::size_t k = m.cat.begin[t]; k < m.cat.begin[t + 1]; ++k) {
        if (!m.cat.region[k][static_cast<std::size_t>(color)].test(sq)) continue;
        const betza::path& p = m.cat.paths[k];
        B at = B::square(sq);
        bool possible = p.size > 0;
        for (std::size_t i = 0; i < p.size && possible; ++i) {
            const betza::leg& l = p.legs[i];
            if (l.flags & unjudged) judged = false;
            // An oblique rider (the nightrider) is not judged either: counted as able to mate.
            if (l.range != 1 && l.dx != 0 && l.dy != 0 && l.dx != l.dy && l.dx != -l.dy) judged = false;
            const bool last = i + 1 == p.size;
            // An empty board has no hurdle to hop, nothing to leap over, no victim on a relay.
            if ((l.flags & betza::must_jump) || (last ? !(l.mode & betza::to_enemy) : !(l.mode & betza::to_empty))) {
                possible = false;
                break;
            }
            const int dx = color == 0 ? l.dx : -l.dx, dy = color == 0 ? l.dy : -l.dy;
            B to = dx == 0 && dy == 0 ? at : B{};
            if (dx != 0 || dy != 0)
                for (const int a : at) {
                    int f = m.geo.file_of(a) + dx, r = m.geo.rank_of(a) + dy;
                    const bool exact = (l.flags & betza::exact_range) != 0;
                    for (int n = 1; m.geo.on_board(f, r) && (l.range == 0 || n <= l.range); ++n, f += dx, r += dy)
                        if (!exact || n == l.range) to.set(m.geo.square(f, r));
                }
            at = to;
        }
        if (possible) out |= at;
    }
    return out;
}

// Whether `bb` holds two squares side by side on a file or a rank.
template <class G, class B>
bool has_adjacent_pair(const G& geo, const B& bb) {
    for (const int a : bb) {
        const int f = geo.file_of(a), r = geo.rank_of(a);
        if ((geo.on_board(f + 1, r) && bb.test(geo.square(f + 1, r))) || (geo.on_board(f, r + 1) && bb.test(geo.square(f, r + 1))))
            return true;
    }
    return false;
}

// The squares a piece of `type` and `color` on `sq` can reach by its moves on an empty board.
template <class M>
typename M::bitboard material_reach(const M& m, int color, int type, int sq) {
    using B = typename M::bitboard;
    B within{};
    const auto t = static_cast<std::size_t>(type);
    for (std::size_t k = m.cat.begin[t]; k < m.cat.begin[t + 1]; ++k) within |= m.cat.region[k][static_cast<std::size_t>(color)];
    return tables::reach_on_empty_board(m.geo, m.cat, color, type, B::square(sq), within) | B::square(sq);
}

enum class material_kind { restricted, major, colorbound, unbound };

// A piece's class (above), counting the forms it can promote to from a promotion square it can
// reach. `enemy_royal_reach`: where the enemy royal can go (all squares without one).
template <class V>
material_kind classify_piece(const position<V>& pos, int sq, const typename position<V>::bitboard& enemy_royal_reach,
                             bool judge_restricted) {
    const auto& m = pos.model();
    const auto& tr = m.traits;
    using B = typename position<V>::bitboard;
    const int color = pos.color_on(sq), type = pos.type_on(sq);
    const auto cu = static_cast<std::size_t>(color);
    B reach = material_reach(m, color, type, sq);
    // The forms: the piece, and what it promotes to where it can reach a promotion square.
    std::array<int, 34> forms{};
    std::array<B, 34> form_reach{};
    std::size_t n = 0;
    forms[n] = type, form_reach[n++] = reach;
    // Sittuyin's pawns become mets on squares of their own (rules.promotion.sittuyin): any it reaches.
    const bool sittuyin = m.rules.promotion.sittuyin && tr.is_pawn(type);
    const B zone = sittuyin ? reach : reach & tr.promotion_zone[cu];
    if (zone.any()) {
        auto add = [&](int f) {
            if (f < 0 || n == forms.size()) return;
            B within{};
            const auto fu = static_cast<std::size_t>(f);
            for (std::size_t k = m.cat.begin[fu]; k < m.cat.begin[fu + 1]; ++k) within |= m.cat.region[k][cu];
            forms[n] = f, form_reach[n++] = tables::reach_on_empty_board(m.geo, m.cat, color, f, zone, within) | zone;
        };
        if (tr.is_pawn(type))
            for (int i = 0; i < tr.promotion_type_count[cu]; ++i) add(tr.promotion_types[cu][static_cast<std::size_t>(i)]);
        add(tr.promoted_type[static_cast<std::size_t>(type)]);
        if (sittuyin) add(tr.fers_type);
    }
    B attacks{};
    bool judged = true, major = false;
    for (std::size_t i = 0; i < n; ++i) {
        reach |= form_reach[i];
        for (const int a : form_reach[i]) {
            const B att = empty_board_attacks(m, color, forms[i], a, judged);
            attacks |= att;
            if (!major && has_adjacent_pair(m.geo, att)) major = true;
        }
    }
    if (!judged) return material_kind::major;
    if (judge_restricted && ((attacks | reach) & enemy_royal_reach).none()) return material_kind::restricted;
    if (major) return material_kind::major;
    const int colour = (m.geo.file_of(sq) + m.geo.rank_of(sq)) % 2;
    for (const int a : reach)
        if ((m.geo.file_of(a) + m.geo.rank_of(a)) % 2 != colour) return material_kind::unbound;
    return material_kind::colorbound;
}

}  // namespace detail

// Whether `color` lacks the material to mate (the rule above). A position where both sides lack it
// is dead: game_result ends it drawn (game_end::insufficient_material) unless the variant's
// rules.end.insufficient_material is off.
template <class V>
bool has_insufficient_material(const position<V>& pos, int color) {
    const auto& m = pos.model();
    const auto& tr = m.traits;
    const auto& end = m.rules.end;
    using B = typename position<V>::bitboard;
    // Other ways to win, or to get material.
    if (tr.captures_to_hand || !pos.hand_empty(color) || tr.has_pseudo_royals || !end.extinction_pieces.empty() ||
        end.try_piece != 0 || end.repetition_outcome != outcome::draw)
        return false;
    if (tr.flag_region[static_cast<std::size_t>(color)].any() && pos.flag_pieces(color).any())
        return false;
    const bool any_piece_will_do = end.stalemate != outcome::draw || end.check_counting || m.rules.board.makpong;

    const int them = color ^ 1;
    const int royal = tr.royal_type;
    B enemy_royal_reach = m.geo.all_squares();
    if (royal >= 0 && pos.pieces(them, royal).any()) {
        enemy_royal_reach = B{};
        for (const int sq : pos.pieces(them, royal)) enemy_royal_reach |= detail::material_reach(m, them, royal, sq);
    }
    bool ours_bound = false, ours_unbound = false, any_unbound = false;
    bool bound_light = false, bound_dark = false;
    int helpers = 0;  // non-royal pieces on the board, ours unrestricted
    for (const int sq : pos.occupied()) {
        const int c = pos.color_on(sq), t = pos.type_on(sq);
        if (t == royal) continue;
        const detail::material_kind kind = detail::classify_piece(pos, sq, enemy_royal_reach, c == color);
        if (kind == detail::material_kind::restricted) continue;
        ++helpers;
        if (kind == detail::material_kind::major) {
            if (c == color) return false;
            any_unbound = true;  // an enemy's major piece is, for us, a piece like any other
        } else if (kind == detail::material_kind::colorbound) {
            ((m.geo.file_of(sq) + m.geo.rank_of(sq)) % 2 ? bound_light : bound_dark) = true;
            if (c == color) ours_bound = true;
        } else {
            any_unbound = true;
            if (c == color) ours_unbound = true;
        }
    }
    if (ours_bound && ((bound_light && bound_dark) || any_unbound || any_piece_will_do)) return false;
    if (ours_unbound && (helpers >= 2 || any_piece_will_do)) return false;
    // A royal of its own kind where a stalemate is not a draw: it may help corner the enemy royal.
    if (royal >= 0 && end.stalemate != outcome::draw && tr.descriptors[static_cast<std::size_t>(royal)] != "K")
        for (const int sq : pos.pieces(color, royal))
            if ((detail::material_reach(m, color, royal, sq) & enemy_royal_reach).any()) return false;
    return true;
}

// Whether neither side has the material to mate.
template <class V>
bool insufficient_material(const position<V>& pos) {
    return has_insufficient_material(pos, 0) && has_insufficient_material(pos, 1);
}

}  // namespace ferz
