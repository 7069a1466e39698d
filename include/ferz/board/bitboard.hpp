// ferz/board/bitboard.hpp: a set of squares as a fixed-width bit string of 64, 128 or 256 bits.
//
// Boards run from 1×1 to 16×16, so no single width fits: chess wants a plain 64-bit integer, shogi
// (81) and xiangqi (90) want 128 bits, chu shogi (144) and tenjiku (256) want 256. bitboard<Bits> is
// that bit string and nothing more: it knows no geometry. In particular it does NOT mask the bits
// at or above the board's square count: `~b` and `b << n` may set them. Whoever produces such bits
// (complement, left shift) must AND with geometry<F, R>::all_squares() before the value is stored,
// iterated, counted or compared; geometry::shift<dx, dy>() and every function in board/ that
// returns a bitboard already guarantee this. bitboard<64> is a specialisation holding one
// std::uint64_t so that chess code compiles to exactly what a hand-written uint64_t engine would.
// The wider ones hold an array of 64-bit words, least significant word first; every loop over the
// words has a constant trip count (2 or 4) and is unrolled by the compiler. Everything is
// constexpr so that attack and ray tables can be built in constant evaluation.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>

// The word-by-word operations of wide bitboards are a few instructions each, but g++ stops inlining
// them inside the large instantiations of the generator for run-time variants (perf: 60% of
// chess's time on ferz::dynamic<128> went to out-of-line operator& | ^), so they are forced inline.
#if defined(__GNUC__)
#define FERZ_BITBOARD_INLINE [[gnu::always_inline]]
#else
#define FERZ_BITBOARD_INLINE
#endif

namespace ferz {

template <std::size_t Bits>
class bitboard;

// The narrowest bitboard that holds Squares squares.
template <int Squares>
using bitboard_for = bitboard<(Squares <= 64 ? 64 : Squares <= 128 ? 128 : 256)>;

namespace detail {

// Range-for over set squares, lowest first. The iterator owns a copy of the set and consumes it,
// which is what a hand-written `while (b) { sq = pop_lsb(b); ... }` loop does: no index state.
template <class Board>
class square_iterator {
public:
    using value_type = int;
    using difference_type = std::ptrdiff_t;

    constexpr square_iterator() noexcept = default;
    constexpr explicit square_iterator(Board b) noexcept : rest_(b) {}

    constexpr int operator*() const noexcept { return rest_.lsb(); }
    constexpr square_iterator& operator++() noexcept {
        rest_.clear_lsb();
        return *this;
    }
    constexpr square_iterator operator++(int) noexcept {
        square_iterator old = *this;
        rest_.clear_lsb();
        return old;
    }
    friend constexpr bool operator==(const square_iterator& it, std::default_sentinel_t) noexcept {
        return it.rest_.none();
    }

private:
    Board rest_{};
};

}  // namespace detail

// ---------------------------------------------------------------------------------------------
// 64 bits: one machine word.
template <>
class bitboard<64> {
public:
    static constexpr std::size_t bits = 64;
    static constexpr std::size_t word_count = 1;
    using word_array = std::array<std::uint64_t, 1>;

    constexpr bitboard() noexcept = default;

    static constexpr bitboard square(int sq) noexcept { return raw(std::uint64_t{1} << sq); }
    static constexpr bitboard from_words(const word_array& w) noexcept { return raw(w[0]); }
    static constexpr bitboard from_word(std::uint64_t w) noexcept { return raw(w); }
    // Bits [0, n), 0 <= n <= 64: all_squares() and range masks are built from this.
    static constexpr bitboard low_bits(int n) noexcept {
        return raw(n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1);
    }

    constexpr word_array words() const noexcept { return {v_}; }
    constexpr std::uint64_t word(int i) const noexcept { return (void)i, v_; }
    // The whole set as an integer: PEXT and magic indexing need it.
    constexpr std::uint64_t value() const noexcept { return v_; }

    friend constexpr bitboard operator&(bitboard a, bitboard b) noexcept { return raw(a.v_ & b.v_); }
    friend constexpr bitboard operator|(bitboard a, bitboard b) noexcept { return raw(a.v_ | b.v_); }
    friend constexpr bitboard operator^(bitboard a, bitboard b) noexcept { return raw(a.v_ ^ b.v_); }
    friend constexpr bitboard andnot(bitboard a, bitboard b) noexcept { return raw(a.v_ & ~b.v_); }
    constexpr bitboard operator~() const noexcept { return raw(~v_); }
    constexpr bitboard& operator&=(bitboard b) noexcept { return v_ &= b.v_, *this; }
    constexpr bitboard& operator|=(bitboard b) noexcept { return v_ |= b.v_, *this; }
    constexpr bitboard& operator^=(bitboard b) noexcept { return v_ ^= b.v_, *this; }
    // 0 <= n < 64.
    constexpr bitboard operator<<(int n) const noexcept { return raw(v_ << n); }
    constexpr bitboard operator>>(int n) const noexcept { return raw(v_ >> n); }
    constexpr bitboard& operator<<=(int n) noexcept { return v_ <<= n, *this; }
    constexpr bitboard& operator>>=(int n) noexcept { return v_ >>= n, *this; }
    friend constexpr bool operator==(bitboard, bitboard) noexcept = default;

