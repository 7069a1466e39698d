// ferz/betza/legs.hpp: what the XBetza compiler produces — fully directed legs, no text, no board.
//
// A piece's moves compile to a list of paths. A path is a chain of legs; each leg repeats one fixed
// step (dx, dy) up to `range` times and ends on a square whose occupancy must satisfy the leg's
// `mode`. Only the last leg's end square is where the piece lands; earlier legs end on relay squares
// (XBetza's `a` chains). Every higher-level notion of the notation is desugared into this form by the
// compiler, so that the board layer sees one small vocabulary:
//   - directions are resolved: (dx, dy) is absolute in the mover's frame, +y = forward, +x = right
//     (Black's frame is White's turned by 180°, as XBoard and Fairy-Stockfish have it: the board
//     layer negates both dx and dy; it matters only for chiral pieces such as Legan's `mflFcflW`);
//   - a final hop `pR` becomes "slide to an occupied square, pass it" + "continue straight on with
//     the remaining range"; a grasshopper `gQ` becomes "slide to an occupied square" + "one step on";
//   - a lame leap `nD` / `nN` / `nZ` becomes the chain of W/F steps through its blocking squares;
//   - castling `O` and drops `@` are not trajectories: they compile to castling and drop rules.
// This keeps the move generator's only multi-leg mechanism the leg chain, and lets the board layer
// classify each path (plain leaper, ray, hopper, true multi-leg) with a few comparisons.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace ferz::betza {

// Which occupancies of the square where a leg ends are allowed, and what happens to the occupant.
// A leg allows the union of its bits.
enum leg_mode : std::uint16_t {
    to_empty = 1u << 0,       // m: the square is empty
    to_enemy = 1u << 1,       // c: an enemy piece, captured (on a relay square: a locust capture)
    to_friend = 1u << 2,      // d: a friendly piece, destroyed
    pass_occupied = 1u << 3,  // p on a relay: any occupied square, the occupant stays (hurdle)
    to_ep = 1u << 4,          // e: an empty square holding e.p. rights; removes their creator
    royal_only = 1u << 5,     // k: captures (to_enemy) are allowed only on royal pieces
    own_hurdle = 1u << 6,     // t with p or g on a relay: only an own piece is a hurdle (XBoard's t)
    tame = 1u << 7,           // t on the last leg of a chain: a royal piece is never captured (XBoard's t)
};

// Further conditions and effects of a leg.
enum leg_flag : std::uint16_t {
    initial_only = 1u << 0,     // i on the first leg: the piece has not moved yet
    same_length = 1u << 1,      // i on a later leg (iso): exactly as many steps as the previous leg
    // ii on the first leg (XBoard's, as Fairy-Max's Wildebeest pawn sends it: `iifmnD`): the piece stands
    // one rank ahead of a square where the start position has its type, moved or not. It shares the
    // bit of same_length, which a first leg never has.
    initial_ahead = same_length,
    exact_range = 1u << 2,      // the leg takes exactly `range` steps (grasshopper landing, castling)
    remaining_range = 1u << 3,  // range = the atom's range minus the steps of the previous legs (hoppers)
    must_jump = 1u << 4,        // j on a leaper: the square(s) it leaps over must be occupied
    skip_first = 1u << 5,       // j on a slider: the first square is skipped whatever is on it
    ep_rights = 1u << 6,        // squares this leg passes through or relays on get e.p. rights
    unload = 1u << 7,           // u: a piece captured earlier in the move reappears where this leg starts
    cylinder = 1u << 8,         // o: wraps from the left edge to the right edge
    torus = 1u << 9,            // oo: also wraps top to bottom
    induction = 1u << 10,       // x: continue as (or borrow the moves of) the friendly piece touched
    crooked = 1u << 11,         // z: each step turns to the neighbouring orientation, alternating sides
    circular = 1u << 12,        // q: each step turns to the neighbouring orientation, always the same side
    turn_clockwise = 1u << 13,  // with crooked/circular: the first turn is clockwise (else anticlockwise)
    imitator = 1u << 14,        // I: the moves of the piece that moved last (with b: flipped)
    // Added by the XBetza compiler (not in the lead's first version): `bI`, the imitator leg whose
    // borrowed moves are flipped (forward and backward exchanged). Only ever set with `imitator`.
    flipped = 1u << 15,
};

// One leg: step (dx, dy) repeated 1..range times (range 0 = unlimited), ending where `mode` allows.
struct leg {
    std::int8_t dx = 0;
    std::int8_t dy = 0;
    std::uint8_t range = 1;
    std::uint16_t mode = 0;
    std::uint16_t flags = 0;

