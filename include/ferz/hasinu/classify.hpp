// ferz/hasinu/classify.hpp: XBetza's compiled paths sorted into the terms Ħasínū can write.
//
// The XBetza → Ħasínū direction (to_hasinu.hpp) reads ferz's compiled paths, never the text, so that
// every spelling of the same moves (`K`, `WF`, `FW`; `fhN`, `ffNfsN`) gives the same Ħasínū. This
// header is that reading (HASINU.md §7.2–§7.4): each path goes into one of eight contexts (initial-only
// or not × plain `mc`, `m(…)`, `c(…)`, rifle `i(…)`) as one of the shapes Ħasínū has a term for:
//   - a slide distance in one of the eight directions (one leg of unit steps, or an exact slide: a
//     chain of unit steps through empty squares, which is how ferz compiles `nD`, `nH`, `ifmnD`);
//   - a `j()` leap of a radial step longer than one square;
//   - an oblique leap, as a part letter a–h of its (p,q) (§5);
//   - a bent step (two unit legs 45°, 90° or 135° apart, ranges 1 or unlimited), later gathered into
//     bent terms, or the lame knight `nj((1,2))`;
//   - a leg of the Rose `qN`.
// Anything else is an error naming the XBetza letter or feature (§9). The model is then normalised so
// that it depends on the moves alone: a move both `m` and `c` becomes one `mc` move, and a move
// already given by a wider context (`mc` over `m`, `c`; any time over initial-only) or by a leap over
// the same squares is dropped (but a rifle keeps its distances 1..k).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "ferz/betza/compile.hpp"
#include "ferz/betza/legs.hpp"
#include "ferz/hasinu/errors.hpp"

// Internals of the XBetza → Ħasínū direction, apart from to_betza.hpp's own detail namespace.
namespace ferz::hasinu::b2h_detail {

// A set of distances 1..127, or all of them (`n`: an unlimited slide).
struct distances {
    std::array<std::uint64_t, 2> bits{};
    bool all = false;

    // `all` holds every distance, whatever bits were set before it.
    constexpr bool operator==(const distances& o) const noexcept {
        return all == o.all && (all || (bits[0] == o.bits[0] && bits[1] == o.bits[1]));
    }
    [[nodiscard]] constexpr bool empty() const noexcept { return !all && bits[0] == 0 && bits[1] == 0; }
    [[nodiscard]] constexpr bool has(int d) const noexcept {
        return all || (d >= 1 && d < 128 && ((bits[std::size_t(d / 64)] >> (d % 64)) & 1u) != 0);
    }
    constexpr void add(int d) noexcept {
        if (!all && d >= 1 && d < 128) bits[std::size_t(d / 64)] |= std::uint64_t{1} << (d % 64);
    }
    constexpr void add_all() noexcept { all = true, bits[0] = bits[1] = 0; }
    constexpr void add(const distances& o) noexcept {
        if (o.all) add_all();
        if (all) return;
        bits[0] |= o.bits[0], bits[1] |= o.bits[1];
    }
    // Whether every distance of `o` is here.
    [[nodiscard]] constexpr bool covers(const distances& o) const noexcept {
        if (all) return true;
        return !o.all && (o.bits[0] & ~bits[0]) == 0 && (o.bits[1] & ~bits[1]) == 0;
    }
    // The distances in both.
    [[nodiscard]] constexpr distances common(const distances& o) const noexcept {
        if (all) return o;
        if (o.all) return *this;
        distances r;
        r.bits[0] = bits[0] & o.bits[0];
        r.bits[1] = bits[1] & o.bits[1];
        return r;
    }
    // Removes the distances of `o`; "all but a few" has no Ħasínū form, so `all` stays as it is.
    constexpr void remove(const distances& o) noexcept {
        if (o.all) *this = {};
        else if (!all) bits[0] &= ~o.bits[0], bits[1] &= ~o.bits[1];
    }
    // Empty, all, or 1..k: what a rifle `i(…)` may hold (§4).
    [[nodiscard]] constexpr bool is_run() const noexcept {
        if (all) return true;
        int k = 0;
        while (k < 127 && has(k + 1)) ++k;
        return count() == k;
    }
    [[nodiscard]] constexpr int count() const noexcept {
        int n = 0;
        for (int d = 1; d < 128; ++d) n += has(d) ? 1 : 0;
        return n;
    }
};

// Bent steps are grouped by (A's line type, A's range, θ, B's range) (§7.3): 2 × 2 × 3 × 2 groups.
// Ranges are indexed 0 for one step, 1 for unlimited, so that index order is §8's "1 before n".
constexpr std::size_t bent_group(int line, int range_a, int theta, int range_b) noexcept {
    return std::size_t(((line * 2 + range_a) * 3 + theta) * 2 + range_b);
}
inline constexpr std::size_t bent_groups = 24;
inline constexpr std::size_t lame_knight_group = bent_group(0, 0, 0, 0);    // W then outward F
inline constexpr std::size_t diagonal_first_group = bent_group(1, 0, 0, 0); // F then outward W

// The moves of one context, by shape. Directions are ferz's slots: 0 N, 1 NE, 2 E, … 7 NW.
struct context {
    std::array<distances, 8> slides{};        // blockable slides: distance d needs d - 1 empty squares
    std::array<distances, 8> leaps{};         // j(): leaps of d ≥ 2 squares along the line
    std::array<std::uint8_t, 256> oblique{};  // [p * 16 + q], p < q: part letters a..h as bits 0..7
    std::uint8_t lame_knight = 0;             // nj((1,2)): part letters
    std::array<std::uint8_t, bent_groups> bent{};    // bit dir * 2 + sense: dir = slot / 2, sense 1 = clockwise
    std::array<std::uint8_t, bent_groups> joined{};  // after gathering: the directions (slot / 2) of A
    std::uint16_t rose = 0;                   // bit letter * 2 + sense: the 16 legs of qN

