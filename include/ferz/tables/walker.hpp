// ferz/tables/walker.hpp: the generic leg walker — the meaning of a path on a board.
//
// Paths the fast classes cannot take (hoppers, locust captures, bent riders, `i`-iso legs...) are
// walked square by square here. It is also the reference the fast classes must agree with. A leg
// repeats its step up to its range; an empty square may end the leg if `to_empty` allows it (and a
// riding leg goes on); an occupied square always ends the leg, as a relay or target if the mode
// allows its occupant, else as a block. The start square counts as empty for later legs.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "ferz/betza/legs.hpp"
#include "ferz/move.hpp"

namespace ferz::tables {

// What the walker needs to know about the board, as bitboards.
template <class Bitboard>
struct board_view {
    Bitboard occupied;  // with the moving piece's own square already removed
    Bitboard own;       // the mover's pieces (without the mover)
    Bitboard enemy;
    Bitboard enemy_royal;
    Bitboard ep;        // squares holding e.p. rights for the mover
};

// The relay squares a move captures on its way (a locust's victims), in order: at most
// move::max_victims (rules/check.hpp refuses a piece that could take more).
struct relay_victims {
    std::array<int, move::max_victims> squares{};
    int count = 0;
    [[nodiscard]] constexpr bool empty() const noexcept { return count == 0; }
    [[nodiscard]] constexpr bool contains(int sq) const noexcept {
        for (int i = 0; i < count; ++i)
            if (squares[static_cast<std::size_t>(i)] == sq) return true;
        return false;
    }
    [[nodiscard]] constexpr relay_victims with(int sq) const noexcept {
        relay_victims v = *this;
        v.squares[static_cast<std::size_t>(v.count++)] = sq;
        return v;
    }
};

// A destination found by the walker: the landing square and the relay victims on the way. `ep` is
// set when the landing captures en passant. `unload`: where the piece on an occupied landing square
// goes instead of being taken (XBetza `u` on the last leg: the square that leg started from), or -1.
struct walk_target {
    int to;
    relay_victims victims;
    bool ep;
    int unload = -1;
};

template <class G>
class leg_walker {
public:
    using bitboard = typename G::bitboard;

    // Calls emit(walk_target) for every way `p` lets a piece of colour `color` on `from` move, on the
    // board `geo`.
    template <class Emit>
    static constexpr void walk(const G& geo, const betza::path& p, int color, int from, const board_view<bitboard>& b,
                               Emit&& emit) {
        state s{geo, p, color, b, from};
        s.leg(0, geo.file_of(from), geo.rank_of(from), 0, 0, relay_victims{}, false, emit);
    }
    template <class Emit>
    static constexpr void walk(const betza::path& p, int color, int from, const board_view<bitboard>& b, Emit&& emit)
        requires(!G::dynamic)
    {
        walk(G{}, p, color, from, b, emit);
    }

private:
    struct state {
        const G& geo;
        const betza::path& p;
        int color;
        const board_view<bitboard>& b;
        int from;

        template <class Emit>
        constexpr void leg(std::size_t i, int f, int r, int prev_steps, int used_steps, const relay_victims& victims,
                           bool wrapped_before, Emit& emit) const {
            using namespace betza;
            const betza::leg& l = p.legs[i];
            const bool last = i + 1 == p.size;
            const int dx = color == 0 ? l.dx : -l.dx, dy = color == 0 ? l.dy : -l.dy;
            int max_steps = l.range == 0 ? 256 : l.range;
            if (l.flags & remaining_range) max_steps = l.range == 0 ? 256 : l.range - used_steps;
            int exact = 0;
            if (l.flags & same_length) exact = prev_steps;
            if (l.flags & exact_range) exact = l.range;
            if (exact) max_steps = exact;
            // A leg that bends (o, oo, z, q: see bend()) may bring the piece round to its own square,
            // which then counts as taken by it (wrapped), as on XBoard's cylinder: in this leg, or in
            // the one it continues (the hurdle leg of a hop: XBoard's one leg). Its steps are walked
            // apart, so that the others' loop has no test for them.
            const std::uint16_t bends = l.flags & (cylinder | torus | crooked | circular);
            if (bends) [[unlikely]]
                steps<true>(i, bends, last, dx, dy, max_steps, exact, f, r, used_steps, victims,
                            wrapped_before || (bends & (crooked | circular)) != 0, emit);
            else
                steps<false>(i, 0, last, dx, dy, max_steps, exact, f, r, used_steps, victims, wrapped_before, emit);
        }

