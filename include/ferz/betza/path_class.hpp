// ferz/betza/path_class.hpp: how a compiled path is generated fastest, from the path alone.
//
// Every path of every piece falls into one class (tables/piece_tables.hpp lays each class out on a
// board its own way):
//   leap   one leg of range 1
//   ride   one leg of range other than 1
//   chain  legs of range 1 through empty relays (lame leaps, the pawn's double step)
//   hop    pass the first piece on a line, land one step or anywhere beyond (grasshopper, cannon)
//   walk   anything else (locusts, bent riders, limited hoppers, iso legs)
// The class needs no board, so a variant's definition can be checked against what the generator
// supports (rules/check.hpp) before any table is built.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ferz/betza/legs.hpp"

namespace ferz::betza {

enum class path_class : std::uint8_t { leap, ride, chain, hop, walk };

// A hop: slide to the first piece on a line and pass it (the hurdle), then land on the same line,
// either one step beyond (grasshopper `gQ`) or anywhere beyond up to the next piece (cannon `cpR`).
constexpr bool is_hop(const path& p) noexcept {
    if (p.size != 2) return false;
    const leg& a = p.legs[0];
    const leg& b = p.legs[1];
    if (a.dx != b.dx || a.dy != b.dy || a.range != 0 || a.flags != 0 || a.mode != pass_occupied) return false;
    if ((b.mode & ~(to_empty | to_enemy)) != 0 || b.mode == 0) return false;
    return (b.range == 1 && b.flags == exact_range) || (b.range == 0 && b.flags == remaining_range);
}

constexpr path_class classify(const path& p) noexcept {
    if (is_hop(p)) return path_class::hop;
    const leg& first = p.legs[0];
    if (p.size == 1) {
        if ((first.flags & ~initial_only) != 0) return path_class::walk;
        if (first.dx == 0 && first.dy == 0) return path_class::walk;
        if (first.range == 1 && (first.mode & ~(to_empty | to_enemy | to_ep)) == 0) return path_class::leap;
        if (first.range != 1 && (first.mode & ~(to_empty | to_enemy)) == 0) return path_class::ride;
        return path_class::walk;
    }
    int tx = 0, ty = 0;
    for (std::size_t i = 0; i < p.size; ++i) {
        const leg& l = p.legs[i];
        const bool last = i + 1 == p.size;
        if (l.range != 1) return path_class::walk;
        tx += l.dx, ty += l.dy;
        const std::uint16_t allowed = (i == 0 ? initial_only : 0) | (last ? 0 : ep_rights);
        if ((l.flags & ~allowed) != 0) return path_class::walk;
        if (!last && l.mode != to_empty) return path_class::walk;
        if (last && (l.mode & ~(to_empty | to_enemy | to_ep)) != 0) return path_class::walk;
    }
    return tx == 0 && ty == 0 ? path_class::walk : path_class::chain;
}

// Whether the path can take an own piece (`d`), where it lands or on the way.
constexpr bool destroys_own(const path& p) noexcept {
    for (std::size_t i = 0; i < p.size; ++i)
        if (p.legs[i].mode & to_friend) return true;
    return false;
}

// Whether the path can capture: where it lands, or on the way (a locust's victim, a rifle's shot).
// Only walked paths capture on the way.
constexpr bool captures(const path& p) noexcept {
    for (std::size_t i = 0; i < p.size; ++i)
        if (p.legs[i].mode & to_enemy) return true;
    return false;
}

// How many files or ranks at most lie between a path's start and any square it visits: its legs'
// steps times their ranges, added up; -1 where that has no bound (a ride of no range, a board that
// wraps). The Chu lion's `caKcabK`: 2.
constexpr int reach(const path& p) noexcept {
    int n = 0;
    for (std::size_t i = 0; i < p.size; ++i) {
        const leg& l = p.legs[i];
        if (l.range == 0 || (l.flags & (cylinder | torus))) return -1;
        const int ax = l.dx < 0 ? -l.dx : l.dx, ay = l.dy < 0 ? -l.dy : l.dy;
        n += (ax > ay ? ax : ay) * l.range;
    }
    return n;
}

}  // namespace ferz::betza
