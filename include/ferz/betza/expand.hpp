// ferz/betza/expand.hpp: one parsed move to fully directed paths (and castling / drop rules).
//
// This is where XBetza's meaning lives. A move's legs each get a set of orientation slots (the
// first leg absolute, from its direction letters in its atom's system; later legs relative to the
// previous leg, in the K system), and every combination of one slot per leg becomes a path.
// Higher-level notions are desugared here so that the board layer sees only legs.hpp's small
// vocabulary: a final `p` is a slide onto a hurdle plus a leg with the remaining range; a final `g`
// is a slide onto a hurdle plus one exact step; a lame `n` leap is the chain of unit steps through
// the squares that can block it; a 45° turn of a radial atom is just an odd slot. Everything the
// notation leaves to the reader is decided here, once; see the comments on each rule.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ferz/betza/atoms.hpp"
#include "ferz/betza/directions.hpp"
#include "ferz/betza/errors.hpp"
#include "ferz/betza/legs.hpp"
#include "ferz/betza/parser.hpp"

namespace ferz::betza {

// At most this many paths from one descriptor (the universal leaper alone has 960).
inline constexpr std::size_t max_paths = 4096;

// What the expander reports a move's output to. Each add returns false when the output is full.
//   constexpr void begin_move();
//   constexpr bool add(const path&);
//   constexpr bool add(const castling_rule&);
//   constexpr bool add(const drop_rule&);

namespace detail {

// How one written leg becomes output legs.
enum class leg_kind : std::uint8_t {
    plain,        // one leg
    hop,          // final p: slide onto a hurdle (pass_occupied) + on with the remaining range
    grasshopper,  // final g: slide onto a hurdle + exactly one step beyond
    lame,         // n on a leap: unit steps through the squares that block it
};

struct leg_plan {
    leg_kind kind = leg_kind::plain;
    std::uint8_t range = 1;
    std::uint16_t mode = 0;         // of the leg's last output leg (the landing / relay square)
    std::uint16_t all_flags = 0;    // on every output leg (wrapping, crooked/circular)
    std::uint16_t first_flags = 0;  // on the first output leg (initial_only / same_length, unload, j)
    std::uint16_t last_flags = 0;   // on the last output leg (induction; e.p. rights of a relay)
    std::uint16_t relay_flags = 0;  // on the intermediate steps of a lame leap (e.p. rights)
    std::uint8_t senses = 1;        // z / q: both turn senses are emitted
};

constexpr std::uint8_t toggled(std::uint8_t range) noexcept {
    // g / y toggle the range of the next legs as the Interactive Diagram does (§0.5): 1 becomes
    // unlimited, unlimited becomes 1, any other range becomes unlimited.
    return range == 1 ? std::uint8_t{0} : range == 0 ? std::uint8_t{1} : std::uint8_t{0};
}

constexpr int sign(int v) noexcept { return (v > 0) - (v < 0); }

// Whether `n` can make a leap of this atom lame: radial leaps longer than one step, and oblique
// leaps (a, a+1), whose blocking squares are one orthogonal step then diagonal steps (nN = the
// xiangqi horse, nZ = the janggi elephant, as XBoard and Fairy-Stockfish read them; §0.4).
constexpr bool lame_capable(const atom& at) noexcept {
    if (at.radial()) return at.size() > 1;
    return at.b == at.a + 1;
}

// The landing rights a leg's letters spell out (m c d e k), before any default applies.
constexpr std::uint16_t written_mode(const leg_ast& l) noexcept {
    std::uint16_t mode = 0;
    if (l.has('m')) mode |= to_empty;
    if (l.has('c')) mode |= to_enemy;
    if (l.has('d')) mode |= to_friend;
    if (l.has('e')) mode |= to_ep;
    if (l.has('k')) mode |= to_enemy | royal_only;
    return mode;
}

constexpr error plan_leg(const move_ast& m, std::size_t i, std::uint8_t range, leg_plan& out) {
    const leg_ast& l = m.legs[i];
    const bool first = i == 0;
    const bool final = i + 1 == m.leg_count;
    const atom& at = m.at;
    leg_plan p{};
    p.range = range;

    if (l.has('y') && final) return {errc::unknown_modifier, l.column_of('y')};
    if (l.has('p') && l.has('g')) return {errc::unknown_modifier, l.column_of('g')};
    if (l.has('z') && l.has('q')) return {errc::unknown_modifier, l.column_of('q')};
    if (l.n('o') > 2) return {errc::unknown_modifier, l.column_of('o')};

    std::uint16_t base = written_mode(l);
    const bool hop = l.has('p') || l.has('g');
    if (l.has('t')) {
        // XBoard's t: on a relay that hops (p, g), only an own piece is the hurdle; on the last leg of
        // a chain, the move never takes a royal (tame). Elsewhere, as alone in `tR`, it is one of the
        // older dialects' t ("then", ...), which ferz does not read.
        if (hop && !final) base = std::uint16_t(base | own_hurdle);
        else if (final && (m.leg_count > 1 || hop)) base = std::uint16_t(base | tame);
        else return {errc::rejected_dialect, l.column_of('t')};
    }
    if (final) {
        // final default: mc (t keeps it)
        p.mode = (base & ~std::uint16_t{tame}) != 0 ? base : std::uint16_t(base | to_empty | to_enemy);
        if (l.has('p')) p.kind = leg_kind::hop;
        if (l.has('g')) p.kind = leg_kind::grasshopper;
    } else {
        p.mode = base | (hop ? std::uint16_t(pass_occupied) : std::uint16_t(0));
        if ((p.mode & ~std::uint16_t{own_hurdle}) == 0) p.mode |= to_empty;  // non-final default (and y): m
    }

    // i: initial (first leg) or iso (later legs); ii on the first leg: XBoard's one rank ahead.
    if (l.n('i') > (first ? 2 : 1)) return {errc::unsupported, l.column_of('i')};
    if (l.has('i')) p.first_flags |= !first ? same_length : l.n('i') == 2 ? initial_ahead : initial_only;
    if (l.has('o')) p.all_flags |= l.n('o') == 1 ? std::uint16_t(cylinder) : std::uint16_t(cylinder | torus);
    if (l.has('u')) p.first_flags |= unload;
    if (l.has('x')) p.last_flags |= induction;
    if (l.has('z') || l.has('q')) {
        // Crooked and circular riders turn at every step: a property of a whole single-leg move.
        if (m.leg_count != 1) return {errc::unsupported, l.column_of(l.has('z') ? 'z' : 'q')};
        // On K and Q, whose steps are both orthogonal and diagonal, "the neighbouring orientation" could
        // be 45 or 90 degrees: not read until a source settles it.
        if (at.cls == atom_class::king) return {errc::unsupported, l.column_of(l.has('z') ? 'z' : 'q')};
        p.all_flags |= l.has('z') ? crooked : circular;
        p.senses = 2;
        // They are riders by nature (`qN` is the Rose): a leaper letter without a written range
        // rides. A circular path closes on its start square after one turn of the circle (8 steps
        // for oblique atoms, 4 for the others), so its range is at most one less.
        if (p.range == 1 && !m.has_range) p.range = 0;
        if (l.has('q')) {
            const std::uint8_t closed = at.cls == atom_class::oblique || at.cls == atom_class::king ? 7 : 3;
            if (p.range == 0 || p.range > closed) p.range = closed;
        }
    }

    const bool leap = range == 1;
    if (l.has('j')) {
        if (l.n('j') > 1) return {errc::unsupported, l.column_of('j')};  // jj: 2013 "jump many"
        if (l.has('n')) return {errc::unknown_modifier, l.column_of('j')};
        if (leap) {
            // A one-step leap jumps over nothing: j there is a mistake, not a no-op.
            if (at.radial() && at.size() == 1) return {errc::unknown_modifier, l.column_of('j')};
            p.first_flags |= must_jump;
        } else {
            p.first_flags |= skip_first;
        }
    }
    if (l.has('n')) {
        if (hop) return {errc::unsupported, l.column_of('n')};
        if (at.radial() && at.size() == 1) {
            // On W/F steps and riders n marks the squares passed (and a relay) with e.p. rights.
            p.all_flags |= ep_rights;
        } else if (leap && lame_capable(at)) {
            p.kind = leg_kind::lame;
            // The skipped squares get e.p. rights with `i` (the pawn's `ifmnD`), with `nn`, and
            // on a relay leg; the relay square itself too.
            if (l.has('i') || l.n('n') > 1 || !final) p.relay_flags |= ep_rights;
            if (!final) p.last_flags |= ep_rights;
        } else {
            return {errc::unsupported, l.column_of('n')};  // lame riders, nC and other long leaps
        }
    }
    out = p;
    return {};
}

// Appends the output legs of one written leg moving along `s` to `p`.
constexpr bool emit_leg(path& p, const leg_plan& plan, const atom& at, step s, std::uint16_t sense_flags) {
    auto push = [&p](int dx, int dy, std::uint8_t range, std::uint16_t mode, std::uint16_t flags) {
        if (p.size >= max_legs) return false;
        p.legs[p.size++] = leg{std::int8_t(dx), std::int8_t(dy), range, mode, flags};
        return true;
    };
    const std::uint16_t all = std::uint16_t(plan.all_flags | sense_flags);
    switch (plan.kind) {
        case leg_kind::plain:
            return push(s.dx, s.dy, plan.range, plan.mode, std::uint16_t(all | plan.first_flags | plan.last_flags));
        case leg_kind::hop:
            return push(s.dx, s.dy, plan.range, pass_occupied, std::uint16_t(all | plan.first_flags)) &&
                   push(s.dx, s.dy, plan.range, plan.mode, std::uint16_t(all | plan.last_flags | remaining_range));
        case leg_kind::grasshopper:
            return push(s.dx, s.dy, plan.range, pass_occupied, std::uint16_t(all | plan.first_flags)) &&
                   push(s.dx, s.dy, 1, plan.mode, std::uint16_t(all | plan.last_flags | exact_range));
        case leg_kind::lame: {
            // Unit steps: radial leaps go k times the same way; oblique (a, a+1) go one orthogonal
            // step along the long axis, then a diagonal steps.
            int ux = 0, uy = 0, count = 0;
            int fx = sign(s.dx), fy = sign(s.dy);
            if (at.radial()) {
                ux = fx, uy = fy, count = at.size();
            } else {
                if ((s.dy < 0 ? -s.dy : s.dy) > (s.dx < 0 ? -s.dx : s.dx)) ux = 0, uy = fy;
                else ux = fx, uy = 0;
                count = at.a + 1;
            }
            for (int k = 0; k < count; ++k) {
                const bool last = k + 1 == count;
                const int dx = (at.radial() || k == 0) ? ux : fx;
                const int dy = (at.radial() || k == 0) ? uy : fy;
                std::uint16_t flags = all;
                if (k == 0) flags |= plan.first_flags;
                flags |= last ? plan.last_flags : plan.relay_flags;
                if (!push(dx, dy, 1, last ? plan.mode : std::uint16_t(to_empty), flags)) return false;
            }
            return true;
        }
    }
    return false;
}

constexpr int popcount(slot_set s) noexcept {
    int n = 0;
    for (; s; s = slot_set(s & (s - 1))) ++n;
    return n;
}
constexpr int nth_slot(slot_set s, int k) noexcept {
    for (int i = 0; i < 8; ++i)
        if ((s >> i) & 1) {
            if (k == 0) return i;
            --k;
        }
    return 0;
}

// Letters that mean something on a special atom; any other one is an error.
constexpr error only_letters(const leg_ast& l, std::string_view allowed) {
    for (char c = 'a'; c <= 'z'; ++c)
        if (l.has(c) && allowed.find(c) == std::string_view::npos) {
            const errc kind = is_direction_letter(c) ? errc::bad_direction_combination : errc::unknown_modifier;
            return {kind, l.column_of(c)};
        }
    return {};
}

template <class Sink>
constexpr error expand_castling(const move_ast& m, Sink& sink) {
    const leg_ast& l = m.legs[0];
    if (m.range == 0) {
        // O without a number (or O0): the null move, a path of one (0, 0) leg to the start square,
        // which counts as empty. `i` and `u` make it the gating move of Seirawan chess (`iuO`).
        if (auto e = only_letters(l, "imu")) return e;
        std::uint16_t flags = 0;
        if (l.has('i')) flags |= initial_only;
        if (l.has('u')) flags |= unload;
        path p{};
        p.legs[0] = leg{0, 0, 1, to_empty, flags};
        p.size = 1;
        return sink.add(p) ? error{} : error{errc::too_many_paths, m.atom_column};
    }
    // On: castling, the king moving n squares toward the edge piece. l / r / s pick the sides
    // (none: both), j the partner one square in from the edge. Always a first move (i implied).
    if (auto e = only_letters(l, "ijlrs")) return e;
    if (l.n('j') > 1) return {errc::unsupported, l.column_of('j')};
    const bool left = l.has('l') || l.has('s') || !(l.has('r'));
    const bool right = l.has('r') || l.has('s') || !(l.has('l'));
    for (int side = -1; side <= 1; side += 2) {
        if ((side < 0 && !left) || (side > 0 && !right)) continue;
        castling_rule c{std::int8_t(side), m.range, l.has('j'), true};
        if (!sink.add(c)) return {errc::too_many_paths, m.atom_column};
    }
    return {};
}

template <class Sink>
constexpr error expand_drop(const move_ast& m, Sink& sink) {
    // @n: drops into the first n ranks (no number: 1; 0: the whole board). f / s / b limit how
    // many of the type may stand on the file / square colour / board (doubled: two), j excludes the
    // first ranks, n forbids dropping beyond the own least advanced piece, m / c the target.
    const leg_ast& l = m.legs[0];
    if (auto e = only_letters(l, "fsbjnmc")) return e;
    drop_rule d{};
    d.zone_depth = m.has_range ? m.range : std::uint8_t{1};
    d.per_file = std::uint8_t(l.n('f'));
    d.per_colour = std::uint8_t(l.n('s'));
    d.per_board = std::uint8_t(l.n('b'));
    d.skip_home_ranks = std::uint8_t(l.n('j'));
    d.no_jump = l.has('n');
    std::uint16_t mode = 0;
    if (l.has('m')) mode |= to_empty;
    if (l.has('c')) mode |= to_enemy;
    d.mode = mode != 0 ? mode : std::uint16_t(to_empty);
    return sink.add(d) ? error{} : error{errc::too_many_paths, m.atom_column};
}

constexpr std::uint16_t simple_mode(const leg_ast& l) noexcept {
    std::uint16_t mode = 0;
    if (l.has('m')) mode |= to_empty;
    if (l.has('c')) mode |= to_enemy;
    if (l.has('d')) mode |= to_friend;
    if (l.has('e')) mode |= to_ep;
    if (l.has('k')) mode |= to_enemy | royal_only;
    return mode != 0 ? mode : std::uint16_t(to_empty | to_enemy);
}

template <class Sink>
constexpr error expand_universal(const move_ast& m, Sink& sink) {
    // U: every leap that fits a 16x16 board, 31 x 31 - 1 = 960 paths, rows from the farthest
    // forward, each row left to right. Direction letters are not defined for it.
    const leg_ast& l = m.legs[0];
    if (l.direction_count != 0) return {errc::unsupported, l.directions[0].column};
    if (auto e = only_letters(l, "mcdeki")) return e;
    const std::uint16_t mode = simple_mode(l);
    const std::uint16_t flags = l.has('i') ? std::uint16_t(initial_only) : std::uint16_t(0);
    for (int dy = max_coordinate; dy >= -max_coordinate; --dy)
        for (int dx = -max_coordinate; dx <= max_coordinate; ++dx) {
            if (dx == 0 && dy == 0) continue;
            path p{};
            p.legs[0] = leg{std::int8_t(dx), std::int8_t(dy), 1, mode, flags};
            p.size = 1;
            if (!sink.add(p)) return {errc::too_many_paths, m.atom_column};
        }
    return {};
}

template <class Sink>
constexpr error expand_imitator(const move_ast& m, Sink& sink) {
    // I: one (0, 0) leg flagged imitator; the board layer substitutes the last-moved piece's
    // moves, limited to the leg's mode. `b` flips them (flag `flipped`).
    const leg_ast& l = m.legs[0];
    if (auto e = only_letters(l, "bmcdek")) return e;
    std::uint16_t flags = imitator;
    if (l.has('b')) flags |= flipped;
    path p{};
    p.legs[0] = leg{0, 0, 1, simple_mode(l), flags};
    p.size = 1;
    return sink.add(p) ? error{} : error{errc::too_many_paths, m.atom_column};
}

// The slot sets of every leg of a stepping move.
constexpr error leg_slots(const move_ast& m, slot_set* slots) {
    for (std::size_t i = 0; i < m.leg_count; ++i) {
        const leg_ast& l = m.legs[i];
        if (l.direction_count == 0) {
            slots[i] = i == 0 ? m.at.natural_slots() : default_continuation;
            continue;
        }
        const direction_system d = i == 0 ? system_of(m.at.cls) : direction_system::king;
        const slot_result r = read_directions(d, l.directions.data(), l.direction_count);
        if (r.err) return r.err;
        slots[i] = r.slots;
    }
    return {};
}

template <class Sink>
constexpr error expand_steps(const move_ast& m, Sink& sink) {
    const std::size_t n = m.leg_count;
    std::array<slot_set, max_legs> slots{};
    if (auto e = leg_slots(m, slots.data())) return e;

    // Ranges along the chain do not depend on directions, so each leg is planned once.
    std::array<leg_plan, max_legs> plans{};
    std::uint8_t range = m.effective_range();
    std::size_t combinations = 1;
    for (std::size_t i = 0; i < n; ++i) {
        if (auto e = plan_leg(m, i, range, plans[i])) return e;
        if (m.legs[i].has('g') || m.legs[i].has('y')) range = toggled(range);
        combinations *= std::size_t(popcount(slots[i])) * plans[i].senses;
        if (combinations > max_paths) return {errc::too_many_paths, m.atom_column};
    }

    // Odometer over one slot (and one turn sense) per leg; the first leg varies slowest.
    std::array<int, max_legs> digit{};
    for (;;) {
        path p{};
        int slot = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const int count = popcount(slots[i]);
            const int chosen = nth_slot(slots[i], digit[i] % count);
            slot = i == 0 ? chosen : (slot + chosen) & 7;
            const std::uint16_t sense =
                plans[i].senses == 2 && digit[i] / count == 0 ? std::uint16_t(turn_clockwise) : std::uint16_t(0);
            if (!emit_leg(p, plans[i], m.at, step_at(m.at, slot), sense))
                return {errc::too_many_legs, m.atom_column};
        }
        if (!sink.add(p)) return {errc::too_many_paths, m.atom_column};
        std::size_t i = n;
        for (;;) {
            if (i == 0) return {};
            --i;
            if (++digit[i] < popcount(slots[i]) * plans[i].senses) break;
            digit[i] = 0;
        }
    }
}

}  // namespace detail

// Expands one move into `sink`. Special atoms (O @ U I) take no `a` chain.
template <class Sink>
constexpr error expand(const move_ast& m, Sink& sink) {
    sink.begin_move();
    switch (m.at.cls) {
        case atom_class::castling:
        case atom_class::drop:
        case atom_class::universal:
        case atom_class::imitator:
            if (m.leg_count != 1) return {errc::unsupported, m.atom_column};
            break;
        default: break;
    }
    switch (m.at.cls) {
        case atom_class::castling: return detail::expand_castling(m, sink);
        case atom_class::drop: return detail::expand_drop(m, sink);
        case atom_class::universal: return detail::expand_universal(m, sink);
        case atom_class::imitator: return detail::expand_imitator(m, sink);
        default: return detail::expand_steps(m, sink);
    }
}

}  // namespace ferz::betza
