// ferz/board/rays.hpp: rides along any step vector (dx, dy), |dx|, |dy| <= 15, on any geometry.
//
// A rider's move set is "repeat this step until blocked or off the board", whatever the step:
// rook (1,0), bishop (1,1), nightrider (1,2), camel-rider (1,3). For a fixed step the squares of a
// ray have strictly increasing indices when step = dx + dy * files > 0 (strictly decreasing when
// < 0), so the first blocker is the lsb (msb) of ray & occupied, and "everything beyond the
// blocker" is the blocker's own ray in the same direction. ray<G, Dx, Dy> is the table of those rays
// for one step on one geometry: an inline constexpr variable template, so it is built in constant
// evaluation once per (geometry, step) in the whole program, and only for the steps a variant's
// pieces actually use. ray_table<G> is the same thing as a value, for variants loaded from text at
// run time (make_ray<G>(dx, dy) runs at run time too). between()/line() are NOT stored as
// squares × squares tables (16×16 would need 2 MB of 256-bit sets): they are two ray lookups and
// an AND, computed on demand. Every returned set stays inside G::all_squares().
#pragma once

#include <array>
#include <cstddef>

#include "ferz/board/geometry.hpp"

namespace ferz {

template <class G>
struct ray_table {
    using bitboard = typename G::bitboard;
    int dx = 0, dy = 0;
    int step = 0;  // dx + dy * files: the index difference between consecutive squares of a ray
    // The board's size, for a board known only at run time (G::dynamic); geometry<F, R>'s are constants.
    int files = 0, ranks = 0, squares = 0;
    std::array<bitboard, G::max_squares> masks{};

    // Squares reached by repeating the step from sq, sq excluded, up to the edge.
    constexpr bitboard mask(int sq) const noexcept { return masks[static_cast<std::size_t>(sq)]; }

