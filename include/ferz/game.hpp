// ferz/game.hpp: the state of the game — check, mate, stalemate, and whether and how it has ended.
//
// What a GUI shows and an engine's search needs at a node, by the variant's own rules
// (rules.end, rules/policies.hpp): checkmate loses; stalemate scores as the variant says (Shatranj:
// loss); the bare-king rule; the n-move rule; n-fold repetition, from the position's own history of
// keys (the moves made on this position object: a game read from a FEN starts its history there); and,
// for the orthodox army, the dead positions by material. Mate and stalemate take precedence over the
// move rule, as in FIDE's laws (a mate given on the 100th half-move counts).
#pragma once

#include <cstdint>
#include <string_view>

#include "ferz/movegen/generate.hpp"
#include "ferz/position.hpp"

namespace ferz {

enum class game_end : std::uint8_t {
    none,                   // the game goes on
    checkmate,              // the side to move is mated
    stalemate,              // the side to move has no legal move and is not in check
    bare_king,              // Shatranj's rule (rules.end.bare_king)
    move_rule,              // n moves without a capture or pawn move (rules.end.move_rule)
    repetition,             // the same position n times (rules.end.repetitions)
    insufficient_material,  // neither side can mate (rules.end.chess_insufficient_material)
};

constexpr std::string_view to_string(game_end e) noexcept {
    constexpr std::string_view names[] = {"none", "checkmate", "stalemate", "bare king", "move rule", "repetition",
                                          "insufficient material"};
    return names[static_cast<int>(e)];
}

struct game_status {
    game_end reason = game_end::none;
    outcome result = outcome::draw;  // for the side to move; meaningful when over()
    [[nodiscard]] constexpr bool over() const noexcept { return reason != game_end::none; }
    constexpr bool operator==(const game_status&) const = default;
};

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

// Chess's dead positions by material, by the pieces' moves rather than their letters (a variant's
// "N" that rides is no knight): no pieces but royals, or one knight or bishop, or only bishops that
// all stand on squares of one colour.
template <class V>
bool chess_insufficient_material(const position<V>& pos) {
    using traits = variant_traits<V>;
    using G = typename traits::board;
    int knights = 0, bishops = 0;
    bool light = false, dark = false;
    for (int sq = 0; sq < traits::squares; ++sq) {
        if (pos.empty(sq)) continue;
        const int t = pos.type_on(sq);
        if (t == traits::royal_type) continue;
        const std::string_view moves = traits::descriptors[static_cast<std::size_t>(t)];
        if (moves == "N") {
            ++knights;
        } else if (moves == "B") {
            ++bishops;
            ((G::file_of(sq) + G::rank_of(sq)) % 2 ? light : dark) = true;
        } else {
            return false;
        }
    }
    return knights + bishops <= 1 || (knights == 0 && !(light && dark));
}

}  // namespace detail

// Whether the game has ended here, how, and the result for the side to move.
template <class V>
game_status game_result(const position<V>& pos) {
    using traits = variant_traits<V>;
    constexpr end_policy end = traits::rules.end;
    if constexpr (end.bare_king) {
        // As the generator applies it (it then gives no moves): the side that just moved is bare and
        // cannot bare us back, or we are bare and cannot make them bare.
        const int us = pos.side_to_move();
        const int mine = pos.pieces(us).popcount(), theirs = pos.pieces(us ^ 1).popcount();
        if (theirs <= 1 && mine >= 2) return {game_end::bare_king, outcome::win};
        if (mine <= 1 && theirs >= 3) return {game_end::bare_king, outcome::loss};
    }
    if (!has_legal_move(pos)) {
        if (in_check(pos)) return {game_end::checkmate, outcome::loss};
        return {game_end::stalemate, end.stalemate};
    }
    if (end.move_rule > 0 && pos.halfmove_clock() >= 2 * end.move_rule) return {game_end::move_rule, outcome::draw};
    if (end.repetitions > 0 && pos.repetitions() + 1 >= end.repetitions) return {game_end::repetition, outcome::draw};
    if constexpr (end.chess_insufficient_material)
        if (detail::chess_insufficient_material(pos)) return {game_end::insufficient_material, outcome::draw};
    return {};
}

}  // namespace ferz
