// tests/support/hasinu_moves.hpp: whether two XBetza descriptors give the same moves.
//
// The Ħasínū translator is checked by move sets, not by text (HASINU.md §4): both descriptors are
// compiled and walked by the reference walker of betza_board.hpp from the middle of a 15 x 15 board,
// empty and crowded (three fixed patterns of friends and enemies, dense and sparse), with the piece
// unmoved and moved. A move is its landing square and the squares it captures on, so landing modes
// (m, c), blocking squares and initial-only moves all show as differences.
#pragma once

#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <support/betza_board.hpp>

namespace hasinu_test {

// The boards moves are compared on: empty, then crowded ones. Deterministic.
inline std::vector<betza_test::board> comparison_boards() {
    std::vector<betza_test::board> boards;
    for (int pattern = 0; pattern < 4; ++pattern) {
        for (bool virgin : {true, false}) {
            betza_test::board b;
            b.files = b.ranks = 15;
            b.x0 = b.y0 = 7;
            b.virgin = virgin;
            if (pattern > 0) {
                unsigned state = 2463534242u + static_cast<unsigned>(pattern) * 97u;
                for (int x = 0; x < 15; ++x)
                    for (int y = 0; y < 15; ++y) {
                        if (x == 7 && y == 7) continue;
                        state ^= state << 13, state ^= state >> 17, state ^= state << 5;
                        const unsigned r = state % 8;
                        // pattern 1: dense (3 in 4 occupied), 2: half, 3: sparse (1 in 4).
                        const unsigned occupied = pattern == 1 ? 6 : pattern == 2 ? 4 : 2;
                        if (r >= occupied) continue;
                        b.pieces[{x, y}] = (r % 2 == 0) ? betza_test::occupant::enemy : betza_test::occupant::friendly;
                    }
            }
            boards.push_back(b);
        }
    }
    return boards;
}

// "" when `a` and `b` give the same moves on every comparison board; else what differs (for CHECK
// messages). A descriptor that does not compile is a difference.
inline std::string move_difference(std::string_view a, std::string_view b) {
    const auto ta = ferz::betza::compile(a);
    const auto tb = ferz::betza::compile(b);
    if (!ta) return "'" + std::string(a) + "' does not compile: " + std::string(ferz::betza::describe(ta.error()).view());
    if (!tb) return "'" + std::string(b) + "' does not compile: " + std::string(ferz::betza::describe(tb.error()).view());
    int index = 0;
    for (const auto& board : comparison_boards()) {
        const auto sa = betza_test::targets_of(ta->paths, board);
        const auto sb = betza_test::targets_of(tb->paths, board);
        if (sa != sb) {
            std::string only_a, only_b;
            for (const auto& s : sa)
                if (!sb.count(s)) only_a += " " + s;
            for (const auto& s : sb)
                if (!sa.count(s)) only_b += " " + s;
            return "board " + std::to_string(index) + ": only '" + std::string(a) + "':" + only_a + "; only '" +
                   std::string(b) + "':" + only_b;
        }
        ++index;
    }
    return {};
}

}  // namespace hasinu_test
