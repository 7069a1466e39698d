// tests/support/naive_compare.hpp: ferz's perft against naive_movegen.hpp's, position by position.
//
// On a mismatch the report walks down the move tree, making the same move in both generators, until
// it reaches a position whose legal move lists differ, and names that position's FEN, the moves that
// led there, and the moves only one side generates: the failing move is the first line to read.
#pragma once

#include <doctest/doctest.h>

#include <cstdint>
#include <map>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <string_view>

#include "ferz/notation/uci.hpp"
#include "ferz/perft.hpp"
#include "ferz/position.hpp"
#include "support/naive_movegen.hpp"

namespace naive_compare {

template <class V>
struct variant_info {
    static constexpr int files = ferz::variant_traits<V>::files;
    static constexpr int ranks = ferz::variant_traits<V>::ranks;
    static constexpr std::string_view promotions = ferz::variant_traits<V>::promotion_pieces;

    // Every piece must be one the naive generator knows, with the XBetza it assumes.
    static bool matches_vocabulary() {
        bool ok = ferz::variant_traits<V>::promotion_pieces == ferz::variant_traits<V>::promotion_pieces_black;
        ferz::variant_traits<V>::pieces::for_each([&](auto, auto p) {
            using P = decltype(p);
            const bool trait_ok = P::letter == 'K'   ? P::traits == ferz::royal
                                  : P::letter == 'P' ? P::traits == ferz::pawn
                                                     : P::traits == 0;
            ok = ok && naive::betza_of(P::letter) == P::betza && trait_ok;
        });
        return ok;
    }

