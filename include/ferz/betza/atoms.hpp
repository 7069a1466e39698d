// ferz/betza/atoms.hpp: the capital letters of XBetza and the steps they stand for.
//
// An atom names a family of steps related by symmetry. ferz keeps one description for all of
// them: a short and a long coordinate (a <= b) and a symmetry class. Radial atoms (a == 0 or
// a == b) are described by their size alone, because along an `a` chain a 45° turn turns the
// orthogonal atom of size k into the diagonal atom of size k (W<->F, D<->A, H<->G, R<->B): which of
// the two a leg uses follows from the parity of its orientation slot, not from the letter. K and Q
// are the radial atoms of size 1 with all eight slots. Oblique atoms (N, C, Z, ...) have eight
// images of their own. Castling `O`, drops `@`, the universal leaper `U` and the imitator `I` are
// not steps; they are tagged here and compiled to rules (or special legs) by expand.hpp.
#pragma once

#include <cstdint>

namespace ferz::betza {

// Orientation slots, clockwise from forward: 0 f, 1 fr, 2 r, 3 br, 4 b, 5 bl, 6 l, 7 fl. A set of
// slots is a byte with bit s for slot s. For oblique atoms slot s is the s-th image of (a, b) in the
// clockwise order of XBETZA.md §4.2: (a,b) (b,a) (b,-a) (a,-b) (-a,-b) (-b,-a) (-b,a) (-a,b).
using slot_set = std::uint8_t;
inline constexpr slot_set orthogonal_slots = 0x55;  // 0 2 4 6
inline constexpr slot_set diagonal_slots = 0xAA;    // 1 3 5 7
inline constexpr slot_set all_slots = 0xFF;

enum class atom_class : std::uint8_t {
    orthogonal,  // W D H R and X/Y compounds with a == 0: four slots, even
    diagonal,    // F A G B ...: four slots, odd
    king,        // K Q: radial size 1, all eight slots, directions in the K system (§4.6)
    oblique,     // N C Z L J ...: eight images
    castling,    // O
    drop,        // @
    universal,   // U: every leap on a 16x16 board
    imitator,    // I
};

struct atom {
    char letter = 0;             // as written (L and J are kept, they only spell C and Z)
    atom_class cls = atom_class::orthogonal;
    std::int8_t a = 0, b = 0;    // short and long coordinate; radial: a == 0 (orth) or a == b (diag)
    std::uint8_t range = 1;      // the range the letter implies: 0 (unlimited) for R B Q, else 1

    [[nodiscard]] constexpr bool radial() const noexcept {
        return cls == atom_class::orthogonal || cls == atom_class::diagonal || cls == atom_class::king;
    }
    [[nodiscard]] constexpr bool steps() const noexcept { return radial() || cls == atom_class::oblique; }
    // The size of a radial atom: the number of unit steps in one of its leaps.
    [[nodiscard]] constexpr int size() const noexcept { return b; }
    // The slots a first leg may use when no direction letter restricts it.
    [[nodiscard]] constexpr slot_set natural_slots() const noexcept {
        return cls == atom_class::orthogonal ? orthogonal_slots
             : cls == atom_class::diagonal   ? diagonal_slots
                                             : all_slots;
    }
};

struct step {
    int dx = 0, dy = 0;
    constexpr bool operator==(const step&) const = default;
};

// Longest coordinate any leap may have: boards are at most 16x16.
inline constexpr int max_coordinate = 15;

[[nodiscard]] constexpr bool is_atom_letter(char c) noexcept {
    switch (c) {
        case 'W': case 'F': case 'D': case 'N': case 'A': case 'H': case 'G': case 'C': case 'Z':
        case 'L': case 'J': case 'K': case 'Q': case 'R': case 'B': case 'O': case '@': case 'U':
        case 'I': return true;
        default: return false;
    }
}

// A doubled letter is a range marker (NN = N0) for the leapers, not for K Q R B (§0.1).
[[nodiscard]] constexpr bool doubles_as_rider(char c) noexcept {
    switch (c) {
        case 'W': case 'F': case 'D': case 'N': case 'A': case 'H': case 'G': case 'C': case 'Z':
        case 'L': case 'J': return true;
        default: return false;
    }
}

// The class that a step (a, b), a <= b, belongs to.
[[nodiscard]] constexpr atom_class class_of_step(int a, int b) noexcept {
    return a == 0 ? atom_class::orthogonal : a == b ? atom_class::diagonal : atom_class::oblique;
}

// The atom a letter names; letter must satisfy is_atom_letter.
[[nodiscard]] constexpr atom atom_of(char c) noexcept {
    auto leap = [c](int a, int b) { return atom{c, class_of_step(a, b), std::int8_t(a), std::int8_t(b), 1}; };
    switch (c) {
        case 'W': return leap(0, 1);
        case 'F': return leap(1, 1);
        case 'D': return leap(0, 2);
        case 'N': return leap(1, 2);
        case 'A': return leap(2, 2);
        case 'H': return leap(0, 3);
        case 'G': return leap(3, 3);
        case 'C': case 'L': return leap(1, 3);  // L = (1,3) camel (Betza, ID, FSF; not XBoard)
        case 'Z': case 'J': return leap(2, 3);  // J = (2,3) zebra
        case 'K': return atom{c, atom_class::king, 0, 1, 1};
        case 'Q': return atom{c, atom_class::king, 0, 1, 0};
        case 'R': return atom{c, atom_class::orthogonal, 0, 1, 0};
        case 'B': return atom{c, atom_class::diagonal, 1, 1, 0};
        case 'O': return atom{c, atom_class::castling, 0, 0, 1};
        case '@': return atom{c, atom_class::drop, 0, 0, 1};
        case 'U': return atom{c, atom_class::universal, 0, 0, 1};
        default: return atom{c, atom_class::imitator, 0, 0, 1};
    }
}

// Applies an ID suffix: X lengthens the long axis by 3 (FX = (1,4) giraffe), Y adds (2,2)
// (NY = (3,4)). Only plain leapers take suffixes; returns false for any other atom or when the
// leap would not fit a 16x16 board.
[[nodiscard]] constexpr bool apply_suffix(atom& at, char suffix) noexcept {
    if (!doubles_as_rider(at.letter)) return false;
    int a = at.a, b = at.b;
    if (suffix == 'X') b += 3;
    else a += 2, b += 2;
    if (b > max_coordinate) return false;
    at.a = std::int8_t(a), at.b = std::int8_t(b), at.cls = class_of_step(a, b);
    return true;
}

// The step of a stepping atom in orientation slot s (0..7). For radial atoms the slot's parity
// chooses the orthogonal (even) or diagonal (odd) atom of the same size.
[[nodiscard]] constexpr step step_at(const atom& at, int s) noexcept {
    s &= 7;
    if (at.radial()) {
        const int k = at.size();
        constexpr int ox[8] = {0, 1, 1, 1, 0, -1, -1, -1};
        constexpr int oy[8] = {1, 1, 0, -1, -1, -1, 0, 1};
        return {ox[s] * k, oy[s] * k};
    }
    const int a = at.a, b = at.b;
    switch (s) {
        case 0: return {a, b};
        case 1: return {b, a};
        case 2: return {b, -a};
        case 3: return {a, -b};
        case 4: return {-a, -b};
        case 5: return {-b, -a};
        case 6: return {-b, a};
        default: return {-a, b};
    }
}

}  // namespace ferz::betza
