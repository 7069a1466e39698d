// ferz/move.hpp: the move, small and complete, and the caller-owned buffer moves are written into.
//
// A move is 32 bits: it says what happens (from, to, kind, the piece dropped or promoted to, and the
// one extra victim square a locust capture may take), never how it is written; text forms are derived
// by notation/. Castling is stored as king-takes-partner (from = king, to = partner's square), which is
// unambiguous in Chess960 and on wide boards; UCI output turns it into king-to-square when asked.
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
    en_passant = 4,  // victim() holds the square of the piece removed
    locust = 5,      // victim() holds an extra square captured on the way
    null = 6,
};

class move {
public:
    static constexpr std::uint8_t no_square = 0xFF;

    constexpr move() = default;
    constexpr move(int from, int to, move_kind kind = move_kind::normal, int piece = 0,
                   int victim = no_square) noexcept
        : bits_(static_cast<std::uint32_t>(from) | static_cast<std::uint32_t>(to) << 8 |
                static_cast<std::uint32_t>(victim) << 16 | static_cast<std::uint32_t>(kind) << 24 |
                static_cast<std::uint32_t>(piece) << 27) {}

    [[nodiscard]] constexpr int from() const noexcept { return static_cast<int>(bits_ & 0xFF); }
    [[nodiscard]] constexpr int to() const noexcept { return static_cast<int>(bits_ >> 8 & 0xFF); }
    [[nodiscard]] constexpr int victim() const noexcept { return static_cast<int>(bits_ >> 16 & 0xFF); }
    [[nodiscard]] constexpr move_kind kind() const noexcept { return static_cast<move_kind>(bits_ >> 24 & 7); }
    // Type index of the piece promoted to or dropped (kind promotion / drop).
    [[nodiscard]] constexpr int piece() const noexcept { return static_cast<int>(bits_ >> 27); }
    [[nodiscard]] constexpr std::uint32_t raw() const noexcept { return bits_; }
    [[nodiscard]] constexpr bool is_null() const noexcept { return bits_ == 0; }

    constexpr bool operator==(const move&) const = default;

private:
    std::uint32_t bits_ = 0;
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
