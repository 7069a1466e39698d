#include <doctest/doctest.h>

#include <bitset>
#include <cstdint>
#include <random>
#include <type_traits>
#include <vector>

#include "ferz/board/bitboard.hpp"

namespace {

// The reference is std::bitset: same operations, no cleverness.
template <std::size_t Bits>
ferz::bitboard<Bits> from_bitset(const std::bitset<Bits>& s) {
    ferz::bitboard<Bits> b;
    for (std::size_t i = 0; i < Bits; ++i)
        if (s[i]) b.set(static_cast<int>(i));
    return b;
}

template <std::size_t Bits>
std::bitset<Bits> random_set(std::mt19937_64& rng) {
    std::bitset<Bits> s;
    const int density = static_cast<int>(rng() % 5);  // 0: sparse ... 4: dense, plus empty/one-bit
    for (std::size_t i = 0; i < Bits; ++i) {
        const auto r = rng() % 8;
        s[i] = density == 0 ? r == 0 : density == 4 ? r != 0 : r < 4;
    }
    if (rng() % 16 == 0) s.reset();
    if (rng() % 16 == 0) {
        s.reset();
        s.set(rng() % Bits);
    }
    return s;
}

template <std::size_t Bits>
void check_against_bitset() {
    using bb = ferz::bitboard<Bits>;
    std::mt19937_64 rng(20240601 + Bits);
    for (int iter = 0; iter < 3000; ++iter) {
        const auto sa = random_set<Bits>(rng), sb = random_set<Bits>(rng);
        const bb a = from_bitset(sa), b = from_bitset(sb);
        CHECK((a & b) == from_bitset(sa & sb));
        CHECK((a | b) == from_bitset(sa | sb));
        CHECK((a ^ b) == from_bitset(sa ^ sb));
        CHECK(~a == from_bitset(~sa));
        CHECK(andnot(a, b) == from_bitset(sa & ~sb));
        CHECK(a.popcount() == static_cast<int>(sa.count()));
        CHECK(a.any() == sa.any());
        CHECK(a.none() == sa.none());
        CHECK(static_cast<bool>(a) == sa.any());
        CHECK(a.more_than_one() == (sa.count() > 1));
        CHECK((a == b) == (sa == sb));
        const int n = static_cast<int>(rng() % Bits);
        CHECK((a << n) == from_bitset(sa << static_cast<std::size_t>(n)));
        CHECK((a >> n) == from_bitset(sa >> static_cast<std::size_t>(n)));
        bb c = a;
        c <<= n;
        CHECK(c == (a << n));
        c = a;
        c >>= n;
        CHECK(c == (a >> n));
        if (sa.any()) {
            int lo = 0, hi = static_cast<int>(Bits) - 1;
            while (!sa[static_cast<std::size_t>(lo)]) ++lo;
            while (!sa[static_cast<std::size_t>(hi)]) --hi;
            CHECK(a.lsb() == lo);
            CHECK(a.msb() == hi);
            bb d = a;
            CHECK(d.pop_lsb() == lo);
            CHECK(!d.test(lo));
            CHECK(d.popcount() == a.popcount() - 1);
        }
        std::vector<int> got, want;
        for (int sq : a) got.push_back(sq);
        for (std::size_t i = 0; i < Bits; ++i)
            if (sa[i]) want.push_back(static_cast<int>(i));
        CHECK(got == want);
        const int k = static_cast<int>(rng() % Bits);
        CHECK(a.test(k) == sa[static_cast<std::size_t>(k)]);
        bb e = a;
        e.set(k);
        CHECK(e.test(k));
        e.reset(k);
        CHECK(!e.test(k));
        e.toggle(k);
        CHECK(e.test(k));
        CHECK(bb::from_words(a.words()) == a);
    }
}

}  // namespace

TEST_CASE("bitboard: widths follow the square count") {
    static_assert(std::is_same_v<ferz::bitboard_for<9>, ferz::bitboard<64>>);
    static_assert(std::is_same_v<ferz::bitboard_for<64>, ferz::bitboard<64>>);
    static_assert(std::is_same_v<ferz::bitboard_for<65>, ferz::bitboard<128>>);
    static_assert(std::is_same_v<ferz::bitboard_for<128>, ferz::bitboard<128>>);
    static_assert(std::is_same_v<ferz::bitboard_for<129>, ferz::bitboard<256>>);
    static_assert(std::is_same_v<ferz::bitboard_for<256>, ferz::bitboard<256>>);
    static_assert(sizeof(ferz::bitboard<64>) == 8);
    static_assert(sizeof(ferz::bitboard<128>) == 16);
    static_assert(sizeof(ferz::bitboard<256>) == 32);
    static_assert(std::is_trivially_copyable_v<ferz::bitboard<256>>);
}

TEST_CASE("bitboard: constexpr use") {
    constexpr auto b = ferz::bitboard<256>::square(200) | ferz::bitboard<256>::square(3);
    static_assert(b.popcount() == 2 && b.lsb() == 3 && b.msb() == 200 && b.more_than_one());
    static_assert((b << 55).lsb() == 58 && (b << 55).msb() == 255);
    static_assert((b >> 3).lsb() == 0 && (b >> 4).popcount() == 1);
    static_assert(ferz::bitboard<128>::low_bits(81).popcount() == 81);
    static_assert(ferz::bitboard<64>::low_bits(64).popcount() == 64);
    static_assert(ferz::bitboard<64>::square(63).msb() == 63);
    static_assert(ferz::bitboard<128>{}.none() && !ferz::bitboard<128>{});
    static_assert(std::input_iterator<decltype(b.begin())>);
}

TEST_CASE("bitboard<64> against std::bitset") { check_against_bitset<64>(); }
TEST_CASE("bitboard<128> against std::bitset") { check_against_bitset<128>(); }
TEST_CASE("bitboard<256> against std::bitset") { check_against_bitset<256>(); }

TEST_CASE("bitboard: shifts carry bits across word boundaries") {
    using b128 = ferz::bitboard<128>;
    CHECK((b128::square(63) << 1) == b128::square(64));
    CHECK((b128::square(64) >> 1) == b128::square(63));
    CHECK((b128::square(0) << 127) == b128::square(127));
    CHECK((b128::square(127) << 1).none());
    using b256 = ferz::bitboard<256>;
    CHECK((b256::square(10) << 200) == b256::square(210));
    CHECK((b256::square(210) >> 200) == b256::square(10));
    CHECK((b256::square(127) << 64) == b256::square(191));
    CHECK((b256::square(191) >> 128) == b256::square(63));
}