    constexpr explicit operator bool() const noexcept { return v_ != 0; }
    constexpr bool any() const noexcept { return v_ != 0; }
    constexpr bool none() const noexcept { return v_ == 0; }
    constexpr bool more_than_one() const noexcept { return (v_ & (v_ - 1)) != 0; }
    constexpr bool test(int sq) const noexcept { return (v_ >> sq) & 1; }
    constexpr bitboard& set(int sq) noexcept { return v_ |= std::uint64_t{1} << sq, *this; }
    constexpr bitboard& reset(int sq) noexcept { return v_ &= ~(std::uint64_t{1} << sq), *this; }
    constexpr bitboard& toggle(int sq) noexcept { return v_ ^= std::uint64_t{1} << sq, *this; }

    constexpr int popcount() const noexcept { return std::popcount(v_); }
    // lsb/msb/pop_lsb: precondition any().
    constexpr int lsb() const noexcept { return std::countr_zero(v_); }
    constexpr int msb() const noexcept { return 63 - std::countl_zero(v_); }
    constexpr void clear_lsb() noexcept { v_ &= v_ - 1; }
    constexpr int pop_lsb() noexcept {
        int sq = lsb();
        clear_lsb();
        return sq;
    }

    constexpr detail::square_iterator<bitboard> begin() const noexcept {
        return detail::square_iterator<bitboard>(*this);
    }
    constexpr std::default_sentinel_t end() const noexcept { return {}; }

private:
    static constexpr bitboard raw(std::uint64_t v) noexcept {
        bitboard b;
        b.v_ = v;
        return b;
    }
    std::uint64_t v_ = 0;
};

// ---------------------------------------------------------------------------------------------
// 128 and 256 bits: N words, least significant first.
template <std::size_t Bits>
class bitboard {
    static_assert(Bits == 128 || Bits == 256, "ferz::bitboard: Bits must be 64, 128 or 256");

public:
    static constexpr std::size_t bits = Bits;
    static constexpr std::size_t word_count = Bits / 64;
    using word_array = std::array<std::uint64_t, word_count>;

    constexpr bitboard() noexcept = default;

    static constexpr bitboard square(int sq) noexcept {
        bitboard b;
        b.w_[static_cast<std::size_t>(sq >> 6)] = std::uint64_t{1} << (sq & 63);
        return b;
    }
    static constexpr bitboard from_words(const word_array& w) noexcept {
        bitboard b;
        b.w_ = w;
        return b;
    }
    // Bits [0, n), 0 <= n <= Bits.
    static constexpr bitboard low_bits(int n) noexcept {
        bitboard b;
        for (std::size_t i = 0; i < word_count; ++i) {
            int k = n - static_cast<int>(i) * 64;
            b.w_[i] = k >= 64 ? ~std::uint64_t{0} : k <= 0 ? 0 : (std::uint64_t{1} << k) - 1;
        }
        return b;
    }

    constexpr const word_array& words() const noexcept { return w_; }
    constexpr std::uint64_t word(int i) const noexcept { return w_[static_cast<std::size_t>(i)]; }

    FERZ_BITBOARD_INLINE friend constexpr bitboard operator&(bitboard a, bitboard b) noexcept { return a &= b; }
    FERZ_BITBOARD_INLINE friend constexpr bitboard operator|(bitboard a, bitboard b) noexcept { return a |= b; }
    FERZ_BITBOARD_INLINE friend constexpr bitboard operator^(bitboard a, bitboard b) noexcept { return a ^= b; }
    FERZ_BITBOARD_INLINE friend constexpr bitboard andnot(bitboard a, bitboard b) noexcept {
        for (std::size_t i = 0; i < word_count; ++i) a.w_[i] &= ~b.w_[i];
        return a;
    }
    FERZ_BITBOARD_INLINE constexpr bitboard operator~() const noexcept {
        bitboard r;
        for (std::size_t i = 0; i < word_count; ++i) r.w_[i] = ~w_[i];
        return r;
    }
    FERZ_BITBOARD_INLINE constexpr bitboard& operator&=(bitboard b) noexcept {
        for (std::size_t i = 0; i < word_count; ++i) w_[i] &= b.w_[i];
        return *this;
    }
    FERZ_BITBOARD_INLINE constexpr bitboard& operator|=(bitboard b) noexcept {
        for (std::size_t i = 0; i < word_count; ++i) w_[i] |= b.w_[i];
        return *this;
    }
    FERZ_BITBOARD_INLINE constexpr bitboard& operator^=(bitboard b) noexcept {
        for (std::size_t i = 0; i < word_count; ++i) w_[i] ^= b.w_[i];
        return *this;
    }