    constexpr bool operator==(const leg&) const = default;
    [[nodiscard]] constexpr bool rides() const noexcept { return range != 1; }
    [[nodiscard]] constexpr bool has(leg_mode m) const noexcept { return (mode & m) != 0; }
    [[nodiscard]] constexpr bool has(leg_flag f) const noexcept { return (flags & f) != 0; }
};

// The next orientation of a crooked (z) or circular (q) rider's step: 90 degrees for orthogonal and
// diagonal steps, the neighbouring one of the eight images for oblique ones ((1,2) -> (2,1) clockwise:
// the Rose `qN`). A step turned 180 degrees (Black's) turns the same way.
[[nodiscard]] constexpr std::pair<int, int> turned(int dx, int dy, bool clockwise) noexcept {
    const int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
    if (ax == 0 || ay == 0 || ax == ay) return clockwise ? std::pair{dy, -dx} : std::pair{-dy, dx};
    const int a = ax < ay ? ax : ay, c = ax < ay ? ay : ax;
    const std::pair<int, int> images[8] = {{a, c}, {c, a}, {c, -a}, {a, -c}, {-a, -c}, {-c, -a}, {-c, a}, {-a, c}};
    for (int i = 0; i < 8; ++i)
        if (images[i] == std::pair{dx, dy}) return images[(i + (clockwise ? 1 : 7)) % 8];
    return {dx, dy};
}

// XBetza allows long chains (the Chu Lion's are 2 legs, Fluidity's `(caf)6mkB` 7); 8 covers them.
inline constexpr std::size_t max_legs = 8;

// A path: legs[0] starts on the piece's square, legs[size-1] ends where the piece lands.
struct path {
    std::array<leg, max_legs> legs{};
    std::uint8_t size = 0;

    constexpr bool operator==(const path& o) const noexcept {
        if (size != o.size) return false;
        for (std::size_t i = 0; i < size; ++i)
            if (!(legs[i] == o.legs[i])) return false;
        return true;
    }
    [[nodiscard]] constexpr const leg& first() const noexcept { return legs[0]; }
    [[nodiscard]] constexpr const leg& last() const noexcept { return legs[size - 1]; }
};

// `O`n: the king moves n squares toward the edge piece, which lands on the square it crossed. A
// descriptor may give several distances per side (Fairy-Max's almost-wildebeest `KisO2isO3isO4`).
inline constexpr std::size_t max_castlings = 8;
struct castling_rule {
    std::int8_t side = 0;        // -1 toward the left edge (queen side for White), +1 toward the right
    std::uint8_t king_steps = 2; // n of On
    bool inner_partner = false;  // j: the partner is the piece one square in from the edge
    bool initial_only = true;    // castling is always a first move of both pieces in ferz
    constexpr bool operator==(const castling_rule&) const = default;
};

// `@`n: where a piece in hand may be dropped (see XBETZA.md §3).
struct drop_rule {
    std::uint8_t zone_depth = 1;      // ranks counted from the own back rank; 0 = the whole board
    std::uint8_t skip_home_ranks = 0; // j count: the first ranks of the zone are excluded
    std::uint8_t per_file = 0;        // f count: at most this many of the type on the file (0 = no limit)
    std::uint8_t per_colour = 0;      // s count: ... on squares of the same colour
    std::uint8_t per_board = 0;       // b count: ... on the whole board
    std::uint16_t mode = to_empty;    // m / c: drop on empty squares, or capture by dropping
    bool no_jump = false;             // n: may not be dropped beyond the own least advanced piece
    constexpr bool operator==(const drop_rule&) const = default;
};

// Everything one descriptor compiles to. Capacity is a template argument so that a compile-time
// definition holds exactly as many paths as it needs (the compiler counts them first); run-time
// definitions use basic_move_table<dynamic> (see compile.hpp).
template <std::size_t MaxPaths>
struct move_table {
    std::array<path, MaxPaths> paths{};
    std::size_t path_count = 0;
    std::array<castling_rule, max_castlings> castlings{};
    std::size_t castling_count = 0;
    std::array<drop_rule, 4> drops{};
    std::size_t drop_count = 0;

    constexpr void add(const path& p) { paths[path_count++] = p; }
    constexpr void add(const castling_rule& c) { castlings[castling_count++] = c; }
    constexpr void add(const drop_rule& d) { drops[drop_count++] = d; }
};

}  // namespace ferz::betza
