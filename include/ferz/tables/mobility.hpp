// ferz/tables/mobility.hpp: where a piece could never move again, and where it can never go.
//
// A shogi pawn or lance on the last rank, a knight on the last two, has no move left whatever the
// rest of the board holds. Such a piece must promote when it gets there, and may not be dropped
// there. A square is dead for a piece (per colour) when none of its paths' first steps stays on the
// board; moves a piece has only while unmoved (`i`) do not count, since a piece that arrived has
// moved. Built once per variant, only for variants that drop or promote shogi-style.
//
// Where a piece can never go tells a position that cannot arise (rules/setup.hpp, rules/start.hpp):
// a type whose every step keeps its file (the shogi pawn, so two on a file break a one-per-file drop
// rule), and the squares a confined piece reaches from its start squares (xiangqi's palace, its
// elephants' seven points), on an empty board: a superset of where it can stand in any game.
#pragma once

#include <array>
#include <cstddef>

#include "ferz/tables/piece_tables.hpp"

namespace ferz::tables {

// out[colour][type]: the squares from which a piece of that colour and type can never move.
template <class G, class C, class Out>
constexpr void build_dead_squares(const G& geo, const C& cat, Out& out) {
    for (int c = 0; c < 2; ++c)
        for (int t = 0; t < cat.types; ++t)
            for (int sq = 0; sq < geo.squares; ++sq) {
                bool moves = false;
                for (std::size_t k = cat.begin[static_cast<std::size_t>(t)]; k < cat.begin[static_cast<std::size_t>(t) + 1] && !moves; ++k) {
                    const betza::leg& l = cat.paths[k].legs[0];
                    if (l.flags & betza::initial_only) continue;
                    const int dx = c == 0 ? l.dx : -l.dx, dy = c == 0 ? l.dy : -l.dy;
                    moves = (dx != 0 || dy != 0) && geo.on_board(geo.file_of(sq) + dx, geo.rank_of(sq) + dy);
                }
                if (!moves) out[static_cast<std::size_t>(c)][static_cast<std::size_t>(t)].set(sq);
            }
}

// A plain one-leg move of a path (no condition but an empty target), which the move rule's
// reversibility asks about.
constexpr bool plain_move(const betza::path& p) noexcept {
    return p.size == 1 && (p.legs[0].mode & betza::to_empty) && p.legs[0].flags == 0;
}

// out[type]: whether a piece of the type has a plain move that is not straight forward (sideways,
// backward), so that a move of it may be taken back (rules.end.pawn_moves_reset).
template <class C, class Out>
constexpr void build_reversible(const C& cat, Out& out) {
    for (int t = 0; t < cat.types; ++t)
        for (std::size_t k = cat.begin[static_cast<std::size_t>(t)]; k < cat.begin[static_cast<std::size_t>(t) + 1]; ++k)
            if (plain_move(cat.paths[k]) && cat.paths[k].legs[0].dy <= 0) out[static_cast<std::size_t>(t)] = true;
}

// Whether a piece of `type` and `color` on `from` has a plain move to `to` on an empty board (the
// way back of a move to -> from).
template <class G, class C>
constexpr bool plain_move_to(const G& geo, const C& cat, int color, int type, int from, int to) noexcept {
    const int ddx = geo.file_of(to) - geo.file_of(from), ddy = geo.rank_of(to) - geo.rank_of(from);
    for (std::size_t k = cat.begin[static_cast<std::size_t>(type)]; k < cat.begin[static_cast<std::size_t>(type) + 1]; ++k) {
        const betza::path& p = cat.paths[k];
        if (!plain_move(p) || !cat.region[k][static_cast<std::size_t>(color)].test(from)) continue;
        const int dx = color == 0 ? p.legs[0].dx : -p.legs[0].dx, dy = color == 0 ? p.legs[0].dy : -p.legs[0].dy;
        for (int n = 1; n <= (p.legs[0].range == 0 ? 64 : p.legs[0].range); ++n)
            if (n * dx == ddx && n * dy == ddy) return true;
    }
    return false;
}

// Whether every path of `type` keeps the piece on its file (each leg's step is straight forward or
// backward), so that a piece of it never changes file.
template <class C>
constexpr bool keeps_file(const C& cat, int type) noexcept {
    for (std::size_t k = cat.begin[static_cast<std::size_t>(type)]; k < cat.begin[static_cast<std::size_t>(type) + 1]; ++k) {
        const betza::path& p = cat.paths[k];
        for (std::size_t i = 0; i < p.size; ++i)
            if (p.legs[i].dx != 0 || p.legs[i].flags != 0) return false;
    }
    return true;
}

// The squares a piece of `type` and `color` can reach from `from` by any number of its moves on an
// empty board, each path used where its region allows and ending inside `within`. Legs are walked
// without their conditions (a lame leg's block, a hopper's hurdle), so the result is a superset;
// paths with legs that wrap, turn or borrow moves give all of `within`.
template <class G, class C, class B>
constexpr B reach_on_empty_board(const G& geo, const C& cat, int color, int type, B from, B within) {
    const std::size_t first = cat.begin[static_cast<std::size_t>(type)], last = cat.begin[static_cast<std::size_t>(type) + 1];
    constexpr std::uint16_t bends = betza::cylinder | betza::torus | betza::induction | betza::crooked | betza::circular | betza::imitator;
    for (std::size_t k = first; k < last; ++k)
        for (std::size_t i = 0; i < cat.paths[k].size; ++i)
            if (cat.paths[k].legs[i].flags & bends) return within;
    B seen = from, frontier = from;
    while (frontier.any()) {
        B next{};
        for (const int sq : frontier)
            for (std::size_t k = first; k < last; ++k) {
                if (!cat.region[k][static_cast<std::size_t>(color)].test(sq)) continue;
                const betza::path& p = cat.paths[k];
                B at = B::square(sq);
                for (std::size_t i = 0; i < p.size; ++i) {
                    const betza::leg& l = p.legs[i];
                    const int dx = color == 0 ? l.dx : -l.dx, dy = color == 0 ? l.dy : -l.dy;
                    B to = dx == 0 && dy == 0 ? at : B{};
                    if (dx != 0 || dy != 0)
                        for (const int a : at) {
                            int f = geo.file_of(a) + dx, r = geo.rank_of(a) + dy;
                            for (int n = 1; geo.on_board(f, r) && (l.range == 0 || n <= l.range); ++n, f += dx, r += dy)
                                to.set(geo.square(f, r));
                        }
                    at = to;
                }
                next |= at & within;
            }
        frontier = andnot(next, seen);
        seen |= next;
    }
    return seen;
}

template <class V>
struct mobility {
    using traits = variant_traits<V>;
    using G = typename traits::board;
    using bitboard = typename traits::bitboard;
    static constexpr int types = traits::types;
    using catalogue = path_catalogue<V>;

    // dead[colour][type]: the squares from which a piece of that colour and type can never move.
    static constexpr std::array<std::array<bitboard, types>, 2> dead = [] {
        std::array<std::array<bitboard, types>, 2> out{};
        build_dead_squares(G{}, catalogue::value, out);
        return out;
    }();
    // reversible[type]: a move of the type may be taken back (build_reversible).
    static constexpr std::array<bool, types> reversible = [] {
        std::array<bool, types> out{};
        build_reversible(catalogue::value, out);
        return out;
    }();
};

}  // namespace ferz::tables