    // Letters other than the king, for random positions.
    static std::string army() {
        std::string s;
        for (const char c : std::string_view(ferz::variant_traits<V>::pieces::letters.data()))
            if (c != 'K') s += c;
        return s;
    }
};

template <class V>
std::map<std::string, std::uint64_t> ferz_divide(ferz::position<V>& pos, int depth, std::string& problems) {
    std::map<std::string, std::uint64_t> out;
    const auto rows = ferz::divide(pos, depth);
    for (const auto& [m, n] : rows) {
        const std::string text = ferz::to_uci(pos, m);
        if (out.count(text)) problems += "  ferz generates " + text + " twice\n";
        out[text] = n;
    }
    return out;
}

inline std::map<std::string, std::uint64_t> naive_divide(const naive::board& b, int depth) {
    std::map<std::string, std::uint64_t> out;
    for (const auto& m : naive::legal_moves(b)) out[naive::uci(b, m)] = naive::perft(naive::after(b, m), depth - 1);
    return out;
}

// Walks down from a position where perft(depth) differs; returns the report.
template <class V>
std::string explain(ferz::position<V>& pos, const naive::board& b, int depth, std::string path) {
    std::string report;
    std::string problems;
    const auto ours = ferz_divide(pos, depth, problems);
    const auto theirs = naive_divide(b, depth);
    std::string only_ferz, only_naive;
    for (const auto& [m, n] : ours)
        if (!theirs.count(m)) only_ferz += " " + m;
    for (const auto& [m, n] : theirs)
        if (!ours.count(m)) only_naive += " " + m;
    if (!problems.empty() || !only_ferz.empty() || !only_naive.empty() || depth == 1) {
        report += "position after [" + path + "]: " + naive::write_fen(b) + "\n";
        report += problems;
        if (!only_ferz.empty()) report += "  moves only ferz generates:" + only_ferz + "\n";
        if (!only_naive.empty()) report += "  moves only the naive generator generates:" + only_naive + "\n";
        if (problems.empty() && only_ferz.empty() && only_naive.empty())
            report += "  same move lists at depth 1: ferz's perft(1) (bulk count) disagrees with its move list\n";
        return report;
    }
    for (const auto& [m, n] : theirs) {
        const std::uint64_t f = ours.at(m);
        if (f == n) continue;
        report += "  " + m + ": ferz " + std::to_string(f) + ", naive " + std::to_string(n) + " at depth " +
                  std::to_string(depth - 1) + "\n";
        for (const auto& nm : naive::legal_moves(b)) {
            if (naive::uci(b, nm) != m) continue;
            const auto fm = ferz::parse_uci(pos, m);
            if (!fm) return report + "  ferz cannot read its own move " + m + "\n";
            pos.make(*fm);
            report += explain(pos, naive::after(b, nm), depth - 1, path.empty() ? m : path + " " + m);
            pos.unmake();
            return report;
        }
    }
    return report + "  divide agrees move by move; the totals differ (ferz's bulk count at the leaves?)\n";
}

struct tally {
    int positions = 0;
    std::uint64_t naive_nodes = 0;
};

// Compares perft(d) for d = 1..max_depth while the estimated naive count of the next depth stays under
// `budget` nodes.
// Returns false on the first mismatch, after reporting it.
template <class V>
bool compare(std::string_view fen, int max_depth, std::uint64_t budget, tally& t) {
    using info = variant_info<V>;
    CAPTURE(V::name);
    CAPTURE(fen);
    const auto b = naive::read_fen(fen, info::files, info::ranks, info::promotions);
    REQUIRE_MESSAGE(b.has_value(), "the naive FEN reader rejects the FEN");
    auto parsed = ferz::position<V>::from_fen(fen);
    REQUIRE_MESSAGE(parsed.has_value(), (parsed ? "" : parsed.error().message()));
    REQUIRE_MESSAGE(!naive::in_check(*b, 1 - b->side), "the side not to move is in check");
    auto pos = *parsed;
    const auto key = pos.key();
    ++t.positions;
    std::uint64_t previous = 1;
    for (int d = 1; d <= max_depth; ++d) {
        const std::uint64_t expected = naive::perft(*b, d);
        const std::uint64_t got = ferz::perft(pos, d);
        t.naive_nodes += expected;
        CHECK(pos.key() == key);
        if (got != expected) {
            const std::string why = explain(pos, *b, d, "");
            FAIL_CHECK("perft(" << d << ") ferz " << got << ", naive " << expected << "\n" << why);
            return false;
        }
        // The next depth costs about expected * (expected / previous): stop before it passes the budget.
        if (expected == 0 || expected / previous * expected > budget) break;
        previous = expected;
    }
    return true;
}

// `count` random positions of `min_extra`..`max_extra` pieces besides the kings.
template <class V>
void compare_random(std::uint64_t seed, int count, int min_extra, int max_extra, int max_depth, std::uint64_t budget,
                    tally& t) {
    using info = variant_info<V>;
    naive::rng g{seed};
    const std::string army = info::army();
    int failures = 0;
    for (int done = 0; done < count && failures < 3;) {
        const int extra = min_extra + g.below(max_extra - min_extra + 1);
        const auto b = naive::random_board(g, info::files, info::ranks, info::promotions, army, extra);
        if (!b) continue;
        ++done;
        if (!compare<V>(naive::write_fen(*b), max_depth, budget, t)) ++failures;
    }
}

// Compares perft on the given FENs and on random positions (see compare_random), and prints a tally.
template <class V>
void run(std::initializer_list<std::string_view> fens, int max_depth, std::uint64_t budget, std::uint64_t seed,
         int random_count, int min_extra, int max_extra) {
    static_assert(variant_info<V>::files > 0);
    REQUIRE(variant_info<V>::matches_vocabulary());
    tally t;
    for (const auto fen : fens) compare<V>(fen, max_depth, budget, t);
    compare_random<V>(seed, random_count, min_extra, max_extra, max_depth, budget, t);
    std::printf("%-5s %4d positions, %10llu naive nodes\n", std::string(V::name).c_str(), t.positions,
                static_cast<unsigned long long>(t.naive_nodes));
}

}  // namespace naive_compare
