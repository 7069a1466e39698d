// ferz/tables/mobility.hpp: where a piece could never move again.
//
// A shogi pawn or lance on the last rank, a knight on the last two, has no move left whatever the
// rest of the board holds. Such a piece must promote when it gets there, and may not be dropped
// there. A square is dead for a piece (per colour) when none of its paths' first steps stays on the
// board; moves a piece has only while unmoved (`i`) do not count, since a piece that arrived has
// moved. Built once per variant, only for variants that drop or promote shogi-style.
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
};

}  // namespace ferz::tables
