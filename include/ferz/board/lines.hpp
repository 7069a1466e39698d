// ferz/board/lines.hpp: a board's ranks, files and diagonals as one object: rook and bishop attacks,
// the squares between two squares, the queen rays.
//
// Move generation asks these questions of every board. For geometry<F, R> the answers are the static
// tables of rays.hpp and sliders.hpp (board_lines of it is an empty object whose members are static);
// for a board known only at run time (board_geometry<Bits>, a variant read from text) the object owns
// the eight queen rays, and on boards of up to 64 squares the rook and bishop lookup tables of
// sliders.hpp, built when the variant is loaded. Generic code writes lines.rook(sq, occ) either way.
#pragma once

#include <array>
#include <cstddef>
#include <memory>

#include "ferz/board/geometry.hpp"
#include "ferz/board/rays.hpp"
#include "ferz/board/sliders.hpp"

namespace ferz {

template <class G>
struct board_lines;

template <int Files, int Ranks>
struct board_lines<geometry<Files, Ranks>> {
    using G = geometry<Files, Ranks>;
    using bitboard = typename G::bitboard;

    static bitboard rook(int sq, bitboard occ) noexcept { return rook_attacks<G>(sq, occ); }
    static bitboard bishop(int sq, bitboard occ) noexcept { return bishop_attacks<G>(sq, occ); }
    static constexpr bitboard between(int a, int b) noexcept { return ferz::between<G>(a, b); }
    static constexpr bitboard line(int a, int b) noexcept { return ferz::line<G>(a, b); }
    // Queen direction i = (sign dx + 1) * 3 + (sign dy + 1); 4 is no direction.
    static constexpr const ray_table<G>& queen_ray(int i) noexcept { return *detail::queen_rays<G>[static_cast<std::size_t>(i)]; }
    static constexpr int queen_direction(int a, int b) noexcept { return detail::queen_direction<G>(a, b); }
};

template <std::size_t Bits>
struct board_lines<board_geometry<Bits>> {
    using G = board_geometry<Bits>;
    using bitboard = typename G::bitboard;

    explicit board_lines(const G& geo) : geo_(geo) {
        for (int i = 0; i < 9; ++i)
            if (i != 4) rays_[static_cast<std::size_t>(i)] = make_ray(geo, i / 3 - 1, i % 3 - 1);
        if constexpr (Bits == 64) {
            const detail::slider_rays<G> s{{&rays_[7], &rays_[1], &rays_[5], &rays_[3]},
                                           {&rays_[8], &rays_[0], &rays_[6], &rays_[2]}};
            rook_ = std::make_unique<detail::slider_table<G, true>>(geo, s);
            bishop_ = std::make_unique<detail::slider_table<G, false>>(geo, s);
        }
    }
    board_lines(const board_lines&) = delete;
    board_lines& operator=(const board_lines&) = delete;

    [[gnu::always_inline]] bitboard rook(int sq, bitboard occ) const noexcept {
        if constexpr (Bits == 64) return bitboard::from_word(rook_->attacks(sq, occ.value()));
        // Direction i = (dx + 1) * 3 + (dy + 1): 5 (north) and 7 (east) step up, 3 and 1 down.
        else return rays_[7].template attacks_towards<true>(sq, occ) | rays_[1].template attacks_towards<false>(sq, occ) |
                    rays_[5].template attacks_towards<true>(sq, occ) | rays_[3].template attacks_towards<false>(sq, occ);
    }
    [[gnu::always_inline]] bitboard bishop(int sq, bitboard occ) const noexcept {
        if constexpr (Bits == 64) return bitboard::from_word(bishop_->attacks(sq, occ.value()));
        // 8 (north-east) and 2 (north-west) step up, 0 and 6 down.
        else return rays_[8].template attacks_towards<true>(sq, occ) | rays_[0].template attacks_towards<false>(sq, occ) |
                    rays_[6].template attacks_towards<false>(sq, occ) | rays_[2].template attacks_towards<true>(sq, occ);
    }
    int queen_direction(int a, int b) const noexcept {
        const int df = geo_.file_of(b) - geo_.file_of(a), dr = geo_.rank_of(b) - geo_.rank_of(a);
        if (a == b || (df != 0 && dr != 0 && df != dr && df != -dr)) return -1;
        return (detail::sign(df) + 1) * 3 + (detail::sign(dr) + 1);
    }
    bitboard between(int a, int b) const noexcept {
        const int d = queen_direction(a, b);
        if (d < 0) return {};
        return rays_[static_cast<std::size_t>(d)].mask(a) & rays_[static_cast<std::size_t>(8 - d)].mask(b);
    }
    bitboard line(int a, int b) const noexcept {
        const int d = queen_direction(a, b);
        if (d < 0) return {};
        return rays_[static_cast<std::size_t>(d)].mask(a) | rays_[static_cast<std::size_t>(8 - d)].mask(a) | bitboard::square(a);
    }
    const ray_table<G>& queen_ray(int i) const noexcept { return rays_[static_cast<std::size_t>(i)]; }

private:
    G geo_;
    std::array<ray_table<G>, 9> rays_{};
    std::unique_ptr<detail::slider_table<G, true>> rook_;
    std::unique_ptr<detail::slider_table<G, false>> bishop_;
};

}  // namespace ferz