        // The steps of leg i from (f, r): where each lands, and the legs that go on from there.
        template <bool Bent, class Emit>
        constexpr void steps(std::size_t i, [[maybe_unused]] std::uint16_t bends, bool last, int dx, int dy, int max_steps, int exact, int f, int r,
                             int used_steps, const relay_victims& victims, bool wrapped, Emit& emit) const {
            using namespace betza;
            const betza::leg& l = p.legs[i];
            const int start = geo.square(f, r);  // (where a `u` leg unloads)
            int sx = dx, sy = dy;  // the step now (a turning leg's changes)
            for (int k = 1; k <= max_steps; ++k) {
                if constexpr (Bent)
                    bend(l, bends, k, dx, dy, sx, sy, f, r, wrapped);
                else
                    f += dx, r += dy;
                if (!geo.on_board(f, r)) return;
                const int sq = geo.square(f, r);
                const bool self = wrapped && sq == from;
                if ((l.flags & skip_first) && k == 1) continue;
                if ((l.flags & must_jump) && !jumped_over(f - sx, r - sy, sx, sy)) return;
                const bool at_length = exact == 0 || k == exact;
                if (!self && !b.occupied.test(sq)) {
                    if (at_length) {
                        if (last) {
                            if (l.mode & to_empty) emit(walk_target{sq, victims, false});
                            if ((l.mode & to_ep) && b.ep.test(sq)) emit(walk_target{sq, victims, true});
                        } else if (l.mode & to_empty) {
                            leg(i + 1, f, r, k, used_steps + k, victims, wrapped && hop_goes_on(i), emit);
                        }
                    }
                    continue;
                }
                if (!at_length) return;  // an occupied square short of the required length blocks
                const bool enemy = b.enemy.test(sq);
                const bool royal = enemy && (l.mode & (royal_only | tame)) && b.enemy_royal.test(sq);
                const bool may_take = enemy && (l.mode & to_enemy) && (!(l.mode & royal_only) || royal) && !((l.mode & tame) && royal);
                const bool may_destroy = !enemy && !self && (l.mode & to_friend);
                if (last) {
                    if (may_take || may_destroy) emit(walk_target{sq, victims, false, (l.flags & unload) ? start : -1});
                } else {
                    if ((may_take || may_destroy) && victims.count < move::max_victims)
                        leg(i + 1, f, r, k, used_steps + k, victims.with(sq), wrapped && hop_goes_on(i), emit);
                    if ((l.mode & pass_occupied) && !((l.mode & own_hurdle) && enemy)) leg(i + 1, f, r, k, used_steps + k, victims, wrapped && hop_goes_on(i), emit);
                }
                return;
            }
        }

        // Step k of a leg that bends: z and q turn it (crooked: first, turned, first ...; circular:
        // turned again at every step, the same way: betza::turned); o wraps the files around, as
        // XBoard's generator has them, and oo the ranks too (a torus).
        constexpr void bend(const betza::leg& l, std::uint16_t bends, int k, int dx, int dy, int& sx, int& sy, int& f, int& r,
                            bool& wrapped) const {
            using namespace betza;
            if ((bends & (crooked | circular)) && k > 1) {
                const bool cw = (l.flags & turn_clockwise) != 0;
                const auto s = (bends & crooked) ? (k % 2 == 0 ? turned(dx, dy, cw) : std::pair{dx, dy}) : turned(sx, sy, cw);
                sx = s.first, sy = s.second;
            }
            f += sx, r += sy;
            if ((bends & cylinder) && (f < 0 || f >= geo.files)) f = (f % geo.files + geo.files) % geo.files, wrapped = true;
            if ((bends & torus) && (r < 0 || r >= geo.ranks)) r = (r % geo.ranks + geo.ranks) % geo.ranks, wrapped = true;
        }

        // Whether the leg after leg i goes on from the hurdle of a hop (XBoard walks the two as one).
        constexpr bool hop_goes_on(std::size_t i) const {
            return i + 1 < p.size && (p.legs[i + 1].flags & (betza::remaining_range | betza::exact_range)) != 0;
        }

        // A jumping leaper (j) must leap over an occupied square: the one half-way, rounded as XBoard does.
        constexpr bool jumped_over(int f0, int r0, int dx, int dy) const {
            const int mf = f0 + dx / 2, mr = r0 + dy / 2;
            return geo.on_board(mf, mr) && b.occupied.test(geo.square(mf, mr));
        }
    };
};

}  // namespace ferz::tables
