// ferz/move.hpp: the move, small and complete, and the caller-owned buffer moves are written into.
//
// A move is 64 bits and says what happens, never how it is written (text forms are derived by
// notation/):
//   bits  0- 7  from          (any square of a 16x16 board)
//   bits  8-15  to
//   bits 16-18  kind          (normal, promotion, drop, castling, e.p., locust, null)
//   bits 19-24  piece         the type promoted to or dropped (6 bits; a variant has at most 52 types); of
//                             a castling move, its distance if not the side's first (castling_steps)
//   bit  25     wall          the move places a wall (rules.board.walls: the duck, the amazons'
//                             arrow) on the square held in the third victim slot, bits 44-51
//   bits 26-27  victim count  extra squares captured on the way (e.p., locusts): 0 to 3 (at most 2
//                             on a move with a wall)
//   bits 28-51  victims       three squares, 8 bits each, valid up to the count
//   bits 52-58  e.p. source   set by the generator on moves that give e.p. rights: 0 none, 127 a
//                             long ride (every square passed), else 1 + the index of the leg chain
//                             (tables/piece_tables.hpp) whose relay squares get them
//   bit  59     gate square   of a gating castling move: the partner's square, not the royal's;
//                             of any other move, unload (XBetza `u`): the piece standing on `to`
//                             is not taken but put on the square held in bits 44-51 (the move's
//                             from-square or a relay; at most 2 victims then, and no wall)
//   bits 60-63  gating        1 + the type placed from hand on the square the mover left (Seirawan
//                             gating), 0 for none: gating types are the first 15 of a variant
// Since a count says how many victims
// there are, no square number is reserved as "none": all 256 squares of a 16x16 board are real.
// Castling is stored as king-takes-partner (from = king, to = partner's square), which is
// unambiguous in Chess960 and on wide boards; UCI output turns it into king-to-square when asked.
// A move made on a position must be one of its legal moves (from the generator, parse_uci,
// parse_san, or checked by is_legal): the e.p. source in particular comes only from the generator.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace ferz {

enum class move_kind : std::uint8_t {
    normal = 0,
    promotion = 1,   // piece() is the type promoted to
    drop = 2,        // from() is meaningless; piece() is the type dropped
    castling = 3,    // from = royal piece, to = castling partner
    en_passant = 4,  // victim(0) holds the square of the piece removed
    locust = 5,      // a move of legs: victim(0..) hold the squares captured on the way; with none, a
                     // pass (from = to: the lion's mabK, out and back)
    null = 6,  // (kinds fit in 3 bits: bits 16-18 of the move)
};

class move {
public:
    static constexpr int max_victims = 3;
    static constexpr int ep_ride = 127;  // ep_source() of a long ride
    static constexpr int max_gating_type = 14;

    // Like an int, a default-constructed move holds no value (so that a move buffer costs nothing to
    // create); move{} is the null move.
    move() = default;
    constexpr move(int from, int to, move_kind kind = move_kind::normal, int piece = 0, int victim = -1) noexcept
        : bits_(static_cast<std::uint64_t>(from) | static_cast<std::uint64_t>(to) << 8 |
                static_cast<std::uint64_t>(kind) << 16 | static_cast<std::uint64_t>(piece) << 19) {
        if (victim >= 0) bits_ |= std::uint64_t{1} << 26 | static_cast<std::uint64_t>(victim) << 28;
    }

    [[nodiscard]] constexpr int from() const noexcept { return static_cast<int>(bits_ & 0xFF); }
    [[nodiscard]] constexpr int to() const noexcept { return static_cast<int>(bits_ >> 8 & 0xFF); }
    [[nodiscard]] constexpr move_kind kind() const noexcept { return static_cast<move_kind>(bits_ >> 16 & 0x7); }
    // Type index of the piece promoted to or dropped (kind promotion / drop).
    [[nodiscard]] constexpr int piece() const noexcept { return static_cast<int>(bits_ >> 19 & 0x3F); }
    // A castling move's distance where its side has several (the same bits as piece()): the royal's
    // squares moved, or 0 for the side's first distance (the only one in most variants).
    [[nodiscard]] constexpr int castling_steps() const noexcept { return kind() == move_kind::castling ? piece() : 0; }
    [[nodiscard]] constexpr int victim_count() const noexcept { return static_cast<int>(bits_ >> 26 & 3); }
    // The i-th extra square captured (i < victim_count()).
    [[nodiscard]] constexpr int victim(int i = 0) const noexcept { return static_cast<int>(bits_ >> (28 + 8 * i) & 0xFF); }
    [[nodiscard]] constexpr int ep_source() const noexcept { return static_cast<int>(bits_ >> 52 & 0x7F); }
    // The type placed from hand on the square the mover left (or, castling, on the partner's square
    // when gate_on_partner()), or -1.
    [[nodiscard]] constexpr int gating() const noexcept { return static_cast<int>(bits_ >> 60) - 1; }
    [[nodiscard]] constexpr bool gate_on_partner() const noexcept { return kind() == move_kind::castling && (bits_ >> 59 & 1) != 0; }
    // Whether the move unloads (XBetza `u`): the piece on to() goes to unload() instead of being taken.
    [[nodiscard]] constexpr bool has_unload() const noexcept { return (bits_ >> 59 & 1) != 0 && kind() != move_kind::castling; }
    [[nodiscard]] constexpr int unload() const noexcept { return static_cast<int>(bits_ >> 44 & 0xFF); }
    // Whether the move places a wall (rules.board.walls), and where.
    [[nodiscard]] constexpr bool has_wall() const noexcept { return (bits_ >> 25 & 1) != 0; }
    [[nodiscard]] constexpr int wall() const noexcept { return static_cast<int>(bits_ >> 44 & 0xFF); }
    [[nodiscard]] constexpr std::uint64_t raw() const noexcept { return bits_; }
    [[nodiscard]] constexpr bool is_null() const noexcept { return bits_ == 0; }