    [[nodiscard]] constexpr bool empty() const noexcept {
        for (const auto& d : slides)
            if (!d.empty()) return false;
        for (const auto& d : leaps)
            if (!d.empty()) return false;
        for (auto b : oblique)
            if (b) return false;
        for (auto b : joined)
            if (b) return false;
        return lame_knight == 0 && rose == 0;
    }
};

// Contexts: initial-only × kind. Kind 0 plain (`mc`), 1 `m(…)`, 2 `c(…)`, 3 `i(…)` (rifle).
inline constexpr std::size_t kinds = 4;
struct model {
    std::array<context, 2 * kinds> contexts{};
    [[nodiscard]] constexpr context& at(bool initial, std::size_t kind) noexcept {
        return contexts[initial * kinds + kind];
    }
    [[nodiscard]] constexpr const context& at(bool initial, std::size_t kind) const noexcept {
        return contexts[initial * kinds + kind];
    }
};

// The slot (0 N … 7 NW) of a radial step of any length, or -1.
constexpr int radial_slot(int dx, int dy) noexcept {
    const int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
    if ((ax == 0 && ay == 0) || (ax != 0 && ay != 0 && ax != ay)) return -1;
    constexpr int slots[3][3] = {{5, 6, 7}, {4, -1, 0}, {3, 2, 1}};  // [sign dx + 1][sign dy + 1]
    return slots[(dx > 0) - (dx < 0) + 1][(dy > 0) - (dy < 0) + 1];
}
constexpr int unit_slot(const betza::leg& l) noexcept {
    return (l.dx >= -1 && l.dx <= 1 && l.dy >= -1 && l.dy <= 1) ? radial_slot(l.dx, l.dy) : -1;
}
constexpr int slot_dx(int s) noexcept {
    constexpr int v[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    return v[s & 7];
}
constexpr int slot_dy(int s) noexcept {
    constexpr int v[8] = {1, 1, 0, -1, -1, -1, 0, 1};
    return v[s & 7];
}

// The part letter (0 a … 7 h) of an oblique leap (§5).
constexpr int part_of(int dx, int dy) noexcept {
    const int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
    if (ay > ax) return dy > 0 ? (dx < 0 ? 0 : 1) : (dx > 0 ? 4 : 5);
    return dx > 0 ? (dy > 0 ? 2 : 3) : (dy < 0 ? 6 : 7);
}

constexpr error no_equivalent(std::string_view what) noexcept { return make_error(errc::no_equivalent, 0, what); }

inline constexpr std::string_view chain_what = "a (a chain with no Hasinu form)";
inline constexpr std::string_view bent_what = "a (a bent chain with no Hasinu form)";
inline constexpr std::string_view rider_what = "nightrider (a rider of a leap)";
inline constexpr std::string_view circular_what = "q (circular)";

// The XBetza letters behind a leg's flags and modes that Ħasínū cannot say (§9), in a fixed order.
constexpr error leg_features(const betza::path& p, std::size_t i) noexcept {
    using namespace betza;
    const leg& l = p.legs[i];
    const bool last = i + 1 == p.size;
    if (l.has(imitator)) return no_equivalent("I (imitator)");
    if (l.dx == 0 && l.dy == 0) return no_equivalent("O (null move)");
    if (l.has(pass_occupied)) {
        const bool grasshopper = !last && p.legs[i + 1].has(exact_range);
        return no_equivalent(grasshopper ? "g (grasshopper)" : "p (hopper)");
    }
    if (l.has(must_jump) || l.has(skip_first)) return no_equivalent("j (must jump)");
    if (l.has(crooked)) return no_equivalent("z (crooked)");
    if (l.has(cylinder) || l.has(torus)) return no_equivalent("o (cylinder)");
    if (l.has(to_friend)) return no_equivalent("d (capture of an own piece)");
    if (l.has(to_ep)) return no_equivalent("e (en-passant capture)");
    if (l.has(royal_only)) return no_equivalent("k (capture of a royal piece only)");
    if (l.has(tame)) return no_equivalent("t (tame: never a capture of a royal piece)");
    if (l.has(induction)) return no_equivalent("x (induction)");
    if (l.has(unload)) return no_equivalent("u (unload)");
    if (l.has(circular) && p.size != 1) return no_equivalent(circular_what);
    if (!last && l.has(to_enemy)) return {};  // a rifle or a locust: the caller tells which
    if (l.has(exact_range) || l.has(remaining_range)) return no_equivalent(chain_what);
    if (i > 0 && l.has(initial_only)) return no_equivalent(chain_what);
    return {};
}

// One leg that ends the move (or a rifle's outward leg) into its context.
constexpr error add_single(const betza::leg& l, context& c) noexcept {
    using namespace betza;
    const int ax = l.dx < 0 ? -l.dx : l.dx, ay = l.dy < 0 ? -l.dy : l.dy;
    const int slot = radial_slot(l.dx, l.dy);
    if (l.has(circular)) {
        // qN is the Rose: a (1,2) leg turning at each step, range 7, both senses (§7.4).
        if (slot >= 0 || ax + ay != 3 || l.range != 7) return no_equivalent(circular_what);
        c.rose = std::uint16_t(c.rose | 1u << (part_of(l.dx, l.dy) * 2 + (l.has(turn_clockwise) ? 1 : 0)));
        return {};
    }
    if (slot >= 0 && ax <= 1 && ay <= 1) {
        if (l.range == 0) c.slides[std::size_t(slot)].add_all();
        for (int d = 1; d <= l.range; ++d) c.slides[std::size_t(slot)].add(d);
        return {};
    }
    if (l.range != 1) return no_equivalent(rider_what);
    if (slot >= 0) {
        c.leaps[std::size_t(slot)].add(ax > ay ? ax : ay);
        return {};
    }
    const int p = ax < ay ? ax : ay, q = ax < ay ? ay : ax;
    c.oblique[std::size_t(p * 16 + q)] |= std::uint8_t(1u << part_of(l.dx, l.dy));
    return {};
}

// Puts one compiled path into the model, or says why Ħasínū cannot write it (§7.2).
constexpr error add_path(const betza::path& p, model& m) noexcept {
    using namespace betza;
    for (std::size_t i = 0; i < p.size; ++i)
        if (auto e = leg_features(p, i)) return e;
    const leg& first = p.first();
    const leg& last = p.last();
    const bool initial = first.has(initial_only);

    // A rifle: capture on the first leg's square and come back the same way (`caibQ`).
    if (p.size >= 2 && first.has(to_enemy)) {
        const bool rifle = p.size == 2 && first.mode == to_enemy && last.dx == -first.dx && last.dy == -first.dy &&
                           last.range == first.range && (first.range == 1 || last.has(same_length)) &&
                           (last.mode == to_empty || last.mode == (to_empty | to_enemy)) &&
                           (last.flags & ~(same_length | ep_rights)) == 0;
        if (!rifle) return no_equivalent("locust (capture on a relay square)");
        return add_single(first, m.at(initial, 3));
    }
    for (std::size_t i = 0; i + 1 < p.size; ++i)
        if (p.legs[i].mode != to_empty || p.legs[i].has(same_length)) return no_equivalent(chain_what);
    if (last.has(same_length)) return no_equivalent(chain_what);
    const std::size_t kind = last.mode == (to_empty | to_enemy) ? 0 : last.mode == to_empty ? 1 : 2;
    context& c = m.at(initial, kind);
    if (p.size == 1) return add_single(first, c);

    // An exact slide: unit steps one way, one square each, through empty squares (`nD`, `mafW`).
    bool straight = true;
    for (std::size_t i = 0; i < p.size; ++i) {
        const leg& l = p.legs[i];
        if (unit_slot(l) < 0 || l.range != 1 || l.dx != first.dx || l.dy != first.dy) straight = false;
    }
    if (straight) {
        c.slides[std::size_t(unit_slot(first))].add(int(p.size));
        return {};
    }
    // A bent step: two unit legs 45°, 90° or 135° apart, ranges 1 or unlimited.
    if (p.size != 2) {
        bool unit_steps = true;  // a lame leap through several turns: `nZ`
        for (std::size_t i = 0; i < p.size; ++i)
            unit_steps = unit_steps && unit_slot(p.legs[i]) >= 0 && p.legs[i].range == 1;
        return no_equivalent(unit_steps ? "n (a lame leap other than nN)" : chain_what);
    }
    const int s1 = unit_slot(first), s2 = unit_slot(last);
    if (s1 < 0 || s2 < 0 || first.range > 1 || last.range > 1) return no_equivalent(chain_what);
    const int turn = (s2 - s1) & 7;
    if (turn == 0 || turn == 4) return no_equivalent(chain_what);
    const bool clockwise = turn < 4;
    const int theta = (clockwise ? turn : 8 - turn) - 1;  // 0: 45°, 1: 90°, 2: 135°
    const std::size_t g = bent_group(s1 & 1, first.range == 0 ? 1 : 0, theta, last.range == 0 ? 1 : 0);
    c.bent[g] = std::uint8_t(c.bent[g] | 1u << ((s1 >> 1) * 2 + (clockwise ? 1 : 0)));
    return {};
}

// The contexts whose moves include those of (initial, kind), other than itself: `mc` holds `m` and
// `c`; a move allowed at any time holds the same move allowed only as a first move.
template <class F>
constexpr void for_each_wider(bool initial, std::size_t kind, F&& f) {
    if (kind == 1 || kind == 2) f(initial, std::size_t{0});
    if (initial) {
        f(false, kind);
        if (kind == 1 || kind == 2) f(false, std::size_t{0});
    }
}

// Drops the slide distances that `covered` gives already, unless what is left could not be written:
// Ħasínū → XBetza writes a run 1..k and lone distances up to eight (ferz's legs), and a rifle holds a
// run only. (K80 with the leap G keeps its diagonal slide of 3: {1,2,4,…,80} has lone distances over
// eight. `R3D` and `WnHD` are both `{1,3}×4dO & j(2×4dO)`.)
constexpr void drop_covered(distances& d, const distances& covered, bool rifle) {
    distances left = d;
    left.remove(covered);
    if (!left.all && !left.empty()) {
        int k = 0;
        while (k < 127 && left.has(k + 1)) ++k;
        if (rifle && left.count() != k) return;
        for (int x = k + 2; x < 128; ++x)
            if (x > 8 && left.has(x)) return;
    }
    d = left;
}

// Drops moves that another part of the model already gives, so that the text depends on the moves
// alone (`WmW` = `W`; `R3D` = `WnHD`: the slide of 2 is a leap of 2 as well). A move both `m` and
// `c` is first made one `mc` move (`mWcW` = `W`).
constexpr void normalise(model& m) {
    for (bool initial : {false, true}) {
        context& plain = m.at(initial, 0);
        const context& quiet = m.at(initial, 1);
        const context& capture = m.at(initial, 2);
        for (std::size_t s = 0; s < 8; ++s) {
            plain.slides[s].add(quiet.slides[s].common(capture.slides[s]));
            plain.leaps[s].add(quiet.leaps[s].common(capture.leaps[s]));
        }
        for (std::size_t k = 0; k < plain.oblique.size(); ++k)
            plain.oblique[k] = std::uint8_t(plain.oblique[k] | (quiet.oblique[k] & capture.oblique[k]));
    }
    for (int init = 1; init >= 0; --init)
        for (std::size_t kind = 0; kind < kinds; ++kind) {
            const bool initial = init == 1;
            context& c = m.at(initial, kind);
            for (std::size_t s = 0; s < 8; ++s) {
                // The slide distances that a wider context, or a leap, gives already.
                distances covered{};
                covered.add(c.leaps[s]);
                for_each_wider(initial, kind, [&](bool i, std::size_t k) {
                    covered.add(m.at(i, k).slides[s]);
                    covered.add(m.at(i, k).leaps[s]);
                });
                drop_covered(c.slides[s], covered, kind == 3);
            }
            for_each_wider(initial, kind, [&](bool i, std::size_t k) {
                const context& w = m.at(i, k);
                for (std::size_t s = 0; s < 8; ++s) c.leaps[s].remove(w.leaps[s]);
                for (std::size_t o = 0; o < c.oblique.size(); ++o)
                    c.oblique[o] = std::uint8_t(c.oblique[o] & ~w.oblique[o]);
            });
        }
}

// Whether the context, or a wider one, holds slides of direction `slot` at every distance of `a`.
constexpr bool holds(const model& m, bool initial, std::size_t kind, int slot, const distances& a) {
    distances have = m.at(initial, kind).slides[std::size_t(slot)];
    for_each_wider(initial, kind, [&](bool i, std::size_t k) { have.add(m.at(i, k).slides[std::size_t(slot)]); });
    return have.covers(a);
}

// The landing part letter of a W step in direction `slot` followed by the outward F step.
constexpr int lame_knight_part(int slot, bool clockwise) noexcept {
    const int s2 = (slot + (clockwise ? 1 : 7)) & 7;
    return part_of(slot_dx(slot) + slot_dx(s2), slot_dy(slot) + slot_dy(s2));
}

// Gathers bent steps into bent terms (§7.3), left-over lame knight steps into nj((1,2)), and checks
// the Rose (§7.4). Slides equal to a bent term's A are absorbed into it.
constexpr error gather(model& m) {
    const model before = m;  // what the contexts hold before any slide is absorbed
    for (int init = 0; init < 2; ++init)
        for (std::size_t kind = 0; kind < kinds; ++kind) {
            const bool initial = init == 1;
            context& c = m.at(initial, kind);
            std::array<bool, 8> absorbed{};
            for (std::size_t g = 0; g < bent_groups; ++g) {
                if (c.bent[g] == 0) continue;
                const int line = int(g / 12);
                distances a;
                if ((g / 6) % 2 == 1) a.add_all();
                else a.add(1);
                std::uint8_t left = c.bent[g];
                for (int d = 0; d < 4; ++d) {
                    const int slot = line + 2 * d;
                    const auto both = std::uint8_t(3u << (2 * d));
                    if ((c.bent[g] & both) != both || !holds(before, initial, kind, slot, a)) continue;
                    c.joined[g] = std::uint8_t(c.joined[g] | 1u << d);
                    left = std::uint8_t(left & ~both);
                    if (c.slides[std::size_t(slot)] == a) absorbed[std::size_t(slot)] = true;
                }
                if (left == 0) continue;
                if (g == diagonal_first_group) return no_equivalent("mafsF (diagonal-first lame leap)");
                if (g != lame_knight_group) return no_equivalent(bent_what);
                for (int bit = 0; bit < 8; ++bit)
                    if ((left >> bit) & 1)
                        c.lame_knight =
                            std::uint8_t(c.lame_knight | 1u << lame_knight_part(2 * (bit / 2), bit % 2 == 1));
            }
            for (std::size_t s = 0; s < 8; ++s)
                if (absorbed[s]) c.slides[s] = {};
            if (c.rose != 0 && c.rose != 0xFFFF) return no_equivalent(circular_what);
        }
    // A lame knight step is inside the knight's leap to the same square.
    for (int init = 0; init < 2; ++init)
        for (std::size_t kind = 0; kind < kinds; ++kind) {
            const bool initial = init == 1;
            context& c = m.at(initial, kind);
            c.lame_knight = std::uint8_t(c.lame_knight & ~c.oblique[1 * 16 + 2]);
            for_each_wider(initial, kind, [&](bool i, std::size_t k) {
                const context& w = m.at(i, k);
                c.lame_knight = std::uint8_t(c.lame_knight & ~(w.oblique[1 * 16 + 2] | w.lame_knight));
            });
        }
    return {};
}

// Compiles the XBetza with ferz and builds the model of its moves.
constexpr error build_model(std::string_view xbetza, model& m) {
    betza::detail::vector_sink sink;
    if (auto e = betza::detail::run(xbetza, sink)) {
        error r = make_error(errc::betza, 0);
        r.betza_error = e;
        return r;
    }
    if (!sink.table.castlings.empty()) return no_equivalent("O (castling)");
    if (!sink.table.drops.empty()) return no_equivalent("@ (drop)");
    for (const betza::path& p : sink.table.paths)
        if (auto e = add_path(p, m)) return e;
    normalise(m);
    return gather(m);
}

}  // namespace ferz::hasinu::b2h_detail