    // 0 <= n < Bits. Move generation shifts by constants, so after inlining the word index q and
    // the bit offset r fold away and only the live word moves remain. `(x >> 1) >> (63 - r)` is
    // `x >> (64 - r)` without the undefined shift by 64 when r == 0.
    constexpr bitboard operator<<(int n) const noexcept {
        const int q = n >> 6, r = n & 63;
        bitboard out;
        for (int i = static_cast<int>(word_count) - 1; i >= q; --i) {
            std::uint64_t v = w_[static_cast<std::size_t>(i - q)] << r;
            if (i - q - 1 >= 0) v |= (w_[static_cast<std::size_t>(i - q - 1)] >> 1) >> (63 - r);
            out.w_[static_cast<std::size_t>(i)] = v;
        }
        return out;
    }
    constexpr bitboard operator>>(int n) const noexcept {
        const int q = n >> 6, r = n & 63;
        bitboard out;
        for (int i = 0; i + q < static_cast<int>(word_count); ++i) {
            std::uint64_t v = w_[static_cast<std::size_t>(i + q)] >> r;
            if (i + q + 1 < static_cast<int>(word_count))
                v |= (w_[static_cast<std::size_t>(i + q + 1)] << 1) << (63 - r);
            out.w_[static_cast<std::size_t>(i)] = v;
        }
        return out;
    }
    constexpr bitboard& operator<<=(int n) noexcept { return *this = *this << n; }
    constexpr bitboard& operator>>=(int n) noexcept { return *this = *this >> n; }
    friend constexpr bool operator==(const bitboard&, const bitboard&) noexcept = default;

    FERZ_BITBOARD_INLINE constexpr bool any() const noexcept {
        std::uint64_t v = 0;
        for (std::size_t i = 0; i < word_count; ++i) v |= w_[i];
        return v != 0;
    }
    constexpr explicit operator bool() const noexcept { return any(); }
    constexpr bool none() const noexcept { return !any(); }
    constexpr bool more_than_one() const noexcept {
        bitboard rest = *this;
        rest.clear_lsb();
        return rest.any();
    }
    FERZ_BITBOARD_INLINE constexpr bool test(int sq) const noexcept {
        return (w_[static_cast<std::size_t>(sq >> 6)] >> (sq & 63)) & 1;
    }
    FERZ_BITBOARD_INLINE constexpr bitboard& set(int sq) noexcept {
        w_[static_cast<std::size_t>(sq >> 6)] |= std::uint64_t{1} << (sq & 63);
        return *this;
    }
    FERZ_BITBOARD_INLINE constexpr bitboard& reset(int sq) noexcept {
        w_[static_cast<std::size_t>(sq >> 6)] &= ~(std::uint64_t{1} << (sq & 63));
        return *this;
    }
    constexpr bitboard& toggle(int sq) noexcept {
        w_[static_cast<std::size_t>(sq >> 6)] ^= std::uint64_t{1} << (sq & 63);
        return *this;
    }

    constexpr int popcount() const noexcept {
        int n = 0;
        for (std::size_t i = 0; i < word_count; ++i) n += std::popcount(w_[i]);
        return n;
    }
    // lsb/msb/pop_lsb: precondition any().
    constexpr int lsb() const noexcept {
        if constexpr (word_count == 2) {
            // countr_zero(0) == 64 is defined, so this is tzcnt + cmov with no branch.
            return w_[0] ? std::countr_zero(w_[0]) : 64 + std::countr_zero(w_[1]);
        } else {
            for (std::size_t i = 0; i + 1 < word_count; ++i)
                if (w_[i]) return static_cast<int>(i) * 64 + std::countr_zero(w_[i]);
            return static_cast<int>(word_count - 1) * 64 + std::countr_zero(w_[word_count - 1]);
        }
    }
    constexpr int msb() const noexcept {
        if constexpr (word_count == 2) {
            return w_[1] ? 127 - std::countl_zero(w_[1]) : 63 - std::countl_zero(w_[0]);
        } else {
            for (std::size_t i = word_count - 1; i > 0; --i)
                if (w_[i]) return static_cast<int>(i) * 64 + 63 - std::countl_zero(w_[i]);
            return 63 - std::countl_zero(w_[0]);
        }
    }
    constexpr void clear_lsb() noexcept {
        for (std::size_t i = 0; i + 1 < word_count; ++i)
            if (w_[i]) {
                w_[i] &= w_[i] - 1;
                return;
            }
        w_[word_count - 1] &= w_[word_count - 1] - 1;
    }
    constexpr int pop_lsb() noexcept {
        int sq = lsb();
        clear_lsb();
        return sq;
    }

    constexpr detail::square_iterator<bitboard> begin() const noexcept {
        return detail::square_iterator<bitboard>(*this);
    }
    constexpr std::default_sentinel_t end() const noexcept { return {}; }

private:
    word_array w_{};
};

}  // namespace ferz