    // This move with one more victim square (at most max_victims).
    [[nodiscard]] constexpr move with_victim(int sq) const noexcept {
        const int n = victim_count();
        move m = *this;
        m.bits_ = (m.bits_ & ~(std::uint64_t{3} << 26)) | static_cast<std::uint64_t>(n + 1) << 26 |
                  static_cast<std::uint64_t>(sq) << (28 + 8 * n);
        return m;
    }
    // This move placing a wall on `sq` (its victims, if any, at most 2).
    [[nodiscard]] constexpr move with_wall(int sq) const noexcept {
        move m = *this;
        m.bits_ = (m.bits_ & ~(std::uint64_t{0xFF} << 44)) | std::uint64_t{1} << 25 | static_cast<std::uint64_t>(sq) << 44;
        return m;
    }
    // This move unloading the piece on to() onto `sq` (its victims, if any, at most 2; no wall).
    [[nodiscard]] constexpr move with_unload(int sq) const noexcept {
        move m = *this;
        m.bits_ = (m.bits_ & ~(std::uint64_t{0xFF} << 44)) | std::uint64_t{1} << 59 | static_cast<std::uint64_t>(sq) << 44;
        return m;
    }
    // This move marked as giving e.p. rights (see the layout above).
    [[nodiscard]] constexpr move with_ep_source(int source) const noexcept {
        move m = *this;
        m.bits_ = (m.bits_ & ~(std::uint64_t{0x7F} << 52)) | static_cast<std::uint64_t>(source) << 52;
        return m;
    }
    // This move with a piece of `type` (at most max_gating_type) gated in.
    [[nodiscard]] constexpr move with_gating(int type, bool on_partner = false) const noexcept {
        move m = *this;
        m.bits_ = (m.bits_ & ~(std::uint64_t{0x1F} << 59)) | static_cast<std::uint64_t>(type + 1) << 60 |
                  static_cast<std::uint64_t>(on_partner) << 59;
        return m;
    }

    constexpr bool operator==(const move&) const = default;

private:
    std::uint64_t bits_;
};

// A fixed-capacity list filled by the generator: no allocation on the hot path. A position with
// more moves than the capacity (possible with custom pieces and positions read from FEN) never
// writes past the end: the list keeps the first Capacity moves and says it overflowed, and the
// callers that need every move (perft, divide, parse_uci) then use an unbounded vector instead.
template <std::size_t Capacity>
class move_list {
public:
    constexpr void push_back(move m) noexcept {
        if (size_ < Capacity) [[likely]]
            moves_[size_++] = m;
        else
            overflowed_ = true;
    }
    [[nodiscard]] constexpr bool overflowed() const noexcept { return overflowed_; }
    [[nodiscard]] constexpr std::size_t size() const noexcept { return size_; }
    [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }
    constexpr void clear() noexcept { size_ = 0, overflowed_ = false; }
    constexpr move operator[](std::size_t i) const noexcept { return moves_[i]; }
    constexpr const move* begin() const noexcept { return moves_.data(); }
    constexpr const move* end() const noexcept { return moves_.data() + size_; }
    constexpr move* data() noexcept { return moves_.data(); }
    constexpr void resize(std::size_t n) noexcept { size_ = n; }
    [[nodiscard]] constexpr bool contains(move m) const noexcept {
        for (std::size_t i = 0; i < size_; ++i)
            if (moves_[i] == m) return true;
        return false;
    }

private:
    std::array<move, Capacity> moves_;
    std::size_t size_ = 0;
    bool overflowed_ = false;
};

}  // namespace ferz