    // Squares reached up to and including the first occupied one. Branch-free: the sentinel bit is
    // the corner square from which this direction has an empty ray (the last square for increasing
    // rays, a1 for decreasing ones), so "no blocker" and "blocked at the sentinel" give the same
    // answer without a test.
    constexpr bitboard attacks(int sq, bitboard occupied) const noexcept {
        return step > 0 ? attacks_towards<true>(sq, occupied) : attacks_towards<false>(sq, occupied);
    }
    // As attacks(), for a ray whose step is known to be positive (Up) or negative: no branch.
    template <bool Up>
    [[gnu::always_inline]] constexpr bitboard attacks_towards(int sq, bitboard occupied) const noexcept {
        const bitboard r = mask(sq);
        if constexpr (Up) return r ^ mask(((r & occupied) | bitboard::square(last())).lsb());
        else return r ^ mask(((r & occupied) | bitboard::square(0)).msb());
    }
    // As attacks(), but at most `range` steps (range >= 1): the ray minus the ray beyond the
    // range-th square, if that square is on the board.
    constexpr bitboard attacks(int sq, bitboard occupied, int range) const noexcept {
        const bitboard a = attacks(sq, occupied);
        if constexpr (G::dynamic) {
            // The range-th square is sq + range * step if that lies on the ray (no division by a
            // run-time width).
            const int beyond = sq + range * step;
            return beyond >= 0 && beyond < squares && mask(sq).test(beyond) ? andnot(a, mask(beyond)) : a;
        } else {
            const int f = G::file_of(sq) + range * dx, r = G::rank_of(sq) + range * dy;
            return f >= 0 && f < G::files && r >= 0 && r < G::ranks ? andnot(a, mask(r * G::files + f)) : a;
        }
    }

private:
    constexpr int last() const noexcept {
        if constexpr (G::dynamic) return squares - 1;
        else return G::squares - 1;
    }
};

// The table for one step on a board, by walking from every square. Constexpr; also fine at run time.
template <class G>
constexpr ray_table<G> make_ray(const G& geo, int dx, int dy) noexcept {
    ray_table<G> t;
    t.dx = dx;
    t.dy = dy;
    t.step = dx + dy * geo.files;
    t.files = geo.files, t.ranks = geo.ranks, t.squares = geo.squares;
    for (int sq = 0; sq < geo.squares; ++sq) {
        typename G::bitboard m;
        int f = geo.file_of(sq) + dx, r = geo.rank_of(sq) + dy;
        for (; (dx != 0 || dy != 0) && geo.on_board(f, r); f += dx, r += dy) m.set(geo.square(f, r));
        t.masks[static_cast<std::size_t>(sq)] = m;
    }
    return t;
}
template <class G>
constexpr ray_table<G> make_ray(int dx, int dy) noexcept {
    return make_ray(G{}, dx, dy);
}

template <class G, int Dx, int Dy>
inline constexpr ray_table<G> ray = [] {
    static_assert(Dx >= -15 && Dx <= 15 && Dy >= -15 && Dy <= 15, "ferz::ray: |dx|, |dy| <= 15");
    static_assert(Dx != 0 || Dy != 0, "ferz::ray: the null step is not a direction");
    return make_ray<G>(Dx, Dy);
}();

// ----- compile-time step: the fast path. The direction test folds away. ---------------------
template <class G, int Dx, int Dy>
constexpr typename G::bitboard ray_mask(int sq) noexcept {
    return ray<G, Dx, Dy>.mask(sq);
}

template <class G, int Dx, int Dy>
constexpr typename G::bitboard ray_attacks(int sq, typename G::bitboard occupied) noexcept {
    using bb = typename G::bitboard;
    const auto& t = ray<G, Dx, Dy>;
    const bb r = t.mask(sq);
    if constexpr (Dx + Dy * G::files > 0)
        return r ^ t.mask(((r & occupied) | bb::square(G::squares - 1)).lsb());
    else
        return r ^ t.mask(((r & occupied) | bb::square(0)).msb());
}

// At most `range` steps; range >= 1.
template <class G, int Dx, int Dy>
constexpr typename G::bitboard ray_attacks(int sq, typename G::bitboard occupied, int range) noexcept {
    const auto a = ray_attacks<G, Dx, Dy>(sq, occupied);
    const int f = G::file_of(sq) + range * Dx, r = G::rank_of(sq) + range * Dy;
    return G::on_board(f, r) ? andnot(a, ray<G, Dx, Dy>.mask(G::square(f, r))) : a;
}

// Squares strictly between a and b if b lies on the ray from a with step (Dx, Dy) or (-Dx, -Dy);
// empty otherwise (and when a == b or the squares are adjacent along the step).
template <class G, int Dx, int Dy>
constexpr typename G::bitboard between(int a, int b) noexcept {
    const auto& fwd = ray<G, Dx, Dy>;
    const auto& back = ray<G, -Dx, -Dy>;
    if (fwd.mask(a).test(b)) return fwd.mask(a) & back.mask(b);
    if (back.mask(a).test(b)) return back.mask(a) & fwd.mask(b);
    return {};
}

// ----- run-time step: no table, walks the board. For text-defined variants' set-up code and as a
// reference; hot paths of such variants should build a ray_table once with make_ray. -----------
template <class G>
constexpr typename G::bitboard ray_mask(int sq, int dx, int dy) noexcept {
    typename G::bitboard m;
    if (dx == 0 && dy == 0) return m;
    for (int f = G::file_of(sq) + dx, r = G::rank_of(sq) + dy; G::on_board(f, r); f += dx, r += dy)
        m.set(G::square(f, r));
    return m;
}

// range <= 0 means unlimited.
template <class G>
constexpr typename G::bitboard ray_attacks(int sq, int dx, int dy, typename G::bitboard occupied,
                                           int range = 0) noexcept {
    typename G::bitboard m;
    if (dx == 0 && dy == 0) return m;
    int n = 0;
    for (int f = G::file_of(sq) + dx, r = G::rank_of(sq) + dy;
         G::on_board(f, r) && (range <= 0 || n < range); f += dx, r += dy, ++n) {
        const int s = G::square(f, r);
        m.set(s);
        if (occupied.test(s)) break;
    }
    return m;
}

// ----- the eight queen lines, for pin and check masks. ------------------------------------------
namespace detail {

// Index (sign dx + 1) * 3 + (sign dy + 1); entry 4, the null step, is never used.
template <class G>
inline constexpr std::array<const ray_table<G>*, 9> queen_rays = {
    &ray<G, -1, -1>, &ray<G, -1, 0>, &ray<G, -1, 1>, &ray<G, 0, -1>, nullptr,
    &ray<G, 0, 1>,   &ray<G, 1, -1>, &ray<G, 1, 0>,  &ray<G, 1, 1>};

constexpr int sign(int v) noexcept { return (v > 0) - (v < 0); }

// Queen-line direction index from a to b, or -1 if they share no rank, file or diagonal.
template <class G>
constexpr int queen_direction(int a, int b) noexcept {
    const int df = G::file_of(b) - G::file_of(a), dr = G::rank_of(b) - G::rank_of(a);
    if (a == b || (df != 0 && dr != 0 && df != dr && df != -dr)) return -1;
    return (sign(df) + 1) * 3 + (sign(dr) + 1);
}

}  // namespace detail

// Squares strictly between a and b on a shared rank, file or diagonal; empty if there is none.
// The set a slider's check can be blocked on, and a pinned piece may move within.
template <class G>
constexpr typename G::bitboard between(int a, int b) noexcept {
    const int d = detail::queen_direction<G>(a, b);
    if (d < 0) return {};
    return detail::queen_rays<G>[static_cast<std::size_t>(d)]->mask(a) &
           detail::queen_rays<G>[static_cast<std::size_t>(8 - d)]->mask(b);
}

// The whole rank, file or diagonal through a and b, edge to edge, both included; empty if none.
template <class G>
constexpr typename G::bitboard line(int a, int b) noexcept {
    const int d = detail::queen_direction<G>(a, b);
    if (d < 0) return {};
    return detail::queen_rays<G>[static_cast<std::size_t>(d)]->mask(a) |
           detail::queen_rays<G>[static_cast<std::size_t>(8 - d)]->mask(a) | G::bitboard::square(a);
}

}  // namespace ferz
