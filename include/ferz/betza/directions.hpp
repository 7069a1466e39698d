// ferz/betza/directions.hpp: what the direction letters f b l r v s h select, per symmetry class.
//
// The same letters mean different sets depending on the atom (XBETZA.md §4.3-4.6), and on
// oblique atoms their order matters (`fr` != `rf`). Every reading is expressed here as operations
// on two tables over the eight orientation slots: a letter's "narrow" set (the directions closest
// to it) and its "wide" set (its half-plane). A letter alone takes one of them; two adjacent
// letters of perpendicular dimensions fuse into one specifier (an intersection); `h` after a letter
// takes the wide set; `hr`/`hl` are the chiral halves of oblique atoms. Continuation legs of `a`
// chains always use the K system, relative to the previous leg. Letters are fused only when they
// are adjacent in the text; any other modifier between them breaks the run.
#pragma once

#include <cstdint>

#include "ferz/betza/atoms.hpp"
#include "ferz/betza/errors.hpp"

namespace ferz::betza {

// How a run of direction letters is read.
enum class direction_system : std::uint8_t {
    orthogonal,  // W D H R: each letter its own direction, letters unioned (`frW` = f or r)
    diagonal,    // F A G B: a letter = its two diagonals, a perpendicular pair = one (`frF`), `fsF` = `fF`
    king,        // K Q and every continuation leg: a letter = one orthogonal, a pair = a diagonal
    oblique,     // N C Z: §4.5, wide first letter intersected with narrow second letter
};

[[nodiscard]] constexpr direction_system system_of(atom_class c) noexcept {
    switch (c) {
        case atom_class::orthogonal: return direction_system::orthogonal;
        case atom_class::diagonal: return direction_system::diagonal;
        case atom_class::oblique: return direction_system::oblique;
        default: return direction_system::king;
    }
}

[[nodiscard]] constexpr bool is_direction_letter(char c) noexcept {
    return c == 'f' || c == 'b' || c == 'l' || c == 'r' || c == 'v' || c == 's' || c == 'h';
}

namespace detail {

// 1 = vertical (f b v), 2 = horizontal (l r s), 0 = h.
constexpr int dimension(char c) noexcept {
    return (c == 'f' || c == 'b' || c == 'v') ? 1 : (c == 'l' || c == 'r' || c == 's') ? 2 : 0;
}
constexpr bool perpendicular(char x, char y) noexcept { return (dimension(x) | dimension(y)) == 3; }

// K-system slots (0 f, 1 fr, ... 7 fl).
constexpr slot_set king_narrow(char c) noexcept {
    switch (c) {
        case 'f': return 0x01; case 'r': return 0x04; case 'b': return 0x10; case 'l': return 0x40;
        case 'v': return 0x11; case 's': return 0x44; default: return 0;
    }
}
constexpr slot_set king_wide(char c) noexcept {
    switch (c) {
        case 'f': return 0x83; case 'r': return 0x0E; case 'b': return 0x38; case 'l': return 0xE0;
        case 'v': return 0xBB; case 's': return 0xEE; default: return 0;
    }
}
// Oblique slots (images of (1,2) in clockwise order). These are XBoard's dirs2 / dirs1 tables.
constexpr slot_set oblique_narrow(char c) noexcept {
    switch (c) {
        case 'f': return 0x81; case 'r': return 0x06; case 'b': return 0x18; case 'l': return 0x60;
        case 'v': return 0x99; case 's': return 0x66; default: return 0;
    }
}
constexpr slot_set oblique_wide(char c) noexcept {
    switch (c) {
        case 'f': return 0xC3; case 'r': return 0x0F; case 'b': return 0x3C; case 'l': return 0xF0;
        case 'v': return 0xFF; case 's': return 0xFF; default: return 0;
    }
}

constexpr slot_set system_mask(direction_system d) noexcept {
    return d == direction_system::orthogonal ? orthogonal_slots
         : d == direction_system::diagonal   ? diagonal_slots
                                             : all_slots;
}

// A letter standing alone (or doubled).
constexpr slot_set single(direction_system d, char c) noexcept {
    switch (d) {
        case direction_system::orthogonal: return king_narrow(c) & orthogonal_slots;
        case direction_system::diagonal: return king_wide(c) & diagonal_slots;
        case direction_system::king: return king_narrow(c);
        case direction_system::oblique: return oblique_narrow(c);
    }
    return 0;
}
// A letter followed by h: its half-plane.
constexpr slot_set half(direction_system d, char c) noexcept {
    return (d == direction_system::oblique ? oblique_wide(c) : king_wide(c)) & system_mask(d);
}
// Whether two adjacent letters form one specifier (if not, each is read alone).
constexpr bool fuses(direction_system d, char x, char y) noexcept {
    if (x == y || y == 'h') return true;
    switch (d) {
        case direction_system::orthogonal: return false;
        case direction_system::diagonal:
        case direction_system::king: return perpendicular(x, y);
        case direction_system::oblique: return dimension(x) != 0 && x != 'v' && x != 's' && perpendicular(x, y);
    }
    return false;
}
constexpr slot_set fused(direction_system d, char x, char y) noexcept {
    if (y == 'h') return half(d, x);
    if (x == y) return single(d, x);
    if (d == direction_system::oblique) return oblique_wide(x) & oblique_narrow(y);
    return king_wide(x) & king_wide(y) & system_mask(d);
}

}  // namespace detail

// One direction letter of a leg and the column where it was written.
struct direction_letter {
    char letter = 0;
    std::uint16_t column = 0;
};

struct slot_result {
    slot_set slots = 0;
    error err{};
};

// Reads the direction letters of one leg. `count` == 0 means "no letters": the caller applies its
// default. Letters fuse only with a neighbour written in the next column.
[[nodiscard]] constexpr slot_result read_directions(direction_system d, const direction_letter* letters,
                                                    std::size_t count) noexcept {
    slot_set set = 0;
    std::size_t i = 0;
    while (i < count) {
        const char x = letters[i].letter;
        const bool adjacent = i + 1 < count && letters[i + 1].column == letters[i].column + 1;
        const char y = adjacent ? letters[i + 1].letter : '\0';
        if (x == 'h') {
            // hr / hl: the chiral halves of an oblique atom (clockwise / anticlockwise images).
            if (d == direction_system::oblique && (y == 'r' || y == 'l')) {
                set |= y == 'r' ? slot_set{0x55} : slot_set{0xAA};
                i += 2;
                continue;
            }
            return {0, {errc::bad_direction_combination, letters[i].column}};
        }
        const std::size_t start = i;
        slot_set part = 0;
        if (adjacent && detail::fuses(d, x, y)) {
            part = detail::fused(d, x, y);
            i += 2;
        } else {
            part = detail::single(d, x);
            i += 1;
        }
        // A specifier that selects nothing (`vhW`) is a mistake, not a no-op.
        if (part == 0) return {0, {errc::bad_direction_combination, letters[start].column}};
        set |= part;
    }
    return {set, {}};
}

// Continuation legs with no direction letter: every direction except straight back (§0.3).
inline constexpr slot_set default_continuation = 0xEF;

}  // namespace ferz::betza
